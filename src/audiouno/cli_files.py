"""The command line's care for the files it is given: a path is never empty (which would mean the current folder),
a file the game writes at the player's word (`--trace`, `--speech-log`, `--export`) is never one of the game's
own, and an export asks before replacing a file, writes into a named pipe, and never replaces a device."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

from .app.files.own_ground import is_own
from .app.files.storage import NotAFile, Places
from .i18n import Catalogue

OUTPUTS = (("--trace", "trace"), ("--speech-log", "speech_log"))  # each option with its argparse name


def shown(path: Path) -> str:
    """A path as words: a name that is not UTF-8 (Latin-1 from an old disk) shows its odd bytes as \\xe9, where
    printing it as Python holds it would fail on a UTF-8 terminal."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


def path_type(words: Catalogue) -> Callable[[str], Path]:
    """argparse's `type` for a path option: an empty one is a mistake, said in words."""

    def path(text: str) -> Path:
        if not text:
            raise argparse.ArgumentTypeError(words.text("cli.error.empty_path"))
        return Path(text)

    return path


def refused_outputs(args: argparse.Namespace, places: Places, words: Catalogue) -> bool:
    """Whether a trace or speech log is aimed at one of the game's own files, which it would truncate or append
    to while the game keeps it (said, and nothing is opened)."""
    for option, name in OUTPUTS:
        path = getattr(args, name, None)
        if path is not None and is_own(path, places):
            print(words.text("cli.own_file", path=shown(path), option=option), file=sys.stderr)
            return True
    return False


def export(target: Path, replace: bool, places: Places, words: Catalogue) -> int:
    """`practice --export`: every answer as CSV; the status to exit with."""
    from .app.scenes.practice.export import FILE, OTHER, export_csv, target_kind
    from .app.scenes.practice.store import PRACTICE_FILE, PracticeFile

    say, where = words.text, shown(target)
    if is_own(target, places):
        print(say("practice.export.own_file", path=where), file=sys.stderr)
        return 2
    try:
        kind = target_kind(target)
    except OSError as exc:  # a link that loops, a folder that may not be read
        print(say("practice.export.failed", path=where, detail=exc.strerror or str(exc)), file=sys.stderr)
        return 1
    if kind == OTHER:
        print(say("practice.export.not_a_file", path=where), file=sys.stderr)
        return 1
    if kind == FILE and not replace and not _may_replace(where, words):
        return 1
    store = PracticeFile(places.data / PRACTICE_FILE, read_only=True)  # an export only reads
    if store.problem is not None:
        print(say(store.problem.key, **store.problem.args), file=sys.stderr)
        if store.unreadable:  # an empty export would stand for a history that is there
            print(say("practice.export.not_written", path=where), file=sys.stderr)
            return 1
    ratings = _rating_history(places)
    try:
        rows = export_csv(store.drills(), target, ratings)
    except NotAFile:
        print(say("practice.export.not_a_file", path=where), file=sys.stderr)
        return 1
    except OSError as exc:
        print(say("practice.export.failed", path=where, detail=exc.strerror or str(exc)), file=sys.stderr)
        return 1
    print(say("practice.export.done", rows=rows, drills=len(store.drills()), path=where))
    if ratings:
        print(say("practice.export.ratings", matches=len(ratings)))
    return 0


def _rating_history(places: Places) -> list[int]:
    """The rating after each match, from the statistics, read only; none from a file that cannot be read (the
    game sets it aside, and says so, at its next start)."""
    from .app.files.player_files import STATISTICS
    from .app.files.statistics import FORMAT, KIND, Statistics
    from .app.files.storage import Damaged, read_json

    try:
        data = read_json(places.data / STATISTICS, KIND, FORMAT)
    except Damaged:
        return []
    return [] if data is None else Statistics.from_data(data).rating.history


def _may_replace(where: str, words: Catalogue) -> bool:
    """Ask on the terminal whether to replace an existing file; without one to ask on, the answer is no."""
    if not sys.stdin.isatty():
        print(words.text("practice.export.exists", path=where), file=sys.stderr)
        return False
    try:
        answer = input(words.text("practice.export.replace_question", path=where) + " ")
    except EOFError:
        answer = ""
    if answer.strip().lower() in (words.text("practice.export.yes").lower(), "y"):
        return True
    print(words.text("practice.export.kept", path=where), file=sys.stderr)
    return False
