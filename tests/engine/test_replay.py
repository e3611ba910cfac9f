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
    "official": "602309f4373a608d87c2558beb5b4bd816b6ccafd68596e70da51a51e323e9ad",
    "house_all": "716e56017484653f2cc49f61bbb3e096739374479d110660c76a5709fab84441",
    "manual_realtime": "82f95d66c3177593645885640cf18cee9cd413cabd7983e366d48e9bec66f23f",
    "minecraft": "623814ec03aff7b00a6caa8d75b2ef0d2b5076983bfb3610223dd0f380177d73",
    "motu": "28ef89683ab310a7cd590475ffe0adba79881725515152aca0cfe159081e637e",
    "no_mercy": "f38a49f9a3feff13fdc63ba0985d9db8f79a3dc7b83210773480fea3db6cd97d",
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
