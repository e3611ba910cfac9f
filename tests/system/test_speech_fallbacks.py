"""Speech that would claim to work and stay silent: built-in speech with no sound card, Speech Dispatcher slow
to start, a speech log that is a named pipe. Against the real back ends, as the machine allows."""

from __future__ import annotations

import contextlib
import ctypes.util
import io
import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from speechd_fixture import BYTES_PER_SECOND, PrivateSpeechd
from table_driver import default_words
from waiting import wait_until

from audiouno.app.output.speech import (
    REASON_NO_AUDIO_OUTPUT,
    REASON_STILL_STARTING,
    SPEECH_ARRIVED,
    SPEECH_FALLBACK,
    SPEECH_LOG_UNAVAILABLE,
    FallbackSpeaker,
    LogSpeaker,
    Notice,
    ScreenReaderSpeaker,
    open_speaker,
)
from audiouno.app.output.speech.offthread import OPEN_TIMEOUT, OffThreadSpeaker

TEXT = default_words().text


pytestmark = pytest.mark.usefixtures("headless_sdl")  # the program on SDL's dummy drivers


@pytest.fixture
def no_sound_card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """ALSA as on this machine: no card at all. A home without ~/.asoundrc, so nothing stands in for one."""
    if ctypes.util.find_library("espeak-ng") is None or shutil.which("aplay") is None:
        pytest.skip("needs libespeak-ng1 and aplay (alsa-utils)")
    cards = Path("/proc/asound/cards")
    if cards.exists() and "no soundcards" not in cards.read_text():
        pytest.skip("this machine has a sound card")
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    return home


def test_built_in_speech_with_no_sound_card_gives_way_to_the_text_log(no_sound_card: Path) -> None:
    out = io.StringIO()
    speaker, notices = open_speaker("tts", stream=out)
    try:
        assert speaker.kind == "log"
        [notice] = notices
        assert notice.key == SPEECH_FALLBACK
        assert (notice.args["wanted"], notice.args["using"], notice.args["reason"]) == (
            "tts",
            "log",
            REASON_NO_AUDIO_OUTPUT,
        )
        assert "audio open error" in notice.args["detail"]  # aplay's own words
        speaker.speak("red seven")
        assert out.getvalue() == "red seven\n"
    finally:
        speaker.close()


