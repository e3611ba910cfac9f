"""Synthesise audio-uno's sound cues into ``sounds/<cue>.wav`` (16-bit, 44100 Hz, mono).

The repository owns the source of every cue: this script. Run it as ``python tools/make_sounds.py`` (from any
directory); ``--report [FOLDER]`` prints the loudness and length of each cue in ``sounds/`` (or FOLDER) instead.
It needs numpy and pyloudnorm (``pip install -e '.[tools]'``), build-time dependencies only: the game just plays
the WAV files. The output is deterministic: each cue's noise comes from ``random.Random(<cue name>)``, whose
``random()`` sequence Python keeps stable across versions.

The cues come in families (FAMILIES): the cards laid, the deck, the effects, calls and verdicts, penalties, the
races, the turn, results, the menus and the metronome. The members of a family share a loudness and a length
limit, and the cards laid share one timbre too, the pitch telling the kind (CARDS_LAID): a new cue is one line in
a family. Each cue is normalised to its family's integrated loudness (EBU R128 / ITU-R BS.1770, in LUFS, measured
by pyloudnorm; a cue shorter than the 400 ms gating block is measured padded with silence to one block, as the
ear integrates loudness over about that long), so no event is far louder than its kind; the peak must stay
below PEAK_CEILING. Design rules: soft raised-cosine attacks and releases (no clicks), sine and triangle timbres,
small chords and arpeggios (mostly in C major), band-passed noise for the card sounds. Stereo placement happens
at play time, so the files are mono.
"""

from __future__ import annotations

import random
import sys
import wave
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Literal

import numpy as np
import pyloudnorm

RATE = 44100
OUT_DIR = Path(__file__).resolve().parents[1] / "sounds"
GATE_BLOCK = 0.4  # seconds: BS.1770's gating block, the shortest signal it measures
PEAK_CEILING = -3.0  # dBFS: headroom for cues that overlap in the mixer

Signal = np.ndarray
CueMaker = Callable[[random.Random], Signal]


@dataclass(frozen=True)
class Family:
    loudness: float  # integrated loudness of every member, LUFS
    longest: float  # seconds no member may last longer than


# Frequent cues quieter (menus, the deck), the calls to act louder (races, your turn); lengths keep each cue shorter
# than the words that follow it, a result's flourish the longest.
FAMILIES = {
    "card": Family(-26.0, 0.4),  # a card laid: the snap and one plucked note, its pitch by kind
    "deck": Family(-27.0, 0.6),  # cards drawn, shuffled, dealt: a swish of card
    "effect": Family(-23.0, 0.8),  # a card's effect landing on the table
    "call": Family(-22.0, 0.5),  # UNO said or caught, a challenge's verdict
    "penalty": Family(-22.0, 0.5),  # a penalty, a refused play
    "race": Family(-21.0, 0.4),  # the buzzer and slap races: their signal, a press, the window closing
    "turn": Family(-22.0, 0.4),  # your turn
    "result": Family(-23.0, 1.2),  # a round or a match won or lost
    "menu": Family(-30.0, 0.2),  # moving, choosing and going back in a list
    "metronome": Family(-26.0, 0.1),  # the listening calibration's tick
}
CUES: dict[str, tuple[CueMaker, str]] = {}  # name -> (maker, family)


def cue(name: str, family: str) -> Callable[[CueMaker], CueMaker]:
    def register(maker: CueMaker) -> CueMaker:
        CUES[name] = (maker, family)
        return maker

    return register


# ---------------------------------------------------------------- building blocks


