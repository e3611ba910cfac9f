"""Sound cues on ``pygame.mixer``, each placed in the stereo field by the seat that caused it.

Nothing happens on import: the mixer starts in :meth:`CuePlayer.open`. A machine with no sound device, or
a missing or broken WAV file, never raises: the player (or that one cue) goes quiet and says why, so the game
can tell the player "no sound device, speech only" and carry on.
"""

from __future__ import annotations

import io
import logging
import math
import sys
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    if sys.version_info >= (3, 11):
        from importlib.resources.abc import Traversable
    else:
        from importlib.abc import Traversable

# One WAV file per cue, ``<name>.wav``, made by tools/make_sounds.py. card_* is that kind of card being laid
# down; skip, reverse, draw_two ... are its effect landing on the table.
CUES: tuple[str, ...] = (
    "card_number", "card_skip", "card_reverse", "card_draw_two", "card_wild", "card_draw_four",
    "card_creeper", "card_greyskull", "card_buzzer",
    # UNO Flip's cards
    "card_draw_one", "card_draw_five", "card_wild_draw_two", "card_wild_draw_colour", "card_skip_everyone",
    "card_flip",
    # UNO No Mercy's cards (its Draw Four and Skip Everyone sound as the ones above)
    "card_wild_reverse_draw_four", "card_wild_draw_six", "card_wild_draw_ten", "card_discard_all",
    "card_wild_colour_roulette",
    "draw", "shuffle", "deal",
    "skip", "reverse", "draw_two", "draw_four", "colour_chosen",
    "uno_called", "uno_caught", "challenge_won", "challenge_lost",
    "buzzer", "buzz_pressed", "slap", "hands_passed", "swap", "creeper", "greyskull",
    "flip_dark", "flip_light", "skip_everyone", "draw_one", "draw_five", "draw_colour",  # UNO Flip's effects
    "draw_six", "draw_ten", "discard_all", "roulette", "mercy_out",  # UNO No Mercy's
    "your_turn", "invalid", "stack", "interception", "sequence", "penalty",
    "round_won", "round_lost", "match_won", "match_lost",
    "menu_move", "menu_select", "menu_back", "window_closed",
    "tick",  # the calibration metronome
)  # fmt: skip

# The races' sounds (tools/make_sounds.py's race family): the buzzer's and the slap's signal, a press, the window
# closing. They play at a volume of their own, so a player can make the call to act stand out from the table.
RACE_CUES = frozenset({"buzzer", "buzz_pressed", "slap", "window_closed"})

# Frames per mixer buffer: 512 at 44.1 kHz is 11.6 ms, half the old 1,024, so a race cue is heard sooner.
# benchmarks/cue_buffer.py shows the mixed output sample for sample the same from 128 to 1,024 frames, but the
# disk driver has no deadline to miss, so it cannot show a real card's underruns; 512 is pygame's own default,
# which plays cleanly on common hardware, where 256 and below crackle on a busy machine.
MIXER_BUFFER = 512
MIXER_RATE = 44100
# SDL's audio drivers that reach no ear: the mixer runs, and what it plays is thrown away.
UNHEARD_DRIVERS = frozenset({"dummy"})

_log = logging.getLogger(__name__)


def default_sounds_dir() -> Traversable:
    """The cues installed as ``audiouno.sounds`` (from the top-level ``sounds/``), else that folder itself when
    the package runs from a source tree that was not installed."""
    try:
        return resources.files("audiouno.sounds")
    except ModuleNotFoundError:
        return Path(__file__).resolve().parents[4] / "sounds"


def seat_pan(seat: int, players: int, human_seat: int = 0) -> float:
    """Stereo position (-1.0 left .. +1.0 right) of a seat, as the human hears the table.

    The human sits in the centre (0.0). The opponents are laid out left to right in the order of play after
    the human: the first to play after you is far left (-1.0), the last (who plays just before you) is far
    right (+1.0). The left half of them spreads evenly over [-1, 0) and the right half over (0, 1], so nobody
    shares the centre with you; with an odd number the spare one goes to the right:

    - 2 players: the lone opponent at +0.5 (clearly apart from you without being in one ear only)
    - 3 players: -1.0, +1.0
    - 4 players: -1.0, +0.5, +1.0
    - 5 players: -1.0, -0.5, +0.5, +1.0
    """
    if players < 2 or not (0 <= seat < players and 0 <= human_seat < players):
        raise ValueError(f"seat {seat} / human seat {human_seat} out of range for {players} players")
    order = (seat - human_seat) % players  # 1 = plays right after the human
    if order == 0:
        return 0.0
    opponents = players - 1
    if opponents == 1:
        return 0.5
    left = opponents // 2
    if order <= left:
        return -(left - order + 1) / left
    return (order - left) / (opponents - left)


