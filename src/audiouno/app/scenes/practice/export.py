"""`audio-uno practice --export stats.csv`: every answer of every drill, one row each, for a spreadsheet."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from pathlib import Path

from ...files.storage import write_atomically
from .store import DrillRecord

COLUMNS = ("drill", "kind", "started", "day", "finished", "answer", "outcome", "ms", "heard", "details")


def export_csv(drills: Sequence[DrillRecord], path: Path) -> int:
    """Write the rows, atomically (a link at `path` is replaced, never written through); returns how many
    answers were written."""
    rows = 0
    with io.StringIO(newline="") as stream:
        writer = csv.writer(stream)
        writer.writerow(COLUMNS)
        for number, drill in enumerate(drills, 1):
            details = "; ".join(f"{name}={value}" for name, value in sorted(drill.details.items()))
            for answer, reaction in enumerate(drill.reactions, 1):
                ms = "" if reaction.ms is None else f"{reaction.ms:.1f}"
                started = drill.started.isoformat(timespec="seconds")
                writer.writerow((
                    number, drill.kind, started, drill.day.isoformat(), drill.finished, answer,
                    reaction.outcome.value, ms, reaction.stimulus, details,
                ))  # fmt: skip
                rows += 1
        write_atomically(path, stream.getvalue(), make_folder=False)
    return rows
