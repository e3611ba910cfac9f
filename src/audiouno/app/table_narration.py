"""The table's events, said: each event as the player's seat sees it, the standings after a round, and a race's
sound alone before any words."""

from __future__ import annotations

from dataclasses import replace

from ..engine import Game, Phase, PlayerView, redact
from ..engine.events import DealerChosen, Event, RoundEnded
from .answers import Answers
from .narration import Narrator, Utterance
from .scene import Services

RACE_CUES = frozenset({"buzzer", "slap"})  # a race: the player reacts to this sound, so it plays alone


class TableNarration:
    def __init__(self, services: Services, game: Game, view: PlayerView, narrator: Narrator, answers: Answers) -> None:
        self.services = services
        self.game = game
        self.view = view
        self.narrator = narrator
        self.answers = answers

    def dealer_draw(self) -> str:
        """Every card drawn to choose the first dealer (the match's first words say only whose was highest)."""
        draw = next((event for event in reversed(self.game.log or []) if isinstance(event, DealerChosen)), None)
        if draw is None:
            return self.services.catalogue.text("event.dealer_draw_none")
        return self.narrator.dealer_draws(draw)

    def say(self, events: list[Event]) -> None:
        voice = self.services.voice
        self.narrator.verbosity = self.services.settings.verbosity
        said: list[Utterance] = []
        for event in events:
            seen = redact(event, self.view.seat)
            said += self.narrator.narrate(seen, self.view)
            if isinstance(seen, RoundEnded) and self.game.phase is Phase.ROUND_OVER:
                # The narrator said who scored what; now where everyone stands.
                said.append(Utterance(self.answers.scores(), False, None, None))
        race = next((utterance for utterance in said if utterance.cue in RACE_CUES), None)
        if race is not None and race.cue is not None:
            # A race starts with its own sound, alone and before any words: the card's cue would blur it.
            voice.cue(race.cue, race.seat)
            said = [replace(utterance, cue=None) for utterance in said]
        for utterance in said:
            voice.say(utterance)
