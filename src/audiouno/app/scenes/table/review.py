"""Who plays after whom, for the keys that ask: T's "then Bruno", E's hand sizes in the order of play, and the
table review, which goes round the table from whoever's turn it is with each hand's size and each player's last
card played this round. A player out of the round (the mercy limit; with the No Mercy deck, knocked out with the
hand set aside) or of the match (elimination) is said to be out, and is never the next to play."""

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
        return [(start + step * view.direction) % view.players for step in range(view.players)]

    def next_player(self) -> int:
        """Who plays after whoever's turn it is: never a player out of the round or of the match."""
        return self.view.next_seat(self.order()[0])

    def hand_sizes(self) -> str:
        entries = [self.hand_size(seat) for seat in self.order()]
        return self.catalogue.text("list.separator").join(entries)

    def hand_size(self, seat: int) -> str:
        """ "Ana: 3 cards", or out."""
        count = self.view.hand_sizes[seat]
        return self.catalogue.text("table.hand_size", name=self.names[seat], count=count, out=self.out(seat))

    def out(self, seat: int) -> str:
        """The `out` argument: "knocked" (out of the round with the No Mercy deck, the hand set aside), "round" (out
        at the mercy limit, the hand kept), "match" (elimination) or "no"."""
        view = self.view
        if seat in view.eliminated:
            return "match"
        if not view.out_of_round[seat]:
            return "no"
        return "knocked" if view.rules.edition is Edition.NO_MERCY else "round"

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
                    out=self.out(seat),
                    played="none" if played is None else "card",
                    card="" if played is None else self.words.card(played),
                )
            )
        return text("table.review", players=text("table.review_separator").join(entries))
