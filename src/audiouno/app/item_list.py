"""A list of items read one at a time, each with a value that Left/Right change: the lobby and the options.

It reads the table's keys, so the arrows mean what they mean at the table: Up/Down move between items (groups),
Left/Right change the value (move within), Home/End go to the first and last item; Enter does what the list
does with it, Escape leaves it.
"""

from __future__ import annotations

import pygame

from .control import KeyPress
from .helplist import HelpList
from .lobby_items import Item
from .scene import Scene, Services
from .view import draw_list

PLACE = "table"
REPEATING = ("previous_group", "next_group", "previous_card", "next_card")


class ItemListScene(Scene):
    place = PLACE
    title_key = ""  # the list's name
    hint_key = ""  # said the first time the list opens in a session
    help_prefix = ""  # F1: `<help_prefix>.<command>` words for each key, after `<help_prefix>_intro`
    _language_notice: str | None = None  # said after a language switch: speech has no voice for it

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.index = 0
        self.items: list[Item] = self._items()

    def _items(self) -> list[Item]:
        raise NotImplementedError

    def activate(self, now: float) -> None:
        """Enter on the current item."""

    def leave(self, now: float) -> None:
        """Escape."""
        self.services.voice.cue("menu_back")
        self.close()

    def changed(self, item: Item) -> None:
        """An item's value changed."""

    def switch_language(self, language: str) -> None:
        """The language item's change: the whole game speaks `language` at once, this list's words too."""
        self._language_notice = self.services.set_language(language)

    def enter(self, now: float) -> None:
        # Queued, not interrupting: at start-up it follows the greeting and any notice about speech or sound.
        self.services.voice.tell(self._announcement(self.services.text(self.title_key)))

    def reveal(self, now: float, closed: Scene) -> None:
        self._say_item(cue=None)

    def _announcement(self, opening: str) -> str:
        hint = self.services.hint_once(self.hint_key)
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
            self.activate(now)
        elif command == "help":
            prefix = self.help_prefix
            self.services.control.push(HelpList(self.services, PLACE, prefix, prefix + "_intro"))
        elif command == "repeat_message":
            self._say_item(cue=None)
        elif command == "menu":
            self.leave(now)
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
        # The number of players changes the bots listed; the language, every item's words.
        self.items = self._items()
        self.index = min(self.index, len(self.items) - 1)
        self.services.voice.answer(self.items[self.index].label(), "menu_move")
        self.changed(item)
        notice, self._language_notice = self._language_notice, None
        if notice:
            self.services.voice.tell(notice)  # after the item said itself in the new language

    def draw(self, surface: pygame.Surface) -> None:
        draw_list(surface, self.services.text(self.title_key), [item.label() for item in self.items], self.index)
