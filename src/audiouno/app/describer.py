"""The key describer: any key says what it does at the table and in lists, without doing it; Escape leaves."""

from __future__ import annotations

import pygame

from .control import KeyPress
from .keymap import key_words
from .scene import Scene
from .view import draw_list

# Keys that only change another key: pressed alone they are waited past, not described.
MODIFIER_KEYS = frozenset({
    pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
    pygame.K_LGUI, pygame.K_RGUI, pygame.K_MODE, pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR,
})  # fmt: skip
_MODIFIER_WORDS = ((pygame.KMOD_SHIFT, "shift"), (pygame.KMOD_CTRL, "ctrl"), (pygame.KMOD_ALT, "alt"))


def press_name(press: KeyPress) -> str | None:
    """The keymap's name for a press ("shift+c", "f1", "page up"); None for a key the keymap cannot name (with
    the Windows or Command key held, or a key SDL has no name for)."""
    if press.mod & pygame.KMOD_GUI:
        return None
    base = pygame.key.name(press.key)
    if not base:
        return None
    return "+".join([*(word for bits, word in _MODIFIER_WORDS if press.mod & bits), base.lower()])


def is_escape(press: KeyPress) -> bool:
    """Plain Escape, which always leaves these places, however the keys are bound."""
    return press.key == pygame.K_ESCAPE and not press.mod & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL | pygame.KMOD_ALT)


class KeyDescriber(Scene):
    def enter(self, now: float) -> None:
        self.services.voice.answer(self.services.text("describer.title"))

    def reveal(self, now: float, closed: Scene) -> None:
        self.enter(now)

    def handle(self, press: KeyPress, now: float) -> bool:
        if press.key in MODIFIER_KEYS or press.repeat:
            return True
        if is_escape(press):
            self.services.voice.cue("menu_back")
            self.close()
            return True
        self.services.voice.answer(self.describe(press))
        return True

    def describe(self, press: KeyPress) -> str:
        services = self.services
        name = press_name(press)
        key = key_words(services.catalogue, name) if name else services.text("describer.unnamed")
        does = []
        for place in ("table", "choice"):
            command = services.keymap.command(place, press.key, press.mod)
            words = services.catalogue.messages.get(f"help.{place}.{command}") if command else None
            if words:
                does.append(services.text(f"describer.{place}", does=words))
        if not does:
            return services.text("describer.nothing", pressed=key)
        return services.text("describer.does", pressed=key, does=services.text("list.separator").join(does))

    def draw(self, surface: pygame.Surface) -> None:
        draw_list(surface, self.services.text("describer.title"), [], 0)
