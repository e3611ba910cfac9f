"""The player's four files, loaded with care and saved as they change: settings and keymap in the config folder,
statistics and the saved match in the data folder.

Without `Places` (tests, and a program told to remember nothing) nothing is read or written. A file that cannot
be used is set aside and a notice says so; what the other files hold is never touched by it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from . import storage
from .storage import Damaged, Places

_log = logging.getLogger(__name__)

SETTINGS = "settings.json"
KEYMAP = "keymap.toml"
STATISTICS = "statistics.json"
MATCH = "match.json"


@dataclass(frozen=True)
class FileNotice:
    """Something to tell the player about one of their files: a message key and its arguments."""

    key: str
    args: dict[str, str]


class PlayerFiles:
    def __init__(self, places: Places | None) -> None:
        self.places = places
        self.notices: list[FileNotice] = []  # to be spoken, then cleared by whoever speaks them
        self._unwritable: set[Path] = set()  # told once each
        if places is not None:
            storage.remove_leftovers(places.config)
            storage.remove_leftovers(places.data)

    @property
    def remembers(self) -> bool:
        return self.places is not None

    def path(self, name: str) -> Path | None:
        if self.places is None:
            return None
        folder = self.places.config if name in (SETTINGS, KEYMAP) else self.places.data
        return folder / name

    def load(self, name: str, kind: str, version: int) -> dict[str, object] | None:
        """The JSON body of a file, None when there is none (or it was damaged and set aside)."""
        path = self.path(name)
        if path is None:
            return None
        try:
            return storage.read_json(path, kind, version)
        except Damaged as damage:
            self.damaged(name, str(damage))
            return None

    def damaged(self, name: str, why: str) -> None:
        """The file `name` holds something unusable: set it aside and say so."""
        path = self.path(name)
        if path is None:
            return
        _log.warning("%s: %s", path, why)
        kept = storage.set_aside(path)
        key = "files.damaged_kept" if kept is not None else "files.damaged"
        self.notices.append(FileNotice(key, {"file": name, "kept": kept.name if kept else ""}))

    def save(self, name: str, kind: str, version: int, body: dict[str, object]) -> None:
        path = self.path(name)
        if path is None:
            return
        try:
            storage.write_json(path, kind, version, body)
        except OSError as exc:
            self._cannot_write(path, name, exc)

    def write_text(self, name: str, text: str) -> bool:
        path = self.path(name)
        if path is None:
            return False
        try:
            storage.write_atomically(path, text)
        except OSError as exc:
            self._cannot_write(path, name, exc)
            return False
        return True

    def remove(self, name: str) -> None:
        path = self.path(name)
        if path is None:
            return
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            self._cannot_write(path, name, exc)

    def exists(self, name: str) -> bool:
        path = self.path(name)
        return path is not None and (path.exists() or path.is_symlink())

    def _cannot_write(self, path: Path, name: str, exc: OSError) -> None:
        _log.warning("cannot write %s: %s", path, exc)
        if path not in self._unwritable:
            self._unwritable.add(path)
            self.notices.append(FileNotice("files.unwritable", {"file": name, "detail": exc.strerror or str(exc)}))
