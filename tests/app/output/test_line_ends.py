"""How each backend tells a line's clock when the line is over: Speech Dispatcher's events matched to their message
(here a stand-in for the `speechd` client's connection, to make its events come before `speak` has read the
message's id, as they can), and the chain and the speech thread passing the clocks along. The real Speech
Dispatcher and pyttsx3 are driven in tests/system/test_speech_ends.py."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from table_driver import RecordingSpeaker, TellingSpeaker
from waiting import CEILING

from audiouno.app.clock import ManualClock
from audiouno.app.output.line_clock import LineClock
from audiouno.app.output.speech import FallbackSpeaker, LineEnd, LogSpeaker
from audiouno.app.output.speech.offthread import OffThreadSpeaker
from audiouno.app.output.speech.ssip_events import BEGIN, CANCEL, END, INDEX_MARK, UNCLAIMED_LIMIT, SsipLineEvents

Event = Callable[..., None]


class Connection:
    """The `speechd` client's connection: one callback for every event, called on its socket-reading thread."""

    def __init__(self) -> None:
        self.callback: Event | None = None

    def set_callback(self, callback: Event) -> None:
        self.callback = callback

    def event(self, message: int, event: str, **data: object) -> None:
        assert self.callback is not None
        self.callback(message, 1, event, **data)


class Client:
    """`speechd.SSIPClient` as far as the events go: `speak` answers with the message's id, and the events of
    that message may reach the connection before `speak` has returned (`early`)."""

    def __init__(self) -> None:
        self._conn = Connection()
        self.messages = 0
        self.spoken: list[str] = []
        self.early: list[str] = []

    def speak(self, text: str) -> tuple[int, str, list[str]]:
        self.messages += 1
        self.spoken.append(text)
        for event in self.early:
            self._conn.event(self.messages, event)
        return 225, "OK MESSAGE QUEUED", [str(self.messages)]


def line(clock: ManualClock, text: str = "Ana plays red 5.") -> LineClock:
    return LineClock(text, True, clock, (clock.now, clock.now + 1.0), awaits=True)


def test_speech_dispatchers_events_end_each_line() -> None:
    clock, client = ManualClock(), Client()
    events = SsipLineEvents(client)
    first, second = line(clock), line(clock, "Bruno passes.")
    events.speak("Ana plays red 5.", first)
    events.speak("Bruno passes.", second)
    clock.advance(0.1)
    client._conn.event(1, BEGIN)
    clock.advance(0.9)
    client._conn.event(1, INDEX_MARK, index_mark="x")  # no SSML marks in the game's lines: nothing
    assert first.over_at(clock.now) is None
    client._conn.event(1, END)
    client._conn.event(2, BEGIN)
    clock.advance(0.2)
    client._conn.event(2, CANCEL)  # Speech Dispatcher dropped it (another client's message came first)
    client._conn.event(1, END)  # a message already over says nothing more
    assert (first.began_at, first.engine_ended, first.over_at(clock.now)) == (pytest.approx(0.1), True, 1.0)
    assert (second.engine_ended, second.over_at(clock.now)) == (False, pytest.approx(1.2))


def test_events_that_come_before_speak_has_the_messages_id_are_kept_with_their_time() -> None:
    """The `speechd` client registers a message's callback only once `speak` has read its id: a short message's
    BEGIN could come first and be lost (seen at 350 words a minute). Here the events wait for their line."""
    clock, client = ManualClock(5.0), Client()
    events = SsipLineEvents(client)
    client.early = [BEGIN]
    said = line(clock)
    events.speak("Ana plays red 5.", said)
    assert said.began_at == pytest.approx(5.0, abs=0.05)
    client.early = [BEGIN, END]
    quick = line(clock, "Pass.")
    events.speak("Pass.", quick)
    assert quick.engine_ended and quick.over_at(clock.now) == pytest.approx(5.0, abs=0.05)
    client._conn.event(2, END)  # claimed and over: it is not waited for again
    assert quick.over_at(clock.now) == pytest.approx(5.0, abs=0.05)


def test_unclaimed_events_are_kept_only_so_many() -> None:
    clock, client = ManualClock(), Client()
    events = SsipLineEvents(client)
    for message in range(1, UNCLAIMED_LIMIT + 20):  # messages spoken without a line: nobody claims their events
        client._conn.event(message, END)
    client.messages = UNCLAIMED_LIMIT + 40
    late = line(clock)
    events.speak("Ana plays red 5.", late)
    assert late.over_at(clock.now) is None and len(events._unclaimed) == UNCLAIMED_LIMIT


def test_lines_still_being_said_when_the_connection_closes_go_back_to_the_estimate() -> None:
    clock, client = ManualClock(), Client()
    events = SsipLineEvents(client)
    said = line(clock)
    events.speak("Ana plays red 5.", said)
    events.forget()
    assert not said.awaits and said.heard_at(clock.now) == 1.0


class Breaks(TellingSpeaker):
    """A backend that tells when lines end, and breaks at its second line."""

    def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
        if self.said:
            raise OSError("connection lost")
        super().speak(text, interrupt, line)


def test_a_line_the_backend_taking_over_cannot_tell_goes_back_to_the_estimate() -> None:
    clock = ManualClock()
    speaker = FallbackSpeaker([("screenreader", lambda: Breaks([])), ("log", lambda: LogSpeaker(None))])
    assert speaker.reports_ends
    first, second = line(clock), line(clock, "Bruno passes.")
    speaker.speak("Ana plays red 5.", line=first)
    speaker.speak("Bruno passes.", line=second)  # said again by the log, which cannot tell
    assert (speaker.kind, speaker.reports_ends) == ("log", False)
    assert first.awaits and not second.awaits and second.heard_at(clock.now) == 1.0


class Held(TellingSpeaker):
    """A backend that tells when lines end, and is held in its first call until the test lets it go."""

    kind = name = "held"

    def __init__(self) -> None:
        super().__init__([])
        self.entered, self.go = threading.Event(), threading.Event()

    def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
        self.entered.set()
        self.go.wait()
        super().speak(text, interrupt, line)


def test_the_speech_thread_passes_each_line_on_and_tells_those_it_drops() -> None:
    clock, inner = ManualClock(), Held()
    speaker = OffThreadSpeaker(lambda: inner)
    first, dropped, cutting, left = (line(clock, text) for text in ("one", "two", "three", "four"))
    try:
        assert speaker.reports_ends
        speaker.speak("one", line=first)
        assert inner.entered.wait(CEILING)  # the backend is saying "one"
        speaker.speak("two", line=dropped)
        speaker.speak("three", True, cutting)  # drops "two" before it reaches the backend
        speaker.speak("four", line=left)
        assert dropped.over_at(clock.now) == 0.0 and not dropped.engine_ended
    finally:
        threading.Timer(0.1, inner.go.set).start()  # once close() has dropped what is queued
        speaker.close()
    assert inner.lines == [first]  # handed on with its clock
    assert not cutting.awaits and not left.awaits  # never said: back to the estimate


def test_a_backend_that_cannot_tell_gets_no_line() -> None:
    speaker = RecordingSpeaker([])
    assert not getattr(speaker, "reports_ends", False)
