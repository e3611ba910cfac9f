"""The flow of turns (engine/turns.py): Skip, Reverse, Draw Two and stacking, drawing on one's turn, an empty pile,
and two-player play."""

from __future__ import annotations

from engine_helpers import NO_SKIP, drawn, kinds, of, one, play_of, refused, thin_pile

from audiouno.engine import (
    DRAW,
    MANUAL,
    OFFICIAL,
    ChooseColour,
    Colour,
    Phase,
    Play,
    Refusal,
    SwapWith,
    apply_variants,
)
from audiouno.engine.events import (
    CardPlayed,
    CardsDrawn,
    DirectionChanged,
    DrawReason,
    HandsSwapped,
    NothingToDraw,
    PenaltyPending,
    PlayerSkipped,
    PlayMode,
    Reshuffled,
    RoundEnded,
    TurnStarted,
)
from audiouno.engine.turns import TURN_LIMIT


class TestSkipReverse:
    """Skip: the next player loses the turn. Reverse: direction changes; with two players it acts as Skip."""

    def test_skip(self, table):
        t = table(OFFICIAL, [["rs", "b1"], ["r4"], ["r7"]], "r5")
        assert t.play(0, "rs")[-2:] == [PlayerSkipped(1), TurnStarted(2)]
        assert t.game.current == 2

    def test_skip_two_players_plays_again(self, table):
        t = table(OFFICIAL, [["rs", "b1"], ["r4"]], "r5")
        assert t.play(0, "rs")[-2:] == [PlayerSkipped(1), TurnStarted(0)]

    def test_reverse_three_or_more(self, table):
        t = table(OFFICIAL, [["rr", "b1"], ["r4", "b2"], ["r7", "b3"], ["r8", "b4"]], "r5")
        assert t.play(0, "rr")[-2:] == [DirectionChanged(-1), TurnStarted(3)]
        t.play(3, "r8")
        assert t.game.current == 2
        t.play(2, "r7")
        assert t.game.current == 1

    def test_reverse_two_players_acts_as_skip(self, table):
        t = table(OFFICIAL, [["rr", "b1"], ["r4", "b2"]], "r5")
        assert t.play(0, "rr")[-3:] == [DirectionChanged(-1), PlayerSkipped(1), TurnStarted(0)]
        assert (t.game.current, t.game.phase) == (0, Phase.PLAY)


class TestDrawTwo:
    """Draw Two: the next player draws 2 and loses the turn (manual: draws, then plays)."""

    def test_victim_draws_two_and_loses_turn(self, table):
        t = table(OFFICIAL, [["r+2", "b1"], ["r4", "b2"], ["r7", "b3"]], "r5", pile=["g7", "y8"])
        events = t.play(0, "r+2")
        assert one(events, PenaltyPending) == PenaltyPending(1, 2, 2)
        drawn = one(events, CardsDrawn)
        assert (drawn.player, kinds(drawn.cards), drawn.reason) == (1, ["g7", "y8"], DrawReason.PENALTY)
        assert events[-2:] == [PlayerSkipped(1), TurnStarted(2)]
        assert TurnStarted(1) not in events
        assert t.kinds(1) == ["r4", "b2", "g7", "y8"]
        assert (t.game.current, t.game.pending_draw) == (2, 0)

    def test_without_skip_victim_draws_then_plays(self, table):
        t = table(NO_SKIP, [["r+2", "b1"], ["r4", "b2"], ["r7", "b3"]], "r5", pile=["g7", "y8"])
        events = t.play(0, "r+2")
        assert one(events, CardsDrawn).player == 1
        assert not of(events, PlayerSkipped)
        assert events[-1] == TurnStarted(1)
        assert (t.game.phase, t.game.current, len(t.game.hands[1])) == (Phase.PLAY, 1, 4)
        t.play(1, "r4")
        assert t.game.current == 2

    def test_manual_preset_next_player_to_the_right_draws_then_plays(self, table):
        t = table(MANUAL, [["r+2", "b1"], ["r4", "b2"], ["r7", "b3"]], "r5", pile=["g7", "y8"])
        events = t.play(0, "r+2")
        assert one(events, CardsDrawn).player == 2
        assert events[-1] == TurnStarted(2)
        t.play(2, "r7")
        assert t.game.current == 1


