"""The UNO Flip deck: its two sides, each new card, the Flip card turning the table over, each side's scoring,
and how the deck combines with the rule options (stacking, challenges, the options it refuses)."""

from __future__ import annotations

from collections import Counter

import pytest
from engine_helpers import of, one, refused

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
    flipping,
    new_deck,
)
from audiouno.engine.cards import DARK_COLOURS, side_deck, take_card
from audiouno.engine.events import (
    CardsDrawn,
    ChallengeResolved,
    ColourPenaltyPending,
    DrawReason,
    EveryoneSkipped,
    PenaltyPending,
    PlayerSkipped,
    RoundEnded,
    StartingCard,
    TableFlipped,
    TurnStarted,
)
from audiouno.engine.notation import card_index, decode_action, encode_action
from audiouno.engine.rules import refused_options, without_refused

FLIP = OFFICIAL.with_options(edition=Edition.FLIP)
LIGHT = Edition.FLIP.colours


def face(game: Game, player: int, kind: str):
    return next(card for card in game.hands[player] if card.kind == kind)


def play(game: Game, player: int, kind: str):
    return game.apply(player, Play(face(game, player, kind)))


def light_face_behind(kind: str) -> str:
    """The light face printed on the back of the first dark card of this kind."""
    return next(card.kind for card in new_deck(Edition.FLIP) if card.other.kind == kind)  # type: ignore[union-attr]


class TestDeck:
    def test_every_card_is_accounted_for_on_both_sides(self) -> None:
        light = new_deck(Edition.FLIP)
        dark = side_deck(Edition.FLIP, dark=True)
        assert len(light) == len(dark) == 112
        assert len({card.id for card in light + dark}) == 224
        assert all(card.other is not None and card.other.other is card for card in light)
        assert [card.other for card in light] == dark
        for side, colours, actions, wilds in (
            (light, LIGHT, (Rank.DRAW_ONE, Rank.REVERSE, Rank.SKIP, Rank.FLIP), (Rank.WILD, Rank.WILD_DRAW_TWO)),
            (dark, DARK_COLOURS, (Rank.DRAW_FIVE, Rank.REVERSE, Rank.SKIP_EVERYONE, Rank.FLIP),
             (Rank.WILD, Rank.WILD_DRAW_COLOUR)),
        ):  # fmt: skip
            faces = Counter((card.colour, card.rank) for card in side)
            for colour in colours:
                assert faces[colour, Rank.ZERO] == 0  # no zeros on either side
                for number in range(1, 10):
                    assert faces[colour, Rank(str(number))] == 2
                for rank in actions:
                    assert faces[colour, rank] == 2
            for rank in wilds:
                assert faces[None, rank] == 4
            assert all(card.dark is (side is dark) for card in side)

    def test_each_side_scores_its_own_way(self) -> None:
        points = {
            (card.dark, card.rank): card.points for card in side_deck(Edition.FLIP) + side_deck(Edition.FLIP, dark=True)
        }
        assert points[False, Rank.DRAW_ONE] == 10
        assert points[False, Rank.SKIP] == points[False, Rank.REVERSE] == points[False, Rank.FLIP] == 20
        assert points[False, Rank.WILD] == 40 and points[False, Rank.WILD_DRAW_TWO] == 50
        assert points[True, Rank.DRAW_FIVE] == points[True, Rank.REVERSE] == points[True, Rank.FLIP] == 20
        assert points[True, Rank.SKIP_EVERYONE] == 30
        assert points[True, Rank.WILD] == 40 and points[True, Rank.WILD_DRAW_COLOUR] == 60
        assert points[True, Rank.SEVEN] == points[False, Rank.SEVEN] == 7

    def test_the_printing_is_the_same_in_every_game(self) -> None:
        """Which face is behind which is fixed, as printed: two games, two processes' worth of decks, agree."""
        first = {card.id: card.other.id for card in new_deck(Edition.FLIP)}  # type: ignore[union-attr]
        game = Game(2, FLIP, seed=1)
        assert {card.id: card.other.id for card in game.deck} == first  # type: ignore[union-attr]

    def test_a_dark_face_reads_back_as_itself(self) -> None:
        game = Game(3, FLIP, seed=1)
        cards = card_index(game)
        dark = take_card(side_deck(Edition.FLIP, dark=True), "dw+c")
        assert decode_action(encode_action(Play(dark)), cards) == Play(dark)


