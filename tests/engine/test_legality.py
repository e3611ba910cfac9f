"""What may be played (engine/legality.py): matching, the legal actions, and the refusals."""

from __future__ import annotations

import pytest
from engine_helpers import (
    HANDS3,
    drawn,
    finish,
    one,
    play_of,
    refused,
    snapshot,
)

from audiouno.engine import (
    CALL_UNO,
    DRAW,
    HOUSE,
    OFFICIAL,
    PASS,
    CatchUno,
    Colour,
    IllegalAction,
    Phase,
    Play,
    Refusal,
)
from audiouno.engine.events import (
    CardPlayed,
    DrawReason,
    PlayMode,
    WrongPlay,
)


class TestMatching:
    """A card matches the top by colour, number or symbol; wilds go on anything; others are refused."""

    def test_colour_match(self, table):
        t = table(OFFICIAL, HANDS3, "r5")
        played = one(t.play(0, "r1"), CardPlayed)
        assert (played.player, played.card.kind, played.mode, played.cards_left) == (0, "r1", PlayMode.TURN, 2)
        assert t.game.top.kind == "r1" and t.game.current == 1

    def test_number_match(self, table):
        t = table(OFFICIAL, [["g5", "b1"], ["r4"], ["y9"]], "r5")
        t.play(0, "g5")
        assert t.game.colour is Colour.GREEN and t.game.current == 1

    def test_symbol_match(self, table):
        t = table(OFFICIAL, [["rs", "b1"], ["y4"], ["gs", "y9"]], "r5")
        t.play(0, "rs")
        assert t.game.current == 2
        assert Play.of(t.card(2, "gs")) in t.game.legal_actions(2)
        t.play(2, "gs")
        assert t.game.colour is Colour.GREEN and t.game.current == 1

    def test_wild_on_anything(self, table):
        t = table(OFFICIAL, [["w", "r1"], ["y4"], ["y9"]], "r5")
        assert Play.of(t.card(0, "w")) in t.game.legal_actions(0)
        t.play(0, "w")
        assert t.game.phase is Phase.CHOOSE_COLOUR

    def test_non_matching_card_refused_and_nothing_changed(self, table):
        t = table(OFFICIAL, HANDS3, "r5")
        assert Play.of(t.card(0, "g2")) not in t.game.legal_actions(0)
        refused(t.game, 0, Play.of(t.card(0, "g2")), Refusal.DOES_NOT_MATCH)


class TestIllegalActions:
    """IllegalAction reasons: not your turn, card not in hand, start_round during a round, acting after it."""

    def test_not_your_turn(self, table):
        t = table(OFFICIAL, HANDS3, "r5")
        refused(t.game, 1, Play.of(t.card(1, "r4")), Refusal.NOT_YOUR_TURN)
        refused(t.game, 1, DRAW, Refusal.NOT_YOUR_TURN)
        refused(t.game, 2, PASS, Refusal.NOT_YOUR_TURN)

    def test_card_not_in_hand(self, table):
        t = table(OFFICIAL, HANDS3, "r5")
        refused(t.game, 0, Play.of(t.card(1, "r4")), Refusal.CARD_NOT_IN_HAND)
        refused(t.game, 0, Play.of(t.game.draw_pile[-1]), Refusal.CARD_NOT_IN_HAND)

    def test_start_round_during_a_round(self, table):
        t = table(OFFICIAL, HANDS3, "r5")
        before = snapshot(t.game)
        with pytest.raises(IllegalAction) as info:
            t.game.start_round()
        assert info.value.reason == Refusal.ROUND_IN_PROGRESS
        assert snapshot(t.game) == before

    def test_acting_after_the_round(self, table):
        t = finish(table, OFFICIAL)
        game = t.game
        assert all(game.legal_actions(seat) == [] for seat in range(3))
        refused(game, 1, DRAW, Refusal.ROUND_OVER)
        refused(game, 1, Play.of(t.card(1, "rs")), Refusal.ROUND_OVER)
        refused(game, 2, CALL_UNO, Refusal.ROUND_OVER)


class TestNoWildFinish:
    """No going out on a wild (house "Proibido!"): a Wild or Draw Four may not be the last card."""

    RULES = OFFICIAL.with_options(no_wild_finish=True)

    @pytest.mark.parametrize("wild", ["w", "w+4"])
    def test_a_last_wild_is_not_legal_and_refused(self, table, wild):
        t = table(self.RULES, [[wild], ["b1", "b2", "b4"]], "r3")
        assert play_of(t, 0, wild) not in t.game.legal_actions(0)
        assert DRAW in t.game.legal_actions(0)
        refused(t, 0, play_of(t, 0, wild), Refusal.NO_WILD_FINISH)

    def test_a_wild_that_is_not_the_last_card_is_fine(self, table):
        t = table(self.RULES, [["w", "g1"], ["b1", "b2", "b4"]], "r3")
        assert play_of(t, 0, "w") in t.game.legal_actions(0)
        t.play(0, "w")
        assert t.game.phase is Phase.CHOOSE_COLOUR

    def test_a_strict_table_draws_the_wrong_play_penalty(self, table):
        t = table(self.RULES.with_options(wrong_play_penalty=2), [["w"], ["b1", "b2", "b4"]], "r3")
        events = t.play(0, "w")
        assert one(events, WrongPlay).reason == Refusal.NO_WILD_FINISH
        assert drawn(events, 0) == [(2, DrawReason.WRONG_PLAY)]
        assert t.kinds(0)[0] == "w" and (t.game.phase, t.game.decider) == (Phase.PLAY, 0)

    def test_a_last_draw_four_may_not_answer_a_penalty(self, table):
        t = table(HOUSE, [["r+2", "r1", "r2"], ["w+4"], ["b1", "b2", "b4"]], "r3")
        t.play(0, "r+2")
        assert (t.game.phase, t.game.current) == (Phase.PENALTY, 1)  # the jump-in window keeps it open
        assert play_of(t, 1, "w+4") not in t.game.legal_actions(1)
        refused(t, 1, play_of(t, 1, "w+4"), Refusal.NO_WILD_FINISH)


class TestLegalActions:
    """legal_actions lists out-of-turn actions: catching an uncalled player, saying UNO late."""

    def test_out_of_turn_catch_listed_for_others(self, table):
        t = table(OFFICIAL, [["r1", "r2"], ["r4", "b2", "g3"], ["r7", "b3", "g6"]], "r5")
        t.play(0, "r1")
        assert CatchUno(0) in t.game.legal_actions(1)  # the current player
        assert t.game.legal_actions(2) == [CatchUno(0)]  # a player out of turn
        own = t.game.legal_actions(0)
        assert CALL_UNO in own and CatchUno(0) not in own
        t.play(1, "r4")  # the next player acts: the window closes
        assert CatchUno(0) not in t.game.legal_actions(2)
        assert CatchUno(0) not in t.game.legal_actions(1)

    def test_turn_actions_first_then_catches(self, table):
        t = table(OFFICIAL, [["r1", "r2"], ["r4", "b2", "g3"], ["r7", "b3", "g6"]], "r5")
        t.play(0, "r1")
        actions = t.game.legal_actions(1)
        assert actions == [Play.of(t.card(1, "r4")), DRAW, CatchUno(0)]
