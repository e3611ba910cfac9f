"""The figures spoken after a drill: best, median, mean and spread of the timed answers, and the slips."""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from dataclasses import dataclass

from .reaction import Outcome, Reaction


@dataclass(frozen=True)
class Summary:
    times: tuple[float, ...]  # ms of every hit, in order
    false_starts: int
    errors: int
    misses: int

    @classmethod
    def of(cls, reactions: Iterable[Reaction]) -> Summary:
        reactions = list(reactions)
        times = tuple(r.ms for r in reactions if r.outcome is Outcome.HIT and r.ms is not None)

        def count(outcome: Outcome) -> int:
            return sum(r.outcome is outcome for r in reactions)

        return cls(times, count(Outcome.FALSE_START), count(Outcome.ERROR), count(Outcome.MISS))

    @property
    def best(self) -> float | None:
        return min(self.times) if self.times else None

    @property
    def median(self) -> float | None:
        return statistics.median(self.times) if self.times else None

    @property
    def mean(self) -> float | None:
        return statistics.fmean(self.times) if self.times else None

    @property
    def spread(self) -> float | None:
        """Standard deviation: how far a typical answer lies from the mean."""
        return statistics.stdev(self.times) if len(self.times) > 1 else None
