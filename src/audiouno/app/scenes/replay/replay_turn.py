"""One turn of a kept match, as the replay keeps it (the player's hand on it, and every line the table said on it)
and says it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ....engine import Card


@dataclass
class ReplayTurn:
    number: int  # in the whole match, from 1
    round: int
    hand: tuple[Card, ...]  # the player's, on this turn
    lines: list[str] = field(default_factory=list)
    started: bool = False  # a player's turn has begun in it (a round's deal opens a turn before any has)


def turn_words(text: Callable[..., str], turn: ReplayTurn, count: int) -> str:
    """A turn as the replay says it: its number and round, then every line the table said on it."""
    lines = " ".join(turn.lines) or text("replay.silent")
    return text("replay.turn", number=turn.number, count=count, round=turn.round, lines=lines)