def hz(note: str) -> float:
    """Equal-tempered frequency of a note name such as "C5", "F#4" or "Bb3" (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[note[0]]
    steps += {"#": 1, "b": -1}.get(note[1], 0)
    octave = int(note.lstrip("ABCDEFG#b"))
    return 440.0 * 2.0 ** ((steps + 12 * (octave - 4)) / 12)


def envelope(n: int, attack: float, release: float, tau: float | None = None) -> Signal:
    """Raised-cosine attack and release (so each part starts and ends at zero), optional exponential decay."""
    env = np.ones(n)
    a = min(int(attack * RATE), n // 2)
    r = min(int(release * RATE), n - a)
    env[:a] = 0.5 - 0.5 * np.cos(np.linspace(0.0, np.pi, a, endpoint=False))
    env[n - r :] *= 0.5 + 0.5 * np.cos(np.linspace(0.0, np.pi, r))
    if tau is not None:
        env *= np.exp(-np.arange(n) / (tau * RATE))
    return env


def tone(
    freq: float,
    dur: float,
    *,
    shape: Literal["sine", "triangle"] = "sine",
    glide_to: float | None = None,
    attack: float = 0.006,
    release: float = 0.03,
    tau: float | None = None,
    tremolo: float = 0.0,
    gain: float = 1.0,
) -> Signal:
    """A sine or triangle note, optionally gliding in pitch (exponentially) or trembling in loudness."""
    n = int(dur * RATE)
    t = np.arange(n) / RATE
    freqs = np.full(n, freq) if glide_to is None else freq * (glide_to / freq) ** (t / dur)
    phase = 2 * np.pi * np.cumsum(freqs) / RATE
    wave_ = np.sin(phase) if shape == "sine" else 2 / np.pi * np.arcsin(np.sin(phase))
    if tremolo:
        wave_ *= 0.65 + 0.35 * np.cos(2 * np.pi * tremolo * t)
    return gain * wave_ * envelope(n, attack, release, tau)


def chime(freq: float, dur: float, tau: float = 0.18, gain: float = 1.0) -> Signal:
    """A soft bell: the fundamental plus a faster-fading octave and twelfth give it a struck, glassy edge."""
    return gain * (
        tone(freq, dur, tau=tau, attack=0.003)
        + tone(2 * freq, dur, tau=tau / 3, attack=0.003, gain=0.3)
        + tone(3 * freq, dur, tau=tau / 6, attack=0.003, gain=0.12)
    )


def noise(
    rng: random.Random,
    dur: float,
    centre: float | tuple[float, float],
    *,
    q: float = 0.8,
    attack: float = 0.003,
    release: float = 0.02,
    tau: float | None = None,
    gain: float = 1.0,
) -> Signal:
    """Band-passed white noise; ``centre`` may be a (start, end) pair to sweep the band (a whoosh)."""
    n = int(dur * RATE)
    white = [2.0 * rng.random() - 1.0 for _ in range(n)]
    start, end = centre if isinstance(centre, tuple) else (centre, centre)
    fc = start * (end / start) ** (np.arange(n) / n)
    coeff = (2 * np.sin(np.pi * fc / RATE)).tolist()
    # Two cascaded Chamberlin state-variable filters: they can sweep per sample, stay stable for these
    # cut-offs (< RATE / 6), and the second stage steepens the skirts so no hiss is left above the band.
    low1 = band1 = low2 = band2 = 0.0
    out = np.empty(n)
    for i, (x, f) in enumerate(zip(white, coeff, strict=True)):
        band1 += f * (x - low1 - band1 / q)
        low1 += f * band1
        band2 += f * (band1 - low2 - band2 / q)
        low2 += f * band2
        out[i] = band2
    return gain * out / (np.max(np.abs(out)) or 1.0) * envelope(n, attack, release, tau)


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Sum signals, each starting at its offset in seconds."""
    n = max(int(at * RATE) + len(sig) for at, sig in parts)
    out = np.zeros(n)
    for at, sig in parts:
        i = int(at * RATE)
        out[i : i + len(sig)] += sig
    return out


