"""Scoring and the match (engine/scoring.py)."""

from __future__ import annotations

import pytest
from engine_helpers import (
    MINECRAFT,
    finish,
    of,
    one,
    play_out,
)

from audiouno.engine import (
    OFFICIAL,
    IllegalAction,
    Phase,
    Play,
    Refusal,
)
from audiouno.engine.events import (
    DealerChosen,
    MatchEnded,
    RoundEnded,
    RoundStarted,
)


class TestScoring:
    """Scoring: winner takes the others' points (highest wins), or penalty (own points, lowest wins)."""

    def test_winner_takes(self, table):
        t = finish(table, OFFICIAL)
        ended = one(t.events, RoundEnded)
        assert ended.hand_points == (0, 79, 70)  # 20 + 50 + 9, 20 + 50 + 0
        assert (ended.round_scores, ended.totals) == ((149, 0, 0), (149, 0, 0))
        assert t.game.totals == [149, 0, 0] and t.game.phase is Phase.ROUND_OVER

    def test_penalty(self, table):
        t = finish(table, OFFICIAL.with_options(scoring="penalty"))
        ended = one(t.events, RoundEnded)
        assert (ended.round_scores, ended.totals) == ((0, 79, 70), (0, 79, 70))

    def test_edition_wilds_worth_fifty(self, table):
        t = finish(table, MINECRAFT, losers=(["creeper"], ["g0"]))
        assert one(t.events, RoundEnded).hand_points == (0, 50, 0)

    def test_target_score_winner_takes(self, table):
        t = finish(table, OFFICIAL.with_options(target_score=149))
        assert one(t.events, MatchEnded) == MatchEnded((0,), (149, 0, 0))
        assert t.game.phase is Phase.MATCH_OVER

    def test_below_target_no_match_end(self, table):
        t = finish(table, OFFICIAL.with_options(target_score=150))
        assert not of(t.events, MatchEnded) and t.game.phase is Phase.ROUND_OVER

    def test_target_score_penalty_lowest_wins(self, table):
        t = finish(table, OFFICIAL.with_options(scoring="penalty", target_score=75))
        assert one(t.events, MatchEnded) == MatchEnded((0,), (0, 79, 70))

    def test_penalty_tie_several_winners(self, table):
        t = finish(table, OFFICIAL.with_options(scoring="penalty", round_limit=1), losers=(["g9"], ["y0"]))
        assert one(t.events, MatchEnded) == MatchEnded((0, 2), (0, 9, 0))

    def test_round_limit(self, table):
        rules = OFFICIAL.with_options(round_limit=2)
        t = finish(table, rules)
        assert t.game.phase is Phase.ROUND_OVER
        game = t.game
        game.start_arranged_round([["g1", "g2"], ["g3"], ["b4", "b5"]], "g6", dealer=0)
        events = game.apply(1, Play.of(game.hands[1][0]))
        assert one(events, RoundEnded).round_scores == (0, 12, 0)
        assert one(events, MatchEnded) == MatchEnded((0,), (149, 12, 0))
        assert game.phase is Phase.MATCH_OVER


class TestMatch:
    """A match is a sequence of rounds: the deal passes left each round, until MatchEnded names the winners."""

    def test_rounds_in_sequence(self, table):
        t = finish(table, OFFICIAL.with_options(round_limit=3, target_score=10_000), dealer=2)
        game = t.game
        totals = list(game.totals)
        events = game.start_round()
        assert one(events, RoundStarted) == RoundStarted(2, 0, 7)
        assert not of(events, DealerChosen)
        assert [len(hand) for hand in game.hands] == [7, 7, 7] and game.totals == totals
        play_out(game)
        assert game.phase is Phase.ROUND_OVER
        assert one(game.start_round(), RoundStarted) == RoundStarted(3, 1, 7)
        play_out(game)
        assert game.phase is Phase.MATCH_OVER
        ended = game.log[-1]
        assert type(ended) is MatchEnded and ended.totals == tuple(game.totals)
        assert ended.winners == tuple(seat for seat in range(3) if game.totals[seat] == max(game.totals))
        assert len([e for e in game.log if type(e) is RoundEnded]) == 3
        with pytest.raises(IllegalAction) as info:
            game.start_round()
        assert info.value.reason == Refusal.MATCH_OVER
