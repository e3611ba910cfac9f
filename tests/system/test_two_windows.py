"""Two windows on the same folders: the real `audio-uno` holds them, a second real one (and this test's program,
a third process's worth of the same code) opens read-only, says why, and writes nothing; once the first is gone,
the folders are free again. A kill leaves no stale lock."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from table_driver import Driver, default_words, headless
from waiting import CEILING, wait_until

from audiouno.app.files.player_files import SETTINGS, STATISTICS, WATCH
from audiouno.app.files.storage import Places
from audiouno.app.scenes.practice.scene import PracticeScene
from audiouno.app.scenes.practice.store import PRACTICE_FILE
from audiouno.app.scenes.table.scene import TableScene

TEXT = default_words().text
START_UP = CEILING  # seconds a start may take on a busy machine


@pytest.fixture
def places(tmp_path: Path) -> Places:
    places = Places(tmp_path / "config", tmp_path / "data")
    places.config.mkdir()
    places.data.mkdir()
    body = {"kind": "settings", "format": 1, "bot_pace": 0, "cue_volume": 0.3}
    (places.config / SETTINGS).write_text(json.dumps(body))
    (places.data / STATISTICS).write_text(
        json.dumps({"kind": "statistics", "format": 1, "counts": {"rounds_won": {"count": 3, "changed": 1}}})
    )
    return places


class Window:
    """The real program, in its own process, on the given folders."""

    def __init__(self, places: Places, log: Path, *extra: str) -> None:
        self.log = log
        # In the test's folder (the log may be on a full disk), where a test can read it while the program runs.
        self.stderr = places.config.parent / f"{log.name}.stderr"
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        with self.stderr.open("wb") as errors:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "audiouno.cli", "play", "--speech", "silent", "--speech-log", str(log),
                 "--config-dir", str(places.config), "--data-dir", str(places.data), *extra],
                env=env, stdout=subprocess.DEVNULL, stderr=errors,
            )  # fmt: skip

    def errors(self) -> str:
        """What the program has written to its standard error so far."""
        return self.stderr.read_text(encoding="utf-8", errors="replace")

    def greeting(self) -> str:
        began = time.monotonic()
        while not (self.log.exists() and self.log.read_text(encoding="utf-8").strip()):
            assert self.process.poll() is None, self.errors()
            assert time.monotonic() - began < START_UP, "the program does not start"
            time.sleep(0.05)
        return self.log.read_text(encoding="utf-8").splitlines()[0]

    def stop(self, signum: int = signal.SIGTERM) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signum)
        self.process.wait(timeout=30)


@pytest.fixture
def first(places: Places, tmp_path: Path) -> Iterator[Window]:
    window = Window(places, tmp_path / "first.log")
    yield window
    window.stop()


def test_a_second_window_opens_read_only_says_why_and_writes_nothing(
    places: Places, first: Window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    read_only = TEXT("files.read_only")
    assert read_only not in first.greeting()
    second = Window(places, tmp_path / "second.log")
    try:
        assert read_only in second.greeting()
    finally:
        second.stop()
    before = {path.name: path.read_bytes() for folder in (places.config, places.data) for path in folder.iterdir()}

    headless(monkeypatch)
    third = Driver(seed=3, places=places, watch="normal")  # a match watched while the first window is open
    try:
        assert read_only in third.texts[0]
        assert third.program.services.files.read_only
        assert third.program.services.settings.cue_volume == 0.3  # it reads what the first keeps
        assert third.program.services.statistics.get("rounds_won") == 3
        table = third.top
        assert isinstance(table, TableScene) and table.keeper is not None
        third.wait(120, until=lambda: len(table.keeper.saved.log) > 8)  # type: ignore[union-attr]
        assert len(table.keeper.saved.log) > 8
        third.program.services.settings.cue_volume = 0.9
        third.program.services.save_settings()
        practice = PracticeScene(third.program.services)
        drill = practice.store.begin("reaction", practice._today(), {})
        practice.store.finish(drill)
    finally:
        third.close()
    after = {path.name: path.read_bytes() for folder in (places.config, places.data) for path in folder.iterdir()}
    assert after == before  # no save, no settings, no practice file, nothing set aside or removed
    assert WATCH not in after and PRACTICE_FILE not in after


def test_when_the_first_window_is_killed_the_next_one_keeps_the_files(
    places: Places, first: Window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first.greeting()
    first.stop(signal.SIGKILL)  # no chance to let go of anything: the system releases the lock
    headless(monkeypatch)
    driver = Driver(seed=3, places=places, watch="normal")
    try:
        assert TEXT("files.read_only") not in driver.texts[0]
        assert not driver.program.services.files.read_only
        driver.wait(5)
    finally:
        driver.close()
    assert (places.data / WATCH).exists()


def test_a_folder_name_that_is_not_utf8_is_spoken_logged_and_traced(tmp_path: Path) -> None:
    config = Path(os.fsdecode(bytes(tmp_path) + b"/conf\xff\xfe"))  # as Linux allows, and Python reads it
    config.mkdir()
    (config / "keymap.toml").write_text("[table\n")  # damaged: its message reads out where it was kept
    places = Places(config, tmp_path / "data")
    trace = tmp_path / "trace.jsonl"
    window = Window(places, tmp_path / "speech.log", "--trace", str(trace))
    try:
        greeting = window.greeting()
        assert "conf" in greeting and "keymap" in greeting
        time.sleep(0.5)
        assert window.process.poll() is None  # still running
    finally:
        window.stop()
    assert window.process.returncode == 128 + signal.SIGTERM
    assert "Traceback" not in window.errors()
    assert any("conf" in json.loads(line).get("say", "") for line in trace.read_text().splitlines())


@pytest.fixture
def full_disk(tmp_path: Path) -> Iterator[Path]:
    """A small file system in this test's folder, filled to its last byte: every write there fails with "no space
    left on device", as on a full disk (and nothing outside the test's folder is written to find out)."""
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {done.stderr.decode().strip()}")
    try:
        descriptor = os.open(mount / "filler", os.O_WRONLY | os.O_CREAT)
        try:
            with contextlib.suppress(OSError):
                while True:
                    os.write(descriptor, b"\0" * 4096)
        finally:
            os.close(descriptor)
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def test_a_speech_log_that_cannot_be_written_stops_with_one_line_and_no_traceback(
    tmp_path: Path, full_disk: Path
) -> None:
    places = Places(tmp_path / "config", tmp_path / "data")
    trace = tmp_path / "trace.jsonl"
    window = Window(places, full_disk / "speech.log", "--trace", str(trace))  # every line: no space left
    try:
        said = wait_until(lambda: trace.exists() and '"say"' in trace.read_text() and "speech log" in window.errors())
        assert said and window.process.poll() is None, window.errors()
    finally:
        window.stop()
    errors = window.errors()
    assert "Traceback" not in errors
    assert errors.count("writing the speech log failed") == 1
