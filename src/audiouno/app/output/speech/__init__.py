"""All speech goes through here: one Speaker interface, four backends, and a chain that degrades safely.

Backends, best first: the player's screen reader (accessible_output2), built-in speech (pyttsx3 on a worker
thread), a text log on stdout, and silence. `open_speaker(choice)` opens the chosen one or the best that works
below it and returns notices (message keys with arguments) that say what degraded and why. Nothing is imported
or started until a backend is opened.
"""

from .base import (
    REASON_ENGINE_FAILED,
    REASON_MISSING_PACKAGE,
    REASON_NO_AUDIO_OUTPUT,
    REASON_NO_CONSOLE,
    REASON_NO_SCREEN_READER,
    REASON_STILL_STARTING,
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
    reports_ends,
    speak_line,
    use_language,
)
from .chain import CHOICES, Backend, FallbackSpeaker, TeeSpeaker, backend_chain, open_speaker
from .screenreader import ScreenReaderSpeaker
from .tts import TtsSpeaker

__all__ = [
    "CHOICES",
    "REASON_ENGINE_FAILED",
    "REASON_MISSING_PACKAGE",
    "REASON_NO_AUDIO_OUTPUT",
    "REASON_NO_CONSOLE",
    "REASON_NO_SCREEN_READER",
    "REASON_STILL_STARTING",
    "SPEECH_ARRIVED",
    "SPEECH_FAILED",
    "SPEECH_FALLBACK",
    "SPEECH_LOG_UNAVAILABLE",
    "Backend",
    "FallbackSpeaker",
    "LineEnd",
    "LogSpeaker",
    "Notice",
    "ScreenReaderSpeaker",
    "SilentSpeaker",
    "Speaker",
    "SpeechUnavailable",
    "TeeSpeaker",
    "TtsSpeaker",
    "backend_chain",
    "braille",
    "can_braille",
    "open_speaker",
    "reports_ends",
    "speak_line",
    "use_language",
]
