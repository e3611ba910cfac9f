"""Calibration as rhythm games do it: the player taps along with a steady click, and the mean offset of the taps
from the clicks estimates the delay from the program starting a sound to the player hearing it.

The first clicks are for finding the beat and do not count. A tap is paired with the nearest click (the first
of a double tap); taps far from the common offset (a stumble) are left out before averaging.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

PERIOD = 0.6  # seconds between clicks: an easy, steady tempo (100 beats a minute)
CLICKS = 20
LEAD_IN = 4  # clicks heard before taps count
MIN_TAPS = 8
OUTLIER = 0.08  # seconds from the median offset beyond which a tap is left out
PLAUSIBLE = (0.0, 0.25)  # seconds: wired audio is some 5-100 ms, wireless headphones up to about 250 ms
STEADY = 0.05  # seconds of spread of the kept taps beyond which the taps were too uneven to trust


@dataclass(frozen=True)
class Estimate:
    delay: float  # seconds
    spread: float  # standard deviation of the kept offsets, seconds
    taps: int  # taps kept

    @property
    def plausible(self) -> bool:
        """Within the range real sound paths have (a figure just below zero is zero, give or take its error)."""
        return PLAUSIBLE[0] - 2 * self.error <= self.delay <= PLAUSIBLE[1] and self.spread <= STEADY

    @property
    def usable_delay(self) -> float:
        return max(0.0, self.delay)

    @property
    def error(self) -> float:
        """Standard error of the estimate, seconds."""
        return self.spread / self.taps**0.5


def click_times(start: float) -> list[float]:
    return [start + index * PERIOD for index in range(CLICKS)]


def estimate(clicks: Sequence[float], taps: Sequence[float]) -> Estimate | None:
    """The delay from taps along with the clicks (same clock); None when too few taps can be paired."""
    counted = clicks[LEAD_IN:]
    if not counted:
        return None
    paired: dict[float, float] = {}  # click -> offset of the first tap nearest to it (a double tap counts once)
    for tap in sorted(taps):
        if tap < counted[0] - PERIOD / 2:
            continue  # still finding the beat
        nearest = min(counted, key=lambda click: abs(tap - click))
        paired.setdefault(nearest, tap - nearest)
    offsets = list(paired.values())
    if len(offsets) < MIN_TAPS:
        return None
    middle = statistics.median(offsets)
    kept = [offset for offset in offsets if abs(offset - middle) <= OUTLIER]
    if len(kept) < MIN_TAPS:
        return None
    return Estimate(statistics.fmean(kept), statistics.pstdev(kept), len(kept))
