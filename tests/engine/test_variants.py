"""Scripted scenarios for every variant of RULES.md, on arranged deals (see conftest.py).

With the default dealer seat 0 plays first; with "left" play goes 0, 1, 2, ... and with "right" 0, n-1, ...
"""

from __future__ import annotations

import pytest

from audiouno.engine import (
    BUZZ,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    HOUSE,
    MANUAL,
    OFFICIAL,
    SLAP,
    CatchUno,
    ChooseColour,
    Colour,
    Edition,
    Game,
    IllegalAction,
    Phase,
    Play,
    Rank,
    Refusal,
    RuleSet,
    SwapWith,
    apply_variants,
    new_deck,
)
from audiouno.engine.events import (
    CardPlayed,
    CardsDrawn,
    ChallengeResolved,
    DirectionChanged,
    DrawReason,
    HandsPassed,
    HandsSwapped,
    InterceptionFailed,
    Passed,
    PenaltyPending,
    PlayerSkipped,
    PlayMode,
    Reaction,
    ReactionPressed,
    ReactionResolved,
    ReactionStarted,
    RoundEnded,
    SwapDeclined,
    TurnStarted,
    UnoCaught,
    WrongPlay,
)


def only(events, cls):
    return [event for event in events if isinstance(event, cls)]


def one(events, cls):
    found = only(events, cls)
    assert len(found) == 1, f"expected one {cls.__name__} in {events}"
    return found[0]


def drawn(events, player):
    """(count, reason) of every CardsDrawn of `player`."""
    return [(event.count, event.reason) for event in only(events, CardsDrawn) if event.player == player]


def snapshot(game):
    """Everything an action the rules refuse must leave untouched."""
    return (
        [list(hand) for hand in game.hands],
        list(game.discard),
        list(game.draw_pile),
        game.phase,
        game.current,
        game.decider,
        game.pending_draw,
        list(game.totals),
        len(game.log),
    )


def refused(t, player, action, reason, now=0.0):
    """Apply an action the rules must refuse with `reason`, and check it changed nothing."""
    before = snapshot(t.game)
    with pytest.raises(IllegalAction) as refusal:
        t.act(player, action, now)
    assert refusal.value.reason == reason
    assert snapshot(t.game) == before


def play_of(t, player, kind):
    return Play(t.card(player, kind))


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


class TestSequences:
    """Sequences: a run of consecutive same-colour numbers, laid card by card out of turn."""

    RULES = OFFICIAL.with_options(sequences=True)
    OTHERS = (("b1", "b2", "b4"), ("y1", "y2", "y4"))

    def test_ascending_run_out_of_turn(self, table):
        t = table(self.RULES, [["r5", "r6", "r7", "g9"], *self.OTHERS], "r3")
        events = t.play(0, "r5")
        assert events[-1] == TurnStarted(1)
        assert play_of(t, 0, "r6") in t.game.legal_actions(0)
        for kind, left in (("r6", 2), ("r7", 1)):
            events = t.play(0, kind)
            assert events[0] == CardPlayed(0, t.game.top, PlayMode.SEQUENCE, left)
            assert t.game.top.kind == kind
            assert not only(events, TurnStarted)
            assert (t.game.phase, t.game.current, t.game.decider) == (Phase.PLAY, 1, 1)

    def test_descending_run(self, table):
        t = table(self.RULES, [["r5", "r4", "r3", "g9"], *self.OTHERS], "r8")
        t.play(0, "r5")
        assert one(t.play(0, "r4"), CardPlayed).mode is PlayMode.SEQUENCE
        assert one(t.play(0, "r3"), CardPlayed).mode is PlayMode.SEQUENCE
        assert t.game.current == 1

    def test_the_second_card_fixes_the_direction(self, table):
        t = table(self.RULES, [["r5", "r4", "r6", "r3", "g9"], *self.OTHERS], "r8")
        t.play(0, "r5")
        t.play(0, "r4")
        assert play_of(t, 0, "r6") not in t.game.legal_actions(0)
        refused(t, 0, play_of(t, 0, "r6"), Refusal.NOT_YOUR_TURN)
        assert one(t.play(0, "r3"), CardPlayed).mode is PlayMode.SEQUENCE

    def test_a_wrong_next_number_is_refused(self, table):
        t = table(self.RULES, [["r5", "r7", "g7", "g9"], *self.OTHERS], "r3")
        t.play(0, "r5")
        refused(t, 0, play_of(t, 0, "r7"), Refusal.NOT_YOUR_TURN)
        refused(t, 0, play_of(t, 0, "g7"), Refusal.NOT_YOUR_TURN)

    def test_a_wrong_next_number_fails_at_a_strict_table(self, table):
        t = table(self.RULES.with_options(wrong_play_penalty=2), [["r5", "r7", "g9"], *self.OTHERS], "r3")
        t.play(0, "r5")
        events = t.play(0, "r7")
        assert one(events, WrongPlay) == WrongPlay(0, t.card(0, "r7"), Refusal.NOT_YOUR_TURN, 2)
        assert drawn(events, 0) == [(2, DrawReason.WRONG_PLAY)]
        assert t.game.top.kind == "r5" and t.game.current == 1

    def test_the_right_is_lost_once_the_next_player_acts(self, table):
        t = table(self.RULES, [["r5", "r6", "g9"], *self.OTHERS], "r3", pile=["g2"])
        t.play(0, "r5")
        events = t.act(1, DRAW)  # an unplayable card: the turn passes, the top is still the red 5
        assert Passed(1) in events and t.game.current == 2
        assert play_of(t, 0, "r6") not in t.game.legal_actions(0)
        refused(t, 0, play_of(t, 0, "r6"), Refusal.NOT_YOUR_TURN)

    def test_the_right_is_lost_after_sequence_ms(self, table):
        t = table(self.RULES, [["r5", "r6", "r7", "g9"], *self.OTHERS], "r3")
        t.play(0, "r5", now=10.0)
        assert t.game.next_deadline() == pytest.approx(13.0)
        t.game.advance(12.9)
        t.play(0, "r6", now=12.9)  # each card renews the window
        assert t.game.next_deadline() == pytest.approx(15.9)
        t.game.advance(15.9)
        assert t.game.next_deadline() is None
        refused(t, 0, play_of(t, 0, "r7"), Refusal.NOT_YOUR_TURN, now=15.9)

    def test_a_run_may_start_with_the_card_just_drawn(self, table):
        t = table(self.RULES, [["r7", "g1", "g2"], *self.OTHERS], "r3", pile=["r6"])
        t.act(0, DRAW)
        assert t.game.phase is Phase.DRAWN
        assert one(t.play(0, "r6"), CardPlayed).mode is PlayMode.DRAWN
        assert one(t.play(0, "r7"), CardPlayed).mode is PlayMode.SEQUENCE

    def test_sequence_cards_have_no_effects(self, table):
        rules = self.RULES.with_options(seven_swaps=True, slap_on_nine=True, zero_passes_hands=True)
        t = table(rules, [["r6", "r7", "r8", "r9", "g1"], *self.OTHERS], "r3")
        t.play(0, "r6")
        for kind in ("r7", "r8", "r9"):
            events = t.play(0, kind)
            assert not only(events, ReactionStarted)
            assert (t.game.phase, t.game.decider) == (Phase.PLAY, 1)
        assert t.kinds(1) == ["b1", "b2", "b4"]

    def test_going_out_by_a_sequence_ends_the_round(self, table):
        t = table(self.RULES, [["r5", "r6", "r7"], *self.OTHERS], "r3")
        t.play(0, "r5")
        t.play(0, "r6")
        events = t.play(0, "r7")
        ended = one(events, RoundEnded)
        assert ended.winner == 0 and ended.hand_points == (0, 7, 7)
        assert ended.round_scores == (14, 0, 0)
        assert t.game.phase is Phase.ROUND_OVER


