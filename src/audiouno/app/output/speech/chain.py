"""Choosing a backend, falling back when one is missing or breaks mid-game, and the `--speech-log` file."""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from ..textout import open_text_output
from .base import (
    REASON_ENGINE_FAILED,
    SPEECH_ARRIVED,
    SPEECH_FAILED,
    SPEECH_FALLBACK,
    SPEECH_LOG_UNAVAILABLE,
    LineEnd,
    LogSpeaker,
    Notice,
    SilentSpeaker,
    Speaker,
    SpeechUnavailable,
    braille,
    can_braille,
    one_line,
    reports_ends,
    speak_line,
    use_language,
)
from .offthread import OffThreadSpeaker, StillOpening
from .screenreader import ScreenReaderSpeaker
from .tts import TtsSpeaker

CHOICES = ("auto", "screenreader", "tts", "log", "silent")
"""Values of `--speech`. "auto" is the whole chain, screen reader first."""

Backend = tuple[str, Callable[[], Speaker]]
"""A backend's kind and a function that opens it, raising (preferably SpeechUnavailable) when it cannot."""

LATE_OPEN_LIMIT = 60.0  # seconds a backend still starting is waited for in the background, once its turn passed

_log = logging.getLogger(__name__)


def backend_chain(choice: str, stream: TextIO | None = None) -> list[Backend]:
    """The backends to try for `choice`, best first: the chosen one and those below it, down to silence."""
    if choice not in CHOICES:
        raise ValueError(f"unknown speech choice {choice!r}; expected one of {', '.join(CHOICES)}")
    chain: list[Backend] = [
        # The screen reader's client waits on another process: keep it off the game loop's thread.
        ("screenreader", lambda: OffThreadSpeaker(ScreenReaderSpeaker)),
        ("tts", TtsSpeaker),
        ("log", lambda: LogSpeaker(stream)),
        ("silent", SilentSpeaker),
    ]
    start = 0 if choice == "auto" else [kind for kind, _ in chain].index(choice)
    return chain[start:]


class FallbackSpeaker:
    """Speaks through the first backend of a chain that opens, and moves down the chain when it breaks.

    No exception from a backend gets out. When the active backend raises, the next one that opens takes over
    and says the message again; then `on_notice` hears a SPEECH_FAILED notice (and a SPEECH_FALLBACK one for
    each backend that would not open), on the caller's thread and after the switch, so it may speak them.
    `notices` explains the start-up choice: one SPEECH_FALLBACK per backend that would not open.

    A backend still starting (StillOpening: Speech Dispatcher on its first start) is waited for in the background
    while the next one speaks; when it answers, at the next message, it takes over, and `on_notice` hears one
    SPEECH_ARRIVED notice.
    """

    def __init__(self, chain: Sequence[Backend], on_notice: Callable[[Notice], None] | None = None) -> None:
        self._chain = list(chain)
        self._on_notice = on_notice
        self._language: str | None = None  # asked for by use_language, and asked again of a new backend
        # (kind, the backend still opening, the chain below it, when to give up on it)
        self._awaited: tuple[str, OffThreadSpeaker, list[Backend], float] | None = None
        self._active, self.notices = self._open_next()

    @property
    def kind(self) -> str:
        return self._active.kind

    @property
    def name(self) -> str:
        return self._active.name

    @property
    def reports_ends(self) -> bool:
        return reports_ends(self._active)

    def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
        notices = self._take_awaited()
        while True:
            try:
                told = speak_line(self._active, text, interrupt, line)
                break
            except Exception as exc:
                notices += self._replace_active(exc)
        if line is not None and not told:  # the backend that took over cannot tell
            line.unreported()
        self._report(notices)

    @property
    def brailles(self) -> bool:
        return can_braille(self._active)

    def braille(self, text: str) -> None:
        try:
            braille(self._active, text)
        except Exception as exc:
            self._report(self._replace_active(exc))

    def stop(self) -> None:
        try:
            self._active.stop()
        except Exception as exc:
            self._report(self._replace_active(exc))

    def use_language(self, language: str) -> bool | None:
        self._language = language
        try:
            return use_language(self._active, language)
        except Exception as exc:
            self._report(self._replace_active(exc))
            return None

    def close(self) -> None:
        if self._awaited is not None:
            self._close(self._awaited[1])
            self._awaited = None
        self._close(self._active)

    def _take_awaited(self) -> list[Notice]:
        """Switch to the backend that was still starting if it has opened since; stop waiting for it if it failed
        or took too long."""
        if self._awaited is None:
            return []
        kind, pending, below, give_up = self._awaited
        if not pending.opened:
            if pending.failed_to_open or time.monotonic() > give_up:
                self._awaited = None
                self._close(pending)
            return []
        self._awaited = None
        self._close(self._active)
        self._active, self._chain = pending, below  # should it break later, the chain goes on below it again
        return [Notice(SPEECH_ARRIVED, {"using": kind})]

    def _open_next(self) -> tuple[Speaker, list[Notice]]:
        """Opens the first backend left in the chain that works, with a notice for each one that did not."""
        failures: list[tuple[str, str, str]] = []
        speaker: Speaker | None = None
        while speaker is None and self._chain:
            kind, open_backend = self._chain.pop(0)
            try:
                speaker = open_backend()
            except StillOpening as exc:
                failures.append((kind, exc.reason, exc.detail))
                if self._awaited is None:
                    self._awaited = (kind, exc.speaker, list(self._chain), time.monotonic() + LATE_OPEN_LIMIT)
                else:  # one late backend is waited for at a time: the better one, met first
                    self._close(exc.speaker)
            except SpeechUnavailable as exc:
                failures.append((kind, exc.reason, exc.detail))
            except Exception as exc:
                failures.append((kind, REASON_ENGINE_FAILED, _describe(exc)))
        if speaker is None:  # the chain is used up
            speaker = SilentSpeaker()
        if self._language is not None:
            with contextlib.suppress(Exception):  # a backend that cannot change voice still speaks
                use_language(speaker, self._language)
        using = speaker.kind
        notices = [
            Notice(SPEECH_FALLBACK, {"wanted": kind, "using": using, "reason": reason, "detail": detail})
            for kind, reason, detail in failures
        ]
        return speaker, notices

    def _replace_active(self, exc: Exception) -> list[Notice]:
        failed = self._active
        # A system error (a closed pipe, a full disk) is said in one line; anything else with its traceback.
        trace = None if isinstance(exc, OSError) else exc
        _log.warning("speech backend %s failed, moving down the chain: %s", failed.name, exc, exc_info=trace)
        self._close(failed)
        self._active, notices = self._open_next()
        args = {"failed": failed.kind, "using": self._active.kind, "detail": _describe(exc)}
        return [Notice(SPEECH_FAILED, args), *notices]

    def _report(self, notices: list[Notice]) -> None:
        if self._on_notice is not None:
            for notice in notices:
                self._on_notice(notice)

    @staticmethod
    def _close(speaker: Speaker) -> None:
        try:
            speaker.close()
        except Exception:  # a broken backend may fail to close too; nothing is left to do about it
            _log.warning("closing speech backend %s failed", speaker.name, exc_info=True)


