"""A list of items read one at a time, each with a value that Left/Right change: the lobby and the options.

Both have the same commands, each list in a keymap place of its own (`[lobby]`, `[options]`) with its own help
words. By default the arrows mean what they mean at the table: Up/Down move between items, Left/Right change the
value, Home/End go to the first and last item, a letter to the next item starting with it; Enter does what the
list does with it (on a setting, it reads the setting's description: each pass says only the name, the value and
the place, "3 of 30"), Escape leaves it. Like every list of the game it stops at either end with the edge sound.
"""

from __future__ import annotations

from typing import ClassVar

from ...keys.commands import Command, Commands, Place
from ...keys.places import LOBBY, OPTIONS
from ...loop import Layer
from ...output.pictures import ListPicture
from ..scene import Services
from .helplist import HelpList
from .items import Item
from .list_scene import ListScene, list_moves
from .rules_list import open_rules_document


class ItemListScene(ListScene):
    commands: ClassVar[Commands[ItemListScene]]
    title_key = ""  # the list's name
    hint_key = ""  # said the first time the list opens in a session
    _language_notice: str | None = None  # said after a language switch: speech has no voice for it

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.items: list[Item] = self._items()

    def count(self) -> int:
        return len(self.items)

    def label(self, index: int) -> str:
        return self.items[index].label()

    def _items(self) -> list[Item]:
        raise NotImplementedError

    def activate(self, now: float) -> None:
        """Enter on the current item: by default, its description."""
        self.describe()

    def describe(self) -> None:
        item = self.items[self.index]
        description = item.description()
        self.services.voice.answer(description or self.services.catalogue.text("lobby.no_description"))

    def start(self, now: float) -> None:
        """The lobby's start key (no other list has one)."""

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
        self.services.voice.tell(self._announcement(self.services.catalogue.text(self.title_key)))

    def reveal(self, now: float, closed: Layer) -> None:
        self.say_item(cue=None)

    def _announcement(self, opening: str) -> str:
        hint = self.services.hint_once(self.hint_key)
        return self.services.catalogue.sentences(opening, hint, self.item_words())

    def _help(self) -> None:
        place = self.commands.place
        self.services.control.push(HelpList(self.services, self.commands, f"help.{place}_intro"))

    def _change(self, step: int) -> None:
        item = self.items[self.index]
        item.notes = []
        if not item.change(step):
            if item.notes:  # refused, and why: the value stays as it is
                self.services.voice.answer(self.services.catalogue.sentences(*item.notes, item.label()), "invalid")
                return
            # At the end of its range: say which end rather than just the value again.
            edge = self.services.catalogue.text("lobby.lowest" if step < 0 else "lobby.highest", label=item.label())
            self.services.voice.answer(edge, "invalid")
            return
        # The number of players changes the bots listed; the language, every item's words.
        self.items = self._items()
        self.index = min(self.index, len(self.items) - 1)
        label = self.items[self.index].label()
        if item.notes:  # what the change turned off or set: after the value, a sentence of its own
            label = self.services.catalogue.text(
                "lobby.noted", label=label, notes=self.services.catalogue.sentences(*item.notes)
            )
        self.services.voice.answer(label, "menu_move")
        self.changed(item)
        notice, self._language_notice = self._language_notice, None
        if notice:
            self.services.voice.tell(notice)  # after the item said itself in the new language

    def picture(self) -> ListPicture:
        title = self.services.catalogue.text(self.title_key)
        return ListPicture(title, tuple(item.label() for item in self.items), self.index)


def _rules_document(items: ItemListScene) -> None:
    open_rules_document(items.services, items.services.settings.setup.rules)


def item_list_commands(place: Place, *own: Command[ItemListScene]) -> Commands[ItemListScene]:
    """The item lists' commands in keymap place `place` (`keys.places._item_list`); `own`, the list's own."""
    return Commands(
        place,
        Command("lower", lambda items, now: items._change(-1)),
        Command("higher", lambda items, now: items._change(1)),
        *list_moves("previous_item", "next_item", "first_item", "last_item"),
        Command("choose", lambda items, now: items.activate(now)),
        Command("repeat", lambda items, now: items.say_item(cue=None)),
        Command("help", lambda items, now: items._help()),
        Command("back", lambda items, now: items.leave(now)),
        *own,
    )


LOBBY_COMMANDS = item_list_commands(
    LOBBY,
    Command("start", lambda items, now: items.start(now)),
    Command("rules_document", lambda items, now: _rules_document(items)),
)
OPTIONS_COMMANDS = item_list_commands(OPTIONS)
