"""The Flip card: the whole table turns over, every hand, the discard pile and the draw pile.

A pile turned over lies the other way up: its bottom card is now on top, showing its other face. Nothing on
the table was played by turning it, so nobody may jump in on the card now on top, and a run of numbers ends.
"""

from __future__ import annotations

from .cards import Card
from .events import TableFlipped
from .state import GameState


def _turned(cards: list[Card]) -> list[Card]:
    return [card.other for card in cards]  # type: ignore[misc]  # every card of a two-sided deck has one


def flip_table(game: GameState) -> None:
    game.set_side(not game.dark)
    game.hands = [_turned(hand) for hand in game.hands]
    game.discard = _turned(game.discard[::-1])
    game.draw_pile = _turned(game.draw_pile[::-1])
    game.penalty_cards = [{card.other for card in cards} for cards in game.penalty_cards]  # type: ignore[misc]
    top = game.discard[-1]
    game.colour = top.colour
    game.interception_deadline = None
    game.sequence = None
    game.out.append(TableFlipped(game.dark, top))
