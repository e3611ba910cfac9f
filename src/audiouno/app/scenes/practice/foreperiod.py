"""The wait before a cue: an exponential after a shortest wait, truncated at a longest one.

An exponential wait does not age: however long the player has waited already, the cue is as likely in the next
moment as it was at the start, so the moment cannot be guessed. Truncation (drawing again past the longest wait)
keeps drills short without piling waits up on one predictable moment, as clipping would.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Foreperiod:
    shortest: float = 1.5
    longest: float = 6.0
    mean_excess: float = 1.5  # mean of the exponential part, in seconds past the shortest wait

    def __post_init__(self) -> None:
        if not 0 < self.shortest < self.longest or self.mean_excess <= 0:
            raise ValueError(f"a foreperiod needs 0 < shortest < longest and a positive mean: {self}")

    def draw(self, rng: random.Random) -> float:
        while True:
            wait = self.shortest + rng.expovariate(1 / self.mean_excess)
            if wait <= self.longest:
                return wait

    def cdf(self, wait: float) -> float:
        """Probability that a drawn wait is at most `wait`."""
        if wait <= self.shortest:
            return 0.0
        if wait >= self.longest:
            return 1.0
        rate = 1 / self.mean_excess
        return -math.expm1(-rate * (wait - self.shortest)) / -math.expm1(-rate * (self.longest - self.shortest))


# The ranges the practice list offers, shortest first; the middle one is the default.
RANGES = (Foreperiod(1.0, 4.0, 1.0), Foreperiod(1.5, 6.0, 1.5), Foreperiod(2.0, 8.0, 2.0))
DEFAULT_RANGE = 1
