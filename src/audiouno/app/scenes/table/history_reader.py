"""The keys that read the match's messages again: the last one, older and newer ones, the oldest and the newest.

The history is the match's own: the game's events as they were told, kept with the match (a saved match
rebuilds it from its log), never the lobby's words or the answers to the player's own keys."""

from __future__ import annotations

from ...output.history import MessageHistory
from ..scene import Services


class HistoryReader:
    def __init__(self, services: Services, history: MessageHistory) -> None:
        self.services = services
        self.history = history

    def older(self) -> None:
        self._say(self.history.older())

    def newer(self) -> None:
        self._say(self.history.newer())

    def oldest(self) -> None:
        self._say(self.history.oldest())

    def newest(self) -> None:
        self._say(self.history.newest())

    def repeat(self) -> None:
        self._say(self.history.last)

    def _say(self, entry: str | tuple[str, bool] | None) -> None:
        """Read a message again (without adding it to the history); at either end, with the edge sound first."""
        voice = self.services.voice
        if entry is None:
            voice.answer(self.services.catalogue.text("table.no_messages"))
            return
        text, at_edge = entry if isinstance(entry, tuple) else (entry, False)
        if at_edge:
            voice.cue("menu_back")
        voice.reread(text)
