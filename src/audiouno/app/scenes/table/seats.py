"""The seat keys: 1 to 9 and 0 each say one short line about one seat (name, cards held, last card laid, UNO said,
out of the round or the match, their turn); the same key again within a moment says more (what they drew and laid
this round).

A key names a seat, not a place in the order of play: 1 is the player, 2 the first player after them as dealt
(clockwise), and so on to 0 for the tenth; a reverse does not move the keys, so a key always names the same player.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ....engine import Phase
from ...keys.commands import Command
from .context import TableContext
from .review import TableReview

SEAT_KEYS = 10  # 1 to 9 and 0: the most players a table seats
AGAIN_WITHIN = 1.5  # seconds between two presses of one seat key that make the second say more


class SeatKeys:
    def __init__(self, context: TableContext, review: TableReview) -> None:
        self.context = context
        self.review = review
        self._last: tuple[int, float] | None = None  # the last seat asked about, and when (app time)

    def press(self, number: int) -> None:
        """The seat key `number` (1 to SEAT_KEYS) pressed: the short line, or the long one when pressed again."""
        services = self.context.services
        now = services.control.clock()
        last, self._last = self._last, (number, now)
        seat = number - 1
        if seat >= self.context.view.players:
            text = services.catalogue.text("table.seat_empty", number=number, players=self.context.view.players)
            services.voice.answer(text, "invalid")
            return
        again = last is not None and last[0] == number and now - last[1] <= AGAIN_WITHIN
        services.voice.answer(self.more(seat) if again else self.line(seat))

    def line(self, seat: int) -> str:
        """ "Ana: 1 card, last played red 5, has said UNO, her turn." """
        view, record = self.context.view, self.review.record
        played = record.last_played(seat)
        count = view.hand_sizes[seat]
        return self.context.services.catalogue.text(
            "table.seat",
            who="you" if seat == view.seat else "other",
            name=self.context.names[seat],
            count=count,
            out=self.review.out(seat),
            played="none" if played is None else "card",
            card="" if played is None else self.context.words.card(played),
            uno=("yes" if view.uno_called[seat] else "no") if count == 1 else "none",
            turn="yes" if self._their_turn(seat) else "no",
        )

    def more(self, seat: int) -> str:
        """ "Ana this round: drew 4 cards, laid 2: red 5, red skip." """
        record = self.review.record
        played = record.played(seat)
        return self.context.services.catalogue.text(
            "table.seat_more",
            who="you" if seat == self.context.view.seat else "other",
            name=self.context.names[seat],
            drawn=record.drawn(seat),
            laid=len(played),
            cards=self.context.words.cards(played),
        )

    def _their_turn(self, seat: int) -> bool:
        view = self.context.view
        return not view.round_over and view.phase is not Phase.REACTION and view.current == seat


S = TypeVar("S")


def seat_commands(seats: Callable[[S], SeatKeys]) -> list[Command[S]]:
    """The ten seat keys' commands, `seat_1` to `seat_10`, for a scene whose `SeatKeys` is `seats(scene)`."""

    def command(number: int) -> Command[S]:
        return Command(f"seat_{number}", lambda scene, now: seats(scene).press(number))

    return [command(number) for number in range(1, SEAT_KEYS + 1)]
