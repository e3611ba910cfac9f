"""The tutorial and each lesson played through the real program by posted keys, in every language, with a wrong
key before every step's key: the correction is heard and nothing at the table changes (lesson_player.py)."""

from __future__ import annotations

import pytest
from lesson_player import play_lesson, table_state, the_lesson, wait_for_step
from table_driver import Driver

from audiouno.app.files.storage import Places
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.tutorial.scene import TutorialScene
from audiouno.app.scenes.tutorial.script import LESSONS, TUTORIAL, Lesson
from audiouno.engine import Phase
from audiouno.i18n import LANGUAGES

PACE = 0.3  # seconds a bot waits before its turn: quick, the tests wait for the words anyway


def open_driver(language: str, places: Places | None = None, start: str = "menu") -> Driver:
    driver = Driver(places=places, start=start, language=language, screen_reader=True)
    driver.program.services.settings.bot_pace = PACE
    return driver


def start(driver: Driver, lesson: Lesson) -> TutorialScene:
    table = TutorialScene(driver.program.services, lesson)
    driver.program.control.push(table)
    driver.program.step()
    return table


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tutorial_by_keys_from_the_command_to_the_menu(language: str, places: Places) -> None:
    driver = open_driver(language, places, start="tutorial")  # `audio-uno tutorial`
    try:
        table = the_lesson(driver)  # under the question of the screen reader's speed
        assert table.lesson is TUTORIAL
        heard = play_lesson(driver, table, choices=True)
        assert heard.steps == [step.name for step in TUTORIAL.steps]  # every step, none skipped
        assert heard.corrections == len(TUTORIAL.steps)
        assert heard.wrong_choices >= 5  # wrong cards, and yellow for the wild: corrected, and the lesson went on
        assert table.game.round_number == 2  # the arranged round, then the real one
        assert isinstance(driver.top, MainMenu)
        say = driver.program.services.catalogue.text
        assert say("lesson.done") in driver.texts
        # What the arranged round taught was told by the real table's narration: the catch, the player's UNO.
        assert say("event.caught", who="you", whom="other", target=table.names[1], player="") in driver.texts
        assert say("event.uno", who="you", player="") in driver.texts
        # The learning keys it taught reached the real table: the rules document, the hint, the hand's value.
        assert any(text.startswith(say("rules.document.title")) for text in driver.texts)
        assert table.learning.hints_used == 1
        assert say("hand.value", count=2, points=57, scoring="winner_takes") in driver.texts  # wild 50, red 7
        menu = driver.top
        assert menu.options[menu.opening()].value.name == "new"  # finished: the menu no longer opens on it
    finally:
        driver.close()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.name)
def test_each_lesson_by_keys_with_its_rule_on(language: str, lesson: Lesson) -> None:
    """With a wrong key before every step, and a wrong choice at every choice point: each corrected, the lesson
    goes on as arranged and ends."""
    driver = open_driver(language)
    try:
        table = start(driver, lesson)
        heard = play_lesson(driver, table, choices=True)
        assert heard.steps == [step.name for step in lesson.steps]
        assert isinstance(driver.top, MainMenu) and table.finished
    finally:
        driver.close()


def test_enter_on_a_card_the_moment_does_not_need_is_corrected_not_played() -> None:
    driver = open_driver("en")
    try:
        table = start(driver, TUTORIAL)
        play_lesson(driver, table, wrong=False, stop_after=3)  # to the step that plays a red card
        step = wait_for_step(driver, table)
        assert step is not None and step.name == "play"
        driver.press("end")  # blue 9, which cannot be played on red 5
        before = table_state(table)
        said = driver.press("return")
        assert said == [driver.program.services.catalogue.text("lesson.tutorial.play.again")]
        assert table_state(table) == before and table.waiting is step
    finally:
        driver.close()


def test_the_game_waits_for_the_key_however_long_the_player_takes() -> None:
    """The patient bot and every window stand still while a step waits: a minute later, nothing has moved."""
    driver = open_driver("en")
    try:
        table = start(driver, TUTORIAL)
        play_lesson(driver, table, wrong=False, stop_after=15)  # up to the bot going down to one card
        step = wait_for_step(driver, table)
        assert step is not None and step.name == "catch"
        before = table_state(table)
        driver.wait(60)
        assert table_state(table) == before and table.waiting is step  # the catch window is still open
        said = driver.press("u")
        caught = driver.program.services.catalogue.text("event.caught", who="you", whom="other", target=table.names[1])
        assert said[0] == caught
        assert table.view.hand_sizes[1] == 3  # caught: the bot drew two
    finally:
        driver.close()


