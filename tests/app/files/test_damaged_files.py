"""Damaged files: each of the player's files that cannot be used (empty, cut short, not UTF-8, wrong types, a
future format, a directory or an unreadable file in its place) is set aside as `<name>.bad-<time>` without
following links, one sentence says which file and that defaults are in force, and nothing else is lost."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from table_driver import Driver, default_words

from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.statistics import Statistics
from audiouno.app.files.storage import Damaged, Places, read_json, set_aside, write_atomically, write_json
from audiouno.app.keys.keymap import parse_key

TEXT = default_words().text

SETTINGS_OK = {"kind": "settings", "format": 1, "bot_pace": 2.5, "setup": MatchSetup(bots=["easy"]).to_data()}
STATISTICS_OK = {"kind": "statistics", "format": 1, **Statistics().to_data()}
STATISTICS_OK["counts"] = {"matches_played": {"count": 7, "changed": 1}}


def good_files(places: Places) -> None:
    places.config.mkdir(parents=True, exist_ok=True)
    places.data.mkdir(parents=True, exist_ok=True)
    (places.config / "settings.json").write_text(json.dumps(SETTINGS_OK))
    (places.config / "keymap.toml").write_text('format = 1\n[table]\ndraw = ["x"]\n')
    (places.data / "statistics.json").write_text(json.dumps(STATISTICS_OK))


def truncated(text: str) -> bytes:
    return text.encode()[: len(text) // 2]


# What each file may be damaged with: bytes to write, or a function that damages the path.
def as_directory(path: Path) -> None:
    path.unlink(missing_ok=True)
    path.mkdir()


def unreadable(path: Path) -> None:
    path.write_text("{}")
    path.chmod(0)


DAMAGE: dict[str, Callable[[str], bytes | Callable[[Path], None]]] = {
    "empty": lambda good: b"",
    "truncated": truncated,
    "not utf-8": lambda good: b'{"kind": "\xff\xfe"}',
    "wrong types": lambda good: good.replace("7", '"seven"').replace("2.5", '"fast"').replace('"x"', "5").encode(),
    "future format": lambda good: (
        good.replace('"format": 1', '"format": 99').replace("format = 1", "format = 99").encode()
    ),
    "a directory": lambda good: as_directory,
    "unreadable": lambda good: unreadable,
}
FILES = {
    "settings.json": ("config", json.dumps(SETTINGS_OK), "settings"),
    "statistics.json": ("data", json.dumps(STATISTICS_OK), "statistics"),
    "keymap.toml": ("config", 'format = 1\n[table]\ndraw = ["x"]\n', "keymap"),
}


# Not damage for the keymap, which overrides the default keys entry by entry: an empty one changes no key
# (test_an_empty_keymap_changes_no_key_and_stays), and an entry of the wrong type is reported by its line and
# only it is left out (test_keymap). Nor is a wrong value in the settings or statistics: it costs only itself
# (test_lying_files).
NOT_DAMAGE = {("keymap.toml", "empty"), ("keymap.toml", "wrong types"), ("settings.json", "wrong types"),
              ("statistics.json", "wrong types")}  # fmt: skip


@pytest.mark.parametrize(
    ("name", "damage"), [(name, damage) for name in FILES for damage in DAMAGE if (name, damage) not in NOT_DAMAGE]
)
def test_a_damaged_file_is_set_aside_and_nothing_else_is_lost(
    name: str, damage: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    places = Places(tmp_path / "config", tmp_path / "data")
    good_files(places)
    folder, good, what = FILES[name]
    path = (places.config if folder == "config" else places.data) / name
    damaging = DAMAGE[damage](good)
    if damage == "unreadable" and os.geteuid() == 0:  # root reads a file whatever its permissions: refuse it here
        real_open = os.open

        def refused(file: object, flags: int, *args: int, **kwargs: object) -> int:
            if file == path:
                raise PermissionError(13, "Permission denied")
            return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(os, "open", refused)
    if callable(damaging):
        damaging(path)
    else:
        path.write_bytes(damaging)
    driver = Driver(places=places, start="menu")
    try:
        greeting = driver.texts[0]
        kept = sorted(path.parent.glob(f"{name}.bad-*"))
        assert len(kept) == 1 and not path.exists() and not path.is_symlink()
        services = driver.program.services
        if name == "keymap.toml":
            assert str(kept[0]) in greeting
            assert services.keymap.command("table", *_key("space")) == "draw"  # the default keys
        else:
            words = TEXT("files.damaged_kept", what=TEXT(f"files.what.{what}"), kept=kept[0].name)
            assert words in greeting and greeting.count(words) == 1
        # Nothing else lost: the other files are read as they were.
        if name != "settings.json":
            assert services.settings.bot_pace == 2.5 and services.settings.setup.bots == ["easy"]
        if name != "statistics.json":
            assert services.statistics.get("matches_played") == 7
        if name != "keymap.toml":
            assert services.keymap.command("table", *_key("x")) == "draw"
    finally:
        kept_path = next(iter(path.parent.glob(f"{name}.bad-*")), None)
        if kept_path is not None and not kept_path.is_dir():
            kept_path.chmod(0o600)
        driver.close()


def test_an_empty_keymap_changes_no_key_and_stays(tmp_path: Path) -> None:
    places = Places(tmp_path / "config", tmp_path / "data")
    good_files(places)
    keymap = places.config / "keymap.toml"
    keymap.write_bytes(b"")
    driver = Driver(places=places, start="menu")
    try:
        assert keymap.exists() and not list(places.config.glob("keymap.toml.bad-*"))
        assert driver.program.services.keymap.command("table", *_key("space")) == "draw"
        assert str(keymap) not in driver.texts[0]
    finally:
        driver.close()


def _key(name: str) -> tuple[int, int]:
    binding = parse_key(name)
    assert binding is not None
    return binding


def test_a_link_is_set_aside_itself_and_its_target_is_left_alone(tmp_path: Path) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("not ours")
    link = tmp_path / "settings.json"
    link.symlink_to(target)
    with pytest.raises(Damaged):
        read_json(link, "settings", 1)
    kept = set_aside(link)
    assert kept is not None and kept.is_symlink() and not link.exists()
    assert target.read_text() == "not ours"


def test_a_bad_save_costs_nothing_else(tmp_path: Path) -> None:
    places = Places(tmp_path / "config", tmp_path / "data")
    good_files(places)
    (places.data / "match.json").write_text('{"kind": "match", "format": 1, "seed": "x"')
    driver = Driver(places=places, start="continue")
    try:
        words = TEXT("files.damaged_kept", what=TEXT("files.what.match"), kept="")
        assert any(text.startswith(words[:40]) for text in driver.texts)
        assert driver.program.services.statistics.get("matches_played") == 7
        assert driver.program.services.settings.bot_pace == 2.5
        assert list(places.data.glob("match.json.bad-*")) and (places.data / "statistics.json").exists()
    finally:
        driver.close()


def test_writes_are_atomic_and_leave_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "statistics.json"
    write_json(path, "statistics", 1, {"counts": {}})
    write_json(path, "statistics", 1, {"counts": {"a": {"count": 1, "changed": 1}}})
    expected = {"kind": "statistics", "format": 1, "counts": {"a": {"count": 1, "changed": 1}}}
    assert read_json(path, "statistics", 1) == expected
    assert [entry.name for entry in path.parent.iterdir()] == ["statistics.json"]

    class Boom(Exception):
        pass

    def explode(*args: object) -> None:
        raise Boom

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "replace", explode)  # a failure before the rename: the old file stays whole
        with pytest.raises(Boom):
            write_atomically(path, "half")
    assert read_json(path, "statistics", 1) is not None
    assert [entry.name for entry in path.parent.iterdir()] == ["statistics.json"]


def test_a_folder_that_is_a_file_is_said_once_and_the_game_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("a file where the folder should be")
    driver = Driver(places=Places(blocker, tmp_path / "data"), start="menu")
    try:
        assert TEXT("files.folder_is_a_file", folder="config", which="config") in driver.texts[0]
        driver.press("o")
        driver.press("return")
        driver.press("down")
        said = driver.press("right") + driver.press("right") + driver.press("right")
        unwritable = TEXT("files.unwritable", what=TEXT("files.what.settings"), detail="")[:25]
        assert not [text for text in said if text.startswith(unwritable)]  # said once, at the start, not again
        assert driver.program.services.settings.verbosity == "full"  # brief, essentials, then full again
        assert blocker.read_text() == "a file where the folder should be"
    finally:
        driver.close()
