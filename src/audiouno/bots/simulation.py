"""Bots-only play with a virtual clock: the engine of `audio-uno simulate`, of benchmarks and of tests.

Every player with legal actions is asked for a decision; the earliest one happens, unless a window's deadline
comes first. The clock is virtual, so a simulated round takes no real time however slow the bots claim to be.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from time import perf_counter

from ..engine import Action, Buzz, Game, Phase, PlayerView, Slap, redact
from ..engine.events import Event
from .base import Decision, Strategy

_PRESSES = (Buzz, Slap)


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
    collects how long each decision took, in seconds of real time.
    """
    views = [PlayerView(game, seat) for seat in range(game.players)]
    pressing: dict[int, tuple[Action, float]] = {}
    observers = [bot for bot in bots if bot.observes]
    if timings is not None:
        bots = [_Timed(bot, times) for bot, times in zip(bots, timings, strict=True)]
    while game.phase is not Phase.ROUND_OVER and game.phase is not Phase.MATCH_OVER:
        decider = game.decider
        if decider is not None and not game.windows_open:
            # The common case: only the decider can act, so only the decider is asked.
            pressing.clear()
            decision = bots[decider].decide(views[decider], game.legal_actions(decider))
            if decision is None:
                raise StuckGame(f"seat {decider} must act but chose nothing")
            now += decision[1]
            events = game.apply(decider, decision[0], now)
        else:
            now, events = _next_moment(game, bots, views, now, pressing)
        if observers:
            for bot in observers:
                bot.observe([redact(event, bot.seat) for event in events])
        if on_step is not None:
            on_step(events)
    return now


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


def _next_moment(
    game: Game,
    bots: Sequence[Strategy],
    views: Sequence[PlayerView],
    now: float,
    pressing: dict[int, tuple[Action, float]],
) -> tuple[float, list[Event]]:
    """Ask everyone who may act; apply the earliest decision, or let the earliest deadline pass first.

    A buzzer press or a slap keeps the time it was planned for while it is still allowed (`pressing`): another
    player's press does not restart a bot's reflex.
    """
    if game.phase is not Phase.REACTION:
        pressing.clear()  # presses belong to the buzzer or slap they answer
    best: tuple[float, int, int] | None = None  # (time, priority, seat)
    best_action = None
    decider = game.decider
    for seat in range(game.players):
        legal = game.legal_actions(seat)
        if not legal:
            pressing.pop(seat, None)
            continue
        planned = pressing.pop(seat, None)
        if planned is not None and planned[0] in legal:
            action, due = planned
            pressing[seat] = planned
        else:
            decision = bots[seat].decide(views[seat], legal)
            if decision is None:
                if seat == decider:
                    raise StuckGame(f"seat {seat} must act but chose nothing")
                continue
            action, due = decision[0], now + decision[1]
            if type(action) in _PRESSES:
                pressing[seat] = (action, due)
        # On a tie the decider goes first, then seats in order.
        key = (due, 0 if seat == decider else 1, seat)
        if best is None or key < best:
            best, best_action = key, action
    deadline = game.next_deadline()
    if deadline is not None and (best is None or deadline <= best[0]):
        return max(now, deadline), game.advance(max(now, deadline))
    if best is None or best_action is None:
        raise StuckGame("nobody can act and no deadline is pending")
    return best[0], game.apply(best[2], best_action, best[0])
