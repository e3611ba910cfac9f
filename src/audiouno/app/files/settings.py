"""The player's settings: cue and race volumes, muting when the window is left, stereo width, the bots' pace,
speech, braille and how much is said, the hand's order, the game's language, how the window looks (theme, text
scale, full screen), and the last match set up. They are kept in the config folder and read back at the next start."""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from ...i18n import LANGUAGES
from .hearing import DEFAULT_BRAILLE_WPM, DEFAULT_LISTENER_WPM
from .match_setup import MatchSetup
from .schema import RULE, Number, OneOf, flag, number, one_of, read_fields, unknown_fields, whole
from .verbosity import CUSTOM, KINDS, PROFILES, next_profile, profile_of, read_levels

VOLUME_STEP = 0.1
WIDTH_STEP = 0.25
# Seconds a bot waits before an ordinary turn decision, so speech keeps up; F4/F5 step through these.
PACES = (0.3, 0.5, 0.8, 1.2, 1.6, 2.0, 2.5, 3.0, 4.0)
DEFAULT_PACE = 1.2
MAX_PACE = 10.0  # the file may ask for any pace from 0 (no wait at all) to this
VERBOSITIES = (*PROFILES, CUSTOM)  # the profiles; a file from before profiles holds "full" or "brief"
SORTS = ("off", "colour", "number")
ROUND_HANDS = ("off", "hands", "reasons")
# Still 1 with `language` added: a reader of format 1 takes what is missing (an older file has no language) as
# its default, and an older program ignores the name it does not know.
FORMAT = 1
# Words a minute the player's screen reader speaks, as the options step it (the default is in hearing.py).
LISTENER_WPM_RANGE = (100, 900)
LISTENER_WPM_STEP = 20


def listener_rate(words_per_minute: float) -> int:
    """A measured rate as the setting keeps it: to the nearest 10, within LISTENER_WPM_RANGE."""
    low, high = LISTENER_WPM_RANGE
    return int(min(high, max(low, round(words_per_minute, -1))))


# What a screen reader gets: speech and the brief form of each line on its braille display, speech alone, or the
# display alone (a deafblind player; then the game waits for each line at the braille reading rate).
SCREEN_READER_OUTPUTS = ("speech_and_braille", "speech", "braille")
# Words a minute the player reads braille, as the options step it (the default is in hearing.py).
BRAILLE_WPM_RANGE = (20, 400)
BRAILLE_WPM_STEP = 10
MAX_OUTPUT_DELAY = 0.25  # seconds: the most a calibration accepts as plausible (practice/calibration.py)
KIND = "settings"
# The view's themes (output/look.py draws them): the first is black and white with a yellow focus, as the window
# has always been, so a file from before themes keeps its look.
THEMES = ("dark", "light", "colour_blind")
# Text sizes, 1 being the size the window has always had; 3 is very large. The file may hold any size between.
TEXT_SCALES = (1.0, 1.25, 1.5, 2.0, 2.5, 3.0)