def arpeggio(notes: str, step: float, dur: float, start: float = 0.0, **kw: Any) -> list[tuple[float, Signal]]:
    """Parts for :func:`mix`: notes such as "C5 E5 G5" from ``start``, one every ``step`` seconds."""
    return [(start + i * step, tone(hz(n), dur, **kw)) for i, n in enumerate(notes.split())]


def card_snap(rng: random.Random) -> Signal:
    """A card laid on the table: a short bright slide of noise over a soft low thump."""
    slide = noise(rng, 0.075, 2400, q=0.7, attack=0.002, tau=0.022)
    thump = tone(140, 0.07, attack=0.002, release=0.02, tau=0.02, gain=0.45)
    return mix((0.0, slide), (0.004, thump))


def card_flick(rng: random.Random, gain: float = 1.0) -> Signal:
    """A card slid off the deck: a softer, longer, higher swish than the snap."""
    return noise(rng, 0.11, (2200, 4200), q=1.0, attack=0.02, release=0.05, gain=gain)


# ---------------------------------------------------------------- cards laid down: one timbre, pitch by kind


def card_laid(note: str, taps: int, rng: random.Random) -> Signal:
    """The snap of a card on the table and a short plucked note: the number cards lowest, the action cards higher,
    the wild ones highest, the special cards of the other editions low; a draw card taps its count."""
    # Up to five taps 55 ms apart; more (No Mercy's six and ten) closer and shorter, a roll.
    step, ring = (0.055, 0.12) if taps <= 5 else (0.18 / (taps - 1), 0.09)
    pluck = [(0.03 + step * i, chime(hz(note), ring, tau=0.045, gain=0.55)) for i in range(taps)]
    return mix((0.0, card_snap(rng)), *pluck)


CARDS_LAID = {  # name: (note, taps)
    "card_number": ("C5", 1),
    "card_skip": ("E5", 1),
    "card_reverse": ("G5", 1),
    "card_draw_two": ("D5", 2),
    "card_wild": ("A5", 1),
    "card_draw_four": ("D5", 4),
    "card_creeper": ("F4", 1),
    "card_greyskull": ("C4", 1),
    "card_buzzer": ("A4", 1),
    # UNO Flip: a draw card taps its count, Skip Everyone the skip's note thrice, the Wild Draw Colour (which has
    # no count) three high taps, the Flip low as the other editions' specials.
    "card_draw_one": ("D6", 1),
    "card_draw_five": ("A4", 5),
    "card_wild_draw_two": ("A5", 2),
    "card_wild_draw_colour": ("E6", 3),
    "card_skip_everyone": ("E5", 3),
    "card_flip": ("F3", 1),
    # UNO No Mercy: its coloured Draw Four and Skip Everyone sound as the cards above; the wild draw cards tap their
    # count on the wild's note (six and ten faster, a roll), the Reverse Draw Four on the reverse's note, Discard
    # All low like a special, the Colour Roulette two high taps.
    "card_wild_reverse_draw_four": ("G5", 4),
    "card_wild_draw_six": ("A5", 6),
    "card_wild_draw_ten": ("A5", 10),
    "card_discard_all": ("G3", 2),
    "card_wild_colour_roulette": ("G6", 2),
}
for _name, (_note, _taps) in CARDS_LAID.items():
    CUES[_name] = (partial(card_laid, _note, _taps), "card")


# ---------------------------------------------------------------- the deck


@cue("draw", "deck")
def _draw(rng: random.Random) -> Signal:
    return card_flick(rng)


@cue("shuffle", "deck")
def _shuffle(rng: random.Random) -> Signal:
    # A riffle: a quick, slightly irregular run of tiny clicks of noise, then the halves squared up.
    ticks = [
        (0.012 * i + 0.004 * rng.random(), noise(rng, 0.018, 3500, q=1.2, attack=0.002, tau=0.005)) for i in range(32)
    ]
    square = noise(rng, 0.12, (1500, 900), q=0.8, attack=0.01, tau=0.04, gain=0.8)
    # The riffle swells and fades as the two halves interleave.
    return mix(*[(at, s * (0.5 + 0.5 * np.sin(np.pi * at / 0.4))) for at, s in ticks], (0.42, square))


