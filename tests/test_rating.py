"""The player's rating against the bots: a player who always wins rises and one who always loses falls, against
every strength and table size; the bots' fixed ratings come out of `simulate` as the game holds them; the
statistics keep the rating, and a file from before it, or with a wrong rating, costs only that."""

from __future__ import annotations

import pytest

from audiouno.app.files.rating_record import HISTORY, RatingRecord
from audiouno.app.files.statistics import Statistics
from audiouno.bot_ratings import STRENGTHS, fit_bot_ratings
from audiouno.bots.registry import STRATEGIES
from audiouno.rating import BOT_RATINGS, Skill, after_round


def test_the_bots_fixed_ratings_reproduce_from_simulate() -> None:
    """The expert's is fitted again by benchmarks/bot_ratings.py --expert: a quarter of an hour, too long here."""
    assert fit_bot_ratings() == {name: BOT_RATINGS[name] for name in STRENGTHS}


def test_every_strength_the_game_offers_has_its_own_rating() -> None:
    assert set(BOT_RATINGS) == set(STRATEGIES)


def test_the_fitted_strengths_keep_their_order_whatever_the_seed() -> None:
    fitted = fit_bot_ratings(seed=38)
    assert fitted["hard"][0] > fitted["normal"][0] > max(fitted["easy"][0], fitted["random"][0])


@pytest.mark.parametrize("bots", [["random"], ["easy", "easy"], ["normal"] * 3, ["hard"] * 9, ["random", "hard"]])
def test_a_player_who_always_wins_rises_and_one_who_always_loses_falls(bots: list[str]) -> None:
    winner, loser = RatingRecord(), RatingRecord()
    points = [0, *[10 * seat for seat in range(1, len(bots) + 1)]]  # the player out first: the bots by their points
    last = [100, 0, *[10 * seat for seat in range(2, len(bots) + 1)]]  # Ana out first, the player holding the most
    for _ in range(12):  # matches of five rounds
        for _ in range(5):
            winner.after_round(bots, 0, points)
            loser.after_round(bots, 1, last)
        winner.match_over()
        loser.match_over()
        assert winner.change > 0 and loser.change < 0
    assert winner.history == sorted(winner.history) and loser.history == sorted(loser.history, reverse=True)
    assert winner.shown > Skill().shown > loser.shown
    assert winner.skill.sigma < Skill().sigma  # more sure of the player with every round


def test_winning_against_stronger_bots_is_worth_more() -> None:
    against_random = after_round(Skill(), ["random"], 0, [0, 20])
    against_hard = after_round(Skill(), ["hard"], 0, [0, 20])
    assert against_hard.mu > against_random.mu > Skill().mu


def test_a_strength_the_table_has_no_rating_for_plays_as_normal() -> None:
    assert after_round(Skill(), ["future"], 0, [0, 5]) == after_round(Skill(), ["normal"], 0, [0, 5])


def test_a_round_that_is_not_the_tables_moves_nothing() -> None:
    assert after_round(Skill(), ["normal", "hard"], 0, [0, 5]) == Skill()


def test_the_statistics_keep_the_rating() -> None:
    stats = Statistics()
    for _ in range(3):
        stats.rating.after_round(["hard"], 0, [0, 12])
    stats.rating.match_over()
    read = Statistics.from_data(stats.to_data())
    assert read.rating == stats.rating and read.rating.history == [stats.rating.shown]


def test_an_older_file_starts_a_new_player_and_a_wrong_rating_costs_only_itself() -> None:
    older = Statistics.from_data({"counts": {"matches_played": {"count": 3, "changed": 1}}})
    assert older.rating == RatingRecord() and older.get("matches_played") == 3
    rejected: list[str] = []
    data = {"counts": {"matches_played": {"count": 3, "changed": 1}}, "rating": {"mu": "high", "sigma": 2.0,
            "history": [1000, 1012]}}  # fmt: skip
    read = Statistics.from_data(data, rejected)
    assert read.rating.skill == Skill() and read.rating.history == [1000, 1012] and rejected == ["rating"]
    rejected = []
    data["rating"] = {"mu": 30.0, "sigma": 2.0, "history": [1000, "a lot"]}
    read = Statistics.from_data(data, rejected)
    assert read.rating.skill == Skill(30.0, 2.0) and read.rating.history == [] and rejected == ["rating.history"]
    rejected = []
    read = Statistics.from_data({**data, "rating": [1, 2]}, rejected)
    assert read.rating == RatingRecord() and rejected == ["rating"] and read.get("matches_played") == 3


def test_the_history_keeps_its_last_matches() -> None:
    record = RatingRecord(history=list(range(HISTORY)))
    record.match_over()
    assert len(record.history) == HISTORY and record.history[-1] == record.shown and record.history[0] == 1
