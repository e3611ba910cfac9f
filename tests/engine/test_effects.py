"""Laying a card and what it does (engine/effects.py): wilds, Draw Four and its challenge, Greyskull, the last
card, 0 and 7, and the wrong-play penalty."""

from __future__ import annotations

import pytest
from engine_helpers import (
    CLASSIC_COLOURS,
    MOTU,
    NO_SKIP,
    draw_four_table,
    drawn,
    kinds,
    of,
    one,
    play_of,
    refused,
)

from audiouno.engine import (
    CALL_UNO,
    CHALLENGE,
    DRAW,
    MANUAL,
    OFFICIAL,
    CatchUno,
    ChooseColour,
    Colour,
    Edition,
    Phase,
    Play,
    Refusal,
    SwapWith,
    apply_variants,
    new_deck,
    redact,
)
from audiouno.engine.events import (
    CardPlayed,
    CardsDrawn,
    ChallengeResolved,
    ColourChosen,
    DrawReason,
    GreyskullStruck,
    HandsPassed,
    HandsSwapped,
    PenaltyPending,
    PlayerSkipped,
    PlayMode,
    RoundEnded,
    SwapDeclined,
    TurnStarted,
    UnoCaught,
    WrongPlay,
)


class TestWild:
    """Wild: the player names any colour, even the current one; the next player must match it."""

    def test_choose_the_current_colour(self, table):
        t = table(OFFICIAL, [["w", "b1", "g1"], ["r4", "b2"], ["r7"]], "r5")
        t.play(0, "w")
        game = t.game
        assert (game.phase, game.decider, game.current) == (Phase.CHOOSE_COLOUR, 0, 0)
        assert game.legal_actions(0) == [ChooseColour(colour) for colour in CLASSIC_COLOURS]
        assert t.act(0, ChooseColour(Colour.RED)) == [ColourChosen(0, Colour.RED), TurnStarted(1)]
        assert (game.colour, game.current, game.phase) == (Colour.RED, 1, Phase.PLAY)

    def test_next_player_must_match_the_chosen_colour(self, table):
        t = table(OFFICIAL, [["w", "b1"], ["r4", "b2"], ["r7"]], "r5")
        t.play(0, "w")
        t.act(0, ChooseColour(Colour.BLUE))
        assert Play.of(t.card(1, "r4")) not in t.game.legal_actions(1)
        refused(t.game, 1, Play.of(t.card(1, "r4")), Refusal.DOES_NOT_MATCH)
        t.play(1, "b2")
        assert t.game.current == 2

    def test_colour_not_in_edition_refused(self, table):
        t = table(OFFICIAL, [["w", "b1"], ["r4"], ["r7"]], "r5")
        t.play(0, "w")
        refused(t.game, 0, ChooseColour(Colour.PURPLE), Refusal.NOT_A_COLOUR)
        assert t.game.phase is Phase.CHOOSE_COLOUR

    def test_only_the_player_chooses(self, table):
        t = table(OFFICIAL, [["w", "b1"], ["r4"], ["r7"]], "r5")
        t.play(0, "w")
        refused(t.game, 1, ChooseColour(Colour.RED), Refusal.NO_COLOUR_TO_CHOOSE)


