"""The player's own screen reader through accessible_output2: NVDA, JAWS, VoiceOver, Speech Dispatcher."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable

from .base import REASON_MISSING_PACKAGE, REASON_NO_SCREEN_READER, SpeechUnavailable, voice_matches
from .com import enter_com


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
        self._signal: Callable[[], object] | None = None  # the last output's "still speaking", if it has one
        # An output that overrides Output.braille writes to a braille display (NVDA, JAWS, System Access); the
        # base class's braille does nothing, as for Speech Dispatcher, which has no display of its own.
        first = self._auto.get_first_available_output()
        self.brailles = getattr(type(first), "braille", Output.braille) is not Output.braille

    @property
    def name(self) -> str:
        output = self._auto.get_first_available_output()
        return f"screen reader ({output.name if output else 'gone'})"

    def speak(self, text: str, interrupt: bool = False) -> None:
        output = self._auto.get_first_available_output()
        if output is None:  # the screen reader quit: Auto would now drop messages without a word
            raise RuntimeError("the screen reader is no longer running")
        # Speech Dispatcher's output keeps a flag that its callbacks set as each message begins and ends: a plain
        # read, safe from the game's thread. Other outputs are not called from there (COM, a hung process).
        self._signal = output.is_speaking if type(output).__name__ == "SpeechDispatcher" else None
        output.speak(text, interrupt=interrupt)

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
        output = self._auto.get_first_available_output()
        if output is not None and hasattr(output, "silence"):
            output.silence()

    def speaking(self) -> bool | None:
        """Speech Dispatcher reports when each message begins and ends; other screen readers say nothing."""
        signal = self._signal
        return bool(signal()) if signal is not None else None

    def close(self) -> None:
        for output in self._auto.outputs:
            # Speech Dispatcher's client needs close() to let the program exit cleanly.
            if output.is_active() and hasattr(output, "close"):
                output.close()
