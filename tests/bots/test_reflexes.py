"""Human-like reaction times (bots/reflexes.py)."""

from __future__ import annotations

import random
import statistics

import pytest

from audiouno.bots.reflexes import EASY, HARD, NORMAL


@pytest.mark.parametrize(("reflexes", "low", "high"), [(HARD, 0.19, 0.30), (NORMAL, 0.21, 0.37), (EASY, 0.27, 0.52)])
def test_buzzer_reflexes_match_the_documented_ranges(reflexes, low: float, high: float) -> None:
    rng = random.Random(5)
    times = [reflexes.simple(rng) for _ in range(4000)]
    deciles = statistics.quantiles(times, n=10)
    assert low <= statistics.median(times) <= high
    assert deciles[0] > low - 0.05 and deciles[-1] < high + 0.1
    assert min(times) >= reflexes.floor


def test_stronger_bots_are_faster() -> None:
    rng = random.Random(6)
    means = [statistics.fmean(r.simple(rng) for _ in range(2000)) for r in (HARD, NORMAL, EASY)]
    assert means == sorted(means)
