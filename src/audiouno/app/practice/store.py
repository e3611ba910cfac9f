"""The practice statistics: every drill with every answer, and the calibrated sound delay, in one JSON file.

Each answer is saved the moment it is given, so closing or killing the program mid-drill loses none. Every save
goes through storage.write_atomically (a temporary file in the same folder, flushed, synced, renamed over the old
one): a crash leaves either the old file or the new one, never half of one. A file that cannot be read is set
aside under a new name (never deleted) and the player is told.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any, Protocol

from ..storage import write_atomically
from .reaction import Outcome, Reaction

PRACTICE_FILE = "practice.json"  # in the player's data folder, beside the game's statistics
FORMAT = 1  # the file's format version; a file of another version is set aside, not misread


@dataclass
class DrillRecord:
    kind: str  # a drill.Kind value
    started: datetime  # local time
    details: dict[str, Any] = field(default_factory=dict)  # bots and their strength, the range of waits
    reactions: list[Reaction] = field(default_factory=list)
    finished: bool = False  # False: stopped early, or the program closed mid-drill

    @property
    def day(self) -> date:
        return self.started.date()


@dataclass(frozen=True)
class StoreProblem:
    """Something to tell the player about the statistics file: a message key and its arguments."""

    key: str
    args: dict[str, str]


class PracticeLog(Protocol):
    """Where drills are kept: a file (PracticeFile), or the game's statistics store."""

    problem: StoreProblem | None  # the last thing that went wrong, for the player to hear once

    def drills(self) -> list[DrillRecord]: ...

    def begin(self, kind: str, started: datetime, details: dict[str, Any]) -> DrillRecord: ...

    def record(self, drill: DrillRecord, reaction: Reaction) -> None: ...

    def finish(self, drill: DrillRecord) -> None: ...

    @property
    def output_delay(self) -> float | None: ...

    def set_output_delay(self, seconds: float) -> None: ...


class PracticeFile:
    def __init__(self, path: Path | None) -> None:
        """`path` None: kept in memory only, for a program that keeps no files."""
        self.path = path
        self.problem: StoreProblem | None = None
        self._drills: list[DrillRecord] = []
        self._output_delay: float | None = None
        self._load()

    def drills(self) -> list[DrillRecord]:
        return list(self._drills)

    def begin(self, kind: str, started: datetime, details: dict[str, Any]) -> DrillRecord:
        drill = DrillRecord(kind, started, dict(details))
        self._drills.append(drill)
        self._save()
        return drill

    def record(self, drill: DrillRecord, reaction: Reaction) -> None:
        drill.reactions.append(reaction)
        self._save()

    def finish(self, drill: DrillRecord) -> None:
        drill.finished = True
        self._save()

    @property
    def output_delay(self) -> float | None:
        return self._output_delay

    def set_output_delay(self, seconds: float) -> None:
        self._output_delay = seconds
        self._save()

    # ------------------------------------------------------------ the file

    def _load(self) -> None:
        if self.path is None:
            return
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return
        except OSError as exc:
            self.problem = StoreProblem("practice.store.unreadable", {"path": str(self.path), "detail": str(exc)})
            return
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError(f"format {data.get('format') if isinstance(data, dict) else None!r}")
            self._drills = [_drill(entry) for entry in data["drills"]]
            delay = data.get("output_delay_ms")
            self._output_delay = None if delay is None else float(delay) / 1000
        except (ValueError, KeyError, TypeError) as exc:
            self._drills, self._output_delay = [], None
            self._set_aside(str(exc))

    def _set_aside(self, detail: str) -> None:
        assert self.path is not None
        aside = self.path.with_name(f"{self.path.stem}.unreadable-{datetime.now():%Y%m%d-%H%M%S}{self.path.suffix}")
        try:
            self.path.rename(aside)
        except OSError as exc:
            self.problem = StoreProblem("practice.store.unreadable", {"path": str(self.path), "detail": str(exc)})
            return
        self.problem = StoreProblem("practice.store.set_aside", {"path": str(aside), "detail": detail})

    def _save(self) -> None:
        if self.path is None:
            return
        data = {
            "format": FORMAT,
            "output_delay_ms": None if self._output_delay is None else round(self._output_delay * 1000, 1),
            "drills": [_entry(drill) for drill in self._drills],
        }
        try:
            write_atomically(self.path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))
        except OSError as exc:
            self.problem = StoreProblem("practice.store.unsaved", {"path": str(self.path), "detail": str(exc)})


def _entry(drill: DrillRecord) -> dict[str, Any]:
    return {
        "kind": drill.kind,
        "started": drill.started.isoformat(timespec="seconds"),
        "details": drill.details,
        "finished": drill.finished,
        "reactions": [[r.outcome.value, r.ms, r.stimulus] for r in drill.reactions],
    }


def _drill(entry: dict[str, Any]) -> DrillRecord:
    reactions = [
        Reaction(Outcome(outcome), None if ms is None else float(ms), str(name))
        for outcome, ms, name in entry["reactions"]
    ]
    started = datetime.fromisoformat(entry["started"])
    return DrillRecord(str(entry["kind"]), started, dict(entry["details"]), reactions, bool(entry["finished"]))
