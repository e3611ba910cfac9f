"""The drawing helpers of the practice drills and charts, which draw themselves: yellow on black for the focus,
white on black for the rest. Every other place is a picture (`pictures.py`) that `renderer.py` draws in the
player's theme. Fonts are made on first use (pygame's built-in font), never at import.
"""

from __future__ import annotations

import pygame

BACKGROUND = (0, 0, 0)
TEXT = (255, 255, 255)
FOCUS_BACKGROUND = (255, 230, 0)
FOCUS_TEXT = (0, 0, 0)
DIM = (190, 190, 190)
TITLE_SIZE = 56
TEXT_SIZE = 40
MARGIN = 16
FRAME = 6  # the focused card's frame: a card's own colour may be the focus colour, so the frame tells it apart

_fonts: dict[int, pygame.font.Font] = {}


def font(size: int) -> pygame.font.Font:
    if size not in _fonts:
        if not pygame.font.get_init():
            pygame.font.init()
        _fonts[size] = pygame.font.Font(None, size)
    return _fonts[size]


def text_on_colour(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white, whichever reads better on `colour`."""
    red, green, blue = colour
    return FOCUS_TEXT if 0.299 * red + 0.587 * green + 0.114 * blue > 140 else TEXT


def label(
    surface: pygame.Surface,
    text: str,
    size: int,
    x: int,
    y: int,
    *,
    focused: bool = False,
    colour: tuple[int, int, int] | None = None,
) -> pygame.Rect:
    """Write `text` at (x, y) in a box of `colour` (else yellow when focused); a focused box gets a white ring
    around it too, which tells it apart from a card whose own colour is the focus colour."""
    background = colour or (FOCUS_BACKGROUND if focused else None)
    foreground = text_on_colour(background) if background else TEXT
    image = font(size).render(text, True, foreground)
    box = image.get_rect(topleft=(x, y)).inflate(MARGIN, MARGIN // 2)
    box.topleft = (x, y)
    if background:
        pygame.draw.rect(surface, background, box, border_radius=6)
    if focused:
        pygame.draw.rect(surface, TEXT, box.inflate(3 * FRAME, 3 * FRAME), width=FRAME, border_radius=10)
    surface.blit(image, (x + MARGIN // 2, y + MARGIN // 4))
    return box


def paragraph(surface: pygame.Surface, text: str, size: int, y: int, colour: tuple[int, int, int] = TEXT) -> int:
    """Write `text` wrapped at word boundaries to the window's width; returns the y below it."""
    face = font(size)
    width = surface.get_width() - 2 * MARGIN
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if line and face.size(candidate)[0] > width:
            surface.blit(face.render(line, True, colour), (MARGIN, y))
            y += face.get_linesize()
            candidate = word
        line = candidate
    if line:
        surface.blit(face.render(line, True, colour), (MARGIN, y))
        y += face.get_linesize()
    return y
