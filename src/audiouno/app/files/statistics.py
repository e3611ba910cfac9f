"""What the player has done, counted: matches and rounds, challenges, UNO catches, buzzer and slap races.

The player's most recent reaction times in the races they pressed in are kept too (`reaction_times`): the bots
race as fast as the player does (bots/reflexes.py `fitted`).

A figure is named by dotted parts: "matches_won" alone, or qualified, "matches_won.preset.official" or
"rounds_played.strength.hard". Anything may add figures of its own (practice drills, say) with `count` and
`time`; the list names each by the catalogue's `stats.<first part>[.<second part>]` message. Each figure notes
when it last changed, so the list reads the newest first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.events import ChallengeResolved, Event, MatchEnded, ReactionResolved, RoundEnded, UnoCaught
from .match_setup import MatchSetup
from .schema import Number, unknown_fields

FORMAT = 1
KIND = "statistics"
KEPT_REACTIONS = 40  # the player's most recent race times kept (bots.reflexes.RECENT_TIMES uses as many)


@dataclass(frozen=True)
class Counted:
    match_id: str
    entries: int
    over: bool = False  # the match's end is among them: its save, if a kill left it, is of a match that is over


@dataclass
class Timing:
    count: int = 0
    total: float = 0.0
    best: float | None = None
    changed: int = 0

    @property
    def average(self) -> float:
        return self.total / self.count if self.count else 0.0


class Statistics:
    def __init__(self) -> None:
        self.counts: dict[str, tuple[int, int]] = {}  # name -> (count, when it last changed)
        self.times: dict[str, Timing] = {}
        self.changes = 0  # a counter of changes, so "newest first" needs no clock
        # The match whose events were counted last, and how many entries of its log they came from. The match is
        # saved before the figures, so after a kill between the two writes the save holds entries not counted yet:
        # taking the match up counts those (and only those), and every event is counted once.
        self.counted: Counted | None = None
        self.reaction_times: list[float] = []  # seconds, oldest first: the player's last races pressed in
        self.unknown: dict[str, object] = {}  # what another version wrote here, written back as it was

    def note_reaction(self, seconds: float) -> None:
        """One of the player's reaction times in a race at the table, kept among the most recent."""
        self.reaction_times = [*self.reaction_times, seconds][-KEPT_REACTIONS:]

    def count(self, name: str, amount: int = 1) -> None:
        self.changes += 1
        self.counts[name] = (self.counts.get(name, (0, 0))[0] + amount, self.changes)

    def time(self, name: str, seconds: float) -> None:
        self.changes += 1
        timing = self.times.setdefault(name, Timing())
        timing.count += 1
        timing.total += seconds
        timing.best = seconds if timing.best is None else min(timing.best, seconds)
        timing.changed = self.changes

    def get(self, name: str) -> int:
        return self.counts.get(name, (0, 0))[0]

    def last_won(self, what: str) -> bool | None:
        """Whether the last match (`what` "matches") or round ("rounds") was won; None if none was played. A win
        counts "_played" and then "_won", so "_won" changed last exactly when the last one was won."""
        played, won = self.counts.get(f"{what}_played"), self.counts.get(f"{what}_won")
        if played is None:
            return None
        return won is not None and won[1] > played[1]

    def newest_first(self) -> list[tuple[str, int | Timing]]:
        """Every figure, the one changed last first."""
        figures: list[tuple[int, str, int | Timing]] = [
            (changed, name, count) for name, (count, changed) in self.counts.items()
        ]
        figures += [(timing.changed, name, timing) for name, timing in self.times.items()]
        return [(name, figure) for _, name, figure in sorted(figures, key=lambda entry: -entry[0])]

    # ------------------------------------------------------------ the file

    def to_data(self) -> dict[str, object]:
        counted: dict[str, object] | None = None
        if self.counted is not None:
            counted = {"match": self.counted.match_id, "entries": self.counted.entries}
            if self.counted.over:
                counted["over"] = True
        return {
            **self.unknown,
            "changes": self.changes,
            "counted": counted,
            "counts": {name: {"count": n, "changed": changed} for name, (n, changed) in self.counts.items()},
            "times": {
                name: {"count": t.count, "total": t.total, "best": t.best, "changed": t.changed}
                for name, t in self.times.items()
            },
            "reaction_times": [round(seconds, 3) for seconds in self.reaction_times],
        }

    @classmethod
    def from_data(cls, data: dict[str, object], rejected: list[str] | None = None) -> Statistics:
        """Figures written by `to_data`. A figure with a wrong value is left out alone and named in `rejected`;
        the others are kept."""
        rejected = [] if rejected is None else rejected
        stats = cls()
        changes = _checked(COUNT, data.get("changes", 0), "changes", rejected)
        counts, times = data.get("counts", {}), data.get("times", {})
        for table, name in ((counts, "counts"), (times, "times")):
            if not isinstance(table, dict):
                rejected.append(name)
        for name, entry in counts.items() if isinstance(counts, dict) else ():
            if _is_name(name) and isinstance(entry, dict):
                try:
                    stats.counts[name] = (
                        int(COUNT.check(entry.get("count"))),
                        int(COUNT.check(entry.get("changed", 0))),
                    )
                    continue
                except ValueError:
                    pass
            rejected.append(str(name)[:NAME_LENGTH])
        for name, entry in times.items() if isinstance(times, dict) else ():
            timing = _timing(entry) if _is_name(name) else None
            if timing is None:
                rejected.append(str(name)[:NAME_LENGTH])
            else:
                stats.times[name] = timing
        # `changes` orders the figures: never behind the newest figure, whatever the file said.
        newest = [changed for _, changed in stats.counts.values()] + [t.changed for t in stats.times.values()]
        stats.changes = max([int(changes or 0), *newest])
        counted = data.get("counted")
        if isinstance(counted, dict) and isinstance(counted.get("match"), str) and len(counted["match"]) <= 64:
            entries = _checked(COUNT, counted.get("entries"), "counted", rejected)
            over = counted.get("over", False)
            if entries is not None:
                stats.counted = Counted(counted["match"], int(entries), over is True)
        elif counted is not None:
            rejected.append("counted")
        stats.reaction_times = _reaction_times(data.get("reaction_times", []), rejected)
        stats.unknown = unknown_fields(data, stats.to_data())
        return stats


