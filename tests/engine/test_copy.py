"""`Game.copy`: at every third step of random rounds under random rule mixes, on every deck, a copy is the game as it
stands (the same state, attribute for attribute), shares nothing that can change, and goes its own way:
played on, it leaves the game untouched, and the game then played with the same calls ends as the copy
did. A copy is also far cheaper than `copy.deepcopy`, which the search bot and the conformance probe could not
afford at every step."""

from __future__ import annotations

import copy
import itertools
import random
import timeit
from collections.abc import Iterator

from engine_helpers import random_round_calls
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import rule_sets

from audiouno.engine import PRESETS, Edition, Game, RuleSet
from audiouno.engine.rules import for_edition
from audiouno.engine.state import DrawFourPlay, ReactionWindow, Run

MUTABLE = (list, dict, set, random.Random, Run, ReactionWindow)
PLAYED_ON = 25  # calls each copy is played on by itself
EVERY = 3  # a copy at every third step (comparing whole states costs more than the copies)
# Which cards may follow which (one table per deck), and how each action is carried out (one table per choice of
# rule hooks): built once, shared by every game, never changed.
SHARED_TABLES = {"matches", "handlers"}


def mutables(value: object, seen: set[int] | None = None) -> Iterator[object]:
    """Every object that can change, reachable from `value` through the game's attributes and containers."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, MUTABLE):
        yield value
    if isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            yield from mutables(item, seen)
    elif isinstance(value, dict):
        for item in value.values():
            yield from mutables(item, seen)
    elif isinstance(value, (Game, Run, ReactionWindow)):
        names = getattr(type(value), "__slots__", None) or vars(value)
        for name in names:
            if name not in SHARED_TABLES:
                yield from mutables(getattr(value, name, None), seen)


def state(value: object) -> object:
    """The value as plain data to compare: a set in a stable order (a copied set may iterate in another), the
    random generator by its state, the game and its windows by their attributes."""
    if isinstance(value, (Game, Run, ReactionWindow, DrawFourPlay)):
        names = getattr(type(value), "__slots__", None) or vars(value)
        return {name: state(getattr(value, name, None)) for name in names if name not in SHARED_TABLES}
    if isinstance(value, (list, tuple)):
        return [state(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted((state(item) for item in value), key=repr)
    if isinstance(value, dict):
        return sorted(((key, state(item)) for key, item in value.items()), key=repr)
    if isinstance(value, random.Random):
        return value.getstate()
    return value  # cards, rules, events, numbers: they never change


def check_copies(game: Game, seed: int) -> int:
    """Copies at every third step of the round in progress, each played on apart; returns how many were made."""
    made = 0
    calls = []
    for step, (now, seat, action, at) in enumerate(random_round_calls(game, seed)):
        calls.append((now, seat, action, at))
        if len(calls) == 10:  # one copy taken here is replayed with the game's own calls, below
            replayed, start = game.copy(), len(game.log or [])
        if step % EVERY:
            continue
        clone = game.copy()
        made += 1
        before = state(game)
        assert state(clone) == before
        shared = {id(thing) for thing in mutables(game)} & {id(thing) for thing in mutables(clone)}
        assert not shared, f"the copy shares {len(shared)} changing objects with the game"
        # The copy played on by its own bots, some way past this call: the game stands as it was.
        for _ in itertools.islice(random_round_calls(clone, seed + made), PLAYED_ON):
            pass
        assert state(game) == before
    for _, seat, action, at in calls[9:]:
        if seat is None:
            replayed.advance(at)
        else:
            replayed.apply(seat, action, at)
    if len(calls) > 9:
        assert replayed.log is not None and game.log is not None
        assert replayed.log[start:] == game.log[start:]
    return made


def test_copies_of_every_deck_and_preset() -> None:
    made = 0
    for seed, edition in enumerate(Edition):
        for preset in PRESETS.values():
            game = Game(2 + seed % 4, for_edition(preset, edition), seed=seed)
            game.start_round()
            made += check_copies(game, seed)
    assert made > 150


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets(), players=st.integers(2, 6), seed=st.integers(0, 2**32 - 1))
def test_copies_under_any_rule_mix(rules: RuleSet, players: int, seed: int) -> None:
    game = Game(players, rules, seed=seed)
    game.start_round()
    check_copies(game, seed)


def test_a_copy_costs_a_small_fraction_of_a_deep_copy() -> None:
    game = Game(4, RuleSet(), seed=1)
    game.start_round()
    cheap = min(timeit.repeat(game.copy, number=200, repeat=3)) / 200
    deep = min(timeit.repeat(lambda: copy.deepcopy(game), number=5, repeat=3)) / 5
    assert cheap * 20 < deep