class TestRefusedOptions:
    def test_the_deck_refuses_the_0_rule_and_buzzer_cards(self) -> None:
        rules = HOUSE.with_options(edition=Edition.FLIP, buzzer=True)
        assert refused_options(rules) == ("zero_passes_hands", "buzzer")
        with pytest.raises(ValueError, match="zero_passes_hands, buzzer"):
            Game(3, rules)
        kept = without_refused(rules)
        assert not kept.zero_passes_hands and not kept.buzzer and kept.stacking == "house"
        Game(3, kept)  # the rest of the house rules play on

    def test_other_decks_refuse_nothing(self) -> None:
        assert refused_options(HOUSE.with_options(buzzer=True)) == ()


class TestLightSide:
    def test_draw_one_makes_the_next_player_draw_one_and_lose_the_turn(self) -> None:
        game = Game(3, FLIP, seed=1)
        game.set_up([["r+1", "g2"], ["b3", "b4"], ["y5"]], ["r7"], ["g9", "g8"])
        events = play(game, 0, "r+1")
        assert one(events, PenaltyPending).total == 1
        drawn = one(events, CardsDrawn)
        assert drawn.player == 1 and [card.kind for card in drawn.cards] == ["g9"]
        assert one(events, PlayerSkipped).player == 1
        assert game.current == 2

    def test_wild_draw_two_is_a_challengeable_wild(self) -> None:
        game = Game(3, FLIP, seed=1)
        game.set_up([["w+2", "r2", "g3"], ["b3", "b4"], ["y5"]], ["b7"], ["g9", "g8", "y1", "y2"])
        play(game, 0, "w+2")
        game.apply(0, ChooseColour(Colour.GREEN))
        assert game.phase is Phase.PENALTY and game.pending_draw == 2 and CHALLENGE in game.legal_actions(1)
        events = game.apply(1, CHALLENGE)
        verdict = one(events, ChallengeResolved)
        assert not verdict.guilty  # seat 0 held no blue: rightly played
        assert one(events, CardsDrawn).count == 4 and game.current == 2  # 2 + 2, and the turn lost

    def test_a_wild_draw_two_played_holding_the_colour_is_found_out(self) -> None:
        game = Game(3, FLIP, seed=1)
        game.set_up([["w+2", "b2", "g3"], ["b3", "b4"], ["y5"]], ["b7"], ["g9", "g8", "y1", "y2"])
        play(game, 0, "w+2")
        game.apply(0, ChooseColour(Colour.GREEN))
        events = game.apply(1, CHALLENGE)
        assert one(events, ChallengeResolved).guilty
        assert one(events, CardsDrawn).player == 0 and one(events, CardsDrawn).count == 2
        assert game.current == 1 and game.phase is Phase.PLAY  # the victim plays


