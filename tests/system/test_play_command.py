"""The play command in its own process: it starts, greets and stops on SIGTERM, and speaks through the screen
reader's Speech Dispatcher."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from speechd_fixture import PrivateSpeechd
from table_driver import default_words
from waiting import CEILING, wait_until

TEXT = default_words().text


def test_the_command_starts_greets_and_stops_on_sigterm(tmp_path: Path) -> None:
    log = tmp_path / "speech.log"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "HOME": str(tmp_path)}
    started = time.monotonic()
    game = subprocess.Popen(
        [sys.executable, "-m", "audiouno.cli", "--speech", "silent", "--speech-log", str(log), "--seed", "3"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        while not (log.exists() and log.read_text(encoding="utf-8")) and time.monotonic() - started < 20:
            time.sleep(0.02)
        lines = log.read_text(encoding="utf-8").splitlines()
        assert lines[0] == TEXT("app.welcome", backend=TEXT("speech.backend.silent"))
    finally:
        game.send_signal(signal.SIGTERM)
        out, err = game.communicate(timeout=CEILING)
    assert game.returncode == 143, err  # ended by SIGTERM, cleanly: see test_stopping.py
    assert "pygame-ce" not in out  # the banner is hidden


def test_the_command_speaks_through_the_screen_readers_speech_dispatcher(
    speechd: PrivateSpeechd, tmp_path: Path
) -> None:
    """The whole program on a private Speech Dispatcher: it says it speaks through the screen reader, and does."""
    log = tmp_path / "speech.log"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "HOME": str(tmp_path)}
    before = speechd.audio_bytes()
    game = subprocess.Popen(
        [sys.executable, "-m", "audiouno.cli", "--speech", "screenreader", "--speech-log", str(log)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert wait_until(lambda: speechd.audio_bytes() > before), "no speech audio came out"
        assert log.read_text(encoding="utf-8").splitlines()[0] == TEXT(
            "app.welcome", backend=TEXT("speech.backend.screenreader")
        )
    finally:
        game.send_signal(signal.SIGTERM)
        _, err = game.communicate(timeout=CEILING)
    assert game.returncode == 143, err
