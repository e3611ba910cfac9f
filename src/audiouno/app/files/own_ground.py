"""What the game owns in its folders, and whether a file the player names for the game to write (an export, a
trace, a speech log) is one of those.

Its own: each of its files (`OWN_FILES`), the copies it set aside (`<name>.bad-<time>`), its lock, and the
temporary files it writes them through. The folders may hold anything else besides (a trace the player keeps
there, another program's files when a folder is shared): the game neither writes nor removes those. And a file
the player names is never allowed to be one of the game's own, whatever it is called: reached through a link,
or the same file under another name (a hard link), it would be truncated or appended to while the game keeps it.
"""

from __future__ import annotations

import os
from pathlib import Path

from .folder_lock import LOCK_NAME
from .player_files import OWN_FILES
from .storage import Places, is_temporary

SET_ASIDE = ".bad-"  # storage.set_aside's mark: `<name>.bad-<time>`


def is_own_name(name: str) -> bool:
    """Whether a file called `name` in one of the game's folders is the game's own."""
    return (
        name in OWN_FILES
        or name == LOCK_NAME
        or any(name.startswith(f"{own}{SET_ASIDE}") for own in OWN_FILES)
        or is_temporary(name, OWN_FILES)
    )


def is_own(target: Path, places: Places) -> bool:
    """Whether writing `target` would write one of the game's own files: one of its names in one of its folders,
    or inside one (a folder set aside in place of a file), the folders and names reached through links; or the
    very file of one under any name."""
    folders = {Path(os.path.realpath(folder)) for folder in (places.config, places.data)}
    resolved = Path(os.path.realpath(target))  # a link that loops resolves to itself, not to an error
    if any(part.parent in folders and is_own_name(part.name) for part in (resolved, *resolved.parents)):
        return True
    try:
        found = os.stat(target)
    except (OSError, ValueError):  # nothing there yet (or a name the system refuses): no file of ours either
        return False
    return any(_same_file(found, folder / name) for folder in folders for name in _own_names_in(folder))


def _own_names_in(folder: Path) -> list[str]:
    try:
        return [name for name in os.listdir(folder) if is_own_name(name)]
    except OSError:
        return []


def _same_file(found: os.stat_result, path: Path) -> bool:
    try:
        other = os.stat(path)
    except OSError:
        return False
    return (found.st_dev, found.st_ino) == (other.st_dev, other.st_ino)
