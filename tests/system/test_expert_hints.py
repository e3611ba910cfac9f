"""The hint from the expert (a setting, off at first), through the real program and its worker process: the key is
answered at once that the expert is thinking, and its advice follows when the search is done, named as the
expert's; asked again for the same decision, it is said at once; a hint the game moved past is never said.

The decision: a Wild Draw Four and a red 5 on a red 3, against one card. The hard bot keeps its wild and lays the
5, which the other player answers more often than not (most cards unseen are red, or a 5); the Draw Four, with the
5 to follow, wins at once, as the expert's search finds."""

from __future__ import annotations

import time

import pytest
from table_driver import Driver, default_words

from audiouno.app.output.advice_words import hint_words
from audiouno.app.scenes.table.scene import TableScene
from audiouno.bots.advice import advise
from audiouno.engine import OFFICIAL
from audiouno.i18n import LANGUAGES

HANDS = [["w+4", "r5"], ["g7"]]
PILE = ["r1", "r2", "r7", "r8", "b5", "g5", "y5", "r9"]
CEILING = 120.0  # seconds to wait for an answer that comes in about a second on an idle machine

pytestmark = pytest.mark.usefixtures("headless_sdl")  # the program on SDL's dummy drivers


def expert_table(language: str) -> tuple[Driver, TableScene]:
    driver = Driver(language=language)
    driver.program.services.settings.expert_hints = True
    return driver, driver.sit(OFFICIAL, HANDS, "r3", PILE, bots="hard")


def wait_for_a_line(driver: Driver, start: str) -> str:
    """The first line since now that begins with `start`, the program stepped meanwhile on real time too (the
    search runs in its worker on the real clock)."""
    mark = driver.mark()
    began = time.monotonic()
    while not (found := [line for line in driver.since(mark) if line.startswith(start)]):
        assert time.monotonic() - began < CEILING, "the expert never answered"
        time.sleep(0.02)
        driver.wait(0.05)
    return found[0]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_experts_hint_follows_its_search_and_says_it_is_the_experts(language: str) -> None:
    text = default_words(language).text
    driver, table = expert_table(language)
    try:
        view = table.view
        hard = text(
            "hint.expert", hint=hint_words(table.context.words, advise(table.adviser, view, view.legal_actions()), view)
        )
        assert driver.press("i") == [text("hint.thinking")]
        said = wait_for_a_line(driver, text("hint.expert", hint="\x00").split("\x00")[0])
        assert said != hard  # the Draw Four, not the hard bot's 5
        assert driver.press("i") == [said]  # the same decision: its answer at once
        assert [len(hand) for hand in table.match.game.hands] == [2, 1]  # a hint plays nothing
    finally:
        table.learning.close()
        driver.close()


def test_an_experts_hint_the_game_moved_past_is_never_said() -> None:
    text = default_words().text
    driver, table = expert_table("en")
    try:
        assert driver.press("i") == [text("hint.thinking")]
        assert table.learning.waiting
        driver.press("z")
        driver.press("return")  # the player plays before the expert has answered (its worker is still starting)
        driver.wait(0.05)
        assert not table.learning.waiting  # nothing owed: the search is called off, its answer would be dropped
        assert len(table.match.game.hands[0]) == 1
    finally:
        table.learning.close()
        driver.close()