def pan_gains(pan: float) -> tuple[float, float]:
    """Left and right gains for ``pan`` by the equal-power law, so a cue is as loud wherever it sits."""
    angle = (max(-1.0, min(1.0, pan)) + 1.0) * math.pi / 4
    return math.cos(angle), math.sin(angle)


class CuePlayer:
    """Plays the named cues from a folder of WAV files, panned and scaled by a master volume.

    After :meth:`open`, ``available`` says whether sound works; if not, ``failure_reason`` says why and
    :meth:`play` does nothing. ``problems`` maps each cue that could not be loaded to the reason; those cues
    are silent and the others play.
    """

    def __init__(self, sounds_dir: Traversable, volume: float = 1.0) -> None:
        self._dir = sounds_dir
        self._volume = _clamp(volume)
        self._race_volume = self._volume
        self._focused = True  # the game's window has the keyboard
        self._mute_unfocused = False  # the player's setting: no cue while another window is in front
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._unknown: set[str] = set()
        self.available = False
        self.reaches_ear = False  # the mixer plays on a device someone hears (not SDL's dummy driver)
        self.failure_reason = "not opened"
        self.problems: dict[str, str] = {}

    def open(self) -> None:
        """Start the mixer and load every cue; on failure the player stays quiet (see ``available``)."""
        try:
            pygame.mixer.pre_init(MIXER_RATE, -16, 2, MIXER_BUFFER)
            pygame.mixer.init()
        except pygame.error as exc:
            self.failure_reason = str(exc) or "the sound mixer could not start"
            _log.warning("No sound device, cues disabled: %s", self.failure_reason)
            return
        self.available = True
        self.failure_reason = ""
        self.reaches_ear = pygame.mixer.get_driver() not in UNHEARD_DRIVERS
        for cue in CUES:
            self._load(cue)

    def _load(self, cue: str) -> None:
        try:
            # Read the bytes here so any Traversable works, not only a file on disk (a zipped package, say).
            data = (self._dir / f"{cue}.wav").read_bytes()
            self._sounds[cue] = pygame.mixer.Sound(file=io.BytesIO(data))
        except (OSError, pygame.error) as exc:
            self.problems[cue] = str(exc) or type(exc).__name__
            _log.warning("Sound cue %r is silent: %s", cue, self.problems[cue])

    def play(self, cue: str, pan: float = 0.0) -> None:
        """Play ``cue`` at ``pan`` (-1.0 left .. +1.0 right); a cue unknown or not loaded is silent."""
        sound = self._sounds.get(cue)
        if self.muted:
            return
        if sound is None:
            if cue not in CUES and cue not in self._unknown:
                self._unknown.add(cue)
                _log.warning("Unknown sound cue %r", cue)
            return
        # With every channel busy, cut off the oldest cue rather than drop the newest news.
        channel = pygame.mixer.find_channel(True)
        # Stop it first: starting a sound on a busy channel would clear the panning set here. Setting the pan
        # before play() (not after) means no slice of the cue is ever mixed in the centre.
        channel.stop()
        left, right = pan_gains(pan)
        volume = self._race_volume if cue in RACE_CUES else self._volume
        channel.set_volume(left * volume, right * volume)
        channel.play(sound)

    @property
    def volume(self) -> float:
        return self._volume

    def set_volume(self, volume: float) -> None:
        """Master volume 0.0-1.0 for the cues played from now on."""
        self._volume = _clamp(volume)

    @property
    def race_volume(self) -> float:
        return self._race_volume

    def set_race_volume(self, volume: float) -> None:
        """Volume 0.0-1.0 of the race cues (RACE_CUES) played from now on."""
        self._race_volume = _clamp(volume)

    @property
    def muted(self) -> bool:
        return self._mute_unfocused and not self._focused

    def set_mute_unfocused(self, mute: bool) -> None:
        """The player's choice: silence while the window is not in front."""
        self._mute_unfocused = mute
        self._silence_if_muted()

    def set_focused(self, focused: bool) -> None:
        """The window gained or lost the keyboard."""
        self._focused = focused
        self._silence_if_muted()

    def _silence_if_muted(self) -> None:
        if self.muted and self.available:
            pygame.mixer.stop()  # what was playing stops too; cues asked for while muted are dropped, not kept

    def close(self) -> None:
        if self.available:
            self._sounds.clear()
            pygame.mixer.quit()
            self.available = self.reaches_ear = False
            self.failure_reason = "closed"


def _clamp(volume: float) -> float:
    return max(0.0, min(1.0, volume))
