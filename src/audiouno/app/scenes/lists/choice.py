"""A short list to choose from: a colour after a wild, whom to swap hands with after a 7, a menu, a yes/no.

Up/Down or Left/Right move, Home/End go to the first and last item, Enter chooses, number keys choose directly
(in a yes/no question they only go to the item: a stray digit must not answer it), a letter jumps to the next item
starting with it, Escape goes back where that is allowed. Like every list of the game (the lobby, the options, the
hand) it stops at either end with the edge sound, and each item says its place, "2 of 4". How to use it is said once
per session.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ...keys.commands import Command, Commands
from ...keys.help import help_text
from ...keys.places import CHOICE
from ...loop import KeyPress, Layer
from ...output.pictures import ListPicture
from ..scene import Services
from .list_scene import ListScene, list_moves

PLACE = CHOICE.place
HINT = "choice.hint"
ASCII_DIGITS = "0123456789"
V = TypeVar("V")


CHOICE_COMMANDS: Commands[ChoiceScene[Any]] = Commands(
    CHOICE,
    *list_moves("previous", "next", "first", "last"),
    Command("confirm", lambda choice, now: choice._choose(now)),
    Command("back", lambda choice, now: choice._back(now)),
    Command("help", lambda choice, now: choice._help(now)),
)


@dataclass(frozen=True)
class Option(Generic[V]):
    label: str
    value: V


class ChoiceScene(ListScene, Generic[V]):
    place = PLACE
    commands = CHOICE_COMMANDS

    def __init__(
        self,
        services: Services,
        title: str,
        options: Sequence[Option[V]],
        on_choose: Callable[[V, float], object],
        *,
        on_back: Callable[[float], None] | None = None,
        in_game: bool = False,
        below_binds: Callable[[KeyPress], bool] | None = None,
        stays: bool = False,
        digits_choose: bool = True,
    ) -> None:
        """`on_back` None: there is no going back (a wild's colour must be named). `in_game`: keys the list does
        not use (U to say UNO while choosing a colour, R, C ...) reach the table below, and so does Escape when
        there is no going back, opening the game menu. `below_binds`: whether a key belongs to the place below
        before it is a first letter here. `stays`: choosing or going back leaves the list open
        (the main menu; a list read line by line). `digits_choose` False: a digit only goes to its item."""
        super().__init__(services)
        self.title = title
        self.options = list(options)
        self._on_choose = on_choose
        self._on_back = on_back
        self.passes_keys = in_game
        self._below_binds = below_binds
        self.stays = stays
        self.digits_choose = digits_choose

    def count(self) -> int:
        return len(self.options)

    def label(self, index: int) -> str:
        return self.options[index].label

    def enter(self, now: float) -> None:
        hint = self.services.hint_once(HINT)
        parts = [self.title, self.item_words(), *([hint] if hint else [])]
        self.services.voice.answer(self.services.catalogue.sentences(*parts), "menu_move")

    def reveal(self, now: float, closed: Layer) -> None:
        self.services.voice.answer(self.services.catalogue.sentences(self.title, self.item_words()))

    def handle(self, press: KeyPress, now: float) -> bool:
        command = self.services.keymap.command(PLACE, press.key, press.mod)
        if self.commands.dispatch(self, command, press.repeat, now):
            return True
        if press.repeat:
            return command is not None or not self.passes_keys  # a held letter or digit acts once
        if self._below_binds is not None and self._below_binds(press):
            return False
        return self._typed(press.unicode, now)

    def _help(self, now: float) -> None:
        services = self.services
        keys = help_text(services.catalogue, services.keymap, CHOICE_COMMANDS, services.words.key_name)
        services.voice.answer(services.catalogue.sentences(keys, services.catalogue.text("help.choice_typing")))

    def _back(self, now: float) -> bool:
        """Escape: back where that is allowed; otherwise the key goes on (to the game menu, below a choice)."""
        if self._on_back is None:
            return False
        self.services.voice.cue("menu_back")
        if not self.stays:
            self.close()
        self._on_back(now)
        return True

    def _typed(self, char: str, now: float) -> bool:
        """A digit chooses that item; a letter jumps to the next item starting with it. Other keys pass.

        Only the ten ASCII digits count: "²" (unshifted on French keyboards), "①" or "٣" are digits to
        `str.isdigit` but name no item.
        """
        if len(char) == 1 and char in ASCII_DIGITS:
            number = int(char) or 10
            if number <= len(self.options):
                self.index = number - 1
                self._choose(now) if self.digits_choose else self.say_item()
                return True
            return not self.passes_keys
        return self.jump_to_letter(char)

    def _choose(self, now: float) -> None:
        self.services.voice.cue("menu_select")
        if not self.stays:
            self.close()
        self._on_choose(self.options[self.index].value, now)

    def picture(self) -> ListPicture:
        return ListPicture(self.title, tuple(f"{n}. {o.label}" for n, o in enumerate(self.options, 1)), self.index)
