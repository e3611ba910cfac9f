"""The player's rating as the statistics keep it: the skill now (openskill's mean and spread, `audiouno.rating`),
moved after every round of a counted match, and the rating said after each match, oldest first, for the chart.

A file from before the rating has none: the player starts as a new one. A wrong value costs only itself: a skill
that breaks its rules starts again, a history that does, starts empty; each is named in `rejected`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...rating import Skill, after_round
from .schema import Number

HISTORY = 1000  # matches the chart may go back over; older ones are forgotten
MU = Number(-1000.0, 1000.0)  # the model's mean starts at 25 and moves a few units a round at most
SIGMA = Number(0.001, 100.0)
SHOWN = Number(-100_000, 100_000, whole=True)


@dataclass
class RatingRecord:
    skill: Skill = field(default_factory=Skill)
    history: list[int] = field(default_factory=list)  # the rating said after each match, oldest first

    def after_round(self, bots: Sequence[str], winner: int, points: Sequence[int]) -> None:
        self.skill = after_round(self.skill, bots, winner, points)

    def match_over(self) -> None:
        self.history = [*self.history, self.skill.shown][-HISTORY:]

    @property
    def change(self) -> int:
        """How the last match moved the rating (from a new player's, for the first)."""
        before = self.history[-2] if len(self.history) > 1 else Skill().shown
        return self.shown - before

    @property
    def shown(self) -> int:
        return self.skill.shown

    def to_data(self) -> dict[str, object]:
        return {"mu": self.skill.mu, "sigma": self.skill.sigma, "history": list(self.history)}

    @classmethod
    def from_data(cls, data: object, rejected: list[str]) -> RatingRecord:
        record = cls()
        if data is None:  # a file from before the rating
            return record
        if not isinstance(data, dict):
            rejected.append("rating")
            return record
        try:
            record.skill = Skill(MU.check(data.get("mu")), SIGMA.check(data.get("sigma")))
        except ValueError:
            rejected.append("rating")
        history = data.get("history", [])
        try:
            if not isinstance(history, list):
                raise ValueError("not a list")
            record.history = [int(SHOWN.check(shown)) for shown in history][-HISTORY:]
        except ValueError:
            rejected.append("rating.history")
        return record
