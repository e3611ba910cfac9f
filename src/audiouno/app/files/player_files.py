"""The player's files, loaded with care and saved as they change: settings and keymap in the config folder,
statistics and the saved match in the data folder.

Without `Places` (tests, and a program told to remember nothing) nothing is read or written. A file that cannot
be used is set aside and a notice says so; what the other files hold is never touched by it. While another
program holds the folders (`folder_lock`), everything is read and nothing is written, moved or removed.
"""

from __future__ import annotations

import errno
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from ...i18n import Argument
from . import storage
from .folder_lock import FolderLock
from .storage import Damaged, Places

_log = logging.getLogger(__name__)

SETTINGS = "settings.json"
KEYMAP = "keymap.toml"
STATISTICS = "statistics.json"
MATCH = "match.json"
WATCH = "watch.json"  # the match a bot plays in the player's seat: never in place of theirs
LESSONS = "lessons.json"  # the tutorial and the lessons finished (files/progress.py)
PRACTICE = "practice.json"  # every drill and answer of the practice (scenes/practice/store.py)
REPLAYS = "replays.json"  # the last matches finished, to replay by ear (files/replays.py)
KEYMAP_KEPT = f"{KEYMAP}.bak"  # the player's keymap text, kept when the game could not edit it in place
OWN_FILES = (SETTINGS, KEYMAP, KEYMAP_KEPT, STATISTICS, MATCH, WATCH, LESSONS, PRACTICE, REPLAYS)


def path_in(places: Places, name: str) -> Path:
    """Where the file `name` lives: settings and keys (and their copies) in the config folder, the rest in data."""
    folder = places.config if name.startswith((SETTINGS, KEYMAP)) else places.data
    return folder / name


@dataclass(frozen=True)
class FileNotice:
    """Something to tell the player about one of their files: a message key and its arguments."""

    key: str
    args: dict[str, Argument]  # "file": the file's name ("" for none), then the message's own


