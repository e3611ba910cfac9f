"""The player's practice as kept beside the game: the file (in memory when the program keeps none), a problem with
it said once, and the reaction times the bots' reflexes follow at the table and in the race drill."""

from __future__ import annotations

from ..scene import Services
from .drill import Kind
from .reaction import Outcome
from .store import PRACTICE_FILE, PracticeFile, PracticeLog


def saved_practice(services: Services) -> PracticeFile:
    """The player's practice statistics as kept beside the game's (in memory when the program keeps no files). A
    file that could neither be read nor set aside is said once (`tell_store_problem`); after that, this run keeps
    its drills in memory rather than say it again at every visit."""
    files = services.files
    path = files.path(PRACTICE_FILE)
    if path is None or files.ignored(PRACTICE_FILE):
        return PracticeFile(None)
    store = PracticeFile(path, read_only=not files.writable(PRACTICE_FILE))
    if store.unreadable:
        files.ignore(PRACTICE_FILE)
    return store


TIMED_ON_A_SOUND = (Kind.REACTION.value, Kind.RACE.value)  # drills of one known key on one known sound


def reaction_times(services: Services, store: PracticeLog | None = None) -> list[float]:
    """The player's own reaction times to a race's sound, in seconds, oldest first: the hits of their reaction and
    race drills (`store`, else the practice file), then the races they pressed in at the table."""
    store = store if store is not None else saved_practice(services)
    drills = sorted((d for d in store.drills() if d.kind in TIMED_ON_A_SOUND), key=lambda drill: drill.started)
    practised = [r.ms / 1000 for d in drills for r in d.reactions if r.outcome is Outcome.HIT and r.ms is not None]
    return [*practised, *services.statistics.reaction_times]


def tell_store_problem(services: Services, store: PracticeLog) -> None:
    """What went wrong with the practice file, said once."""
    problem = store.problem
    if problem is not None:
        store.problem = None
        services.voice.tell(services.catalogue.text(problem.key, **problem.args))
