"""Human-like reaction times for the real-time actions (buzzer, slap, UNO catch, interception, sequences).

Human reaction times are right-skewed; the ex-Gaussian (a normal plus an exponential) fits them well and is the
usual model (Luce, "Response Times", 1986). The figures follow published data:
- simple reaction to a sound: about 160 ms for practised college-age people (Kosinski's review of the
  literature), 213-231 ms in a calibrated study of 1,469 adults aged 18 to 65 (Woods et al., Frontiers in Human
  Neuroscience 9:131, 2015) - that is the buzzer and the slap, a single known key on a single known signal;
- recognition reactions (respond to some stimuli and not others) take about 384 ms against 220 ms for simple
  ones (Laming, 1968): catching a forgotten UNO or spotting a card to intercept means recognising the chance first.

Until a player's own reaction times are known, the strengths are these, tuned against a practised listener
(benchmarks/reflex_fairness.py): a hard bot presses the buzzer in 190-300 ms, a normal one in 210-370 ms, an easy one
in 270-520 ms (10th to 90th percentiles); recognising a chance adds about 0.3 s to each, so that it counts, as the
listener's does, from the end of the words that named it.

Once the player's times are known (`fitted`: at least MIN_TIMES of them, from their practice drills and the races
they pressed in at the table), the bots race as that player does: a normal bot's press takes one of the player's
own recent times, so that in a race of N the player is last about one time in N, whatever their reflexes; an easy
bot takes 30% longer, a hard one 20% less (STRENGTH_SCALES). A listener of 400 ms is not beaten by bots tuned for
one of 250 ms.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol


class ReactionModel(Protocol):
    """How fast a bot reacts: to a signal it waits for, and to a chance it must first notice."""

    def simple(self, rng: random.Random) -> float: ...

    def recognition_time(self, rng: random.Random) -> float: ...


@dataclass(frozen=True)
class Reflexes:
    """Ex-Gaussian reaction times in seconds: `mu` and `sigma` of the normal part, `tau` of the exponential."""

    mu: float
    sigma: float
    tau: float
    recognition: float  # extra time to notice a chance that is not announced by a signal of its own
    floor: float = 0.12  # nobody reacts faster than this; anticipation is not reaction

    def simple(self, rng: random.Random) -> float:
        """Reaction to a signal the player waits for: the buzzer, a 9 to slap."""
        return max(self.floor, rng.gauss(self.mu, self.sigma) + rng.expovariate(1 / self.tau))

    def recognition_time(self, rng: random.Random) -> float:
        """Reaction to a chance the player must first notice: a forgotten UNO, a card to intercept."""
        return self.simple(rng) + self.recognition * (0.75 + 0.5 * rng.random())


# Means: hard 0.24 s, normal 0.285 s, easy 0.38 s for the buzzer; recognition adds 0.30 / 0.31 / 0.32 s on average.
HARD = Reflexes(mu=0.20, sigma=0.02, tau=0.04, recognition=0.30)
NORMAL = Reflexes(mu=0.225, sigma=0.03, tau=0.06, recognition=0.31)
EASY = Reflexes(mu=0.28, sigma=0.04, tau=0.10, recognition=0.32)
DEFAULTS: dict[str, Reflexes] = {"easy": EASY, "normal": NORMAL, "hard": HARD}

# The player's own times are used from this many on, the most recent RECENT_TIMES of them: a handful of races is
# enough to tell a 250 ms listener from a 400 ms one, and the recent ones say how the player reacts now.
MIN_TIMES = 8
RECENT_TIMES = 40
# Each strength's times against the player's own: the stated margin of an easy and a hard bot.
STRENGTH_SCALES = {"easy": 1.3, "normal": 1.0, "hard": 0.8}
# A strength that races with another's reflexes: the expert searches its turns, and reacts as the hard bot does.
SAME_REFLEXES = {"expert": "hard"}
SPREAD = 0.05  # each press varies by about 5% around the time it takes, so that no two presses tie


@dataclass(frozen=True)
class Measured:
    """Reaction times that follow one player's: each press is one of `times` (seconds, the player's own, drawn at
    random), times `scale`, varied by SPREAD."""

    times: tuple[float, ...]
    scale: float
    recognition: float
    floor: float = 0.12

    def simple(self, rng: random.Random) -> float:
        time = rng.choice(self.times) * self.scale * math.exp(rng.gauss(0.0, SPREAD))
        return max(self.floor, time)

    def recognition_time(self, rng: random.Random) -> float:
        return self.simple(rng) + self.recognition * (0.75 + 0.5 * rng.random())


def fitted(strength: str, times: Sequence[float]) -> ReactionModel:
    """A bot of `strength` racing a player whose reaction times (seconds, oldest first) are `times`: the default
    reflexes until MIN_TIMES are known, then the player's own recent times, scaled for the strength."""
    strength = SAME_REFLEXES.get(strength, strength)
    default = DEFAULTS[strength]
    if len(times) < MIN_TIMES:
        return default
    recent = tuple(times[-RECENT_TIMES:])
    return Measured(recent, STRENGTH_SCALES[strength], default.recognition, default.floor)