def test_the_game_says_on_the_terminal_that_built_in_speech_cannot_be_heard(no_sound_card: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    game = subprocess.Popen(
        [sys.executable, "-m", "audiouno.cli", "--speech", "tts"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert game.stdout is not None
        ready, _, _ = select.select([game.stdout], [], [], 30)
        greeting = game.stdout.readline() if ready else ""
    finally:
        game.send_signal(signal.SIGTERM)
        _, err = game.communicate(timeout=30)
    reason = TEXT("speech.reason.no_audio_output")
    fallback = TEXT(
        "speech.fallback", wanted=TEXT("speech.backend.tts"), reason=reason, using=TEXT("speech.backend.log")
    )
    assert greeting.startswith(TEXT("app.welcome", backend=TEXT("speech.backend.log")) + " " + fallback), greeting
    assert "audio open error" not in err  # aplay was never left to fail message after message


class SlowSpeechd:
    """A socket in front of the private Speech Dispatcher that holds every client for `delay` seconds before
    passing it through, as a daemon on its first start on a fresh account does."""

    def __init__(self, target: str, path: Path, delay: float) -> None:
        self.path, self.delay, self.target = path, delay, target
        self.passed = threading.Event()  # a client got through
        self._server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._server.bind(str(path))
        self._server.listen()
        self._sockets: list[socket.socket] = [self._server]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        with contextlib.suppress(OSError):
            while True:
                client = self._server.accept()[0]
                self._sockets.append(client)
                threading.Thread(target=self._relay_later, args=(client,), daemon=True).start()

    def _relay_later(self, client: socket.socket) -> None:
        time.sleep(self.delay)
        daemon = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._sockets.append(daemon)
        with contextlib.suppress(OSError):
            daemon.connect(self.target)
            self.passed.set()
            threading.Thread(target=_pipe, args=(daemon, client), daemon=True).start()
            _pipe(client, daemon)

    def close(self) -> None:
        for sock in self._sockets:
            with contextlib.suppress(OSError):
                sock.close()


def _pipe(source: socket.socket, sink: socket.socket) -> None:
    with contextlib.suppress(OSError):
        while data := source.recv(65536):
            sink.sendall(data)
    with contextlib.suppress(OSError):
        sink.shutdown(socket.SHUT_WR)


@pytest.fixture
def slow_speechd(
    private_speechd: PrivateSpeechd, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[SlowSpeechd]:
    pytest.importorskip("speechd", reason="needs the speechd client (pip install speechd-unofficial)")
    slow = SlowSpeechd(private_speechd.address.split(":", 1)[1], tmp_path / "slow.sock", OPEN_TIMEOUT + 1.5)
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{slow.path}")
    yield slow
    slow.close()


def test_a_screen_reader_slow_to_start_takes_over_when_it_answers_and_says_so_once(
    slow_speechd: SlowSpeechd, private_speechd: PrivateSpeechd
) -> None:
    out, later = io.StringIO(), []
    chain = [("screenreader", lambda: OffThreadSpeaker(ScreenReaderSpeaker)), ("log", lambda: LogSpeaker(out))]
    speaker = FallbackSpeaker(chain, later.append)
    try:
        # Meanwhile the next backend speaks, and the start-up notice says the screen reader is on its way.
        assert speaker.kind == "log"
        assert [(n.key, n.args["wanted"], n.args["reason"]) for n in speaker.notices] == [
            (SPEECH_FALLBACK, "screenreader", REASON_STILL_STARTING)
        ]
        speaker.speak("red seven")
        assert out.getvalue() == "red seven\n"

        assert slow_speechd.passed.wait(OPEN_TIMEOUT + 10), "the client never got through"
        assert wait_until(lambda: (speaker.speak("tick"), speaker.kind == "screenreader")[1]), "no switch"
        before = private_speechd.audio_bytes()
        speaker.speak("blue skip")
        speaker.speak("green two")
        assert wait_until(lambda: private_speechd.audio_bytes() > before + BYTES_PER_SECOND // 4)
        assert later == [Notice(SPEECH_ARRIVED, {"using": "screenreader"})]
        assert "blue skip" not in out.getvalue()
    finally:
        speaker.close()


def test_the_switch_is_said_in_the_players_words() -> None:
    from audiouno.app.output.words import Words

    words = Words(default_words()).notice(Notice(SPEECH_ARRIVED, {"using": "screenreader"}))
    assert words == TEXT("speech.arrived", using=TEXT("speech.backend.screenreader"))
    assert "{" not in words


def test_a_speech_log_that_is_a_named_pipe_nobody_reads_does_not_block(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("needs named pipes")
    pipe = tmp_path / "speech.fifo"
    os.mkfifo(pipe)
    opened: list[tuple[object, list[Notice]]] = []
    opener = threading.Thread(target=lambda: opened.append(open_speaker("silent", pipe)), daemon=True)
    opener.start()
    opener.join(timeout=10)
    assert opened, "opening the speech log blocked on a named pipe"
    [notice] = opened[0][1]
    assert (notice.key, notice.args["path"]) == (SPEECH_LOG_UNAVAILABLE, str(pipe))


def test_a_trace_that_is_a_named_pipe_nobody_reads_is_refused_at_once(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("needs named pipes")
    from audiouno.app.output.trace import Trace

    pipe = tmp_path / "trace.fifo"
    os.mkfifo(pipe)
    refused: list[OSError] = []

    def open_trace() -> None:
        try:
            Trace(pipe, time.monotonic).close()
        except OSError as exc:
            refused.append(exc)

    opener = threading.Thread(target=open_trace, daemon=True)
    opener.start()
    opener.join(timeout=10)
    assert not opener.is_alive(), "opening the trace blocked on a named pipe"
    assert refused, "a pipe with no reader cannot take the trace: it must be refused"
