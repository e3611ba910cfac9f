"""What the player's files hold is kept as it was written, and only what a player can set is taken from them: a
field another version wrote survives this one's saves, one bad lesson value costs only itself, a keymap kept as a
link is written through it, a volume of -0.0 reads as 0, and a settings file cannot put a bot in the player's
seat."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from table_driver import Driver, default_words, opens_on

from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.player_files import KEYMAP, LESSONS, MATCH, PRACTICE, SETTINGS, STATISTICS, WATCH
from audiouno.app.files.storage import Places
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.options.keybindings import KeyBindingsScene, KeyCapture
from audiouno.app.scenes.practice.scene import PracticeScene
from audiouno.app.scenes.table.scene import TableScene
from audiouno.app.scenes.tutorial.scene import TutorialScene

TEXT = default_words().text
NEWER = {"kept_by_a_newer_version": {"a list": [1, 2.5, None], "a word": "ünïcode"}}


pytestmark = pytest.mark.driver(start="menu", files=True)


@pytest.fixture
def places(tmp_path: Path) -> Places:
    places = Places(tmp_path / "config", tmp_path / "data")
    places.config.mkdir()
    places.data.mkdir()
    return places


def write(path: Path, **body: object) -> None:
    path.write_text(json.dumps(body))


def read(path: Path) -> dict[str, object]:
    return json.loads(path.read_text())  # type: ignore[no-any-return]


def choose(driver: Driver, item: str) -> list[str]:
    menu = driver.top
    assert isinstance(menu, MainMenu)
    names = [option.value.name for option in menu.options]
    driver.press("home")
    for _ in range(names.index(item)):
        driver.press("down")
    return driver.press("return")


def go_to(driver: Driver, words: str) -> list[str]:
    """Down through a list until an item starting with `words` is said."""
    for _ in range(100):
        said = driver.press("down")
        if said and said[0].startswith(words):
            return said
    raise AssertionError(f"no item says {words!r}")


# ------------------------------------------------------------ settings hold only what a player can set


def test_a_stand_in_in_the_settings_is_no_bot_in_the_players_seat(places: Places) -> None:
    setup = {**MatchSetup(bots=["easy"]).to_data(), "stand_in": "normal"}
    write(places.config / SETTINGS, kind="settings", format=1, bot_pace=0, setup=setup)
    driver = Driver(seed=2, places=places, start="new")
    try:
        assert TEXT("files.values_reset", what=TEXT("files.what.settings"), count=1) in driver.texts[0]
        driver.press("ctrl+return")
        table = driver.top
        assert isinstance(table, TableScene) and table.setup.stand_in is None and 0 not in table.bots
        driver.wait(3)
        assert table.keeper is not None and table.keeper.name == MATCH
    finally:
        driver.close()
    assert (places.data / MATCH).exists() and not (places.data / WATCH).exists()
    assert "stand_in" not in read(places.config / SETTINGS)["setup"]  # type: ignore[operator]


# ------------------------------------------------------------ what another version wrote is kept


def test_fields_another_version_wrote_survive_a_change_of_settings(places: Places) -> None:
    setup = MatchSetup(bots=["easy"]).to_data()
    setup["rules"] = {**setup["rules"], "a_rule_of_later": 3}  # type: ignore[dict-item]
    write(places.config / SETTINGS, kind="settings", format=1, cue_volume=0.5, **NEWER,
          setup={**setup, "seat_names": ["Ana", "Bia"]})  # fmt: skip
    driver = Driver(places=places, start="menu")
    try:
        choose(driver, "options")
        go_to(driver, TEXT("options.volume", value=50))
        driver.press("right")  # the settings saved
    finally:
        driver.close()
    kept = read(places.config / SETTINGS)
    assert kept["cue_volume"] == 0.6 and kept["kept_by_a_newer_version"] == NEWER["kept_by_a_newer_version"]
    assert kept["setup"]["seat_names"] == ["Ana", "Bia"]  # type: ignore[index]
    assert kept["setup"]["rules"]["a_rule_of_later"] == 3  # type: ignore[index]


def test_fields_another_version_wrote_survive_the_statistics_counting(places: Places) -> None:
    write(places.config / SETTINGS, kind="settings", format=1, bot_pace=0)
    write(places.data / STATISTICS, kind="statistics", format=1, counts={}, **NEWER)
    driver = Driver(seed=5, places=places, start="new")
    try:
        driver.press("ctrl+return")
        table = driver.top
        assert isinstance(table, TableScene)
        driver.wait(30, until=lambda: table.game.decider == 0)
        driver.press("i")  # a hint: counted, and the statistics saved
    finally:
        driver.close()
    kept = read(places.data / STATISTICS)
    assert kept["counts"]["hints_used"]["count"] == 1  # type: ignore[index]
    assert kept["kept_by_a_newer_version"] == NEWER["kept_by_a_newer_version"]


def test_lessons_another_version_wrote_survive_leaving_the_tutorial(places: Places) -> None:
    write(places.data / LESSONS, kind="lessons", format=1, done=["a_lesson_of_later"], **NEWER)
    driver = Driver(places=places, start="menu")
    try:
        choose(driver, "tutorial")
        driver.press("escape")  # the tutorial's first question, the screen reader's speed: left as it is
        assert isinstance(driver.top, TutorialScene)
        driver.press("escape")  # leave: the tutorial is no longer offered first, and the file says so
        driver.press("down")
        driver.press("return")
        driver.press("2")
        driver.press("return")
        assert isinstance(driver.top, MainMenu)
    finally:
        driver.close()
    kept = read(places.data / LESSONS)
    assert kept["tutorial_left"] is True and kept["done"] == ["a_lesson_of_later"]
    assert kept["kept_by_a_newer_version"] == NEWER["kept_by_a_newer_version"]


def test_fields_another_version_wrote_survive_a_practice_drill(places: Places, driver: Driver) -> None:
    drill = {"kind": "reaction", "started": "2026-11-30T09:30:00", "details": {}, "finished": True,
             "reactions": [["hit", 250.0, "buzzer"]], "heart_rate": [80, 95]}  # fmt: skip
    write(places.data / PRACTICE, format=1, output_delay_ms=None, drills=[drill], **NEWER)
    choose(driver, "practice")
    practice = driver.top
    assert isinstance(practice, PracticeScene)
    practice.store.finish(practice.store.begin("race", practice._today(), {}))  # as a drill does
    kept = read(places.data / PRACTICE)
    assert kept["kept_by_a_newer_version"] == NEWER["kept_by_a_newer_version"]
    assert kept["drills"][0]["heart_rate"] == [80, 95] and len(kept["drills"]) == 2  # type: ignore[index]


# ------------------------------------------------------------ one bad lesson value costs only itself


@pytest.mark.parametrize(
    ("done", "left", "kept_done", "bad"),
    [(["tutorial", 5, "flip_side_one"], "yes", ["flip_side_one", "tutorial"], 2), ("tutorial", True, [], 1)],
)
def test_one_bad_lesson_value_costs_only_itself(
    places: Places, done: object, left: object, kept_done: list[str], bad: int
) -> None:
    write(places.data / LESSONS, kind="lessons", format=1, done=done, tutorial_left=left)
    driver = Driver(places=places, start="menu")
    try:
        reset = TEXT("files.values_reset", what=TEXT("files.what.lessons"), count=bad)
        assert " ".join(driver.texts).count(reset) == 1
        assert opens_on(driver.top) != "tutorial"
        driver.press("o")  # the menu made again: nothing said twice
        driver.press("return")
        driver.press("escape")
        assert " ".join(driver.texts).count(reset) == 1
    finally:
        driver.close()
    assert not list(places.data.glob(f"{LESSONS}.bad-*"))
    assert read(places.data / LESSONS)["done"] == kept_done


# ------------------------------------------------------------ a keymap kept as a link


def test_a_keymap_kept_as_a_link_is_written_through_it(places: Places, tmp_path: Path, driver: Driver) -> None:
    mine = tmp_path / "dotfiles" / "uno-keys.toml"
    mine.parent.mkdir()
    mine.write_text("# my keys, kept with my other settings\nformat = 1\n")
    driver.close()
    (places.config / KEYMAP).symlink_to(mine)
    again = Driver(places=places, start="menu")
    try:
        again.program.control.push(KeyBindingsScene(again.program.services))
        again.program.step()
        go_to(again, TEXT("keys.item.table", command=TEXT("help.table.draw"), keys="Space"))
        again.press("return")
        assert isinstance(again.top, KeyCapture)
        again.press("x")
    finally:
        again.close()
    assert (places.config / KEYMAP).is_symlink() and (places.config / KEYMAP).resolve() == mine
    text = mine.read_text()
    assert text.startswith("# my keys, kept with my other settings\n") and 'draw = ["x"]' in text


# ------------------------------------------------------------ -0.0 is 0


def test_a_volume_of_minus_zero_reads_as_zero(places: Places) -> None:
    write(places.config / SETTINGS, kind="settings", format=1, cue_volume=-0.0, race_volume=-0.0, stereo_width=-0.0)
    driver = Driver(places=places, start="menu")
    try:
        choose(driver, "options")
        said = go_to(driver, TEXT("options.volume", value=0)) + go_to(driver, TEXT("options.race_volume", value=0))
        assert not [text for text in said if "-0" in text]
    finally:
        driver.close()
