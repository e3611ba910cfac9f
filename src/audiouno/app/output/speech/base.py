"""The Speaker interface, the two trivial backends, and the notices that explain degraded speech."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol, TextIO

from ....closed_output import mute

# Notice keys: the app's message catalogue turns them into words.
SPEECH_FALLBACK = "speech.fallback"  # args: wanted, using (backend kinds), reason (a REASON_* key), detail
SPEECH_FAILED = "speech.failed"  # args: failed, using (backend kinds), detail
SPEECH_LOG_UNAVAILABLE = "speech.log_unavailable"  # args: path, detail
SPEECH_ARRIVED = "speech.arrived"  # args: using (a backend kind that was still starting and now speaks)

# Reason keys, the "reason" argument of a SPEECH_FALLBACK notice.
REASON_MISSING_PACKAGE = "speech.reason.missing_package"
REASON_NO_SCREEN_READER = "speech.reason.no_screen_reader"
REASON_ENGINE_FAILED = "speech.reason.engine_failed"
REASON_NO_CONSOLE = "speech.reason.no_console"
REASON_NO_AUDIO_OUTPUT = "speech.reason.no_audio_output"
REASON_STILL_STARTING = "speech.reason.still_starting"


@dataclass(frozen=True)
class Notice:
    """Something the player should hear about speech itself, as a catalogue key and its arguments.

    Every argument is a string; "detail" carries the library's own (English, technical) words, meant for logs.
    """

    key: str
    args: Mapping[str, str] = field(default_factory=dict)


class SpeechUnavailable(Exception):
    """A backend cannot start here; `reason` is a REASON_* key and `detail` the technical cause."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


class LineEnd(Protocol):
    """What a backend that knows when its lines end tells of one line, from whatever thread its engine calls back
    on. `ago`: seconds since the engine's event came, when it is told late. Only the first of `ended` and `cut`
    counts."""

    def began(self, ago: float = 0.0) -> None:
        """The engine began saying the line."""
        ...

    def ended(self, ago: float = 0.0) -> None:
        """The line has been said whole, and nothing of it is still to be heard."""
        ...

    def cut(self, ago: float = 0.0) -> None:
        """The line was dropped or cut off before its end."""
        ...

    def unreported(self) -> None:
        """No word of its end will come after all (the screen reader changed, the backend closed): the estimate
        counts it."""
        ...


class Speaker(Protocol):
    """Anything that can speak. A backend raises from `speak` when it breaks; FallbackSpeaker copes.

    A backend that can tell when each line it speaks is over has a true `reports_ends`, and tells the `line` given
    to `speak` when it begins and ends; a line is given only to such a backend (`speak_line`)."""

    @property
    def kind(self) -> str:
        """The choice that selects this backend: "screenreader", "tts", "log" or "silent"."""
        ...

    @property
    def name(self) -> str:
        """Which backend this is, for logs and diagnostics, e.g. "screen reader (Linux Speech Dispatcher)"."""
        ...

    def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
        """Say `text` after what is already queued, or at once, cutting that off, if `interrupt`."""
        ...

    def stop(self) -> None:
        """Silence now and forget whatever is queued."""
        ...

    def close(self) -> None:
        """Release the backend; the speaker is not used again."""
        ...


def use_language(speaker: object, language: str) -> bool | None:
    """Ask a speaker for a voice in `language` (a BCP 47 tag such as "pt-BR").

    A backend with voices of its own to choose from has a `use_language` method and answers True (it took one)
    or False (it has none for the language, and reads with the voice it had). Any other speaker, a screen reader
    above all, keeps the voice its user chose: None."""
    method = getattr(speaker, "use_language", None)
    return method(language) if callable(method) else None


def reports_ends(speaker: object) -> bool:
    """Whether the speaker tells each line's `LineEnd` when it is over (Speech Dispatcher's events, the built-in
    speech's callbacks, NVDA's SSML marks); a screen reader without such word, a log or silence does not."""
    return bool(getattr(speaker, "reports_ends", False))


def speak_line(speaker: Speaker, text: str, interrupt: bool, line: LineEnd | None) -> bool:
    """Say `text` through `speaker`, giving it `line` where it tells when its lines end; whether it does."""
    if line is not None and reports_ends(speaker):
        speaker.speak(text, interrupt, line)
        return True
    speaker.speak(text, interrupt)
    return False


def can_braille(speaker: object) -> bool:
    """Whether the speaker reaches a braille display: only a screen reader that has one says so (`brailles`)."""
    return bool(getattr(speaker, "brailles", False))


def braille(speaker: object, text: str) -> None:
    """Show `text` on the speaker's braille display; a speaker without one has no `braille` method."""
    method = getattr(speaker, "braille", None)
    if callable(method):
        method(text)


def voice_matches(language: str, voice_languages: list[str]) -> int:
    """How well a voice whose languages are `voice_languages` ("pt-br", "pt_BR", "pt") fits `language`:
    2 for the same language and region, 1 for the same language, 0 for neither."""
    wanted = language.lower().replace("_", "-")
    best = 0
    for tag in voice_languages:
        tag = tag.lower().replace("_", "-")
        if tag == wanted:
            return 2
        if tag.split("-")[0] == wanted.split("-")[0]:
            best = 1
    return best


def one_line(text: str) -> str:
    """The message as a single line, so that a transcript keeps one message per line."""
    return " ".join(text.splitlines())


class LogSpeaker:
    """Writes each message as a line of text: readable with any screen reader's review keys, and by tests."""

    kind = "log"
    name = "text log"

    def __init__(self, stream: TextIO | None = None) -> None:
        self._stream = stream or sys.stdout
        if self._stream is None:  # pythonw on Windows runs without a console
            raise SpeechUnavailable(REASON_NO_CONSOLE, "there is no standard output to write to")

    def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
        try:
            self._stream.write(one_line(text) + "\n")
            self._stream.flush()
        except BrokenPipeError:  # the reader is gone: the chain moves on, and nothing fails again at exit
            mute(self._stream)
            raise

    def stop(self) -> None:
        """A written line cannot be taken back."""

    def close(self) -> None:
        """The stream belongs to the caller."""


class SilentSpeaker:
    """Says nothing: for tests and `--speech silent`, and the end of every fallback chain."""

    kind = "silent"
    name = "silent"

    def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
        pass  # nothing is heard, but the bots keep the pace of a listener (the estimate)

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass
