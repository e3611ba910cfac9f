"""UNO Show 'Em No Mercy's rule sheet to the letter: the Wild Reverse Draw 4 between two players, the knockout
bonus, the hand set aside until the pile runs out, and the card that ends drawing until playable, which is played.
The deck itself and its other cards are test_no_mercy.py's."""

from __future__ import annotations

from engine_helpers import drawn, kinds, of, one, refused, thin_pile

from audiouno.engine import DRAW, OFFICIAL, PASS, ChooseColour, Colour, Edition, Phase, Play, Refusal
from audiouno.engine.events import (
    CardsDrawn,
    DirectionChanged,
    DrawReason,
    KnockoutsScored,
    OutOfRound,
    PenaltyPending,
    PlayerSkipped,
    Reshuffled,
    RoundEnded,
    SetAsideReturned,
    TurnStarted,
)
from audiouno.engine.rules import for_edition

NO_MERCY = for_edition(OFFICIAL, Edition.NO_MERCY)
PILE = ["y1", "y2", "y3", "y4", "y5", "y6", "y7", "y8", "y9", "b1"]


def big(size: int) -> list[str]:
    """A hand of `size` number cards of green, yellow and blue, none of them red."""
    return [f"{colour}{number}" for colour in "gyb" for number in range(1, 10)][:size]


class TestWildReverseDrawFourBetweenTwo:
    """ "With just two players this card skips the other player and makes YOU draw 4 cards! You may use the
    stacking rule to send the penalty back to the other player." """

    def test_it_skips_the_other_player_and_its_player_draws_4(self, table) -> None:
        t = table(NO_MERCY, [["wr+4", "r1"], ["g1", "g2"]], "r5", pile=PILE)
        t.play(0, "wr+4")
        events = t.act(0, ChooseColour(Colour.BLUE))
        assert events[1:4] == [DirectionChanged(-1), PlayerSkipped(1), PenaltyPending(0, 4, 4)]
        assert drawn(events, 0) == [(4, DrawReason.PENALTY)] and drawn(events, 1) == []
        assert t.kinds(0) == ["r1", "y1", "y2", "y3", "y4"] and t.kinds(1) == ["g1", "g2"]
        # Drawing it costs the turn (the deck's rule): the other player, skipped once, plays next.
        assert events[-2:] == [PlayerSkipped(0), TurnStarted(1)]

    def test_its_player_may_stack_the_draw_back_on_the_other(self, table) -> None:
        t = table(NO_MERCY, [["wr+4", "b+4", "r1"], ["g1", "g2"]], "r5", pile=PILE)
        t.play(0, "wr+4")
        events = t.act(0, ChooseColour(Colour.BLUE))
        assert events[-1] == TurnStarted(0) and t.game.phase is Phase.PENALTY and t.game.decider == 0
        assert t.game.legal_actions(0)[:2] == [DRAW, Play(t.card(0, "b+4"))]
        events = t.play(0, "b+4")
        assert one(events, PenaltyPending) == PenaltyPending(1, 8, 4)
        assert drawn(events, 1) == [(8, DrawReason.PENALTY)] and len(t.game.hands[1]) == 10
        assert events[-1] == TurnStarted(0) and t.kinds(0) == ["r1"]

    def test_laid_on_a_stack_it_turns_the_whole_stack_on_its_player(self, table) -> None:
        t = table(NO_MERCY, [["g+2", "g1"], ["wr+4", "b7"]], "g5", pile=PILE)
        t.play(0, "g+2")
        t.play(1, "wr+4")
        events = t.act(1, ChooseColour(Colour.BLUE))
        assert one(events, PenaltyPending) == PenaltyPending(1, 6, 4)
        assert drawn(events, 1) == [(6, DrawReason.PENALTY)] and drawn(events, 0) == []

    def test_two_left_in_the_round_count_as_two_players(self, table) -> None:
        hands = [["r+2", "wr+4", "r1"], big(23), ["r3", "g2"]]
        t = table(NO_MERCY, hands, "r5", pile=["b9", "g9", *PILE])
        t.play(0, "r+2")  # seat 1 reaches 25 cards: out of the round
        t.play(2, "r3")
        t.play(0, "wr+4")
        events = t.act(0, ChooseColour(Colour.GREEN))
        assert one(events, PenaltyPending).player == 0 and PlayerSkipped(2) in events

    def test_with_three_players_the_draw_falls_the_other_way(self, table) -> None:
        t = table(NO_MERCY, [["wr+4", "r1"], ["g1", "g2"], ["y1", "y2"]], "r5", pile=PILE)
        t.play(0, "wr+4")
        assert one(t.act(0, ChooseColour(Colour.BLUE)), PenaltyPending).player == 2

    def test_a_table_that_plays_the_reverse_plainly_has_the_other_player_draw(self, table) -> None:
        rules = NO_MERCY.with_options(two_player_reverse="reverse")
        t = table(rules, [["wr+4", "r1"], ["g1", "g2"]], "r5", pile=PILE)
        t.play(0, "wr+4")
        events = t.act(0, ChooseColour(Colour.BLUE))
        assert one(events, PenaltyPending).player == 1 and drawn(events, 1) == [(4, DrawReason.PENALTY)]

    def test_as_the_last_card_nobody_draws_and_the_round_ends(self, table) -> None:
        t = table(NO_MERCY, [["wr+4"], ["g1", "g2"]], "r5", pile=PILE)
        events = t.play(0, "wr+4")
        ended = one(events, RoundEnded)
        assert ended.winner == 0 and ended.round_scores[0] == 1 + 2 and not of(events, CardsDrawn)


