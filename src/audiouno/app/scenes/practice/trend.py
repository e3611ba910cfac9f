"""The player's progress: medians per drill and per day, and the sentence that compares today with last week."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from datetime import date, timedelta

from .race import Text
from .store import DrillRecord
from .summary import Summary

WEEK = timedelta(days=7)


def hits(drills: Sequence[DrillRecord]) -> list[float]:
    return [ms for drill in drills for ms in Summary.of(drill.reactions).times]


def median_between(drills: Sequence[DrillRecord], kind: str, first: date, last: date) -> float | None:
    """Median of every timed answer in drills of `kind` from day `first` to day `last`, both included."""
    times = hits([drill for drill in drills if drill.kind == kind and first <= drill.day <= last])
    return statistics.median(times) if times else None


def drill_medians(drills: Sequence[DrillRecord], kind: str | None = None) -> list[float]:
    """The median of each drill (of `kind`, or of any) that timed at least one answer, oldest first."""
    medians = []
    for drill in drills:
        if kind is None or drill.kind == kind:
            median = Summary.of(drill.reactions).median
            if median is not None:
                medians.append(median)
    return medians


def trend_sentence(drills: Sequence[DrillRecord], kind: str, today: date, text: Text) -> str | None:
    """ "Your median today: 262 ms; last week: 291 ms." None when nothing was timed today."""
    now = median_between(drills, kind, today, today)
    if now is None:
        return None
    week = median_between(drills, kind, today - WEEK, today - timedelta(days=1))
    if week is not None:
        return text("practice.trend.week", today=round(now), week=round(week))
    earlier = median_between(drills, kind, date.min, today - WEEK - timedelta(days=1))
    if earlier is not None:
        return text("practice.trend.earlier", today=round(now), earlier=round(earlier))
    return text("practice.trend.first", today=round(now))
