"""The drawing options of the other accessible UNO games (issue 22): draw until playable and its limit, must play,
free draws, force play, and several cards of one number played together."""

from __future__ import annotations

from engine_helpers import drawn, of, one, refused

from audiouno.engine import DRAW, OFFICIAL, PASS, Phase, PlaySame, Refusal
from audiouno.engine.events import (
    CardPlayed,
    DrawReason,
    FreeDraw,
    Passed,
    PlayMode,
    RoundEnded,
    SameRankPlayed,
    TurnStarted,
)

UNTIL = OFFICIAL.with_options(draw_until_playable=True)


class TestDrawUntilPlayable:
    def test_draws_until_a_card_can_be_played_and_may_play_it(self, table):
        t = table(UNTIL, [["b1", "g2"], ["y4"]], "r5", pile=["b3", "g6", "y7", "r9", "b8"])
        events = t.act(0, DRAW)
        assert drawn(events, 0) == [(4, DrawReason.UNTIL_PLAYABLE)]
        assert t.kinds(0) == ["b1", "g2", "b3", "g6", "y7", "r9"]
        assert (t.game.phase, t.game.drawn_card.kind) == (Phase.DRAWN, "r9")
        assert t.game.legal_actions(0)[:2] == [t.game.legal_actions(0)[0], PASS]
        assert of(t.play(0, "r9"), CardPlayed)[0].mode is PlayMode.DRAWN

    def test_the_limit_stops_the_drawing_and_the_turn_passes(self, table):
        rules = UNTIL.with_options(draw_limit=2)
        t = table(rules, [["b1", "g2"], ["y4"]], "r5", pile=["b3", "g6", "y7", "r9"])
        events = t.act(0, DRAW)
        assert drawn(events, 0) == [(2, DrawReason.UNTIL_PLAYABLE)]
        assert events[-2:] == [Passed(0), TurnStarted(1)]

    def test_a_first_card_that_plays_stops_at_one(self, table):
        t = table(UNTIL, [["b1", "g2"], ["y4"]], "r5", pile=["r3", "g6"])
        assert drawn(t.act(0, DRAW), 0) == [(1, DrawReason.UNTIL_PLAYABLE)]

    def test_an_empty_pile_ends_the_drawing(self, table):
        t = table(UNTIL, [["b1", "g2"], ["y4"]], "r5", pile=["b3", "g6"])
        t.game.draw_pile[:] = t.game.draw_pile[-2:]  # only the two named cards are left to draw
        events = t.act(0, DRAW)
        assert drawn(events, 0) == [(2, DrawReason.UNTIL_PLAYABLE)]
        assert events[-2:] == [Passed(0), TurnStarted(1)]


class TestMustPlay:
    def test_a_playable_card_must_be_played(self, table):
        t = table(OFFICIAL.with_options(must_play=True), [["r1", "g2"], ["y4"]], "r5")
        assert DRAW not in t.game.legal_actions(0)
        refused(t, 0, DRAW, Refusal.MUST_PLAY)

    def test_without_one_the_player_draws(self, table):
        t = table(OFFICIAL.with_options(must_play=True), [["b1", "g2", "y3"], ["y4"]], "r5", pile=["y7"])
        assert t.game.legal_actions(0) == [DRAW]
        assert drawn(t.act(0, DRAW), 0) == [(1, DrawReason.CHOICE)]

    def test_a_playable_card_drawn_must_be_played_too(self, table):
        t = table(OFFICIAL.with_options(must_play=True), [["b1", "g2", "y3"], ["y4"]], "r5", pile=["r7"])
        t.act(0, DRAW)
        assert t.game.phase is Phase.DRAWN and PASS not in t.game.legal_actions(0)
        refused(t, 0, PASS, Refusal.MUST_PLAY)  # they hold a card they can play: the one just drawn
        assert of(t.play(0, "r7"), CardPlayed)[0].mode is PlayMode.DRAWN


class TestFreeDraws:
    def test_drawing_while_holding_a_playable_card_keeps_the_turn(self, table):
        t = table(OFFICIAL.with_options(free_draws=2), [["r1", "g2"], ["y4"]], "r5", pile=["y7", "b8", "g9"])
        events = t.act(0, DRAW)
        assert one(events, FreeDraw) == FreeDraw(0, 1)
        assert (t.game.phase, t.game.decider) == (Phase.PLAY, 0)
        assert PASS in t.game.legal_actions(0) and DRAW in t.game.legal_actions(0)
        assert one(t.act(0, DRAW), FreeDraw) == FreeDraw(0, 0)
        assert DRAW not in t.game.legal_actions(0)
        refused(t, 0, DRAW, Refusal.NO_FREE_DRAWS_LEFT)
        # Any card of the hand may be played, not only a drawn one.
        assert of(t.play(0, "r1"), CardPlayed)[0].mode is PlayMode.TURN

    def test_the_player_may_end_the_turn_keeping_the_cards(self, table):
        t = table(OFFICIAL.with_options(free_draws=3), [["r1", "g2"], ["y4"]], "r5", pile=["y7"])
        t.act(0, DRAW)
        assert t.act(0, PASS)[-2:] == [Passed(0), TurnStarted(1)]

    def test_with_must_play_the_free_draws_end_in_a_play(self, table):
        rules = OFFICIAL.with_options(free_draws=1, must_play=True)
        t = table(rules, [["r1", "g2"], ["y4"]], "r5", pile=["y7"])
        t.act(0, DRAW)
        actions = t.game.legal_actions(0)
        assert PASS not in actions and DRAW not in actions
        refused(t, 0, PASS, Refusal.NOTHING_TO_KEEP)

    def test_without_a_playable_card_the_draw_is_the_ordinary_one(self, table):
        t = table(OFFICIAL.with_options(free_draws=3), [["b1", "g2"], ["y4"]], "r5", pile=["y7"])
        events = t.act(0, DRAW)
        assert not of(events, FreeDraw)
        assert events[-2:] == [Passed(0), TurnStarted(1)]


