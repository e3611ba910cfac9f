"""The lessons done, kept in the player's files: written atomically, a damaged file set aside and said, and the
main menu offering the tutorial first until it is finished or left once."""

from __future__ import annotations

import json

import pytest
from lesson_player import play_lesson, the_lesson, wait_for_step
from table_driver import Driver

from audiouno.app.files import storage
from audiouno.app.files.player_files import LESSONS
from audiouno.app.files.progress import Progress
from audiouno.app.files.storage import Places
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.tutorial.lessons_list import LessonsList
from audiouno.app.scenes.tutorial.scene import TutorialScene
from audiouno.app.scenes.tutorial.script import LESSONS as VARIANT_LESSONS
from audiouno.app.scenes.tutorial.script import TUTORIAL

PACE = 0.3


pytestmark = pytest.mark.driver(start="menu", screen_reader=True, files=True, bot_pace=PACE)


def open_menu(places: Places) -> Driver:
    driver = Driver(places=places, start="menu", screen_reader=True)
    driver.program.services.settings.bot_pace = PACE
    return driver


def names(menu: object) -> list[str]:
    assert isinstance(menu, MainMenu)
    return [option.value.name for option in menu.options]


def opens_on(menu: object) -> str:
    """The item the main menu opens on: the tutorial while it is offered first."""
    assert isinstance(menu, MainMenu)
    return menu.options[menu.opening()].value.name


