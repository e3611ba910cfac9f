"""The lobby: a list of setup items read one at a time. Enter starts a match from anywhere in it.

It reads the table's keys, so the arrows mean what they mean at the table: Up/Down move between items (groups),
Left/Right change the value (move within), Home/End go to the first and last item.
"""

from __future__ import annotations

import pygame

from .control import KeyPress
from .helplist import HelpList
from .lobby_items import Item, lobby_items
from .menu import confirm_quit
from .scene import Scene, Services
from .setup import MatchSetup
from .table import TableScene
from .view import draw_list

PLACE = "table"
REPEATING = ("previous_group", "next_group", "previous_card", "next_card")
SEED_STRIDE = 1000  # each match of a seeded session gets its own seed: seed, seed + 1000, ...


class LobbyScene(Scene):
    place = PLACE

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.setup = MatchSetup()
        self.index = 0
        self.matches = 0
        self.items: list[Item] = self._items()

    def _items(self) -> list[Item]:
        return lobby_items(self.services.catalogue, self.setup, self.services.settings)

    def enter(self, now: float) -> None:
        # Queued, not interrupting: at start-up it follows the greeting and any notice about speech or sound.
        self.services.voice.tell(self._announcement(self.services.text("lobby.title")))

    def reveal(self, now: float, closed: Scene) -> None:
        """Back from a match: say so; back from a question: say where the player is."""
        if isinstance(closed, TableScene):
            self.services.voice.answer(self._announcement(self.services.text("lobby.back")))
        else:
            self._say_item(cue=None)

    def _announcement(self, opening: str) -> str:
        hint = self.services.hint_once("lobby.hint")
        return " ".join([opening, *([hint] if hint else []), self.items[self.index].label()])

    def handle(self, press: KeyPress, now: float) -> bool:
        command = self.services.keymap.command(PLACE, press.key, press.mod)
        if press.repeat and command not in REPEATING:
            return True
        moves = {"previous_group": -1, "next_group": 1, "first_card": -len(self.items), "last_card": len(self.items)}
        if command in moves:
            self._move(moves[command])
        elif command in ("previous_card", "next_card"):
            self._change(-1 if command == "previous_card" else 1)
        elif command == "play_card":
            self._start(now)
        elif command == "help":
            self.services.control.push(HelpList(self.services, PLACE, "help.lobby", "help.lobby_intro"))
        elif command == "repeat_message":
            self._say_item(cue=None)
        elif command == "menu":
            confirm_quit(self.services, lambda now: None)  # No: `reveal` says where the player is
        else:
            return False
        return True

    def _move(self, step: int) -> None:
        index = min(len(self.items) - 1, max(0, self.index + step))
        if index == self.index:
            self.services.voice.answer(self.items[index].label(), "menu_back")
            return
        self.index = index
        self._say_item("menu_move")

    def _say_item(self, cue: str | None) -> None:
        item = self.items[self.index]
        self.services.voice.answer(item.label(), cue)
        description = item.description()
        if description:
            self.services.voice.tell(description)

    def _change(self, step: int) -> None:
        item = self.items[self.index]
        if not item.change(step):  # at the end of its range: say which end rather than just the value again
            edge = self.services.text("lobby.lowest" if step < 0 else "lobby.highest", label=item.label())
            self.services.voice.answer(edge, "invalid")
            return
        self.items = self._items()  # the number of players changes the bots listed
        self.services.voice.answer(item.label(), "menu_move")

    def _start(self, now: float) -> None:
        seed = self.services.seed
        match_seed = None if seed is None else seed + SEED_STRIDE * self.matches
        self.matches += 1
        self.services.voice.cue("menu_select")
        self.services.control.push(TableScene(self.services, self.setup, match_seed))

    def draw(self, surface: pygame.Surface) -> None:
        draw_list(surface, self.services.text("lobby.title"), [item.label() for item in self.items], self.index)
