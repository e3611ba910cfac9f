"""Strategies by name, as `--bots` and the lobby name them."""

from __future__ import annotations

import random

from .base import Strategy
from .expert import ExpertStrategy
from .heuristic import EasyStrategy, HardStrategy, NormalStrategy
from .random_bot import RandomStrategy

STRATEGIES: dict[str, type[Strategy]] = {
    strategy.name: strategy for strategy in (RandomStrategy, EasyStrategy, NormalStrategy, HardStrategy, ExpertStrategy)
}


def make_strategy(name: str, seat: int, rng: random.Random) -> Strategy:
    """Build the named strategy for `seat`; an unknown name raises `KeyError`."""
    return STRATEGIES[name](seat, rng)
