"""Reading a drawn window back: where each text was blitted, and the contrast of its pixels with what is behind.

`BlitWatch` is a window surface that notes every image blitted on it, so a test finds each text where it was
put, whatever the renderer believes it drew. `text_contrast` reads that rectangle's pixels: the commonest colour
is the background, the commonest other colour the text's ink, and every pixel must lie between the two (the
antialiased edge), so a text drawn over a pattern or over another colour fails rather than passing on average.
"""

from __future__ import annotations

from array import array
from collections import Counter
from dataclasses import dataclass

import pygame

from audiouno.app.output.look import RGB, contrast

BLEND_TOLERANCE = 6  # per channel: rounding in antialiasing


class BlitWatch(pygame.Surface):
    """A surface that keeps the rectangle of every image blitted on it: where it was put, at its full size (what
    `blit` returns is only the part inside the surface, which would hide a text drawn past the edge)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.blits: list[pygame.Rect] = []
        self.offset = (0, 0)  # of a subsurface, in the window

    def blit(self, source: pygame.Surface, dest: object, *args: object, **kwargs: object) -> pygame.Rect:  # type: ignore[override]
        assert isinstance(dest, tuple) and not args and not kwargs, "the view blits whole images at a point"
        x, y = dest
        self.blits.append(pygame.Rect((x + self.offset[0], y + self.offset[1]), source.get_size()))
        return super().blit(source, dest)

    def subsurface(self, *rect: object) -> BlitWatch:  # type: ignore[override]
        """A part of the window (a practice screen's list) whose blits are noted in the window's place."""
        area = pygame.Rect(*rect)  # type: ignore[arg-type]
        part: BlitWatch = super().subsurface(area)  # type: ignore[assignment]
        part.blits, part.offset = self.blits, (self.offset[0] + area.x, self.offset[1] + area.y)
        return part


@dataclass(frozen=True)
class Measured:
    rect: pygame.Rect
    background: RGB
    ink: RGB
    ratio: float
    stray: int  # pixels that are neither background, ink, nor a blend of the two


def _colours(surface: pygame.Surface, rect: pygame.Rect) -> Counter[int]:
    pixels = array("I")
    pixels.frombytes(pygame.image.tobytes(surface.subsurface(rect), "RGBX"))
    return Counter(pixels)


def _rgb(value: int) -> RGB:
    return value & 0xFF, (value >> 8) & 0xFF, (value >> 16) & 0xFF


def _between(pixel: RGB, background: RGB, ink: RGB) -> bool:
    """On the segment from background to ink, within rounding: an antialiased edge of the text."""
    span = [i - b for i, b in zip(ink, background, strict=True)]
    length = sum(s * s for s in span)
    if length == 0:
        return pixel == background
    t = sum((p - b) * s for p, b, s in zip(pixel, background, span, strict=True)) / length
    t = min(1.0, max(0.0, t))
    return all(abs(p - (b + t * s)) <= BLEND_TOLERANCE for p, b, s in zip(pixel, background, span, strict=True))


def text_contrast(surface: pygame.Surface, rect: pygame.Rect) -> Measured | None:
    """The contrast of the text blitted at `rect`; None where the rectangle holds one colour only (a space)."""
    rect = rect.clip(surface.get_rect())
    counts = _colours(surface, rect)
    if len(counts) < 2:
        return None
    (background, _), (ink, _) = counts.most_common(2)
    back, front = _rgb(background), _rgb(ink)
    stray = sum(n for value, n in counts.items() if not _between(_rgb(value), back, front))
    return Measured(rect, back, front, contrast(back, front), stray)
