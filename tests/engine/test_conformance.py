"""`apply` accepts exactly what `legal_actions` lists, for every player at every step of random games under random
rule mixes (OpenSpiel's random simulation test): a bot or a key that picks from the list is never refused, and an
action left off the list is refused, changing nothing, whatever player tries it. The one exception is the rules'
own: at a table that punishes a wrong card (the wrong-play penalty, a failed interception's points) the card is
not refused but punished, and stays in the hand."""

from __future__ import annotations

import itertools

from engine_helpers import random_round_calls
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import rule_sets

from audiouno.engine import PRESETS, Edition, Game, IllegalAction, RuleSet
from audiouno.engine.actions import (
    BUZZ,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    PASS,
    PLAYS,
    SLAP,
    Action,
    CatchUno,
    ChooseColour,
    Play,
    PlaySame,
    SwapWith,
)
from audiouno.engine.cards import Card, Colour
from audiouno.engine.events import InterceptionFailed, WrongPlay
from audiouno.engine.rules import for_edition, without_refused

STEPS_PROBED = 30  # steps of each round whose every candidate action is tried on a copy of the game


def candidates(game: Game, player: int) -> list[Action]:
    """Every action `player` could name now: each card of their hand, and every other kind with every argument."""
    actions: list[Action] = [PLAYS[card] for card in game.hands[player]]
    actions += [DRAW, PASS, CALL_UNO, CHALLENGE, BUZZ, SLAP]
    actions += [ChooseColour(colour) for colour in Colour]
    actions += [SwapWith(seat) for seat in range(game.players)]
    actions += [CatchUno(seat) for seat in range(game.players)]
    actions += same_rank_candidates(game.hands[player])
    return actions


def same_rank_candidates(hand: list[Card]) -> list[Action]:
    """Several cards together: every pair and triple of the hand's number cards, each card on top (wrong numbers,
    unplayable openers and wrong tops among them), and the whole of each number's cards."""
    numbers = [card for card in hand if card.number is not None]
    sets = [frozenset(chosen) for size in (2, 3) for chosen in itertools.combinations(numbers[:8], size)]
    sets += [frozenset(card for card in numbers if card.number == number) for number in {c.number for c in numbers}]
    return [PlaySame(cards, top) for cards in sets for top in sorted(cards, key=lambda card: card.id)]


def accepted_on_a_copy(game: Game, player: int, action: Action, now: float) -> bool:
    """Whether `apply` takes the action, tried on a copy so that the game itself goes on untouched."""
    try:
        game.copy().apply(player, action, now)
    except IllegalAction:
        return False
    return True


def probe(game: Game, now: float) -> None:
    """Listed actions are tried on copies; the others on the game itself, since a refusal changes nothing (an
    action wrongly taken fails the test there and then, so the spoilt game goes no further)."""
    for player in range(game.players):
        legal = game.legal_actions(player)
        for action in candidates(game, player):
            where = f"seat {player} in {game.phase} at {now:.3f}: {action}"
            if action in legal:
                assert accepted_on_a_copy(game, player, action, now), f"{where} is listed but refused"
            elif isinstance(action, Play) and punishes_wrong_cards(game.rules):
                assert punished_or_refused(game, player, action, now), f"{where} is taken as a move, not listed"
            else:
                try:
                    game.apply(player, action, now)
                except IllegalAction:
                    continue
                raise AssertionError(f"{where} is accepted but not listed")


def punishes_wrong_cards(rules: RuleSet) -> bool:
    return bool(rules.wrong_play_penalty) or (rules.interception != "off" and bool(rules.interception_penalty_points))


def punished_or_refused(game: Game, player: int, action: Play, now: float) -> bool:
    """Tried on a copy: refused, or punished with the card kept in the hand (or in it when the penalty knocked the
    player out with the No Mercy deck, and the hand was set aside)."""
    trial = game.copy()
    try:
        events = trial.apply(player, action, now)
    except IllegalAction:
        return True
    kept = action.card in trial.hands[player] or action.card in trial.set_aside
    return any(isinstance(event, (WrongPlay, InterceptionFailed)) for event in events) and kept


def play_probed(game: Game, seed: int, steps: int = STEPS_PROBED) -> int:
    """A bots-only round, with every candidate probed before each of its first calls; returns how many of the
    probed steps had the dark side up."""
    game.start_round()
    dark = 0
    for step, (now, _, _, _) in enumerate(random_round_calls(game, seed)):
        if step < steps:
            probe(game, now)
            dark += game.dark
    return dark


def test_official_rounds_conform() -> None:
    for seed in range(20):
        play_probed(Game(2 + seed % 4, RuleSet(), seed=seed), seed)


def test_flip_rounds_conform_on_both_sides() -> None:
    """The Flip deck under each preset, every step probed, on both sides of the deck (and after each flip)."""
    dark_steps = 0
    for seed in range(9):
        rules = without_refused(list(PRESETS.values())[seed % 3].with_options(edition=Edition.FLIP))
        dark_steps += play_probed(Game(2 + seed % 3, rules, seed=seed), seed, steps=120)
    assert dark_steps > 50, "the probes hardly saw the dark side"


def test_no_mercy_rounds_conform() -> None:
    """The No Mercy deck under each preset with the deck's defaults, every step probed: stacks, roulettes, the
    7 that must swap, the mercy limit. Six rounds: each preset twice, two to five players (test_properties.py
    plays 1,000 more rounds, unprobed)."""
    for seed in range(6):
        rules = for_edition(list(PRESETS.values())[seed % 3], Edition.NO_MERCY)
        play_probed(Game(2 + seed % 4, rules, seed=seed), seed, steps=150)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets(), players=st.integers(2, 6), seed=st.integers(0, 2**32 - 1))
def test_every_rule_mix_conforms(rules: RuleSet, players: int, seed: int) -> None:
    play_probed(Game(players, rules, seed=seed), seed)
