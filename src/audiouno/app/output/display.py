"""The game's window, and a clear refusal when there is nowhere to open one.

Without a display SDL either fails (an X11 driver asked for with no X server) or, asked for nothing, quietly picks
its "offscreen" driver: the game would run with no window, where no key can ever reach it. Both are `NoDisplay`.
A windowless driver is fine when chosen on purpose (SDL_VIDEODRIVER=dummy, as the tests do).
"""

from __future__ import annotations

import os

import pygame

WINDOWLESS = ("offscreen", "dummy")  # SDL video drivers with no window, and no keyboard
WINDOW_SIZE = (1024, 768)  # the window's size when not full screen


class NoDisplay(Exception):
    """No window can be opened that keys would reach. `sdl_error`: SDL's own words for why, where SDL gave some
    (English, for a bug report: the player is told in their language, without them)."""

    def __init__(self, sdl_error: str | None = None) -> None:
        super().__init__(sdl_error or "no display (SDL fell back to a driver with no window)")
        self.sdl_error = sdl_error


def open_window(size: tuple[int, int]) -> pygame.Surface:
    try:
        pygame.display.init()
        driver = pygame.display.get_driver()
        chosen = [name.strip().lower() for name in os.environ.get("SDL_VIDEODRIVER", "").split(",")]
        if driver in WINDOWLESS and driver not in chosen:
            raise NoDisplay()
        return pygame.display.set_mode(size)
    except pygame.error as exc:
        pygame.display.quit()
        raise NoDisplay(str(exc) or None) from exc
    except NoDisplay:
        pygame.display.quit()
        raise


def set_full_screen(on: bool) -> bool:
    """Full screen at the desktop's size, or back to a window of WINDOW_SIZE; False if SDL refused (the window
    stays as it was). The window's surface stays the same object, now of the new size."""
    if pygame.display.get_surface() is None or pygame.display.is_fullscreen() == on:
        return pygame.display.get_surface() is not None
    try:
        if on:
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            pygame.display.set_mode(WINDOW_SIZE)
    except pygame.error:
        return False
    return True
