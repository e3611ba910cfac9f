"""The percentile every benchmark quotes: the value at that fraction of the way through the sorted values (the
nearest rank), so a p99 is a time some measurement really took."""

from __future__ import annotations


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]