class TestInterceptionIdentical:
    """Interception "identical" (the manual's "Intercepção"): same colour and number, number cards only."""

    RULES = OFFICIAL.with_options(interception="identical", scoring="penalty")

    def deal(self, table, rules=None, p1=("b1", "b2", "b4"), pile=()):
        hands = [["r5", "g1", "g2"], list(p1), ["r5", "g5", "rs"], ["y1", "y2", "y4"]]
        return table(rules or self.RULES, hands, "r3", pile=pile)

    def test_intercepting_skips_the_players_in_between(self, table):
        t = self.deal(table)
        t.play(0, "r5")
        assert play_of(t, 2, "r5") in t.game.legal_actions(2)
        assert not any(isinstance(a, Play) for a in t.game.legal_actions(0))  # not one's own card
        events = t.play(2, "r5")
        assert events[0] == CardPlayed(2, t.game.top, PlayMode.INTERCEPTION, 2)
        assert events[-1] == TurnStarted(3)
        assert (t.game.current, t.game.decider, t.game.phase) == (3, 3, Phase.PLAY)
        assert t.kinds(1) == ["b1", "b2", "b4"]

    def test_the_player_whose_turn_it_is_plays_normally(self, table):
        hands = [["r5", "g1", "g2"], ["r5", "b2", "b4"], ["y1", "y2", "y4"], ["g3", "g4", "g6"]]
        t = table(self.RULES, hands, "r3")
        t.play(0, "r5")
        events = t.play(1, "r5")
        assert one(events, CardPlayed).mode is PlayMode.TURN
        assert events[-1] == TurnStarted(2)

    def test_a_wrong_card_costs_three_penalty_points(self, table):
        t = self.deal(table)
        t.play(0, "r5")
        events = t.play(2, "g5")
        assert events == [InterceptionFailed(2, t.card(2, "g5"), Refusal.INTERCEPTION_NO_MATCH, 3, 0)]
        assert t.game.totals == [0, 0, 3, 0]
        assert t.kinds(2) == ["r5", "g5", "rs"]
        assert (t.game.current, t.game.top.kind) == (1, "r5")

    def test_winner_takes_scoring_subtracts_the_points(self, table):
        t = self.deal(table, rules=self.RULES.with_options(scoring="winner_takes"))
        t.play(0, "r5")
        t.play(2, "g5")
        assert t.game.totals == [0, 0, -3, 0]

    def test_action_cards_cannot_be_intercepted(self, table):
        t = self.deal(table, p1=("rs", "b2", "b4"))
        t.play(0, "r5")
        t.play(1, "rs")  # seat 2 is skipped, seat 3 plays; seat 2 holds the other red Skip
        assert play_of(t, 2, "rs") not in t.game.legal_actions(2)
        events = t.play(2, "rs")
        assert events == [InterceptionFailed(2, t.card(2, "rs"), Refusal.INTERCEPTION_NO_MATCH, 3, 0)]
        assert t.game.current == 3

    def test_too_late_once_the_next_player_has_acted(self, table):
        hands = [["r5", "g1", "g2"], ["b1", "b2", "b4"], ["y1", "y2", "y4"], ["r5", "g4", "g6"]]
        t = table(self.RULES, hands, "r3", pile=["g7"])
        t.play(0, "r5")
        events = t.act(1, DRAW)  # unplayable: the turn passes to seat 2, the red 5 stays on top
        assert Passed(1) in events and t.game.current == 2
        assert play_of(t, 3, "r5") not in t.game.legal_actions(3)
        events = t.play(3, "r5")
        assert events == [InterceptionFailed(3, t.card(3, "r5"), Refusal.INTERCEPTION_TOO_LATE, 3, 0)]
        assert t.game.totals == [0, 0, 0, 3]
        assert (t.game.current, t.game.top.kind, len(t.game.hands[3])) == (2, "r5", 3)

    def test_too_late_after_interception_ms(self, table):
        t = self.deal(table)
        t.play(0, "r5", now=0.0)
        events = t.play(2, "r5", now=3.0)
        assert events == [InterceptionFailed(2, t.card(2, "r5"), Refusal.INTERCEPTION_TOO_LATE, 3, 0)]
        assert t.game.totals == [0, 0, 3, 0] and t.game.current == 1

    def test_in_time_just_before_interception_ms(self, table):
        t = self.deal(table)
        t.play(0, "r5", now=0.0)
        assert one(t.play(2, "r5", now=2.9), CardPlayed).mode is PlayMode.INTERCEPTION

    def test_a_strict_table_also_draws_the_wrong_play_penalty(self, table):
        t = self.deal(table, rules=self.RULES.with_options(wrong_play_penalty=2))
        t.play(0, "r5")
        events = t.play(2, "g5")
        assert one(events, InterceptionFailed).penalty_points == 3
        assert drawn(events, 2) == [(2, DrawReason.WRONG_PLAY)]