@cue("deal", "deck")
def _deal(rng: random.Random) -> Signal:
    return mix(*[(0.09 * i, card_flick(rng, gain=0.9 - 0.1 * i)) for i in range(4)])


# ---------------------------------------------------------------- effects landing on the table


@cue("skip", "effect")
def _skip(rng: random.Random) -> Signal:
    # A hop over the next player: a quick upward glide and a small landing note.
    return mix((0.0, tone(hz("C5"), 0.12, glide_to=hz("C6"), release=0.04)), (0.13, chime(hz("G5"), 0.15, tau=0.05)))


@cue("reverse", "effect")
def _reverse(rng: random.Random) -> Signal:
    return mix(*arpeggio("C5 E5 G5 E5 C5", 0.06, 0.1, shape="triangle", tau=0.06))


@cue("draw_two", "effect")
def _draw_two(rng: random.Random) -> Signal:
    return mix(
        (0.0, card_flick(rng, gain=0.7)),
        (0.12, card_flick(rng, gain=0.7)),
        *arpeggio("G4 D4", 0.12, 0.14, shape="triangle", tau=0.07),
    )


@cue("draw_four", "effect")
def _draw_four(rng: random.Random) -> Signal:
    return mix(*arpeggio("G4 E4 C4 G3", 0.08, 0.16, shape="triangle", tau=0.08))


@cue("colour_chosen", "effect")
def _colour_chosen(rng: random.Random) -> Signal:
    return sum(chime(hz(n), 0.3, tau=0.12) for n in ("E5", "G5", "C6")) / 3


@cue("stack", "effect")
def _stack(rng: random.Random) -> Signal:
    # Another draw card piled on: two snaps and a rising step.
    return mix(
        (0.0, card_snap(rng)),
        (0.08, card_snap(rng)),
        *arpeggio("E4 A4", 0.07, 0.12, start=0.1, shape="triangle", tau=0.06, gain=0.5),
    )


@cue("sequence", "effect")
def _sequence(rng: random.Random) -> Signal:
    # A run of cards in a row: three snaps climbing a scale.
    return mix(
        *[(0.07 * i, card_snap(rng) * 0.8) for i in range(3)],
        *arpeggio("C6 D6 E6", 0.07, 0.07, start=0.005, tau=0.03, gain=0.35),
    )


@cue("interception", "effect")
def _interception(rng: random.Random) -> Signal:
    # Someone jumps in out of turn: a swift swipe and a bright ping.
    swipe = noise(rng, 0.12, (1200, 5000), q=1.0, attack=0.03, release=0.03, gain=0.6)
    return mix((0.0, swipe), (0.09, chime(hz("E6"), 0.2, tau=0.07)))


@cue("hands_passed", "effect")
def _hands_passed(rng: random.Random) -> Signal:
    # Every hand moves round the table: a whoosh that rises and settles.
    up = noise(rng, 0.24, (500, 2500), q=1.2, attack=0.08, release=0.1)
    down = noise(rng, 0.24, (2500, 700), q=1.2, attack=0.06, release=0.12)
    return mix((0.0, up), (0.18, down))


@cue("swap", "effect")
def _swap(rng: random.Random) -> Signal:
    # Two hands trade places: two glides crossing.
    return (
        tone(hz("G4"), 0.35, glide_to=hz("G5"), release=0.08) * 0.5
        + tone(hz("G5"), 0.35, glide_to=hz("G4"), shape="triangle", release=0.08) * 0.5
    )


