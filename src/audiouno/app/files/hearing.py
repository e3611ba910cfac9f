"""What the voice reads of the player's settings: how loud and how wide the cues are, how fast the player hears
speech and reads braille, what their screen reader gets, and how much each kind of message says. The voice reads
these, not the whole settings file (with the match set up and the file's schema beneath it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

# Words a minute the player's screen reader speaks, for speakers that do not say when they have finished (the
# game waits for its news by this estimate); the options step it, the listening calibration measures it.
DEFAULT_LISTENER_WPM = 220
# Words a minute a braille reader reads the game's lines: about 90 to 120 for most adults who read braille daily.
DEFAULT_BRAILLE_WPM = 100


class HearingSettings(Protocol):
    """The settings the voice follows (`files.settings.Settings` is one)."""

    @property
    def cue_volume(self) -> float: ...

    @property
    def race_volume(self) -> float: ...  # the buzzer's and slap's sounds

    @property
    def mute_unfocused(self) -> bool: ...  # no cue while another window is in front

    @property
    def stereo_width(self) -> float: ...  # 0: every cue in the centre; 1: each from its player's seat

    @property
    def listener_wpm(self) -> int: ...

    @property
    def screen_reader_output(self) -> str: ...  # "speech_and_braille", "speech" or "braille"

    @property
    def braille_wpm(self) -> int: ...

    def levels(self) -> Mapping[str, str]:
        """Each kind of message's level (files/verbosity.py)."""
        ...