class TestFlipCard:
    def set_up(self, players: int = 3) -> Game:
        game = Game(players, FLIP, seed=4)
        hands = [["rf", "g2", "y4"], ["b3", "b4"], ["y5", "g6"]][:players]
        game.set_up(hands, ["b6", "r8", "r7"], ["g9", "g8", "y1"])
        return game

    def test_everything_turns_over(self) -> None:
        game = self.set_up()
        hands = [list(hand) for hand in game.hands]
        discard, pile = list(game.discard), list(game.draw_pile)
        events = play(game, 0, "rf")
        flipped = one(events, TableFlipped)
        assert flipped.dark and game.dark
        assert game.hands[0] == [card.other for card in hands[0][1:]]  # the hand in the same order, turned
        assert game.hands[1:] == [[card.other for card in hand] for hand in hands[1:]]
        # Each pile lies the other way up: its bottom card is on top, showing its other face.
        assert game.discard == [card.other for card in reversed([*discard, hands[0][0]])]
        assert game.draw_pile == [card.other for card in reversed(pile)]
        assert flipped.top is game.discard[-1] and flipped.top.other is discard[0]
        assert game.colours == DARK_COLOURS and game.colour is flipped.top.colour
        if not flipped.top.is_wild:
            assert one(events, TurnStarted).player == 1 and game.phase is Phase.PLAY

    def test_turning_the_table_twice_gives_it_back_as_it_was(self) -> None:
        game = self.set_up()
        before = ([list(hand) for hand in game.hands], list(game.discard), list(game.draw_pile), game.colour)
        flipping.flip_table(game)
        assert game.dark
        flipping.flip_table(game)
        assert not game.dark and game.colours == LIGHT
        assert ([list(hand) for hand in game.hands], list(game.discard), list(game.draw_pile), game.colour) == before

    def test_a_wild_turned_up_by_a_flip_is_named_by_the_next_player_who_then_plays(self) -> None:
        # A dark wild's light face goes to the bottom of the pile: turned over, it is on top.
        under = light_face_behind("dw")
        game = Game(3, FLIP, seed=4)
        game.set_up([["rf", "g2"], ["b3", "b4"], ["y5"]], [under, "r7"], ["g9"])
        events = play(game, 0, "rf")
        assert one(events, TableFlipped).top.rank is Rank.WILD
        assert game.phase is Phase.CHOOSE_COLOUR and game.decider == 1
        game.apply(1, ChooseColour(Colour.TEAL))
        assert game.phase is Phase.PLAY and game.decider == 1 and game.colour is Colour.TEAL
        refused(game, 1, ChooseColour(Colour.RED), Refusal.NO_COLOUR_TO_CHOOSE)

    def test_nobody_jumps_in_on_the_card_a_flip_turned_up(self) -> None:
        rules = FLIP.with_options(interception="super")
        game = Game(3, rules, seed=4)
        game.set_up([["rf", "g2"], ["b3", "b4"], ["y5"]], ["r7"], ["g9"])
        play(game, 0, "rf")
        assert game.interception_deadline is None

    def test_a_flip_as_the_last_card_ends_the_round_scored_on_the_new_side(self) -> None:
        game = Game(3, FLIP, seed=4)
        game.set_up([["rf"], ["b3", "w+2"], ["y5"]], ["r7"], ["g9"])
        events = play(game, 0, "rf")
        assert game.dark
        ended = one(events, RoundEnded)
        dark_points = [sum(card.points for card in hand) for hand in game.hands]
        assert ended.hand_points == tuple(dark_points)
        assert ended.round_scores[0] == sum(dark_points)
        assert all(card.dark for card in game.hands[1])


