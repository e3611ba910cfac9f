"""A fixed histogram of durations on a logarithmic scale, for percentiles in memory that does not grow.

`audio-uno simulate` times every bot decision: millions in a long run. Keeping them all to sort for the 99th
percentile took gigabytes; counting them in bins whose edges grow by a fixed ratio keeps a few thousand integers
and gives any percentile within half a bin (1% here) of the exact value.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

SMALLEST = 1e-7  # seconds; anything shorter counts as this (a tenth of a microsecond: below the clock's grain)
LARGEST = 1e3  # seconds; anything longer counts as this
RATIO = 1.02  # each bin is 2% wider than the one before: a bin's middle is within 1% of any value in it


class LogHistogram:
    def __init__(self) -> None:
        self._counts = [0] * (_bin(LARGEST) + 1)
        self.count = 0

    def add(self, values: Iterable[float]) -> None:
        counts, top, log = self._counts, len(self._counts) - 1, math.log
        for value in values:
            # _bin, inline: this runs for every decision of a simulation
            index = int((log(value) - _LOG_SMALLEST) * _PER_LOG) if value > SMALLEST else 0
            counts[min(top, index)] += 1
            self.count += 1

    def percentile(self, q: float) -> float:
        """The q-th percentile (0 < q < 100), as the geometric middle of its bin; 0 with no values.

        The rank is the one `statistics.quantiles(method="inclusive")` interpolates from: q% of the way from the
        smallest value to the largest.
        """
        if not self.count:
            return 0.0
        rank = math.floor((self.count - 1) * q / 100)  # values at or below it: rank + 1
        seen = 0
        for index, count in enumerate(self._counts):
            seen += count
            if seen > rank:
                return SMALLEST * RATIO ** (index + 0.5)
        raise AssertionError("the counts add up to self.count")


_LOG_SMALLEST = math.log(SMALLEST)
_PER_LOG = 1 / math.log(RATIO)


def _bin(value: float) -> int:
    return int((math.log(value) - _LOG_SMALLEST) * _PER_LOG) if value > SMALLEST else 0
