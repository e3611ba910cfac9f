"""The key describer: any key says what it does at the table and in lists, without doing it; Escape leaves."""

from __future__ import annotations

import pygame

from ...keys.keymap import MODIFIER_KEYS, key_words, parse_key, press_name
from ...keys.places import CHOICE, TABLE, WINDOW
from ...loop import KeyPress, Layer
from ...output.pictures import ListPicture
from ..scene import Scene

# Keys that only change another key or lock one: pressed alone they are waited past, not described.
WAITED_PAST = MODIFIER_KEYS | {pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR}


def bindable_name(press: KeyPress) -> str | None:
    """The keymap's name for a press ("shift+c", "f1"); None for one the keymap cannot name: with the Windows or
    Command key held, which keymaps do not write, or a key SDL has no name for (its name would be its raw code,
    "1073741925", which is no word to say)."""
    if press.mod & pygame.KMOD_GUI:
        return None
    name = press_name(press.key, press.mod)
    return name if parse_key(name) is not None else None


def is_escape(press: KeyPress) -> bool:
    """Plain Escape, which always leaves these places, however the keys are bound."""
    return press.key == pygame.K_ESCAPE and not press.mod & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL | pygame.KMOD_ALT)


class KeyDescriber(Scene):
    takes_every_key = True  # F11 is described, not done

    def enter(self, now: float) -> None:
        self.services.voice.answer(self.services.catalogue.text("describer.title"))

    def reveal(self, now: float, closed: Layer) -> None:
        self.enter(now)

    def handle(self, press: KeyPress, now: float) -> bool:
        if press.key in WAITED_PAST or press.repeat:
            return True
        if is_escape(press):
            self.services.voice.cue("menu_back")
            self.close()
            return True
        self.services.voice.answer(self.describe(press))
        return True

    def describe(self, press: KeyPress) -> str:
        services = self.services
        name = bindable_name(press)
        key = key_words(services.catalogue, name) if name else services.catalogue.text("describer.unnamed")
        does = []
        for commands in (TABLE, CHOICE, WINDOW):
            place = commands.place
            command = services.keymap.command(place, press.key, press.mod)
            if command in commands.names():
                words = services.catalogue.text(commands.help_key(command))
                does.append(services.catalogue.text(f"describer.{place}", does=words))
        if not does:
            return services.catalogue.text("describer.nothing", pressed=key)
        return services.catalogue.text(
            "describer.does", pressed=key, does=services.catalogue.text("list.separator").join(does)
        )

    def picture(self) -> ListPicture:
        return ListPicture(self.services.catalogue.text("describer.title"))
