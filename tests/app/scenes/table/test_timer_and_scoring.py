"""Issue 22 at the table, as the player hears it: the turn timer (silent, Ctrl+T says the time left, one warning at
10 seconds if asked for, a timeout said plainly), a player who browses while their time runs, Skip cards that skip
everyone, and a player leaving the match under elimination scoring."""

from __future__ import annotations

import pytest
from table_driver import Driver, Said, default_words

from audiouno.app.files.settings import Settings
from audiouno.app.scenes.options.items import option_items
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import OFFICIAL

TEXT = default_words().text
TIMED = OFFICIAL.with_options(turn_timer_s=20)


pytestmark = pytest.mark.driver(screen_reader=True)


def heard(driver: Driver, table: TableScene) -> None:
    """Wait until the game's news has been heard at the listener's rate: the game time runs again."""
    driver.wait(60, until=lambda: not table.time.holding(driver.clock.now))


def test_the_timer_is_silent_and_ctrl_t_says_the_time_left_counted_from_the_words(driver: Driver) -> None:
    table = driver.sit(TIMED, [["r1", "b2", "g3"], ["g9", "b4", "y4"]], "r5")
    heard(driver, table)
    assert driver.clock.now > 5  # the words that gave the player the turn took time: the timer counts from their end
    assert driver.press("ctrl+t") == ["20 seconds left."]
    mark = driver.mark()
    driver.wait(8)
    assert driver.since(mark) == []  # silent: nothing said while the time runs
    assert driver.press("ctrl+t") == ["12 seconds left."]


def test_a_timeout_is_said_plainly_and_plays_no_card(driver: Driver) -> None:
    table = driver.sit(OFFICIAL.with_options(turn_timer_s=5), [["r1", "b2", "g3"], ["g9", "b4", "y4"]], "r5")
    pile = table.match.game.draw_pile
    pile.append(pile.pop(next(i for i, card in enumerate(pile) if card.kind == "y7")))  # drawn next
    heard(driver, table)
    mark = driver.mark()
    driver.wait(5.2)
    said = driver.since(mark)
    assert said[:2] == [TEXT("event.timed_out", who="you", outcome="drew", count=1), "You draw yellow 7."]
    assert "r1" in [card.kind for card in table.match.game.hands[0]]  # the playable red 1 stays: no card played for you


def test_a_player_who_browses_while_the_time_runs_still_hears_it_pass(driver: Driver) -> None:
    table = driver.sit(OFFICIAL.with_options(turn_timer_s=5), [["r1", "b2", "g3"], ["g9", "b4", "y4"]], "r5")
    heard(driver, table)
    mark, start = driver.mark(), driver.clock.now
    for _ in range(12):  # Right and C every half second: the answers do not stop the clock
        driver.press("right")
        driver.wait(0.25)
        driver.press("c")
        driver.wait(0.25)
    said = driver.since(mark)
    timed_out = TEXT("event.timed_out", who="you", outcome="drew", count=1)
    assert timed_out in said
    when = next(at for at, entry in driver.journal if isinstance(entry, Said) and entry.text == timed_out)
    assert when - start == pytest.approx(5, abs=0.3)  # the keys' answers held nothing up


def test_one_warning_at_ten_seconds_when_asked_for(driver: Driver) -> None:
    driver.program.services.settings.timer_warning = True
    table = driver.sit(TIMED, [["r1", "b2", "g3"], ["g9", "b4", "y4"]], "r5")
    heard(driver, table)
    mark = driver.mark()
    driver.wait(9.8)
    assert driver.since(mark) == []
    driver.wait(0.4)
    assert driver.since(mark) == ["10 seconds left."]
    driver.wait(5)
    assert driver.since(mark) == ["10 seconds left."]  # once


def test_a_bots_time_is_asked_for_and_a_bot_answers_in_time(driver: Driver) -> None:
    driver.program.services.settings.bot_pace = 30.0  # slower than the timer: the timer wins
    table = driver.sit(OFFICIAL.with_options(turn_timer_s=5), [["r1", "b2", "g3"], ["g9", "r4", "y4"]], "r5")
    driver.press("home")
    heard(driver, table)
    driver.press("home")
    driver.press("return")  # red 1: Ana's turn
    heard(driver, table)
    assert driver.press("ctrl+t")[0].startswith("Ana has ")
    mark = driver.mark()
    driver.wait(8)
    assert not any(text.startswith("Time is up") for text in driver.since(mark))
    assert table.match.game.decider == 0  # Ana played within her time


def test_no_timer_says_so(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["r1", "b2"], ["g9", "b4"]], "r5")
    assert driver.press("ctrl+t") == [TEXT("table.no_timer")]


def test_skip_everyone_is_heard(driver: Driver) -> None:
    rules = OFFICIAL.with_options(skip_everyone=True)
    driver.sit(rules, [["rs", "b2", "g3"], ["g9", "b4", "y4"], ["g8", "b5", "y5"]], "r5")
    assert driver.press("home")[0].startswith("red skip")
    mark = driver.mark()
    driver.press("return")
    driver.wait(3)
    heard = driver.since(mark)
    assert "Everyone else is skipped: you play again." in heard


def test_a_bot_out_of_the_match_is_named_with_its_points(driver: Driver) -> None:
    rules = OFFICIAL.with_options(scoring="elimination", target_score=50)
    table = driver.sit(rules, [["r1"], ["w", "y4"], ["g1", "b2"]], "r5")
    table.match.game.uno_called[0] = True
    driver.press("return")
    driver.wait(10)
    said = " ".join(driver.texts)
    assert "Ana is out of the match with 54 points." in said
    assert table.match.game.eliminated == {1}
    assert "Bruno 3" in driver.press("s")[0] and "out of the match" in driver.last


@pytest.mark.parametrize("language", ["pt-BR", "es"])
def test_the_timer_in_each_language(language: str) -> None:
    driver = Driver(screen_reader=True, language=language)
    try:
        words = default_words(language).text
        table = driver.sit(OFFICIAL.with_options(turn_timer_s=5), [["r1", "b2", "g3"], ["g9", "b4", "y4"]], "r5")
        heard(driver, table)
        assert driver.press("ctrl+t") == [words("table.time_left", who="you", name="", seconds=5)]
        mark = driver.mark()
        driver.wait(5.2)
        assert words("event.timed_out", who="you", outcome="drew", count=1) in driver.since(mark)
    finally:
        driver.close()


def test_the_warning_setting_is_kept_and_left_right_changes_it() -> None:
    settings = Settings()
    words = default_words()
    item = next(
        item for item in option_items(words, settings, lambda language: None) if "timer warning" in item.label()
    )
    assert item.label() == "Turn timer warning: off"
    assert item.change(1) and settings.timer_warning
    assert item.label() == "Turn timer warning: at 10 seconds"
    assert Settings.from_data(settings.to_data(), ("auto",)).timer_warning is True
