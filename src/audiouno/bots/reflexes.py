"""Human-like reaction times for the real-time actions (buzzer, slap, UNO catch, interception, sequences).

Human reaction times are right-skewed; the ex-Gaussian (a normal plus an exponential) fits them well and is the
usual model (Luce, "Response Times", 1986). The figures follow published data:
- simple reaction to a sound: about 160 ms for practised college-age people (Kosinski's review of the
  literature), 213-231 ms in a calibrated study of 1,469 adults aged 18 to 65 (Woods et al., Frontiers in Human
  Neuroscience 9:131, 2015) - that is the buzzer and the slap, a single known key on a single known signal;
- recognition reactions (respond to some stimuli and not others) take about 384 ms against 220 ms for simple
  ones (Laming, 1968): catching a forgotten UNO or spotting a card to intercept means recognising the chance first.

The strengths are tuned against a practised listener, who hears the game through the speakers
(benchmarks/reflex_fairness.py): in buzzer and slap races and in jump-ins, that listener wins about 80% of races
against an easy bot, about half against a normal one and about a quarter against a hard one. A hard bot presses the
buzzer in 190-300 ms, a normal one in 210-370 ms, an easy one in 270-520 ms (10th to 90th percentiles); recognising
a chance adds about 0.3 s to each, so that it counts, as the listener's does, from the end of the words that named it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass


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