class TestSuperInterception:
    """Interception "super": the same number or symbol in any colour, action cards included, with their effects."""

    RULES = OFFICIAL.with_options(interception="super", scoring="penalty")

    def test_same_number_in_another_colour(self, table):
        hands = [["r5", "g1", "g2"], ["b1", "b2", "b4"], ["b5", "y1", "y2"], ["y4", "y6", "y7"]]
        t = table(self.RULES, hands, "r3")
        t.play(0, "r5")
        events = t.play(2, "b5")
        assert one(events, CardPlayed).mode is PlayMode.INTERCEPTION
        assert (t.game.colour, t.game.current) == (Colour.BLUE, 3)

    def test_a_skip_intercepted_skips_the_player_after_the_interceptor(self, table):
        hands = [["rs", "g1", "g2"], ["b1", "b2", "b4"], ["y1", "y2", "y4"], ["gs", "g6", "g7"]]
        t = table(self.RULES, hands, "r3")
        assert t.play(0, "rs")[-1] == TurnStarted(2)
        events = t.play(3, "gs")
        assert one(events, CardPlayed).mode is PlayMode.INTERCEPTION
        assert events[-2:] == [PlayerSkipped(0), TurnStarted(1)]
        assert t.game.colour is Colour.GREEN

    def test_a_draw_two_on_a_pending_draw_two_adds_up_for_the_player_after(self, table):
        hands = [["r+2", "g1", "g2"], ["b1", "b2", "b4"], ["g+2", "y1", "y2"], ["y4", "y6", "y7"]]
        t = table(self.RULES, hands, "r3")
        t.play(0, "r+2")
        assert (t.game.phase, t.game.current) == (Phase.PENALTY, 1)
        events = t.play(2, "g+2")
        assert one(events, CardPlayed).mode is PlayMode.INTERCEPTION
        assert one(events, PenaltyPending) == PenaltyPending(3, 4, 2)
        assert (t.game.phase, t.game.current) == (Phase.PENALTY, 3)
        assert drawn(t.act(3, DRAW), 3) == [(4, DrawReason.PENALTY)]
        assert len(t.game.hands[1]) == 3

    def test_too_late_in_another_colour(self, table):
        hands = [["r5", "g1", "g2"], ["b1", "b2", "b4"], ["y1", "y2", "y4"], ["b5", "g4", "g6"]]
        t = table(self.RULES, hands, "r3", pile=["g7"])
        t.play(0, "r5")
        t.act(1, DRAW)  # unplayable: the turn passes to seat 2, the red 5 stays on top
        events = t.play(3, "b5")
        assert events == [InterceptionFailed(3, t.card(3, "b5"), Refusal.INTERCEPTION_TOO_LATE, 3, 0)]
        assert t.game.totals == [0, 0, 0, 3]