class TestEmptyPile:
    """The discard pile (minus its top) is reshuffled into a new pile; with no card at all, players pass."""

    def test_reshuffle_keeps_top_card(self, table):
        t = table(OFFICIAL, [["r+2", "b1"], ["y4", "y5"], ["y7"]], "r5", pile=["g1"])
        game = t.game
        thin_pile(game, 1)
        under = len(game.discard)  # the old pile and the r5
        events = t.play(0, "r+2")
        assert one(events, Reshuffled).count == under + 1
        assert events.index(one(events, Reshuffled)) < events.index(one(events, CardsDrawn))
        drawn = one(events, CardsDrawn)
        assert drawn.count == 2 and drawn.cards[0].kind == "g1"  # what was left of the pile comes first
        assert kinds(game.discard) == ["r+2"]
        assert len(game.draw_pile) == under - 1
        total = sum(map(len, game.hands)) + len(game.draw_pile) + len(game.discard)
        assert total == 108

    def test_draw_on_turn_with_empty_pile_reshuffles(self, table):
        t = table(OFFICIAL, [["g2"], ["y4"], ["y7"]], "r5")
        thin_pile(t.game, 0)
        events = t.act(0, DRAW)
        assert type(events[0]) is Reshuffled
        assert one(events, CardsDrawn).count == 1
        assert kinds(t.game.discard) == ["r5"]

    def test_nothing_to_draw_passes(self, table):
        t = table(OFFICIAL, [["g2", "b1", "y3"], ["y4", "r9"], ["y7"]], "r5")
        t.game.draw_pile.clear()
        assert t.game.legal_actions(0) == [DRAW]
        assert t.act(0, DRAW) == [NothingToDraw(0), TurnStarted(1)]
        assert t.kinds(0) == ["g2", "b1", "y3"] and t.game.current == 1
        # Holding a playable card, there is nothing to draw: the player must play.
        assert DRAW not in t.game.legal_actions(1)
        refused(t.game, 1, DRAW, Refusal.NOTHING_TO_DRAW)

    def test_blocked_round_lightest_hand_wins(self, table):
        t = table(OFFICIAL, [["g2", "b9"], ["y1", "g3"], ["y7", "b8"]], "r5")
        t.game.draw_pile.clear()
        t.act(0, DRAW)
        t.act(1, DRAW)
        events = t.act(2, DRAW)
        assert events[0] == NothingToDraw(2)
        ended = one(events, RoundEnded)
        assert (ended.winner, ended.blocked, ended.hand_points) == (1, True, (11, 4, 15))
        assert ended.round_scores == (0, 26, 0)  # the others' hands: 11 + 15
        assert t.game.phase is Phase.ROUND_OVER

    def test_blocked_round_penalty_scoring(self, table):
        rules = OFFICIAL.with_options(scoring="penalty")
        t = table(rules, [["g2", "b9"], ["y1", "g3"], ["y7", "b8"]], "r5")
        t.game.draw_pile.clear()
        t.act(0, DRAW)
        t.act(1, DRAW)
        ended = one(t.act(2, DRAW), RoundEnded)
        assert (ended.winner, ended.blocked, ended.round_scores) == (1, True, (11, 4, 15))

    def test_a_round_that_reaches_the_turn_limit_stops_like_a_blocked_round(self, table):
        """Some rule mixes could go round for ever; the turn limit ends them, with the lightest hand winning."""
        t = table(OFFICIAL, [["g2", "b9", "r1"], ["y1", "g3"], ["y7", "b8"]], "r5")
        t.game.turns = TURN_LIMIT - 1
        events = t.play(0, "r1")  # the limit's last turn begins
        assert TurnStarted(1) in events and t.game.turns == TURN_LIMIT
        ended = one(t.play(1, "y1"), RoundEnded)
        assert (ended.winner, ended.blocked, ended.turn_limit) == (1, True, True)
        assert ended.hand_points == (11, 3, 15)
        assert t.game.phase is Phase.ROUND_OVER


