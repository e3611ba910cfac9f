"""What each seat did this round, as the player's seat saw it: the cards it laid (its last one first of all) and how
many it drew. The table review and the seat keys read it; a new round starts it afresh."""

from __future__ import annotations

from collections.abc import Iterable

from ....engine import Card
from ....engine.events import CardPlayed, CardsDiscarded, CardsDrawn, RoundStarted, SameRankPlayed


class RoundRecord:
    def __init__(self) -> None:
        self._played: dict[int, list[Card]] = {}  # by seat, in the order laid
        self._drawn: dict[int, int] = {}  # by seat: cards drawn, counted (the cards of others are not seen)

    def observe(self, events: Iterable[object]) -> None:
        for event in events:
            if isinstance(event, RoundStarted):
                self._played.clear()
                self._drawn.clear()
            elif isinstance(event, CardPlayed):
                self._played.setdefault(event.player, []).append(event.card)
            elif isinstance(event, SameRankPlayed):  # the cards under the top one, which its `CardPlayed` lays
                self._played.setdefault(event.player, []).extend(event.cards[:-1])
            elif isinstance(event, CardsDiscarded):  # a Discard All's cards of its colour, laid with it
                self._played.setdefault(event.player, []).extend(event.cards)
            elif isinstance(event, CardsDrawn):
                self._drawn[event.player] = self._drawn.get(event.player, 0) + event.count

    def played(self, seat: int) -> tuple[Card, ...]:
        return tuple(self._played.get(seat, ()))

    def last_played(self, seat: int) -> Card | None:
        played = self._played.get(seat)
        return played[-1] if played else None

    def drawn(self, seat: int) -> int:
        return self._drawn.get(seat, 0)
