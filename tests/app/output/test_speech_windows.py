"""Speech on Windows, as far as Linux can show it: JAWS's API and SAPI5 are COM objects, so each speech thread must
enter COM before it makes them. pywin32's `pythoncom` is stood in for, since Linux has no COM, and sys.platform
says win32 while a backend opens; the threads, the order of the calls and pyttsx3's choice of driver are real."""

from __future__ import annotations

import sys
import threading
import time
import types

import accessible_output2.outputs.auto
import pytest

from audiouno.app.output.speech.base import SpeechUnavailable
from audiouno.app.output.speech.offthread import OffThreadSpeaker
from audiouno.app.output.speech.screenreader import ScreenReaderSpeaker
from audiouno.app.output.speech.tts import TtsSpeaker


class Output:
    """An accessible_output2 output as Auto sees one: a name, whether it runs, and speech."""

    def __init__(self, name: str, active: bool) -> None:
        self.name = name
        self.active = active
        self.spoken: list[str] = []

    def is_active(self) -> bool:
        return self.active

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.spoken.append(text)


def stand_in_for_pythoncom(monkeypatch: pytest.MonkeyPatch, calls: list[tuple[str, int]]) -> None:
    pythoncom = types.ModuleType("pythoncom")
    pythoncom.CoInitialize = lambda: calls.append(("enter COM", threading.get_ident()))  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pythoncom", pythoncom)


def test_the_screen_reader_thread_enters_com_before_making_the_outputs(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, int]] = []
    stand_in_for_pythoncom(monkeypatch, calls)
    jaws, nvda, sapi5 = Output("jaws", active=False), Output("NVDA", active=True), Output("sapi5", active=True)

    def make_outputs(auto: accessible_output2.outputs.auto.Auto) -> None:
        calls.append(("make outputs", threading.get_ident()))
        auto.outputs = [jaws, nvda, sapi5]  # accessible_output2's order: screen readers before SAPI5

    monkeypatch.setattr(accessible_output2.outputs.auto.Auto, "__init__", make_outputs)
    platform = sys.platform
    monkeypatch.setattr(sys, "platform", "win32")
    try:
        speaker = OffThreadSpeaker(ScreenReaderSpeaker)
    finally:
        monkeypatch.setattr(sys, "platform", platform)  # only while opening: other threads read it too
    try:
        assert [call for call, _ in calls] == ["enter COM", "make outputs"]
        assert calls[0][1] == calls[1][1] != threading.get_ident()  # both on the speech thread
        assert speaker.name == "screen reader (NVDA)"  # JAWS is not running
        speaker.speak("red seven")
        deadline = time.monotonic() + 5
        while not nvda.spoken and time.monotonic() < deadline:
            time.sleep(0.01)
        assert nvda.spoken == ["red seven"] and not sapi5.spoken
    finally:
        speaker.close()


def test_built_in_speech_enters_com_on_its_thread_and_asks_pyttsx3_for_sapi5(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, int]] = []
    stand_in_for_pythoncom(monkeypatch, calls)
    monkeypatch.setitem(sys.modules, "comtypes", None)  # SAPI5's driver cannot load here, and says so
    platform = sys.platform
    monkeypatch.setattr(sys, "platform", "win32")
    try:
        with pytest.raises(SpeechUnavailable) as raised:
            TtsSpeaker()
    finally:
        monkeypatch.setattr(sys, "platform", platform)
    assert len(calls) == 1 and calls[0][1] != threading.get_ident()  # on the speech thread
    assert "comtypes" in raised.value.detail  # pyttsx3 went for its SAPI5 driver


def test_without_windows_com_is_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pythoncom", None)  # importing it would raise
    monkeypatch.setattr(accessible_output2.outputs.auto.Auto, "__init__", lambda auto: setattr(auto, "outputs", []))
    with pytest.raises(SpeechUnavailable):
        ScreenReaderSpeaker()
