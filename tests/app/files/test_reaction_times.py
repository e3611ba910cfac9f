"""The player's race times kept in the statistics file: each race they pressed in at the table adds its time, the
most recent are kept, and a wrong value read back is left out alone."""

from __future__ import annotations

from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.statistics import KEPT_REACTIONS, Statistics, record
from audiouno.engine.events import Reaction, ReactionResolved


def test_each_race_the_player_pressed_in_adds_its_time_and_the_file_keeps_the_most_recent() -> None:
    stats = Statistics()
    for index in range(KEPT_REACTIONS + 5):
        race = ReactionResolved(Reaction.SLAP, ((0, 0.3 + index / 1000), (1, 0.25), (2, None)), (2,), 2)
        record(stats, [race], 0, MatchSetup())
    missed = ReactionResolved(Reaction.BUZZER, ((0, None), (1, 0.25)), (0,), 3)
    record(stats, [missed], 0, MatchSetup())  # no time of the player's: nothing to keep
    assert len(stats.reaction_times) == KEPT_REACTIONS and stats.reaction_times[-1] == 0.3 + 44 / 1000
    rejected: list[str] = []
    again = Statistics.from_data(stats.to_data(), rejected)
    assert again.reaction_times == [round(seconds, 3) for seconds in stats.reaction_times] and rejected == []


def test_a_wrong_race_time_read_back_is_left_out_alone() -> None:
    rejected: list[str] = []
    stats = Statistics.from_data({"reaction_times": [0.31, "fast", -1, 0.4]}, rejected)
    assert stats.reaction_times == [0.31, 0.4] and rejected == ["reaction_times", "reaction_times"]
    assert Statistics.from_data({"reaction_times": "fast"}, rejected).reaction_times == []