class TestDrawFour:
    """Wild Draw Four: always playable (a bluff if one holds the colour in play); the official challenge."""

    def test_playable_even_as_a_bluff(self, table):
        t = table(OFFICIAL, [["w+4", "r1", "g2"], ["r4"], ["r7"]], "r5")
        assert Play.of(t.card(0, "w+4")) in t.game.legal_actions(0)

    def test_victim_may_draw_or_challenge(self, table):
        t = draw_four_table(table, OFFICIAL, ["w+4", "r1", "g2"])
        assert one(t.events, PenaltyPending) == PenaltyPending(1, 4, 4)
        assert (t.game.phase, t.game.current, t.game.colour) == (Phase.PENALTY, 1, Colour.GREEN)
        assert {DRAW, CHALLENGE} <= set(t.game.legal_actions(1))
        events = t.act(1, DRAW)
        drawn = one(events, CardsDrawn)
        assert (drawn.player, drawn.count, drawn.reason) == (1, 4, DrawReason.PENALTY)
        assert events[-2:] == [PlayerSkipped(1), TurnStarted(2)]

    def test_accepting_without_skip_victim_draws_then_plays(self, table):
        t = draw_four_table(table, NO_SKIP, ["w+4", "r1", "g2"])
        events = t.act(1, DRAW)
        assert one(events, CardsDrawn).count == 4 and not of(events, PlayerSkipped)
        assert (t.game.phase, t.game.current, len(t.game.hands[1])) == (Phase.PLAY, 1, 6)

    def test_victim_must_draw_or_challenge(self, table):
        t = draw_four_table(table, OFFICIAL, ["w+4", "r1", "g2"])
        refused(t.game, 1, Play.of(t.card(1, "b2")), Refusal.MUST_ANSWER_PENALTY)

    @pytest.mark.parametrize(("hand", "guilty"), [(["w+4", "b1", "r2"], True), (["w+4", "r2", "w"], False)])
    def test_bluff_is_judged_on_the_named_colour(self, table, hand, guilty):
        t = table(OFFICIAL, [hand, ["r4", "g5"], ["r7"]], "w")
        t.act(0, ChooseColour(Colour.BLUE))
        t.play(0, "w+4")
        t.act(0, ChooseColour(Colour.RED))
        resolved = one(t.act(1, CHALLENGE), ChallengeResolved)
        assert resolved.guilty is guilty

    def test_challenge_guilty(self, table):
        t = draw_four_table(table, OFFICIAL, ["w+4", "r1", "g2"])  # held a red card: a bluff
        events = t.act(1, CHALLENGE)
        resolved = one(events, ChallengeResolved)
        assert (resolved.challenger, resolved.challenged, resolved.guilty) == (1, 0, True)
        assert kinds(resolved.revealed) == ["r1", "g2"]
        drawn = one(events, CardsDrawn)
        assert (drawn.player, drawn.count, drawn.reason) == (0, 4, DrawReason.CHALLENGE)
        game = t.game
        assert (game.phase, game.current, game.decider, game.pending_draw) == (Phase.PLAY, 1, 1, 0)
        assert (len(game.hands[0]), t.kinds(1), game.colour) == (6, ["r4", "b2"], Colour.GREEN)
        assert not of(events, PlayerSkipped)

    def test_challenge_innocent(self, table):
        t = draw_four_table(table, OFFICIAL, ["w+4", "g5", "b2"])  # a 5 matches by number only: no bluff
        events = t.act(1, CHALLENGE)
        resolved = one(events, ChallengeResolved)
        assert (resolved.challenger, resolved.challenged, resolved.guilty) == (1, 0, False)
        drawn = one(events, CardsDrawn)
        assert (drawn.player, drawn.count, drawn.reason) == (1, 6, DrawReason.CHALLENGE)
        assert events[-2:] == [PlayerSkipped(1), TurnStarted(2)]
        assert len(t.game.hands[0]) == 2 and len(t.game.hands[1]) == 8

    def test_challenge_innocent_without_skip_challenger_plays(self, table):
        t = draw_four_table(table, NO_SKIP, ["w+4", "g5", "b2"])
        events = t.act(1, CHALLENGE)
        assert one(events, CardsDrawn).count == 6 and not of(events, PlayerSkipped)
        assert (t.game.phase, t.game.current) == (Phase.PLAY, 1)

    def test_revealed_hand_only_to_the_challenger(self, table):
        t = draw_four_table(table, OFFICIAL, ["w+4", "r1", "g2"])
        resolved = one(t.act(1, CHALLENGE), ChallengeResolved)
        assert kinds(redact(resolved, 1).revealed) == ["r1", "g2"]
        assert redact(resolved, 2).revealed == ()
        assert len(resolved.revealed) == 2  # redacting copies

    def test_challenge_off_draws_at_once(self, table):
        t = draw_four_table(table, OFFICIAL.with_options(challenge="off"), ["w+4", "r1", "g2"])
        assert one(t.events, CardsDrawn).count == 4
        assert t.events[-2:] == [PlayerSkipped(1), TurnStarted(2)]
        assert CHALLENGE not in t.game.legal_actions(2)

    def test_challenge_off_no_challenge_in_penalty_phase(self, table):
        rules = OFFICIAL.with_options(challenge="off", stacking="manual")
        t = table(rules, [["w+4", "r1"], ["w+4", "b2"], ["g7"]], "r5")
        t.play(0, "w+4")
        t.act(0, ChooseColour(Colour.GREEN))
        assert t.game.phase is Phase.PENALTY
        assert CHALLENGE not in t.game.legal_actions(1)
        refused(t.game, 1, CHALLENGE, Refusal.NO_CHALLENGE)


