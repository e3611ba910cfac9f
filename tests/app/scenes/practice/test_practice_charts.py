"""The large-print pictures of practice, checked by their pixels in SDL's dummy video mode."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pygame
import pytest
from table_driver import Driver

from audiouno.app.output.look import DARK
from audiouno.app.scenes.practice.charts import DOT, LINE, bin_width, draw_histogram, draw_line_chart, plot_area
from audiouno.app.scenes.practice.reaction import Outcome, Reaction
from audiouno.app.scenes.practice.scene import PracticeScene
from audiouno.app.scenes.practice.store import PracticeFile


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    pygame.display.init()
    yield pygame.display.set_mode((1024, 768))
    pygame.display.quit()


def line_pixels(surface: pygame.Surface, area: pygame.Rect) -> dict[int, list[int]]:
    """Rows of the line's colour in each column of `area`."""
    columns: dict[int, list[int]] = {}
    for x in range(area.left, area.right + 1):
        rows = [y for y in range(area.top - 10, area.bottom + 10) if surface.get_at((x, y))[:3] == LINE]
        if rows:
            columns[x] = rows
    return columns


def mean_row(columns: dict[int, list[int]], xs: range) -> float:
    rows = [row for x in xs if x in columns for row in columns[x]]
    return sum(rows) / len(rows)


@pytest.mark.parametrize(("values", "rises"), [([320, 300, 290, 270, 262], False), ([250, 255, 270, 300], True)])
def test_the_plot_of_medians_follows_the_data(screen: pygame.Surface, values: list[float], rises: bool) -> None:
    rect = pygame.Rect(0, 300, 512, 468)
    screen.fill((40, 40, 40))
    draw_line_chart(screen, rect, "Medians", values)
    pygame.display.flip()
    area = plot_area(rect)
    columns = line_pixels(screen, area)
    assert columns, "no line drawn"
    # The whole line is inside the chart's box, and spans it from side to side.
    assert all(rect.collidepoint(x, y) for x, rows in columns.items() for y in rows)
    assert min(columns) <= area.left + 2 * DOT and max(columns) >= area.right - 2 * DOT
    left = mean_row(columns, range(area.left, area.left + 20))
    right = mean_row(columns, range(area.right - 20, area.right + 1))
    # Screen rows grow downwards: a line that rises ends on a smaller row.
    assert (right < left - area.height / 2) if rises else (right > left + area.height / 2)
    # Between the ends the line passes each value in turn, higher values higher.
    inner = area.inflate(-4 * DOT, -4 * DOT)  # where the points lie: clear of the axes
    step = inner.width / (len(values) - 1)
    middles = [
        mean_row(columns, range(round(inner.left + i * step) - 2, round(inner.left + i * step) + 3))
        for i in range(len(values))
    ]
    assert sorted(range(len(values)), key=lambda i: middles[i]) == sorted(range(len(values)), key=lambda i: -values[i])
    assert screen.get_at((rect.left + 1, rect.bottom - 1))[:3] == DARK.background  # a black box, high contrast


def test_the_histogram_counts_the_times(screen: pygame.Surface) -> None:
    rect = pygame.Rect(512, 300, 512, 468)
    times = [250, 255, 258, 262, 265, 268, 290, 340]
    draw_histogram(screen, rect, "Times", times)
    area = plot_area(rect)
    width = bin_width(min(times), max(times))
    assert width == 20
    # Bars: 240-260 holds 3, 260-280 holds 3, 280-300 holds 1, 300-320 none, 320-340 none, 340-360 holds 1.
    bars = 6
    heights = []
    for index in range(bars):
        x = round(area.left + (index + 0.5) * area.width / bars)
        heights.append(sum(screen.get_at((x, y))[:3] == DARK.text for y in range(area.top, area.bottom)))
    tallest = max(heights)
    assert [round(3 * height / tallest) for height in heights] == [3, 3, 1, 0, 0, 1]


def test_the_practice_screen_draws_progress(tmp_path: Path) -> None:
    driver = Driver()
    try:
        store = PracticeFile(tmp_path / "practice.json")
        for day, ms in enumerate([330.0, 310.0, 290.0, 270.0]):
            record = store.begin("reaction", datetime(2026, 11, 1) + timedelta(days=day), {})
            for offset in (-20, 0, 20):
                store.record(record, Reaction(Outcome.HIT, ms + offset, "buzzer"))
        scene = PracticeScene(driver.program.services, store)
        driver.program.control.push(scene)
        driver.program.step()
        surface = driver.program.surface
        plot = plot_area(scene.plot_rect(surface))
        columns = line_pixels(surface, plot)
        # The medians fall from 330 to 270 ms, and a lower time is drawn lower: the line falls left to right.
        assert mean_row(columns, range(plot.right - 20, plot.right + 1)) > mean_row(
            columns, range(plot.left, plot.left + 20)
        )
    finally:
        driver.close()