@cue("creeper", "effect")
def _creeper(rng: random.Random) -> Signal:
    # The fuse hisses louder, then a soft, low boom (a thud, not a blast).
    hiss = noise(rng, 0.45, (3000, 6000), q=1.5, attack=0.32, release=0.02, gain=0.5)
    boom = noise(rng, 0.3, (400, 120), q=0.7, attack=0.005, tau=0.09) + tone(70, 0.3, attack=0.005, tau=0.09)
    return mix((0.0, hiss), (0.45, boom * 0.7))


@cue("greyskull", "effect")
def _greyskull(rng: random.Random) -> Signal:
    # A power chord swelling up in open fifths, crowned by a high, wavering G.
    chord = sum(tone(hz(n), 0.7, shape="triangle", attack=0.12, release=0.25) for n in ("C3", "G3", "C4")) / 3
    crown = tone(hz("G5"), 0.45, attack=0.08, release=0.25, tremolo=6) * 0.25
    return mix((0.0, chord), (0.25, crown))


# ---------------------------------------------------------------- UNO, challenges, buzzer, slap


@cue("uno_called", "call")
def _uno_called(rng: random.Random) -> Signal:
    # "U-NO!": a short bright sixth tapped twice, the second ringing on.
    def stab(dur: float) -> Signal:
        return (chime(hz("E6"), dur, tau=0.1) + chime(hz("C7"), dur, tau=0.1, gain=0.5)) / 1.5

    return mix((0.0, stab(0.09)), (0.1, stab(0.26)))


@cue("uno_caught", "call")
def _uno_caught(rng: random.Random) -> Signal:
    # "Uh-oh": a falling minor third, twice.
    return mix(*arpeggio("E5 C#5 E5 C#5", 0.09, 0.11, shape="triangle", tau=0.07))


@cue("challenge_won", "call")
def _challenge_won(rng: random.Random) -> Signal:
    # A "ta-da" cadence: a short G major chord resolving to a longer C major one.
    def chord(notes: str, dur: float) -> Signal:
        return sum(tone(hz(n), dur, shape="triangle", attack=0.01, release=0.08) for n in notes.split()) / 3

    return mix((0.0, chord("G4 B4 D5", 0.12)), (0.13, chord("C5 E5 G5", 0.28)))


@cue("challenge_lost", "call")
def _challenge_lost(rng: random.Random) -> Signal:
    # A drooping "wah-wah": two falling glides.
    return mix(
        (0.0, tone(hz("A4"), 0.18, glide_to=hz("F4"), shape="triangle", release=0.05)),
        (0.18, tone(hz("F4"), 0.27, glide_to=hz("D4"), shape="triangle", release=0.15)),
    )


@cue("buzzer", "race")
def _buzzer(rng: random.Random) -> Signal:
    # The buzzer window opens: a trembling major third that calls for attention without rasping.
    return (
        tone(hz("A4"), 0.35, shape="triangle", tremolo=14, release=0.08)
        + tone(hz("C#5"), 0.35, shape="triangle", tremolo=14, release=0.08)
    ) / 2


@cue("buzz_pressed", "race")
def _buzz_pressed(rng: random.Random) -> Signal:
    return tone(hz("A3"), 0.15, shape="triangle", tremolo=40, attack=0.004, release=0.04)


@cue("slap", "race")
def _slap(rng: random.Random) -> Signal:
    # A palm flat on the table: a broad smack with a body that rings a moment, over a low thud.
    smack = noise(rng, 0.25, (2000, 900), q=0.5, attack=0.002, tau=0.09)
    return mix((0.0, smack), (0.0, tone(110, 0.2, attack=0.002, tau=0.08, gain=0.6)))


@cue("penalty", "penalty")
def _penalty(rng: random.Random) -> Signal:
    return mix(*arpeggio("D4 A3", 0.14, 0.22, shape="triangle", tau=0.1))


# ---------------------------------------------------------------- turns and prompts


@cue("your_turn", "turn")
def _your_turn(rng: random.Random) -> Signal:
    return mix((0.0, chime(hz("E5"), 0.22)), (0.11, chime(hz("A5"), 0.26)))


