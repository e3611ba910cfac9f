"""The player's settings during a session: cue volume, the bots' pace, how much is said, and the sound's measured
delay."""

from __future__ import annotations

from dataclasses import dataclass

VOLUME_STEP = 0.1
# Seconds a bot waits before an ordinary turn decision, so speech keeps up; F4/F5 step through these.
PACES = (0.3, 0.5, 0.8, 1.2, 1.6, 2.0, 2.5, 3.0, 4.0)
DEFAULT_PACE = 1.2


@dataclass
class Settings:
    cue_volume: float = 0.8
    bot_pace: float = DEFAULT_PACE
    verbosity: str = "full"
    card_position: bool = False  # the hand's arrows also say "3 of 7"
    output_delay: float = 0.0  # seconds from starting a cue to the player hearing it, found by calibration

    def change_volume(self, steps: int) -> float:
        self.cue_volume = round(min(1.0, max(0.0, self.cue_volume + steps * VOLUME_STEP)), 2)
        return self.cue_volume

    def change_pace(self, steps: int) -> float:
        """Slower (positive steps) or faster (negative) along PACES, from the nearest stop to the current pace."""
        nearest = min(range(len(PACES)), key=lambda index: abs(PACES[index] - self.bot_pace))
        self.bot_pace = PACES[min(len(PACES) - 1, max(0, nearest + steps))]
        return self.bot_pace
