"""A full disk, for real: the data folder on a small tmpfs, filled to the last byte while a match is played.
The failed save is said at once, at the table, once (not once a move), and saving resumes by itself when space
comes back, which is said too; the save on disk is then the match as it stands."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from table_driver import Driver, default_words, headless

from audiouno.app.files.player_files import SETTINGS, WATCH
from audiouno.app.files.saved_match import FORMAT, KIND
from audiouno.app.files.storage import Places, read_json
from audiouno.app.scenes.table.scene import TableScene

TEXT = default_words().text


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {done.stderr.decode().strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def fill(folder: Path) -> Path:
    """A file that takes every byte left."""
    filler = folder / "filler"
    descriptor = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        with contextlib.suppress(OSError):
            while True:
                os.write(descriptor, b"\0" * 4096)
    finally:
        os.close(descriptor)
    with pytest.raises(OSError) as full:
        (folder / "one-more").write_bytes(b"\0" * 8192)
    assert full.value.errno == errno.ENOSPC
    return filler


def test_a_full_disk_is_said_at_the_table_once_and_saving_resumes(
    small_disk: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    headless(monkeypatch)
    places = Places(tmp_path / "config", small_disk)
    places.config.mkdir()
    (places.config / SETTINGS).write_text(json.dumps({"kind": "settings", "format": 1, "bot_pace": 0}))
    driver = Driver(seed=3, places=places, watch="normal")
    try:
        table = driver.top
        assert isinstance(table, TableScene) and table.keeper is not None
        log = table.keeper.saved.log
        driver.wait(60, until=lambda: len(log) > 3)
        full = fill(small_disk)
        (small_disk / "one-more").unlink(missing_ok=True)
        mark = driver.mark()
        goal = len(log) + 15
        driver.wait(300, until=lambda: len(log) >= goal)
        assert len(log) >= goal
        unwritable = TEXT("files.unwritable", what=TEXT("files.what.watch"), detail=TEXT("files.what.watch"))
        complaints = [text for text in driver.since(mark) if text.startswith(unwritable.split(":")[0])]
        assert len(complaints) == 1  # fifteen failed saves, one sentence
        assert isinstance(driver.top, TableScene)  # said at the table, not after leaving it

        full.unlink()  # space comes back
        mark = driver.mark()
        goal = len(log) + 3
        driver.wait(300, until=lambda: len(log) >= goal)
        assert TEXT("files.writable_again", what=TEXT("files.what.watch")) in driver.since(mark)
        saved = read_json(small_disk / WATCH, KIND, FORMAT)
        assert saved is not None and len(saved["log"]) >= goal - 1  # type: ignore[arg-type]
    finally:
        driver.close()
