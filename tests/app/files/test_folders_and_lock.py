"""Folders the game cannot use and a lock it cannot take, as the player meets them: one true sentence for the
folder (which files it would have kept, and why not), nothing repeated file by file or visit by visit, a lock that
cannot be taken making the window read-only (never both windows writing), and a damaged file that cannot be set
aside said once and then left alone: a save that cannot be used is no longer offered."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from table_driver import Driver, default_words, saved_match_offered

from audiouno.app.files.folder_lock import LOCK_NAME, FolderLock
from audiouno.app.files.player_files import LESSONS, MATCH, PRACTICE, SETTINGS, STATISTICS
from audiouno.app.files.storage import Places
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.practice.scene import PracticeScene

TEXT = default_words().text
GOOD_SETTINGS = json.dumps({"kind": "settings", "format": 1, "bot_pace": 0, "cue_volume": 0.3})
GOOD_STATISTICS = json.dumps({"kind": "statistics", "format": 1, "counts": {"rounds_won": {"count": 3, "changed": 1}}})
DAMAGED = {LESSONS: '{"kind": "lessons", "form', MATCH: '{"kind": "match", "format": 1, "se', PRACTICE: '{"format'}


@pytest.fixture
def places(tmp_path: Path) -> Places:
    places = Places(tmp_path / "config", tmp_path / "data")
    places.config.mkdir()
    places.data.mkdir()
    (places.config / SETTINGS).write_text(GOOD_SETTINGS)
    (places.data / STATISTICS).write_text(GOOD_STATISTICS)
    return places


def choose(driver: Driver, item: str) -> list[str]:
    """Enter on the main menu's item of that name, reached with the arrows."""
    menu = driver.top
    assert isinstance(menu, MainMenu)
    names = [option.value.name for option in menu.options]
    driver.press("home")
    for _ in range(names.index(item)):
        driver.press("down")
    return driver.press("return")


def change_a_setting(driver: Driver) -> list[str]:
    """The options, the first setting one step to the right, and back: what was said meanwhile."""
    said = choose(driver, "options")
    said += driver.press("right") + driver.press("escape")
    return said


def opening(text: str) -> str:
    """A message's words before its first argument, to find it whatever the system's detail says."""
    return text.split("{")[0].split("(")[0][:40]


# ------------------------------------------------------------ the lock


