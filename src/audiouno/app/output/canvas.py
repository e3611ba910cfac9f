"""The drawing kit of the large-print view: fonts and fitted text, a canvas that draws in one look and records what
it drew (`Drawn`, for the tests that read the pixels back), and a card laid out and drawn. `renderer.py` lays out
the places with it."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

import pygame

from .look import PATTERNS, RGB, CardLook, Look, Pattern
from .pictures import CardFace

FOCUS_GROWTH = 1.4  # the focused card and item, against the others
TITLE_GROWTH = 1.3
SMALLEST = 10  # pixels: no text is fitted smaller than this


@dataclass(frozen=True)
class TextRun:
    text: str
    rect: pygame.Rect  # where its image was blitted


@dataclass
class Drawn:
    """What one render put on the window."""

    texts: list[TextRun] = field(default_factory=list)
    shapes: list[pygame.Rect] = field(default_factory=list)  # every filled or outlined box, pattern and mark
    cards: list[tuple[pygame.Rect, bool]] = field(default_factory=list)  # each card of the hand, and if focused
    top: pygame.Rect | None = None  # the card on top of the pile


_fonts: dict[int, pygame.font.Font] = {}


def font(size: int) -> pygame.font.Font:
    if size not in _fonts:
        if not pygame.font.get_init():
            pygame.font.init()
        _fonts[size] = pygame.font.Font(None, size)
    return _fonts[size]


def wrap(face: pygame.font.Font, text: str, width: int) -> list[str]:
    """`text` in lines no wider than `width`, broken between words, and inside a word too long for a line."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        while len(word) > 1 and face.size(word)[0] > width:
            if line:
                lines.append(line)
                line = ""
            cut = max(1, next((n for n in range(len(word) - 1, 0, -1) if face.size(word[:n])[0] <= width), 1))
            lines.append(word[:cut])
            word = word[cut:]
        candidate = f"{line} {word}" if line else word
        if line and face.size(candidate)[0] > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines or [""]


@functools.lru_cache(maxsize=4096)
def fitted(text: str, size: int, width: int, height: int | None = None) -> tuple[int, tuple[str, ...]]:
    """The largest size up to `size` at which `text` wraps within `width` (and `height`), with its lines.

    Kept: each frame writes mostly the words of the frame before, and measuring them word by word was the largest
    part of a frame's time."""
    while True:
        face = font(size)
        lines = wrap(face, text, max(1, width))
        fits = all(face.size(line)[0] <= width for line in lines)
        if height is not None:
            fits = fits and len(lines) * face.get_linesize() <= height
        if fits or size <= SMALLEST:
            return size, tuple(lines)
        size = max(SMALLEST, int(size * 0.9))