class TestDarkSide:
    def dark_game(self, hands, discard, pile=(), rules=FLIP, players=3) -> Game:
        game = Game(players, rules, seed=7)
        game.set_up(hands, discard, pile, dark=True)
        return game

    def test_draw_five(self) -> None:
        game = self.dark_game([["o+5", "t2"], ["k3", "k4"], ["p5"]], ["o7"], ["t1", "t2", "t3", "t4", "t5", "t6"])
        events = play(game, 0, "o+5")
        assert one(events, PenaltyPending).total == 5
        assert one(events, CardsDrawn).count == 5 and one(events, PlayerSkipped).player == 1
        assert game.current == 2

    def test_skip_everyone_gives_its_player_another_turn(self) -> None:
        game = self.dark_game([["ose", "t2", "o1"], ["k3", "k4"], ["p5"]], ["o7"], ["t1"])
        events = play(game, 0, "ose")
        assert one(events, EveryoneSkipped) == EveryoneSkipped(0, (1, 2))  # the others, in the order of play
        assert one(events, TurnStarted).player == 0 and game.decider == 0 and game.phase is Phase.PLAY

    def test_wild_draw_colour_draws_until_the_colour_a_wild_is_no_colour(self) -> None:
        game = self.dark_game([["dw+c", "t2"], ["k3", "k4"], ["p5"]], ["o7"], ["k1", "dw", "p2", "t9", "o1"])
        play(game, 0, "dw+c")
        events = game.apply(0, ChooseColour(Colour.TEAL))
        assert one(events, ColourPenaltyPending).colour is Colour.TEAL
        assert game.phase is Phase.PENALTY and game.decider == 1  # the victim may challenge first
        events = game.apply(1, DRAW)
        drawn = one(events, CardsDrawn)
        assert drawn.reason is DrawReason.UNTIL_COLOUR
        assert [card.kind for card in drawn.cards] == ["k1", "dw", "p2", "t9"]  # the teal card is kept too
        assert game.current == 2

    def test_wild_draw_colour_cannot_be_stacked(self) -> None:
        rules = FLIP.with_options(stacking="manual", challenge="off")
        game = self.dark_game([["dw+c", "t2"], ["dw+c", "k4"], ["p5"]], ["o7"], ["t1"], rules)
        play(game, 0, "dw+c")
        events = game.apply(0, ChooseColour(Colour.TEAL))
        # Nothing can answer it, no challenge: the draw lands at once.
        assert one(events, CardsDrawn).reason is DrawReason.UNTIL_COLOUR and game.current == 2

    def test_challenged_wild_draw_colour_innocent_the_challenger_draws_until_the_colour_and_two(self) -> None:
        game = self.dark_game([["dw+c", "t2"], ["k3", "k4"], ["p5"]], ["o7"], ["k1", "t2", "p3", "p4", "p6"])
        play(game, 0, "dw+c")
        game.apply(0, ChooseColour(Colour.TEAL))
        events = game.apply(1, CHALLENGE)
        assert not one(events, ChallengeResolved).guilty
        draws = of(events, CardsDrawn)
        assert [card.kind for card in draws[0].cards] == ["k1", "t2"] and draws[1].count == 2
        assert game.current == 2

    def test_challenged_wild_draw_colour_guilty_its_player_draws_until_the_colour(self) -> None:
        game = self.dark_game([["dw+c", "o2"], ["k3", "k4"], ["p5"]], ["o7"], ["k1", "t2", "p3"])
        play(game, 0, "dw+c")
        game.apply(0, ChooseColour(Colour.TEAL))
        events = game.apply(1, CHALLENGE)
        assert one(events, ChallengeResolved).guilty  # held orange, the colour in play
        drawn = one(events, CardsDrawn)
        assert drawn.player == 0 and [card.kind for card in drawn.cards] == ["k1", "t2"]
        assert game.current == 1 and game.phase is Phase.PLAY

    def test_going_out_on_a_wild_draw_colour_names_the_colour_and_the_draw_lands(self) -> None:
        game = self.dark_game([["dw+c"], ["k3", "k4"], ["p5"]], ["o7"], ["k1", "o2", "p3"])
        play(game, 0, "dw+c")
        assert game.phase is Phase.CHOOSE_COLOUR
        events = game.apply(0, ChooseColour(Colour.ORANGE))
        assert [card.kind for card in one(events, CardsDrawn).cards] == ["k1", "o2"]
        ended = one(events, RoundEnded)
        assert ended.winner == 0 and ended.hand_points[1] == 3 + 4 + 1 + 2

    def test_the_dark_side_has_its_own_colours(self) -> None:
        game = self.dark_game([["dw", "t2"], ["k3", "k4"], ["p5"]], ["o7"])
        play(game, 0, "dw")
        colours = [action.colour for action in game.legal_actions(0) if type(action) is ChooseColour]
        assert colours == list(DARK_COLOURS)
        refused(game, 0, ChooseColour(Colour.RED), Refusal.NOT_A_COLOUR)


