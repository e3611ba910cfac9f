"""Time for the game loop: one injectable clock in seconds, and game time that stops while the menu is open.

The engine never reads a clock; the app passes it `now` from here, so tests can drive time by hand.
"""

from __future__ import annotations

from collections.abc import Callable
from time import perf_counter

Clock = Callable[[], float]


def monotonic_clock() -> Clock:
    """Seconds since the call, from a clock that never goes backwards."""
    start = perf_counter()
    return lambda: perf_counter() - start


class ManualClock:
    """A clock that moves only when told to: for tests and benchmarks that script time."""

    def __init__(self, now: float = 0.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> float:
        self.now += seconds
        return self.now


class PausableTime:
    """Game time: app time minus the time spent paused, so deadlines do not run out behind the menu."""

    def __init__(self) -> None:
        self._paused_at: float | None = None
        self._lost = 0.0

    def pause(self, now: float) -> None:
        if self._paused_at is None:
            self._paused_at = now

    def resume(self, now: float) -> None:
        if self._paused_at is not None:
            self._lost += now - self._paused_at
            self._paused_at = None

    def continue_from(self, game_time: float, now: float) -> None:
        """Game time carries on from `game_time` at app time `now` (a saved match taken up again)."""
        self._paused_at = None
        self._lost = now - game_time

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    def at(self, now: float) -> float:
        """Game time at app time `now`."""
        return (self._paused_at if self._paused_at is not None else now) - self._lost
