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

TABLES = {
    "official": (OFFICIAL, ["random", "easy", "normal", "hard"]),
    "house_all": (apply_variants(HOUSE, ["all"]), ["hard", "normal", "easy", "random", "hard", "normal"]),
    "manual_realtime": (
        apply_variants(MANUAL, ["sequences", "buzzer", "slap", "zero_seven", "bluff"]),
        ["easy", "normal", "hard"],
    ),
    "minecraft": (OFFICIAL.with_options(edition=Edition.MINECRAFT), ["hard", "normal", "easy"]),
    "motu": (HOUSE.with_options(edition=Edition.MOTU, stacking="manual", interception="super"), ["hard", "random"]),
}

DIGESTS = {
    "official": "6f7f0ee2b658320bd536e8327b19430d93c7aad71744054ceaba858564c9205e",
    "house_all": "216e1cb78b5f7104bc57d086c4643707cbcf6315609311c877c3b6faca1d45b9",
    "manual_realtime": "0d935b006edd98ad7e28a2e497d0f17f63db3d23c8e110888091dde9572b7804",
    "minecraft": "409b111074da6f68261ce3031d51ffa36549f60c4dbe44c3090707a20201a785",
    "motu": "53dafe2345907a69064708e9a7e2f27311370ad95da3878250a8b3c5589c8105",
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
