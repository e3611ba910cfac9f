"""Crash test: the real `audio-uno`, bots in every seat, killed with SIGKILL at random moments and started again
with --watch again (which takes up the watched match's own save). Each time, every file must be whole (never
half-written), and the match must carry on from the last save exactly: the new log begins with the saved log
(its replay reproduced the saved state, or the program would have set the save aside), and the program says
where the match stands as the saved state says it."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from table_driver import Driver, headless
from waiting import CEILING

from audiouno.app.files.player_files import SETTINGS, STATISTICS, WATCH
from audiouno.app.files.saved_match import FORMAT, KIND, SavedMatch
from audiouno.app.files.settings import FORMAT as SETTINGS_FORMAT
from audiouno.app.files.settings import KIND as SETTINGS_KIND
from audiouno.app.files.statistics import FORMAT as STATISTICS_FORMAT
from audiouno.app.files.statistics import KIND as STATISTICS_KIND
from audiouno.app.files.statistics import Statistics
from audiouno.app.files.storage import Places, read_json
from audiouno.app.scenes.table.scene import TableScene

KILLS = 32
CHAINS = 4  # players' folders side by side, each with one process at a time (they mostly wait on fsync)
# Seconds from the greeting (start-up done) to the kill: the deal and the first save follow the greeting at once,
# and the bots make some ten moves a second, so this spans the first save, taking a match up, and play.
AFTER_GREETING = (0.0, 0.8)
START_UP = CEILING  # seconds a start may take on a busy machine before the test gives up


def whole_files(places: Places) -> dict[str, object] | None:
    """Read every file as the program would; any half-written file fails here. The save's body, if any."""
    settings = read_json(places.config / SETTINGS, SETTINGS_KIND, SETTINGS_FORMAT)
    assert settings is not None and settings["bot_pace"] == 0
    statistics = read_json(places.data / STATISTICS, STATISTICS_KIND, STATISTICS_FORMAT)
    if statistics is not None:
        Statistics.from_data(statistics)
    saved = read_json(places.data / WATCH, KIND, FORMAT)
    if saved is not None:
        SavedMatch.from_data(saved)
    assert not list(places.config.glob("*.bad-*")) and not list(places.data.glob("*.bad-*"))
    return saved


def where_it_stands(driver: Driver, saved: dict[str, object]) -> str:
    """What the program says when it takes up this save, from the same save restored here (the driver keeps
    no files, so nothing is written)."""
    table = TableScene.restored(driver.program.services, SavedMatch.from_data(saved))
    return table.answers.where_it_stands()


class Chain:
    """One player's folders, and the process playing in them now."""

    def __init__(self, root: Path, number: int) -> None:
        self.places = Places(root / f"config{number}", root / f"data{number}")
        self.places.config.mkdir(parents=True)
        body = {"kind": "settings", "format": 1, "bot_pace": 0}  # bots at full speed: many saves a second
        (self.places.config / SETTINGS).write_text(json.dumps(body))
        self.log = root / f"speech{number}.log"
        self.process: subprocess.Popen[bytes] | None = None
        self.before: dict[str, object] | None = None
        self.expected = ""
        self.resumed = 0
        self.deadline: float | None = None  # when to kill the process, once it has greeted the player

    def start(self, env: dict[str, str], driver: Driver) -> None:
        self.before = whole_files(self.places)
        self.expected = where_it_stands(driver, self.before) if self.before else ""
        self.log.unlink(missing_ok=True)
        start = ["--watch", "normal"]  # a new match to watch, or the one watched before taken up
        self.process = subprocess.Popen(
            [sys.executable, "-m", "audiouno.cli", "play", "--speech", "silent", "--speech-log", str(self.log),
             "--config-dir", str(self.places.config), "--data-dir", str(self.places.data), *start],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )  # fmt: skip

    def greeted(self) -> bool:
        return self.log.exists() and self.log.stat().st_size > 0

    def kill(self) -> None:
        self.deadline = None
        assert self.process is not None
        assert self.process.poll() is None, self.process.communicate()[1].decode()
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()
        after = whole_files(self.places)
        before = self.before
        if before is None or after is None or after["seed"] != before["seed"]:
            return  # a match began (or ended, and another began): nothing to compare with
        assert after["log"][: len(before["log"])] == before["log"]  # type: ignore[index,arg-type]
        spoken = self.log.read_text(encoding="utf-8").splitlines() if self.log.exists() else []
        if len(spoken) > 1:  # the greeting, then where the match stands
            assert spoken[1] == self.expected
            self.resumed += 1


def test_killed_at_random_moments_the_match_carries_on_from_its_last_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    headless(monkeypatch)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    moments = random.Random(13)
    chains = [Chain(tmp_path, number) for number in range(CHAINS)]
    driver = Driver()
    began = time.monotonic()
    for _ in range(KILLS // CHAINS):
        for chain in chains:
            chain.start(env, driver)
        waiting = list(chains)
        while waiting:
            now = time.monotonic()
            for chain in list(waiting):
                if chain.deadline is None and chain.greeted():
                    chain.deadline = now + moments.uniform(*AFTER_GREETING)
                if chain.deadline is not None and chain.deadline <= now:
                    chain.kill()
                    waiting.remove(chain)
                assert now - began < START_UP * KILLS, "the program does not start"
            time.sleep(0.005)
    took = time.monotonic() - began
    driver.close()
    assert sum(chain.resumed for chain in chains) >= KILLS // 4, "too few kills came after the match was taken up"
    print(f"{KILLS} kills in {took:.1f} s, {sum(chain.resumed for chain in chains)} after a match was taken up")
