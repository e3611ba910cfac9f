"""Who plays after whom, for the keys that ask: T's "then Bruno", E's hand sizes in the order of play, and the
table review, which goes round the table from whoever's turn it is with each hand's size and each player's last
card played this round."""

from __future__ import annotations

from collections.abc import Iterable

from ....engine import Card, Edition, Phase
from ....engine.events import CardPlayed, RoundStarted
from .context import TableContext


class TableReview:
    def __init__(self, context: TableContext) -> None:
        self.catalogue = context.services.catalogue
        self.words = context.words
        self.names = context.names
        self.view = context.view
        self._last_played: dict[int, Card] = {}  # this round's last card laid by each seat

    def observe(self, events: Iterable[object]) -> None:
        for event in events:
            if isinstance(event, RoundStarted):
                self._last_played.clear()
            elif isinstance(event, CardPlayed):
                self._last_played[event.player] = event.card

    def order(self) -> list[int]:
        """Every seat in the order of play, from whoever's turn it is (the player's own seat between rounds)."""
        view = self.view
        start = view.seat if view.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) else view.current
        seats = [(start + step * view.direction) % view.players for step in range(view.players)]
        out = view.eliminated  # elimination scoring: the seats out of the match are passed over
        return [seat for seat in seats if seat not in out] if out else seats

    def next_player(self) -> int:
        order = self.order()
        return order[1 % len(order)]

    def hand_sizes(self) -> str:
        entries = [self.hand_size(seat) for seat in self.order()]
        return self.catalogue.text("list.separator").join(entries)

    def hand_size(self, seat: int) -> str:
        """ "Ana: 3 cards"."""
        count = self.view.hand_sizes[seat]
        return self.catalogue.text("table.hand_size", name=self.names[seat], count=count, knocked=self._knocked(seat))

    def _knocked(self, seat: int) -> str:
        """Whether `seat` is knocked out with the No Mercy deck, holding nothing (the hand set aside): yes or no."""
        view = self.view
        return "yes" if view.rules.edition is Edition.NO_MERCY and view.out_of_round[seat] else "no"

    def review(self) -> str:
        """Each player from the one whose turn it is: name, cards held, last card played."""
        text, sizes = self.catalogue.text, self.view.hand_sizes
        entries = []
        for seat in self.order():
            played = self._last_played.get(seat)
            entries.append(
                text(
                    "table.review_player",
                    who="you" if seat == self.view.seat else "other",
                    name=self.names[seat],
                    count=sizes[seat],
                    knocked=self._knocked(seat),
                    played="none" if played is None else "card",
                    card="" if played is None else self.words.card(played),
                )
            )
        return text("table.review", players=text("table.review_separator").join(entries))