def progress_file(places: Places) -> dict[str, object]:
    return json.loads((places.data / LESSONS).read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def leave(driver: Driver) -> None:
    """Escape, Leave the match, Yes: the game menu's way out."""
    driver.press("escape")
    driver.press("down")
    driver.press("return")
    driver.press("2")  # yes, which a digit only goes to
    driver.press("return")


def test_leaving_mid_tutorial_and_coming_back_from_the_lessons(driver: Driver, places: Places) -> None:
    assert opens_on(driver.top) == "tutorial" and driver.top.index == 0  # type: ignore[attr-defined]
    driver.press("return")  # the tutorial, where the menu opened
    table = the_lesson(driver)
    play_lesson(driver, table, stop_after=5)  # browsed, played, drew: then the player has had enough
    assert wait_for_step(driver, table) is not None
    leave(driver)
    assert isinstance(driver.top, MainMenu)
    assert progress_file(places) == {"kind": "lessons", "format": 1, "done": [], "tutorial_left": True}
    assert opens_on(driver.top) != "tutorial"  # left once: no longer first
    # Later the same evening: the tutorial again, from the lessons list, from its start.
    driver.press("l")
    driver.press("return")
    lessons = driver.top
    assert isinstance(lessons, LessonsList)
    say = driver.program.services.catalogue.text
    tutorial_title = say("lesson.tutorial.title")
    assert lessons.options[0].label == say("lessons.item", lesson=tutorial_title, done="no")
    driver.press("return")
    again = driver.top
    assert isinstance(again, TutorialScene) and again is not table
    assert wait_for_step(driver, again) is not None and again.step is TUTORIAL.steps[0]
    assert play_lesson(driver, again).steps == [step.name for step in TUTORIAL.steps]
    assert driver.top is lessons  # back where it was chosen from, the tutorial now said done
    assert lessons.options[0].label == say("lessons.item", lesson=tutorial_title, done="yes")
    assert progress_file(places)["done"] == ["tutorial"]


def test_a_finished_lesson_is_kept_for_the_next_start(places: Places) -> None:
    driver = open_menu(places)
    try:
        driver.program.control.push(TutorialScene(driver.program.services, VARIANT_LESSONS[0]))
        driver.program.step()
        play_lesson(driver, driver.top)  # type: ignore[arg-type]
    finally:
        driver.close()
    assert progress_file(places)["done"] == [VARIANT_LESSONS[0].name]
    driver = open_menu(places)
    try:
        assert opens_on(driver.top) == "tutorial"  # a lesson is not the tutorial: still offered first
        driver.press("l")
        driver.press("return")
        lessons = driver.top
        assert isinstance(lessons, LessonsList)
        say = driver.program.services.catalogue.text
        title = say(f"lesson.{VARIANT_LESSONS[0].name}.title")
        assert lessons.options[1].label == say("lessons.item", lesson=title, done="yes")
    finally:
        driver.close()


def test_the_progress_file_is_replaced_whole_or_not_at_all(
    driver: Driver, places: Places, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A write that fails at the last moment (the rename that makes it the file) leaves the old file as it
    was, no temporary file behind, and the player is told once."""
    first, second = VARIANT_LESSONS[0], VARIANT_LESSONS[1]
    table = TutorialScene(driver.program.services, first)
    driver.program.control.push(table)
    driver.program.step()
    play_lesson(driver, table)
    before = (places.data / LESSONS).read_bytes()

    def no_rename(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", no_rename)
    table = TutorialScene(driver.program.services, second)
    driver.program.control.push(table)
    driver.program.step()
    mark = driver.mark()
    play_lesson(driver, table)
    assert (places.data / LESSONS).read_bytes() == before
    assert sorted(path.name for path in places.data.iterdir() if path.name.startswith(LESSONS)) == [LESSONS]
    say = driver.program.services.catalogue.text
    unwritable = say("files.unwritable", file=LESSONS, what=say("files.what.lessons"), detail="No space left on device")
    assert unwritable in driver.since(mark)
    assert driver.program.services.files.notices == []  # said, not kept for later


def test_a_damaged_progress_file_is_said_set_aside_and_replaced_by_a_fresh_start(places: Places) -> None:
    places.data.mkdir(parents=True)
    (places.data / LESSONS).write_text('{"kind": "lessons", "format": 1, "done": "tutorial"', encoding="utf-8")
    driver = open_menu(places)
    try:
        kept = [path for path in places.data.iterdir() if path.name.startswith(f"{LESSONS}.bad-")]
        assert len(kept) == 1 and not (places.data / LESSONS).exists()
        say = driver.program.services.catalogue.text
        told = say("files.damaged_kept", file=LESSONS, what=say("files.what.lessons"), kept=kept[0].name)
        assert told in " ".join(driver.texts)
        assert opens_on(driver.top) == "tutorial"  # the defaults: nothing done yet
    finally:
        driver.close()


def test_a_file_of_the_right_kind_with_a_wrong_value_costs_only_that_value(places: Places) -> None:
    places.data.mkdir(parents=True)
    (places.data / LESSONS).write_text('{"kind": "lessons", "format": 1, "done": "tutorial"}', encoding="utf-8")
    driver = open_menu(places)
    try:
        assert not any(path.name.startswith(f"{LESSONS}.bad-") for path in places.data.iterdir())
        assert opens_on(driver.top) == "tutorial"  # "done" was no list: nothing is done
    finally:
        driver.close()
    assert progress_file(places) == {"kind": "lessons", "format": 1, "done": [], "tutorial_left": False}


def test_a_lesson_a_newer_game_wrote_is_kept_and_bad_values_are_left_out() -> None:
    data: dict[str, object] = {"done": ["tutorial", "flip_side_three"], "tutorial_left": False}
    rejected: list[str] = []
    assert Progress.from_data(data, rejected) == Progress({"tutorial", "flip_side_three"}, False) and not rejected
    assert Progress.from_data({"done": [1, "tutorial"]}, rejected) == Progress({"tutorial"}, False)
    assert Progress.from_data({"tutorial_left": "yes"}, rejected) == Progress(set(), False)
    assert rejected == ["done", "tutorial_left"]


def test_a_player_who_has_played_a_round_is_not_offered_the_tutorial_first(driver: Driver) -> None:
    assert opens_on(driver.top) == "tutorial"
    driver.program.services.statistics.count("rounds_played")  # as a round of a match counts at its end
    driver.press("o")
    driver.press("return")  # the options, and back: the menu is made again
    driver.press("escape")
    assert opens_on(driver.top) == "new" and "tutorial" in names(driver.top)  # still there, not first
