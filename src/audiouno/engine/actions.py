"""Actions a player can take. People (through keys) and bots (through strategies) build the same objects.

Actions without arguments are singletons and `Play` objects are cached per card, so listing legal actions
allocates nothing in the engine's hot loop.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Colour


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card: on one's turn, to answer a penalty (stacking), to continue a sequence, or to intercept."""

    card: Card

    @staticmethod
    def of(card: Card) -> Play:
        return PLAYS[card]


class _PlayCache(dict[Card, Play]):
    """`PLAYS[card]` is the one `Play` of that card; the engine indexes it directly in its hot loops."""

    def __missing__(self, card: Card) -> Play:
        play = self[card] = Play(card)
        return play


PLAYS = _PlayCache()


@dataclass(frozen=True, slots=True)
class PlaySame:
    """Play several number cards of one number together, `top` last (the same-rank rule). The engine lays a
    playable one first, then the others, so a set and its top card name the play."""

    cards: frozenset[Card]
    top: Card


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw a card on one's turn, or accept a pending Draw Two / Draw Four penalty."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Keep the card just drawn and end the turn."""


@dataclass(frozen=True, slots=True)
class ChooseColour:
    colour: Colour


@dataclass(frozen=True, slots=True)
class SwapWith:
    """After a 7 with the 0/7 rule: swap hands with `target`, or keep one's own hand when it is None."""

    target: int | None


@dataclass(frozen=True, slots=True)
class CallUno:
    """Say "UNO": before playing the second-to-last card, or after it until caught."""


@dataclass(frozen=True, slots=True)
class CatchUno:
    """Call out `target`, who is down to one card and has not said UNO."""

    target: int


@dataclass(frozen=True, slots=True)
class Challenge:
    """Challenge the Draw Four just played on oneself (denounce a bluff)."""


@dataclass(frozen=True, slots=True)
class Buzz:
    """Press the buzzer after a buzzer card."""


@dataclass(frozen=True, slots=True)
class Slap:
    """Slap the pile after a 9 (house rule)."""


Action = Play | PlaySame | Draw | Pass | ChooseColour | SwapWith | CallUno | CatchUno | Challenge | Buzz | Slap

# The colour choices, one per colour: listing them after every wild then builds nothing (a frozen dataclass is slow
# to build).
COLOUR_CHOICES = {colour: ChooseColour(colour) for colour in Colour}
DRAW = Draw()
PASS = Pass()
CALL_UNO = CallUno()
CHALLENGE = Challenge()
BUZZ = Buzz()
SLAP = Slap()