class TestJumpIn:
    """Interception "jump_in" (house): the identical face, action cards included, their effects applying."""

    RULES = OFFICIAL.with_options(interception="jump_in", interception_penalty_points=0)

    def test_identical_number(self, table):
        hands = [["r5", "g1", "g2"], ["b1", "b2", "b4"], ["r5", "g5", "y2"], ["y4", "y6", "y7"]]
        t = table(self.RULES, hands, "r3")
        t.play(0, "r5")
        assert play_of(t, 2, "g5") not in t.game.legal_actions(2)
        assert one(t.play(2, "r5"), CardPlayed).mode is PlayMode.INTERCEPTION
        assert t.game.current == 3

    def test_a_failed_jump_in_without_points_or_penalty_is_refused(self, table):
        hands = [["r5", "g1", "g2"], ["b1", "b2", "b4"], ["g5", "y1", "y2"], ["y4", "y6", "y7"]]
        t = table(self.RULES, hands, "r3")
        t.play(0, "r5")
        refused(t, 2, play_of(t, 2, "g5"), Refusal.INTERCEPTION_NO_MATCH)
        assert t.game.totals == [0, 0, 0, 0]

    def test_a_skip_jumped_in_skips_the_player_after_the_jumper(self, table):
        hands = [["rs", "g1", "g2"], ["b1", "b2", "b4"], ["y1", "y2", "y4"], ["rs", "g6", "g7"]]
        t = table(self.RULES, hands, "r3")
        t.play(0, "rs")
        assert play_of(t, 3, "rs") in t.game.legal_actions(3)
        events = t.play(3, "rs")
        assert one(events, CardPlayed).mode is PlayMode.INTERCEPTION
        assert events[-2:] == [PlayerSkipped(0), TurnStarted(1)]

    def test_a_reverse_jumped_in_turns_play_from_the_jumper(self, table):
        hands = [["rr", "g1", "g2"], ["rr", "b2", "b4"], ["y1", "y2", "y4"], ["g4", "g6", "g7"]]
        t = table(self.RULES, hands, "r3")
        assert t.play(0, "rr")[-1] == TurnStarted(3)
        events = t.play(1, "rr")
        assert one(events, CardPlayed).mode is PlayMode.INTERCEPTION
        assert events[-2:] == [DirectionChanged(1), TurnStarted(2)]

    def test_a_draw_two_on_a_pending_draw_two_adds_up_for_the_player_after(self, table):
        hands = [["r+2", "g1", "g2"], ["b1", "b2", "b4"], ["r+2", "y1", "y2"], ["y4", "y6", "y7"]]
        t = table(self.RULES, hands, "r3")
        t.play(0, "r+2")
        events = t.play(2, "r+2")
        assert one(events, PenaltyPending) == PenaltyPending(3, 4, 2)
        events = t.act(3, DRAW)
        assert drawn(events, 3) == [(4, DrawReason.PENALTY)]
        assert events[-2:] == [PlayerSkipped(3), TurnStarted(0)]
        assert len(t.game.hands[1]) == 3

    def test_not_with_a_card_just_drawn_as_a_penalty(self, table):
        hands = [["r+2", "g1", "g2"], ["b1", "b4", "b5"], ["b+2", "y1", "y2"], ["y4", "y6", "y7"]]
        t = table(self.RULES, hands, "r3", pile=["b+2", "g3"])
        t.play(0, "r+2")
        events = t.act(1, DRAW)
        assert [c.kind for c in one(events, CardsDrawn).cards] == ["b+2", "g3"]
        t.play(2, "b+2")
        assert (t.game.phase, t.game.current, t.game.pending_draw) == (Phase.PENALTY, 3, 2)
        assert play_of(t, 1, "b+2") not in t.game.legal_actions(1)
        with pytest.raises(IllegalAction):
            t.play(1, "b+2")
        assert len(t.game.hands[1]) == 5 and t.game.pending_draw == 2


class TestBluff:
    """Bluff (challenge "manual"): a Draw Four is rightly played only with no other playable card."""

    RULES = apply_variants(MANUAL, ["bluff"])  # play goes 0, 2, 1

    def test_guilty_bluffer_draws_four_plus_two(self, table):
        t = table(self.RULES, [["w+4", "r1", "g2"], ["b1", "b2", "b4"], ["y1", "y2", "y4"]], "r3")
        t.play(0, "w+4")
        t.act(0, ChooseColour(Colour.GREEN))
        assert (t.game.phase, t.game.current) == (Phase.PENALTY, 2)
        assert CHALLENGE in t.game.legal_actions(2)
        events = t.act(2, CHALLENGE)
        resolved = one(events, ChallengeResolved)
        assert (resolved.challenger, resolved.challenged, resolved.guilty) == (2, 0, True)
        assert [c.kind for c in resolved.revealed] == ["r1", "g2"]
        assert drawn(events, 0) == [(6, DrawReason.CHALLENGE)] and not drawn(events, 2)
        assert (t.game.phase, t.game.current, t.game.decider, t.game.pending_draw) == (Phase.PLAY, 2, 2, 0)

    def test_innocent_accuser_draws_six(self, table):
        t = table(self.RULES, [["w+4", "g1", "g2"], ["b1", "b2", "b4"], ["y1", "y2", "y4"]], "r3")
        t.play(0, "w+4")
        t.act(0, ChooseColour(Colour.GREEN))
        events = t.act(2, CHALLENGE)
        assert one(events, ChallengeResolved).guilty is False
        assert drawn(events, 2) == [(6, DrawReason.CHALLENGE)] and not drawn(events, 0)
        # The manual's draw does not cost the turn.
        assert (t.game.phase, t.game.current) == (Phase.PLAY, 2)

    def test_innocent_accuser_loses_the_turn_with_skip_after_drawing(self, table):
        rules = apply_variants(self.RULES, ["skip_after_drawing"])
        t = table(rules, [["w+4", "g1", "g2"], ["b1", "b2", "b4"], ["y1", "y2", "y4"]], "r3")
        t.play(0, "w+4")
        t.act(0, ChooseColour(Colour.GREEN))
        events = t.act(2, CHALLENGE)
        assert drawn(events, 2) == [(6, DrawReason.CHALLENGE)]
        assert events[-2:] == [PlayerSkipped(2), TurnStarted(1)]

    def test_a_stacked_draw_four_is_no_bluff_and_the_accuser_draws_the_stack_plus_two(self, table):
        rules = apply_variants(MANUAL, ["bluff", "stacking"])
        t = table(rules, [["w+4", "r1", "g2"], ["b1", "b2", "b4"], ["w+4", "y2", "y4"]], "r3")
        t.play(0, "w+4")  # a bluff: the red 1 was playable
        t.act(0, ChooseColour(Colour.GREEN))
        assert set(t.game.legal_actions(2)) == {DRAW, play_of(t, 2, "w+4"), CHALLENGE}
        t.play(2, "w+4")
        events = t.act(2, ChooseColour(Colour.BLUE))
        assert one(events, PenaltyPending) == PenaltyPending(1, 8, 4)
        events = t.act(1, CHALLENGE)
        resolved = one(events, ChallengeResolved)
        assert (resolved.challenger, resolved.challenged, resolved.guilty) == (1, 2, False)
        assert drawn(events, 1) == [(10, DrawReason.CHALLENGE)]
        assert (t.game.phase, t.game.current, t.game.pending_draw) == (Phase.PLAY, 1, 0)

    def test_a_mixed_stack_draw_four_over_a_draw_two_answer_is_a_bluff(self, table):
        rules = apply_variants(MANUAL, ["bluff", "stacking_mixed"])
        t = table(rules, [["r+2", "r1", "g2"], ["b1", "b2", "b4"], ["w+4", "g+2", "y4"]], "r3")
        t.play(0, "r+2")
        t.play(2, "w+4")  # the green Draw Two would have answered too
        events = t.act(2, ChooseColour(Colour.BLUE))
        assert one(events, PenaltyPending) == PenaltyPending(1, 6, 4)
        events = t.act(1, CHALLENGE)
        assert one(events, ChallengeResolved).guilty is True
        assert drawn(events, 2) == [(8, DrawReason.CHALLENGE)] and not drawn(events, 1)
        assert (t.game.phase, t.game.current) == (Phase.PLAY, 1)


