"""Built-in speech through pyttsx3: SAPI5 on Windows, NSSpeechSynthesizer on macOS, eSpeak NG on Linux."""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .base import (
    REASON_ENGINE_FAILED,
    REASON_MISSING_PACKAGE,
    REASON_NO_AUDIO_OUTPUT,
    LineEnd,
    SpeechUnavailable,
    voice_matches,
)
from .com import enter_com

# Voices that list no language (SAPI5's, often) are known by the language's English name in theirs.
_LANGUAGE_NAMES = {"en": "english", "pt": "portuguese", "es": "spanish"}
START_TIMEOUT = 5.0  # seconds to wait for pyttsx3.init() (some 30 ms) and the playback check (some 50 ms)
PLAYBACK_CHECK_TIMEOUT = 3.0  # seconds `aplay` may take to play the check's 20 ms of silence
STOP_TIMEOUT = 1.0  # seconds close() waits for the worker to finish
IDLE_TIMEOUT = 1.0  # seconds to wait for eSpeak NG to finish its queued work before a run


class TtsSpeaker:
    """Speaks through pyttsx3 on a worker thread of its own, so that the game loop never waits for speech.

    pyttsx3's runAndWait() blocks until an utterance has been heard, so the worker takes messages from a queue
    one at a time. pyttsx3's `started-utterance` and `finished-utterance` callbacks tell each message's line when
    it began and ended (or was cut off), and `on_utterance(event, text)`, on the worker thread, "started" and
    "finished" (heard in full or cut off).
    """

    kind = "tts"
    reports_ends = True

    def __init__(self, on_utterance: Callable[[str, str], None] | None = None) -> None:
        self.name = "built-in speech"
        self._on_utterance = on_utterance
        self._lock = threading.Condition()
        self._pending: deque[tuple[str, LineEnd | None]] = deque()
        self._current: str | None = None  # the message the worker is speaking
        self._line: LineEnd | None = None  # and its line
        self._told = False  # whether pyttsx3 has said that the current message is over
        self._closing = False
        self._failure: Exception | None = None
        self._engine: Any = None  # pyttsx3's engine, once the worker has made it
        self._voices: list[tuple[str, list[str]]] = []  # (id, languages) of every voice, read by the worker
        self._voice: str | None = None  # the voice in use (None: the engine's default)
        self._wanted_voice: str | None = None  # a voice for the worker to take before its next message
        ready: queue.Queue[SpeechUnavailable | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, args=(ready,), name="audiouno-tts", daemon=True)
        self._thread.start()
        try:
            problem = ready.get(timeout=START_TIMEOUT)
        except queue.Empty:
            problem = SpeechUnavailable(REASON_ENGINE_FAILED, f"pyttsx3 did not start in {START_TIMEOUT} s")
        if problem is not None:
            self.close()
            raise problem

    def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
        if self._failure is not None or not self._thread.is_alive():
            raise RuntimeError(f"the speech thread has stopped: {self._failure!r}")
        with self._lock:
            if interrupt:
                self._silence()
            if text.strip():  # pyttsx3 skips blank text, and its eSpeak driver would repeat the last message
                self._pending.append((text, line))
                self._lock.notify()
            elif line is not None:
                line.ended()  # nothing to say is said at once

    def stop(self) -> None:
        with self._lock:
            self._silence()

    @property
    def voice(self) -> str | None:
        """The id of the voice in use, or to be used from the next message; None before the engine says."""
        return self._voice

    def use_language(self, language: str) -> bool:
        """Take a voice for `language` before the next message: the voice in use if it speaks it, else the
        closest one. False if no voice speaks it; the voice in use stays."""
        with self._lock:
            scores = {voice: _fit(language, voice, languages) for voice, languages in self._voices}
            if self._voice is not None and scores.get(self._voice, 0):
                return True
            best = max(scores, key=lambda voice: scores[voice], default=None)
            if best is None or not scores[best]:
                return False
            self._voice = self._wanted_voice = best
            return True

    def close(self) -> None:
        with self._lock:
            self._closing = True
            for _, line in self._pending:  # never to be said: the estimate counts them
                if line is not None:
                    line.unreported()
            self._pending.clear()
            self._silence()
            self._lock.notify()
        self._thread.join(timeout=STOP_TIMEOUT)

    def _silence(self) -> None:
        """Drops the queue and cuts off the current message; the caller holds the lock."""
        for _, line in self._pending:
            if line is not None:
                line.cut()
        self._pending.clear()
        if self._current is None:
            return
        if self._line is not None:  # the driver may yet call it completed (aplay ended by a signal looks so)
            self._line.cut()
        if sys.platform.startswith("linux"):
            # The eSpeak driver synthesises the whole message, then plays it with a blocking `aplay`.
            # engine.stop() cannot cut that off, and from this thread it would wait for the message to end.
            _end_aplay()
        else:
            self._engine.stop()

    def _run(self, ready: queue.Queue[SpeechUnavailable | None]) -> None:
        # The engine is made and used on this thread only: SAPI5's COM objects belong to their thread.
        try:
            enter_com()
            import pyttsx3

            # pyttsx3.init() returns the engine already alive, if any: a second eSpeak driver would take over
            # the library's one callback.
            engine = pyttsx3.init()
            run = _run_once_espeak_is_idle(engine)  # engine.runAndWait(), for every run of this thread
            if engine.isBusy():
                # A new engine counts as busy until its first run. An empty first run settles pyttsx3 2.99's
                # eSpeak driver, whose first runAndWait() would otherwise return before the message is heard
                # (and on a settled engine an empty run never returns).
                run()
        except ImportError as exc:
            ready.put(SpeechUnavailable(REASON_MISSING_PACKAGE, str(exc)))
            return
        except Exception as exc:  # no eSpeak NG library (RuntimeError), a broken SAPI5 (COM error), ...
            ready.put(SpeechUnavailable(REASON_ENGINE_FAILED, str(exc)))
            return
        if sys.platform.startswith("linux") and getattr(engine, "driver_name", None) == "espeak":
            problem = _playback_problem()
            if problem is not None:
                ready.put(SpeechUnavailable(REASON_NO_AUDIO_OUTPUT, problem))
                return
        self._engine = engine
        try:
            self._voices = [(voice.id, _languages(voice)) for voice in engine.getProperty("voices")]
            self._voice = engine.getProperty("voice")
        except Exception:  # a driver that cannot list its voices speaks with its default one
            self._voices = []
        self.name = f"built-in speech ({getattr(engine, 'driver_name', 'default')} via pyttsx3)"
        tokens = [
            engine.connect("started-utterance", lambda **_: self._started()),
            engine.connect("finished-utterance", lambda completed=True, **_: self._finished(completed)),
        ]
        ready.put(None)
        try:
            while self._next():
                with self._lock:
                    voice, self._wanted_voice = self._wanted_voice, None
                if voice is not None:
                    engine.setProperty("voice", voice)
                engine.say(self._current)
                run()
                self._finished(True)  # a driver that gave no word of the end: runAndWait() returns at it
        except Exception as exc:  # the next speak() raises, so that FallbackSpeaker moves on
            self._failure = exc
            if self._line is not None:
                self._line.unreported()
        finally:
            for token in tokens:
                engine.disconnect(token)
            with self._lock:  # let the engine go, so that a later TtsSpeaker starts from a new one
                self._engine = self._current = self._line = None

    def _next(self) -> bool:
        """Waits for a message and makes it the current one; False once closing."""
        with self._lock:
            self._current = self._line = None
            while not self._pending and not self._closing:
                self._lock.wait()
            if self._closing:
                return False
            self._current, self._line = self._pending.popleft()
            self._told = False
            return True

    def _started(self) -> None:
        if self._line is not None:
            self._line.began()
        self._report("started")

    def _finished(self, completed: bool) -> None:
        """pyttsx3's word that the current message is over; only the first counts."""
        with self._lock:
            if self._current is None or self._told:
                return
            self._told = True
            line = self._line
        if line is not None and completed:
            line.ended()
        elif line is not None:
            line.cut()
        self._report("finished")

    def _report(self, event: str) -> None:
        if self._on_utterance is not None and self._current is not None:
            self._on_utterance(event, self._current)


