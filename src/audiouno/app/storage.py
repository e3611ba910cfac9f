"""The player's files: where they live, how they are written (atomically) and read (or set aside when damaged).

Every file goes through here. A write puts the new text in a temporary file in the same folder, flushes and
fsyncs it, then renames it over the old one (and fsyncs the folder where the platform allows), so a crash at
any instant leaves the old file or the new one, never half of one. A file that cannot be used is renamed
`<name>.bad-<time>` (the link itself, never what a link points to), so it is neither lost nor read again, and
the caller carries on with defaults.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import time
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "audio-uno"
CONFIG_ENV = "AUDIO_UNO_CONFIG_DIR"
DATA_ENV = "AUDIO_UNO_DATA_DIR"
MAX_SIZE = 8 * 1024 * 1024  # no file of ours comes near this; a bigger one is not ours
_TEMP_PREFIX = ".tmp-"


class Damaged(Exception):
    """A file that exists but cannot be used; `str()` says why, for the log, not for the player."""


@dataclass(frozen=True)
class Places:
    """The two folders: settings and keymap in `config`, statistics and the saved match in `data`."""

    config: Path
    data: Path

    @classmethod
    def default(cls, config: Path | None = None, data: Path | None = None) -> Places:
        """The arguments if given, else the environment variables, else the platform's folders."""
        return cls(config or _from_env(CONFIG_ENV) or config_folder(), data or _from_env(DATA_ENV) or data_folder())


def config_folder() -> Path:
    """The platform's config folder: roaming on Windows (%APPDATA%), so settings and keys follow the player to
    another machine of the same network; ~/.config/audio-uno on Linux; Application Support on macOS."""
    return Path(platformdirs.PlatformDirs(APP_NAME, appauthor=False, roaming=True).user_config_dir)


def data_folder() -> Path:
    """The platform's data folder: local on Windows (%LOCALAPPDATA%), as a saved match belongs to one machine."""
    return Path(platformdirs.PlatformDirs(APP_NAME, appauthor=False).user_data_dir)


def _from_env(name: str) -> Path | None:
    value = os.environ.get(name)
    return Path(value) if value else None


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` with `text` (UTF-8) so that a crash leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f"{_TEMP_PREFIX}{path.name}.{os.getpid()}")
    try:
        with open(temp, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable; Windows cannot open a folder for this, and needs no such step."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(handle)
    finally:
        os.close(handle)


def remove_leftovers(folder: Path) -> None:
    """Delete temporary files a crash left behind mid-write (the real files are whole either way)."""
    try:
        entries = list(folder.iterdir())
    except OSError:
        return
    for entry in entries:
        if entry.name.startswith(_TEMP_PREFIX):
            with contextlib.suppress(OSError):
                entry.unlink()


def read_text(path: Path) -> str | None:
    """The text of `path`, None if there is no such file; `Damaged` if it is there but unusable."""
    try:
        info = path.lstat()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise Damaged(f"cannot look at it: {exc}") from exc
    if not stat.S_ISREG(info.st_mode):
        raise Damaged("not a regular file")
    if info.st_size > MAX_SIZE:
        raise Damaged(f"{info.st_size} bytes is too big")
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise Damaged(f"unreadable: {exc}") from exc
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Damaged(f"not UTF-8: {exc}") from exc


def read_json(path: Path, kind: str, version: int) -> dict[str, object] | None:
    """A JSON object written by `write_json` with this `kind`, None if there is no file; `Damaged` if the
    file is empty, cut short, of another kind or of a format newer than `version`."""
    text = read_text(path)
    if text is None:
        return None
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise Damaged(f"not JSON: {exc}") from exc
    if not isinstance(data, dict) or data.get("kind") != kind:
        raise Damaged(f"not an audio-uno {kind} file")
    found = data.get("format")
    if not isinstance(found, int) or isinstance(found, bool) or not 1 <= found <= version:
        raise Damaged(f"format {found!r}, this version reads 1 to {version}")
    return data


def write_json(path: Path, kind: str, version: int, body: dict[str, object]) -> None:
    """Write `body` with its kind and format version in front, indented for people to read."""
    text = json.dumps({"kind": kind, "format": version, **body}, ensure_ascii=False, indent=1)
    write_atomically(path, text + "\n")


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file (or whatever stands in its place) to `<name>.bad-<time>`; the new path, or None
    if it could not be moved. A symbolic link is renamed itself: what it points to is left alone."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{path.name}.bad-{stamp}")
    number = 1
    while kept.exists() or kept.is_symlink():
        number += 1
        kept = path.with_name(f"{path.name}.bad-{stamp}-{number}")
    try:
        os.rename(path, kept)  # rename never follows a link
    except OSError:
        return None
    return kept
