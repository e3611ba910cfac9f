"""The player's hand as the arrow keys see it: an order (sorted or as received), groups, and a focused card.

The focus follows a card, not a position: when the hand changes, the focused card keeps the focus, and if it
left the hand the focus goes to the card now nearest to where it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum

from ....engine import Card, Colour, Rank

_COLOURS = tuple(Colour)
_RANKS = tuple(Rank)


class Sort(Enum):
    OFF = "off"  # the order the cards were received
    COLOUR = "colour"
    NUMBER = "number"


def _colour_index(card: Card) -> int:
    return _COLOURS.index(card.colour) if card.colour is not None else len(_COLOURS)


def by_colour(card: Card) -> tuple[int, int]:
    return _colour_index(card), _RANKS.index(card.rank)


def _by_number(card: Card) -> tuple[int, int]:
    return _RANKS.index(card.rank), _colour_index(card)


_KEYS: dict[Sort, Callable[[Card], tuple[int, int]]] = {Sort.COLOUR: by_colour, Sort.NUMBER: _by_number}


class HandCursor:
    def __init__(self) -> None:
        self.sort = Sort.COLOUR
        self.reverse = False
        self.cards: list[Card] = []  # in the order the arrows go
        self._received: list[Card] = []  # in the order the engine holds them: as they came
        self.index = 0
        self._focus: Card | None = None

    # ------------------------------------------------------------ keeping up with the game

    def sync(self, hand: Sequence[Card]) -> None:
        """Take the hand as it is now; the focused card keeps the focus, or its nearest neighbour gets it."""
        self._received = list(hand)
        key = _KEYS.get(self.sort)
        cards = sorted(hand, key=key, reverse=self.reverse) if key else list(hand)
        self.cards = cards
        focus = self._focus
        if focus is not None and focus not in cards and focus.other in cards:
            self._focus = focus.other  # the table turned over: the focus stays on the same card, now other face up
        if self._focus is not None and self._focus in cards:
            self.index = cards.index(self._focus)
        else:
            self.index = min(self.index, len(cards) - 1) if cards else 0
        self._focus = cards[self.index] if cards else None

    @property
    def focus(self) -> Card | None:
        return self._focus

    def focus_card(self, card: Card) -> None:
        if card in self.cards:
            self.index = self.cards.index(card)
            self._focus = card

    def set_sort(self, sort: Sort) -> bool:
        """Sort the hand; choosing the same sort again reverses it. Returns whether the order is now reversed."""
        self.reverse = sort is self.sort and sort is not Sort.OFF and not self.reverse
        self.sort = sort
        self.sync(self._received)
        return self.reverse

    # ------------------------------------------------------------ moving

    def move(self, step: int) -> bool:
        """One card along; False (and no move) at either end."""
        return self._go(self.index + step)

    def first(self) -> bool:
        """To the first card; False if the focus is already there (or the hand is empty)."""
        was = self.index
        return self._go(0) and was != 0

    def last(self) -> bool:
        was = self.index
        return self._go(len(self.cards) - 1) and was != self.index

    def group(self, step: int) -> bool:
        """To the first card of the next (step 1) or previous (-1) group: a colour, or a number, by the sort."""
        if not self.cards:
            return False
        cards = self.cards
        starts = [i for i, card in enumerate(cards) if i == 0 or self._group(card) != self._group(cards[i - 1])]
        current = max(start for start in starts if start <= self.index)
        position = starts.index(current) + step
        if step < 0 and current != self.index:
            position += 1  # inside a group, "previous group" goes back to its start first
        if not 0 <= position < len(starts):
            return False
        return self._go(starts[position])

    def playable(self, step: int, playable: Callable[[Card], bool]) -> bool:
        """To the next (1) or previous (-1) playable card, wrapping round the hand; False if there is none."""
        count = len(self.cards)
        for offset in range(1, count + 1):
            index = (self.index + step * offset) % count
            if playable(self.cards[index]):
                return self._go(index)
        return False

    def _group(self, card: Card) -> object:
        return card.rank if self.sort is Sort.NUMBER else card.colour

    def _go(self, index: int) -> bool:
        if not 0 <= index < len(self.cards):
            return False
        self.index = index
        self._focus = self.cards[index]
        return True
