"""Time for the game loop: one injectable clock in seconds, and game time that stops while the menu is open and
while the game's own news is still being heard.

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
    """Game time: app time minus the time spent paused, so deadlines do not run out behind the menu, and minus the
    time spent holding, so that what happens next (a bot's turn, a window's deadline) counts from when the words
    that told of the last event have been heard, not from the event itself."""

    def __init__(self) -> None:
        self._paused_at: float | None = None
        self._lost = 0.0
        self._held_from: float | None = None  # app time the hold began, while game time stands still
        self._held_until = 0.0  # app time it ends, as far as is known now

    def pause(self, now: float) -> None:
        if self._paused_at is None:
            self._settle(now)
            if self._held_from is not None:  # the menu's own words cut off the news: heard
                self._lost += now - self._held_from
                self._held_from = None
            self._paused_at = now

    def resume(self, now: float) -> None:
        if self._paused_at is not None:
            self._lost += now - self._paused_at
            self._paused_at = None

    def continue_from(self, game_time: float, now: float) -> None:
        """Game time carries on from `game_time` at app time `now` (a saved match taken up again)."""
        self._paused_at = None
        self._held_from = None
        self._lost = now - game_time

    def hold(self, until: float, now: float) -> None:
        """Game time stands still from app time `now` until app time `until` (the news said so far is heard);
        a later call moves the end, earlier too (a line cut off counts as heard where it was cut)."""
        if self._paused_at is not None:
            return
        self._settle(now)
        if self._held_from is None:
            if until <= now:
                return
            self._held_from = now
        self._held_until = max(until, self._held_from)
        self._settle(now)

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    def holding(self, now: float) -> bool:
        """Whether game time stands still at app time `now` for the news still being heard."""
        self._settle(now)
        return self._held_from is not None

    def at(self, now: float) -> float:
        """Game time at app time `now`."""
        if self._paused_at is not None:
            return self._paused_at - self._lost
        self._settle(now)
        return (self._held_from if self._held_from is not None else now) - self._lost

    def reaches(self, game_time: float, now: float) -> float:
        """The app time at which game time reaches `game_time`, as far as is known at app time `now`."""
        resumes = self._held_until if self._held_from is not None and self._held_until > now else now
        return resumes + game_time - self.at(now)

    def _settle(self, now: float) -> None:
        """A hold whose end has come is over: the time it took is lost to the game."""
        if self._held_from is not None and self._held_until <= now:
            self._lost += self._held_until - self._held_from
            self._held_from = None
