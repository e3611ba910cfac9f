"""The lessons as a Brazilian newcomer met them, by posted keys in Portuguese: the tutorial asks first how fast the
screen reader speaks (once), the buzzer lesson times the press from its words, Enter means one thing at a time,
several of one number says why the top card is the one on top, the rules document shows the lesson's rules, and
F4 and F5 say the bots' wait as it will be felt."""

from __future__ import annotations

import pytest
from lesson_player import play_lesson, the_lesson, wait_for_step
from table_driver import Driver

from audiouno.app.output.voice import speaking_time
from audiouno.app.scenes.lists.rules_list import RulesList
from audiouno.app.scenes.practice.listening import ListeningCalibration
from audiouno.app.scenes.tutorial.scene import TutorialScene
from audiouno.app.scenes.tutorial.script import LESSONS, TUTORIAL, Lesson
from audiouno.engine.events import ReactionPressed

pytestmark = pytest.mark.driver(start="menu", screen_reader=True, language="pt-BR", files=True, bot_pace=0.3)


def lesson(name: str) -> Lesson:
    return next(lesson for lesson in LESSONS if lesson.name == name)


def start(driver: Driver, chosen: Lesson) -> TutorialScene:
    driver.program.control.push(TutorialScene(driver.program.services, chosen))
    driver.program.step()
    return the_lesson(driver)


def test_the_tutorial_first_asks_how_fast_the_screen_reader_speaks_and_measures_it(driver: Driver) -> None:
    """The screen reader (a double speaking about 1,000 words a minute) says nothing of when it has finished: the
    tutorial's first words ask its speed; five sentences answered at their end set it; the next start asks not."""
    services = driver.program.services
    say = services.catalogue.text
    table = start(driver, TUTORIAL)
    question = driver.top
    assert isinstance(question, ListeningCalibration)
    driver.wait(30, until=driver.speaker.quiet)  # type: ignore[attr-defined]
    assert driver.texts[-1] == say("listening.first", wpm=220, count=5)
    before = table.game.turns
    driver.press("return")
    for _ in range(15):  # each sentence, answered as it ends
        driver.wait(5, until=lambda: question._said_at is not None or driver.top is table)
        if driver.top is table:
            break
        driver.wait(10, until=driver.speaker.quiet)  # type: ignore[attr-defined]
        driver.wait(0.6)
        driver.press("return")
    assert driver.top is table and services.settings.listener_wpm > 400 and services.settings.speech_rate_asked
    assert table.game.turns == before  # the table waited
    assert wait_for_step(driver, table) is TUTORIAL.steps[0]
    driver.program.control.pop(table)
    again = start(driver, TUTORIAL)
    assert driver.top is again  # asked once


@pytest.mark.parametrize("late", [1.2, 5.0])
def test_the_buzzer_lesson_times_the_press_from_the_end_of_its_words(driver: Driver, late: float) -> None:
    """A press 1.2 s or 5 s after the step's words end (by the listener's rate) is said as that, not "Apertou em
    0,00 segundos" (the newcomer's press 5 s late was)."""
    table = start(driver, lesson("buzzer"))
    step = wait_for_step(driver, table)
    assert step is not None and step.name == "press"
    driver.wait(60, until=lambda: not table.time.holding(driver.clock.now))  # the step's words heard, by the game
    driver.wait(late)
    said = driver.press("b")
    [pressed] = [event for event in table.game.log if isinstance(event, ReactionPressed)]
    assert late - 0.1 < pressed.seconds < late + 0.2
    assert said[0] == driver.program.services.catalogue.text("event.pressed", who="you", seconds=pressed.seconds)
    assert table.game.hands[1] and len(table.game.hands[0]) == 3  # Ana pressed nothing: she drew, not the player


@pytest.mark.parametrize("name", ["draw_until_playable", "elimination"])
def test_enter_never_means_two_things_at_once_in_a_lesson(driver: Driver, name: str) -> None:
    """When the lesson's last step waits for Enter, the table does not also say what Enter does at the table (play
    the card just drawn, deal the next round)."""
    say = driver.program.services.catalogue.text
    table = start(driver, lesson(name))
    play_lesson(driver, table, stop_after=len(table.lesson.steps) - 1)
    step = wait_for_step(driver, table)
    assert step is not None and step.ends
    table_enters = {say("table.drawn_prompt", keep="yes"), say("table.next_round_prompt")}
    assert not table_enters & set(driver.texts)


def test_several_of_one_number_says_why_the_top_card_is_not_the_one_in_focus(driver: Driver) -> None:
    table = start(driver, lesson("same_rank_play"))
    step = wait_for_step(driver, table)
    assert step is not None and step.name == "together"
    driver.press("z")
    assert table.hand.focus is not None and table.hand.focus.kind == "r7"  # the only 7 that goes on red 3
    said = driver.press("shift+return")
    why = driver.program.services.catalogue.text("table.first_to_match", card="7 vermelho", top="3 vermelho")
    assert any(text.startswith(why) for text in said), said
    assert table.game.discard[-1].kind in ("g7", "y7")


def test_the_rules_document_in_the_tutorial_shows_the_lessons_rules(driver: Driver) -> None:
    """Four cards dealt, four in the rules (the lobby's game deals seven)."""
    table = start(driver, TUTORIAL)
    wait_for_step(driver, table)
    assert len(table.game.hands[0]) == 4
    driver.press("ctrl+f1")
    rules = driver.top
    assert isinstance(rules, RulesList)
    say = driver.program.services.catalogue.text
    hand_size = next(option.label for option in rules.options if option.label.startswith(say("option.hand_size")))
    assert "4" in hand_size and "7" not in hand_size


@pytest.mark.parametrize("key", ["f4", "f5"])
def test_f4_and_f5_say_the_bots_wait_as_it_will_be_felt(driver: Driver, key: str) -> None:
    services = driver.program.services
    start(driver, TUTORIAL)
    wait_for_step(driver, the_lesson(driver))
    before = services.settings.bot_pace
    said = driver.press(key)[0]
    pace = services.settings.bot_pace
    assert (pace > before) is (key == "f4")  # F4 slower, F5 faster
    felt = round(pace + speaking_time(services.catalogue.text("listening.sentence.1"), 220), 1)
    assert said == services.catalogue.text("table.bot_pace", seconds=pace, wpm=220, felt=felt)
