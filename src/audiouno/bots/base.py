"""The interface every strategy implements."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import ClassVar

from ..engine import Action, PlayerView, redact
from ..engine.events import Event

# (action, seconds from now until the bot acts)
Decision = tuple[Action, float]


class Strategy:
    """A bot's mind. `decide` is asked whenever the bot has legal actions; it returns what to do and when,
    or None to let the moment pass (never for the decider of a turn, who must act)."""

    # Class-level, so the registry reads them without making a bot (and compiled classes keep them there).
    name: ClassVar[str] = "strategy"
    observes: ClassVar[bool] = False  # whether `observe` wants the (redacted) events; lets drivers skip redaction work

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
        raise NotImplementedError

    def observe(self, events: Sequence[Event]) -> None:
        """Events as this seat may see them, in order."""


def tell(bots: Iterable[Strategy], events: Sequence[Event]) -> None:
    """Tell every bot that keeps track of the game what happened, each as its own seat sees it: the one place
    bots hear of events, in headless play, at the table and when a saved match is replayed."""
    for bot in bots:
        if bot.observes:
            bot.observe([redact(event, bot.seat) for event in events])
