"""A race against bots: where the player came, and the sentence that says so.

"You were second of four, 40 ms behind Bruno; Ana was slowest."
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ....bots.reflexes import ReactionModel

Text = Callable[..., str]  # a catalogue lookup: key and fields to words


@dataclass(frozen=True)
class Rival:
    name: str
    reflexes: ReactionModel


@dataclass(frozen=True)
class RaceResult:
    player_ms: float | None  # None: the player never pressed
    rivals: tuple[tuple[str, float], ...]  # (name, ms) of every bot

    @property
    def field(self) -> int:
        return len(self.rivals) + 1

    @property
    def place(self) -> int:
        """1 for first; a tie goes to the player. A player who never pressed is last."""
        if self.player_ms is None:
            return self.field
        return 1 + sum(ms < self.player_ms for _, ms in self.rivals)

    def sentence(self, text: Text) -> str:
        by_time = sorted(self.rivals, key=lambda rival: rival[1])
        field = text(f"practice.count.{self.field}")
        if self.player_ms is None:
            return text("practice.race.missed", field=field, slowest=by_time[-1][0])
        place = self.place
        if place == 1:
            name, ms = by_time[0]
            key = "practice.race.first" if self.field == 2 else "practice.race.first_slowest"
            return text(key, field=field, gap=round(ms - self.player_ms), name=name, slowest=by_time[-1][0])
        ahead_name, ahead_ms = by_time[place - 2]
        gap = round(self.player_ms - ahead_ms)
        if place == self.field:
            return text("practice.race.last", field=field, gap=gap, name=ahead_name)
        ordinal = text(f"practice.ordinal.{place}")
        return text(
            "practice.race.middle", place=ordinal, field=field, gap=gap, name=ahead_name, slowest=by_time[-1][0]
        )
