"""The rating through the real program: a counted match ends with the player's rating and how far it moved, after
the final standings and what Enter does; the statistics open on it and draw its history below the lines; the
statistics file keeps it. In three languages."""

from __future__ import annotations

import json

import pygame
import pytest
from table_driver import Driver, default_words
from whole_match import choose_in_the_main_menu, play_a_match

from audiouno.app.files.storage import Places
from audiouno.app.scenes.practice.charts import LINE
from audiouno.app.scenes.readers import StatisticsReader
from audiouno.i18n import LANGUAGES
from audiouno.rating import Skill

pytestmark = pytest.mark.driver(seed=7, screen_reader=True, files=True)


@pytest.mark.parametrize("driver", LANGUAGES, indirect=True)
def test_the_match_ends_with_the_rating_and_the_statistics_keep_it(driver: Driver, places: Places) -> None:
    text = default_words(driver.language).text
    mark = driver.mark()
    play_a_match(driver, 2)
    rating = driver.program.services.statistics.rating
    assert len(rating.history) == 1 and rating.shown != Skill().shown
    change = rating.shown - Skill().shown
    said = text("rating.after_match", rating=rating.shown, change=abs(change), direction="up" if change > 0 else "down")
    heard = driver.since(mark)
    # Last: the match is counted once every word of its end is on its way (the standings, what Enter does).
    assert heard[-2:] == [text("table.match_over_to", place="lobby"), said]
    kept = json.loads((places.data / "statistics.json").read_text(encoding="utf-8"))
    assert kept["rating"]["history"] == [rating.shown]
    opened = choose_in_the_main_menu(driver, "statistics")
    stats = text("stats.rating", rating=rating.shown, matches=1, highest=rating.shown)
    assert opened[0].startswith(
        f"{text('stats.title')} {text('choice.item', label=stats, number=1, count=len(driver.top.options))}"
    )
    reader = driver.top
    assert isinstance(reader, StatisticsReader)
    surface = pygame.Surface((1024, 768))
    reader.draw(surface)
    lower = [surface.get_at((x, y))[:3] for x in range(0, 1024, 4) for y in range(320, 768, 4)]
    assert LINE in lower  # the rating's point, drawn below the lines