class TestSkipAfterDrawing:
    """Skip after drawing, on the manual preset: whether a Draw Two / Draw Four victim also loses the turn."""

    HANDS = (("r+2", "r1", "r2"), ("b1", "b2", "b4"), ("y1", "y2", "y4"))

    def test_off_the_victim_draws_then_plays(self, table):
        t = table(MANUAL, self.HANDS, "r3")
        events = t.play(0, "r+2")
        assert drawn(events, 2) == [(2, DrawReason.PENALTY)]
        assert not only(events, PlayerSkipped)
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


class TestZeroSeven:
    """0/7: a 0 passes every hand in the direction of play, a 7 lets its player swap hands with someone."""

    RULES = OFFICIAL.with_options(zero_passes_hands=True, seven_swaps=True)

    def test_zero_passes_hands_clockwise(self, table):
        t = table(self.RULES, [["r0", "r1", "r2"], ["g1", "g2"], ["b1", "b2", "b4"]], "r3")
        events = t.play(0, "r0")
        assert one(events, HandsPassed) == HandsPassed(1)
        assert [t.kinds(seat) for seat in range(3)] == [["b1", "b2", "b4"], ["r1", "r2"], ["g1", "g2"]]
        assert events[-1] == TurnStarted(1)

    def test_zero_passes_hands_anticlockwise(self, table):
        rules = MANUAL.with_options(zero_passes_hands=True)  # play goes 0, 2, 1
        t = table(rules, [["r0", "r1", "r2"], ["g1", "g2"], ["b1", "b2", "b4"]], "r3")
        events = t.play(0, "r0")
        assert one(events, HandsPassed) == HandsPassed(-1)
        assert [t.kinds(seat) for seat in range(3)] == [["g1", "g2"], ["b1", "b2", "b4"], ["r1", "r2"]]
        assert events[-1] == TurnStarted(2)

    def test_zero_as_the_last_card_ends_the_round_without_passing(self, table):
        t = table(self.RULES, [["r0"], ["g1", "g2"], ["b1", "b2", "b4"]], "r3")
        events = t.play(0, "r0")
        assert not only(events, HandsPassed)
        assert one(events, RoundEnded).winner == 0
        assert [t.kinds(seat) for seat in range(3)] == [[], ["g1", "g2"], ["b1", "b2", "b4"]]

    def test_seven_swaps_with_the_chosen_player_who_held_one_card(self, table):
        t = table(self.RULES, [["r7", "g1", "b4"], ["g2", "g3", "g4"], ["y1"]], "r3")
        events = t.play(0, "r7")
        assert (t.game.phase, t.game.decider, t.game.current) == (Phase.CHOOSE_SWAP, 0, 0)
        assert not only(events, TurnStarted)
        assert set(t.game.legal_actions(0)) == {SwapWith(1), SwapWith(2), SwapWith(None)}
        refused(t, 0, DRAW, Refusal.CHOOSE_SWAP_FIRST)
        refused(t, 0, SwapWith(0), Refusal.BAD_SWAP_TARGET)
        events = t.act(0, SwapWith(2))
        assert one(events, HandsSwapped) == HandsSwapped(0, 2)
        assert (t.kinds(0), t.kinds(2)) == (["y1"], ["g1", "b4"])
        assert events[-1] == TurnStarted(1)
        # The 7's player now holds one card and has not said UNO: a catch window is open.
        assert 0 in t.game.catch_deadlines and 2 not in t.game.catch_deadlines
        assert CALL_UNO in t.game.legal_actions(0) and CatchUno(0) in t.game.legal_actions(1)
        events = t.act(1, CatchUno(0))
        assert one(events, UnoCaught) == UnoCaught(1, 0)
        assert drawn(events, 0) == [(2, DrawReason.UNO)]

    def test_after_a_swap_the_new_holder_of_one_card_must_call_anew(self, table):
        t = table(self.RULES, [["r7", "g1"], ["b1", "b2", "b4"], ["y1", "y2"]], "r3")
        t.play(0, "r7")
        assert list(t.game.catch_deadlines) == [0]
        t.act(0, SwapWith(1))
        assert (t.kinds(0), t.kinds(1)) == (["b1", "b2", "b4"], ["g1"])
        assert list(t.game.catch_deadlines) == [1]

    def test_a_zero_opens_a_catch_window_for_who_receives_one_card(self, table):
        t = table(self.RULES, [["r0", "r1"], ["g1", "g2"], ["b1", "b2", "b4"]], "r3")
        t.play(0, "r0")
        assert t.kinds(1) == ["r1"]
        assert list(t.game.catch_deadlines) == [1]

    def test_seven_swap_declined(self, table):
        t = table(self.RULES, [["r7", "g1", "b4"], ["g2", "g3", "g4"], ["y1", "y2"]], "r3")
        t.play(0, "r7")
        events = t.act(0, SwapWith(None))
        assert one(events, SwapDeclined) == SwapDeclined(0)
        assert not only(events, HandsSwapped)
        assert [t.kinds(seat) for seat in range(3)] == [["g1", "b4"], ["g2", "g3", "g4"], ["y1", "y2"]]
        assert events[-1] == TurnStarted(1)

    def test_seven_as_the_last_card_ends_the_round_without_a_swap(self, table):
        t = table(self.RULES, [["r7"], ["g2", "g3", "g4"], ["y1", "y2"]], "r3")
        events = t.play(0, "r7")
        assert one(events, RoundEnded).winner == 0
        assert t.game.phase is Phase.ROUND_OVER