class PlayerFiles:
    def __init__(self, places: Places | None) -> None:
        self.places = places
        self.notices: list[FileNotice] = []  # to be spoken, then cleared by whoever speaks them
        self._unwritable: set[Path] = set()  # told once each, until a write there succeeds again
        self._locks: list[FolderLock] = []
        self._blocked: set[Path] = set()  # folders that cannot be written: told once at start, then never tried
        self._absent: set[Path] = set()  # of those, the ones that are no folder to read either: they hold no file
        # Files this run takes as absent, said once: damaged ones that could not be set aside, a finished match's
        # save that could not be removed.
        self._ignored: set[str] = set()
        self._reset_told: set[str] = set()  # files whose values put back to their defaults were said this run
        # Another program has these folders, or their lock cannot be taken: read what they keep, write nothing
        # (see folder_lock).
        self.read_only = False
        if places is not None:
            self._take(places)

    def _take(self, places: Places) -> None:
        # Each folder with the files it holds, for the sentence that says which cannot be kept: one folder for
        # both is said, and locked, once.
        folders = {places.config: "config", places.data: "data"}
        if places.config == places.data:
            folders = {places.config: "both"}
        for folder, which in folders.items():
            if self._usable(folder, which):
                self._lock(folder)
        if self.read_only:
            return
        for folder in (places.config, places.data):
            if folder not in self._blocked:
                storage.remove_leftovers(folder, OWN_FILES)

    def _usable(self, folder: Path, which: str) -> bool:
        """Whether the game can keep files in `folder` (making it if missing); if not, one sentence says which
        files are not kept there and why, and nothing is tried there again."""
        args: dict[str, Argument] = {"file": "", "folder": folder.name, "which": which}
        if folder.exists() and not folder.is_dir():
            self.notices.append(FileNotice("files.folder_is_a_file", args))
        else:
            try:
                folder.mkdir(parents=True, exist_ok=True)
                refused = _write_refused(folder)
            except OSError as exc:
                refused = _why_not_a_folder(folder, exc)
            if refused is None:
                return True
            self.notices.append(FileNotice("files.folder_unusable", {**args, "detail": refused}))
        self._blocked.add(folder)
        if not folder.is_dir():
            self._absent.add(folder)
        return False

    def _lock(self, folder: Path) -> None:
        lock = FolderLock(folder)
        try:
            held = lock.acquire()
        except OSError as exc:
            if not self.read_only:
                self.notices.append(FileNotice("files.lock_unavailable", {"file": "", "detail": exc.strerror or ""}))
            self.read_only = True
            return
        if held:
            self._locks.append(lock)
        elif not self.read_only:
            self.read_only = True
            self.notices.append(FileNotice("files.read_only", {"file": ""}))

    def close(self) -> None:
        """Let another program have the folders."""
        for lock in self._locks:
            lock.release()
        self._locks.clear()

    @property
    def remembers(self) -> bool:
        return self.places is not None

    @property
    def writes(self) -> bool:
        return self.places is not None and not self.read_only

    def _writable(self, name: str) -> Path | None:
        """Where to write `name`, or None when nothing is to be written there."""
        path = self.path(name)
        if path is None or self.read_only or path.parent in self._blocked:
            return None
        return path

    def writable(self, name: str) -> bool:
        """Whether `name` is written at all (and a damaged one set aside) by this program."""
        return self._writable(name) is not None

    def path(self, name: str) -> Path | None:
        """Where `name` is kept; None without folders, or in a folder that is not one (said once at start)."""
        if self.places is None:
            return None
        path = path_in(self.places, name)
        return None if path.parent in self._absent else path

    def load(self, name: str, kind: str, version: int) -> dict[str, object] | None:
        """The JSON body of a file, None when there is none (or it was damaged and set aside)."""
        path = self.path(name)
        if path is None or name in self._ignored:
            return None
        try:
            return storage.read_json(path, kind, version)
        except Damaged as damage:
            self.damaged(name, str(damage))
            return None

    def damaged(self, name: str, why: str) -> None:
        """The file `name` holds something unusable: set it aside and say so. One that cannot be set aside (a
        folder that cannot be written; a program without the folders' lock leaves it for the one with it) is
        said once, and taken as absent until the program ends."""
        path = self.path(name)
        if path is None:
            return
        _log.warning("%s: %s", path, why)
        kept = storage.set_aside(path) if self.writable(name) else None
        if kept is None:
            self._ignored.add(name)
        key = "files.damaged_kept" if kept is not None else "files.damaged"
        self.notices.append(FileNotice(key, {"file": name, "kept": kept.name if kept else ""}))

    def ignored(self, name: str) -> bool:
        """Whether this run takes `name` as absent (see `damaged` and `forget`)."""
        return name in self._ignored

    def ignore(self, name: str) -> None:
        """Take `name` as absent until the program ends: its damage was said (the practice file's, by its own
        reader), and saying it again at every visit would tell nothing new."""
        self._ignored.add(name)

    def forget(self, name: str) -> None:
        """Remove `name`, or where it cannot be removed, take it as absent until the program ends."""
        self.remove(name)
        if self.exists(name):
            self._ignored.add(name)

    def values_reset(self, name: str, rejected: list[str]) -> None:
        """Some values of `name` broke their rules and were replaced by their defaults: say so once, by count (once
        a run, too: a file that could not be written back without them is read again with them)."""
        if rejected and name not in self._reset_told:
            self._reset_told.add(name)
            _log.warning("%s: values replaced by their defaults: %s", self.path(name), ", ".join(rejected[:20]))
            self.notices.append(FileNotice("files.values_reset", {"file": name, "count": len(rejected)}))

    def save(self, name: str, kind: str, version: int, body: dict[str, object]) -> None:
        path = self._writable(name)
        if path is None:
            return
        try:
            storage.write_json(path, kind, version, body)
        except OSError as exc:
            self._cannot_write(path, name, exc)
        else:
            self._written(path, name)

    def write_text(self, name: str, text: str, *, through_link: bool = False) -> bool:
        """`through_link`: a link at the file's place is written through (the keymap, which a player may keep
        elsewhere and link to), not replaced by a file of its own; the folder it names is never made."""
        path = self._writable(name)
        if path is None:
            return False
        try:
            target = storage.link_target(path) if through_link else path
            storage.write_atomically(target, text, make_folder=target == path)
        except OSError as exc:
            self._cannot_write(path, name, exc)
            return False
        self._written(path, name)
        return True

    def remove(self, name: str) -> None:
        path = self._writable(name)
        if path is None:
            return
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            self._cannot_write(path, name, exc)

    def exists(self, name: str) -> bool:
        path = self.path(name)
        return path is not None and name not in self._ignored and (path.exists() or path.is_symlink())

    def _cannot_write(self, path: Path, name: str, exc: OSError) -> None:
        """Said once (a full disk fails every save of a match: one sentence, not one a move); every later change
        tries again, so saving resumes by itself when space comes back, and that is said too."""
        _log.warning("cannot write %s: %s", path, exc)
        if path not in self._unwritable:
            self._unwritable.add(path)
            self.notices.append(FileNotice("files.unwritable", {"file": name, "detail": exc.strerror or str(exc)}))

    def _written(self, path: Path, name: str) -> None:
        if path in self._unwritable:
            self._unwritable.discard(path)
            self.notices.append(FileNotice("files.writable_again", {"file": name}))


def _write_refused(folder: Path) -> str | None:
    """Why files cannot be written in `folder` (a read-only file system, no permission), or None if they can:
    asked of the system, not tried, so that nothing is written to find out."""
    if os.access(folder, os.W_OK | os.X_OK):
        return None
    read_only = hasattr(os, "statvfs") and bool(os.statvfs(folder).f_flag & getattr(os, "ST_RDONLY", 0))
    return os.strerror(errno.EROFS if read_only else errno.EACCES)


def _why_not_a_folder(folder: Path, failure: OSError) -> str:
    """Why `folder` could not be made: what the system says of the path itself where it says more (a link that
    loops is "too many levels of symbolic links", where making it only found that something "exists")."""
    try:
        os.stat(folder)
    except OSError as exc:
        failure = exc
    return failure.strerror or str(failure)
