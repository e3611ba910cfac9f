"""The one list of the game: every list (main menu, lobby, options, F1 help, a colour or swap choice, the game
menu, the key bindings, practice) is a `ListScene` and moves the same way.

Up/Down (or the place's keys for them) move one item and stop at either end, where the item is said again with
the edge sound; Home/End go to the first and last item; a letter goes to the next item starting with it, going
round from the end; each item says its place, "3 of 30". What an item is, what Enter does and what Left/Right
change belong to the list's kind: `ChoiceScene` (choose one), `ItemListScene` (settings), `PracticeScene`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from ...keys.commands import Command, Commands
from ...loop import KeyPress
from ..scene import Scene, Services


class ListScene(Scene):
    commands: ClassVar[Commands[Any]]  # the list's keymap place and what its keys run

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.index = 0

    def handle(self, press: KeyPress, now: float) -> bool:
        """The key's command in the list's place; a key bound to none, once, goes to the first letters."""
        command = self.services.keymap.command(self.commands.place, press.key, press.mod)
        if self.commands.dispatch(self, command, press.repeat, now):
            return True
        return command is None and not press.repeat and self.jump_to_letter(press.unicode)

    def count(self) -> int:
        raise NotImplementedError

    def label(self, index: int) -> str:
        """The words of item `index`."""
        raise NotImplementedError

    def item_words(self) -> str:
        """The current item with its place: "Players: 4, 2 of 33"."""
        return self.services.catalogue.text(
            "choice.item", label=self.label(self.index), number=self.index + 1, count=self.count()
        )

    def say_item(self, cue: str | None = "menu_move") -> None:
        self.services.voice.answer(self.item_words(), cue)

    def move(self, step: int) -> None:
        """Along the list; at either end the item again, with the edge sound."""
        index = min(self.count() - 1, max(0, self.index + step))
        if index == self.index:
            self.services.voice.answer(self.item_words(), "menu_back")
            return
        self.index = index
        self.say_item()

    def jump_to_letter(self, char: str) -> bool:
        """A letter goes to the next item starting with it; False for anything else, or a letter no item has."""
        if len(char) != 1 or not char.isalpha():
            return False
        count = self.count()
        for offset in range(1, count + 1):
            index = (self.index + offset) % count
            if self.label(index).lower().startswith(char.lower()):
                self.index = index
                self.say_item()
                return True
        return False


def list_moves(previous: str, next: str, first: str, last: str) -> list[Command[ListScene]]:
    """The moves every list has, under the names of its keymap place. A held arrow moves on; Home and End once."""
    return [
        Command(previous, lambda scene, now: scene.move(-1)),
        Command(next, lambda scene, now: scene.move(1)),
        Command(first, lambda scene, now: scene.move(-scene.count())),
        Command(last, lambda scene, now: scene.move(scene.count())),
    ]
