"""The listening calibration: the game says a sentence, the player presses Enter when it ends, a few times; the
median rate becomes the estimate the game waits for its news by."""

from __future__ import annotations

import pytest
from table_driver import Driver, ScreenReaderDouble, default_words

from audiouno.app.scenes.options.items import LISTENER_WPM
from audiouno.app.scenes.options.scene import OptionsScene
from audiouno.app.scenes.practice.listening import REACTION, SENTENCES, ListeningCalibration, rate_from

TEXT = default_words().text


pytestmark = pytest.mark.driver(start="menu", screen_reader=True, files=True)


def open_calibration(driver: Driver) -> ListeningCalibration:
    driver.press("o")
    driver.press("return")
    options = driver.top
    assert isinstance(options, OptionsScene)
    for _ in options.items:
        if options.items[options.index].label().startswith(TEXT(LISTENER_WPM, value=220)[:20]):
            break
        driver.press("down")
    said = driver.press("return")
    assert said == [TEXT("listening.intro", count=SENTENCES)]
    calibration = driver.top
    assert isinstance(calibration, ListeningCalibration)
    return calibration


def test_pressing_as_each_sentence_ends_sets_the_listeners_rate(driver: Driver) -> None:
    speaker = driver.speaker
    assert isinstance(speaker, ScreenReaderDouble)
    speaker.SECONDS_PER_WORD = 0.15  # a screen reader at 400 words a minute
    calibration = open_calibration(driver)
    driver.press("return")  # begin
    for number in range(1, SENTENCES + 1):
        sentence = TEXT(f"listening.sentence.{number}")
        driver.wait(2.0, until=lambda sentence=sentence: speaker.lines[-1].text == sentence)  # type: ignore[misc]
        line = speaker.lines[-1]
        assert line.text == TEXT(f"listening.sentence.{number}")
        driver.wait(line.end + REACTION - driver.clock.now)  # the player presses a reaction after the end
        driver.press("return")
    driver.wait(2.0)
    assert driver.top is not calibration
    assert driver.program.services.settings.listener_wpm == 400
    assert driver.program.voice.words_per_minute == 400
    assert TEXT("listening.result", wpm=400) in driver.texts


def test_a_press_before_the_end_says_the_same_sentence_again(driver: Driver) -> None:
    open_calibration(driver)
    driver.press("return")
    driver.wait(0.1)
    said = driver.press("return")  # far too soon
    assert said == [TEXT("listening.early")]
    assert driver.wait(1.5)[-1] == TEXT("listening.sentence.1")


def test_escape_stops_and_keeps_the_rate(driver: Driver) -> None:
    open_calibration(driver)
    driver.press("return")
    said = driver.press("escape")
    assert said[0] == TEXT("listening.stopped", wpm=220)
    assert said[1].startswith(TEXT(LISTENER_WPM, value=220))  # back on the item, with its place
    assert isinstance(driver.top, OptionsScene)
    assert driver.program.services.settings.listener_wpm == 220


def test_the_rate_is_the_median_within_bounds() -> None:
    assert rate_from([400.0, 410.0]) is None  # too few to tell
    assert rate_from([380.0, 1200.0, 404.0, 396.0, 90.0]) == 400  # one slip either way does not move it
    assert rate_from([2000.0, 1500.0, 1800.0]) == 900
    assert rate_from([50.0, 60.0, 70.0]) == 100
