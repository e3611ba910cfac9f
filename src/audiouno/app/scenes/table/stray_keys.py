"""A key the table has no use for: said so ("no such key here") when pressed alone or with Shift, and passed over
in silence when it belongs to something else than the game."""

from __future__ import annotations

import pygame

from ...keys.keymap import MODIFIER_KEYS
from ...loop import KeyPress

# Keys a player presses for something else than the game: the screen reader's own (Insert, Caps Lock), the locks,
# and shortcuts with Ctrl, Alt or the system key (Alt+Tab leaves the window). A key of no use says so only alone
# or with Shift.
_NOT_THE_GAMES = MODIFIER_KEYS | {pygame.K_INSERT, pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR, pygame.K_SCROLLLOCK,
                                  pygame.K_UNKNOWN}  # fmt: skip
_SHORTCUT_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_GUI


def says_nothing_here(press: KeyPress) -> bool:
    """Whether the table answers this key, when nothing is bound to it, by saying that it does nothing here."""
    return not press.repeat and press.key not in _NOT_THE_GAMES and not press.mod & _SHORTCUT_MODS
