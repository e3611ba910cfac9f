"""What every part of the table reads: the player's view of the game, the players' names, the match's words, and
the app's services (the voice, the catalogue, the settings, the scene stack).

The parts get this, not the scene and not the `Game`: they read the game only as the player's seat sees it, the
way a bot does (`engine.view`). Only the scene applies actions, and the pacer plans the bots' own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ....engine import PlayerView, RuleSet
from ...output.narration import Narrator
from ...output.words import Words
from ..scene import Services

FollowUp = Callable[[], str | None]  # the rest of the answer to a key, worked out after its action


@dataclass(frozen=True)
class TableContext:
    services: Services
    view: PlayerView  # live: it reads the game when asked
    names: tuple[str, ...]  # by seat, the player's own first
    narrator: Narrator  # reads the match's events from the player's seat

    @property
    def seat(self) -> int:
        return self.view.seat

    @property
    def words(self) -> Words:
        """The match's words: cards, refusals, the players' names."""
        return self.narrator.words

    @property
    def rules(self) -> RuleSet:
        return self.view.rules