class Canvas:
    """The window and a record of what is drawn on it; `dry` measures without drawing."""

    def __init__(self, surface: pygame.Surface, look: Look, drawn: Drawn, *, dry: bool = False) -> None:
        self.surface = surface
        self.look = look
        self.theme = look.theme
        self.drawn = drawn
        self.dry = dry
        width, height = surface.get_size()
        # The unit of size: the text at its scale, never so large that a window holds less than a few lines.
        self.unit = max(SMALLEST, min(look.text_size(), height // 6, width // 8))
        self.margin = max(6, self.unit // 3)
        self.ring = max(4, self.unit // 8)  # the focus outline's width

    def size(self, times: float = 1.0) -> int:
        return max(SMALLEST, round(self.unit * times))

    def box(self, colour: RGB, rect: pygame.Rect, width: int = 0) -> None:
        if not self.dry:
            pygame.draw.rect(self.surface, colour, rect, width)
            self.drawn.shapes.append(rect.copy())

    def marker(self, colour: RGB, rect: pygame.Rect, pointing: str = "right") -> None:
        """A triangle inside `rect`: pointing right, whose turn it is (told by shape, not by colour alone); up or
        down, more of the hand above or below what is shown."""
        if not self.dry:
            points = {
                "right": [rect.topleft, (rect.right, rect.centery), rect.bottomleft],
                "up": [rect.bottomleft, (rect.centerx, rect.top), rect.bottomright],
                "down": [rect.topleft, (rect.centerx, rect.bottom), rect.topright],
            }[pointing]
            self.drawn.shapes.append(pygame.draw.polygon(self.surface, colour, points))

    def line_of_text(self, text: str, size: int, x: int, y: int, ink: RGB) -> None:
        if not self.dry and text:
            image = font(size).render(text, True, ink)
            self.surface.blit(image, (x, y))
            self.drawn.texts.append(TextRun(text, image.get_rect(topleft=(x, y))))

    def paragraph(self, text: str, size: int, rect: pygame.Rect, ink: RGB) -> int:
        """`text` wrapped inside `rect`, made smaller where a word or the lines would not fit; its height. At the
        smallest size, the lines past the bottom are left out."""
        size, lines = fitted(text, size, rect.width, rect.height)
        face = font(size)
        shown = max(0, min(len(lines), rect.height // face.get_linesize()))
        for number, line in enumerate(lines[:shown]):
            self.line_of_text(line, size, rect.left, rect.top + number * face.get_linesize(), ink)
        return shown * face.get_linesize()

    def pattern(self, pattern: Pattern, colour: RGB, rect: pygame.Rect, step: int) -> None:
        """`pattern`'s lines across `rect` (a card's frame; the plate covers its middle afterwards)."""
        if self.dry or pattern is Pattern.PLAIN:
            return
        self.drawn.shapes.append(rect.copy())
        self.surface.set_clip(rect.clip(self.surface.get_rect()))
        thin = max(2, step // 4)
        try:
            if pattern is Pattern.STRIPES:
                for offset in range(-rect.height, rect.width, step):
                    start = (rect.left + offset, rect.bottom)
                    end = (rect.left + offset + rect.height, rect.top)
                    pygame.draw.line(self.surface, colour, start, end, thin)
            elif pattern is Pattern.DOTS:
                for x in range(rect.left + step // 2, rect.right, step):
                    for y in range(rect.top + step // 2, rect.bottom, step):
                        pygame.draw.circle(self.surface, colour, (x, y), thin)
            elif pattern in (Pattern.BARS, Pattern.GRID):
                for y in range(rect.top + step // 2, rect.bottom, step):
                    pygame.draw.line(self.surface, colour, (rect.left, y), (rect.right, y), thin)
                if pattern is Pattern.GRID:
                    for x in range(rect.left + step // 2, rect.right, step):
                        pygame.draw.line(self.surface, colour, (x, rect.top), (x, rect.bottom), thin)
            elif pattern is Pattern.COLUMNS:
                for x in range(rect.left + step // 2, rect.right, step):
                    pygame.draw.line(self.surface, colour, (x, rect.top), (x, rect.bottom), thin)
            elif pattern is Pattern.CROSSES:
                for offset in range(-rect.height, rect.width, step):
                    left, right = rect.left + offset, rect.left + offset + rect.height
                    pygame.draw.line(self.surface, colour, (left, rect.bottom), (right, rect.top), thin)
                    pygame.draw.line(self.surface, colour, (left, rect.top), (right, rect.bottom), thin)
            elif pattern is Pattern.RINGS:
                for x in range(rect.left + step // 2, rect.right, step):
                    for y in range(rect.top + step // 2, rect.bottom, step):
                        pygame.draw.circle(self.surface, colour, (x, y), max(thin + 1, step // 3), 1)
            elif pattern is Pattern.CHECKS:
                for row, y in enumerate(range(rect.top, rect.bottom, step)):
                    for column, x in enumerate(range(rect.left, rect.right, step)):
                        if (row + column) % 2 == 0:
                            pygame.draw.rect(self.surface, colour, (x, y, step // 2 + 1, step // 2 + 1))
        finally:
            self.surface.set_clip(None)


# ---------------------------------------------------------------------------------------------------- cards


@dataclass(frozen=True)
class CardShape:
    """A card laid out: its size (the focus ring's room included) and its words in lines."""

    face: CardFace
    size: int
    lines: tuple[str, ...]
    band: int  # the frame's width, where the pattern shows
    pad: int
    focused: bool
    room: int  # round the card, for the ring

    @property
    def card_size(self) -> tuple[int, int]:
        face = font(self.size)
        width = max(face.size(line)[0] for line in self.lines) + 2 * (self.band + self.pad)
        height = len(self.lines) * face.get_linesize() + 2 * (self.band + self.pad)
        return width, height

    @property
    def footprint(self) -> tuple[int, int]:
        width, height = self.card_size
        return width + 2 * self.room, height + 2 * self.room


def card_shape(
    canvas: Canvas, face: CardFace, times: float, width: int, height: int, *, focused: bool = False
) -> CardShape:
    """The card's layout within `width` and `height` (its ring's room included): a long name wraps, and is
    written smaller where it would not fit."""
    size = canvas.size(times)
    band, pad = max(6, size // 4), max(3, size // 6)
    room = 2 * canvas.ring if focused else canvas.ring  # the focused card's ring, and a gap between the others
    frame = 2 * (band + pad + room)
    size, lines = fitted(face.name, size, width - frame, max(1, height - frame))
    return CardShape(face, size, lines, band, pad, focused, room)


def draw_card(canvas: Canvas, shape: CardShape, topleft: tuple[int, int], *, in_hand: bool = True) -> pygame.Rect:
    """The card at `topleft` (its footprint's corner): a frame in its colour marked with its pattern, its words
    on the plate, an edge in the outline colour, and a ring round it when focused."""
    width, height = shape.card_size
    card = pygame.Rect(topleft[0] + shape.room, topleft[1] + shape.room, width, height)
    if canvas.dry:
        return card
    look: CardLook = canvas.theme.card(shape.face.colour)
    canvas.box(look.frame, card)
    canvas.pattern(PATTERNS[shape.face.colour], look.mark, card, max(6, shape.band))
    plate = card.inflate(-2 * shape.band, -2 * shape.band)
    canvas.box(look.plate, plate)
    canvas.box(canvas.theme.outline, card, max(2, canvas.ring // 2))
    face = font(shape.size)
    for number, line in enumerate(shape.lines):
        x = plate.left + (plate.width - face.size(line)[0]) // 2
        canvas.line_of_text(line, shape.size, x, plate.top + shape.pad + number * face.get_linesize(), look.ink)
    if shape.focused:
        canvas.box(canvas.theme.outline, card.inflate(3 * canvas.ring, 3 * canvas.ring), canvas.ring)
    if in_hand:
        canvas.drawn.cards.append((card, shape.focused))
    else:
        canvas.drawn.top = card
    return card