class TestBuzzer:
    """Buzzer (the manual's "Zumbador"): 8 cards playable on anything; everyone buzzes, the slowest draws 3."""

    RULES = OFFICIAL.with_options(buzzer=True)
    HANDS = (("buzzer", "g1", "g2", "g4"), ("y+2", "b2", "b4"), ("y1", "y2", "y4"))

    def test_eight_buzzer_cards_in_the_deck(self):
        deck = Game(3, self.RULES, seed=1).deck
        assert len(deck) == 116
        assert sum(card.rank is Rank.BUZZER for card in deck) == 8
        assert not any(card.rank is Rank.BUZZER for card in new_deck(Edition.CLASSIC))
        assert sum(card.rank is Rank.BUZZER for card in new_deck(Edition.MOTU, buzzer=True)) == 8

    def test_everyone_buzzes_and_the_slowest_draws_three(self, table):
        t = table(self.RULES, self.HANDS, "r3")
        assert play_of(t, 0, "buzzer") in t.game.legal_actions(0)
        events = t.play(0, "buzzer")
        assert one(events, ReactionStarted) == ReactionStarted(Reaction.BUZZER, (0, 1, 2), 3.0)
        assert (t.game.phase, t.game.decider) == (Phase.REACTION, None)
        assert all(t.game.legal_actions(seat) == [BUZZ] for seat in range(3))
        refused(t, 1, DRAW, Refusal.REACTION_PENDING)
        assert t.act(1, BUZZ, now=0.5) == [ReactionPressed(Reaction.BUZZER, 1, 0.5)]
        refused(t, 1, BUZZ, Refusal.ALREADY_PRESSED, now=0.6)
        t.act(0, BUZZ, now=0.75)
        events = t.act(2, BUZZ, now=1.25)
        resolved = one(events, ReactionResolved)
        assert resolved == ReactionResolved(Reaction.BUZZER, ((0, 0.75), (1, 0.5), (2, 1.25)), (2,), 3)
        assert drawn(events, 2) == [(3, DrawReason.BUZZER)]
        assert events[-1] == TurnStarted(1)
        # Any card may follow a buzzer card.
        assert (t.game.phase, t.game.colour) == (Phase.PLAY, None)
        assert {play_of(t, 1, kind) for kind in ("y+2", "b2", "b4")} <= set(t.game.legal_actions(1))

    def test_who_never_pressed_draws_three_at_the_deadline(self, table):
        t = table(self.RULES, self.HANDS, "r3")
        t.play(0, "buzzer", now=10.0)
        t.act(0, BUZZ, now=10.5)
        t.act(2, BUZZ, now=11.0)
        assert t.game.advance(12.9) == []
        events = t.game.advance(13.0)
        assert one(events, ReactionResolved).losers == (1,)
        assert one(events, ReactionResolved).times == ((0, 0.5), (1, None), (2, 1.0))
        assert drawn(events, 1) == [(3, DrawReason.BUZZER)] and not drawn(events, 2)
        assert (t.game.phase, t.game.current) == (Phase.PLAY, 1)

    def test_tied_slowest_both_draw(self, table):
        t = table(self.RULES, self.HANDS, "r3")
        t.play(0, "buzzer")
        t.act(0, BUZZ, now=0.25)
        t.act(1, BUZZ, now=1.0)
        events = t.act(2, BUZZ, now=1.0)
        assert one(events, ReactionResolved).losers == (1, 2)
        assert drawn(events, 1) == [(3, DrawReason.BUZZER)] and drawn(events, 2) == [(3, DrawReason.BUZZER)]

    def test_a_buzzer_as_the_last_card_the_others_race_then_the_round_ends(self, table):
        t = table(self.RULES, [["buzzer"], ["b1", "b2"], ["y1", "y2", "y4"]], "r3")
        events = t.play(0, "buzzer")
        assert one(events, ReactionStarted).players == (1, 2)
        assert not only(events, RoundEnded)
        refused(t, 0, BUZZ, Refusal.NOT_IN_REACTION)
        t.act(2, BUZZ, now=0.25)
        events = t.act(1, BUZZ, now=0.5)
        assert drawn(events, 1) == [(3, DrawReason.BUZZER)]
        ended = one(events, RoundEnded)
        assert ended.winner == 0
        assert ended.hand_points == (0, sum(card.points for card in t.game.hands[1]), 7)
        assert ended.round_scores[0] == sum(ended.hand_points)
        assert len(t.game.hands[1]) == 5 and t.game.phase is Phase.ROUND_OVER

    def test_buzz_with_no_buzzer_open_is_refused(self, table):
        t = table(self.RULES, self.HANDS, "r3")
        refused(t, 1, BUZZ, Refusal.NOTHING_TO_BUZZ)

    def test_a_buzzer_turned_up_opens_no_race_and_anything_follows(self, table):
        t = table(self.RULES, self.HANDS, "buzzer")
        assert not only(t.start_events, ReactionStarted)
        assert (t.game.phase, t.game.current, t.game.colour) == (Phase.PLAY, 0, None)
        assert {play_of(t, 0, kind) for kind in ("g1", "g2", "g4")} <= set(t.game.legal_actions(0))


