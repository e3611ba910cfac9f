"""The lobby: the match's setup as a list of items (see `item_list`). Enter on Start the match starts it, and on any
other item reads its description, as the rules list does; the start key (Ctrl+Enter) starts it from anywhere.
The setup is remembered for the next time."""

from __future__ import annotations

from ...files.match_setup import MatchSetup
from ...files.player_files import MATCH
from ...loop import Layer
from ..lists.item_list import LOBBY_COMMANDS, ItemListScene
from ..lists.items import Item
from ..lists.menu import confirm, confirm_quit
from ..scene import Services
from ..table.scene import TableScene
from .items import StartItem, lobby_items


class LobbyScene(ItemListScene):
    place = LOBBY_COMMANDS.place
    commands = LOBBY_COMMANDS
    title_key = "lobby.title"
    hint_key = "lobby.hint"

    @property
    def setup(self) -> MatchSetup:
        """The setup is the settings' own, so the next start finds the one used last."""
        return self.services.settings.setup

    @setup.setter
    def setup(self, setup: MatchSetup) -> None:
        self.services.settings.setup = setup
        self.items = self._items()

    def __init__(self, services: Services) -> None:
        # Each seat's strength as last set, those no longer listed too: adding players back brings them back.
        self._strengths: list[str] = []
        super().__init__(services)

    def _items(self) -> list[Item]:
        return lobby_items(
            self.services.catalogue, self.setup, self.services.settings, self.switch_language, self._strengths
        )

    def reveal(self, now: float, closed: Layer) -> None:
        """Back from a match: say so, and that it is kept if it is; back from a question: where the player is."""
        if isinstance(closed, TableScene):
            text = self.services.catalogue.text
            back = text("lobby.back_kept") if self.services.files.exists(MATCH) else text("lobby.back")
            self.services.voice.answer(self._announcement(back))
        else:
            self.say_item(cue=None)

    def changed(self, item: Item) -> None:
        self.services.save_settings()

    def leave(self, now: float) -> None:
        """Back to the main menu; a lobby with nothing under it asks whether to quit."""
        if len(self.services.control.stack) > 1:
            super().leave(now)
        else:
            confirm_quit(self.services, lambda now: None)  # No: `reveal` says where the player is

    def activate(self, now: float) -> None:
        """Enter: on Start the match, start it; on a setting, its description."""
        if isinstance(self.items[self.index], StartItem):
            self.start(now)
        else:
            self.describe()

    def start(self, now: float) -> None:
        """Start the match; if a saved match would be replaced by it, ask first."""
        services = self.services
        if services.files.exists(MATCH):
            confirm(services, services.catalogue.text("lobby.replace_question"), self._start, lambda now: None)
        else:
            self._start(now)

    def _start(self, now: float) -> None:
        match_seed = self.services.session_seed(self.services.matches_started)
        self.services.matches_started += 1
        self.services.voice.cue("menu_select")
        self.services.control.push(TableScene(self.services, self.setup, match_seed, keep=True))
