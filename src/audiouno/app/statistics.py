"""What the player has done, counted: matches and rounds, challenges, UNO catches, buzzer and slap races.

A figure is named by dotted parts: "matches_won" alone, or qualified, "matches_won.preset.official" or
"rounds_played.strength.hard". Anything may add figures of its own (practice drills, say) with `count` and
`time`; the list names each by the catalogue's `stats.<first part>[.<second part>]` message. Each figure notes
when it last changed, so the list reads the newest first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.events import ChallengeResolved, Event, MatchEnded, ReactionResolved, RoundEnded, UnoCaught
from .match_setup import MatchSetup

FORMAT = 1
KIND = "statistics"


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
        return {
            "changes": self.changes,
            "counts": {name: {"count": n, "changed": changed} for name, (n, changed) in self.counts.items()},
            "times": {
                name: {"count": t.count, "total": t.total, "best": t.best, "changed": t.changed}
                for name, t in self.times.items()
            },
        }

    @classmethod
    def from_data(cls, data: dict[str, object]) -> Statistics:
        """Figures written by `to_data`; a wrong type anywhere is a `ValueError`."""
        stats = cls()
        stats.changes = _whole(data.get("changes", 0))
        counts, times = data.get("counts", {}), data.get("times", {})
        if not isinstance(counts, dict) or not isinstance(times, dict):
            raise ValueError("counts and times are tables")
        for name, entry in counts.items():
            if not isinstance(entry, dict):
                raise ValueError(f"{name}: {entry!r}")
            stats.counts[name] = (_whole(entry.get("count")), _whole(entry.get("changed", 0)))
        for name, entry in times.items():
            if not isinstance(entry, dict):
                raise ValueError(f"{name}: {entry!r}")
            best = entry.get("best")
            stats.times[name] = Timing(
                _whole(entry.get("count")),
                _seconds(entry.get("total")),
                None if best is None else _seconds(best),
                _whole(entry.get("changed", 0)),
            )
        return stats


def _whole(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"not a count: {value!r}")
    return value


def _seconds(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 1e9:
        raise ValueError(f"not a time: {value!r}")
    return float(value)


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
    return stats.changes != before


def _played_and_won(stats: Statistics, what: str, won: bool, setup: MatchSetup) -> None:
    qualifiers = [f"preset.{setup.preset}", *(f"strength.{name}" for name in sorted(set(setup.bots)))]
    for outcome in ("played", "won") if won else ("played",):
        stats.count(f"{what}_{outcome}")
        for qualifier in qualifiers:
            stats.count(f"{what}_{outcome}.{qualifier}")