class TestStackingManual:
    """Stacking "manual" (the manual's "Resposta"): Draw Two on Draw Two, Draw Four on Draw Four, never mixed."""

    RULES = OFFICIAL.with_options(stacking="manual", challenge="off")

    def test_draw_twos_add_up_and_the_first_unable_to_answer_draws_the_sum(self, table):
        hands = [["r+2", "r1", "r2"], ["g+2", "g1", "g2"], ["b+2", "b1", "b2"], ["y4", "y5", "y6"]]
        t = table(self.RULES, hands, "r3")
        events = t.play(0, "r+2")
        assert one(events, PenaltyPending) == PenaltyPending(1, 2, 2)
        assert (t.game.phase, t.game.current, t.game.pending_draw) == (Phase.PENALTY, 1, 2)
        events = t.play(1, "g+2")
        assert one(events, CardPlayed).mode is PlayMode.STACK
        assert one(events, PenaltyPending) == PenaltyPending(2, 4, 2)
        events = t.play(2, "b+2")
        assert one(events, PenaltyPending) == PenaltyPending(3, 6, 2)
        # Seat 3 holds no Draw Two: the sum is drawn at once, and (official) the turn is lost.
        assert drawn(events, 3) == [(6, DrawReason.PENALTY)]
        assert PlayerSkipped(3) in events and events[-1] == TurnStarted(0)
        assert len(t.game.hands[3]) == 9
        assert (t.game.phase, t.game.pending_draw) == (Phase.PLAY, 0)

    def test_draw_four_on_draw_four(self, table):
        t = table(self.RULES, [["w+4", "r1", "r2"], ["w+4", "g1", "g2"], ["b1", "b2", "b4"]], "r3")
        t.play(0, "w+4")
        events = t.act(0, ChooseColour(Colour.GREEN))
        assert one(events, PenaltyPending) == PenaltyPending(1, 4, 4)
        assert t.game.phase is Phase.PENALTY
        events = t.play(1, "w+4")
        assert one(events, CardPlayed).mode is PlayMode.STACK
        assert (t.game.phase, t.game.decider) == (Phase.CHOOSE_COLOUR, 1)
        events = t.act(1, ChooseColour(Colour.BLUE))
        assert one(events, PenaltyPending) == PenaltyPending(2, 8, 4)
        assert drawn(events, 2) == [(8, DrawReason.PENALTY)]
        assert events[-1] == TurnStarted(0)

    def test_no_draw_two_on_a_draw_four(self, table):
        t = table(self.RULES, [["w+4", "r1", "r2"], ["r+2", "w+4", "g1"], ["b1", "b2", "b4"]], "r3")
        t.play(0, "w+4")
        t.act(0, ChooseColour(Colour.RED))
        assert set(t.game.legal_actions(1)) == {DRAW, play_of(t, 1, "w+4")}
        refused(t, 1, play_of(t, 1, "r+2"), Refusal.MUST_ANSWER_PENALTY)

    def test_no_draw_four_or_reverse_on_a_draw_two(self, table):
        t = table(self.RULES, [["r+2", "r1", "r2"], ["rr", "w+4", "g+2"], ["b1", "b2", "b4"]], "r3")
        t.play(0, "r+2")
        assert set(t.game.legal_actions(1)) == {DRAW, play_of(t, 1, "g+2")}
        refused(t, 1, play_of(t, 1, "rr"), Refusal.MUST_ANSWER_PENALTY)
        refused(t, 1, play_of(t, 1, "w+4"), Refusal.MUST_ANSWER_PENALTY)

    def test_a_draw_four_is_no_answer_so_the_victim_draws_at_once(self, table):
        t = table(self.RULES, [["r+2", "r1", "r2"], ["w+4", "g1", "g2"], ["b1", "b2", "b4"]], "r3")
        events = t.play(0, "r+2")
        assert drawn(events, 1) == [(2, DrawReason.PENALTY)]
        assert events[-1] == TurnStarted(2)

    def test_a_draw_two_after_the_victim_has_drawn_starts_a_new_count(self, table):
        rules = self.RULES.with_options(draw_penalty_skips_turn=False)
        t = table(rules, [["r+2", "r1", "r2"], ["g+2", "g1", "g2"], ["b1", "b2", "b4"]], "r3")
        t.play(0, "r+2")
        events = t.act(1, DRAW)
        assert drawn(events, 1) == [(2, DrawReason.PENALTY)]
        assert (t.game.phase, t.game.current, t.game.pending_draw) == (Phase.PLAY, 1, 0)
        events = t.play(1, "g+2")
        assert one(events, CardPlayed).mode is PlayMode.TURN
        assert one(events, PenaltyPending) == PenaltyPending(2, 2, 2)
        assert drawn(events, 2) == [(2, DrawReason.PENALTY)]


class TestStackingHouse:
    """Stacking "house" (with mixing): a Draw Two or a Draw Four on a Draw Two, only a Draw Four on a Draw Four."""

    RULES = OFFICIAL.with_options(stacking="house", challenge="off")

    def test_draw_two_on_a_draw_two(self, table):
        t = table(self.RULES, [["r+2", "r1", "r2"], ["g+2", "g1", "g2"], ["b1", "b2", "b4"]], "r3")
        t.play(0, "r+2")
        events = t.play(1, "g+2")
        assert one(events, PenaltyPending) == PenaltyPending(2, 4, 2)
        assert drawn(events, 2) == [(4, DrawReason.PENALTY)]

    def test_draw_four_on_a_draw_two_then_only_a_draw_four(self, table):
        t = table(self.RULES, [["r+2", "r1", "r2"], ["w+4", "g1", "g2"], ["g+2", "b1", "b2"]], "r3")
        t.play(0, "r+2")
        assert t.game.phase is Phase.PENALTY
        assert set(t.game.legal_actions(1)) == {DRAW, play_of(t, 1, "w+4")}
        events = t.play(1, "w+4")
        assert one(events, CardPlayed).mode is PlayMode.STACK
        events = t.act(1, ChooseColour(Colour.GREEN))
        assert one(events, PenaltyPending) == PenaltyPending(2, 6, 4)
        # Seat 2's green Draw Two is no answer to a Draw Four: the total is drawn at once.
        assert drawn(events, 2) == [(6, DrawReason.PENALTY)]
        assert t.kinds(2)[0] == "g+2" and len(t.game.hands[2]) == 9

    def test_no_draw_two_on_a_draw_four(self, table):
        t = table(self.RULES, [["w+4", "r1", "r2"], ["r+2", "w+4", "g1"], ["b1", "b2", "b4"]], "r3")
        t.play(0, "w+4")
        t.act(0, ChooseColour(Colour.RED))
        assert set(t.game.legal_actions(1)) == {DRAW, play_of(t, 1, "w+4")}
        refused(t, 1, play_of(t, 1, "r+2"), Refusal.MUST_ANSWER_PENALTY)


