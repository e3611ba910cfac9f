"""The player's files: where they live, how they are written (atomically) and read (or set aside when damaged).

Every file goes through here. A write puts the new text in a temporary file in the same folder, flushes and
fsyncs it, then renames it over the old one (and fsyncs the folder where the platform allows), so a crash at
any instant leaves the old file or the new one, never half of one. A file that cannot be used is renamed
`<name>.bad-<time>` (the link itself, never what a link points to), so it is neither lost nor read again, and
the caller carries on with defaults.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import re
import stat
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "audio-uno"
CONFIG_ENV = "AUDIO_UNO_CONFIG_DIR"
DATA_ENV = "AUDIO_UNO_DATA_DIR"
MAX_SIZE = 8 * 1024 * 1024  # no file of ours comes near this; a bigger one is not ours
MAX_DEPTH = 32  # our deepest file nests 6 levels; a deeper one is not ours, and recursion must not meet it
MAX_DIGITS = 30  # no whole number of ours has more digits
# A temporary file is `<prefix><the file's name>.<8 random characters>` (tempfile.mkstemp's): a pattern no other
# program writes, so that the clean-up after a crash removes only the game's own. Before the prefix named the
# game, it was ".tmp-": those leftovers are the game's too when they carry one of its file names.
TEMP_PREFIX = ".audio-uno.tmp-"
_OLD_TEMP_PREFIX = ".tmp-"


class Damaged(Exception):
    """A file that exists but cannot be used; `str()` says why, for the log, not for the player."""


class NotAFile(Damaged):
    """A folder, a pipe, a device or a link where a file should be."""


class TooBig(Damaged):
    """More bytes than any file of this kind holds."""


class TooDeep(Damaged):
    """Lists or tables nested beyond MAX_DEPTH."""


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


def write_atomically(path: Path, text: str, *, make_folder: bool = True) -> None:
    """Replace `path` with `text` (UTF-8) so that a crash leaves either the old file or the new one. The folder
    is made if missing, unless `make_folder` is False (an export to a folder that is not there is a typo).

    The temporary file is made by `tempfile.mkstemp` in the same folder: created exclusively (O_EXCL, and
    O_NOFOLLOW where the platform has it) under a name nobody can guess, so a link planted beforehand is never
    followed and never written through. It keeps the old file's permissions (mkstemp's own are owner-only).
    """
    folder = path.parent
    if folder.exists() and not folder.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, "the folder is a file", str(folder))
    if make_folder:
        folder.mkdir(parents=True, exist_ok=True)
    descriptor, name = tempfile.mkstemp(prefix=f"{TEMP_PREFIX}{path.name}.", dir=folder)
    temp = Path(name)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8", newline="\n") as file:
            _keep_mode(path, file.fileno())
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    _sync_folder(folder)


def link_target(path: Path) -> Path:
    """The file a link at `path` names (a player's keymap kept elsewhere, to be written where it is), or `path`
    itself when it is no link. OSError for a link that loops."""
    if not path.is_symlink():
        return path
    target = Path(os.path.realpath(path))
    if target.is_symlink():  # realpath stops on a loop where a link still stands
        raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path))
    return target


def _keep_mode(path: Path, descriptor: int) -> None:
    with contextlib.suppress(OSError, AttributeError):  # no old file, or no fchmod (Windows)
        info = path.lstat()
        if stat.S_ISREG(info.st_mode):
            os.fchmod(descriptor, stat.S_IMODE(info.st_mode))


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


def is_temporary(name: str, of: Iterable[str]) -> bool:
    """Whether `name` is a temporary file `write_atomically` makes for one of the files named `of`."""
    names = "|".join(re.escape(own) for own in of)
    prefixes = f"{re.escape(TEMP_PREFIX)}|{re.escape(_OLD_TEMP_PREFIX)}"
    return re.fullmatch(f"(?:{prefixes})(?:{names})\\.[a-z0-9_]{{8}}", name) is not None


def remove_leftovers(folder: Path, of: Iterable[str]) -> None:
    """Delete the temporary files a crash left behind mid-write of the files named `of` (the real files are whole
    either way); nothing else in the folder, whoever made it. Only the program that holds the folders' lock calls
    this: another one's temporary file may be in use."""
    try:
        entries = list(folder.iterdir())
    except OSError:
        return
    for entry in entries:
        if is_temporary(entry.name, of):
            with contextlib.suppress(OSError):
                entry.unlink()


def read_bytes(path: Path, limit: int = MAX_SIZE, *, follow_links: bool = False) -> bytes | None:
    """The bytes of `path`, None if there is no such file; `NotAFile`, `TooBig` or `Damaged` if it is there but
    cannot be read.

    Opened without blocking and checked on the open file: a named pipe in its place would wait for a writer for
    ever, and a link to /dev/zero would never end. A link is refused unless `follow_links` (the keymap the
    player may keep elsewhere); the game's own files are never links.
    """
    try:
        if not follow_links and path.is_symlink():
            raise NotAFile("a link")
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        if not follow_links:
            flags |= getattr(os, "O_NOFOLLOW", 0)
        descriptor = os.open(path, flags)
    except (FileNotFoundError, NotADirectoryError):  # no file, or a file where its folder should be
        return None
    except OSError as exc:
        raise Damaged(f"cannot open it: {exc.strerror or exc}") from exc
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise NotAFile("not a regular file")
        if info.st_size > limit:
            raise TooBig(f"{info.st_size} bytes, more than {limit}")
        chunks, size = [], 0
        while chunk := os.read(descriptor, limit + 1 - size):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:  # it grew since fstat
                raise TooBig(f"more than {limit} bytes")
        return b"".join(chunks)
    except OSError as exc:
        raise Damaged(f"unreadable: {exc.strerror or exc}") from exc
    finally:
        os.close(descriptor)


def read_text(path: Path, limit: int = MAX_SIZE) -> str | None:
    """The UTF-8 text of `path`, None if there is no such file; `Damaged` if it is there but unusable."""
    data = read_bytes(path, limit)
    if data is None:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Damaged(f"not UTF-8: {exc}") from exc


def parse_json(text: str) -> object:
    """JSON text as Python values, within limits: `TooDeep` past MAX_DEPTH levels, and a whole number of more
    than MAX_DIGITS digits read as infinity, which no schema accepts (Python would spend quadratic time
    converting a million digits). NaN and Infinity parse as the floats they name: the schemas refuse them."""
    try:
        data = json.loads(text, parse_int=_whole_number)
    except RecursionError as exc:  # the decoder recurses once a level: a deep file stops it here
        raise TooDeep(f"nested more than {MAX_DEPTH} levels") from exc
    except ValueError as exc:
        raise Damaged(f"not JSON: {exc}") from exc
    if _depth_over(data, MAX_DEPTH):
        raise TooDeep(f"nested more than {MAX_DEPTH} levels")
    return data


def _whole_number(digits: str) -> int | float:
    return int(digits) if len(digits.lstrip("-")) <= MAX_DIGITS else math.inf


def _depth_over(data: object, limit: int) -> bool:
    """Whether lists and tables nest deeper than `limit`; walked with a stack, not by recursion."""
    stack: list[tuple[object, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (list, dict)):
            if depth > limit:
                return True
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children if isinstance(child, (list, dict)))
    return False


def read_json(path: Path, kind: str | None, version: int, limit: int = MAX_SIZE) -> dict[str, object] | None:
    """A JSON object written by `write_json` with this `kind`, None if there is no file; `Damaged` if the
    file is empty, cut short, too big or too deep, of another kind or of a format newer than `version`.
    `kind` None: a file that names no kind (the practice file's format 1)."""
    text = read_text(path, limit)
    if text is None:
        return None
    data = parse_json(text)
    if not isinstance(data, dict) or data.get("kind") != kind:
        raise Damaged(f"not an audio-uno {kind or 'practice'} file")
    found = data.get("format")
    if not isinstance(found, int) or isinstance(found, bool) or not 1 <= found <= version:
        raise Damaged(f"format {found!r}, this version reads 1 to {version}")
    return data


def write_json(path: Path, kind: str | None, version: int, body: dict[str, object], *, indent: int | None = 1) -> None:
    """Write `body` with its kind and format version in front, indented for people to read unless `indent` is
    None. NaN and Infinity are refused (`ValueError`): they are not JSON, and no reader would take them back."""
    head: dict[str, object] = {"format": version} if kind is None else {"kind": kind, "format": version}
    separators = None if indent is not None else (",", ":")
    text = json.dumps({**head, **body}, ensure_ascii=False, indent=indent, separators=separators, allow_nan=False)
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