class TestKnockoutBonus:
    """ "250 Points for each player knocked out of the game during the hand (ignore the cards in their hand at the
    time they were knocked out)." """

    def knock_out_and_win(self, table, rules):
        hands = [["r+2", "r1"], big(23), ["r3", "g4"], ["r6", "b8"]]
        t = table(rules, hands, "r5", pile=["b9", "g9", *PILE])
        t.play(0, "r+2")
        t.play(2, "r3")
        t.play(3, "r6")
        t.events = t.play(0, "r1")
        return t

    def test_the_winner_scores_250_for_each_player_knocked_out_and_the_others_cards(self, table) -> None:
        t = self.knock_out_and_win(table, NO_MERCY)
        assert one(t.events, KnockoutsScored) == KnockoutsScored((1,), 250)
        ended = one(t.events, RoundEnded)
        assert ended.hand_points == (0, 0, 4, 8)  # the hand knocked out is set aside, not counted
        assert ended.round_scores == (250 + 4 + 8, 0, 0, 0)

    def test_with_penalty_scoring_the_player_knocked_out_is_charged_250(self, table) -> None:
        t = self.knock_out_and_win(table, for_edition(OFFICIAL.with_options(scoring="penalty"), Edition.NO_MERCY))
        assert one(t.events, RoundEnded).round_scores == (0, 250, 4, 8)

    def test_no_bonus_without_a_knockout(self, table) -> None:
        t = table(NO_MERCY, [["r1"], ["g1", "g2"]], "r5")
        events = t.play(0, "r1")
        assert not of(events, KnockoutsScored) and one(events, RoundEnded).round_scores == (3, 0)

    def test_the_mercy_option_on_another_deck_counts_the_cards(self, table) -> None:
        rules = OFFICIAL.with_options(max_hand=10)
        t = table(rules, [["r+2", "r1"], big(8), ["r3", "g4"]], "r5", pile=["b9", "g9"])
        t.play(0, "r+2")
        assert one(t.game.log, OutOfRound) == OutOfRound(1, 10, set_aside=False) and len(t.game.hands[1]) == 10
        t.play(2, "r3")
        events = t.play(0, "r1")
        assert not of(events, KnockoutsScored)
        assert one(events, RoundEnded).round_scores[0] == sum(card.points for card in t.game.hands[1]) + 4


class TestKnockedOutHandSetAside:
    """ "Set aside their hand of cards until the deck runs out and needs to be reshuffled." """

    def test_the_hand_is_set_aside_and_comes_back_when_the_pile_runs_out(self, table) -> None:
        hands = [["r+2", "b1"], big(23), ["r3", "g4"]]
        t = table(NO_MERCY, hands, "r5", pile=["b9", "g9", "b7"])
        t.play(0, "r+2")
        aside = list(t.game.set_aside)
        assert t.kinds(1) == [] and len(aside) == 25
        t.play(2, "r3")
        thin_pile(t.game, 0)  # the pile runs out: what it held lies under the discards
        under = len(t.game.discard) - 1
        events = t.act(0, DRAW)  # the blue 1 does not play on the red 3
        returned = one(events, SetAsideReturned)
        assert returned == SetAsideReturned(25)
        assert one(events, Reshuffled).count == under + 25
        assert t.game.set_aside == [] and set(aside) <= set(t.game.draw_pile) | set(t.game.hands[0])

    def test_drawing_goes_on_from_the_hands_set_aside_alone(self, table) -> None:
        hands = [["r+2", "b1"], big(23), ["r3", "g4"]]
        t = table(NO_MERCY, hands, "r5", pile=["b9", "g9"])
        t.play(0, "r+2")
        t.play(2, "r3")
        t.game.draw_pile.clear()
        del t.game.discard[:-1]  # nothing left to draw but the hand set aside
        assert DRAW in t.game.legal_actions(0)
        events = t.act(0, DRAW)
        assert one(events, SetAsideReturned).count == 25 and of(events, CardsDrawn)


class TestTheCardThatEndsTheDrawIsPlayed:
    """ "you MUST draw cards from the Draw Pile UNTIL YOU DRAW A CARD YOU CAN PLAY. Then, play that card." """

    def test_it_cannot_be_kept(self, table) -> None:
        t = table(NO_MERCY, [["g1", "g2"], ["y1"]], "r5", pile=["b1", "r9", "g3"])
        t.act(0, DRAW)
        assert t.game.phase is Phase.DRAWN and t.game.legal_actions(0) == [Play(t.card(0, "r9"))]
        refused(t, 0, PASS, Refusal.MUST_PLAY_DRAWN)
        assert one(t.play(0, "r9"), TurnStarted) == TurnStarted(1)

    def test_drawing_one_card_the_player_chose_it_may_be_kept(self, table) -> None:
        rules = NO_MERCY.with_options(draw_until_playable=False)  # the deck's drawing switched off
        t = table(rules, [["g1", "g2"], ["y1"]], "r5", pile=["r9"])
        t.act(0, DRAW)
        assert PASS in t.game.legal_actions(0)
        assert kinds(t.game.hands[0]) == ["g1", "g2", "r9"] and t.act(0, PASS)[-1] == TurnStarted(1)
