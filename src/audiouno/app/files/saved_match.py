"""The match in progress, written down after every change and read back exactly.

The engine is deterministic given its seed and the calls made on it with their times, so the save holds the
setup, the seed and the log of those calls (a deal, a player's action, time passing that closed a window),
rather than the engine's insides: restoring replays the log on a new game. Beside the log it holds what lives
outside the engine: each bot's random state (its future choices), the presses bots already have on the way,
the game time when it was saved (so an open window keeps its remaining time) and the hand's order. A digest of
the replayed state guards the whole: a log that no longer replays to the same game is refused as damaged.

Actions are written in the engine's notation (`engine.notation`: "play r5.1", "colour red", "swap 2"): stable
text, no pickle; the digest is the engine's fingerprint of the state.
"""

from __future__ import annotations

import math
import random
import re
import secrets
from dataclasses import dataclass, field

from ...engine import MOST_PLAYERS
from ...engine.notation import Entry
from .match_setup import MatchSetup
from .schema import Number
from .settings import SORTS

FORMAT = 1
KIND = "match"


def new_match_id() -> str:
    return secrets.token_hex(16)


@dataclass
class SavedMatch:
    """A save is all or nothing: its values replay the match exactly or not at all, so any value that breaks its
    rule makes the whole save unusable (`ValueError`), unlike the settings, where one bad value costs itself."""

    setup: MatchSetup
    seed: int
    log: list[Entry] = field(default_factory=list)
    bot_states: dict[int, object] = field(default_factory=dict)  # seat -> random.getstate(), as JSON lists
    presses: list[tuple[int, str, float]] = field(default_factory=list)  # (seat, action, due game time)
    saved_at: float = 0.0  # game time
    hand_sort: str = "off"
    digest: str = ""
    # Names this match among all the player's matches: the statistics note which match and how much of its log
    # they have counted (see `statistics.Counted`), so that an event is counted once whatever the moment of a kill.
    match_id: str = field(default_factory=new_match_id)
    hints_used: int = 0  # this match's hints, said when it ends (a save older than the hint key has none)

    def to_data(self) -> dict[str, object]:
        return {
            "setup": self.setup.to_data(),
            "seed": self.seed,
            "match_id": self.match_id,
            "log": self.log,
            "bot_states": {str(seat): state for seat, state in self.bot_states.items()},
            "presses": [list(press) for press in self.presses],
            "saved_at": self.saved_at,
            "hand_sort": self.hand_sort,
            "digest": self.digest,
            "hints_used": self.hints_used,
        }

    @classmethod
    def from_data(cls, data: dict[str, object]) -> SavedMatch:
        """Every value checked for its type and range; whether the log replays is checked by the table that
        replays it. `ValueError` for anything else."""
        seed, log, match_id = data.get("seed"), data.get("log"), data.get("match_id")
        if not isinstance(seed, int) or isinstance(seed, bool) or abs(seed) >= 2**128:
            raise ValueError(f"seed: {seed!r}")
        if match_id is not None and not (isinstance(match_id, str) and _MATCH_ID.fullmatch(match_id)):
            raise ValueError("match_id")
        if not isinstance(log, list) or len(log) > MAX_ENTRIES or not all(_is_entry(entry) for entry in log):
            raise ValueError("the log is a list of entries")
        states, presses = data.get("bot_states"), data.get("presses")
        if not isinstance(states, dict) or not all(
            isinstance(seat, str) and seat.isdigit() and len(seat) <= 2 and _is_rng_state(state)
            for seat, state in states.items()
        ):
            raise ValueError("bot_states")
        if not isinstance(presses, list) or len(presses) > MAX_ENTRIES or not all(map(_is_press, presses)):
            raise ValueError("presses")
        hand_sort, check = data.get("hand_sort", "off"), data.get("digest")
        if hand_sort not in SORTS or not isinstance(check, str) or not _DIGEST.fullmatch(check):
            raise ValueError("hand_sort, digest")
        return cls(
            MatchSetup.from_data(data.get("setup")),
            seed,
            log,
            {int(seat): state for seat, state in states.items()},
            [(int(seat), str(action), float(due)) for seat, action, due in presses],
            TIME.check(data.get("saved_at")),
            str(hand_sort),
            check,
            match_id or "",  # a save older than match ids
            int(HINTS.check(data.get("hints_used", 0))),
        )


TIME = Number(0.0, 1e9)  # game seconds: a match of thirty years is not one
HINTS = Number(0, 1e9, whole=True)
MAX_ENTRIES = 1_000_000  # a long match logs a few thousand calls
_MATCH_ID = re.compile(r"[0-9a-f]{32}")
_DIGEST = re.compile(r"([0-9a-f]{64})?")  # empty: never saved, and never replays
_ACTION_LENGTH = 40  # "play w+4.3" and the like


def _is_time(value: object) -> bool:
    try:
        TIME.check(value)
    except ValueError:
        return False
    return True


def _is_seat(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < MOST_PLAYERS


def _is_action(value: object) -> bool:
    return isinstance(value, str) and len(value) <= _ACTION_LENGTH


def _is_entry(entry: object) -> bool:
    if not isinstance(entry, list) or not entry:
        return False
    kind, *rest = entry
    if kind in ("deal", "advance"):
        return len(rest) == 1 and _is_time(rest[0])
    return kind == "act" and len(rest) == 3 and _is_seat(rest[0]) and _is_action(rest[1]) and _is_time(rest[2])


def _is_press(press: object) -> bool:
    return (
        isinstance(press, list)
        and len(press) == 3
        and _is_seat(press[0])
        and _is_action(press[1])
        and _is_time(press[2])
    )


_MT_WORDS = 625  # the Mersenne Twister's 624 words and its position


def _is_rng_state(state: object) -> bool:
    """Whether `state` is what `rng_state` writes: version 3, 624 words of 32 bits and a position in them, and a
    cached Gaussian that is a finite number or None. A string among them would be taken by `setstate` and
    crash the bot's next choice mid-game, at every continuation."""
    if not isinstance(state, list) or len(state) != 3:
        return False
    version, words, gauss = state
    if version != 3 or isinstance(version, bool) or not isinstance(words, list) or len(words) != _MT_WORDS:
        return False
    if not all(isinstance(word, int) and not isinstance(word, bool) and 0 <= word < 2**32 for word in words):
        return False
    if not 0 <= words[-1] <= _MT_WORDS - 1:
        return False
    return gauss is None or (isinstance(gauss, float) and math.isfinite(gauss))


def rng_state(rng: random.Random) -> object:
    """`random.getstate()` as JSON lists: (version, 625 numbers, a cached Gaussian or None)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def set_rng_state(rng: random.Random, state: object) -> None:
    """Put back a state written by `rng_state`; `ValueError` if it is not one."""
    if not _is_rng_state(state):
        raise ValueError("not a random state")
    assert isinstance(state, list)
    rng.setstate((state[0], tuple(state[1]), state[2]))
