"""Everything the player hears goes through here: speech, the cue placed at the speaker's seat, the history."""

from __future__ import annotations

from .history import MessageHistory
from .narration import Utterance
from .sound import CuePlayer, seat_pan
from .speech import Speaker, use_language


class Voice:
    def __init__(self, speaker: Speaker, cues: CuePlayer) -> None:
        self.speaker = speaker
        self.cues = cues
        self.history = MessageHistory()
        self._players = 0  # 0: not at a table, every cue in the centre
        self._me = 0

    def use_language(self, language: str) -> bool | None:
        """Ask the speaker for a voice in `language` (a BCP 47 tag): True if it took one, False if it has voices
        but none for it, None if it keeps its own voice (a screen reader, a log)."""
        return use_language(self.speaker, language)

    def seat_at(self, players: int, me: int) -> None:
        """Where the player sits, so that cues come from each speaker's place at the table."""
        self._players, self._me = players, me

    def leave_table(self) -> None:
        self._players = 0

    def say(self, utterance: Utterance) -> None:
        """The cue first (it starts at once), then the words, which go into the history."""
        if utterance.cue is not None:
            self.cue(utterance.cue, utterance.seat)
        if utterance.text:
            self.history.add(utterance.text)
            self.speaker.speak(utterance.text, utterance.interrupt)

    def answer(self, text: str, cue: str | None = None) -> None:
        """A reply to the player's own key: it cuts off whatever was being said."""
        self.say(Utterance(text, True, cue, None))

    def tell(self, text: str) -> None:
        """News that may wait its turn after what is being said."""
        self.say(Utterance(text, False, None, None))

    def reread(self, text: str) -> None:
        """Say a message again from the history, without adding it once more."""
        self.speaker.speak(text, True)

    def cue(self, name: str, seat: int | None = None) -> None:
        pan = seat_pan(seat, self._players, self._me) if seat is not None and self._players > 1 else 0.0
        self.cues.play(name, pan)
