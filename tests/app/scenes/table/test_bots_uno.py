"""UNO at the table as a listener hears it: a bot says UNO as its card lands (the play, then the call), one that
forgets can be caught, and a hard bot catches a player who forgets, once the words that told of the last card have
been heard."""

from __future__ import annotations

import pytest
from table_driver import Driver, Said

from audiouno.engine import OFFICIAL
from audiouno.engine.events import UnoCalled, UnoCaught

pytestmark = pytest.mark.driver(screen_reader=True)


def said_at(driver: Driver, text: str) -> float:
    return next(time for time, entry in driver.journal if isinstance(entry, Said) and entry.text == text)


def test_a_hard_bot_catches_a_forgotten_uno_after_the_words_are_heard(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5", "r1"], ["g9", "b4", "y4"], ["y7", "y2", "y3"]], "r9", bots="hard")
    driver.press("return")  # a red card, and no UNO
    driver.wait(5.0)
    caught = [event for event in table.match.game.log or [] if isinstance(event, UnoCaught)]
    assert [event.target for event in caught] == [0]
    catch_line = next(line for line in driver.speaker.lines if "caught you without UNO" in line.text)
    play_line = next(line for line in driver.speaker.lines if line.text.startswith("You play red"))
    # Caught only after the play's words, as the game reckons them, were heard: the player had that time to say it.
    assert catch_line.said_at >= play_line.said_at + 3 * 60 / 220


def test_a_bot_says_uno_as_its_card_lands_then_names_its_colour(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5", "r1", "g1"], ["w", "b4"], ["y7", "y2", "y3"]], "r9", bots="hard")
    driver.press("return")  # red 5: Ana's turn, with a wild and one more card
    driver.wait(10.0)
    calls = [event for event in table.match.game.log or [] if isinstance(event, UnoCalled)]
    assert [event.player for event in calls] == [1]
    texts = driver.texts
    played = next(index for index, text in enumerate(texts) if text.startswith("Ana plays wild"))
    chosen = next(index for index, text in enumerate(texts) if text.startswith("Ana chooses"))
    uno = texts.index("Ana says UNO!")
    assert played < uno < chosen  # the play, then the call, then the colour
    assert not any(text.endswith("turn.") for text in texts[played:uno])  # with the card: the turn waits


def test_a_bot_that_forgets_uno_can_be_caught_once_its_play_is_heard(driver: Driver) -> None:
    """Easy bots forget UNO now and then: the player who hears the play without the call catches them with U."""
    caught = 0
    for seed in range(40):
        table = driver.sit(
            OFFICIAL, [["r5", "r1", "g1"], ["r3", "b4"], ["y7", "y2", "y3"]], "r9", bots="easy", seed=seed
        )
        driver.press("return")  # red 5: Ana plays her red 3 and holds one card
        driver.wait(20.0, until=lambda table=table: table.match.game.played_by == 1)
        driver.wait(20.0, until=driver.speaker.quiet)
        if table.match.game.uno_called[1]:
            assert "Ana says UNO!" in driver.texts
        else:
            said = driver.press("u")
            assert said[0] == "You catch Ana without UNO!"
            assert len(table.match.game.hands[1]) == 3
            caught += 1
        driver.program.control.pop(table)
    assert caught > 0