class TestSkipAfterDrawing:
    """Skip after drawing, on the manual preset: whether a Draw Two / Draw Four victim also loses the turn."""

    HANDS = (("r+2", "r1", "r2"), ("b1", "b2", "b4"), ("y1", "y2", "y4"))

    def test_off_the_victim_draws_then_plays(self, table):
        t = table(MANUAL, self.HANDS, "r3")
        events = t.play(0, "r+2")
        assert drawn(events, 2) == [(2, DrawReason.PENALTY)]
        assert not of(events, PlayerSkipped)
        assert events[-1] == TurnStarted(2)
        assert (t.game.phase, t.game.current) == (Phase.PLAY, 2)

    def test_on_the_victim_draws_and_loses_the_turn(self, table):
        t = table(apply_variants(MANUAL, ["skip_after_drawing"]), self.HANDS, "r3")
        events = t.play(0, "r+2")
        assert drawn(events, 2) == [(2, DrawReason.PENALTY)]
        assert events[-2:] == [PlayerSkipped(2), TurnStarted(1)]

    def test_accepting_a_stack_keeps_the_turn_when_off(self, table):
        rules = apply_variants(MANUAL, ["stacking"])
        t = table(rules, [["r+2", "r1", "r2"], ["b1", "b2", "b4"], ["g+2", "y2", "y4"]], "r3")
        t.play(0, "r+2")
        events = t.act(2, DRAW)
        assert drawn(events, 2) == [(2, DrawReason.PENALTY)]
        assert (t.game.phase, t.game.current, t.game.decider) == (Phase.PLAY, 2, 2)


class TestTwoPlayers:
    """Two-player table: Reverse acts as Skip (stacking on), interception and the 7 swap with one opponent."""

    def test_reverse_acts_as_skip_with_stacking(self, table):
        t = table(OFFICIAL.with_options(stacking="manual"), [["rr", "r1", "r2"], ["g1", "g2", "g4"]], "r3")
        events = t.play(0, "rr")
        assert events[-3:] == [DirectionChanged(-1), PlayerSkipped(1), TurnStarted(0)]
        assert (t.game.current, t.game.phase) == (0, Phase.PLAY)

    def test_a_reverse_does_not_answer_a_draw_two(self, table):
        t = table(OFFICIAL.with_options(stacking="manual"), [["r+2", "r1", "r2"], ["rr", "g+2", "g1"]], "r3")
        t.play(0, "r+2")
        refused(t, 1, play_of(t, 1, "rr"), Refusal.MUST_ANSWER_PENALTY)
        events = t.play(1, "g+2")
        assert one(events, PenaltyPending) == PenaltyPending(0, 4, 2)
        assert drawn(events, 0) == [(4, DrawReason.PENALTY)]
        assert events[-2:] == [PlayerSkipped(0), TurnStarted(1)]

    def test_interception_is_an_ordinary_turn(self, table):
        t = table(OFFICIAL.with_options(interception="identical"), [["r5", "r1", "r2"], ["r5", "g1", "g2"]], "r3")
        t.play(0, "r5")
        assert not any(isinstance(action, Play) for action in t.game.legal_actions(0))
        events = t.play(1, "r5")
        assert one(events, CardPlayed).mode is PlayMode.TURN
        assert events[-1] == TurnStarted(0)

    def test_seven_swap(self, table):
        t = table(OFFICIAL.with_options(seven_swaps=True), [["r7", "g1", "g2"], ["b1"]], "r3")
        t.play(0, "r7")
        assert set(t.game.legal_actions(0)) == {SwapWith(1), SwapWith(None)}
        events = t.act(0, SwapWith(1))
        assert one(events, HandsSwapped) == HandsSwapped(0, 1)
        assert (t.kinds(0), t.kinds(1)) == (["b1"], ["g1", "g2"])
        assert events[-1] == TurnStarted(1)
        assert list(t.game.catch_deadlines) == [0]