@cue("invalid", "penalty")
def _invalid(rng: random.Random) -> Signal:
    # A gentle "nope": two low, short, identical notes.
    return mix(*arpeggio("A3 A3", 0.1, 0.08, shape="triangle", attack=0.004, release=0.03))


@cue("window_closed", "race")
def _window_closed(rng: random.Random) -> Signal:
    return tone(hz("A5"), 0.2, glide_to=hz("C5"), attack=0.02, release=0.06)


# ---------------------------------------------------------------- round and match ends


@cue("round_won", "result")
def _round_won(rng: random.Random) -> Signal:
    run = arpeggio("C5 E5 G5", 0.09, 0.18, shape="triangle", tau=0.1)
    chord = sum(chime(hz(n), 0.5, tau=0.25) for n in ("C5", "E5", "G5", "C6")) / 3
    return mix(*run, (0.27, chord))


@cue("round_lost", "result")
def _round_lost(rng: random.Random) -> Signal:
    run = arpeggio("A4 F4 D4", 0.12, 0.22, shape="triangle", tau=0.12)
    chord = sum(tone(hz(n), 0.46, shape="triangle", attack=0.02, tau=0.2) for n in ("D3", "F3", "A3")) / 3
    return mix(*run, (0.34, chord))


@cue("match_won", "result")
def _match_won(rng: random.Random) -> Signal:
    fanfare = arpeggio("G4 C5 E5 G5", 0.1, 0.15, shape="triangle", tau=0.1)
    chord = sum(tone(hz(n), 0.7, attack=0.01, release=0.35, tremolo=5.5) for n in ("C5", "E5", "G5", "C6")) / 4
    sparkle = arpeggio("C6 E6 G6 C7", 0.07, 0.25, start=0.45, tau=0.1, gain=0.3)
    return mix(*fanfare, (0.4, chord), *sparkle)


@cue("match_lost", "result")
def _match_lost(rng: random.Random) -> Signal:
    line = arpeggio("E4 D4 C4 B3", 0.15, 0.25, shape="triangle", tau=0.14)
    notes = ("A2", "E3", "A3", "C4")
    chord = sum(tone(hz(n), 0.55, shape="triangle", attack=0.03, release=0.35) for n in notes) / 3
    return mix(*line, (0.55, chord))


# ---------------------------------------------------------------- menus (frequent: quieter, short), the metronome


@cue("menu_move", "menu")
def _menu_move(rng: random.Random) -> Signal:
    return tone(hz("E6"), 0.06, attack=0.004, release=0.03)


@cue("menu_select", "menu")
def _menu_select(rng: random.Random) -> Signal:
    return mix(*arpeggio("C6 G6", 0.06, 0.09, attack=0.004, tau=0.05))


@cue("menu_back", "menu")
def _menu_back(rng: random.Random) -> Signal:
    return mix(*arpeggio("G5 C5", 0.06, 0.09, attack=0.004, tau=0.05))


@cue("tick", "metronome")
def _tick(rng: random.Random) -> Signal:
    # The calibration metronome: a short woodblock-like click whose energy arrives within 1.5 milliseconds, so the
    # moment to tap on is sharp.
    knock = noise(rng, 0.06, 2500, q=1.5, attack=0.0015, tau=0.006)
    return mix((0.0, knock), (0.0, tone(hz("E6"), 0.06, attack=0.0015, release=0.02, tau=0.008, gain=0.7)))


# ---------------------------------------------------------------- UNO Flip: the table turning over, its effects
# (its cards laid are in CARDS_LAID).


@cue("flip_dark", "effect")
def _flip_dark(rng: random.Random) -> Signal:
    # The whole table turns to the dark side: a sweep down into a low minor chord.
    sweep = noise(rng, 0.25, (4000, 600), q=1.0, attack=0.04, release=0.08, gain=0.55)
    chord = sum(tone(hz(n), 0.4, shape="triangle", attack=0.02, tau=0.2) for n in ("A3", "C4", "E4")) / 3
    return mix((0.0, sweep), (0.2, chord))