class TestGreyskull:
    """Masters of the Universe: Greyskull makes every other player draw 3; purple replaces yellow."""

    def test_greyskull_strikes_the_others(self, table):
        pile = ["r1", "r2", "r3", "b1", "b2", "b3"]
        t = table(MOTU, [["greyskull", "p1"], ["p4"], ["r7"]], "r5", pile=pile)
        events = t.play(0, "greyskull")
        assert one(events, GreyskullStruck) == GreyskullStruck(0, 3)
        draws = of(events, CardsDrawn)
        assert [(d.player, kinds(d.cards), d.reason) for d in draws] == [
            (1, ["r1", "r2", "r3"], DrawReason.GREYSKULL),
            (2, ["b1", "b2", "b3"], DrawReason.GREYSKULL),
        ]
        assert (t.game.phase, t.game.decider, len(t.game.hands[0])) == (Phase.CHOOSE_COLOUR, 0, 1)
        assert t.act(0, ChooseColour(Colour.PURPLE)) == [ColourChosen(0, Colour.PURPLE), TurnStarted(1)]
        t.play(1, "p4")
        assert t.game.current == 2

    def test_greyskull_as_last_card(self, table):
        t = table(MOTU, [["greyskull"], ["p4"], ["r7"]], "r5", pile=["r1", "r2", "r3", "b1", "b2", "b3"])
        events = t.play(0, "greyskull")
        assert [(d.player, d.count) for d in of(events, CardsDrawn)] == [(1, 3), (2, 3)]
        assert one(events, RoundEnded).hand_points == (0, 10, 13)
        assert not of(events, ColourChosen) and t.game.phase is Phase.ROUND_OVER

    def test_purple_exists_yellow_does_not(self, table):
        t = table(MOTU, [["w", "p1", "p2"], ["p4"], ["r7"]], "r5")
        t.play(0, "w")
        assert t.game.legal_actions(0) == [
            ChooseColour(colour) for colour in (Colour.RED, Colour.PURPLE, Colour.GREEN, Colour.BLUE)
        ]
        refused(t.game, 0, ChooseColour(Colour.YELLOW), Refusal.NOT_A_COLOUR)
        deck = new_deck(Edition.MOTU)
        assert len(deck) == 112 and not any(card.colour is Colour.YELLOW for card in deck)
        assert sum(card.kind == "greyskull" for card in deck) == 4
        with pytest.raises(ValueError):
            table(MOTU, [["y5"], ["p4"]], "r5")


