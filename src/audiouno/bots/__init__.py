"""Strategies that play through the same engine API as the player: they read a `PlayerView`, choose among
`Game.legal_actions`, and say how long they take to act."""

from .base import Decision, Strategy, tell
from .registry import STRATEGIES, make_strategy

__all__ = ["STRATEGIES", "Decision", "Strategy", "make_strategy", "tell"]
