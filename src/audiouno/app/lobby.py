"""The lobby: the match's setup as a list of items (see `item_list`). Enter starts a match from anywhere in it;
the setup is remembered for the next time."""

from __future__ import annotations

from .files import MATCH
from .item_list import ItemListScene
from .lobby_items import Item, lobby_items
from .menu import confirm, confirm_quit
from .scene import Scene
from .setup import MatchSetup
from .table import TableScene

SEED_STRIDE = 1000  # each match of a seeded session gets its own seed: seed, seed + 1000, ...


class LobbyScene(ItemListScene):
    title_key = "lobby.title"
    hint_key = "lobby.hint"
    help_prefix = "help.lobby"

    @property
    def setup(self) -> MatchSetup:
        """The setup is the settings' own, so the next start finds the one used last."""
        return self.services.settings.setup

    @setup.setter
    def setup(self, setup: MatchSetup) -> None:
        self.services.settings.setup = setup
        self.items = self._items()

    def _items(self) -> list[Item]:
        return lobby_items(self.services.catalogue, self.setup, self.services.settings, self.switch_language)

    def reveal(self, now: float, closed: Scene) -> None:
        """Back from a match: say so; back from a question: say where the player is."""
        if isinstance(closed, TableScene):
            self.services.voice.answer(self._announcement(self.services.text("lobby.back")))
        else:
            self._say_item(cue=None)

    def changed(self, item: Item) -> None:
        self.services.save_settings()

    def leave(self, now: float) -> None:
        """Back to the main menu; a lobby with nothing under it asks whether to quit."""
        if len(self.services.control.stack) > 1:
            super().leave(now)
        else:
            confirm_quit(self.services, lambda now: None)  # No: `reveal` says where the player is

    def activate(self, now: float) -> None:
        """Start the match; if a saved match would be replaced by it, ask first."""
        services = self.services
        if services.files.exists(MATCH):
            confirm(services, services.text("lobby.replace_question"), self._start, lambda now: None)
        else:
            self._start(now)

    def _start(self, now: float) -> None:
        seed = self.services.seed
        match_seed = None if seed is None else seed + SEED_STRIDE * self.services.matches_started
        self.services.matches_started += 1
        self.services.voice.cue("menu_select")
        self.services.control.push(TableScene(self.services, self.setup, match_seed, keep=True))
