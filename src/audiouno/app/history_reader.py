"""The keys that read the messages again: the last one, older and newer ones, the oldest and the newest."""

from __future__ import annotations

from .scene import Services


class HistoryReader:
    def __init__(self, services: Services) -> None:
        self.services = services

    def older(self) -> None:
        self._say(self.services.voice.history.older())

    def newer(self) -> None:
        self._say(self.services.voice.history.newer())

    def oldest(self) -> None:
        self._say(self.services.voice.history.oldest())

    def newest(self) -> None:
        self._say(self.services.voice.history.newest())

    def repeat(self) -> None:
        self._say(self.services.voice.history.last)

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