class TestForcePlay:
    def test_a_drawn_card_that_can_be_played_is_played(self, table):
        t = table(OFFICIAL.with_options(force_play=True), [["b1", "g2"], ["y4"]], "r5", pile=["r8"])
        events = t.act(0, DRAW)
        played = one(events, CardPlayed)
        assert (played.card.kind, played.mode) == ("r8", PlayMode.DRAWN)
        assert t.game.current == 1

    def test_with_draw_until_playable_the_found_card_is_played(self, table):
        rules = UNTIL.with_options(force_play=True)
        t = table(rules, [["b1", "g2"], ["y4"]], "r5", pile=["b3", "w"])
        events = t.act(0, DRAW)
        assert drawn(events, 0) == [(2, DrawReason.UNTIL_PLAYABLE)]
        assert one(events, CardPlayed).card.kind == "w"
        assert t.game.phase is Phase.CHOOSE_COLOUR

    def test_a_drawn_card_that_cannot_be_played_is_kept(self, table):
        t = table(OFFICIAL.with_options(force_play=True), [["b1", "g2"], ["y4"]], "r5", pile=["y8"])
        assert t.act(0, DRAW)[-2:] == [Passed(0), TurnStarted(1)]


SAME = OFFICIAL.with_options(same_rank_play=True)


class TestSeveralOfOneNumber:
    def test_every_set_and_top_is_listed(self, table):
        t = table(SAME, [["r7", "b7", "g7", "y2"], ["y4"]], "r5")
        same = [a for a in t.game.legal_actions(0) if type(a) is PlaySame]
        # Pairs with the red 7 underneath (2 pairs, 1 top each), and the three with blue or green on top.
        tops = sorted((sorted(c.kind for c in a.cards), a.top.kind) for a in same)
        assert tops == [
            (["b7", "g7", "r7"], "b7"),
            (["b7", "g7", "r7"], "g7"),
            (["b7", "r7"], "b7"),
            (["g7", "r7"], "g7"),
        ]

    def test_three_sevens_go_down_with_the_last_on_top(self, table):
        t = table(SAME, [["b7", "r7", "g7", "y2"], ["y4"]], "r5")
        cards = frozenset(t.card(0, kind) for kind in ("b7", "r7", "g7"))
        events = t.act(0, PlaySame(cards, t.card(0, "g7")))
        assert [c.kind for c in one(events, SameRankPlayed).cards] == ["r7", "b7", "g7"]
        assert one(events, CardPlayed).mode is PlayMode.SAME_RANK
        assert [c.kind for c in t.game.discard[-3:]] == ["r7", "b7", "g7"]
        assert (t.game.colour.value, t.kinds(0), t.game.current) == ("green", ["y2"], 1)

    def test_going_out_on_several(self, table):
        t = table(SAME, [["r7", "b7"], ["y4"]], "r5")
        events = t.act(0, PlaySame(frozenset(t.game.hands[0]), t.card(0, "b7")))
        assert one(events, RoundEnded).winner == 0

    def test_refusals(self, table):
        t = table(SAME, [["r7", "b7", "b2", "g9"], ["y4"]], "r5")
        r7, b7, b2 = t.card(0, "r7"), t.card(0, "b7"), t.card(0, "b2")
        refused(t, 0, PlaySame(frozenset((r7, b2)), b2), Refusal.NOT_SAME_RANK)
        refused(t, 0, PlaySame(frozenset((r7, b7)), r7), Refusal.DOES_NOT_MATCH)  # the blue 7 cannot go first
        refused(t, 1, PlaySame(frozenset((r7, b7)), b7), Refusal.NOT_YOUR_TURN)
        off = table(OFFICIAL, [["r7", "b7"], ["y4"]], "r5")
        pair = frozenset(off.game.hands[0])
        refused(off, 0, PlaySame(pair, off.card(0, "b7")), Refusal.ONE_CARD_AT_A_TIME)
        assert not [a for a in off.game.legal_actions(0) if type(a) is PlaySame]
