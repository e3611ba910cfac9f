"""The responses and hands options of the other accessible UNO games (issue 22): advanced responses, waiting for
the draw responses before a round is scored, the hand size and the mercy limit."""

from __future__ import annotations

import pytest
from engine_helpers import drawn, of, one

from audiouno.engine import OFFICIAL, ChooseColour, Colour, Game, IllegalAction, Phase, Refusal, RuleSet
from audiouno.engine.events import (
    DirectionChanged,
    DrawReason,
    OutOfRound,
    PenaltyDeflected,
    PenaltyPending,
    RoundEnded,
    RoundStarted,
    TurnStarted,
)

ADVANCED = OFFICIAL.with_options(stacking="manual", advanced_responses=True)


class TestAdvancedResponses:
    def test_a_skip_of_the_colour_passes_the_penalty_on(self, table):
        t = table(ADVANCED, [["r+2", "b1"], ["rs", "g2"], ["y3", "y4"]], "r5")
        t.play(0, "r+2")
        events = t.play(1, "rs")
        assert one(events, PenaltyDeflected) == PenaltyDeflected(1, 2, 2)
        # Seat 2 has no answer: they draw the 2 and lose the turn (official), and seat 0 plays.
        assert drawn(events, 2) == [(2, DrawReason.PENALTY)] and t.game.current == 0

    def test_a_reverse_sends_it_back(self, table):
        t = table(ADVANCED, [["r+2", "b1"], ["rr", "g2"], ["y3", "y4"]], "r5")
        t.play(0, "r+2")
        events = t.play(1, "rr")
        assert of(events, DirectionChanged) and one(events, PenaltyDeflected).player == 0
        assert drawn(events, 0) == [(2, DrawReason.PENALTY)] and t.game.current == 2  # the other way now

    def test_a_wild_passes_it_on_after_the_colour(self, table):
        t = table(ADVANCED, [["r+2", "b1"], ["w", "g2"], ["y3", "y4"]], "r5")
        t.play(0, "r+2")
        t.play(1, "w")
        events = t.act(1, ChooseColour(Colour.BLUE))
        assert one(events, PenaltyPending) == PenaltyPending(2, 2, 0)

    def test_another_colour_or_no_stacking_does_not_answer(self, table):
        t = table(ADVANCED, [["r+2", "b1"], ["bs", "g2"], ["y3", "y4"]], "r5", pile=["y1", "y2"])
        t.play(0, "r+2")
        assert drawn(t.game.log, 1) == [(2, DrawReason.PENALTY)]  # nothing to answer with: drawn at once
        plain = table(OFFICIAL.with_options(advanced_responses=True), [["r+2", "b1"], ["rs", "g2"], ["y3"]], "r5")
        plain.play(0, "r+2")
        assert drawn(plain.game.log, 1) == [(2, DrawReason.PENALTY)]

    def test_a_deflected_draw_four_cannot_be_challenged(self, table):
        t = table(ADVANCED, [["w+4", "b1"], ["gs", "g2"], ["y3", "y4"]], "r5")
        t.play(0, "w+4")
        t.act(0, ChooseColour(Colour.GREEN))
        events = t.play(1, "gs")
        assert one(events, PenaltyPending).player == 2 and t.game.draw_four is None
        assert drawn(events, 2) == [(4, DrawReason.PENALTY)]  # no challenge was offered to seat 2


WAIT = OFFICIAL.with_options(stacking="manual", wait_for_draw_responses=True)


class TestWaitForDrawResponses:
    def test_the_next_player_answers_before_the_round_is_scored(self, table):
        t = table(WAIT, [["r+2"], ["b+2", "g2"], ["y3", "y4"]], "r5", pile=["y1", "y2", "y5", "y6"])
        events = t.play(0, "r+2")
        assert not of(events, RoundEnded) and t.game.phase is Phase.PENALTY and t.game.current == 1
        events = t.play(1, "b+2")  # passed on to seat 2, who has no answer and draws it: the round is scored
        assert one(events, PenaltyPending) == PenaltyPending(2, 4, 2)
        ended = one(events, RoundEnded)
        assert ended.winner == 0 and ended.hand_points[2] == 3 + 4 + 1 + 2 + 5 + 6

    def test_with_two_players_there_is_nobody_to_pass_it_to(self, table):
        t = table(WAIT, [["r+2"], ["b+2", "g2"]], "r5", pile=["y1", "y2"])
        events = t.play(0, "r+2")
        assert drawn(events, 1) == [(2, DrawReason.PENALTY)] and one(events, RoundEnded).winner == 0

    def test_off_the_penalty_lands_at_once(self, table):
        t = table(OFFICIAL.with_options(stacking="manual"), [["r+2"], ["b+2", "g2"], ["y3"]], "r5")
        events = t.play(0, "r+2")
        assert drawn(events, 1) == [(2, DrawReason.PENALTY)] and one(events, RoundEnded).winner == 0


class TestHandSize:
    @pytest.mark.parametrize("size", [3, 10, 15])
    def test_the_deal_gives_each_player_the_size(self, size):
        game = Game(4, OFFICIAL.with_options(hand_size=size), seed=1)
        events = game.start_round()
        assert one(events, RoundStarted).hand_size == size
        assert all(len(hand) >= size for hand in game.hands)  # a starting Draw Two adds to the first hand

    def test_ten_players_with_fifteen_cards_get_what_the_deck_holds(self):
        game = Game(10, OFFICIAL.with_options(hand_size=15), seed=1)
        assert one(game.start_round(), RoundStarted).hand_size == 9
        assert game.draw_pile

    @pytest.mark.parametrize("bad", [{"hand_size": 2}, {"hand_size": 16}, {"max_hand": 5}, {"max_hand": 7}])
    def test_values_out_of_range_are_refused(self, bad):
        with pytest.raises(ValueError):
            RuleSet(**bad)


MERCY = OFFICIAL.with_options(max_hand=10, draw_penalty_skips_turn=True)


class TestMercyLimit:
    def hands(self):
        return [["r+2", "b1"], ["b2", "b3", "b4", "b6", "b7", "b8", "b9", "g1"], ["r3", "y4"], ["r4", "g4"]]

    def test_a_player_reaching_the_limit_is_out_and_passed_over(self, table):
        t = table(MERCY, self.hands(), "r5", pile=["y1", "y2"])
        events = t.play(0, "r+2")
        assert one(events, OutOfRound) == OutOfRound(1, 10)
        assert events[-1] == TurnStarted(2)
        assert t.game.legal_actions(1) == []
        with pytest.raises(IllegalAction) as info:
            t.play(1, "b2")
        assert info.value.reason is Refusal.OUT_OF_ROUND
        t.play(2, "r3")
        t.play(3, "r4")
        assert t.game.current == 0  # over seat 1 again

    def test_the_last_player_in_wins_the_round(self, table):
        t = table(MERCY, self.hands()[:2], "r5", pile=["y1", "y2"])
        events = t.play(0, "r+2")
        ended = one(events, RoundEnded)
        assert ended.winner == 0 and ended.round_scores[0] == sum(c.points for c in t.game.hands[1])

    def test_off_nobody_is_out(self, table):
        t = table(OFFICIAL, self.hands(), "r5", pile=["y1", "y2"])
        events = t.play(0, "r+2")
        assert not of(events, OutOfRound) and len(t.game.hands[1]) == 10
