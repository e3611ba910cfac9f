"""Files that parse but lie, generated: valid JSON of any shape (deep, huge, NaN, Infinity, negative, wrong
types, unknown keys) in the settings, statistics, match and practice files. The loaders never raise and never
hang; what they keep obeys every rule (it writes back as strict JSON and reads back with nothing rejected); and
the game opens afterwards with its menus and every screen that shows the figures.

Each kind is tried twice: the loader alone on many files, and the whole program (headless, as the table
driver runs it) on fewer, since each of those opens the program and walks its screens.
"""

from __future__ import annotations

import json
import math
import shutil
import signal
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

import pygame
import pytest
from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st
from table_driver import Driver, headless, opens_on, saved_match_offered

from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.player_files import MATCH, SETTINGS, STATISTICS, PlayerFiles
from audiouno.app.files.settings import Settings
from audiouno.app.files.statistics import Statistics
from audiouno.app.files.storage import Places
from audiouno.app.output.speech.chain import CHOICES as SPEECH_CHOICES
from audiouno.app.program import load_settings, load_statistics
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.options.scene import OptionsScene
from audiouno.app.scenes.practice.scene import PracticeScene
from audiouno.app.scenes.practice.store import PRACTICE_FILE, PracticeFile
from audiouno.app.scenes.readers import open_rules, open_statistics
from audiouno.app.scenes.table.scene import TableScene

pytestmark = pytest.mark.started_first  # long: see tests/conftest.py

LOADER_EXAMPLES = 120  # files per kind given to the loader alone
MATCH_LOADER_EXAMPLES = 60  # match files taken up (each replays its log in a program opened for it)
PROGRAM_EXAMPLES = 15  # files per kind with which the whole program is opened and its screens walked
HANG = 20  # seconds one example may take before it counts as hanging (a loader that loops, a chart of 1e12)

# ------------------------------------------------------------ JSON of any shape

DEEP = "__deep_{}__"  # a placeholder, replaced in the text by that many nested lists (json.dumps would recurse)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**40), 10**40),
    st.sampled_from([0, 1, -1, -500, 220, 10**12, 10**28, 2**63, -(2**31)]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([math.nan, math.inf, -math.inf, 1e12, 1e28, -0.5, 0.25, 1e-300]),
    st.text(max_size=30),
    st.sampled_from(["", "full", "brief", "auto", "colour", "off", "en", "pt-BR", "official", "normal", "hit"]),
)
DEEPS = st.integers(40, 3000).map(DEEP.format)  # deeper than any file of ours, deeper than recursion allows
EXTREMES = st.one_of(
    st.integers(1000, 50_000).map(lambda n: [1e12] * n),  # huge
    st.integers(1000, 100_000).map(lambda n: "x" * n),
)
SHAPES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner, max_size=5),
    max_leaves=15,
)
VALUES: st.SearchStrategy[Any] = st.one_of(SHAPES, SHAPES, SHAPES, EXTREMES)  # one value in four extreme


def as_text(data: object, draw: Callable[..., Any]) -> str:
    """JSON text (NaN and Infinity included, as Python reads them); one file in six holds one value nested
    deeper than recursion allows (a file with one such value is unreadable whole, so more would hide the rest)."""
    if isinstance(data, dict) and data and draw(st.integers(0, 5)) == 0:
        data = {**data, draw(st.sampled_from(sorted(data))): draw(DEEPS)}
    text = json.dumps(data)
    for depth in {int(part.split("__")[0]) for part in text.split('"__deep_')[1:]}:
        text = text.replace(f'"{DEEP.format(depth)}"', "[" * depth + "]" * depth)
    return text


def mutated(data: dict[str, object], draw: Callable[..., Any], changes: int = 3) -> object:
    """`data` (a real file's JSON) with a few values, at any depth below the top, replaced by anything, and as
    many unknown keys added."""
    for _ in range(changes):
        keys = sorted(data) if draw(st.integers(0, 7)) == 0 else sorted(set(data) - {"kind", "format"})
        key = draw(st.sampled_from(keys))
        data = {**data, key: _replace_one(data[key], draw)}
        if draw(st.booleans()):
            data = {**data, draw(st.text(max_size=12)): draw(VALUES)}
    return data


