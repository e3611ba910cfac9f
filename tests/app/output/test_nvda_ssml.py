"""NVDA's SSML marks as the end of each line, as far as Linux can show it: NVDA and its controller client run on
Windows only, so the client DLL is stood in for by an object with (or without) the two functions NVDA 2024.1 added,
which calls the mark callback through ctypes as the DLL would, on the thread that speaks. Untested on a real NVDA."""

from __future__ import annotations

import re
import threading
import types
from collections.abc import Callable
from typing import Any

import accessible_output2.outputs.auto
import pytest
from waiting import CEILING, wait_until

from audiouno.app.clock import ManualClock
from audiouno.app.output.line_clock import LineClock
from audiouno.app.output.speech.nvda_ssml import RPC_S_UNKNOWN_IF, NvdaSsml, offers_ssml
from audiouno.app.output.speech.screenreader import ScreenReaderSpeaker

ERROR_CANCELLED = 1223  # what a synchronous speakSsml answers when its speech is cancelled


class ControllerClient:
    """nvdaControllerClient.dll as ctypes shows it: functions as attributes (plain functions, which take the
    `argtypes` the caller sets). `speakSsml` blocks, as the synchronous call does, until the test says the line
    was said (`say`) or NVDA's speech is cancelled; the mark callback, kept per thread as the client keeps it,
    is called on the calling thread when the mark is reached."""

    def __init__(self, ssml: bool = True, answer: int = 0) -> None:
        self.answer = answer  # what speakSsml returns once a line was said (RPC_S_UNKNOWN_IF: NVDA before 2024.1)
        self.ssml: list[tuple[str, int, int, int]] = []
        self.text: list[str] = []
        self.cancels = 0
        self.callbacks: dict[int, Any] = {}  # thread -> callback
        self._said = threading.Semaphore(0)
        self._cancelled = threading.Event()
        functions: dict[str, Callable[..., int]] = {
            "nvdaController_testIfRunning": lambda: 0,
            "nvdaController_speakText": lambda text: self.text.append(text) or 0,
            "nvdaController_cancelSpeech": self._cancel,
            "nvdaController_brailleMessage": lambda text: 0,
        }
        if ssml:
            functions["nvdaController_speakSsml"] = self._speak_ssml
            functions["nvdaController_setOnSsmlMarkReachedCallback"] = self._set_callback
        self.lib = types.SimpleNamespace(**{name: _function(body) for name, body in functions.items()})

    def say(self) -> None:
        """The line being said has been said to its end."""
        self._said.release()

    def _set_callback(self, callback: Any) -> int:
        self.callbacks[threading.get_ident()] = callback
        return 0

    def _speak_ssml(self, ssml: str, symbol_level: int, priority: int, asynchronous: int) -> int:
        self.ssml.append((ssml, symbol_level, priority, asynchronous))
        while not self._said.acquire(timeout=0.01):
            if self._cancelled.is_set():
                self._cancelled.clear()
                return ERROR_CANCELLED
        if self.answer:
            return self.answer
        callback = self.callbacks.get(threading.get_ident())
        for mark in re.findall(r'<mark name="([^"]+)"/>', ssml):
            if callback is not None:
                callback(mark)
        return 0

    def _cancel(self) -> int:
        self.cancels += 1
        self._cancelled.set()
        return 0


def _function(body: Callable[..., int]) -> Callable[..., int]:
    def call(*args: Any) -> int:
        return body(*args)

    return call


def line(clock: ManualClock, text: str) -> LineClock:
    return LineClock(text, True, clock, (clock.now, clock.now + 1.0), awaits=True)


def test_only_a_client_with_ssml_and_its_mark_callback_offers_it() -> None:
    assert offers_ssml(ControllerClient().lib)
    assert not offers_ssml(ControllerClient(ssml=False).lib)  # the client accessible_output2 0.17 ships


