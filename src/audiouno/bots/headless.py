"""Bots-only play with a virtual clock: the engine of `audio-uno simulate`, of benchmarks and of tests.

`BotScheduler` picks the next bot decision; it happens unless a window's deadline comes first. The clock is
virtual, so a headless round takes no real time however slow the bots claim to be.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from time import perf_counter

from ..engine import Action, Game, PlayerView
from ..engine.events import Event
from .base import Decision, Strategy, tell
from .scheduler import BotScheduler


class StuckGame(Exception):
    """Nobody can act and no deadline is pending: a rules bug, never a normal outcome."""


def play_round(
    game: Game,
    bots: Sequence[Strategy],
    now: float = 0.0,
    *,
    on_step: Callable[[list[Event]], None] | None = None,
    timings: list[list[float]] | None = None,
) -> float:
    """Play the round in progress to its end; return the virtual clock at the end.

    `on_step` sees the events of every step (tests check invariants there); `timings`, one list per seat,
    collects how long each decision took, in seconds of real time. A bot that chooses nothing on its own turn
    raises `scheduler.NoDecision`.
    """
    observers = [bot for bot in bots if bot.observes]
    if timings is not None:
        bots = [_Timed(bot, times) for bot, times in zip(bots, timings, strict=True)]
    scheduler = BotScheduler(game, dict(enumerate(bots)))
    while game.in_round:
        stepped = step(game, scheduler, now)
        if stepped is None:
            raise StuckGame("nobody can act and no deadline is pending")
        now, events = stepped
        if observers:
            tell(observers, events)
        if on_step is not None:
            on_step(events)
    return now


def step(game: Game, scheduler: BotScheduler, now: float) -> tuple[float, list[Event]] | None:
    """One step of bots-only play at virtual time `now`: the earliest bot plan, unless a window's deadline comes
    first. The clock after it and its events; None when nobody can act and no deadline is pending."""
    plan = scheduler.next_plan(now)
    deadline = game.next_deadline()
    if deadline is not None and (plan is None or deadline <= plan.due):
        now = max(now, deadline)
        events = game.advance(now)
    elif plan is None:
        return None
    else:
        now = plan.due
        events = game.apply(plan.seat, plan.action, now)
    scheduler.invalidate()
    return now, events


class _Timed(Strategy):
    """Times another strategy's decisions."""

    def __init__(self, inner: Strategy, times: list[float]) -> None:
        super().__init__(inner.seat, inner.rng)
        self.inner = inner
        self.times = times

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
        start = perf_counter()
        decision = self.inner.decide(view, legal)
        self.times.append(perf_counter() - start)
        return decision
