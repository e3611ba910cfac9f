"""Cards laid out of turn, in the order a listener needs: an interception is heard before the turn it takes away,
with what was intercepted and whose turn was lost; the player's own open sequence is said with how long it lasts."""

from __future__ import annotations

import pytest
from table_driver import Driver, default_words

from audiouno.engine import OFFICIAL

TEXT = default_words().text


pytestmark = pytest.mark.driver(screen_reader=True)


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
    assert said[2:4] == ["Bruno intercepts with red 5!", TEXT("event.turn_lost", card="red 5", player="Ana")]
    assert "Ana's turn." not in said  # never said: it was gone before it was heard
    assert said[4] == "Your turn."


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


def test_a_bots_sequence_going_on_keeps_the_next_turn_line(driver: Driver) -> None:
    """Ana's 5 then 6 is a sequence: the turn stays with the next player, whose turn line is still said, once the
    sequence can no longer go on, before their card."""
    rules = OFFICIAL.with_options(sequences=True)
    table = driver.sit(rules, [["r2", "g1", "g2"], ["r5", "r6", "b9"], ["y1", "r8", "y3"]], "r9", bots="hard")
    driver.press("home")
    driver.press("return")  # red 2; Ana's turn
    mark = driver.mark()
    driver.wait(20, until=lambda: any(card.kind == "r8" for card in table.match.game.discard))
    driver.wait(0.1)
    said = driver.since(mark)
    went_on = next(index for index, text in enumerate(said) if text.startswith("Ana continues with "))
    assert said.index("Bruno's turn.") in range(went_on + 1, said.index("Bruno plays red 8."))
