"""The player's settings: cue volume and stereo width, the bots' pace, speech and how much is said, the hand's
order, the game's language, and the last match set up. They are kept in the config folder and read back at the
next start."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

from ..i18n import LANGUAGES
from .match_setup import MatchSetup

VOLUME_STEP = 0.1
WIDTH_STEP = 0.25
# Seconds a bot waits before an ordinary turn decision, so speech keeps up; F4/F5 step through these.
PACES = (0.3, 0.5, 0.8, 1.2, 1.6, 2.0, 2.5, 3.0, 4.0)
DEFAULT_PACE = 1.2
MAX_PACE = 10.0  # the file may ask for any pace from 0 (no wait at all) to this
VERBOSITIES = ("full", "brief")
SORTS = ("off", "colour", "number")
# Still 1 with `language` added: a reader of format 1 takes what is missing (an older file has no language) as
# its default, and an older program ignores the name it does not know.
FORMAT = 1
# Words a minute the player's screen reader speaks, for speakers that do not say when they have finished (the
# game waits for its news by this estimate); the options step it, the listening calibration measures it.
DEFAULT_LISTENER_WPM = 220
LISTENER_WPM_RANGE = (100, 900)
LISTENER_WPM_STEP = 20
MAX_OUTPUT_DELAY = 0.25  # seconds: the most a calibration accepts as plausible (practice/calibration.py)
KIND = "settings"


@dataclass
class Settings:
    cue_volume: float = 0.8
    bot_pace: float = DEFAULT_PACE
    verbosity: str = "full"
    card_position: bool = False  # the hand's arrows also say "3 of 7"
    speech: str = "auto"  # the speech backend asked for at start-up (the command line's --speech wins)
    stereo_width: float = 1.0  # 0: every cue in the centre; 1: each from its player's seat
    hand_sort: str = "colour"
    language: str | None = None  # chosen in the lobby or the options; None: the system's (`--lang` wins over both)
    setup: MatchSetup = field(default_factory=MatchSetup)
    output_delay: float = 0.0  # seconds from starting a cue to the player hearing it, found by calibration
    listener_wpm: int = DEFAULT_LISTENER_WPM  # how fast the player's screen reader speaks, in words a minute

    def change_volume(self, steps: int) -> float:
        self.cue_volume = round(min(1.0, max(0.0, self.cue_volume + steps * VOLUME_STEP)), 2)
        return self.cue_volume

    def change_width(self, steps: int) -> float:
        self.stereo_width = round(min(1.0, max(0.0, self.stereo_width + steps * WIDTH_STEP)), 2)
        return self.stereo_width

    def change_pace(self, steps: int) -> float:
        """Slower (positive steps) or faster (negative) along PACES, from the nearest stop to the current pace."""
        nearest = min(range(len(PACES)), key=lambda index: abs(PACES[index] - self.bot_pace))
        self.bot_pace = PACES[min(len(PACES) - 1, max(0, nearest + steps))]
        return self.bot_pace

    def change_listener_wpm(self, steps: int) -> int:
        low, high = LISTENER_WPM_RANGE
        self.listener_wpm = min(high, max(low, self.listener_wpm + steps * LISTENER_WPM_STEP))
        return self.listener_wpm

    def to_data(self) -> dict[str, object]:
        return {
            "cue_volume": self.cue_volume,
            "bot_pace": self.bot_pace,
            "verbosity": self.verbosity,
            "card_position": self.card_position,
            "speech": self.speech,
            "stereo_width": self.stereo_width,
            "hand_sort": self.hand_sort,
            "language": self.language,
            "setup": self.setup.to_data(),
            "output_delay": self.output_delay,
            "listener_wpm": self.listener_wpm,
        }

    @classmethod
    def from_data(cls, data: dict[str, object], speech_choices: tuple[str, ...]) -> Settings:
        """Settings written by `to_data`; a value left out keeps its default, a wrong one is a `ValueError`."""
        settings = cls()
        ranges = (
            ("cue_volume", 0.0, 1.0),
            ("bot_pace", 0.0, MAX_PACE),
            ("stereo_width", 0.0, 1.0),
            ("output_delay", 0.0, MAX_OUTPUT_DELAY),
        )
        for name, low, high in ranges:
            if name in data:
                value = data[name]
                if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
                    raise ValueError(f"{name}: {value!r}")
                setattr(settings, name, float(value))
        for name, allowed in (("verbosity", VERBOSITIES), ("speech", speech_choices), ("hand_sort", SORTS)):
            if name in data:
                if data[name] not in allowed:
                    raise ValueError(f"{name}: {data[name]!r}")
                setattr(settings, name, data[name])
        if "card_position" in data:
            if not isinstance(data["card_position"], bool):
                raise ValueError(f"card_position: {data['card_position']!r}")
            settings.card_position = data["card_position"]
        if "language" in data:
            if data["language"] is not None and data["language"] not in LANGUAGES:
                raise ValueError(f"language: {data['language']!r}")
            settings.language = cast("str | None", data["language"])
        if "listener_wpm" in data:
            wpm = data["listener_wpm"]
            low, high = LISTENER_WPM_RANGE
            if isinstance(wpm, bool) or not isinstance(wpm, int) or not low <= wpm <= high:
                raise ValueError(f"listener_wpm: {wpm!r}")
            settings.listener_wpm = wpm
        if "setup" in data:
            settings.setup = MatchSetup.from_data(data["setup"])
        return settings