@dataclass
class Settings:
    """Each field with its rule (`schema`): a value the file gets wrong is replaced by its default alone."""

    cue_volume: float = number(0.8, 0.0, 1.0)
    bot_pace: float = number(DEFAULT_PACE, 0.0, MAX_PACE)
    verbosity: str = one_of("full", *VERBOSITIES)  # the verbosity profile (files/verbosity.py)
    detail: dict[str, str] = field(default_factory=lambda: dict(PROFILES["full"]))  # the custom profile's levels
    card_position: bool = flag(False)  # the hand's arrows also say "3 of 7"
    speech: str = field(default="auto", metadata={RULE: OneOf()})  # the backend asked for at start-up (--speech wins)
    stereo_width: float = number(1.0, 0.0, 1.0)  # 0: every cue in the centre; 1: each from its player's seat
    hand_sort: str = one_of("colour", *SORTS)
    # Chosen in the lobby or the options; None: the system's (`--lang` wins over both).
    language: str | None = one_of(None, None, *LANGUAGES)
    setup: MatchSetup = field(default_factory=MatchSetup)
    output_delay: float = number(0.0, 0.0, MAX_OUTPUT_DELAY)  # seconds from a cue's start to its being heard
    listener_wpm: int = whole(DEFAULT_LISTENER_WPM, *LISTENER_WPM_RANGE)  # words a minute the player's speech says
    theme: str = one_of(THEMES[0], *THEMES)
    text_scale: float = number(TEXT_SCALES[0], TEXT_SCALES[0], TEXT_SCALES[-1])
    full_screen: bool = flag(False)
    screen_reader_output: str = one_of("speech_and_braille", *SCREEN_READER_OUTPUTS)
    braille_wpm: int = whole(DEFAULT_BRAILLE_WPM, *BRAILLE_WPM_RANGE)  # words a minute the player reads braille
    race_volume: float = number(0.8, 0.0, 1.0)  # the buzzer's and slap's sounds (sound.RACE_CUES)
    mute_unfocused: bool = flag(False)  # no cue while another window is in front
    # Under a turn timer: one warning spoken when 10 seconds are left on the player's turn. Off: the timer is
    # silent, and a key says the time left.
    timer_warning: bool = flag(False)
    # Every hand shown in a list at each round's end ("hands"), with the bots' reasons for their last three plays
    # ("reasons"), or not ("off": a quicker game; the round_hands key shows them, and turns this on).
    round_hands: str = one_of("off", *ROUND_HANDS)
    hints: bool = flag(True)  # the hint key says what the hard bot would do; off, it only says that hints are off
    expert_hints: bool = flag(False)  # the hint asks the expert bot, whose search takes a moment
    # The tutorial asked how fast the player's screen reader speaks (measured or left): asked once, at its start.
    speech_rate_asked: bool = flag(False)
    # What another version wrote that this one does not know, written back as it was (schema.unknown_fields).
    unknown: dict[str, object] = field(default_factory=dict, repr=False, compare=False)

    def change_volume(self, steps: int) -> float:
        return self._step("cue_volume", steps, VOLUME_STEP)

    def change_race_volume(self, steps: int) -> float:
        return self._step("race_volume", steps, VOLUME_STEP)

    def change_width(self, steps: int) -> float:
        return self._step("stereo_width", steps, WIDTH_STEP)

    def change_pace(self, steps: int) -> float:
        """Slower (positive steps) or faster (negative) along PACES."""
        return self._along("bot_pace", PACES, steps)

    def change_listener_wpm(self, steps: int) -> int:
        return int(self._step("listener_wpm", steps, LISTENER_WPM_STEP))

    def change_text_scale(self, steps: int) -> float:
        """Larger (positive steps) or smaller along TEXT_SCALES; it stays at either end."""
        return self._along("text_scale", TEXT_SCALES, steps)

    def change_braille_wpm(self, steps: int) -> int:
        return int(self._step("braille_wpm", steps, BRAILLE_WPM_STEP))

    def _step(self, name: str, steps: int, step: float) -> float:
        """Setting `name` moved by `steps` of `step`, within the range its field declares."""
        rule = _RULES[name]
        assert isinstance(rule, Number)
        moved = min(rule.high, max(rule.low, getattr(self, name) + steps * step))
        value = moved if rule.whole else round(moved, 2)
        setattr(self, name, value)
        return value

    def _along(self, name: str, stops: tuple[float, ...], steps: int) -> float:
        """Setting `name` moved `steps` stops along `stops`, from the stop nearest its value; it stays at either end."""
        current = getattr(self, name)
        nearest = min(range(len(stops)), key=lambda index: abs(stops[index] - current))
        value = stops[min(len(stops) - 1, max(0, nearest + steps))]
        setattr(self, name, value)
        return value

    def levels(self) -> dict[str, str]:
        """Each kind of message's level in the profile in use."""
        return dict(self.detail if self.verbosity == CUSTOM else PROFILES[self.verbosity])

    def set_level(self, kind: str, level: str) -> None:
        """One kind's level changed: the profile in use, with that change, becomes the custom one (or the preset
        it now equals). The custom levels kept before are replaced."""
        if level not in KINDS[kind]:
            raise ValueError(f"{kind} cannot be {level}")
        self.detail = {**self.levels(), kind: level}
        self.verbosity = profile_of(self.detail)

    def cycle_profile(self) -> str:
        """The next preset profile (full, brief, essentials); the custom levels stay kept for the options."""
        self.verbosity = next_profile(self.verbosity)
        return self.verbosity

    def to_data(self) -> dict[str, object]:
        return {
            **self.unknown,
            "cue_volume": self.cue_volume,
            "bot_pace": self.bot_pace,
            "verbosity": self.verbosity,
            "detail": dict(self.detail),
            "card_position": self.card_position,
            "speech": self.speech,
            "stereo_width": self.stereo_width,
            "hand_sort": self.hand_sort,
            "language": self.language,
            "setup": self.setup.to_data(),
            "output_delay": self.output_delay,
            "listener_wpm": self.listener_wpm,
            "theme": self.theme,
            "text_scale": self.text_scale,
            "full_screen": self.full_screen,
            "screen_reader_output": self.screen_reader_output,
            "braille_wpm": self.braille_wpm,
            "race_volume": self.race_volume,
            "mute_unfocused": self.mute_unfocused,
            "timer_warning": self.timer_warning,
            "hints": self.hints,
            "round_hands": self.round_hands,
            "expert_hints": self.expert_hints,
            "speech_rate_asked": self.speech_rate_asked,
        }

    @classmethod
    def from_data(
        cls, data: dict[str, object], speech_choices: tuple[str, ...], rejected: list[str] | None = None
    ) -> Settings:
        """Settings written by `to_data`. A value left out keeps its default, and so does a wrong one, whose name
        goes into `rejected`: one bad value costs only itself. The setup holds only what the lobby sets: a bot
        in the player's seat is `play --watch`'s alone, never the settings'."""
        rejected = [] if rejected is None else rejected
        settings = cls(**read_fields(cls, data, rejected, {"speech": speech_choices}))  # type: ignore[arg-type]
        if "detail" in data:
            settings.detail = read_levels(data["detail"], rejected)
        if "setup" in data:
            settings.setup = MatchSetup.from_data(data["setup"], rejected)
        if settings.setup.stand_in is not None:
            rejected.append("setup.stand_in")
            settings.setup.stand_in = None
        settings.unknown = unknown_fields(data, settings.to_data())
        return settings


_RULES = {spec.name: spec.metadata.get(RULE) for spec in fields(Settings)}  # each setting's declared rule