# The rules of a figure: counts and their change numbers are whole numbers a lifetime of play cannot reach,
# times are seconds of one reaction (the longest window is a few seconds), totals a lifetime of them.
COUNT = Number(0, 10**12, whole=True)
SECONDS = Number(0.0, 3600.0)
TOTAL_SECONDS = Number(0.0, 1e9)
NAME_LENGTH = 200  # the longest figure name is about 40 characters
_NAME = re.compile(r"[a-z0-9_-]+(\.[a-z0-9_-]+)*")


def _is_name(name: object) -> bool:
    return isinstance(name, str) and len(name) <= NAME_LENGTH and _NAME.fullmatch(name) is not None


def _checked(rule: Number, value: object, name: str, rejected: list[str]) -> float | None:
    try:
        return rule.check(value)
    except ValueError:
        rejected.append(name)
        return None


def _reaction_times(entries: object, rejected: list[str]) -> list[float]:
    """The race times kept: each a reaction of a few seconds at most; a wrong one is left out alone."""
    if not isinstance(entries, list):
        rejected.append("reaction_times")
        return []
    kept = []
    for entry in entries[-KEPT_REACTIONS:]:
        try:
            kept.append(SECONDS.check(entry))
        except ValueError:
            rejected.append("reaction_times")
    return kept


def _timing(entry: object) -> Timing | None:
    if not isinstance(entry, dict):
        return None
    try:
        best = entry.get("best")
        return Timing(
            int(COUNT.check(entry.get("count"))),
            TOTAL_SECONDS.check(entry.get("total")),
            None if best is None else SECONDS.check(best),
            int(COUNT.check(entry.get("changed", 0))),
        )
    except ValueError:
        return None


def record(stats: Statistics, events: Sequence[Event], me: int, setup: MatchSetup) -> bool:
    """Count what `events` (as the engine gave them) mean for the player at seat `me`; True if anything counted."""
    before = stats.changes
    for event in events:
        if isinstance(event, RoundEnded):
            _played_and_won(stats, "rounds", event.winner == me, setup)
        elif isinstance(event, MatchEnded):
            _played_and_won(stats, "matches", me in event.winners, setup)
        elif isinstance(event, ChallengeResolved) and event.challenger == me:
            # The player's own challenges only: a bot challenging the player is no challenge of theirs.
            stats.count("challenges_won" if event.guilty else "challenges_lost")
        elif isinstance(event, UnoCaught):
            if event.catcher == me:
                stats.count("uno_catches_made")
            elif event.target == me:
                stats.count("uno_catches_suffered")
        elif isinstance(event, ReactionResolved):
            mine = dict(event.times)
            if me in mine:
                kind = event.kind.value
                stats.count(f"races_lost.{kind}" if me in event.losers else f"races_won.{kind}")
                seconds = mine[me]
                if seconds is not None:
                    stats.time(f"reaction.{kind}", seconds)
                    stats.note_reaction(seconds)
    return stats.changes != before


def _played_and_won(stats: Statistics, what: str, won: bool, setup: MatchSetup) -> None:
    qualifiers = [f"preset.{setup.preset}", *(f"strength.{name}" for name in sorted(set(setup.bots)))]
    for outcome in ("played", "won") if won else ("played",):
        stats.count(f"{what}_{outcome}")
        for qualifier in qualifiers:
            stats.count(f"{what}_{outcome}.{qualifier}")
