"""One program at a time writes the player's files: an advisory lock on a file in each folder, held while the
program runs.

Two windows on the same folders both used to write whole files, each from its own copy, so each save undid
the other's (three rounds played, two counted; one window's practice answers gone when the other saved). The
second window now opens read-only and says why: it reads what the first has kept, plays and practises, and
writes nothing. Merging both windows' records under a lock was the other way; it was not taken because a
second window is nearly always a slip (a second launch from a slow shortcut), a player plays one match at a
time, and a merge would need every file kind to know how to combine two edits (settings changed in both?),
where read-only needs none and cannot lose a record.

The lock is `flock` on POSIX and `msvcrt.locking` on Windows: both are released by the system when the
program ends, however it ends (a kill, a crash, a power cut leaves no stale lock to clean up by hand).
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

LOCK_NAME = ".audio-uno.lock"


class FolderLock:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._descriptor: int | None = None

    def acquire(self) -> bool:
        """True if this program now holds the folder's lock (or the folder cannot hold one: a folder that
        cannot be made has no other writer to protect against, and its writes are reported as they fail);
        False if another program holds it."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
            descriptor = os.open(self.folder / LOCK_NAME, flags, 0o644)
        except OSError:
            return True
        if not _lock(descriptor):
            os.close(descriptor)
            return False
        self._descriptor = descriptor
        return True

    def __del__(self) -> None:  # a program that dropped its files without closing them lets go of them too
        self.release()

    def release(self) -> None:
        if self._descriptor is not None:
            with contextlib.suppress(OSError):
                os.close(self._descriptor)  # closing the descriptor releases the lock
            self._descriptor = None


if sys.platform == "win32":  # pragma: no cover - tested on Windows only
    import msvcrt

    def _lock(descriptor: int) -> bool:
        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _lock(descriptor: int) -> bool:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        except OSError:  # a file system without locks (some network shares): nothing to guard with
            return True
        return True
