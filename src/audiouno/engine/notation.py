"""Actions as short stable words, the calls on a game as log entries, and a fingerprint of a game's state: what a
saved match writes, replays and checks.

The engine's own notation, beside the actions it names (python-chess's `Move.uci()` and `Board.fen()`): "play
r5.1", "same r7.1 b7.2" (several cards of one number, the last on top), "colour red", "swap 2", "swap none",
"catch 3", "draw", "pass", "uno", "challenge", "buzz", "slap". A card is named by its id, which is stable across
versions; `decode_action` reads back exactly what `encode_action` wrote.
"""

from __future__ import annotations

import hashlib
import json
import math

from .actions import (
    BUZZ,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    PASS,
    SLAP,
    Action,
    Buzz,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColour,
    Draw,
    Pass,
    Play,
    PlaySame,
    Slap,
    SwapWith,
)
from .cards import Card, Colour, new_deck
from .events import Event
from .game import Game

Entry = list[object]  # one call on a game: ["deal", t] | ["act", seat, "play r5.1", t] | ["advance", t]

_WORDS: dict[type, str] = {Draw: "draw", Pass: "pass", CallUno: "uno", Challenge: "challenge", Buzz: "buzz",
                           Slap: "slap"}  # fmt: skip
_SINGLETONS: dict[str, Action] = {"draw": DRAW, "pass": PASS, "uno": CALL_UNO, "challenge": CHALLENGE,
                                  "buzz": BUZZ, "slap": SLAP}  # fmt: skip


def encode_action(action: Action) -> str:
    if isinstance(action, Play):
        return f"play {action.card.id}"
    if isinstance(action, PlaySame):
        under = sorted(card.id for card in action.cards if card is not action.top)
        return f"same {' '.join(under)} {action.top.id}"
    if isinstance(action, ChooseColour):
        return f"colour {action.colour.value}"
    if isinstance(action, SwapWith):
        return f"swap {'none' if action.target is None else action.target}"
    if isinstance(action, CatchUno):
        return f"catch {action.target}"
    return _WORDS[type(action)]


def decode_action(text: str, cards: dict[str, Card]) -> Action:
    """The action `encode_action` wrote; `ValueError` for anything else."""
    word, _, argument = text.partition(" ")
    if not argument and word in _SINGLETONS:
        return _SINGLETONS[word]
    if word == "play" and argument in cards:
        return Play.of(cards[argument])
    if word == "same":
        ids = argument.split(" ")
        if len(ids) >= 2 and all(face in cards for face in ids) and len(set(ids)) == len(ids):
            return PlaySame(frozenset(cards[face] for face in ids), cards[ids[-1]])
    if word == "colour":
        return ChooseColour(Colour(argument))
    if word == "swap":
        return SwapWith(None if argument == "none" else _seat(argument))
    if word == "catch":
        return CatchUno(_seat(argument))
    raise ValueError(f"not an action: {text!r}")


def _seat(text: str) -> int:
    if not text.isdigit():
        raise ValueError(f"not a seat: {text!r}")
    return int(text)


def card_index(game: Game) -> dict[str, Card]:
    """Every face by its id: both faces of a two-sided card, as a play names the face that was up."""
    cards = new_deck(game.rules.edition, game.rules.buzzer)
    return {face.id: face for card in cards for face in (card, card.other) if face is not None}


def digest(game: Game) -> str:
    """A fingerprint of everything the engine's future depends on: cards everywhere, turn, windows, scores."""
    state = {
        "hands": [[card.id for card in hand] for hand in game.hands],
        "draw": [card.id for card in game.draw_pile],
        "discard": [card.id for card in game.discard],
        "colour": game.colour.value if game.colour else None,
        "turn": [game.direction, game.current, game.decider, game.phase.name, game.turns, game.round_number],
        "penalty": [game.pending_draw, game.uno_called],
        "windows": [sorted(game.catch_deadlines.items()), game.interception_deadline, game.next_deadline()],
        "totals": game.totals,
        "rng": game.rng.getstate(),
    }
    if game.two_sided:  # only then, so the digests of one-sided games stay as they were
        state["dark"] = game.dark
    if game.free_drawn or game.any_out or game.going_out is not None:  # the issue-22 options' state, when in use
        state["turn_options"] = [game.free_drawn, game.out_of_round, game.going_out]
    return hashlib.sha256(json.dumps(state, sort_keys=True, default=repr).encode()).hexdigest()


def replay_entry(game: Game, entry: Entry, cards: dict[str, Card]) -> list[Event]:
    """Make one logged call on `game` (`cards`: `card_index(game)`); its events. `ValueError` for an entry that is
    not one."""
    kind, *rest = entry
    if kind == "deal" and len(rest) == 1:
        return game.start_round(_moment(rest[0]))
    if kind == "advance" and len(rest) == 1:
        return game.advance(_moment(rest[0]))
    if kind == "act" and len(rest) == 3 and isinstance(rest[0], int) and isinstance(rest[1], str):
        return game.apply(rest[0], decode_action(rest[1], cards), _moment(rest[2]))
    raise ValueError(f"not a log entry: {entry!r}")


def _moment(value: object) -> float:
    """A logged game time: a finite number of seconds, not negative."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
        raise ValueError(f"not a game time: {value!r}")
    return float(value)
