"""Cards laid out of turn, in the order a listener needs: an interception is heard before the turn it takes away,
with what was intercepted and whose turn was lost; the player's own open sequence is said with how long it lasts."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from table_driver import Driver, default_words, headless

from audiouno.engine import OFFICIAL

TEXT = default_words().text


@pytest.fixture
def driver(monkeypatch: pytest.MonkeyPatch) -> Iterator[Driver]:
    headless(monkeypatch)
    driver = Driver(screen_reader=True)
    yield driver
    driver.close()


def test_an_interception_is_heard_before_the_turn_it_takes_away(driver: Driver) -> None:
    rules = OFFICIAL.with_options(interception="identical")
    driver.sit(rules, [["r5", "r1", "g1"], ["g9", "b4", "y4"], ["r5", "y2", "y3"]], "r9", bots="hard")
    driver.program.services.settings.bot_pace = 3.0  # Ana is slow: Bruno intercepts first
    mark = driver.mark()
    driver.press("home")  # red 1
    driver.press("right")
    driver.press("return")  # red 5, which Bruno holds too
    driver.wait(6.0)
    said = driver.since(mark)[2:]  # after the hand's answers
    assert said[:2] == ["You play red 5.", "Focus on green 1."]  # the answer to the player's Enter
    assert said[2] == "Bruno intercepts with red 5! " + TEXT("event.turn_lost", card="red 5", player="Ana")
    assert "Ana's turn." not in said  # never said: it was gone before it was heard
    assert said[3] == "Your turn."


def test_the_next_turn_is_said_once_no_card_can_be_laid_out_of_turn(driver: Driver) -> None:
    rules = OFFICIAL.with_options(interception="identical", interception_ms=1000)
    driver.sit(rules, [["r5", "r1", "g1"], ["g9", "b4", "y4"], ["y5", "y2", "y3"]], "r9", bots="hard")
    driver.program.services.settings.bot_pace = 10.0
    driver.press("home")
    driver.press("right")
    mark = driver.mark()
    driver.press("return")
    assert "Ana's turn." not in driver.since(mark)  # the red 5 may still be intercepted
    driver.wait(4.0)
    assert driver.since(mark)[-1] == "Ana's turn."


def test_the_players_own_sequence_is_said_open_with_how_long(driver: Driver) -> None:
    rules = OFFICIAL.with_options(sequences=True, sequence_ms=3000)
    driver.sit(rules, [["r5", "r6", "g1"], ["g9", "b4", "y4"], ["y5", "y2", "y3"]], "r9", bots="hard")
    driver.program.services.settings.bot_pace = 10.0
    driver.press("home")
    said = driver.press("return")
    assert said[0] == "You play red 5."
    assert said[1] == TEXT("table.sequence_open", seconds=3)
    assert "Ana's turn." not in said
