"""Running a speech backend on a thread of its own, so that a backend that stops answering cannot stall the game.

The screen reader's client talks to another process (Speech Dispatcher on Linux) and waits for its answers; a
daemon that hangs would hang the game loop with it. Here the backend is opened and called on a worker thread:
a backend that does not open in time raises `StillOpening` and goes on opening in the background (Speech
Dispatcher's first start on a fresh account takes longer than the game waits), and one that stays stuck in a
call is declared broken at the next message, so `FallbackSpeaker` moves down the chain and the game goes on.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable

from .base import (
    REASON_ENGINE_FAILED,
    REASON_STILL_STARTING,
    LineEnd,
    Speaker,
    SpeechUnavailable,
    braille,
    can_braille,
    reports_ends,
    speak_line,
    use_language,
)

OPEN_TIMEOUT = 3.0  # seconds a backend may take to open
STUCK_AFTER = 3.0  # seconds one call may take before the backend counts as broken
LANGUAGE_TIMEOUT = 2.0  # seconds to wait for the backend to say whether it has a voice for a language


class StillOpening(SpeechUnavailable):
    """The backend did not open in time, but may yet: `speaker` is usable once its `opened` is true. Whoever
    catches this owns `speaker` and must close it if it stops waiting."""

    def __init__(self, speaker: OffThreadSpeaker, waited: float) -> None:
        super().__init__(REASON_STILL_STARTING, f"the speech backend did not answer in {waited} s")
        self.speaker = speaker


class OffThreadSpeaker:
    def __init__(self, open_backend: Callable[[], Speaker], open_timeout: float = OPEN_TIMEOUT) -> None:
        self._open_backend = open_backend
        self._lock = threading.Condition()
        self._jobs: deque[tuple[str, str, bool, LineEnd | None]] = deque()  # (method, text, interrupt, line)
        self._busy_since: float | None = None
        self._failure: BaseException | None = None
        self._closing = False
        self._inner: Speaker | None = None
        self._language_answer: tuple[threading.Event, list[bool | None]] | None = None
        self.kind = "unknown"
        self.name = "unknown"
        self.brailles = False
        self.reports_ends = False
        self._opened = opened = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(opened,), name="audiouno-speech", daemon=True)
        self._thread.start()
        if not opened.wait(open_timeout):
            raise StillOpening(self, open_timeout)  # if it opens after close(), the worker closes it and ends
        if self._inner is None:
            failure = self._failure
            if isinstance(failure, SpeechUnavailable):
                raise failure
            raise SpeechUnavailable(REASON_ENGINE_FAILED, repr(failure))

    @property
    def opened(self) -> bool:
        """The backend has opened and is ready (after StillOpening: it answered late)."""
        return self._opened.is_set() and self._inner is not None

    @property
    def failed_to_open(self) -> bool:
        return self._opened.is_set() and self._inner is None

    def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
        with self._lock:
            self._check()
            if interrupt:
                self._drop_jobs(lambda line: line.cut())
            self._jobs.append(("speak", text, interrupt, line))
            self._lock.notify()

    def braille(self, text: str) -> None:
        with self._lock:
            self._check()
            self._jobs.append(("braille", text, False, None))
            self._lock.notify()

    def stop(self) -> None:
        with self._lock:
            self._check()
            self._drop_jobs(lambda line: line.cut())
            self._jobs.append(("stop", "", False, None))
            self._lock.notify()

    def use_language(self, language: str) -> bool | None:
        """Asked of the backend on its thread, after what is queued; None if it does not answer in time."""
        answered = threading.Event()
        answer: list[bool | None] = [None]
        with self._lock:
            self._check()
            self._language_answer = (answered, answer)
            self._jobs.append(("language", language, False, None))
            self._lock.notify()
        answered.wait(LANGUAGE_TIMEOUT)
        return answer[0]

    def close(self) -> None:
        with self._lock:
            self._closing = True
            self._drop_jobs(lambda line: line.unreported())  # never to be said: the estimate counts them
            self._lock.notify()
        self._thread.join(timeout=1.0)

    def _drop_jobs(self, tell: Callable[[LineEnd], None]) -> None:
        """Forget the jobs not yet handed over, telling each line dropped (the caller holds the lock)."""
        for _, _, _, line in self._jobs:
            if line is not None:
                tell(line)
        self._jobs.clear()

    def _check(self) -> None:
        """Raise if the backend failed or has been stuck in one call for too long (the caller holds the lock)."""
        if self._failure is not None:
            raise RuntimeError(f"the speech backend failed: {self._failure!r}")
        if self._busy_since is not None and time.monotonic() - self._busy_since > STUCK_AFTER:
            raise RuntimeError(f"the speech backend has not answered for {STUCK_AFTER} s")

    def _run(self, opened: threading.Event) -> None:
        try:
            inner = self._open_backend()
        except BaseException as exc:  # reported to the opener, whatever it was
            self._failure = exc
            opened.set()
            return
        self._inner, self.kind, self.name = inner, inner.kind, inner.name
        self.brailles = can_braille(inner)
        self.reports_ends = reports_ends(inner)
        opened.set()
        while True:
            with self._lock:
                while not self._jobs and not self._closing:
                    self._lock.wait()
                if self._closing:
                    break
                method, text, interrupt, line = self._jobs.popleft()
                self._busy_since = time.monotonic()
            try:
                if method == "speak":
                    speak_line(inner, text, interrupt, line)  # a line comes only when the backend tells (reports_ends)
                elif method == "braille":
                    braille(inner, text)
                elif method == "language":
                    self._answer_language(use_language(inner, text))
                else:
                    inner.stop()
            except Exception as exc:
                self._failure = exc
                if line is not None:  # the backend broke on it: no word of its end will come
                    line.unreported()
                return
            finally:
                with self._lock:
                    self._busy_since = None
        inner.close()

    def _answer_language(self, answer: bool | None) -> None:
        with self._lock:
            waiting, self._language_answer = self._language_answer, None
        if waiting is not None:
            waiting[1][0] = answer
            waiting[0].set()
