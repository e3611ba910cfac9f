"""The table's events, said: each event as the player's seat sees it, the standings after a round, and a race's
sound alone before any words."""

from __future__ import annotations

from dataclasses import replace

from ..engine import Game, Phase, PlayerView, redact
from ..engine.events import Event, RoundEnded
from .answers import Answers
from .card_notes import CardNotes
from .history import MessageHistory
from .narration import Narrator, Utterance
from .scene import Services

RACE_CUES = frozenset({"buzzer", "slap"})  # a race: the player reacts to this sound, so it plays alone


class TableNarration:
    def __init__(
        self,
        services: Services,
        game: Game,
        view: PlayerView,
        narrator: Narrator,
        answers: Answers,
        history: MessageHistory,
    ) -> None:
        """`history`: the match's own, which the history keys read: the game's events, nothing else."""
        self.services = services
        self.game = game
        self.view = view
        self.narrator = narrator
        self.answers = answers
        self.history = history
        self.notes = CardNotes(services.catalogue)

    def replay(self, events: list[Event]) -> None:
        """A saved match's events, as they are replayed: into the history and the table review, unspoken."""
        for utterance in self._utterances(events):
            if utterance.text:
                self.history.add(utterance.text)
        self.notes.notes(events)

    def _utterances(self, events: list[Event]) -> list[Utterance]:
        self.answers.review.observe(events)
        self.narrator.verbosity = self.services.settings.verbosity
        said: list[Utterance] = []
        for event in events:
            seen = redact(event, self.view.seat)
            said += self.narrator.narrate(seen, self.view)
            if isinstance(seen, RoundEnded) and self.game.phase is Phase.ROUND_OVER:
                # The narrator said who scored what; now where everyone stands.
                said.append(Utterance(self.answers.scores(), False, None, None))
        return said

    def say(self, events: list[Event]) -> None:
        voice = self.services.voice
        said = self._utterances(events)
        race = next((utterance for utterance in said if utterance.cue in RACE_CUES), None)
        if race is not None and race.cue is not None:
            # A race starts with its own sound, alone and before any words: the card's cue would blur it.
            voice.cue(race.cue, race.seat)
            said = [replace(utterance, cue=None) for utterance in said]
        for utterance in said:
            voice.say(utterance)
            if utterance.text:
                self.history.add(utterance.text)
        for note in self.notes.notes(events):
            voice.tell(note)
