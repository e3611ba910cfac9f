"""Real-time windows (engine/windows.py): UNO and catching, sequences, interceptions and jump-ins, the buzzer
and the slap."""

from __future__ import annotations

import pytest
from engine_helpers import (
    drawn,
    of,
    one,
    play_of,
    refused,
)

from audiouno.engine import (
    BUZZ,
    CALL_UNO,
    DRAW,
    MANUAL,
    OFFICIAL,
    SLAP,
    CatchUno,
    Colour,
    Edition,
    Game,
    IllegalAction,
    Phase,
    Play,
    Rank,
    Refusal,
    new_deck,
)
from audiouno.engine.events import (
    CardPlayed,
    CardsDrawn,
    DirectionChanged,
    DrawReason,
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
    TurnStarted,
    UnoCalled,
    UnoCaught,
    WrongPlay,
)


class TestUno:
    """UNO: said before or after the second-to-last card; an uncalled player caught before the next acts draws."""

    def test_said_before_playing_second_to_last(self, table):
        t = table(OFFICIAL, [["r1", "r2"], ["r4", "b2"], ["r7", "b3"]], "r5")
        assert CALL_UNO in t.game.legal_actions(0)
        assert t.act(0, CALL_UNO) == [UnoCalled(0)]
        t.play(0, "r1")
        assert t.game.catch_deadlines == {}
        assert not any(type(action) is CatchUno for action in t.game.legal_actions(2))
        refused(t.game, 2, CatchUno(0), Refusal.NOBODY_TO_CATCH)

    def test_said_after_playing(self, table):
        t = table(OFFICIAL, [["r1", "r2"], ["r4", "b2"], ["r7", "b3"]], "r5")
        t.play(0, "r1")
        assert 0 in t.game.catch_deadlines
        assert t.act(0, CALL_UNO) == [UnoCalled(0)]
        assert t.game.catch_deadlines == {}
        refused(t.game, 2, CatchUno(0), Refusal.NOBODY_TO_CATCH)

    def test_drawing_cancels_an_early_call(self, table):
        t = table(OFFICIAL, [["r1", "g2"], ["r4", "b2"], ["r7", "b3"]], "r5", pile=["b7"])
        t.act(0, CALL_UNO)
        t.act(0, DRAW)
        assert t.game.uno_called[0] is False

    def test_cannot_call_with_more_cards_or_out_of_turn_with_two(self, table):
        t = table(OFFICIAL, [["r1", "r2", "r3"], ["r4", "b2"], ["r7", "b3"]], "r5")
        refused(t.game, 0, CALL_UNO, Refusal.CANNOT_CALL_UNO)
        refused(t.game, 1, CALL_UNO, Refusal.CANNOT_CALL_UNO)

    @pytest.mark.parametrize(("rules", "penalty"), [(OFFICIAL, 2), (OFFICIAL.with_options(uno_penalty=4), 4)])
    def test_caught(self, table, rules, penalty):
        t = table(rules, [["r1", "r2"], ["r4", "b2"], ["r7", "b3"]], "r5")
        t.play(0, "r1")
        events = t.act(2, CatchUno(0))
        assert events[0] == UnoCaught(2, 0)
        drawn = one(events, CardsDrawn)
        assert (drawn.player, drawn.count, drawn.reason) == (0, penalty, DrawReason.UNO)
        assert len(t.game.hands[0]) == 1 + penalty
        assert (t.game.current, t.game.decider, t.game.phase) == (1, 1, Phase.PLAY)
        refused(t.game, 1, CatchUno(0), Refusal.NOBODY_TO_CATCH)

    def test_manual_preset_costs_four(self, table):
        t = table(MANUAL, [["r1", "r2"], ["r4", "b2"], ["r7", "b3"]], "r5")
        t.play(0, "r1")
        assert one(t.act(1, CatchUno(0)), CardsDrawn).count == 4

    @pytest.mark.parametrize("action", ["play", "draw"])
    def test_window_closes_when_next_player_acts(self, table, action):
        t = table(OFFICIAL, [["r1", "r2"], ["r4", "b2", "g3"], ["r7", "b3"]], "r5")
        t.play(0, "r1")
        if action == "play":
            t.play(1, "r4")
        else:
            t.act(1, DRAW)
        assert t.game.catch_deadlines == {}
        refused(t.game, 2, CatchUno(0), Refusal.NOBODY_TO_CATCH)

    def test_window_closes_after_uno_catch_ms(self, table):
        t = table(OFFICIAL, [["r1", "r2"], ["r4", "b2"], ["r7", "b3"]], "r5")
        t.play(0, "r1", now=10.0)
        assert t.game.catch_deadlines == {0: 14.0}
        t.game.advance(13.9)
        assert 0 in t.game.catch_deadlines
        t.game.advance(14.0)
        assert t.game.catch_deadlines == {}
        refused(t.game, 2, CatchUno(0), Refusal.NOBODY_TO_CATCH, now=14.1)

    def test_catch_too_late_within_apply(self, table):
        t = table(OFFICIAL.with_options(uno_catch_ms=1000), [["r1", "r2"], ["r4", "b2"], ["r7"]], "r5")
        t.play(0, "r1", now=0.0)
        with pytest.raises(IllegalAction) as info:
            t.act(2, CatchUno(0), now=1.5)
        assert info.value.reason == Refusal.NOBODY_TO_CATCH
        assert len(t.game.hands[0]) == 1


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
            assert not of(events, TurnStarted)
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
            assert not of(events, ReactionStarted)
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

    def test_the_player_the_draw_two_falls_on_may_not_answer_it_without_stacking(self, table):
        """Interception is out of turn; the player who must draw is not, so a Draw Two of theirs would be stacking."""
        hands = [["r+2", "g1", "g2"], ["g+2", "b2", "b4"], ["y1", "y2", "y4"], ["y5", "y6", "y7"]]
        t = table(self.RULES, hands, "r3")
        t.play(0, "r+2")
        assert (t.game.phase, t.game.current) == (Phase.PENALTY, 1)
        assert not any(isinstance(action, Play) for action in t.game.legal_actions(1))
        with pytest.raises(IllegalAction) as refusal:
            t.play(1, "g+2")
        assert refusal.value.reason is Refusal.MUST_ANSWER_PENALTY

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
        # Once all but one have pressed, the one left is the slowest whatever they do: the race ends there.
        events = t.act(0, BUZZ, now=0.75)
        resolved = one(events, ReactionResolved)
        assert resolved == ReactionResolved(Reaction.BUZZER, ((0, 0.75), (1, 0.5), (2, None)), (2,), 3)
        assert drawn(events, 2) == [(3, DrawReason.BUZZER)]
        assert events[-1] == TurnStarted(1)
        refused(t, 2, BUZZ, Refusal.NOTHING_TO_BUZZ, now=0.8)
        # Any card may follow a buzzer card.
        assert (t.game.phase, t.game.colour) == (Phase.PLAY, None)
        assert {play_of(t, 1, kind) for kind in ("y+2", "b2", "b4")} <= set(t.game.legal_actions(1))

    def test_who_never_pressed_draws_three_at_the_deadline(self, table):
        t = table(self.RULES, self.HANDS, "r3")
        t.play(0, "buzzer", now=10.0)
        assert t.game.advance(12.9) == []
        events = t.game.advance(13.0)
        assert one(events, ReactionResolved).losers == (0, 1, 2)
        assert one(events, ReactionResolved).times == ((0, None), (1, None), (2, None))
        assert all(drawn(events, seat) == [(3, DrawReason.BUZZER)] for seat in range(3))
        assert (t.game.phase, t.game.current) == (Phase.PLAY, 1)

    def test_tied_slowest_both_draw(self, table):
        """A tie of slowest needs two or more who have not pressed by the deadline; a press after the others can
        never tie, as the race ended with them."""
        t = table(self.RULES, self.HANDS, "r3")
        t.play(0, "buzzer")
        assert not of(t.act(0, BUZZ, now=0.25), ReactionResolved)
        events = t.game.advance(3.0)
        assert one(events, ReactionResolved).losers == (1, 2)
        assert one(events, ReactionResolved).times == ((0, 0.25), (1, None), (2, None))
        assert drawn(events, 1) == [(3, DrawReason.BUZZER)] and drawn(events, 2) == [(3, DrawReason.BUZZER)]
        assert not drawn(events, 0)

    def test_a_buzzer_as_the_last_card_the_others_race_then_the_round_ends(self, table):
        t = table(self.RULES, [["buzzer"], ["b1", "b2"], ["y1", "y2", "y4"]], "r3")
        events = t.play(0, "buzzer")
        assert one(events, ReactionStarted).players == (1, 2)
        assert not of(events, RoundEnded)
        refused(t, 0, BUZZ, Refusal.NOT_IN_REACTION)
        events = t.act(2, BUZZ, now=0.25)
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
        assert not of(t.start_events, ReactionStarted)
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
        for seat, now in ((3, 0.25), (0, 0.5)):
            assert not of(t.act(seat, SLAP, now=now), ReactionResolved)
        events = t.act(1, SLAP, now=0.75)
        assert one(events, ReactionResolved).losers == (2,)
        assert drawn(events, 2) == [(3, DrawReason.SLAP)]
        assert events[-1] == TurnStarted(1)

    def test_the_set_slap_penalty_and_the_deadline(self, table):
        t = table(self.RULES.with_options(slap_penalty=1), self.HANDS, "r3")
        t.play(0, "r9")
        for seat in (0, 1):
            t.act(seat, SLAP, now=0.5)
        assert t.game.advance(2.9) == []
        events = t.game.advance(3.0)
        assert one(events, ReactionResolved).losers == (2, 3)
        assert drawn(events, 2) == [(1, DrawReason.SLAP)] and drawn(events, 3) == [(1, DrawReason.SLAP)]

    def test_slap_with_no_nine_is_refused(self, table):
        t = table(self.RULES, self.HANDS, "r3")
        refused(t, 1, SLAP, Refusal.NOTHING_TO_SLAP)


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
        assert t.game.advance(3.4) == []
        events = t.game.advance(3.5)
        assert one(events, ReactionResolved).losers == (0, 1)
        assert (t.game.phase, t.game.current, t.game.next_deadline()) == (Phase.PLAY, 1, None)

    @pytest.mark.parametrize(("options", "kind"), [({"buzzer": True}, "buzzer"), ({"slap_on_nine": True}, "r9")])
    def test_a_race_of_two_ends_at_the_first_press(self, table, options, kind):
        t = table(OFFICIAL.with_options(**options), [[kind, "g1", "g2"], ["b1", "b2", "b4"]], "r3")
        t.play(0, kind, now=1.0)
        events = t.act(1, BUZZ if kind == "buzzer" else SLAP, now=1.5)
        assert one(events, ReactionResolved).losers == (0,)
        assert (t.game.phase, t.game.current, t.game.next_deadline()) == (Phase.PLAY, 1, None)

    def test_a_race_of_one_is_decided_as_it_opens(self, table):
        """A buzzer as the last card of a two-player round: the only one left to race is the slowest already."""
        t = table(OFFICIAL.with_options(buzzer=True), [["buzzer"], ["b1", "b2", "b4"]], "r3")
        events = t.play(0, "buzzer")
        assert one(events, ReactionStarted).players == (1,)
        assert one(events, ReactionResolved) == ReactionResolved(Reaction.BUZZER, ((1, None),), (1,), 3)
        assert drawn(events, 1) == [(3, DrawReason.BUZZER)]
        assert one(events, RoundEnded).winner == 0
