"""The bots on the UNO No Mercy deck: the roulette's colour, the 7 that must swap, stacking, Discard All and the
mercy limit, and whole rounds for every strength."""

from __future__ import annotations

import random

import pytest
from bot_table import action_of
from every_strength import quick_strategy

from audiouno.bots import STRATEGIES, make_strategy
from audiouno.bots.headless import play_round
from audiouno.engine import DRAW, HOUSE, OFFICIAL, ChooseColour, Colour, Edition, Game, Phase, Play, PlayerView
from audiouno.engine.actions import Action, SwapWith
from audiouno.engine.rules import RuleSet, for_edition

pytestmark = pytest.mark.started_first  # long: see tests/conftest.py

NO_MERCY = for_edition(OFFICIAL, Edition.NO_MERCY)
YELLOWS = [f"y{number}" for number in range(1, 10)]


def decision(game: Game, seat: int, strength: str = "hard") -> Action:
    return action_of(make_strategy(strength, seat, random.Random(1)), game)


def test_the_roulette_victim_names_the_colour_most_unseen_cards_have() -> None:
    game = Game(3, NO_MERCY, seed=3)
    blues_and_greens = ["b1", "b2", "b3", "b4", "b5", "g1", "g2", "g3", "g4"]
    # Yellow is spent on the pile; blue and green are in its own hand: red is the likeliest to come soon.
    game.set_up([["wcr", "r1", "r2"], blues_and_greens, ["y1", "y2"]], [*YELLOWS, "r5"], ["g9", "b9", "r9"])
    game.apply(0, Play(next(card for card in game.hands[0] if card.kind == "wcr")))
    assert game.phase is Phase.CHOOSE_COLOUR and game.decider == 1
    assert decision(game, 1) == ChooseColour(Colour.RED)


def test_its_own_wild_names_the_colour_its_hand_is_rich_in() -> None:
    game = Game(3, NO_MERCY, seed=3)
    game.set_up([["w+6", "b1", "b2", "b3", "g1"], ["r1", "r2"], ["y1", "y2"]], ["r5"], ["g9", "b9", "r9"])
    game.apply(0, Play(game.hands[0][0]))
    assert decision(game, 0) == ChooseColour(Colour.BLUE)


@pytest.mark.parametrize("strength", ["easy", "normal", "hard"])
def test_a_seven_swaps_even_when_its_own_hand_is_the_smallest(strength: str) -> None:
    game = Game(3, NO_MERCY, seed=3)
    game.set_up([["r7", "r1", "b2"], ["g1", "g2", "g3", "g4", "g5"], ["y1", "y2", "y3", "y4"]], ["r5"], ["g9"])
    game.apply(0, Play(game.hands[0][0]))
    assert game.phase is Phase.CHOOSE_SWAP
    assert decision(game, 0, strength) == SwapWith(2)  # the smaller of the hands it must take


def test_it_stacks_rather_than_draw() -> None:
    game = Game(3, NO_MERCY, seed=3)
    game.set_up([["r+4", "r1", "r2"], ["w+10", "g1", "g2"], ["y1", "y2"]], ["r5"], ["g9", "b9", "r9"])
    game.apply(0, Play(game.hands[0][0]))
    assert game.phase is Phase.PENALTY
    action = decision(game, 1)
    assert action != DRAW and isinstance(action, Play) and action.card.kind == "w+10"


def _takes_the_stack(rules: RuleSet, strength: str, seeds: int = 400) -> float:
    """How often `strength`, facing a draw card it could stack on (a Wild Draw Ten on a Draw Four, a Draw Two
    on a Draw Two), takes the draw instead."""
    drawn = 0
    for seed in range(seeds):
        game = Game(3, rules, seed=3)
        attack, answer = ("r+4", "w+10") if rules.edition is Edition.NO_MERCY else ("r+2", "b+2")
        game.set_up([[attack, "r1", "r2"], [answer, "g1", "g2"], ["y1", "y2"]], ["r5"], ["g9", "b9", "r9", "g8"])
        game.apply(0, Play(game.hands[0][0]))
        bot = make_strategy(strength, 1, random.Random(seed))
        decided = bot.decide(PlayerView(game, 1), game.legal_actions(1))
        assert decided is not None
        drawn += decided[0] == DRAW
    return drawn / seeds


def test_the_easy_bot_sometimes_takes_a_stack_it_could_answer_and_the_others_never_do() -> None:
    assert 0.3 <= _takes_the_stack(NO_MERCY, "easy") <= 0.5  # its slip: 0.4
    assert _takes_the_stack(NO_MERCY, "normal", 50) == _takes_the_stack(NO_MERCY, "hard", 50) == 0


def test_on_other_decks_the_easy_bot_stacks_whenever_it_can() -> None:
    assert _takes_the_stack(HOUSE.with_options(stacking="manual"), "easy", 50) == 0


def test_it_sheds_a_colour_with_discard_all() -> None:
    game = Game(3, NO_MERCY, seed=3)
    game.set_up([["r1", "rda", "r3", "r4", "r8", "b5"], ["g1", "g2"], ["y1", "y2", "y3"]], ["r5"], ["g9"])
    action = decision(game, 0)
    assert isinstance(action, Play) and action.card.kind == "rda"


def test_it_pushes_a_big_hand_over_the_mercy_limit() -> None:
    """Rather than a Skip Everyone that would give it another turn: a Draw Two that knocks the next player out."""
    game = Game(3, NO_MERCY, seed=3)
    big = [f"{colour}{number}" for colour in "gyb" for number in range(1, 9)][:23]
    game.set_up([["r+2", "rse", "r6", "r8"], big, ["y1", "y2", "y3"]], ["r5"], ["g9", "b9", "r9"])
    action = decision(game, 0)
    assert isinstance(action, Play) and action.card.kind == "r+2"


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_strategy_plays_whole_no_mercy_rounds(players: int) -> None:
    rng = random.Random(players)
    for _ in range(10):
        names = [rng.choice(sorted(STRATEGIES)) for _ in range(players)]
        game = Game(players, NO_MERCY, seed=rng.getrandbits(32))
        game.start_round()
        play_round(
            game, [quick_strategy(name, seat, random.Random(rng.getrandbits(32))) for seat, name in enumerate(names)]
        )
        assert game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)


@pytest.mark.parametrize("players", [2, 3])
def test_a_zero_is_worth_playing_when_the_hand_it_gets_is_smaller(players: int) -> None:
    """The 0 passes every hand on: the bot gets the hand of the player before it."""
    small, big = ["g1"], ["g1", "g2", "g3", "g4", "g5", "g6", "g7"]
    own = ["r0", "r6", "b1", "b2", "b3", "b4", "b5", "b6"]
    chosen = {}
    for name, before in (("small", small), ("big", big)):
        game = Game(players, NO_MERCY, seed=3)
        hands = [own, *[["y1", "y2", "y3"]] * (players - 2), before]
        game.set_up(hands, ["r5"], ["g9"])
        action = decision(game, 0)
        assert isinstance(action, Play)
        chosen[name] = action.card.kind
    assert chosen["small"] == "r0" and chosen["big"] != "r0"
