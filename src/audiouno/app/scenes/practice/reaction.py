"""One answer of the player in a drill: what kind it was and, for a timed one, how long it took."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Outcome(Enum):
    HIT = "hit"  # the right cue answered in time: timed
    FALSE_START = "false_start"  # a press before the cue or too soon after it to be a reaction: not timed
    ERROR = "error"  # a press on a cue that must not be answered (a distractor, a card that is not a 9)
    MISS = "miss"  # the right cue left unanswered


@dataclass(frozen=True)
class Reaction:
    outcome: Outcome
    ms: float | None  # reaction time for a hit, from the cue reaching the player to the key being read
    stimulus: str  # what was heard: a cue name, or a card such as "r9"