def _languages(voice: Any) -> list[str]:
    """A pyttsx3 voice's languages as tags; some drivers give bytes, SAPI5 often nothing but the name."""
    tags = [tag.decode("ascii", "ignore").lstrip("\x05") if isinstance(tag, bytes) else str(tag)
            for tag in getattr(voice, "languages", None) or []]  # fmt: skip
    return tags or [str(getattr(voice, "name", ""))]


def _fit(language: str, voice: str, languages: list[str]) -> int:
    """voice_matches, or 1 for a voice named after the language ("Microsoft Maria - Portuguese (Brazil)")."""
    fit = voice_matches(language, languages)
    name = _LANGUAGE_NAMES.get(language.split("-")[0].lower(), "")
    if not fit and name and any(name in tag.lower() for tag in languages):
        return 1
    return fit


def _run_once_espeak_is_idle(engine: Any) -> Callable[[], None]:
    """`engine.runAndWait()`, once eSpeak NG has done what it was given (for another driver, at once).

    Each run of pyttsx3's eSpeak driver begins with a stop. If eSpeak is busy then, the stop cancels it and leaves a
    flag that ends the run's own message at once, unheard. eSpeak works on a thread of its own: it is still busy a
    few milliseconds after a new engine sets its rate and volume (a run begun then lost its message: the first line
    of one start in five or so here), and for a fraction of a millisecond as it ends a message. A ceiling keeps a
    stuck eSpeak from silencing the game.
    """
    if getattr(engine, "driver_name", None) != "espeak":
        return engine.runAndWait
    try:
        from pyttsx3.drivers._espeak import IsPlaying  # the driver's own binding: the same library, the same state
    except ImportError:  # a pyttsx3 that binds eSpeak otherwise: speech without the wait beats no speech
        return engine.runAndWait

    def run() -> None:
        deadline = time.monotonic() + IDLE_TIMEOUT
        while IsPlaying() and time.monotonic() < deadline:
            time.sleep(0.005)
        engine.runAndWait()

    return run


