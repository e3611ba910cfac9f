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

import random
from dataclasses import dataclass, field

from ..engine import Card, Game
from ..engine.notation import decode_action
from .match_setup import MatchSetup

FORMAT = 1
KIND = "match"

Entry = list[object]  # ["deal", t] | ["act", seat, "play r5.1", t] | ["advance", t]


@dataclass
class SavedMatch:
    setup: MatchSetup
    seed: int
    log: list[Entry] = field(default_factory=list)
    bot_states: dict[int, object] = field(default_factory=dict)  # seat -> random.getstate(), as JSON lists
    presses: list[tuple[int, str, float]] = field(default_factory=list)  # (seat, action, due game time)
    saved_at: float = 0.0  # game time
    hand_sort: str = "off"
    digest: str = ""

    def to_data(self) -> dict[str, object]:
        return {
            "setup": self.setup.to_data(),
            "seed": self.seed,
            "log": self.log,
            "bot_states": {str(seat): state for seat, state in self.bot_states.items()},
            "presses": [list(press) for press in self.presses],
            "saved_at": self.saved_at,
            "hand_sort": self.hand_sort,
            "digest": self.digest,
        }

    @classmethod
    def from_data(cls, data: dict[str, object]) -> SavedMatch:
        """The structure only; whether the log replays is checked by the table that replays it."""
        seed, saved_at, log = data.get("seed"), data.get("saved_at"), data.get("log")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed: {seed!r}")
        if not isinstance(saved_at, (int, float)) or isinstance(saved_at, bool):
            raise ValueError(f"saved_at: {saved_at!r}")
        if not isinstance(log, list) or not all(isinstance(entry, list) and entry for entry in log):
            raise ValueError("the log is a list of entries")
        states, presses = data.get("bot_states"), data.get("presses")
        if not isinstance(states, dict) or not all(isinstance(seat, str) and seat.isdigit() for seat in states):
            raise ValueError("bot_states")
        if not isinstance(presses, list) or not all(_is_press(press) for press in presses):
            raise ValueError("presses")
        hand_sort, check = data.get("hand_sort", "off"), data.get("digest")
        if not isinstance(hand_sort, str) or not isinstance(check, str):
            raise ValueError("hand_sort, digest")
        return cls(
            MatchSetup.from_data(data.get("setup")),
            seed,
            log,
            {int(seat): state for seat, state in states.items()},
            [(int(seat), str(action), float(due)) for seat, action, due in presses],
            float(saved_at),
            hand_sort,
            check,
        )


def _is_press(press: object) -> bool:
    return (
        isinstance(press, list)
        and len(press) == 3
        and isinstance(press[0], int)
        and isinstance(press[1], str)
        and isinstance(press[2], (int, float))
    )


def rng_state(rng: random.Random) -> object:
    """`random.getstate()` as JSON lists: (version, 625 numbers, a cached Gaussian or None)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def set_rng_state(rng: random.Random, state: object) -> None:
    """Put back a state written by `rng_state`; `ValueError` if it is not one."""
    if not isinstance(state, list) or len(state) != 3 or not isinstance(state[1], list):
        raise ValueError("not a random state")
    try:
        rng.setstate((state[0], tuple(state[1]), state[2]))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"not a random state: {exc}") from exc


def replay_entry(game: Game, entry: Entry, cards: dict[str, Card]) -> list[object]:
    """Make one logged call on `game`; its events. `ValueError` for an entry that is not one."""
    kind, *rest = entry
    if kind == "deal" and len(rest) == 1:
        return list(game.start_round(_time(rest[0])))
    if kind == "advance" and len(rest) == 1:
        return list(game.advance(_time(rest[0])))
    if kind == "act" and len(rest) == 3 and isinstance(rest[0], int) and isinstance(rest[1], str):
        return list(game.apply(rest[0], decode_action(rest[1], cards), _time(rest[2])))
    raise ValueError(f"not a log entry: {entry!r}")


def _time(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"not a time: {value!r}")
    return float(value)