def _replace_one(value: object, draw: Callable[..., Any]) -> object:
    if isinstance(value, dict) and value and draw(st.booleans()):
        key = draw(st.sampled_from(sorted(value)))
        return {**value, key: _replace_one(value[key], draw)}
    if isinstance(value, list) and value and draw(st.booleans()):
        index = draw(st.integers(0, len(value) - 1))
        return [*value[:index], _replace_one(value[index], draw), *value[index + 1 :]]
    return draw(VALUES)


def with_fields(head: dict[str, object], known: list[str], draw: Callable[..., Any]) -> dict[str, object]:
    """A file's head (its kind and format, mostly right) with its known fields and unknown ones set to anything."""
    names = draw(st.lists(st.sampled_from(known) | st.text(max_size=12), max_size=len(known) + 2))
    return {**head, **{name: draw(VALUES) for name in names}}


FORMATS = st.sampled_from([1] * 8 + [0, 2, "1", 1.0, None, True])

# ------------------------------------------------------------ the files, per kind


@st.composite
def settings_files(draw: Callable[..., Any]) -> str:
    good = {"kind": "settings", "format": 1, **Settings().to_data()}
    if draw(st.booleans()):
        return as_text(mutated(good, draw), draw)
    head = {"kind": draw(st.sampled_from(["settings"] * 8 + ["statistics", 5])), "format": draw(FORMATS)}
    data = with_fields(head, list(Settings().to_data()), draw)
    if draw(st.booleans()):
        data["setup"] = mutated(MatchSetup().to_data(), draw)
    return as_text(data, draw)


STATISTICS_GOOD = {
    "kind": "statistics",
    "format": 1,
    "changes": 3,
    "counted": {"match": "0" * 32, "entries": 4},
    "counts": {"matches_played": {"count": 2, "changed": 1}, "rounds_won.preset.official": {"count": 1, "changed": 2}},
    "times": {"reaction.buzzer": {"count": 2, "total": 0.9, "best": 0.4, "changed": 3}},
}


@st.composite
def statistics_files(draw: Callable[..., Any]) -> str:
    if draw(st.booleans()):
        return as_text(mutated(STATISTICS_GOOD, draw), draw)
    head = {"kind": "statistics", "format": draw(FORMATS)}
    data = with_fields(head, ["changes", "counts", "times", "counted"], draw)
    names = st.sampled_from(["matches_won", "rounds_played.strength.hard", "reaction.slap"]) | st.text(max_size=20)
    data["counts"] = draw(st.dictionaries(names, VALUES, max_size=4))
    return as_text(data, draw)


PRACTICE_GOOD = {
    "format": 1,
    "output_delay_ms": 40.0,
    "drills": [
        {"kind": "reaction", "started": "2026-11-30T09:30:00", "details": {"shortest_wait": 1.0, "bots": 2},
         "finished": True, "reactions": [["hit", 250.5, "buzzer"], ["miss", None, "buzzer"]]},
        {"kind": "race", "started": "2026-12-01T10:00:00", "details": {}, "finished": False,
         "reactions": [["hit", 312.0, "buzzer"], ["false_start", None, "buzzer"]]},
    ],
}  # fmt: skip


@st.composite
def practice_files(draw: Callable[..., Any]) -> str:
    if draw(st.booleans()):
        return as_text(mutated(PRACTICE_GOOD, draw, changes=4), draw)
    data = with_fields({"format": draw(FORMATS)}, ["output_delay_ms", "drills"], draw)
    return as_text(data, draw)