class TestStackingAcrossTheSides:
    def test_draw_one_on_draw_one_and_wild_draw_two_on_draw_one_with_mixing(self) -> None:
        game = Game(3, FLIP.with_options(stacking="house"), seed=2)
        game.set_up([["r+1", "g2"], ["g+1", "w+2", "b4"], ["y5", "y6"]], ["r7"], ["g9", "g8", "g7", "g6"])
        play(game, 0, "r+1")
        plays = {action.card.kind for action in game.legal_actions(1) if type(action) is Play}
        assert plays == {"g+1", "w+2"}  # any Draw One, and with mixing the Wild Draw Two; not the blue 4
        play(game, 1, "w+2")
        game.apply(1, ChooseColour(Colour.YELLOW))
        assert game.pending_draw == 3 and game.decider == 2

    def test_a_flip_does_not_answer_a_stack_and_the_total_waits(self) -> None:
        """A flip mid-stack: the player facing the stack holds a Flip; it is no answer (refused, nothing
        changes), the stack is answered with a Draw One or drawn, and only then may the Flip turn the table."""
        game = Game(3, FLIP.with_options(stacking="manual", draw_penalty_skips_turn=False), seed=2)
        game.set_up([["r+1", "g2"], ["r+1", "b4"], ["rf", "y+1", "y6"]], ["r7"], ["g9", "g8", "g7", "g6", "b1", "b2"])
        play(game, 0, "r+1")
        play(game, 1, "r+1")
        assert game.pending_draw == 2 and game.decider == 2
        refused(game, 2, Play(face(game, 2, "rf")), Refusal.MUST_ANSWER_PENALTY)
        game.apply(2, DRAW)
        assert len(game.hands[2]) == 5 and game.phase is Phase.PLAY and not game.dark
        events = play(game, 2, "rf")
        assert one(events, TableFlipped).dark and game.pending_draw == 0

    def test_draw_five_stacks_on_draw_five(self) -> None:
        game = Game(3, FLIP.with_options(stacking="manual"), seed=2)
        pile = [f"t{n}" for n in range(1, 10)] + ["p1"]
        game.set_up([["o+5", "t2"], ["k+5", "k4"], ["p5", "p6"]], ["o7"], pile, dark=True)
        play(game, 0, "o+5")
        assert Play(face(game, 1, "k+5")) in game.legal_actions(1)
        events = play(game, 1, "k+5")
        assert one(events, PenaltyPending).total == 10  # seat 2 has no answer: the ten land at once
        assert one(events, CardsDrawn).count == 10 and game.current == 0


class TestFlipWithAPendingChallenge:
    def test_a_flip_cannot_cut_in_on_a_wild_draw_two_its_challenge_judges_the_light_hand(self) -> None:
        game = Game(3, FLIP, seed=3)
        game.set_up([["w+2", "bf", "g3"], ["bf", "b4"], ["y5"]], ["b7"], ["g9", "g8", "y1", "y2"])
        play(game, 0, "w+2")
        game.apply(0, ChooseColour(Colour.GREEN))
        assert game.phase is Phase.PENALTY
        refused(game, 1, Play(face(game, 1, "bf")), Refusal.MUST_ANSWER_PENALTY)
        events = game.apply(1, CHALLENGE)
        verdict = one(events, ChallengeResolved)
        assert verdict.guilty and {card.kind for card in verdict.revealed} == {"bf", "g3"}  # held blue: a bluff
        assert not game.dark


class TestStartingCard:
    def start(self, starting: str, rules=FLIP, pile=("g9", "g8", "g7")) -> tuple[Game, list]:
        game = Game(3, rules, seed=5)
        events = game.start_arranged_round([["r1", "r2"], ["b3", "b4"], ["y5", "y6"]], starting, list(pile), dealer=0)
        return game, events

    def test_a_flip_turned_up_turns_the_table_before_anyone_plays(self) -> None:
        game, events = self.start("rf")
        flipped = one(events, TableFlipped)
        assert game.dark and flipped.top is game.discard[-1]
        assert len(game.discard) == 1 and flipped.top.other.kind == "rf"  # type: ignore[union-attr]
        assert game.decider == 1

    def test_wild_draw_two_goes_back_under_the_pile(self) -> None:
        _, events = self.start("w+2")
        starts = of(events, StartingCard)
        assert starts[0].returned and starts[0].card.kind == "w+2" and starts[1].card.kind == "g9"

    def test_draw_one_turned_up_is_drawn_by_the_first_player_who_loses_the_turn(self) -> None:
        game, events = self.start("y+1")
        drawn = one(events, CardsDrawn)
        assert drawn.player == 1 and drawn.count == 1 and drawn.reason is DrawReason.START
        assert game.current == 2


class TestScoring:
    def test_a_round_won_on_the_dark_side_is_scored_with_dark_values(self) -> None:
        game = Game(3, FLIP, seed=6)
        game.set_up([["o7"], ["dw+c", "kse"], ["p5", "t+5"]], ["o3"], dark=True)
        events = play(game, 0, "o7")
        ended = one(events, RoundEnded)
        assert ended.hand_points == (0, 60 + 30, 5 + 20)
        assert ended.round_scores[0] == 115


