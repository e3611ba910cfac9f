"""Human-like reaction times for the real-time actions (buzzer, slap, UNO catch, interception, sequences).

Human reaction times are right-skewed; the ex-Gaussian (a normal plus an exponential) fits them well and is the
usual model (Luce, "Response Times", 1986). The figures follow published data:
- simple reaction to a sound: about 160 ms for practised college-age people (Kosinski's review of the
  literature), 213-231 ms in a calibrated study of 1,469 adults aged 18 to 65 (Woods et al., Frontiers in Human
  Neuroscience 9:131, 2015) - that is the buzzer and the slap, a single known key on a single known signal;
- recognition reactions (respond to some stimuli and not others) take about 384 ms against 220 ms for simple
  ones (Laming, 1968): catching a forgotten UNO or spotting a card to intercept means recognising the chance first.

A hard bot reacts like a fast, practised player (buzzer mostly 250-400 ms), a normal one like an average adult,
an easy one like a relaxed player (buzzer mostly 600-900 ms), so a practised human can beat every one of them.
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


# Means: hard 0.29 s, normal 0.43 s, easy 0.72 s for the buzzer; recognition adds 0.15 / 0.3 / 0.5 s on average.
HARD = Reflexes(mu=0.23, sigma=0.025, tau=0.06, recognition=0.15)
NORMAL = Reflexes(mu=0.33, sigma=0.04, tau=0.10, recognition=0.30)
EASY = Reflexes(mu=0.57, sigma=0.07, tau=0.15, recognition=0.50)