def test_each_line_is_spoken_as_ssml_and_ends_at_its_mark() -> None:
    clock, client = ManualClock(), ControllerClient()
    nvda = NvdaSsml(client.lib)
    try:
        first, second = line(clock, "Ana plays <red> 5 & more."), line(clock, "Your turn.")
        nvda.speak("Ana plays <red> 5 & more.", first)
        nvda.speak("Your turn.", second)
        assert wait_until(lambda: len(client.ssml) == 1)  # one at a time: the call returns once it is said
        ssml, symbols, priority, asynchronous = client.ssml[0]
        assert ssml == '<speak>Ana plays &lt;red&gt; 5 &amp; more.<mark name="audiouno-1"/></speak>'
        assert (symbols, priority, asynchronous) == (-1, 0, 0)  # the player's punctuation, queued, synchronous
        clock.advance(1.5)
        assert first.over_at(clock.now) is None
        client.say()
        assert wait_until(lambda: first.over_at(clock.now) is not None)
        assert first.engine_ended and first.over_at(clock.now) == 1.5
        assert wait_until(lambda: len(client.ssml) == 2) and second.over_at(clock.now) is None
        client.say()
        assert wait_until(lambda: second.engine_ended)
    finally:
        nvda.close()
    assert list(client.callbacks) != [threading.get_ident()]  # set on the thread that speaks, not the caller's
    assert len(client.callbacks) == 1


def test_an_interrupt_cuts_off_the_line_being_said_and_drops_those_waiting() -> None:
    clock, client = ManualClock(), ControllerClient()
    nvda = NvdaSsml(client.lib)
    try:
        said, waiting = line(clock, "Ana plays red 5."), line(clock, "Bruno passes.")
        nvda.speak("Ana plays red 5.", said)
        nvda.speak("Bruno passes.", waiting)
        assert wait_until(lambda: len(client.ssml) == 1)
        clock.advance(0.4)
        nvda.cancel()
        assert client.cancels == 1
        assert (said.over_at(clock.now), waiting.over_at(clock.now)) == (0.4, 0.4)
        assert not said.engine_ended and not waiting.engine_ended
        after = line(clock, "red 7")
        nvda.speak("red 7", after)  # the answer that cut them off
        assert wait_until(lambda: len(client.ssml) == 2)
        assert "red 7" in client.ssml[1][0]  # "Bruno passes." was never given to NVDA
        client.say()
        assert wait_until(lambda: after.engine_ended)
    finally:
        nvda.close()


def test_an_nvda_older_than_the_client_speaks_plainly_and_leaves_the_end_to_the_estimate() -> None:
    clock, client = ManualClock(), ControllerClient(answer=RPC_S_UNKNOWN_IF)
    nvda = NvdaSsml(client.lib)
    try:
        first, second = line(clock, "Ana plays red 5."), line(clock, "Your turn.")
        nvda.speak("Ana plays red 5.", first)
        nvda.speak("Your turn.", second)
        client.say()
        assert wait_until(lambda: client.text == ["Ana plays red 5.", "Your turn."])
        assert not nvda.working and len(client.ssml) == 1
        assert not first.awaits and not second.awaits  # heard by the estimate, as for JAWS
    finally:
        nvda.close()


def test_lines_waiting_when_it_closes_go_back_to_the_estimate() -> None:
    clock, client = ManualClock(), ControllerClient()
    nvda = NvdaSsml(client.lib)
    said, waiting = line(clock, "one"), line(clock, "two")
    nvda.speak("one", said)
    nvda.speak("two", waiting)
    assert wait_until(lambda: len(client.ssml) == 1)
    threading.Timer(0.1, client.say).start()  # the line being said ends; close() has let the other go
    nvda.close()
    assert not waiting.awaits and said.awaits
    assert wait_until(lambda: said.engine_ended, timeout=CEILING)


class NVDA:
    """accessible_output2's NVDA output as Auto sees one: running, with the controller client it loaded."""

    def __init__(self, lib: object) -> None:
        self.lib = lib
        self.spoken: list[str] = []

    def is_active(self) -> bool:
        return True

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.spoken.append(text)

    def silence(self) -> None:
        pass


@pytest.mark.parametrize("ssml", [True, False], ids=["2024.1 client", "older client"])
def test_the_screen_reader_backend_takes_nvdas_marks_where_its_client_has_them(
    ssml: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = ControllerClient(ssml)
    output = NVDA(client.lib)
    monkeypatch.setattr(
        accessible_output2.outputs.auto.Auto, "__init__", lambda auto: setattr(auto, "outputs", [output])
    )
    speaker = ScreenReaderSpeaker()
    clock = ManualClock()
    try:
        assert speaker.reports_ends is ssml
        said = line(clock, "Ana plays red 5.")
        speaker.speak("Ana plays red 5.", line=said if ssml else None)
        if ssml:
            assert wait_until(lambda: len(client.ssml) == 1) and output.spoken == []
            client.say()
            assert wait_until(lambda: said.engine_ended)
        else:
            assert output.spoken == ["Ana plays red 5."] and client.ssml == []
    finally:
        speaker.close()
