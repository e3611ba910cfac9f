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
import errno
import os
import stat
import sys
from pathlib import Path

LOCK_NAME = ".audio-uno.lock"


class FolderLock:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._descriptor: int | None = None

    def acquire(self) -> bool:
        """True if this program now holds the folder's lock, False if another program holds it; OSError if it
        cannot be taken (the lock is a link or a folder, or the file system has no locks). Then nothing keeps a
        second window from writing too, so the caller writes nothing: a lock never fails open.

        A lock file left read-only (by a run as another user) is locked through a read-only descriptor: the
        lock is on the file, whatever the mode it was opened in."""
        path = self.folder / LOCK_NAME
        nofollow = getattr(os, "O_NOFOLLOW", 0)
        try:
            descriptor = os.open(path, os.O_RDWR | os.O_CREAT | nofollow, 0o644)
        except PermissionError:
            descriptor = os.open(path, os.O_RDONLY | nofollow)
        try:
            if not stat.S_ISREG(os.fstat(descriptor).st_mode):
                raise IsADirectoryError(errno.EISDIR, "the lock is not a file", str(path))
            held = _lock(descriptor)
        except BaseException:
            os.close(descriptor)
            raise
        if not held:
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
        except OSError:  # locked by another program
            return False
        return True

else:
    import fcntl

    def _lock(descriptor: int) -> bool:
        """True if locked, False if another holds it; OSError where the file system has no locks."""
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True