class TestSlapOnNine:
    """Slap on 9 (house "Monte!"): every player slaps; the last draws players - 1, or slap_penalty when set."""

    RULES = OFFICIAL.with_options(slap_on_nine=True)
    HANDS = (("r9", "g1", "g2"), ("b1", "b2", "b4"), ("y1", "y2", "y4"), ("g4", "g6", "g7"))

    def test_last_to_slap_draws_players_minus_one(self, table):
        t = table(self.RULES, self.HANDS, "r3")
        events = t.play(0, "r9")
        assert one(events, ReactionStarted) == ReactionStarted(Reaction.SLAP, (0, 1, 2, 3), 3.0)
        assert t.game.legal_actions(3) == [SLAP]
        refused(t, 1, BUZZ, Refusal.NOTHING_TO_BUZZ)
        for seat, now in ((3, 0.25), (0, 0.5), (1, 0.75)):
            t.act(seat, SLAP, now=now)
        events = t.act(2, SLAP, now=1.5)
        assert one(events, ReactionResolved).losers == (2,)
        assert drawn(events, 2) == [(3, DrawReason.SLAP)]
        assert events[-1] == TurnStarted(1)

    def test_the_set_slap_penalty_and_the_deadline(self, table):
        t = table(self.RULES.with_options(slap_penalty=1), self.HANDS, "r3")
        t.play(0, "r9")
        for seat in (0, 1, 3):
            t.act(seat, SLAP, now=0.5)
        events = t.game.advance(3.0)
        assert one(events, ReactionResolved).losers == (2,)
        assert drawn(events, 2) == [(1, DrawReason.SLAP)]

    def test_slap_with_no_nine_is_refused(self, table):
        t = table(self.RULES, self.HANDS, "r3")
        refused(t, 1, SLAP, Refusal.NOTHING_TO_SLAP)


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


class TestWrongPlayPenalty:
    """Wrong-play penalty (house): an illegal card or an out-of-turn play costs cards; off, it is refused."""

    RULES = OFFICIAL.with_options(wrong_play_penalty=2)
    HANDS = (("g1", "r5", "b2"), ("b1", "b4", "b6"), ("r6", "y2", "y4"))

    def test_an_illegal_card_on_ones_turn_draws_two_and_the_turn_goes_on(self, table):
        t = table(self.RULES, self.HANDS, "r3")
        events = t.play(0, "g1")
        assert events[0] == WrongPlay(0, t.card(0, "g1"), Refusal.DOES_NOT_MATCH, 2)
        assert drawn(events, 0) == [(2, DrawReason.WRONG_PLAY)]
        assert len(events) == 2
        assert (t.game.phase, t.game.current, t.game.decider, t.game.top.kind) == (Phase.PLAY, 0, 0, "r3")
        assert t.kinds(0)[:3] == ["g1", "r5", "b2"] and len(t.game.hands[0]) == 5
        assert one(t.play(0, "r5"), CardPlayed).mode is PlayMode.TURN

    def test_out_of_turn_with_interception_off_draws_two(self, table):
        t = table(self.RULES, self.HANDS, "r3")
        events = t.play(2, "r6")
        assert events[0] == WrongPlay(2, t.card(2, "r6"), Refusal.NOT_YOUR_TURN, 2)
        assert drawn(events, 2) == [(2, DrawReason.WRONG_PLAY)]
        assert (t.game.current, t.game.top.kind, len(t.game.hands[2])) == (0, "r3", 5)

    def test_out_of_turn_while_the_current_player_names_a_colour_draws_two(self, table):
        t = table(self.RULES, (("w", "r5", "b2"), *self.HANDS[1:]), "r3")
        t.play(0, "w")
        assert t.game.phase is Phase.CHOOSE_COLOUR
        events = t.play(2, "r6")
        assert events[0] == WrongPlay(2, t.card(2, "r6"), Refusal.NOT_YOUR_TURN, 2)
        assert drawn(events, 2) == [(2, DrawReason.WRONG_PLAY)]

    def test_off_an_illegal_card_is_refused_and_nothing_changes(self, table):
        t = table(OFFICIAL, self.HANDS, "r3")
        refused(t, 0, play_of(t, 0, "g1"), Refusal.DOES_NOT_MATCH)
        refused(t, 2, play_of(t, 2, "r6"), Refusal.NOT_YOUR_TURN)


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


# "Other variants: off" in the presets table.
VARIANTS_OFF = {
    "sequences": False,
    "interception": "off",
    "zero_passes_hands": False,
    "seven_swaps": False,
    "buzzer": False,
    "slap_on_nine": False,
    "no_wild_finish": False,
    "wrong_play_penalty": 0,
}


