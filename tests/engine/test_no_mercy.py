"""The UNO Show 'Em No Mercy deck: its 168 cards, each new card, its stacking, the 0 and 7 it makes standard, the
mercy rule that knocks a player out of the round, its scoring, and the options it fixes, sets or refuses."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from engine_helpers import kinds, of, one, play_out, refused

from audiouno.bots import make_strategy
from audiouno.bots.headless import play_round
from audiouno.engine import (
    CHALLENGE,
    DRAW,
    HOUSE,
    MANUAL,
    OFFICIAL,
    ChooseColour,
    Colour,
    Edition,
    Game,
    Phase,
    Play,
    Rank,
    Refusal,
    new_deck,
    redact,
)
from audiouno.engine.actions import CatchUno, SwapWith
from audiouno.engine.events import (
    CardPlayed,
    CardsDiscarded,
    CardsDrawn,
    ColourChosen,
    DirectionChanged,
    DrawReason,
    EveryoneSkipped,
    HandsPassed,
    HandsSwapped,
    OutOfRound,
    PenaltyPending,
    PlayerSkipped,
    PlayMode,
    RoulettePending,
    RoundEnded,
    StartingCard,
    TurnStarted,
)
from audiouno.engine.rules import for_edition, refused_options, with_forced, without_refused

NO_MERCY = for_edition(OFFICIAL, Edition.NO_MERCY)
COLOURS = Edition.NO_MERCY.colours


class TestDeck:
    def test_the_168_cards(self) -> None:
        deck = new_deck(Edition.NO_MERCY)
        assert len(deck) == 168 and len({card.id for card in deck}) == 168
        faces = Counter((card.colour, card.rank) for card in deck)
        for colour in COLOURS:
            for number in range(10):
                assert faces[colour, Rank(str(number))] == 2  # two of every number, the 0 too
            for rank, copies in ((Rank.SKIP, 3), (Rank.REVERSE, 3), (Rank.DRAW_TWO, 3), (Rank.DISCARD_ALL, 3),
                                 (Rank.SKIP_EVERYONE, 2), (Rank.DRAW_FOUR, 2)):  # fmt: skip
                assert faces[colour, rank] == copies
        assert faces[None, Rank.WILD_REVERSE_DRAW_FOUR] == 8
        assert faces[None, Rank.WILD_DRAW_SIX] == faces[None, Rank.WILD_DRAW_TEN] == 4
        assert faces[None, Rank.WILD_COLOUR_ROULETTE] == 8
        assert faces[None, Rank.WILD] == faces[None, Rank.WILD_DRAW_FOUR] == 0  # no plain wild, no classic +4
        assert sum(faces.values()) == 80 + 64 + 24

    def test_buzzer_cards_add_eight(self) -> None:
        assert len(new_deck(Edition.NO_MERCY, buzzer=True)) == 176

    def test_points(self) -> None:
        points = {card.kind: card.points for card in new_deck(Edition.NO_MERCY)}
        assert points["r7"] == 7 and points["g0"] == 0
        assert points["rda"] == points["yse"] == points["b+4"] == points["gs"] == 20
        assert points["wr+4"] == points["w+6"] == points["w+10"] == points["wcr"] == 50

    def test_the_new_faces_are_named_by_kind(self) -> None:
        wanted = {"rda", "gse", "b+4", "wr+4", "w+6", "w+10", "wcr"}
        assert wanted <= {card.kind for card in new_deck(Edition.NO_MERCY)}


class TestOptions:
    def test_the_deck_fixes_stacking_the_0_and_7_the_lost_turn_and_no_challenge(self) -> None:
        rules = MANUAL.with_options(edition=Edition.NO_MERCY, stacking="off", challenge="manual")
        played = Game(3, rules, seed=1).rules
        assert played.stacking != "off" and played.zero_passes_hands and played.seven_swaps
        assert played.draw_penalty_skips_turn and played.challenge == "off"
        assert with_forced(MANUAL) == MANUAL  # other decks play as the options say

    def test_choosing_the_deck_sets_its_defaults_which_stay_changeable(self) -> None:
        assert NO_MERCY.max_hand == 25 and NO_MERCY.draw_until_playable and NO_MERCY.target_score == 1000
        assert NO_MERCY.with_options(max_hand=0).max_hand == 0  # the mercy rule may be switched off
        assert for_edition(OFFICIAL, Edition.FLIP) == without_refused(OFFICIAL.with_options(edition=Edition.FLIP))

    @pytest.mark.parametrize("limit", [0, 10, 25, 100])
    def test_the_mercy_limit_is_off_or_10_to_100(self, limit: int) -> None:
        assert NO_MERCY.with_options(max_hand=limit).max_hand == limit

    @pytest.mark.parametrize("limit", [9, 101])
    def test_a_mercy_limit_out_of_range_is_refused(self, limit: int) -> None:
        with pytest.raises(ValueError):
            NO_MERCY.with_options(max_hand=limit)

    def test_skip_everyone_rule_is_refused(self) -> None:
        rules = NO_MERCY.with_options(skip_everyone=True)
        assert refused_options(rules) == ("skip_everyone",)
        with pytest.raises(ValueError):
            Game(3, rules)
        assert not without_refused(rules).skip_everyone
        assert for_edition(HOUSE.with_options(skip_everyone=True), Edition.NO_MERCY).skip_everyone is False


class TestStart:
    def test_the_round_starts_on_a_number(self, table) -> None:
        t = table(NO_MERCY, [["r1"], ["b2"]], "gs", pile=["w+6", "y5"])
        starting = of(t.start_events, StartingCard)
        assert [(s.card.kind, s.returned) for s in starting] == [("gs", True), ("w+6", True), ("y5", False)]
        assert t.game.discard[-1].kind == "y5" and t.game.current == 0


class TestStacking:
    def hands(self):
        return [["r+2", "r1"], ["g+2", "g1"], ["b+4", "b1"], ["w+6", "y1"], ["w+10", "y2"]]

    def test_any_draw_card_goes_on_an_equal_or_higher_one_whatever_its_colour(self, table) -> None:
        t = table(NO_MERCY, self.hands(), "r5")
        t.play(0, "r+2")
        events = t.play(1, "g+2")  # same size, other colour
        assert one(events, CardPlayed).mode is PlayMode.STACK
        assert one(events, PenaltyPending) == PenaltyPending(2, 4, 2)
        t.play(2, "b+4")
        t.play(3, "w+6")
        t.act(3, ChooseColour(Colour.YELLOW))
        t.play(4, "w+10")
        events = t.act(4, ChooseColour(Colour.RED))
        assert one(events, PenaltyPending) == PenaltyPending(0, 24, 10)

    def test_a_lower_draw_card_is_refused(self, table) -> None:
        t = table(NO_MERCY, [["b+4", "r1", "r2"], ["r+2", "g+2", "w+6", "g1"], ["y1"]], "b5")
        t.play(0, "b+4")
        assert t.game.phase is Phase.PENALTY and t.game.decider == 1
        assert t.game.legal_actions(1) == [DRAW, Play(t.card(1, "w+6"))]
        refused(t, 1, Play(t.card(1, "r+2")), Refusal.MUST_ANSWER_PENALTY)

    def test_a_victim_with_nothing_to_stack_draws_it_all_and_loses_the_turn(self, table) -> None:
        t = table(NO_MERCY, [["r+2", "r1"], ["g+2", "g1"], ["y1", "y2"]], "r5", pile=["b1", "b2", "b3", "b4"])
        t.play(0, "r+2")
        events = t.play(1, "g+2")
        assert kinds(one(events, CardsDrawn).cards) == ["b1", "b2", "b3", "b4"]
        assert one(events, PlayerSkipped) == PlayerSkipped(2)
        assert events[-1] == TurnStarted(0)

    def test_the_wild_reverse_draw_four_sends_the_draw_the_other_way(self, table) -> None:
        t = table(NO_MERCY, [["wr+4", "r1"], ["g1", "g2"], ["y1", "y2"], ["b1", "b2"]], "r5")
        t.play(0, "wr+4")
        events = t.act(0, ChooseColour(Colour.BLUE))
        assert events[1] == DirectionChanged(-1)
        assert one(events, PenaltyPending) == PenaltyPending(3, 4, 4)
        assert one(events, PlayerSkipped) == PlayerSkipped(3) and len(t.game.hands[3]) == 6
        assert events[-1] == TurnStarted(2)

    def test_a_wild_reverse_draw_four_stacked_turns_the_stack_back(self, table) -> None:
        t = table(NO_MERCY, [["r+4", "r1"], ["wr+4", "g1"], ["y1", "y2"]], "r5")
        t.play(0, "r+4")
        t.play(1, "wr+4")
        events = t.act(1, ChooseColour(Colour.GREEN))
        assert one(events, PenaltyPending) == PenaltyPending(0, 8, 4)  # back to the one who laid the Draw Four

    def test_no_challenge_on_its_wild_draw_cards(self, table) -> None:
        t = table(NO_MERCY, [["w+6", "r1", "r2"], ["g1", "g2"], ["y1"]], "r5")
        t.play(0, "w+6")  # while holding red: no bluff to challenge
        t.act(0, ChooseColour(Colour.BLUE))
        # Drawn outright: nothing to stack, and no challenge to offer, so the victim was never asked.
        assert len(t.game.hands[1]) == 8 and t.game.current == 2
        assert CHALLENGE not in t.game.legal_actions(2)


class TestActionCards:
    def test_skip_everyone(self, table) -> None:
        t = table(NO_MERCY, [["rse", "r1"], ["g1"], ["y1"], ["b1"]], "r5")
        events = t.play(0, "rse")
        assert one(events, EveryoneSkipped) == EveryoneSkipped(0, (1, 2, 3))
        assert events[-1] == TurnStarted(0)

    def test_discard_all_puts_the_rest_of_its_colour_under_it(self, table) -> None:
        t = table(NO_MERCY, [["rda", "r1", "b2", "r8", "rs", "w+6"], ["g1"], ["y1"]], "r5")
        events = t.play(0, "rda")
        discarded = one(events, CardsDiscarded)
        assert (discarded.player, kinds(discarded.cards), discarded.cards_left) == (0, ["r1", "r8", "rs"], 2)
        assert t.kinds(0) == ["b2", "w+6"]
        assert kinds(t.game.discard) == ["r5", "r1", "r8", "rs", "rda"]  # the Discard All stays on top
        assert t.game.colour is Colour.RED and events[-1] == TurnStarted(1)

    def test_discard_all_matches_another_by_symbol(self, table) -> None:
        t = table(NO_MERCY, [["rda", "g1", "g2"], ["bda", "b1"], ["y1"]], "r5")
        t.play(0, "rda")
        assert Play(t.card(1, "bda")) in t.game.legal_actions(1)

    def test_discard_all_down_to_one_card_opens_the_uno_catch(self, table) -> None:
        t = table(NO_MERCY, [["rda", "r1", "b2"], ["g1"], ["y1"]], "r5")
        t.play(0, "rda")
        assert 0 in t.game.catch_deadlines

    def test_discard_all_of_the_last_colour_wins(self, table) -> None:
        t = table(NO_MERCY, [["rda", "r1", "r9"], ["g1", "g9"], ["y1"]], "r5")
        events = t.play(0, "rda")
        ended = one(events, RoundEnded)
        assert ended.winner == 0 and ended.round_scores[0] == 1 + 9 + 1

    def test_the_colour_roulette_is_named_and_drawn_by_the_next_player(self, table) -> None:
        t = table(NO_MERCY, [["wcr", "r1", "r2"], ["g1", "g2"], ["y1", "y2"]], "r5", pile=["r2", "wr+4", "b3", "g7"])
        events = t.play(0, "wcr")
        assert one(events, RoulettePending) == RoulettePending(1)
        assert t.game.phase is Phase.CHOOSE_COLOUR and t.game.decider == 1
        assert t.game.legal_actions(0) == []  # its player names nothing
        refused(t, 0, ChooseColour(Colour.RED), Refusal.NO_COLOUR_TO_CHOOSE)
        events = t.act(1, ChooseColour(Colour.BLUE))
        assert events[0] == ColourChosen(1, Colour.BLUE)
        drawn = one(events, CardsDrawn)
        # A wild drawn is no colour: the draw goes on to the blue card, which is kept too.
        assert (kinds(drawn.cards), drawn.reason) == (["r2", "wr+4", "b3"], DrawReason.ROULETTE)
        assert one(events, PlayerSkipped) == PlayerSkipped(1) and events[-1] == TurnStarted(2)
        assert t.game.colour is Colour.BLUE

    def test_a_roulette_as_the_last_card_is_drawn_then_the_round_ends(self, table) -> None:
        t = table(NO_MERCY, [["wcr"], ["g1", "g2"], ["y1"]], "r5", pile=["r2", "g3"])
        t.play(0, "wcr")
        assert t.game.in_round
        events = t.act(1, ChooseColour(Colour.GREEN))
        ended = one(events, RoundEnded)
        assert ended.winner == 0 and ended.round_scores[0] == 1 + 2 + 2 + 3 + 1

    def test_a_last_wild_draw_ten_lands_before_the_round_is_scored(self, table) -> None:
        t = table(NO_MERCY, [["w+10"], ["g1"], ["y1"]], "r5")
        events = t.play(0, "w+10")
        assert one(events, CardsDrawn).count == 10
        ended = one(events, RoundEnded)
        assert ended.winner == 0 and ended.hand_points[1] == sum(card.points for card in t.game.hands[1])


class TestZeroAndSeven:
    def test_a_seven_must_swap(self, table) -> None:
        t = table(NO_MERCY, [["r7", "r1", "r2"], ["g1"], ["y1", "y2"]], "r5")
        t.play(0, "r7")
        assert t.game.phase is Phase.CHOOSE_SWAP
        assert t.game.legal_actions(0) == [SwapWith(1), SwapWith(2)]
        refused(t, 0, SwapWith(None), Refusal.MUST_SWAP)
        events = t.act(0, SwapWith(1))
        assert one(events, HandsSwapped) == HandsSwapped(0, 1) and t.kinds(0) == ["g1"]

    def test_a_zero_passes_every_hand_on(self, table) -> None:
        t = table(NO_MERCY, [["r0", "r1"], ["g1", "g2"], ["y1", "y2", "y3"]], "r5")
        events = t.play(0, "r0")
        assert one(events, HandsPassed) == HandsPassed(1, (2, 0, 1))
        assert (t.kinds(0), t.kinds(1), t.kinds(2)) == (["y1", "y2", "y3"], ["r1"], ["g1", "g2"])


class TestMercyRule:
    def big(self, size: int) -> list[str]:
        return [f"{colour}{number}" for colour in "gyb" for number in range(1, 10)][:size]

    def test_reaching_25_cards_puts_a_player_out_and_the_round_goes_on(self, table) -> None:
        hands = [["r+2", "r1"], self.big(23), ["r3", "r4"], ["r6", "r8"]]
        t = table(NO_MERCY, hands, "r5", pile=["b9", "g9"])
        events = t.play(0, "r+2")
        assert one(events, OutOfRound) == OutOfRound(1, 25, set_aside=True)
        assert t.kinds(1) == [] and len(t.game.set_aside) == 25  # the hand is set aside (see test_no_mercy_sheet)
        assert events[-1] == TurnStarted(2) and t.game.legal_actions(1) == []
        t.play(2, "r3")
        t.play(3, "r6")
        assert t.game.current == 0  # over the player knocked out

    def test_the_last_player_standing_wins_the_round(self, table) -> None:
        t = table(NO_MERCY, [["w+6", "r1"], self.big(20)], "r5")
        t.play(0, "w+6")
        events = t.act(0, ChooseColour(Colour.RED))
        assert one(events, OutOfRound).player == 1
        ended = one(events, RoundEnded)
        assert ended.winner == 0 and ended.round_scores[0] == 250  # the knockout bonus, whatever the cards
        # The round is the winner's at once: no turn begins for them first ("Your turn." before "You win").
        assert not any(isinstance(event, TurnStarted) for event in events[events.index(one(events, OutOfRound)) :])

    def test_a_zero_passes_over_a_player_knocked_out(self, table) -> None:
        hands = [["r+2", "r0", "r1"], self.big(23), ["r3", "r4"], ["r6", "g8"]]
        t = table(NO_MERCY, hands, "r5", pile=["b9", "g9"])
        t.play(0, "r+2")
        t.play(2, "r3")
        t.play(3, "r6")
        events = t.play(0, "r0")
        assert one(events, HandsPassed).givers == (3, None, 0, 2)  # nothing comes to seat 1, nothing leaves it
        assert t.kinds(1) == []  # the hand knocked out stays set aside
        assert (t.kinds(0), t.kinds(2), t.kinds(3)) == (["g8"], ["r1"], ["r4"])

    def test_a_seven_cannot_swap_with_a_player_knocked_out(self, table) -> None:
        hands = [["r+2", "r7", "r1", "g1"], self.big(23), ["r3", "r4"]]
        t = table(NO_MERCY, hands, "r5", pile=["b9", "g9"])
        t.play(0, "r+2")
        t.play(2, "r3")
        t.play(0, "r7")
        assert t.game.legal_actions(0) == [SwapWith(2)]
        refused(t, 0, SwapWith(1), Refusal.BAD_SWAP_TARGET)

    def test_off_nobody_is_out(self, table) -> None:
        t = table(NO_MERCY.with_options(max_hand=0), [["r+2", "r1"], self.big(23), ["r3"]], "r5")
        events = t.play(0, "r+2")
        assert not of(events, OutOfRound) and len(t.game.hands[1]) == 25


class TestDrawing:
    def test_a_player_with_nothing_to_play_draws_until_a_card_can_be_played(self, table) -> None:
        t = table(NO_MERCY, [["g1", "g2"], ["y1"]], "r5", pile=["b1", "y7", "r9", "g3"])
        events = t.act(0, DRAW)
        assert kinds(one(events, CardsDrawn).cards) == ["b1", "y7", "r9"]
        assert t.game.phase is Phase.DRAWN and t.game.drawn_card.kind == "r9"  # type: ignore[union-attr]


def test_the_same_seed_plays_the_same_no_mercy_round() -> None:
    def log(seed: int) -> str:
        game = Game(4, NO_MERCY, seed=seed)
        game.start_round()
        play_out(game)
        return repr(game.log)

    assert log(5) == log(5) != log(6)


@pytest.mark.parametrize("name", ["buzzer", "sequences", "slap_on_nine", "advanced_responses", "same_rank_play"])
def test_the_other_options_play_with_the_deck(name: str) -> None:
    rules = NO_MERCY.with_options(**{name: True})
    assert refused_options(rules) == ()
    game = Game(3, rules, seed=2)
    rng = random.Random(2)
    game.start_round()
    play_round(game, [make_strategy("random", seat, random.Random(rng.getrandbits(32))) for seat in range(3)])
    assert not game.in_round


class TestRouletteVictimKnockedOut:
    def big(self, size: int) -> list[str]:
        return [f"{colour}{number}" for colour in "gyb" for number in range(1, 10)][:size]

    def test_caught_without_uno_at_the_limit_while_naming_the_colour(self, table) -> None:
        """The victim goes out of the round before drawing: the roulette goes with them, the turn moves on."""
        t = table(NO_MERCY, [["wcr", "r1", "r2"], self.big(23), ["y1", "y2"]], "r5")
        t.play(0, "wcr")
        t.game.uno_called[1] = False
        t.game.catch_deadlines[1] = 10.0  # (as if they had just come down to one card and not said UNO)
        events = t.act(2, CatchUno(1))
        assert one(events, OutOfRound) == OutOfRound(1, 25, set_aside=True)
        assert not of(events, CardsDrawn)[1:]  # the penalty only: no roulette draw
        assert t.game.phase is Phase.PLAY and t.game.current == 2
        assert t.game.choice_card is None


def test_the_cards_a_roulette_turns_up_are_seen_by_everyone(table) -> None:
    t = table(NO_MERCY, [["wcr", "r1", "r2"], ["g1", "g2"], ["y1", "y2"]], "r5", pile=["r2", "b3"])
    t.play(0, "wcr")
    drawn = one(t.act(1, ChooseColour(Colour.BLUE)), CardsDrawn)
    assert kinds(redact(drawn, 2).cards) == ["r2", "b3"]
    ordinary = CardsDrawn(1, drawn.cards, 2, DrawReason.PENALTY)
    assert redact(ordinary, 2).cards == ()  # other draws stay hidden
