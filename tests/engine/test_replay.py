"""The same seeds play the same games: a digest of the event logs of seeded matches, pinned.

A change to the engine or the bots that alters any event of these games changes the digest. If the change is
meant to alter play, update the digest in the same commit and say so in its message; a refactoring must not.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
from enum import Enum

import pytest

from audiouno.bots import make_strategy
from audiouno.bots.headless import play_round
from audiouno.engine import HOUSE, MANUAL, OFFICIAL, Card, Edition, Game, RuleSet, apply_variants
from audiouno.engine.events import Event
from audiouno.engine.rules import for_edition

TABLES = {
    "official": (OFFICIAL, ["random", "easy", "normal", "hard"]),
    "house_all": (apply_variants(HOUSE, ["all"]), ["hard", "normal", "easy", "random", "hard", "normal"]),
    "manual_realtime": (
        apply_variants(MANUAL, ["sequences", "buzzer", "slap", "zero_seven", "bluff"]),
        ["easy", "normal", "hard"],
    ),
    "minecraft": (OFFICIAL.with_options(edition=Edition.MINECRAFT), ["hard", "normal", "easy"]),
    "motu": (HOUSE.with_options(edition=Edition.MOTU, stacking="manual", interception="super"), ["hard", "random"]),
    "no_mercy": (for_edition(OFFICIAL, Edition.NO_MERCY), ["hard", "normal", "easy", "random"]),
}

DIGESTS = {
    "official": "d969d50d7d37d50b9fd16dcd31a29212a35bf302929edec56e5af91a6f87cc11",
    "house_all": "9d825740ada7bd41a0847ea5e7bd974b0a92a4d8b42b6cb76c9bbb3daa32e7cc",
    "manual_realtime": "b9a2c8c521481a87e5aea5dab3bdc7e74b9cf4acd61361d22819c74c9c4a5105",
    "minecraft": "f131735cb85b4a9ea83f91590e1de6fb913bfe41fb602e927c554b3f0c47c4c9",
    "motu": "712caa39ca6f85ca84e01279bc0c1d6827d52b965784e28f671866a683fd63a4",
    "no_mercy": "f97dc50347b8a862846f5177c25cdb3fad51cd8b7f9bb0fdba562eeacc705cff",
}


def plain(value: object) -> object:
    if isinstance(value, Card):
        return value.id
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return tuple(plain(item) for item in value)
    return value


def line(event: Event) -> str:
    fields = [(field.name, plain(getattr(event, field.name))) for field in dataclasses.fields(event)]
    return f"{type(event).__name__}{fields}"


def digest(rules: RuleSet, bots: list[str], seeds: range, rounds: int = 3) -> str:
    sha = hashlib.sha256()
    for seed in seeds:
        game = Game(len(bots), rules, seed=seed)
        rng = random.Random(seed)
        while game.in_round or (game.round_number < rounds and not game.winners):
            strategies = [
                make_strategy(name, seat, random.Random(rng.getrandbits(64))) for seat, name in enumerate(bots)
            ]
            game.start_round()
            play_round(game, strategies)
        assert game.log is not None
        for event in game.log:
            sha.update(line(event).encode())
            sha.update(b"\n")
    return sha.hexdigest()


@pytest.mark.parametrize("name", sorted(TABLES))
def test_seeded_matches_play_as_pinned(name: str) -> None:
    rules, bots = TABLES[name]
    assert digest(rules, bots, range(4)) == DIGESTS[name]