@cue("flip_light", "effect")
def _flip_light(rng: random.Random) -> Signal:
    # Back to the light side: a sweep up into a bright major chord.
    sweep = noise(rng, 0.25, (600, 4000), q=1.0, attack=0.04, release=0.08, gain=0.55)
    chord = sum(chime(hz(n), 0.4, tau=0.15) for n in ("C5", "E5", "G5")) / 3
    return mix((0.0, sweep), (0.2, chord))


@cue("skip_everyone", "effect")
def _skip_everyone(rng: random.Random) -> Signal:
    # Hops over every other player, and back home.
    hops = [(0.1 * i, tone(hz("C5"), 0.09, glide_to=hz("C6"), release=0.03, gain=0.7)) for i in range(3)]
    return mix(*hops, (0.32, chime(hz("C6"), 0.18, tau=0.06)))


@cue("draw_one", "effect")
def _draw_one(rng: random.Random) -> Signal:
    return mix((0.0, card_flick(rng, gain=0.7)), *arpeggio("G4", 0.12, 0.14, shape="triangle", tau=0.07))


@cue("draw_five", "effect")
def _draw_five(rng: random.Random) -> Signal:
    return mix(*arpeggio("E4 D4 C4 A3 E3", 0.07, 0.14, shape="triangle", tau=0.07))


@cue("draw_colour", "effect")
def _draw_colour(rng: random.Random) -> Signal:
    # Cards keep coming until the colour turns up: a run of flicks, then a low note.
    flicks = [(0.07 * i, card_flick(rng, gain=0.8 - 0.08 * i)) for i in range(6)]
    return mix(*flicks, *arpeggio("E3", 0.0, 0.2, start=0.45, shape="triangle", tau=0.08))


# ---------------------------------------------------------------- UNO No Mercy: the heavier penalties, a hand
# emptied of a colour, the roulette, and a player out at the mercy limit (its cards laid are in CARDS_LAID).


@cue("draw_six", "effect")
def _draw_six(rng: random.Random) -> Signal:
    # Draw Four's falling line, longer and lower, landing on a soft thud: the weight grows with the count.
    thud = tone(90, 0.12, attack=0.004, tau=0.05, gain=0.6)
    return mix(*arpeggio("G4 E4 C4 A3 F3 D3", 0.05, 0.12, shape="triangle", tau=0.06), (0.28, thud))


@cue("draw_ten", "effect")
def _draw_ten(rng: random.Random) -> Signal:
    # Ten falling steps, quicker, down to a low boom: the heaviest penalty of all.
    line = arpeggio("C5 A4 G4 E4 C4 A3 G3 E3 C3 A2", 0.028, 0.1, shape="triangle", tau=0.05)
    boom = noise(rng, 0.18, (300, 90), q=0.7, attack=0.005, tau=0.07) + tone(60, 0.18, attack=0.005, tau=0.07)
    return mix(*line, (0.27, boom * 0.7))


@cue("discard_all", "effect")
def _discard_all(rng: random.Random) -> Signal:
    # A hand emptied of a colour: a quick cascade of cards laid, then a sweep down as the pile settles.
    cascade = [(0.035 * i, card_snap(rng) * (0.9 - 0.08 * i)) for i in range(6)]
    sweep = noise(rng, 0.15, (3000, 700), q=1.0, attack=0.02, release=0.06, gain=0.5)
    return mix(*cascade, (0.2, sweep), (0.2, chime(hz("C5"), 0.15, tau=0.06, gain=0.5)))