@pytest.mark.parametrize("lock", ["a link", "a folder"])
def test_a_lock_that_cannot_be_taken_makes_the_window_read_only_said_once(
    places: Places, tmp_path: Path, lock: str
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.write_text("not the game's")
    if lock == "a link":
        (places.data / LOCK_NAME).symlink_to(elsewhere)
    else:
        (places.data / LOCK_NAME).mkdir()
    driver = Driver(places=places, start="menu")
    try:
        greeting = driver.texts[0]
        unavailable = opening(TEXT("files.lock_unavailable", detail="{"))
        assert greeting.count(unavailable) == 1 and TEXT("files.read_only") not in greeting
        said = change_a_setting(driver)
        assert not [text for text in said if unavailable in text or "cannot" in text]
        assert driver.program.services.files.read_only
    finally:
        driver.close()
    assert (places.config / SETTINGS).read_text() == GOOD_SETTINGS  # nothing written
    assert elsewhere.read_text() == "not the game's" and os.path.lexists(places.data / LOCK_NAME)


def test_a_lock_file_left_read_only_by_another_user_still_keeps_a_second_window_out(
    places: Places, monkeypatch: pytest.MonkeyPatch
) -> None:
    for folder in (places.config, places.data):
        (folder / LOCK_NAME).write_text("")
        (folder / LOCK_NAME).chmod(0o444)
    if os.geteuid() == 0:  # root opens a read-only file for writing all the same: refused here as for a user
        real_open = os.open

        def as_a_user(path: object, flags: int, *args: int, **kwargs: object) -> int:
            if Path(str(path)).name == LOCK_NAME and flags & (os.O_WRONLY | os.O_RDWR):
                raise PermissionError(13, "Permission denied", str(path))
            return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(os, "open", as_a_user)
    first = Driver(places=places, start="menu")
    second = Driver(places=places, start="menu")
    try:
        assert not first.program.services.files.read_only
        assert second.program.services.files.read_only and TEXT("files.read_only") in second.texts[0]
    finally:
        second.close()
        first.close()


# ------------------------------------------------------------ folders that cannot be used


def test_a_folder_that_is_a_file_says_which_files_are_not_kept(tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("a file where the folder should be")
    places = Places(blocker, tmp_path / "data")
    driver = Driver(places=places, start="new")
    try:
        words = TEXT("files.folder_is_a_file", folder="config", which="config")
        assert driver.texts[0].count(words) == 1
        assert TEXT("files.folder_is_a_file", folder="config", which="both") not in driver.texts[0]  # not all
        driver.press("ctrl+return")
        driver.wait(3)
    finally:
        driver.close()
    assert (places.data / MATCH).exists()  # the match is kept, as the sentence said


@pytest.mark.parametrize("why", ["under a file", "a looping link"])
@pytest.mark.parametrize("which", ["config", "data"])
def test_a_folder_that_cannot_be_made_is_said_once_not_file_by_file(tmp_path: Path, which: str, why: str) -> None:
    if why == "under a file":
        blocker = tmp_path / "blocker"
        blocker.write_text("a file where a folder should be made")
        unusable = blocker / which
    else:
        unusable = tmp_path / which
        unusable.symlink_to(unusable)
    places = Places(unusable, tmp_path / "data") if which == "config" else Places(tmp_path / "config", unusable)
    driver = Driver(seed=3, places=places, start="menu")
    try:
        greeting = driver.texts[0]
        assert greeting.count(opening(TEXT("files.folder_unusable", folder=which, which=which, detail="{"))) == 1
        damaged = TEXT("files.damaged", what="|").split("|")[1]  # "file could not be used": none is, none read
        assert damaged not in greeting and "keymap" not in greeting
        mark = driver.mark()
        change_a_setting(driver)
        choose(driver, "practice")
        driver.press("escape")
        choose(driver, "new")
        driver.press("ctrl+return")
        driver.wait(5)
        unwritable = TEXT("files.unwritable", what="|", detail="|").split("|")[1]  # "file cannot be written"
        practice = opening(TEXT("practice.store.unreadable", path=PRACTICE, detail=""))
        assert not [text for text in driver.since(mark) if unwritable in text or practice in text]
    finally:
        driver.close()
    kept = places.data if which == "config" else places.config
    assert kept.is_dir() and any(kept.iterdir())  # the other folder keeps its files


@contextmanager
def read_only(folder: Path, files: dict[str, str]) -> Iterator[None]:
    """`folder` holding `files`, then made read-only: a read-only file system where root would write anyway."""
    if os.geteuid() != 0:
        for name, text in files.items():
            (folder / name).write_text(text)
        folder.chmod(0o555)
        try:
            yield
        finally:
            folder.chmod(0o755)
        return
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a file system here: {done.stderr.decode().strip()}")
    try:
        for name, text in files.items():
            (folder / name).write_text(text)
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        yield
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def test_a_read_only_folder_is_said_once_and_its_damaged_files_once_each(places: Places) -> None:
    with read_only(places.data, {STATISTICS: GOOD_STATISTICS, **DAMAGED}):
        driver = Driver(places=places, start="menu")
        try:
            greeting = driver.texts[0]
            assert greeting.count(opening(TEXT("files.folder_unusable", folder="data", which="data", detail="{")))
            assert driver.program.services.statistics.get("rounds_won") == 3  # read all the same
            lessons = TEXT("files.damaged", what=TEXT("files.what.lessons"))
            assert saved_match_offered(driver.program.control.stack[0])
            said = choose(driver, "continue")
            assert TEXT("files.damaged", what=TEXT("files.what.match")) in said
            assert not saved_match_offered(driver.program.control.stack[0])  # a save that cannot be used: none
            practice = opening(TEXT("practice.store.unreadable", path=PRACTICE, detail=""))
            for _ in range(2):  # every visit: each file's sentence once in all
                said += change_a_setting(driver) + choose(driver, "practice")
                assert isinstance(driver.top, PracticeScene)
                said += driver.press("escape") + choose(driver, "statistics") + driver.press("escape")
                said += choose(driver, "lessons") + driver.press("escape")  # the lessons file read, each visit
                said += choose(driver, "continue") if saved_match_offered(driver.program.control.stack[0]) else []
            everything = " ".join(driver.texts)
            assert everything.count(lessons) == 1 and everything.count(practice) == 1
            assert not saved_match_offered(driver.program.control.stack[0])
        finally:
            driver.close()


def test_a_second_window_says_a_damaged_file_once_and_stops_offering_a_damaged_save(places: Places) -> None:
    for name, text in DAMAGED.items():
        (places.data / name).write_text(text)
    held = [FolderLock(folder) for folder in (places.config, places.data)]  # the first window's
    assert all(lock.acquire() for lock in held)
    driver = Driver(places=places, start="menu")
    try:
        assert TEXT("files.read_only") in driver.texts[0]
        assert TEXT("files.damaged", what=TEXT("files.what.match")) in choose(driver, "continue")
        for _ in range(2):
            change_a_setting(driver)
            choose(driver, "practice")
            driver.press("escape")
            choose(driver, "lessons")  # the lessons file read, each visit
            driver.press("escape")
        everything = " ".join(driver.texts)
        assert everything.count(TEXT("files.damaged", what=TEXT("files.what.lessons"))) == 1
        assert everything.count(opening(TEXT("practice.store.unreadable", path=PRACTICE, detail=""))) == 1
        assert not saved_match_offered(driver.program.control.stack[0])
    finally:
        driver.close()
        for lock in held:
            lock.release()
    assert {name: (places.data / name).read_text() for name in DAMAGED} == DAMAGED  # the first window's to move


# ------------------------------------------------------------ the statistics and a damaged practice file


def test_the_statistics_say_a_damaged_practice_file_was_set_aside(places: Places) -> None:
    (places.data / PRACTICE).write_text(DAMAGED[PRACTICE])
    driver = Driver(places=places, start="menu")
    try:
        said = choose(driver, "statistics")
        (kept,) = places.data.glob(f"{PRACTICE}.bad-*")
        assert [text for text in said if text.startswith(opening(TEXT("practice.store.set_aside", path=kept.name,
                                                                            detail="{")))]  # fmt: skip
        assert kept.name in " ".join(said)
    finally:
        driver.close()
