"""The player's own screen reader through accessible_output2: NVDA, JAWS, VoiceOver, Speech Dispatcher.

Two of them say when each line is over: Speech Dispatcher (Orca's speech server, and the game's own on Linux) by
its events, on the connection accessible_output2 opened to it (`ssip_events`), and NVDA from 2024.1 by SSML marks,
where the controller client loaded has them (`nvda_ssml`). The others leave it to the estimate.
"""

from __future__ import annotations

import contextlib
import io
from typing import Any

from .base import REASON_MISSING_PACKAGE, REASON_NO_SCREEN_READER, LineEnd, SpeechUnavailable, voice_matches
from .com import enter_com
from .nvda_ssml import NvdaSsml, offers_ssml
from .ssip_events import SsipLineEvents


class ScreenReaderSpeaker:
    """Speaks through whichever output accessible_output2 finds active, checked again before every message."""

    kind = "screenreader"

    def __init__(self) -> None:
        try:
            enter_com()  # on the thread that makes and calls the outputs
            from accessible_output2.outputs.auto import Auto
            from accessible_output2.outputs.base import Output
        except ImportError as exc:
            raise SpeechUnavailable(REASON_MISSING_PACKAGE, str(exc)) from exc
        # Auto() prints why each output is missing ("Cannot find Speech Dispatcher...") and would then speak
        # into the void: keep that off the game's stdout and use it as the reason when nothing real was found.
        with contextlib.redirect_stdout(io.StringIO()) as noise:
            self._auto = Auto()
        if self._auto.get_first_available_output() is None:
            detail = noise.getvalue().strip() or "no output is active"
            raise SpeechUnavailable(REASON_NO_SCREEN_READER, detail)
        # An output that overrides Output.braille writes to a braille display (NVDA, JAWS, System Access); the
        # base class's braille does nothing, as for Speech Dispatcher, which has no display of its own.
        first = self._auto.get_first_available_output()
        self.brailles = getattr(type(first), "braille", Output.braille) is not Output.braille
        self._timed = first  # the output whose lines say when they end, if it is one that does
        self._events: SsipLineEvents | None = None
        self._nvda: NvdaSsml | None = None
        client = getattr(first, "_client", None) if _is(first, "SpeechDispatcher") else None
        lib = getattr(first, "lib", None) if _is(first, "NVDA") else None
        if client is not None and hasattr(client, "_conn"):
            self._events = SsipLineEvents(client)
        elif lib is not None and offers_ssml(lib):
            self._nvda = NvdaSsml(lib)
        self.reports_ends = self._events is not None or self._nvda is not None

    @property
    def name(self) -> str:
        output = self._auto.get_first_available_output()
        return f"screen reader ({output.name if output else 'gone'})"

    def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
        output = self._auto.get_first_available_output()
        if output is None:  # the screen reader quit: Auto would now drop messages without a word
            raise RuntimeError("the screen reader is no longer running")
        timed = output is self._timed
        if timed and self._events is not None:
            if interrupt:
                output.silence()
            self._events.speak(text, line)
        elif timed and self._nvda is not None and self._nvda.working:
            if interrupt:
                self._nvda.cancel()
            self._nvda.speak(text, line)
        else:
            output.speak(text, interrupt=interrupt)
            if line is not None:
                line.unreported()

    def braille(self, text: str) -> None:
        """Show `text` on the screen reader's braille display (it replaces what the display showed)."""
        output = self._auto.get_first_available_output()
        if output is None:
            raise RuntimeError("the screen reader is no longer running")
        output.braille(text)

    def use_language(self, language: str) -> bool | None:
        """Speech Dispatcher (Linux) is a speech server, not a screen reader: this game's own connection to it
        takes a voice for the language, as built-in speech does; a real screen reader keeps its user's voice."""
        output = self._auto.get_first_available_output()
        client = getattr(output, "_client", None)
        if client is None or not hasattr(client, "list_synthesis_voices"):
            return None
        # Speech Dispatcher lists (name, language, variant) for its current output module.
        voices = client.list_synthesis_voices()
        if not any(voice_matches(language, [str(voice[1])]) for voice in voices):
            return False
        client.set_language(language.lower())
        return True

    def stop(self) -> None:
        if self._nvda is not None:
            self._nvda.cancel()
        output = self._auto.get_first_available_output()
        if output is not None and hasattr(output, "silence"):
            output.silence()

    def close(self) -> None:
        if self._events is not None:
            self._events.forget()
        if self._nvda is not None:
            self._nvda.close()
        for output in self._auto.outputs:
            # Speech Dispatcher's client needs close() to let the program exit cleanly.
            if output.is_active() and hasattr(output, "close"):
                output.close()


def _is(output: Any, name: str) -> bool:
    """Whether `output` is accessible_output2's output of that class name (its modules import only where they work)."""
    return type(output).__name__ == name
