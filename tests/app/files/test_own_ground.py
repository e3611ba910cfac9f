"""The game writes only what it owns: each path it writes in a whole session (files saved, set aside, locked,
written through a temporary file, removed) is one of its own names in one of its own folders, or a file the player
named and the command line checked; and its clean-up after a crash removes its own leftovers, nothing else."""

from __future__ import annotations

import builtins
import json
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from table_driver import Driver

from audiouno import cli
from audiouno.app.files.storage import Places
from audiouno.app.scenes.options.keybindings import KeyBindingsScene, KeyCapture
from audiouno.app.scenes.practice.scene import PracticeScene
from audiouno.app.scenes.table.scene import TableScene

# The game's names, written out here rather than taken from the code under test.
OWN = ["settings.json", "keymap.toml", "keymap.toml.bak", "statistics.json", "match.json", "watch.json",
       "lessons.json", "practice.json"]  # fmt: skip
OWN_NAME = re.compile(
    rf"(?:\.audio-uno\.lock|(?:{'|'.join(map(re.escape, OWN))})(?:\.bad-\d{{8}}-\d{{6}}(?:-\d+)?)?"
    rf"|\.audio-uno\.tmp-(?:{'|'.join(map(re.escape, OWN))})\.[a-z0-9_]{{8}})"
)
EXPORT_TEMPORARY = re.compile(r"\.audio-uno\.tmp-answers\.csv\.[a-z0-9_]{8}")  # the export's way to its file
WRITES = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


@pytest.fixture
def places(tmp_path: Path) -> Places:
    return Places(tmp_path / "config", tmp_path / "data")


@pytest.fixture
def written(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, Path]]]:
    """Every path the process writes, makes, renames or removes through Python, with what was done."""
    seen: list[tuple[str, Path]] = []

    def watch(module: object, name: str, is_write: Callable[..., bool] = lambda *args, **kwargs: True) -> None:
        real = getattr(module, name)
        paths = 2 if name in ("replace", "rename", "link", "symlink") else 1  # a rename: the name left, and taken

        def watched(*args: object, **kwargs: object) -> object:
            if is_write(*args, **kwargs):
                seen.extend((name, Path(os.fsdecode(p))) for p in args[:paths] if isinstance(p, (str, bytes, Path)))
            return real(*args, **kwargs)

        monkeypatch.setattr(module, name, watched)

    watch(os, "open", lambda path, flags, *rest, **more: bool(flags & WRITES))
    watch(builtins, "open", lambda file, mode="r", *rest, **more: any(c in str(mode) for c in "wax+"))
    for name in ("replace", "rename", "unlink", "remove", "mkdir", "rmdir", "link", "symlink", "chmod", "mkfifo"):
        watch(os, name)
    yield seen


def test_every_path_a_session_writes_is_the_games_own_or_one_the_player_named(
    places: Places, tmp_path: Path, written: list[tuple[str, Path]]
) -> None:
    trace, export = tmp_path / "session.jsonl", tmp_path / "answers.csv"
    places.config.mkdir()
    (places.config / "settings.json").write_text(json.dumps({"kind": "settings", "format": 1, "bot_pace": 0}))
    places.data.mkdir()
    (places.data / "statistics.json").write_text("{cut sh")  # damaged: set aside
    (places.config / "keymap.toml").write_text('format = 1\n[table]\ndraw = ["x"]\n')
    written.clear()
    driver = Driver(seed=4, places=places, start="new", trace=trace)
    try:
        driver.press("down")
        driver.press("left")  # three players: the settings saved
        driver.press("ctrl+return")  # a match, saved as it goes
        table = driver.top
        assert isinstance(table, TableScene)
        for _ in range(8):
            driver.play_a_little(table)
        driver.program.control.push(KeyBindingsScene(driver.program.services))  # a key rebound: the keymap
        driver.program.step()
        driver.press("return")
        assert isinstance(driver.top, KeyCapture)
        driver.press("f9")
        practice = PracticeScene(driver.program.services)  # a drill kept: the practice file
        drill = practice.store.begin("reaction", practice._today(), {})
        practice.store.finish(drill)
    finally:
        driver.close()
    assert cli.main(["practice", "--data-dir", str(places.data), "--export", str(export)]) == 0
    folders = {places.config, places.data}
    named = {trace, export}
    kinds = {what for what, _ in written}
    assert {"open", "replace", "mkdir"} <= kinds  # the watch sees the writes it is there to judge
    strays = [
        (what, path)
        for what, path in written
        if not (
            path in named
            or (what == "mkdir" and path in folders)
            or (path.parent in folders and OWN_NAME.fullmatch(path.name))
            or (path.parent == export.parent and EXPORT_TEMPORARY.fullmatch(path.name))
        )
    ]
    assert strays == []
    assert {path.name for _, path in written if path.parent in folders} >= {
        "settings.json",
        "match.json",
        "keymap.toml",
        "practice.json",
        ".audio-uno.lock",
    }


def test_the_clean_up_after_a_crash_removes_only_the_games_own_leftovers(places: Places) -> None:
    ours = [".audio-uno.tmp-match.json.k2j3h4g5", ".audio-uno.tmp-settings.json.abc_1234",
            ".tmp-statistics.json.zz9yy8xx"]  # the last with the prefix of older versions  # fmt: skip
    theirs = [".tmp-editor.swp", ".tmp-1234", ".tmp-match.json", ".tmp-match.json.toolongname",
              ".audio-uno.tmp-notes.txt.abcdefgh", "notes.txt", ".audio-uno.tmp-"]  # fmt: skip
    for folder in (places.config, places.data):
        folder.mkdir()
        for name in ours + theirs:
            (folder / name).write_text("kept?")
    driver = Driver(places=places, start="menu")
    try:
        for folder in (places.config, places.data):
            left = {path.name for path in folder.iterdir()}
            assert left.isdisjoint(ours) and set(theirs) <= left
    finally:
        driver.close()