def test_manual_preset_plays_the_flip_deck() -> None:
    game = Game(4, MANUAL.with_options(edition=Edition.FLIP), seed=9)
    game.start_round()
    held = sum(len(hand) for hand in game.hands)
    assert held >= 28 and held + len(game.draw_pile) + len(game.discard) == 112


class TestWithTheDrawingAndResponseOptions:
    """The other accessible games' options (issue 22) on both sides of the Flip deck."""

    def dark_game(self, hands, discard, pile=(), rules=FLIP, players=3) -> Game:
        game = Game(players, rules, seed=7)
        game.set_up(hands, discard, pile, dark=True)
        return game

    def test_none_is_refused(self) -> None:
        every = FLIP.with_options(
            draw_until_playable=True, must_play=True, free_draws=2, force_play=True, same_rank_play=True,
            advanced_responses=True, wait_for_draw_responses=True, hand_size=5, max_hand=25,
        )  # fmt: skip
        assert refused_options(every) == ()

    def test_draw_until_playable_looks_for_a_card_of_the_dark_side(self) -> None:
        rules = FLIP.with_options(draw_until_playable=True)
        game = self.dark_game([["k3", "k4"], ["p5"], ["p6"]], ["o7"], ["p3", "t2", "o1"], rules)
        events = game.apply(0, DRAW)
        drawn = one(events, CardsDrawn)
        assert drawn.reason is DrawReason.UNTIL_PLAYABLE and [card.kind for card in drawn.cards] == ["p3", "t2", "o1"]

    def test_force_play_lays_a_drawn_draw_five(self) -> None:
        rules = FLIP.with_options(force_play=True)
        game = self.dark_game([["k3", "k4"], ["p5"], ["p6"]], ["o7"], ["o+5", "t1", "t2", "t3", "t4", "t5"], rules)
        events = game.apply(0, DRAW)
        assert one(events, PenaltyPending).total == 5 and game.hands[0] == [face(game, 0, "k3"), face(game, 0, "k4")]

    def test_an_advanced_response_passes_a_draw_one_on_and_a_reverse_sends_a_draw_five_back(self) -> None:
        rules = FLIP.with_options(stacking="manual", advanced_responses=True)
        game = Game(3, rules, seed=7)
        game.set_up([["r+1", "b1"], ["rs", "g2"], ["y3", "y4"]], ["r5"], ["g1", "g3"])
        play(game, 0, "r+1")
        events = play(game, 1, "rs")
        assert one(events, PenaltyPending) == PenaltyPending(2, 1, 0)
        assert one(events, CardsDrawn).player == 2  # nothing to answer it with
        dark = self.dark_game([["o+5", "t2"], ["or", "k4"], ["p5"]], ["o7"], ["t1", "t3", "t4", "t5", "t6"], rules)
        play(dark, 0, "o+5")
        events = play(dark, 1, "or")
        assert one(events, PenaltyPending) == PenaltyPending(0, 5, 0)

    def test_nothing_passes_a_wild_draw_colour_on(self) -> None:
        rules = FLIP.with_options(stacking="manual", advanced_responses=True, challenge="off")
        game = self.dark_game([["dw+c", "t2"], ["dw", "tr"], ["p5"]], ["o7"], ["k1", "t1"], rules)
        play(game, 0, "dw+c")
        events = game.apply(0, ChooseColour(Colour.TEAL))
        assert one(events, CardsDrawn).reason is DrawReason.UNTIL_COLOUR and game.current == 2

    def test_the_hand_limit_counts_a_draw_until_a_colour(self) -> None:
        rules = FLIP.with_options(max_hand=10, challenge="off")
        pile = ["k1", "k2", "k5", "k6", "k7", "k8", "k9", "p1", "p2", "t1"]  # the teal card tenth
        game = self.dark_game([["dw+c", "t2"], ["k3", "k4"], ["p5"]], ["o7"], pile, rules)
        play(game, 0, "dw+c")
        game.apply(0, ChooseColour(Colour.TEAL))
        assert len(game.hands[1]) == 12 and game.out_of_round[1]
