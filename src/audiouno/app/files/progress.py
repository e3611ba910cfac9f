"""The lessons the player has finished, and whether the tutorial was finished or left before its end once: what
the main menu reads to offer the tutorial first, and the lessons' list to say which are done.

A lesson name this game does not have (a newer or older game's) is kept as it was, and means nothing here. One
bad value costs only itself, as in the settings: it is left out, said once, and the file written back without it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .player_files import LESSONS, PlayerFiles
from .schema import unknown_fields

FORMAT = 1
KIND = "lessons"
TUTORIAL = "tutorial"
NAME_LENGTH = 100  # the longest lesson name is about 20 characters


@dataclass
class Progress:
    done: set[str] = field(default_factory=set)  # lessons played to their end, the tutorial among them
    tutorial_left: bool = False  # the tutorial was left before its end: the menu no longer puts it first
    unknown: dict[str, object] = field(default_factory=dict, compare=False)  # another version's, kept as it was

    @property
    def offers_tutorial_first(self) -> bool:
        return TUTORIAL not in self.done and not self.tutorial_left

    @classmethod
    def from_data(cls, data: dict[str, object], rejected: list[str]) -> Progress:
        """The progress a file holds; a value that is not what this file keeps is left out, and named in
        `rejected`."""
        done, left = data.get("done", []), data.get("tutorial_left", False)
        names: set[str] = set()
        if not isinstance(done, list):
            rejected.append("done")
            done = []
        for name in done:
            if isinstance(name, str) and 0 < len(name) <= NAME_LENGTH:
                names.add(name)
            else:
                rejected.append("done")
        if not isinstance(left, bool):
            rejected.append("tutorial_left")
            left = False
        progress = cls(names, left)
        progress.unknown = unknown_fields(data, progress.to_data())
        return progress

    def to_data(self) -> dict[str, object]:
        return {**self.unknown, "done": sorted(self.done), "tutorial_left": self.tutorial_left}


def load_progress(files: PlayerFiles) -> Progress:
    """The progress kept; none yet, or a damaged file (set aside, and a notice for the player), is a fresh start.
    Values that cannot be used are said once and written back without them."""
    data = files.load(LESSONS, KIND, FORMAT)
    if data is None:
        return Progress()
    rejected: list[str] = []
    progress = Progress.from_data(data, rejected)
    if rejected:
        files.values_reset(LESSONS, rejected)
        save_progress(files, progress)
    return progress


def save_progress(files: PlayerFiles, progress: Progress) -> None:
    files.save(LESSONS, KIND, FORMAT, progress.to_data())
