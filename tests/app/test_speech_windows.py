"""The screen reader on Windows, as far as Linux can show it: accessible_output2's outputs for JAWS and SAPI5 are
COM objects, so the speech thread must enter COM before it makes them. pywin32's `pythoncom` is stood in for,
since Linux has no COM; the thread, the order of the calls and accessible_output2's own choice are real."""

from __future__ import annotations

import sys
import threading
import time
import types

import accessible_output2.outputs.auto
import pytest

from audiouno.app.speech.base import SpeechUnavailable
from audiouno.app.speech.offthread import OffThreadSpeaker
from audiouno.app.speech.screenreader import ScreenReaderSpeaker


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


def test_the_speech_thread_enters_com_before_making_the_outputs(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, int]] = []
    pythoncom = types.ModuleType("pythoncom")
    pythoncom.CoInitialize = lambda: calls.append(("enter COM", threading.get_ident()))  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pythoncom", pythoncom)
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


def test_without_windows_com_is_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pythoncom", None)  # importing it would raise
    monkeypatch.setattr(accessible_output2.outputs.auto.Auto, "__init__", lambda auto: setattr(auto, "outputs", []))
    with pytest.raises(SpeechUnavailable):
        ScreenReaderSpeaker()
