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

import pygame

from .commands import Command, Commands
from .control import KeyPress, Layer
from .keyhelp import help_text
from .large_print import draw_list
from .scene import Scene, Services

PLACE = "choice"
HINT = "choice.hint"
ASCII_DIGITS = "0123456789"


@dataclass(frozen=True)
class Option:
    label: str
    value: object


class ChoiceScene(Scene):
    place = PLACE

    def __init__(
        self,
        services: Services,
        title: str,
        options: Sequence[Option],
        on_choose: Callable[[object, float], None],
        *,
        on_back: Callable[[float], None] | None = None,
        in_game: bool = False,
        stays: bool = False,
        digits_choose: bool = True,
    ) -> None:
        """`on_back` None: there is no going back (a wild's colour must be named). `in_game`: keys the list does
        not use (U to say UNO while choosing a colour, R, C ...) reach the table below, and so does Escape when
        there is no going back, opening the game menu. `stays`: choosing or going back leaves the list open
        (the main menu; a list read line by line). `digits_choose` False: a digit only goes to its item."""
        super().__init__(services)
        self.title = title
        self.options = list(options)
        self.index = 0
        self._on_choose = on_choose
        self._on_back = on_back
        self.passes_keys = in_game
        self.stays = stays
        self.digits_choose = digits_choose

    def enter(self, now: float) -> None:
        hint = self.services.hint_once(HINT)
        parts = [self.title, self._item(), *([hint] if hint else [])]
        self.services.voice.answer(" ".join(parts), "menu_move")

    def reveal(self, now: float, closed: Layer) -> None:
        self.services.voice.answer(f"{self.title} {self._item()}")

    def handle(self, press: KeyPress, now: float) -> bool:
        command = self.services.keymap.command(PLACE, press.key, press.mod)
        if CHOICE_COMMANDS.dispatch(self, command, press.repeat, now):
            return True
        if press.repeat:
            return command is not None or not self.passes_keys  # a held letter or digit acts once
        return self._typed(press.unicode, now)

    def _help(self, now: float) -> None:
        services = self.services
        keys = help_text(services.catalogue, services.keymap, CHOICE_COMMANDS, services.narrator.key_name)
        services.voice.answer(f"{keys} {services.catalogue.text('help.choice_typing')}")

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
                self._choose(now) if self.digits_choose else self._say_item()
                return True
            return not self.passes_keys
        if len(char) == 1 and char.isalpha():
            count = len(self.options)
            for offset in range(1, count + 1):
                index = (self.index + offset) % count
                if self.options[index].label.lower().startswith(char.lower()):
                    self.index = index
                    self._say_item()
                    return True
        return False

    def _move(self, step: int) -> None:
        """Along the list; at either end the item again, with the edge sound."""
        index = min(len(self.options) - 1, max(0, self.index + step))
        if index == self.index:
            self.services.voice.answer(self._item(), "menu_back")
            return
        self.index = index
        self._say_item()

    def _say_item(self) -> None:
        self.services.voice.answer(self._item(), "menu_move")

    def _item(self) -> str:
        return self.services.catalogue.text(
            "choice.item", label=self.options[self.index].label, number=self.index + 1, count=len(self.options)
        )

    def _choose(self, now: float) -> None:
        self.services.voice.cue("menu_select")
        if not self.stays:
            self.close()
        self._on_choose(self.options[self.index].value, now)

    def draw(self, surface: pygame.Surface) -> None:
        draw_list(surface, self.title, [f"{n}. {o.label}" for n, o in enumerate(self.options, 1)], self.index)


CHOICE_COMMANDS: Commands[ChoiceScene] = Commands(
    PLACE,
    Command("previous", lambda choice, now: choice._move(-1), repeats=True),
    Command("next", lambda choice, now: choice._move(1), repeats=True),
    Command("first", lambda choice, now: choice._move(-len(choice.options))),
    Command("last", lambda choice, now: choice._move(len(choice.options))),
    Command("confirm", lambda choice, now: choice._choose(now)),
    Command("back", lambda choice, now: choice._back(now)),
    Command("help", lambda choice, now: choice._help(now)),
)
