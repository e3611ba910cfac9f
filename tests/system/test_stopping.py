"""The real command under signals and without a display: it ends promptly and cleanly, and says why."""

from __future__ import annotations

import contextlib
import os
import select
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from speechd_fixture import PrivateSpeechd
from table_driver import default_words

from audiouno.i18n import Catalogue

TEXT = default_words().text
PROMPTLY = 5.0  # seconds from the signal to the end of the process: about 0.1 s alone, 3 s seen on a busy machine


def start_game(*args: str, env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "audiouno.cli", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def headless_env(home: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "HOME": str(home), **extra}


def end_after_signal(game: subprocess.Popen[str], signum: int) -> tuple[float, str, str]:
    sent = time.monotonic()
    game.send_signal(signum)
    out, err = game.communicate(timeout=30)
    return time.monotonic() - sent, out, err


@pytest.fixture
def answerless_speechd(tmp_path: Path) -> Iterator[tuple[Path, threading.Event]]:
    """A Speech Dispatcher socket that accepts clients and never answers, and an event set once one connects:
    a start-up that waits for speech, at a moment the test can see."""
    path = tmp_path / "slow.sock"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen()
    connected = threading.Event()
    accepted: list[socket.socket] = []

    def accept() -> None:
        with contextlib.suppress(OSError):
            while True:
                accepted.append(server.accept()[0])
                connected.set()

    threading.Thread(target=accept, daemon=True).start()
    yield path, connected
    server.close()
    for connection in accepted:
        connection.close()


def test_sigterm_while_starting_ends_the_program_at_once(
    answerless_speechd: tuple[Path, threading.Event], tmp_path: Path
) -> None:
    pytest.importorskip("speechd", reason="needs the speechd client (pip install speechd-unofficial)")
    sock, connected = answerless_speechd
    env = headless_env(tmp_path, SPEECHD_ADDRESS=f"unix_socket:{sock}")
    game = start_game("--speech", "screenreader", env=env)
    try:
        assert connected.wait(30), "the game never asked for speech"
    finally:
        took, _, err = end_after_signal(game, signal.SIGTERM)
    assert game.returncode == 143, err
    assert took < PROMPTLY, f"ending took {took:.1f} s"
    assert "Traceback" not in err
    assert "audio-uno: stopped by SIGTERM." in err


@pytest.mark.parametrize(("signum", "code", "name"), [(signal.SIGINT, 130, "Ctrl+C"), (signal.SIGTERM, 143, "SIGTERM")])
def test_a_signal_while_playing_ends_the_program_cleanly(
    tmp_path: Path, signum: signal.Signals, code: int, name: str
) -> None:
    game = start_game("--speech", "log", "--seed", "3", env=headless_env(tmp_path))
    try:
        assert game.stdout is not None
        ready, _, _ = select.select([game.stdout], [], [], 30)
        first = game.stdout.readline() if ready else ""
        assert first.startswith(TEXT("app.welcome", backend=TEXT("speech.backend.log")))
    finally:
        took, _, err = end_after_signal(game, signum)
    assert game.returncode == code, err
    assert took < PROMPTLY
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    assert f"audio-uno: stopped by {name}." in err


def no_display_env(home: Path, **extra: str) -> dict[str, str]:
    """No display, English (no saved language: HOME is new; a C locale) unless `extra` says otherwise."""
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "HOME": str(home), "XDG_RUNTIME_DIR": str(home)}
    env.update({"LC_ALL": "C.UTF-8", "XDG_CONFIG_HOME": str(home / "config"), **extra})
    if "AUDIO_UNO_CONFIG_DIR" not in extra:
        env.pop("AUDIO_UNO_CONFIG_DIR", None)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        if name not in extra:
            env.pop(name, None)
    return env


@pytest.mark.parametrize("driver", ["x11", None], ids=["x11 asked for", "no driver asked for"])
def test_without_a_display_the_game_says_so_and_exits_non_zero(tmp_path: Path, driver: str | None) -> None:
    env = no_display_env(tmp_path, **({"SDL_VIDEODRIVER": driver} if driver else {}))
    log = tmp_path / "speech.log"
    done = subprocess.run(
        [sys.executable, "-m", "audiouno.cli", "--speech", "silent", "--speech-log", str(log)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert f"audio-uno: {TEXT('app.no_display')}" in done.stderr
    said = log.read_text(encoding="utf-8").splitlines()
    assert said == [TEXT("app.no_display")]  # by speech too; then nothing more


def test_without_a_display_it_is_said_in_the_players_language(tmp_path: Path) -> None:
    config = tmp_path / "settings"
    config.mkdir()
    (config / "settings.json").write_text('{"kind": "settings", "format": 1, "language": "pt-BR"}', encoding="utf-8")
    log = tmp_path / "speech.log"
    done = subprocess.run(
        [sys.executable, "-m", "audiouno.cli", "--speech", "silent", "--speech-log", str(log)],
        env=no_display_env(tmp_path, SDL_VIDEODRIVER="x11", AUDIO_UNO_CONFIG_DIR=str(config)),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    message = Catalogue.load("pt-BR").text("app.no_display")
    assert message != TEXT("app.no_display")
    assert f"audio-uno: {message}" in done.stderr  # printed in the language the player chose
    said = log.read_text(encoding="utf-8").splitlines()
    assert said == [message]  # and said in it, without SDL's English (that goes on a line of its own, printed)


def test_without_a_display_the_screen_reader_says_so(speechd: PrivateSpeechd, tmp_path: Path) -> None:
    before = speechd.audio_bytes()
    done = subprocess.run(
        [sys.executable, "-m", "audiouno.cli", "--speech", "screenreader"],
        env=no_display_env(tmp_path, SDL_VIDEODRIVER="x11"),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert speechd.audio_bytes() - before > 22050 * 2 * 2, "the screen reader did not say it (2 s of speech at least)"