class TeeSpeaker:
    """Passes everything to `inner` and also appends each message as a line to a file (`--speech-log`).

    The file is opened for appending, in UTF-8, and flushed after every line, so that a test or a sighted
    helper can follow the game as it is spoken. If writing fails, the file stops and the speech goes on.
    """

    def __init__(self, inner: Speaker, path: Path) -> None:
        self._inner = inner
        # Never blocks (a named pipe nobody reads is refused). Line-buffered: each message reaches the file at once.
        self._file: TextIO | None = open_text_output(path, append=True)  # closed in close()

    @property
    def kind(self) -> str:
        return self._inner.kind

    @property
    def name(self) -> str:
        return self._inner.name

    @property
    def reports_ends(self) -> bool:
        return reports_ends(self._inner)

    def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
        if self._file is not None:
            try:
                self._file.write(one_line(text) + "\n")
            except OSError as exc:
                _log.warning("writing the speech log failed; it stops here: %s", exc)  # one line, no traceback
                self._close_file()
        speak_line(self._inner, text, interrupt, line)

    @property
    def brailles(self) -> bool:
        return can_braille(self._inner)

    def braille(self, text: str) -> None:
        braille(self._inner, text)

    def stop(self) -> None:
        self._inner.stop()

    def use_language(self, language: str) -> bool | None:
        return use_language(self._inner, language)

    def close(self) -> None:
        self._inner.close()
        self._close_file()

    def _close_file(self) -> None:
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None


def _describe(exc: Exception) -> str:
    return f"{type(exc).__name__}: {exc}"


def open_speaker(
    choice: str = "auto",
    log_path: Path | None = None,
    *,
    on_notice: Callable[[Notice], None] | None = None,
    stream: TextIO | None = None,
) -> tuple[Speaker, list[Notice]]:
    """Opens speech for `--speech CHOICE [--speech-log PATH]`.

    Returns the speaker and the notices to say at start-up (why the first choice is not in use, or why there
    is no speech log). Later failures go to `on_notice`. `stream` is where the text log writes (stdout).
    Raises ValueError for a choice not in CHOICES; nothing else.
    """
    speaker = FallbackSpeaker(backend_chain(choice, stream), on_notice)
    notices = list(speaker.notices)
    if log_path is None:
        return speaker, notices
    try:
        return TeeSpeaker(speaker, log_path), notices
    except OSError as exc:
        notices.append(Notice(SPEECH_LOG_UNAVAILABLE, {"path": str(log_path), "detail": str(exc)}))
        return speaker, notices
