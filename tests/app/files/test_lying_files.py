"""Files that parse but lie, and writes that could be turned against the player: each case as a tester found it.

Deep nesting, NaN and absurd numbers, one bad value among good ones, a save whose bot state lies, a stale menu,
a pipe where the practice file should be, a link planted for the temporary file, the player's own keymap
rewritten, and an event counted twice across a kill.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pygame
import pytest
from table_driver import Driver, default_words, opens_on, saved_match_offered

from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.player_files import MATCH, SETTINGS, STATISTICS, PlayerFiles
from audiouno.app.files.storage import TEMP_PREFIX, Places, write_atomically
from audiouno.app.program import load_settings
from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.options.describer import KeyDescriber
from audiouno.app.scenes.options.keybindings import KeyBindingsScene, KeyCapture
from audiouno.app.scenes.practice.scene import PracticeScene
from audiouno.app.scenes.practice.store import PRACTICE_FILE, PracticeFile
from audiouno.app.scenes.readers import open_statistics
from audiouno.app.scenes.table.scene import TableScene

TEXT = default_words().text
DEEP = "[" * 1200 + "]" * 1200


pytestmark = pytest.mark.driver(start="menu", files=True)


@pytest.fixture
def places(tmp_path: Path) -> Places:
    places = Places(tmp_path / "config", tmp_path / "data")
    places.config.mkdir()
    places.data.mkdir()
    return places


def settings_text(**body: object) -> str:
    return json.dumps({"kind": "settings", "format": 1, **body})


def practice_text(delay: object = 20.0, ms: object = 250.0) -> str:
    drill = {"kind": "reaction", "started": "2026-11-30T09:30:00", "details": {}, "finished": True,
             "reactions": [["hit", ms, "buzzer"], ["hit", 300.0, "buzzer"]]}  # fmt: skip
    return json.dumps({"format": 1, "output_delay_ms": delay, "drills": [drill]})


# ------------------------------------------------------------ deep, absurd, not numbers


@pytest.mark.parametrize(
    ("folder", "name", "head"),
    [
        ("config", SETTINGS, '{"kind": "settings", "format": 1, "setup": '),
        ("data", STATISTICS, '{"kind": "statistics", "format": 1, "counts": '),
        ("data", MATCH, '{"kind": "match", "format": 1, "log": '),
        ("data", PRACTICE_FILE, '{"format": 1, "drills": '),
    ],
)
def test_1200_nested_lists_are_set_aside_once_and_the_game_opens(
    places: Places, folder: str, name: str, head: str
) -> None:
    path = (places.config if folder == "config" else places.data) / name
    path.write_text(head + DEEP + "}")
    driver = Driver(places=places, start="continue" if name == MATCH else "menu")
    try:
        if name == PRACTICE_FILE:
            driver.program.control.push(PracticeScene(driver.program.services))
            driver.program.step()
        assert not path.exists() and len(list(path.parent.glob(f"{name}.bad-*"))) == 1
        assert isinstance(driver.top, (MainMenu, PracticeScene))
    finally:
        driver.close()
    again = Driver(places=places, start="menu")  # the next start is clean: nothing is set aside twice
    try:
        assert len(list(path.parent.glob(f"{name}.bad-*"))) == 1
    finally:
        again.close()


@pytest.mark.parametrize("value", ["NaN", "Infinity", "-Infinity", "1e12", "-500"])
def test_a_practice_time_or_delay_that_is_no_time_costs_only_itself(places: Places, value: str) -> None:
    (places.data / PRACTICE_FILE).write_text(
        practice_text().replace("250.0", value).replace('"output_delay_ms": 20.0', f'"output_delay_ms": {value}')
    )
    store = PracticeFile(places.data / PRACTICE_FILE)
    assert store.output_delay is None  # back to "not calibrated"
    (drill,) = store.drills()
    assert [reaction.ms for reaction in drill.reactions] == [300.0]  # the other answer is kept
    assert store.problem is not None and store.problem.key == "practice.store.values_reset"
    driver = Driver(places=places, start="practice")
    try:
        began = time.monotonic()
        scene = driver.top
        assert isinstance(scene, PracticeScene)
        scene.draw(driver.program.surface)  # the charts: no 2e9 cells for a time of 1e12
        assert time.monotonic() - began < 5
        assert driver.program.services.settings.output_delay == 0.0  # nothing bad copied into the settings
    finally:
        driver.close()


@pytest.mark.parametrize("count", ["1e28", "1e400", "10000000000000000000000000000", "-3", "NaN"])
def test_an_absurd_count_costs_only_that_figure_and_the_statistics_open(places: Places, count: str) -> None:
    counts = f'{{"matches_played": {{"count": {count}, "changed": 1}}, "rounds_won": {{"count": 4, "changed": 2}}}}'
    (places.data / STATISTICS).write_text(f'{{"kind": "statistics", "format": 1, "counts": {counts}}}')
    driver = Driver(places=places, start="menu")
    try:
        statistics = driver.program.services.statistics
        assert statistics.get("matches_played") == 0 and statistics.get("rounds_won") == 4
        assert TEXT("files.values_reset", what=TEXT("files.what.statistics"), count=1) in driver.texts[0]
        open_statistics(driver.program.services)
        said = driver.press("down")
        assert isinstance(driver.top, ChoiceScene) and said
    finally:
        driver.close()
    kept = json.loads((places.data / STATISTICS).read_text())  # the next save is clean: said once, not again
    assert kept["counts"] == {"rounds_won": {"count": 4, "changed": 2}} or not (places.data / STATISTICS).exists()


def test_one_bad_setting_costs_only_itself(places: Places) -> None:
    (places.config / SETTINGS).write_text(
        settings_text(
            cue_volume=0.3,
            bot_pace=2.5,
            hand_sort="number",
            language="es",
            output_delay=-0.5,
            verbosity="brief",
            setup=MatchSetup(bots=["easy"]).to_data(),
        )
    )
    files = PlayerFiles(places)
    settings = load_settings(files)
    files.close()
    assert settings.output_delay == 0.0  # the one bad value, back to its default
    assert (settings.cue_volume, settings.bot_pace, settings.hand_sort, settings.language) == (0.3, 2.5, "number", "es")
    assert settings.verbosity == "brief" and settings.setup.bots == ["easy"]
    assert [notice.key for notice in files.notices] == ["files.values_reset"]
    assert (places.config / SETTINGS).exists() and not list(places.config.glob("*.bad-*"))


def test_a_bad_rule_in_the_last_setup_costs_only_that_rule(places: Places) -> None:
    setup = MatchSetup(bots=["hard", "easy"]).to_data()
    setup["rules"]["target_score"] = -5  # type: ignore[index]
    (places.config / SETTINGS).write_text(settings_text(setup=setup))
    files = PlayerFiles(places)
    settings = load_settings(files)
    files.close()
    assert settings.setup.bots == ["hard", "easy"] and settings.setup.rules.target_score == 500


def test_a_hand_size_out_of_range_costs_only_that_rule(places: Places) -> None:
    setup = MatchSetup(bots=["hard"]).to_data()
    setup["rules"].update(hand_size=40, free_draws=3, stacking="house")  # type: ignore[attr-defined]
    (places.config / SETTINGS).write_text(settings_text(setup=setup))
    files = PlayerFiles(places)
    settings = load_settings(files)
    files.close()
    rules = settings.setup.rules
    assert (rules.hand_size, rules.free_draws, rules.stacking) == (7, 3, "house")


def test_a_calibration_kept_by_practice_reaches_the_settings_only_within_their_rule(places: Places) -> None:
    (places.data / PRACTICE_FILE).write_text(practice_text(delay=-500))
    (places.config / SETTINGS).write_text(settings_text(cue_volume=0.4))
    driver = Driver(places=places, start="practice")
    try:
        assert driver.program.services.settings.output_delay == 0.0
        driver.program.services.save_settings()
    finally:
        driver.close()
    again = Driver(places=places, start="menu")
    try:
        assert not list(places.config.glob("*.bad-*")) and again.program.services.settings.cue_volume == 0.4
        assert again.program.services.settings.output_delay == 0.0
    finally:
        again.close()


# ------------------------------------------------------------ a save that lies


def a_saved_match(places: Places) -> dict[str, object]:
    """The match file of a match the player started, played a little and quit."""
    (places.config / SETTINGS).write_text(settings_text(bot_pace=0))
    driver = Driver(seed=4, places=places, start="new")
    try:
        driver.press("return")
        table = driver.top
        assert isinstance(table, TableScene) and table.keeper is not None
        while len(table.keeper.saved.log) < 10:
            driver.play_a_little(table)
    finally:
        driver.close()
    return json.loads((places.data / MATCH).read_text())  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    "lie",
    [
        lambda data: data["bot_states"]["1"][1].__setitem__(5, "seven"),  # outside the digest: crashed mid-game
        lambda data: data["bot_states"]["2"].__setitem__(2, "gauss"),
        lambda data: data.__setitem__("saved_at", float("nan")),  # the bots never acted again
        lambda data: data.__setitem__("saved_at", -1),
        lambda data: data["presses"].append([7, "catch 99", 1.0]),
        lambda data: data["log"][-1].__setitem__(-1, float("inf")),
        lambda data: data.__setitem__("hand_sort", "by mood"),
    ],
)
def test_a_save_that_lies_is_set_aside_once_and_the_menu_stops_offering_it(places: Places, lie: object) -> None:
    data = a_saved_match(places)
    lie(data)  # type: ignore[operator]
    (places.data / MATCH).write_text(json.dumps(data))
    for attempt in range(2):  # the next start does not try it again
        driver = Driver(places=places, start="menu")
        try:
            menu = driver.top
            assert isinstance(menu, MainMenu)
            if attempt == 0:
                assert opens_on(menu) == "continue"
                said = driver.press("return")
                words = TEXT("files.damaged_kept", what=TEXT("files.what.match"), kept="")
                assert any(text.startswith(words[:30]) for text in said)
                assert driver.top is menu  # back on the main menu, which made its items again
            assert not saved_match_offered(menu)
            driver.wait(1)
        finally:
            driver.close()
    assert len(list(places.data.glob("match.json.bad-*"))) == 1


def test_continue_from_the_command_line_on_a_save_that_lies_opens_a_menu_without_it(places: Places) -> None:
    data = a_saved_match(places)
    data["bot_states"]["1"][1][0] = "x"  # type: ignore[index]
    (places.data / MATCH).write_text(json.dumps(data))
    driver = Driver(places=places, start="continue")
    try:
        menu = driver.top
        assert isinstance(menu, MainMenu) and not saved_match_offered(menu)
    finally:
        driver.close()


# ------------------------------------------------------------ one event, counted once, whatever the kill


class Killed(BaseException):
    """The program dies here, as under SIGKILL: nothing after this line runs."""


def test_an_event_is_counted_once_whatever_the_moment_of_a_kill(places: Places) -> None:
    (places.config / SETTINGS).write_text(settings_text(bot_pace=0, setup=MatchSetup(bots=["random"]).to_data()))
    real_save = PlayerFiles.save

    def killed_before_the_figures(self: PlayerFiles, name: str, *args: object) -> None:
        if name == STATISTICS:
            raise Killed  # the match is on disk with the event; its figures are not
        real_save(self, name, *args)  # type: ignore[arg-type]

    driver = Driver(seed=8, places=places, start="new")
    try:
        driver.press("return")
        table = driver.top
        assert isinstance(table, TableScene)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(PlayerFiles, "save", killed_before_the_figures)
            with pytest.raises(Killed):
                for _ in range(5000):
                    driver.play_a_little(table)
        # What the dead program had counted (a round, a challenge, a catch: the first thing that counted).
        counted = {name: count for name, (count, _) in driver.program.services.statistics.counts.items()}
    finally:
        driver.close()
    assert counted and not (places.data / STATISTICS).exists()
    for _ in range(2):  # taken up: what happened before the kill is counted, once, and not again next time
        resumed = Driver(places=places, start="continue")
        try:
            assert isinstance(resumed.top, TableScene)
            statistics = resumed.program.services.statistics
            assert {name: count for name, (count, _) in statistics.counts.items()} == counted
        finally:
            resumed.close()
        figures = json.loads((places.data / STATISTICS).read_text())
        assert {name: entry["count"] for name, entry in figures["counts"].items()} == counted


# ------------------------------------------------------------ special files, links, the player's own text


def test_a_pipe_in_place_of_the_practice_file_is_refused_at_once(places: Places) -> None:
    os.mkfifo(places.data / PRACTICE_FILE)
    began = time.monotonic()
    store = PracticeFile(places.data / PRACTICE_FILE)
    assert time.monotonic() - began < 2
    assert store.problem is not None and store.problem.key == "practice.store.set_aside"
    assert str(places.data) not in str(store.problem.args["path"])  # the name is said, not the whole path
    assert list(places.data.glob("practice.json.bad-*"))


@pytest.mark.skipif(sys.platform == "win32", reason="links need privileges on Windows")
def test_a_link_planted_for_the_temporary_file_is_never_followed(places: Places) -> None:
    precious = places.data / "precious.txt"
    precious.write_text("the player's own")
    # The names a temporary file used to have (pid-based), and a few more: whatever is planted, nothing follows.
    for prefix in (".tmp-", TEMP_PREFIX):
        for name in (f"{prefix}{MATCH}.{os.getpid()}", f"{prefix}{MATCH}.", f"{prefix}{MATCH}"):
            (places.data / name).symlink_to(precious)
    write_atomically(places.data / MATCH, '{"kind": "match"}\n')
    assert precious.read_text() == "the player's own"
    assert not (places.data / MATCH).is_symlink() and (places.data / MATCH).read_text() == '{"kind": "match"}\n'


def test_rebinding_a_key_keeps_the_players_own_keymap_as_they_wrote_it(places: Places) -> None:
    written = (
        "# My keys: I am left-handed\n"
        "format = 1\n\n"
        "[table]\n"
        "# the numpad for the hand\n"
        'next_card = ["kp_6"]\n'
        'top_card = ["kp_nonsense"]  # a typo: the game says so and keeps the default\n\n'
        "[my_notes]\n"
        'reminder = "ask about house rules"\n'
    )
    (places.config / "keymap.toml").write_text(written)
    driver = Driver(places=places, start="menu")
    try:
        driver.press("o")
        driver.press("return")
        driver.press("end")
        driver.press("up")  # key bindings
        driver.press("return")
        assert isinstance(driver.top, KeyBindingsScene)
        draw = TEXT("help.table.draw")
        for _ in range(80):
            if driver.press("down")[0].startswith(TEXT("keys.item.table", command=draw, keys="Space")):
                break
        driver.press("return")
        assert isinstance(driver.top, KeyCapture)
        assert driver.press("x")[0] == TEXT("keys.bound", pressed="X", command=draw)
    finally:
        driver.close()
    text = (places.config / "keymap.toml").read_text()
    lines = text.splitlines()
    assert [line for line in lines if line != 'draw = ["x"]'] == written.splitlines()  # each line as written
    assert lines.index('draw = ["x"]') > lines.index("[table]")  # the one new entry, in its section
    assert not (places.config / "keymap.toml.bak").exists()  # nothing needed keeping aside


def test_a_key_sdl_has_no_name_for_is_not_read_as_its_raw_code(driver: Driver) -> None:
    driver.program.control.push(KeyDescriber(driver.program.services))
    driver.program.step()
    mark = driver.mark()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=1073741925, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=1073741925, mod=0))
    driver.program.step()
    (said,) = driver.since(mark)
    assert "1073741925" not in said
    assert said == TEXT("describer.nothing", pressed=TEXT("describer.unnamed"))