def test_f1_and_escape_still_work_while_a_step_waits() -> None:
    driver = open_driver("en")
    try:
        table = start(driver, TUTORIAL)
        step = wait_for_step(driver, table)
        assert step is not None and step.name == "welcome"
        say = driver.program.services.catalogue.text
        assert driver.press("f1")[0].startswith(say("help.table_intro"))
        driver.press("escape")
        assert driver.press("escape")[0].startswith(say("menu.title"))  # the game menu: resume, leave, quit
        driver.press("escape")  # back to the game
        assert driver.top is table and table.waiting is step and table.game.phase is Phase.PLAY
        assert driver.press("right")  # the step's key still does the step
        assert table.waiting is None or table.waiting.name == "ends"
    finally:
        driver.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_that_only_reads_or_sets_works_while_a_step_waits(language: str) -> None:
    """The verbosity profile (Ctrl+P) among them: it was answered "Not that key yet" in every lesson."""
    driver = open_driver(language)
    try:
        table = start(driver, TUTORIAL)
        step = wait_for_step(driver, table)
        assert step is not None
        before, settings = table_state(table), driver.program.services.settings
        profile = settings.verbosity
        said = driver.press("ctrl+p")
        assert settings.verbosity != profile
        assert said == [driver.program.services.catalogue.text(f"table.profile.{settings.verbosity}")]
        assert table_state(table) == before and table.waiting is step
    finally:
        driver.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_r_says_the_step_again_and_changes_nothing(language: str) -> None:
    driver = open_driver(language)
    try:
        table = start(driver, TUTORIAL)
        step = wait_for_step(driver, table)
        assert step is not None
        before = table_state(table)
        welcome = driver.program.services.catalogue.text("lesson.tutorial.welcome", bot=table.names[1])
        assert driver.press("r") == [welcome]
        assert table_state(table) == before and table.waiting is step
    finally:
        driver.close()


def lesson(name: str) -> Lesson:
    return next(lesson for lesson in LESSONS if lesson.name == name)


def test_the_turn_timer_lesson_never_runs_out_while_a_step_waits() -> None:
    """A minute on a 20-second clock while the lesson talks: no draw, no turn passed, the full time still left."""
    driver = open_driver("en")
    try:
        table = start(driver, lesson("turn_timer"))
        step = wait_for_step(driver, table)
        assert step is not None and step.name == "time"
        before = table_state(table)
        driver.wait(60)
        assert table_state(table) == before and table.waiting is step
        say = driver.program.services.catalogue.text
        assert driver.press("ctrl+t")[0] == say("table.time_left", who="you", seconds=20)
        step = wait_for_step(driver, table)
        assert step is not None and step.name == "play"
        driver.wait(60)  # the next step waits as long, on the same turn
        assert table_state(table) == before and table.waiting is step
    finally:
        driver.close()


def test_must_play_refuses_the_draw_with_its_reason_and_the_lesson_goes_on() -> None:
    driver = open_driver("en")
    try:
        table = start(driver, lesson("must_play"))
        step = wait_for_step(driver, table)
        assert step is not None and step.name == "draw"
        before = table_state(table)
        said = driver.press("space")
        assert said[0] == driver.program.services.catalogue.text("illegal.must_play")
        assert table_state(table) == before  # nothing drawn
        assert wait_for_step(driver, table) is not None and table.waiting is not None
        assert table.waiting.name == "play"
    finally:
        driver.close()


def test_the_no_mercy_lesson_ends_with_the_bot_out_at_the_mercy_limit() -> None:
    driver = open_driver("en")
    try:
        table = start(driver, lesson("no_mercy"))
        play_lesson(driver, table, stop_after=4)  # Discard All, the roulette, a green card, the Draw Six
        # Knocked out: the bot's hand, past the limit, is set aside.
        assert table.game.out_of_round[1] and len(table.game.set_aside) >= table.game.rules.max_hand
        assert not table.game.in_round and table.waiting is not None and table.waiting.name == "end"
    finally:
        driver.close()


def test_the_0_and_7_lesson_plays_the_0_and_the_hands_pass() -> None:
    driver = open_driver("en")
    try:
        table = start(driver, lesson("zero_seven"))
        play_lesson(driver, table, stop_after=3)  # the 7 (hands swapped with Ana), the hand, then Ana's 0
        step = wait_for_step(driver, table)
        assert step is not None and step.name == "passed"
        # Bruno's hand came to the player: his three cards and the one he drew; the player's blue 1 went to Ana.
        assert sorted(card.kind for card in table.view.hand) == ["b2", "b5", "g9", "y6"]
        assert "b1" in [card.kind for card in table.game.hands[1]]
        say = driver.program.services.catalogue.text
        passed = say("event.hands_passed", direction="clockwise", player=table.names[2])
        assert any(text.startswith(passed) for text in driver.texts)
    finally:
        driver.close()


def test_the_interception_lesson_intercepts_out_of_turn_and_the_next_player_loses_the_turn() -> None:
    driver = open_driver("en")
    try:
        table = start(driver, lesson("interception"))
        step = wait_for_step(driver, table)
        assert step is not None and step.name == "intercept"
        assert table.game.decider == 2  # Bruno's turn: the player plays out of it
        play_lesson(driver, table, stop_after=1)
        words = table.context.words
        red_four = next(card for card in table.game.discard if card.kind == "r4")
        assert words.text("event.intercepted", who="you", card=words.card(red_four)) in driver.texts
        green_four = next(card for card in table.game.discard if card.kind == "g4")
        lost = words.text("event.turn_lost", card=words.card(green_four), player=table.names[2])
        assert lost in driver.texts  # Bruno, whose turn it was, lost it
    finally:
        driver.close()
