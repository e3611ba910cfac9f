"""`audio-uno practice --export stats.csv`: every answer of every drill, one row each, for a spreadsheet; then the
player's rating after each match, one row each (kind "rating", the match's number as its answer, the rating in its
details)."""

from __future__ import annotations

import csv
import io
import os
import stat
from collections.abc import Sequence
from pathlib import Path

from ...files.storage import NotAFile, write_atomically
from .store import DrillRecord

COLUMNS = ("drill", "kind", "started", "day", "finished", "answer", "outcome", "ms", "heard", "details")

NEW, FILE, PIPE, OTHER = "new", "file", "pipe", "other"  # what an export's path names now (`target_kind`)


def target_kind(path: Path) -> str:
    """NEW (nothing there), FILE (a file, or a link, which the export replaces), PIPE (a named pipe, which it
    writes into) or OTHER (a device, a folder: never written, never replaced). OSError when the path cannot be
    looked at (a link that loops, a folder that may not be read)."""
    try:
        mode = os.stat(path).st_mode  # through a link: what it names
    except FileNotFoundError:
        return FILE if os.path.lexists(path) else NEW  # a link to nothing is replaced like a file
    if stat.S_ISREG(mode):
        return FILE
    return PIPE if stat.S_ISFIFO(mode) else OTHER


def export_csv(drills: Sequence[DrillRecord], path: Path, ratings: Sequence[int] = ()) -> int:
    """Write the rows (`ratings`: the rating after each match, oldest first), atomically (a link at `path` is
    replaced, never written through), or into a named pipe that is waited on; returns how many answers were
    written. `NotAFile` for a device or a folder, which is
    never replaced by a file; OSError if writing fails (a pipe nobody reads fails at once)."""
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
        for number, rating in enumerate(ratings, 1):
            writer.writerow(("", "rating", "", "", "", number, "", "", "", f"rating={rating}"))
        text = stream.getvalue()
    kind = target_kind(path)
    if kind == OTHER:
        raise NotAFile("not a file nor a pipe")
    if kind == PIPE:
        _write_into(path, text.encode("utf-8"))
    else:
        write_atomically(path, text, make_folder=False)
    return rows


def _write_into(path: Path, data: bytes) -> None:
    """Into a named pipe: opened without waiting (no reader: OSError at once), then written whole."""
    descriptor = os.open(path, os.O_WRONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        os.set_blocking(descriptor, True)
        view = memoryview(data)
        while view:
            view = view[os.write(descriptor, view) :]
    finally:
        os.close(descriptor)
