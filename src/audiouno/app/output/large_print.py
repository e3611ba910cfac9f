"""The large-print, high-contrast picture of each place, for players with some sight and for sighted helpers.

Yellow on black for the focus, white on black for the rest, and the card on top in its own colour. Fonts are
made on first use (pygame's built-in font), never at import.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...engine import Colour

BACKGROUND = (0, 0, 0)
TEXT = (255, 255, 255)
FOCUS_BACKGROUND = (255, 230, 0)
FOCUS_TEXT = (0, 0, 0)
DIM = (190, 190, 190)
CARD_COLOURS: dict[Colour | None, tuple[int, int, int]] = {
    Colour.RED: (230, 30, 30),
    Colour.YELLOW: (250, 220, 0),
    Colour.GREEN: (0, 170, 60),
    Colour.BLUE: (40, 110, 255),
    Colour.PURPLE: (160, 60, 220),
    # UNO Flip's dark side
    Colour.PINK: (255, 80, 180),
    Colour.TEAL: (0, 170, 170),
    Colour.ORANGE: (255, 140, 0),
    None: (90, 90, 90),
}
TITLE_SIZE = 56
TEXT_SIZE = 40
CARD_SIZE = 88  # the card on top and the focused card: the two things a player looks at most
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


def draw_list(surface: pygame.Surface, title: str, items: Sequence[str], focus: int) -> None:
    """A title and a list, scrolled so that the focused item is on screen."""
    surface.fill(BACKGROUND)
    y = label(surface, title, TITLE_SIZE, MARGIN, MARGIN).bottom + MARGIN
    line = font(TEXT_SIZE).get_linesize() + MARGIN
    visible = max(1, (surface.get_height() - y) // line)
    start = min(max(0, focus - visible // 2), max(0, len(items) - visible))
    for index in range(start, min(len(items), start + visible)):
        label(surface, items[index], TEXT_SIZE, MARGIN, y, focused=index == focus)
        y += line


def draw_cards(
    surface: pygame.Surface, cards: Sequence[tuple[str, Colour | None]], focus: int, y: int, size: int = TEXT_SIZE
) -> int:
    """Cards as boxes in their colours, wrapped in rows, the focused one ringed; returns the y below them."""
    ring = 2 * FRAME  # room around each card for the focus ring
    left = MARGIN + ring
    x, y = left, y + ring
    row = font(size).get_linesize() + MARGIN + 2 * ring
    for index, (name, colour) in enumerate(cards):
        width = font(size).size(name)[0] + MARGIN
        if x + width + ring > surface.get_width() and x > left:
            x, y = left, y + row
        box = label(surface, name, size, x, y, focused=index == focus, colour=CARD_COLOURS[colour])
        x = box.right + 2 * ring + MARGIN // 2
    return y + row - ring