@pytest.fixture(scope="module")
def real_save(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The match file of a match the player started and left, as the game wrote it."""
    places = Places(tmp_path_factory.mktemp("save") / "config", tmp_path_factory.mktemp("save") / "data")
    places.config.mkdir(parents=True, exist_ok=True)
    body = {"kind": "settings", "format": 1, "bot_pace": 0}
    (places.config / SETTINGS).write_text(json.dumps(body))
    with pytest.MonkeyPatch.context() as patch:
        headless(patch)
        driver = Driver(seed=4, places=places, start="new")
        try:
            driver.press("return")  # the lobby starts the match
            table = driver.top
            assert isinstance(table, TableScene) and table.keeper is not None
            while len(table.keeper.saved.log) < 15:
                if table.match.game.decider == 0:
                    driver.press("z")  # the next playable card, if any
                    driver.press("return")
                    driver.press("space")  # nothing played: draw, or pass after drawing
                driver.wait(0.2)
        finally:
            driver.close()
    data = json.loads((places.data / MATCH).read_text())
    assert len(data["log"]) >= 15
    return data


# ------------------------------------------------------------ never raise, never hang


@contextmanager
def no_hang(seconds: int = HANG) -> Iterator[None]:
    def hung(signum: int, frame: FrameType | None) -> None:
        raise TimeoutError(f"still going after {seconds} s: it hangs")

    before = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, before)


@contextmanager
def folders(config: dict[str, str] | None = None, data: dict[str, str] | None = None) -> Iterator[Places]:
    """Fresh player folders holding these files (name -> text)."""
    root = Path(tempfile.mkdtemp(prefix="audio-uno-props-"))
    try:
        places = Places(root / "config", root / "data")
        for folder, files in ((places.config, config or {}), (places.data, data or {})):
            folder.mkdir(parents=True)
            for name, text in files.items():
                (folder / name).write_text(text, encoding="utf-8")
        yield places
    finally:
        shutil.rmtree(root, ignore_errors=True)


def strict_json(data: object) -> None:
    """What the program would write back is strict JSON (no NaN, no Infinity) and shallow enough to write."""
    json.dumps(data, allow_nan=False)


# Without shrinking: a failing file is reported whole, and shrinking files of thousands of values through the
# whole program would take far longer than the run (hypothesis gave up after five minutes on one).
NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)
LOADER = settings(
    max_examples=LOADER_EXAMPLES,
    phases=NO_SHRINK,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture],
)
PROGRAM = settings(
    max_examples=PROGRAM_EXAMPLES,
    phases=NO_SHRINK,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture],
)


@LOADER
@given(settings_files())
def test_the_settings_loader_keeps_only_what_obeys_the_rules(text: str) -> None:
    with folders(config={SETTINGS: text}) as places, no_hang():
        files = PlayerFiles(places)
        loaded = load_settings(files)
        files.close()
        strict_json(loaded.to_data())
        again: list[str] = []
        Settings.from_data(loaded.to_data(), SPEECH_CHOICES, again)
        assert again == []  # every value kept obeys its rule
        assert len(files.notices) <= 1  # one sentence at most: damaged, or values back to their defaults
        event(files.notices[0].key if files.notices else "read whole")


@LOADER
@given(statistics_files())
def test_the_statistics_loader_keeps_only_what_obeys_the_rules(text: str) -> None:
    with folders(data={STATISTICS: text}) as places, no_hang():
        files = PlayerFiles(places)
        loaded = load_statistics(files)
        files.close()
        strict_json(loaded.to_data())
        again: list[str] = []
        Statistics.from_data(loaded.to_data(), again)
        assert again == []
        assert len(files.notices) <= 1
        event(files.notices[0].key if files.notices else "read whole")


@LOADER
@given(practice_files())
def test_the_practice_loader_keeps_only_what_obeys_the_rules(text: str) -> None:
    with folders(data={PRACTICE_FILE: text}) as places, no_hang():
        store = PracticeFile(places.data / PRACTICE_FILE)
        delay = store.output_delay
        event(store.problem.key if store.problem else "read whole")
        assert delay is None or 0 <= delay <= 0.25
        for drill in store.drills():
            assert all(r.ms is None or (math.isfinite(r.ms) and 0 <= r.ms <= 60_000) for r in drill.reactions)
        if store.drills():
            store.finish(store.drills()[-1])  # saved back ...
            assert PracticeFile(places.data / PRACTICE_FILE).problem is None  # ... and read back whole


@settings(LOADER, max_examples=MATCH_LOADER_EXAMPLES)
@given(st.data())
def test_the_match_loader_continues_or_sets_the_save_aside(real_save: dict[str, object], data: st.DataObject) -> None:
    text = as_text(mutated(real_save, data.draw, changes=data.draw(st.integers(1, 3))), data.draw)
    with folders(data={MATCH: text}) as places, no_hang():
        driver = Driver(places=places, start="menu")
        try:
            assert isinstance(driver.top, MainMenu) and opens_on(driver.top) == "continue"
            driver.press("return")  # Continue the saved match, as the player would
            top = driver.top
            if isinstance(top, TableScene):
                assert isinstance(top, TableScene)
                driver.wait(1)  # the bots play on: nothing in the save crashes them
            else:
                event("set aside")
                assert isinstance(top, MainMenu) and not (places.data / MATCH).exists()
                assert not saved_match_offered(top)
        finally:
            driver.close()


# ------------------------------------------------------------ and the program opens, every screen


def walk_every_screen(driver: Driver) -> None:
    """The main menu, the statistics (the game's and the practice's figures), the rules, the options, the lobby,
    and the practice list with each drill's charts: each opened, drawn, and left."""
    services = driver.program.services
    control = driver.program.control
    menu = driver.top
    assert isinstance(menu, MainMenu)
    for open_screen in (
        lambda: open_statistics(services),
        lambda: open_rules(services),
        lambda: control.push(OptionsScene(services)),
        lambda: control.push(LobbyScene(services)),
    ):
        open_screen()
        driver.program.step()
        driver.press("down")
        driver.program.step()
        control.pop(control.stack[-1])
    practice = PracticeScene(services)
    control.push(practice)
    for index in range(len(practice.items)):
        practice.index = index
        practice.draw(driver.program.surface)
    assert practice.statistics()
    control.pop(practice)
    assert driver.top is menu and control.running
    assert pygame.display.get_init()


@PROGRAM
@given(settings_files())
def test_the_game_opens_on_any_settings_file(text: str) -> None:
    with folders(config={SETTINGS: text}) as places, no_hang():
        driver = Driver(places=places, start="menu")
        try:
            walk_every_screen(driver)
        finally:
            driver.close()


@PROGRAM
@given(statistics_files())
def test_the_game_opens_on_any_statistics_file(text: str) -> None:
    with folders(data={STATISTICS: text}) as places, no_hang():
        driver = Driver(places=places, start="menu")
        try:
            walk_every_screen(driver)
        finally:
            driver.close()


@PROGRAM
@given(practice_files())
def test_the_game_opens_on_any_practice_file(text: str) -> None:
    with folders(data={PRACTICE_FILE: text}) as places, no_hang():
        driver = Driver(places=places, start="menu")
        try:
            walk_every_screen(driver)
        finally:
            driver.close()


@PROGRAM
@given(st.data())
def test_the_game_opens_on_any_match_file(real_save: dict[str, object], data: st.DataObject) -> None:
    text = as_text(mutated(real_save, data.draw, changes=data.draw(st.integers(1, 3))), data.draw)
    with folders(data={MATCH: text}) as places, no_hang():
        driver = Driver(places=places, start="continue")
        try:
            if isinstance(driver.top, TableScene):
                driver.wait(1)
                driver.press("escape")  # the game menu
                driver.press("down")  # leave the match
                driver.press("return")
                driver.press("down")  # yes
                driver.press("return")
            walk_every_screen(driver)
        finally:
            driver.close()
