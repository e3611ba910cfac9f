"""The speech subsystem against the real back ends: Speech Dispatcher, pyttsx3 with eSpeak NG, files."""

from __future__ import annotations

import contextlib
import io
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from speechd_fixture import BYTES_PER_SECOND, PacedSoundCard, PrivateSpeechd
from waiting import wait_until

from audiouno.app.clock import ManualClock, monotonic_clock
from audiouno.app.output.line_clock import LineClock
from audiouno.app.output.speech import (
    REASON_MISSING_PACKAGE,
    REASON_NO_SCREEN_READER,
    SPEECH_FAILED,
    SPEECH_FALLBACK,
    SPEECH_LOG_UNAVAILABLE,
    FallbackSpeaker,
    LogSpeaker,
    Notice,
    ScreenReaderSpeaker,
    SpeechUnavailable,
    TtsSpeaker,
    open_speaker,
)
from audiouno.app.output.speech.offthread import OPEN_TIMEOUT


def tts_works() -> bool:
    try:
        TtsSpeaker().close()
    except SpeechUnavailable:
        return False
    return True


def test_importing_speech_loads_no_backend() -> None:
    backends = "{'pyttsx3', 'accessible_output2', 'speechd'}"
    code = f"import sys, audiouno.app.output.speech; print(sorted({backends} & set(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_screen_reader_speaks_through_speech_dispatcher(
    speechd: PrivateSpeechd, capsys: pytest.CaptureFixture[str]
) -> None:
    speaker = ScreenReaderSpeaker()
    try:
        assert speaker.name == "screen reader (Linux Speech Dispatcher)"
        before = speechd.audio_bytes()
        speaker.speak("red seven", interrupt=True)
        assert wait_until(lambda: speechd.audio_bytes() > before + BYTES_PER_SECOND // 10)
    finally:
        speaker.close()
    assert capsys.readouterr().out == ""  # accessible_output2's "Cannot find espeak.core" stayed off stdout


def test_screen_reader_is_unavailable_without_the_speechd_module(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "speechd", None)  # as in a venv without speechd-unofficial
    with pytest.raises(SpeechUnavailable) as raised:
        ScreenReaderSpeaker()
    assert raised.value.reason == REASON_NO_SCREEN_READER
    assert "Cannot find Speech Dispatcher" in raised.value.detail
    assert capsys.readouterr().out == ""


def test_screenreader_choice_falls_down_the_chain_when_speechd_is_unreachable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = "tts" if tts_works() else "log"
    dead = tmp_path / "speechd.sock"
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{dead}")
    speaker, notices = open_speaker("screenreader", stream=io.StringIO())
    try:
        assert speaker.kind == expected
        notice = notices[0]  # then one for built-in speech, if it cannot be heard here either
        assert notice.key == SPEECH_FALLBACK
        assert notice.args["wanted"] == "screenreader"
        assert notice.args["using"] == expected
        assert notice.args["reason"] == REASON_NO_SCREEN_READER
        assert "Can't open socket" in notice.args["detail"]
    finally:
        speaker.close()
    assert not dead.exists()  # Speech Dispatcher refused to autospawn there: no stray daemon


def test_tts_choice_without_pyttsx3_falls_back_to_the_log(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pyttsx3", None)
    out = io.StringIO()
    speaker, notices = open_speaker("tts", stream=out)
    speaker.speak("Anna plays red seven.")
    assert out.getvalue() == "Anna plays red seven.\n"
    assert [(n.key, n.args["wanted"], n.args["using"], n.args["reason"]) for n in notices] == [
        (SPEECH_FALLBACK, "tts", "log", REASON_MISSING_PACKAGE)
    ]


def test_tts_speaks_off_the_callers_thread_and_an_interrupt_cuts_off(sound_card: PacedSoundCard) -> None:
    long_message = "Anna plays a wild draw four, chooses red, and Bert draws four cards. " * 3  # about 12 s
    events: list[tuple[str, str]] = []
    speaker = TtsSpeaker(on_utterance=lambda event, text: events.append((event, text)))
    try:
        assert speaker.name == "built-in speech (espeak via pyttsx3)"
        start = time.monotonic()
        for text in (long_message, "Bert draws two.", "Carla passes."):
            speaker.speak(text)
        # Queued; the worker speaks. Speaking them here would take 13 s: a third of that is room enough for a
        # loaded machine's scheduling and still proves the calls did not wait for the words.
        assert time.monotonic() - start < 4.0
        assert ("finished", long_message) not in events
        assert wait_until(lambda: sound_card.played > BYTES_PER_SECOND // 4)
        assert ("finished", long_message) not in events

        cut, played_at_cut = time.monotonic(), sound_card.played
        speaker.speak("Your turn.", interrupt=True)
        speaker.speak("Blue skip.")
        assert wait_until(lambda: ("finished", "Blue skip.") in events)
        assert time.monotonic() - cut < 8  # what was left of the long message alone lasts over 11 s
    finally:
        speaker.close()
    assert [text for event, text in events if event == "started"] == [
        long_message,
        "Your turn.",
        "Blue skip.",
    ]
    assert sound_card.played - played_at_cut > BYTES_PER_SECOND // 2  # the two short messages were heard


def test_each_start_of_the_built_in_speech_says_its_first_line_whole(sound_card: PacedSoundCard) -> None:
    # The line said as soon as speech is ready, as the game's first line is. eSpeak NG is still busy then with the
    # rate and volume the new engine gave it, and a run of pyttsx3's driver begun while it is busy lost its message:
    # about one start in five here (23 in 115), so that fifteen starts would miss it about one time in thirty.
    for start in range(15):
        assert first_line_heard(sound_card, "Red.") > BYTES_PER_SECOND // 4, f"start {start}: cut off"  # 0.6 s


def test_built_in_speech_speaks_without_the_drivers_binding_to_wait_on(
    sound_card: PacedSoundCard, monkeypatch: pytest.MonkeyPatch
) -> None:
    TtsSpeaker().close()  # the eSpeak driver loaded, with the binding it holds
    monkeypatch.setitem(sys.modules, "pyttsx3.drivers._espeak", None)  # as a pyttsx3 that binds eSpeak otherwise
    events: list[str] = []
    speaker = TtsSpeaker(on_utterance=lambda event, text: events.append(event))
    try:
        speaker.speak("Red seven.")
        assert wait_until(lambda: events == ["started", "finished"])  # without the wait: its first line may be lost
    finally:
        speaker.close()


def first_line_heard(sound_card: PacedSoundCard, line: str) -> int:
    """The bytes the card played between the start and the end of a new speaker's first line."""
    played: list[int] = []  # at "started", then at "finished"
    speaker = TtsSpeaker(on_utterance=lambda event, text: played.append(sound_card.played))
    try:
        speaker.speak(line)
        assert wait_until(lambda: len(played) == 2)
    finally:
        speaker.close()
    return played[1] - played[0]


def test_tts_tells_each_line_when_it_began_and_ended(sound_card: PacedSoundCard) -> None:
    clock = ManualClock()
    events: list[tuple[str, str]] = []
    speaker = TtsSpeaker(on_utterance=lambda event, text: events.append((event, text)))
    try:
        first, second = (LineClock(text, True, clock, (0.0, 1.0), awaits=True) for text in ("Ana", "Your turn."))
        speaker.speak("Ana plays green 7.", line=first)
        speaker.speak("Your turn.", line=second)
        assert wait_until(lambda: ("started", "Your turn.") in events)
        assert first.engine_ended and second.began_at is not None and second.over_at(clock.now) is None
        assert wait_until(lambda: second.over_at(clock.now) is not None)
        assert second.engine_ended and ("finished", "Your turn.") in events  # over only once heard whole
        assert sound_card.played > BYTES_PER_SECOND // 2
    finally:
        speaker.close()


def test_log_writes_each_message_as_one_line() -> None:
    out = io.StringIO()
    speaker, notices = open_speaker("log", stream=out)
    speaker.speak("Your hand:\nred 7, blue skip")
    speaker.speak("Your turn.", interrupt=True)
    assert out.getvalue() == "Your hand: red 7, blue skip\nYour turn.\n"
    assert (speaker.kind, notices) == ("log", [])


def test_silent_says_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    speaker, notices = open_speaker("silent")
    speaker.speak("red seven")
    assert (speaker.kind, notices, capsys.readouterr().out) == ("silent", [], "")


def test_speech_log_gets_one_flushed_line_per_message(tmp_path: Path) -> None:
    log_path = tmp_path / "speech.log"
    log_path.write_text("earlier game\n", encoding="utf-8")
    speaker, notices = open_speaker("silent", log_path)
    speaker.speak("Ana joue un rouge 7 — à toi.")
    speaker.speak("two\nlines", interrupt=True)
    assert log_path.read_text(encoding="utf-8") == "earlier game\nAna joue un rouge 7 — à toi.\ntwo lines\n"
    speaker.close()
    assert notices == []


def test_speech_log_that_cannot_be_opened_is_a_notice_not_a_crash(tmp_path: Path) -> None:
    out = io.StringIO()
    speaker, notices = open_speaker("log", tmp_path, stream=out)  # a directory
    speaker.speak("red seven")
    assert out.getvalue() == "red seven\n"
    [notice] = notices
    assert (notice.key, notice.args["path"]) == (SPEECH_LOG_UNAVAILABLE, str(tmp_path))


def test_unknown_choice_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown speech choice 'loud'"):
        open_speaker("loud")


class WorksOnce:
    """A backend that speaks one message and then breaks, as a screen reader that quits would."""

    def __init__(self, kind: str) -> None:
        self.kind = self.name = kind
        self.said: list[str] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        if self.said:
            raise OSError("connection lost")
        self.said.append(text)

    def speaking(self) -> bool | None:
        return None

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


def test_a_backend_failing_mid_game_hands_over_and_is_reported() -> None:
    first, out, notices = WorksOnce("screenreader"), io.StringIO(), []
    speaker = FallbackSpeaker([("screenreader", lambda: first), ("log", lambda: LogSpeaker(out))], notices.append)
    speaker.speak("one")
    speaker.speak("two")
    speaker.speak("three")
    assert (first.said, out.getvalue(), speaker.kind) == (["one"], "two\nthree\n", "log")
    assert notices == [
        Notice(SPEECH_FAILED, {"failed": "screenreader", "using": "log", "detail": "OSError: connection lost"})
    ]


def test_when_every_backend_breaks_speech_goes_silent_without_raising() -> None:
    notices: list[Notice] = []
    chain = [("screenreader", lambda: WorksOnce("screenreader")), ("tts", lambda: WorksOnce("tts"))]
    speaker = FallbackSpeaker(chain, notices.append)
    for text in ("one", "two", "three"):
        speaker.speak(text)
    assert speaker.kind == "silent"
    assert [(n.key, n.args["failed"], n.args["using"]) for n in notices] == [
        (SPEECH_FAILED, "screenreader", "tts"),
        (SPEECH_FAILED, "tts", "silent"),
    ]


def test_speech_dispatcher_says_when_a_message_began_and_ended(doomed_speechd: PrivateSpeechd) -> None:
    speechd = doomed_speechd  # a daemon of its own, fresh: no other test's client or message in the way
    clock = monotonic_clock()
    speaker = ScreenReaderSpeaker()
    try:
        assert speaker.reports_ends
        before = speechd.audio_bytes()
        # Long enough that its synthesis takes a while, even when the audio goes nowhere in real time.
        text = " ".join(["Ana plays green 7. Ana has one card left. Your turn, two cards playable."] * 6)
        line = LineClock(text, True, clock, (0.0, 1.0), awaits=True)
        speaker.speak(text, line=line)
        assert wait_until(lambda: line.over_at(clock()) is not None)
        assert line.engine_ended and line.began_at is not None  # it began, then ended
        assert speechd.audio_bytes() > before + BYTES_PER_SECOND // 2  # once spoken
    finally:
        speaker.close()


def test_speech_dispatcher_dying_mid_game_falls_back_to_the_log(doomed_speechd: PrivateSpeechd) -> None:
    out, notices = io.StringIO(), []
    speaker = FallbackSpeaker([("screenreader", ScreenReaderSpeaker), ("log", lambda: LogSpeaker(out))], notices.append)
    speaker.speak("red seven")
    assert wait_until(lambda: doomed_speechd.audio_bytes() > 0)
    doomed_speechd.stop()
    # The first message after the daemon's death can still be written into the socket before the client has seen
    # it close (a write to a peer that just went away may succeed once, on a loaded machine); the next one cannot.
    speaker.speak("blue skip")
    speaker.speak("green two")
    assert speaker.kind == "log"
    assert out.getvalue() in ("blue skip\ngreen two\n", "green two\n")
    [notice] = notices
    assert (notice.key, notice.args["failed"], notice.args["using"]) == (SPEECH_FAILED, "screenreader", "log")
    assert "connection lost" in notice.args["detail"]


@pytest.fixture
def silent_speechd_socket(tmp_path: Path) -> Iterator[Path]:
    """A Unix socket that accepts Speech Dispatcher clients and never answers, like a daemon that hung."""
    path = tmp_path / "hung.sock"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen()
    accepted: list[socket.socket] = []

    def accept() -> None:
        with contextlib.suppress(OSError):
            while True:
                accepted.append(server.accept()[0])

    threading.Thread(target=accept, daemon=True).start()
    yield path
    server.close()
    for connection in accepted:
        connection.close()


def test_a_speech_dispatcher_that_never_answers_cannot_stall_the_game(
    silent_speechd_socket: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("speechd", reason="needs the speechd client (pip install speechd-unofficial)")
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{silent_speechd_socket}")
    out = io.StringIO()
    start = time.monotonic()
    speaker, notices = open_speaker("screenreader", stream=out)
    speaker.speak("red seven")
    took = time.monotonic() - start
    assert took < OPEN_TIMEOUT + 2.0, f"opening speech took {took:.1f} s"
    assert speaker.kind != "screenreader"
    assert [notice.key for notice in notices][:1] == [SPEECH_FALLBACK]
    assert notices[0].args["wanted"] == "screenreader"
    speaker.close()