class TestLastCard:
    """The round ends when a hand is empty; a last Draw Two / Draw Four is still drawn and counted."""

    def test_last_number_card_ends_round(self, table):
        t = table(OFFICIAL, [["r1"], ["r4", "b2"], ["g7"]], "r5")
        events = t.play(0, "r1")
        assert one(events, CardPlayed).cards_left == 0
        assert one(events, RoundEnded).winner == 0
        assert not of(events, TurnStarted) and t.game.phase is Phase.ROUND_OVER

    def test_last_wild_needs_no_colour(self, table):
        t = table(OFFICIAL, [["w"], ["r4"], ["g8"]], "r5")
        events = t.play(0, "w")
        assert one(events, RoundEnded).round_scores == (12, 0, 0)
        assert not of(events, ColourChosen) and t.game.phase is Phase.ROUND_OVER

    def test_last_draw_two_still_drawn_and_counted(self, table):
        t = table(OFFICIAL, [["r+2"], ["r4", "g5"], ["g8"]], "r5", pile=["b7", "y8"])
        events = t.play(0, "r+2")
        drawn = one(events, CardsDrawn)
        assert (drawn.player, kinds(drawn.cards), drawn.reason) == (1, ["b7", "y8"], DrawReason.PENALTY)
        ended = one(events, RoundEnded)
        assert (ended.winner, ended.hand_points, ended.round_scores) == (0, (0, 24, 8), (32, 0, 0))

    def test_last_draw_four_still_drawn_no_colour_no_challenge(self, table):
        t = table(OFFICIAL, [["w+4"], ["r4"], ["g8"]], "r5", pile=["b1", "b2", "b3", "b4"])
        events = t.play(0, "w+4")
        drawn = one(events, CardsDrawn)
        assert (drawn.player, drawn.count) == (1, 4)
        assert not of(events, ChallengeResolved) and not of(events, ColourChosen)
        ended = one(events, RoundEnded)
        assert (ended.hand_points, ended.totals) == ((0, 14, 8), (22, 0, 0))
        assert t.game.phase is Phase.ROUND_OVER


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


class TestZeroSeven:
    """0/7: a 0 passes every hand in the direction of play, a 7 lets its player swap hands with someone."""

    RULES = OFFICIAL.with_options(zero_passes_hands=True, seven_swaps=True)

    def test_zero_passes_hands_clockwise(self, table):
        t = table(self.RULES, [["r0", "r1", "r2"], ["g1", "g2"], ["b1", "b2", "b4"]], "r3")
        events = t.play(0, "r0")
        assert one(events, HandsPassed) == HandsPassed(1, (2, 0, 1))  # seat 0 gets seat 2's hand
        assert [t.kinds(seat) for seat in range(3)] == [["b1", "b2", "b4"], ["r1", "r2"], ["g1", "g2"]]
        assert events[-1] == TurnStarted(1)

    def test_zero_passes_hands_anticlockwise(self, table):
        rules = MANUAL.with_options(zero_passes_hands=True)  # play goes 0, 2, 1
        t = table(rules, [["r0", "r1", "r2"], ["g1", "g2"], ["b1", "b2", "b4"]], "r3")
        events = t.play(0, "r0")
        assert one(events, HandsPassed) == HandsPassed(-1, (1, 2, 0))
        assert [t.kinds(seat) for seat in range(3)] == [["g1", "g2"], ["b1", "b2", "b4"], ["r1", "r2"]]
        assert events[-1] == TurnStarted(2)

    def test_zero_as_the_last_card_ends_the_round_without_passing(self, table):
        t = table(self.RULES, [["r0"], ["g1", "g2"], ["b1", "b2", "b4"]], "r3")
        events = t.play(0, "r0")
        assert not of(events, HandsPassed)
        assert one(events, RoundEnded).winner == 0
        assert [t.kinds(seat) for seat in range(3)] == [[], ["g1", "g2"], ["b1", "b2", "b4"]]

    def test_seven_swaps_with_the_chosen_player_who_held_one_card(self, table):
        t = table(self.RULES, [["r7", "g1", "b4"], ["g2", "g3", "g4"], ["y1"]], "r3")
        events = t.play(0, "r7")
        assert (t.game.phase, t.game.decider, t.game.current) == (Phase.CHOOSE_SWAP, 0, 0)
        assert not of(events, TurnStarted)
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
        assert not of(events, HandsSwapped)
        assert [t.kinds(seat) for seat in range(3)] == [["g1", "b4"], ["g2", "g3", "g4"], ["y1", "y2"]]
        assert events[-1] == TurnStarted(1)

    def test_seven_as_the_last_card_ends_the_round_without_a_swap(self, table):
        t = table(self.RULES, [["r7"], ["g2", "g3", "g4"], ["y1", "y2"]], "r3")
        events = t.play(0, "r7")
        assert one(events, RoundEnded).winner == 0
        assert t.game.phase is Phase.ROUND_OVER


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