@cue("roulette", "effect")
def _roulette(rng: random.Random) -> Signal:
    # The wheel spins: clicks that slow down as it turns, over a tone gliding down, then the ball settles.
    clicks, at, gap = [], 0.0, 0.02
    while at < 0.32:
        clicks.append((at, noise(rng, 0.015, 3200, q=1.5, attack=0.001, tau=0.004, gain=0.8)))
        at, gap = at + gap, gap * 1.15
    spin = tone(hz("E5"), 0.34, glide_to=hz("E4"), attack=0.02, release=0.06, gain=0.25)
    return mix(*clicks, (0.0, spin), (0.33, chime(hz("G5"), 0.12, tau=0.05, gain=0.6)))


@cue("mercy_out", "penalty")
def _mercy_out(rng: random.Random) -> Signal:
    # Out of the round at the mercy limit: a long fall to a low, muffled thud.
    fall = tone(hz("E4"), 0.24, glide_to=hz("E2"), shape="triangle", attack=0.01, release=0.06)
    thud = noise(rng, 0.12, (500, 150), q=0.7, attack=0.004, tau=0.05) + tone(55, 0.12, attack=0.004, tau=0.05)
    return mix((0.0, fall), (0.22, thud * 0.8))


# ---------------------------------------------------------------- output


def loudness(sig: Signal) -> float:
    """Integrated loudness in LUFS (BS.1770); a signal shorter than a gating block is padded with silence to one."""
    padded = np.zeros(max(len(sig), int(GATE_BLOCK * RATE)))
    padded[: len(sig)] = sig
    return float(pyloudnorm.Meter(RATE).integrated_loudness(padded))


def normalised(name: str, sig: Signal, family: Family) -> Signal:
    """The cue at its family's loudness, its last 5 ms faded so no cue ends on a step; a cue too long, or too
    peaky to reach the loudness under the ceiling, stops the build."""
    sig = sig * envelope(len(sig), 0.0, 0.005)
    sig = sig * 10 ** ((family.loudness - loudness(sig)) / 20)
    peak = 20 * np.log10(np.max(np.abs(sig)))
    if peak > PEAK_CEILING or len(sig) / RATE > family.longest:
        raise SystemExit(f"{name}: peak {peak:.1f} dBFS, {len(sig) / RATE:.2f} s; its family allows {family}")
    return sig


def to_pcm(sig: Signal) -> bytes:
    return np.round(sig * 32767).astype("<i2").tobytes()


def read_cue(path: Path) -> Signal:
    with wave.open(str(path)) as wav:
        return np.frombuffer(wav.readframes(wav.getnframes()), "<i2") / 32768


def report(folder: Path) -> None:
    """Each cue's family, loudness, peak and length as the files in `folder` have them, and the spread of loudness
    over all of them."""
    measured = []
    for name, (_, family) in sorted(CUES.items(), key=lambda item: (item[1][1], item[0])):
        sig = read_cue(folder / f"{name}.wav")
        level, peak = loudness(sig), 20 * np.log10(np.max(np.abs(sig)))
        measured.append(level)
        target, seconds = FAMILIES[family].loudness, len(sig) / RATE
        print(f"{family:10} {name:27} {level:6.1f} LUFS (target {target:5.1f})  peak {peak:5.1f} dBFS  {seconds:.3f} s")
    low, high = min(measured), max(measured)
    print(f"{len(measured)} cues: loudness {low:.1f} to {high:.1f} LUFS, spread {high - low:.1f} LU")


def main() -> None:
    if sys.argv[1:2] == ["--report"]:
        report(Path(sys.argv[2]) if len(sys.argv) > 2 else OUT_DIR)
        return
    OUT_DIR.mkdir(exist_ok=True)
    total = 0
    for name, (maker, family) in CUES.items():
        path = OUT_DIR / f"{name}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(to_pcm(normalised(name, maker(random.Random(name)), FAMILIES[family])))
        total += path.stat().st_size
    print(f"wrote {len(CUES)} cues to {OUT_DIR} ({total / 1024:.0f} KiB)")


if __name__ == "__main__":
    main()