def _playback_problem() -> str | None:
    """Why `aplay` cannot play here (no sound card, no ALSA device, no aplay), or None when it can.

    pyttsx3's eSpeak driver plays every message with `os.system("aplay ...")` and ignores the outcome: with no
    sound card each message fails and the game would go on "speaking" into silence. So 20 ms of silence is played
    the same way first, and a failure makes built-in speech unavailable, for the chain to move on.
    """
    silence = bytes(2 * 441)  # 20 ms of 16-bit mono at 22050 Hz, the eSpeak driver's format
    command = ["aplay", "-q", "-t", "raw", "-f", "S16_LE", "-r", "22050", "-c", "1"]
    try:
        done = subprocess.run(command, input=silence, capture_output=True, timeout=PLAYBACK_CHECK_TIMEOUT, check=False)
    except FileNotFoundError:
        return "aplay is not installed (alsa-utils)"
    except subprocess.TimeoutExpired:
        return f"aplay did not play 20 ms of sound in {PLAYBACK_CHECK_TIMEOUT} s"
    except OSError as exc:
        return f"aplay could not run: {exc}"
    if done.returncode != 0:
        said = done.stderr.decode(errors="replace").strip().splitlines()
        return said[-1] if said else f"aplay failed with exit code {done.returncode}"
    return None


def _end_aplay() -> None:
    """Ends the `aplay` through which the eSpeak driver plays the current message (os.system: under a `sh`).

    A message interrupted while it is still being synthesised (before `aplay` starts) is not cut off.
    """
    # Each thread lists its own children; without CONFIG_PROC_CHILDREN there is no list, and no cutting off.
    pending = [pid for path in Path("/proc/self/task").glob("*/children") for pid in path.read_text().split()]
    while pending:
        pid = pending.pop()
        with contextlib.suppress(OSError):  # it may have ended meanwhile
            if Path(f"/proc/{pid}/comm").read_text().strip() == "aplay":
                os.kill(int(pid), signal.SIGTERM)
            else:
                pending += Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
