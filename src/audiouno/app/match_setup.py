"""The match the lobby sets up: how many players, each bot's strength, and the rules."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..bots import STRATEGIES
from ..engine import PRESETS, RuleSet

MIN_PLAYERS = 2
MAX_PLAYERS = 10
DEFAULT_PLAYERS = 4
DEFAULT_PRESET = "official"


def default_strength() -> str:
    return "normal" if "normal" in STRATEGIES else next(iter(STRATEGIES))


@dataclass
class MatchSetup:
    """The human sits at seat 0; `bots[i]` names the strategy of seat i + 1."""

    bots: list[str] = field(default_factory=lambda: [default_strength()] * (DEFAULT_PLAYERS - 1))
    preset: str = DEFAULT_PRESET
    rules: RuleSet = field(default_factory=lambda: PRESETS[DEFAULT_PRESET])

    @property
    def players(self) -> int:
        return len(self.bots) + 1

    def set_players(self, players: int) -> None:
        players = min(MAX_PLAYERS, max(MIN_PLAYERS, players))
        self.bots = (self.bots + [default_strength()] * players)[: players - 1]

    def set_preset(self, preset: str) -> None:
        """Take the preset's rules, keeping the deck and the target score, which no preset is about."""
        self.preset = preset
        self.rules = replace(PRESETS[preset], edition=self.rules.edition, target_score=self.rules.target_score)

    @property
    def customised(self) -> bool:
        """Whether an option differs from the preset's (deck and target score aside)."""
        base = replace(PRESETS[self.preset], edition=self.rules.edition, target_score=self.rules.target_score)
        return base != self.rules

    def set_option(self, name: str, value: object) -> None:
        self.rules = self.rules.with_options(**{name: value})
