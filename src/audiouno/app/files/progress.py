"""The lessons the player has finished, and whether the tutorial was finished or left before its end once: what
the main menu reads to offer the tutorial first, and the lessons' list to say which are done.

A lesson name the game no longer has is dropped on reading (a newer or older game's file), never an error; a
file that is not a list of names is damaged, and the player files set it aside.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .player_files import LESSONS, PlayerFiles

FORMAT = 1
KIND = "lessons"
TUTORIAL = "tutorial"


@dataclass
class Progress:
    done: set[str] = field(default_factory=set)  # lessons played to their end, the tutorial among them
    tutorial_left: bool = False  # the tutorial was left before its end: the menu no longer puts it first

    @property
    def offers_tutorial_first(self) -> bool:
        return TUTORIAL not in self.done and not self.tutorial_left

    @classmethod
    def from_data(cls, data: dict[str, object], known: tuple[str, ...]) -> Progress:
        """The progress a file holds; `ValueError` when its values are not what this file keeps."""
        done, left = data.get("done", []), data.get("tutorial_left", False)
        if not isinstance(done, list) or not all(isinstance(name, str) for name in done):
            raise ValueError("done is not a list of lesson names")
        if not isinstance(left, bool):
            raise ValueError("tutorial_left is not true or false")
        return cls({name for name in done if name in known}, left)

    def to_data(self) -> dict[str, object]:
        return {"done": sorted(self.done), "tutorial_left": self.tutorial_left}


def load_progress(files: PlayerFiles, known: tuple[str, ...]) -> Progress:
    """The progress kept; none yet, or a damaged file (set aside, and a notice for the player), is a fresh start."""
    data = files.load(LESSONS, KIND, FORMAT)
    if data is None:
        return Progress()
    try:
        return Progress.from_data(data, known)
    except ValueError as damage:
        files.damaged(LESSONS, str(damage))
        return Progress()


def save_progress(files: PlayerFiles, progress: Progress) -> None:
    files.save(LESSONS, KIND, FORMAT, progress.to_data())
