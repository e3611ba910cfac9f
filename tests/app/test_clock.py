"""Game time, which stops while a pausing scene is open and while the news is being heard."""

from __future__ import annotations

import pytest

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


def test_game_time_stands_still_until_the_news_is_heard() -> None:
    time = PausableTime()
    time.hold(3.0, 1.0)  # news said at 1 s, heard at 3 s
    assert time.at(2.0) == 1.0 and time.holding(2.0)
    assert time.reaches(1.5, 2.0) == 3.5  # half a second of game time after the news is heard
    assert time.at(4.0) == 2.0 and not time.holding(4.0)
    time.hold(5.0, 4.0)  # more news, cut off by the player's key at 4.2 s: heard there
    time.hold(4.2, 4.3)
    assert time.at(4.3) == pytest.approx(2.1)


def test_a_hold_ends_where_the_menu_opens() -> None:
    time = PausableTime()
    time.hold(5.0, 1.0)
    time.pause(2.0)
    assert time.at(8.0) == 1.0
    time.resume(8.0)
    assert time.at(9.0) == 2.0
    time.hold(0.5, 9.0)  # news heard already: no hold
    assert time.at(9.5) == 2.5
