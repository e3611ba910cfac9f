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
    "official": "7aea5f60a2220f448f82a47ac46a1b5aec110a8b7bebc489c4f78d31af6d9cec",
    "house_all": "aecb3aa44b949a67068f8d319cf5508d2098f1b4776afe4a6ddb30a8d6045732",
    "manual_realtime": "30813c5a5bd25db03b887066b86bf6202bd217b943b5d72d887076d215427943",
    "minecraft": "7ef0fb4f2368f1702dd622284ed453a639216463f39b5cdf7ab952c983ae5360",
    "motu": "956cc25578936ef132d645cfb60846771f864d6ec20d82be6741a8f822b663ee",
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
