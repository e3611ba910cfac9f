"""The practice statistics: every drill with every answer, and the calibrated sound delay, in one JSON file.

Each answer is saved the moment it is given, so closing or killing the program mid-drill loses none. Every save
goes through storage.write_atomically (a temporary file in the same folder, flushed, synced, renamed over the old
one): a crash leaves either the old file or the new one, never half of one. A file that cannot be read is set
aside as `practice.json.bad-<time>`, like the game's other files (never deleted), and the player is told.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any, Protocol

from ....i18n import Argument
from ...files import storage
from ...files.player_files import PRACTICE
from ...files.schema import Number, unknown_fields
from ...files.settings import MAX_OUTPUT_DELAY
from .drill import Kind
from .reaction import Outcome, Reaction

PRACTICE_FILE = PRACTICE  # in the player's data folder, beside the game's statistics
FORMAT = 1  # the file's format version; a file of another version is set aside, not misread


@dataclass
class DrillRecord:
    kind: str  # a drill.Kind value
    started: datetime  # local time
    details: dict[str, Any] = field(default_factory=dict)  # bots and their strength, the range of waits
    reactions: list[Reaction] = field(default_factory=list)
    finished: bool = False  # False: stopped early, or the program closed mid-drill
    unknown: dict[str, Any] = field(default_factory=dict)  # what another version noted, written back as it was

    @property
    def day(self) -> date:
        return self.started.date()


@dataclass(frozen=True)
class StoreProblem:
    """Something to tell the player about the statistics file: a message key and its arguments."""

    key: str
    args: dict[str, Argument]


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
    def __init__(self, path: Path | None, *, read_only: bool = False) -> None:
        """`path` None: kept in memory only, for a program that keeps no files. `read_only`: read, never
        written nor set aside (another window has the files, or an export only reads them)."""
        self.path = path
        self.read_only = read_only
        self.problem: StoreProblem | None = None
        self.unreadable = False  # the file is there and could not be read (nor set aside): its drills are unknown
        self._drills: list[DrillRecord] = []
        self._output_delay: float | None = None
        self._failing = False  # the last save failed
        self._unknown: dict[str, object] = {}  # what another version wrote here, written back as it was
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
        """Through the one reader of the player's files (a regular file, MAX_SIZE, nesting limit). A drill or an
        answer with a wrong value is left out alone and counted in one notice; only a file that cannot be read
        at all is set aside."""
        if self.path is None:
            return
        try:
            data = storage.read_json(self.path, None, FORMAT, MAX_SIZE)
        except storage.Damaged as exc:
            self._set_aside(str(exc))
            return
        if data is None:
            return
        self._unknown = unknown_fields(data, ("output_delay_ms", "drills"))
        rejected: list[str] = []
        entries = data.get("drills")
        if not isinstance(entries, list):
            rejected.append("drills")
            entries = []
        for entry in entries:
            drill = _drill(entry, rejected)
            if drill is not None:
                self._drills.append(drill)
        delay = data.get("output_delay_ms")
        if delay is not None:
            try:
                self._output_delay = DELAY_MS.check(delay) / 1000
            except ValueError:
                rejected.append("output_delay_ms")
        if rejected:  # said once: the file is written back without them
            self.problem = StoreProblem("practice.store.values_reset", {"count": len(rejected)})
            self._save()

    def _set_aside(self, detail: str) -> None:
        assert self.path is not None
        kept = None if self.read_only else storage.set_aside(self.path)
        if kept is None:
            self.problem = StoreProblem("practice.store.unreadable", {"path": self.path.name, "detail": detail})
            self.unreadable = True
            self.read_only = True  # a file that could not be moved is not written over either
            return
        self.problem = StoreProblem("practice.store.set_aside", {"path": kept.name, "detail": detail})

    def _save(self) -> None:
        if self.path is None or self.read_only:
            return
        body: dict[str, object] = {
            **self._unknown,
            "output_delay_ms": None if self._output_delay is None else round(self._output_delay * 1000, 1),
            "drills": [_entry(drill) for drill in self._drills],
        }
        try:
            storage.write_json(self.path, None, FORMAT, body, indent=None)
        except OSError as exc:
            if not self._failing:  # said once, not at every answer of a drill on a full disk
                self.problem = StoreProblem("practice.store.unsaved", {"path": self.path.name, "detail": str(exc)})
            self._failing = True
        else:
            self._failing = False  # every answer rewrites the whole file: nothing was lost meanwhile


def _entry(drill: DrillRecord) -> dict[str, Any]:
    return {
        **drill.unknown,
        "kind": drill.kind,
        "started": drill.started.isoformat(timespec="seconds"),
        "details": drill.details,
        "finished": drill.finished,
        "reactions": [[r.outcome.value, r.ms, r.stimulus] for r in drill.reactions],
    }


# The rules of the file's values. A reaction is timed within a cue's window, a few seconds at most; the
# output delay is the calibration's (settings.MAX_OUTPUT_DELAY, 250 ms). A practice file grows with every
# answer over years, so it may be larger than the game's other files.
MAX_SIZE = 32 * 1024 * 1024
REACTION_MS = Number(0.0, 60_000.0)
DELAY_MS = Number(0.0, MAX_OUTPUT_DELAY * 1000)  # the settings' own rule: the scene copies it there
TEXT_LENGTH = 100
DETAILS = 32  # a drill notes a handful of details
_KINDS = {kind.value for kind in Kind}


def _text(value: object) -> str:
    if not isinstance(value, str) or len(value) > TEXT_LENGTH:
        raise ValueError("not a short text")
    return value


def _detail(value: object) -> object:
    """A detail is a short text, a yes/no, a finite number or none: what the export writes as `name=value`."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        Number(-1e12, 1e12).check(value)
        return value
    return _text(value)


def _details(details: dict[object, object], rejected: list[str]) -> dict[str, Any]:
    kept: dict[str, Any] = {}
    for name, value in details.items():
        try:
            kept[_text(name)] = _detail(value)
        except ValueError:
            rejected.append("detail")
    return kept


def _drill(entry: object, rejected: list[str]) -> DrillRecord | None:
    """The drill written by `_entry`; None (and its name in `rejected`) if its kind, start or details are wrong.
    An answer with a wrong value is left out alone."""
    try:
        if not isinstance(entry, dict) or entry.get("kind") not in _KINDS:
            raise ValueError("kind")
        started = datetime.fromisoformat(_text(entry.get("started")))
        details = entry.get("details", {})
        if not isinstance(details, dict) or len(details) > DETAILS:
            raise ValueError("details")
        details = _details(details, rejected)
        finished = entry.get("finished", False)
        if not isinstance(finished, bool):
            raise ValueError("finished")
        answers = entry.get("reactions", [])
        if not isinstance(answers, list):
            raise ValueError("reactions")
    except (ValueError, TypeError):
        rejected.append("drill")
        return None
    reactions = []
    for answer in answers:
        reaction = _reaction(answer)
        if reaction is None:
            rejected.append("reaction")
        else:
            reactions.append(reaction)
    unknown = unknown_fields(entry, ("kind", "started", "details", "finished", "reactions"))
    return DrillRecord(str(entry["kind"]), started, details, reactions, finished, unknown)


def _reaction(answer: object) -> Reaction | None:
    if not isinstance(answer, list) or len(answer) != 3:
        return None
    outcome, ms, stimulus = answer
    try:
        timed = None if ms is None else REACTION_MS.check(ms)
        return Reaction(Outcome(outcome), timed, _text(stimulus))
    except (ValueError, TypeError):  # TypeError: an outcome that is a list, say
        return None
