"""Game time, which stops while a pausing scene is open."""

from __future__ import annotations

from audiouno.app.clock import PausableTime


def test_game_time_stops_while_paused() -> None:
    time = PausableTime()
    assert time.at(5.0) == 5.0
    time.pause(5.0)
    assert time.paused and time.at(9.0) == 5.0
    time.resume(9.0)
    assert time.at(10.0) == 6.0
    time.resume(11.0)  # not paused: nothing to resume
    assert time.at(11.0) == 7.0
