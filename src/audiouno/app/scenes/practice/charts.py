"""The large-print pictures of practice: the medians of the last drills as a line, the last drill's times as a
histogram, in the player's theme (thick yellow and white on black by default), with the figures at the ends of
each axis written large."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ...output.canvas import font
from ...output.look import DARK, Theme

LINE = DARK.focus  # the line of medians: yellow, in the default theme (the theme's focus colour)
MARGIN = 16
LINE_WIDTH = 6
DOT = 9
LABEL_SIZE = 36
BIN_STEPS = (5, 10, 20, 25, 50, 100, 200, 250, 500)  # ms widths a histogram bin may have
BINS = 8


def plot_area(rect: pygame.Rect) -> pygame.Rect:
    """Where the data go inside a chart's box: room left for the title above and the figures around."""
    face = font(LABEL_SIZE)
    left = face.size("0000 ms")[0] + MARGIN
    line = face.get_linesize()
    top, bottom = line + MARGIN, line + MARGIN // 2
    return pygame.Rect(rect.left + left, rect.top + top, rect.width - left - MARGIN, rect.height - top - bottom)


def draw_line_chart(
    surface: pygame.Surface, rect: pygame.Rect, title: str, values: Sequence[float], theme: Theme = DARK
) -> None:
    """`values` left to right, oldest first; a higher value is drawn higher."""
    area = _frame(surface, rect, title, theme)
    if not values:
        return
    low, high = min(values), max(values)
    span = high - low or 1.0
    inner = area.inflate(-4 * DOT, -4 * DOT)  # the dots stay clear of the axes
    _axis_labels(surface, area.left, inner, low, high, theme)
    step = inner.width / max(1, len(values) - 1)
    points = [
        (round(inner.left + (index * step if len(values) > 1 else inner.width / 2)),
         round(inner.bottom - ((value - low) / span if high > low else 0.5) * inner.height))
        for index, value in enumerate(values)
    ]  # fmt: skip
    if len(points) > 1:
        pygame.draw.lines(surface, theme.focus, False, points, LINE_WIDTH)
    for point in points:
        pygame.draw.circle(surface, theme.focus, point, DOT)


def draw_histogram(
    surface: pygame.Surface, rect: pygame.Rect, title: str, values: Sequence[float], theme: Theme = DARK
) -> None:
    """How many times fell in each band of milliseconds."""
    area = _frame(surface, rect, title, theme)
    if not values:
        return
    width = bin_width(min(values), max(values))
    first = math.floor(min(values) / width) * width
    counts = [0] * (int((max(values) - first) // width) + 1)
    for value in values:
        counts[int((value - first) // width)] += 1
    bar = area.width / len(counts)
    for index, count in enumerate(counts):
        height = round(count / max(counts) * area.height)
        box = pygame.Rect(round(area.left + index * bar) + 2, area.bottom - height, max(1, round(bar) - 4), height)
        pygame.draw.rect(surface, theme.text, box)
    face = font(LABEL_SIZE)
    surface.blit(face.render(f"{first:g} ms", True, theme.text), (area.left, area.bottom + 2))
    end = face.render(f"{first + width * len(counts):g} ms", True, theme.text)
    surface.blit(end, (area.right - end.get_width(), area.bottom + 2))


def bin_width(low: float, high: float) -> int:
    """A round width that cuts the span into about BINS bands."""
    wanted = (high - low) / BINS
    return next((step for step in BIN_STEPS if step >= wanted), BIN_STEPS[-1])


def _frame(surface: pygame.Surface, rect: pygame.Rect, title: str, theme: Theme) -> pygame.Rect:
    pygame.draw.rect(surface, theme.background, rect)
    surface.blit(font(LABEL_SIZE).render(title, True, theme.text), (rect.left + MARGIN, rect.top))
    area = plot_area(rect)
    pygame.draw.line(surface, theme.quiet, area.bottomleft, area.bottomright, 3)
    pygame.draw.line(surface, theme.quiet, area.bottomleft, area.topleft, 3)
    return area


def _axis_labels(
    surface: pygame.Surface, right: int, inner: pygame.Rect, low: float, high: float, theme: Theme
) -> None:
    """The highest and lowest value, level with the highest and lowest point, right-aligned to `right`."""
    face = font(LABEL_SIZE)
    top = face.render(f"{high:.0f} ms", True, theme.text)
    bottom = face.render(f"{low:.0f} ms", True, theme.text)
    surface.blit(top, top.get_rect(midright=(right - MARGIN // 2, inner.top)))
    surface.blit(bottom, bottom.get_rect(midright=(right - MARGIN // 2, inner.bottom)))