class TestPresets:
    """The presets table of RULES.md, and `apply_variants`."""

    def check(self, rules, **expected):
        assert {name: getattr(rules, name) for name in expected} == expected
        assert rules.edition is Edition.CLASSIC and rules.target_score == 500 and rules.round_limit == 0

    def test_official(self):
        self.check(
            OFFICIAL,
            first_player="left",
            draw_penalty_skips_turn=True,
            challenge="official",
            uno_penalty=2,
            scoring="winner_takes",
            stacking="off",
            **VARIANTS_OFF,
        )
        assert RuleSet() == OFFICIAL

    def test_manual(self):
        self.check(
            MANUAL,
            first_player="right",
            draw_penalty_skips_turn=False,
            challenge="off",
            uno_penalty=4,
            scoring="penalty",
            stacking="off",
            **VARIANTS_OFF,
        )

    def test_house(self):
        self.check(
            HOUSE,
            first_player="left",
            draw_penalty_skips_turn=True,
            challenge="official",
            uno_penalty=2,
            scoring="penalty",
            stacking="house",
            **{
                **VARIANTS_OFF,
                "interception": "jump_in",
                "zero_passes_hands": True,
                "slap_on_nine": True,
                "no_wild_finish": True,
            },
        )

    def test_all_variants_with_the_house_flavour(self):
        rules = apply_variants(MANUAL, ["all"])
        self.check(
            rules,
            stacking="house",
            sequences=True,
            interception="jump_in",
            challenge="manual",
            draw_penalty_skips_turn=True,
            zero_passes_hands=True,
            seven_swaps=True,
            buzzer=True,
            slap_on_nine=True,
            no_wild_finish=True,
            wrong_play_penalty=2,
            first_player="right",
            uno_penalty=4,
            scoring="penalty",
        )

    def test_named_variants(self):
        rules = apply_variants(OFFICIAL, ["stacking", "super_interception"])
        assert (rules.stacking, rules.interception) == ("manual", "super")
        assert apply_variants(OFFICIAL, []) == OFFICIAL

    def test_an_unknown_variant_raises_key_error(self):
        with pytest.raises(KeyError, match="no_such_variant"):
            apply_variants(OFFICIAL, ["sequences", "no_such_variant"])


class TestRealTimeWindows:
    """Real-time windows are engine states with deadlines: `next_deadline()` reports them, `advance` closes them."""

    def test_interception_window(self, table):
        rules = OFFICIAL.with_options(interception="identical", interception_ms=2000)
        hands = [["r5", "g1", "g2"], ["b1", "b2", "b4"], ["r5", "y1", "y2"]]
        t = table(rules, hands, "r3")
        assert t.game.next_deadline() is None
        t.play(0, "r5", now=10.0)
        assert t.game.next_deadline() == pytest.approx(12.0)
        t.game.advance(11.9)
        assert play_of(t, 2, "r5") in t.game.legal_actions(2)
        t.game.advance(12.0)
        assert t.game.next_deadline() is None and not t.game.windows_open
        assert play_of(t, 2, "r5") not in t.game.legal_actions(2)

    def test_uno_catch_window_and_the_earliest_deadline(self, table):
        rules = OFFICIAL.with_options(interception="identical", interception_ms=1000, uno_catch_ms=4000)
        t = table(rules, [["r5", "g1"], ["b1", "b2", "b4"], ["y1", "y2", "y4"]], "r3")
        t.play(0, "r5", now=1.0)
        assert t.game.catch_deadlines == {0: pytest.approx(5.0)}
        assert t.game.next_deadline() == pytest.approx(2.0)
        t.game.advance(2.0)
        assert t.game.next_deadline() == pytest.approx(5.0)
        assert CatchUno(0) in t.game.legal_actions(2)
        t.game.advance(5.0)
        assert t.game.next_deadline() is None and t.game.catch_deadlines == {}
        refused(t, 2, CatchUno(0), Refusal.NOBODY_TO_CATCH, now=5.0)

    def test_a_turn_action_closes_the_catch_window(self, table):
        t = table(OFFICIAL, [["r5", "g1"], ["b1", "r2", "b4"], ["y1", "y2", "y4"]], "r3")
        t.play(0, "r5")
        t.play(1, "r2")
        assert t.game.catch_deadlines == {} and t.game.next_deadline() is None

    def test_sequence_window(self, table):
        rules = OFFICIAL.with_options(sequences=True, sequence_ms=1500)
        t = table(rules, [["r5", "r6", "g1"], ["b1", "b2", "b4"]], "r3")
        t.play(0, "r5", now=2.0)
        assert t.game.next_deadline() == pytest.approx(3.5)
        assert t.game.advance(3.5) == [] and t.game.next_deadline() is None
        assert play_of(t, 0, "r6") not in t.game.legal_actions(0)

    @pytest.mark.parametrize(
        ("options", "kind", "press"),
        [({"buzzer": True, "buzzer_ms": 2500}, "buzzer", BUZZ), ({"slap_on_nine": True, "slap_ms": 2500}, "r9", SLAP)],
    )
    def test_reaction_window(self, table, options, kind, press):
        t = table(OFFICIAL.with_options(**options), [[kind, "g1", "g2"], ["b1", "b2", "b4"]], "r3")
        events = t.play(0, kind, now=1.0)
        assert one(events, ReactionStarted).deadline == pytest.approx(3.5)
        assert t.game.next_deadline() == pytest.approx(3.5)
        assert t.game.phase is Phase.REACTION
        t.act(1, press, now=1.5)
        events = t.game.advance(3.5)
        assert one(events, ReactionResolved).losers == (0,)
        assert (t.game.phase, t.game.current, t.game.next_deadline()) == (Phase.PLAY, 1, None)
