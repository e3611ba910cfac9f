"""What a seat knows of the cards it cannot see, for a search that deals them afresh (`determinise`): the bots'
`Tracker` (cards seen in a hand) and what such a search needs besides. Where the seat's own former hand went (passed
on by a 0, swapped by a 7); cards shown to everyone (a Creeper drawn, a wrong card taken back); which known cards
lie where in the draw pile (a starting card put back under it, the discards reshuffled under what was left of it).
And two inferences, true of players who play as the hard bot does: what a player who drew on their turn could not
have held (`Lack`), and the cards they chose to lay, from the table as it was (`Choice`), against which a search
judges the hands it deals (`expert.hindsight`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from ..engine import Card, Colour, Game, Phase, PlayerView, Rank
from ..engine.events import (
    CardPlayed,
    CardsDiscarded,
    CardsDrawn,
    CreeperRevealed,
    DrawReason,
    Event,
    FreeDraw,
    HandsPassed,
    HandsSwapped,
    InterceptionFailed,
    OutOfRound,
    Passed,
    PlayMode,
    Reshuffled,
    RoundStarted,
    SameRankPlayed,
    StartingCard,
    TableFlipped,
    WrongPlay,
)
from .tracker import Tracker

T = TypeVar("T")


@dataclass(slots=True)
class Segment:
    """A stretch of the draw pile: `count` cards, from `cards` (known to lie there), or from the cards the seat
    cannot place (None). A count of None is not known yet (a round's first deal, before the seat first looks)."""

    cards: frozenset[Card] | None
    count: int | None


@dataclass(slots=True)
class Lack:
    """What a player could not have held: they drew on their turn with `count` of the cards they hold now (fewer
    as they play cards that may have been among them), and none of those is of `colours` or `ranks`, nor a wild
    unless `wilds`. A player who draws holding a playable card (the bots never do) makes it untrue: an inference,
    which a world honours only where the cards allow."""

    count: int
    colours: frozenset[Colour]
    ranks: frozenset[Rank]
    wilds: bool

    def allows(self, card: Card) -> bool:
        return card.colour not in self.colours and card.rank not in self.ranks and (self.wilds or not card.is_wild)

    def within(self, later: Lack) -> Lack:
        """This lack, of cards held still when `later` was learnt: none of them is what `later` rules out either."""
        return Lack(self.count, self.colours | later.colours, self.ranks | later.ranks, self.wilds and later.wilds)


@dataclass(slots=True)
class Choice:
    """A card another player laid on their turn, by choice, and the table as it was just before: `table`, a copy of
    the game made then, which holds the hidden cards as they were and so is read only through that player's view,
    their hand replaced by a world's guess; `known`, what the table knew then; `since`, the cards they laid after
    it, which they held then too."""

    player: int
    card: Card
    table: Game
    known: Tracker
    since: list[Card]


class Knowledge(Tracker):
    """What the seat knows, followed through the events it sees (`observe`) and its looks at the table (`sync`)."""

    def __getstate__(self) -> dict[str, object]:
        """What a search elsewhere needs (`remote`): all but the last look's table, kept only for the next choice."""
        return {**self.__dict__, "_table": None}

    def _forget(self) -> None:
        super()._forget()
        self.own: list[Card] | None = None  # the seat's own hand, followed through the events until next looked at
        self.discard: list[Card] = []  # the discard pile, bottom first
        self.pile: list[Segment] = [Segment(None, None)]  # the draw pile, from the top down
        # What each other player could not have held, oldest first: each one's cards are among the next one's, so
        # it rules out what they rule out too (`Lack.within`).
        self.lacking: dict[int, list[Lack]] = {}
        self.sizes: dict[int, int] = {}  # each hand's size, as last looked at and followed through the events since
        self._drew: tuple[int, Colour | None, Rank | None, bool] | None = None  # a draw on one's turn, as it was
        # The cards each other player laid on their turn since their hand last took in cards: what it held then is
        # what it holds now and the cards laid since.
        self.choices: dict[int, list[Choice]] = {}
        self._table: Game | None = None  # the game as of the last look, where the next move is another's choice
        self._may_finish_on_wild = True

    def sync(self, view: PlayerView) -> None:
        """Look at the table: the own hand, every hand's size, the discard pile and the draw pile's size, as anyone
        there sees them."""
        self.own = list(view.hand)
        self.discard = list(view.discard)
        self.sizes = dict(enumerate(view.hand_sizes))
        self._may_finish_on_wild = not view.rules.no_wild_finish
        decider = view.decider  # the game is copied only where another player's choice may follow
        others_turn = decider is not None and decider != self.seat and view.phase is Phase.PLAY
        self._table = view.copy_game() if others_turn else None
        size = view.draw_pile_size
        known = sum(segment.count or 0 for segment in self.pile)
        unknown = [segment for segment in self.pile if segment.cards is None]
        if known == size and all(segment.count is not None for segment in unknown):
            return
        if unknown and known <= size:
            unknown[0].count = (unknown[0].count or 0) + size - known
        else:  # the count lost its place: keep no knowledge of the pile rather than a wrong one
            self.pile = [Segment(None, size)]

    def observe(self, events: Sequence[Event]) -> None:
        for event in events:
            before = self.own
            self._follow_choices(event)
            super().observe((event,))
            self._follow_lacks(event)
            if isinstance(event, (HandsPassed, HandsSwapped)):
                self._hand_left(event, before)
            elif isinstance(event, CardsDrawn):
                self._take(event.count)
                if event.player == self.seat and self.own is not None:
                    self.own.extend(event.cards)
            elif isinstance(event, CardPlayed):
                self.discard.append(event.card)
                self._left_own(event.player, (event.card,))
            elif isinstance(event, SameRankPlayed):
                self.discard.extend(event.cards[:-1])  # the top card's own event follows
                self._left_own(event.player, event.cards)
            elif isinstance(event, CardsDiscarded):
                self.discard[-1:-1] = event.cards
                self._left_own(event.player, event.cards)
            else:
                self._pile_event(event)

    def _follow_lacks(self, event: Event) -> None:
        """What players could not have held, and the hand sizes it is counted in. A draw on one's turn, then a pass or
        the card just drawn played, tells that the hand held nothing playable before it: not the colour in play, not
        the rank on top, no wild (unless a last card may not be a wild). The Tracker has already taken the event in."""
        sizes, lacking = self.sizes, self.lacking
        if isinstance(event, RoundStarted):  # (the Tracker has forgotten the last round's lacks)
            if event.hand_size:
                self.sizes = {seat: event.hand_size for seat in range(self.players or 0)}
        elif isinstance(event, FreeDraw):
            self._drew = None  # drawn while holding a playable card: it tells nothing
        elif isinstance(event, CardsDrawn):
            if event.player in sizes:
                sizes[event.player] += event.count
            if event.reason is DrawReason.CHOICE or event.reason is DrawReason.UNTIL_PLAYABLE:
                before = sizes.get(event.player, 0) - event.count
                wilds = before == 1 and not self._may_finish_on_wild
                self._drew = (event.player, self.colour, self._top_rank, wilds)
            else:
                self._drew = None
        elif isinstance(event, CardPlayed):
            self._played(event.player, (event.card,))
            sizes[event.player] = event.cards_left
            if event.mode is PlayMode.DRAWN:
                self._learn(event.player)
            self._drew = None
        elif isinstance(event, (SameRankPlayed, CardsDiscarded)):
            self._played(event.player, event.cards[:-1] if isinstance(event, SameRankPlayed) else event.cards)
            if isinstance(event, CardsDiscarded):
                sizes[event.player] = event.cards_left
        elif isinstance(event, Passed):
            self._learn(event.player)
            self._drew = None
        elif isinstance(event, (HandsPassed, HandsSwapped)):  # what was known of a hand follows it
            if isinstance(event, HandsSwapped):
                holders = {event.player: event.target, event.target: event.player}
            else:
                holders = {seat: giver for seat, giver in enumerate(event.givers) if giver is not None}
            self.lacking, self.sizes = _moved(lacking, holders), _moved(sizes, holders)
            self.lacking.pop(self.seat, None)
        elif isinstance(event, TableFlipped):
            lacking.clear()  # what a player lacked was of the other side
        elif isinstance(event, OutOfRound) and event.set_aside:
            lacking.pop(event.player, None)
            sizes[event.player] = 0

    def _follow_choices(self, event: Event) -> None:
        """Cards laid by choice on one's turn, from the table as last looked at, while no card has come into the hand
        they came from. The Tracker has not taken the event in yet: `public_for` tells what the table knew when the
        card was chosen."""
        choices = self.choices
        if isinstance(event, (CardPlayed, SameRankPlayed, CardsDiscarded)):
            player = event.player
            laid = (event.card,) if isinstance(event, CardPlayed) else event.cards
            for earlier in choices.get(player, ()):
                earlier.since.extend(laid)
            table = self._table
            if (
                isinstance(event, CardPlayed)
                and event.mode is PlayMode.TURN
                and player != self.seat
                and table is not None
                and table.decider == player
                and table.phase is Phase.PLAY
            ):
                choice = Choice(player, event.card, table, self.public_for(player), [])
                choices.setdefault(player, []).append(choice)
        elif isinstance(event, (CardsDrawn, OutOfRound)):
            choices.pop(event.player, None)
        elif isinstance(event, (RoundStarted, HandsPassed, HandsSwapped, TableFlipped)):
            choices.clear()

    def _learn(self, player: int) -> None:
        """`player` drew on their turn holding nothing playable, and holds now what they held then and what they
        drew, none of it playable then (or the card drawn was played)."""
        if self._drew is None or self._drew[0] != player or player == self.seat or player not in self.sizes:
            return
        _, colour, rank, wilds = self._drew
        if colour is None or rank is None:
            return
        lack = Lack(self.sizes[player], frozenset((colour,)), frozenset((rank,)), wilds)
        older = [earlier.within(lack) for earlier in self.lacking.get(player, ())]
        self.lacking[player] = [*older, lack]

    def _played(self, player: int, cards: Sequence[Card]) -> None:
        """Cards laid may have been among those a lack is of: it counts one fewer for each, to stay true."""
        lacks = self.lacking.get(player)
        if lacks:
            for lack in lacks:
                lack.count = max(0, lack.count - sum(map(lack.allows, cards)))
            lacks[:] = [lack for lack in lacks if lack.count]  # a lack of no card rules nothing out

    def _pile_event(self, event: Event) -> None:
        """Cards turned up, put back under the pile, reshuffled into it, turned over; or shown and kept."""
        if isinstance(event, StartingCard):
            self._take(1)
            if event.returned:
                self.pile.append(Segment(frozenset((event.card,)), 1))
            else:
                self.discard.append(event.card)
        elif isinstance(event, Reshuffled):
            reshuffled = frozenset(self.discard[:-1])
            self.discard = self.discard[-1:]
            self.pile.append(Segment(reshuffled, len(reshuffled)))
        elif isinstance(event, TableFlipped):
            self._flipped()
        elif isinstance(event, (WrongPlay, InterceptionFailed, CreeperRevealed)) and event.player != self.seat:
            self.seen[event.player].add(event.card)  # shown to everyone, and still held

    def _left_own(self, player: int, cards: Sequence[Card]) -> None:
        if player == self.seat and self.own is not None:
            self.own = [card for card in self.own if card not in cards]

    def _take(self, count: int) -> None:
        """Cards drawn off the top of the pile."""
        pile = self.pile
        while count > 0 and pile:
            top = pile[0]
            if top.count is None:
                return  # drawn from a stretch whose size the next look tells
            taken = min(count, top.count)
            top.count -= taken
            count -= taken
            if top.count == 0:
                pile.pop(0)
        if not pile:
            pile.append(Segment(None, 0))

    def _flipped(self) -> None:
        """Every card turned over, and the piles with them: the draw pile's bottom is now its top."""
        self.discard = [card.other for card in reversed(self.discard)]  # type: ignore[misc]
        if self.own is not None:
            self.own = [card.other for card in self.own]  # type: ignore[misc]
        self.pile = [
            Segment(None if seg.cards is None else frozenset(card.other for card in seg.cards), seg.count)  # type: ignore[misc]
            for seg in reversed(self.pile)
        ]

    def _hand_left(self, event: HandsPassed | HandsSwapped, before: list[Card] | None) -> None:
        """The seat's own hand went to another player, who now holds exactly the cards it held."""
        me = self.seat
        self.own = None  # the hand come in its place is known at the next look
        if before is None:
            return
        if isinstance(event, HandsSwapped):
            if me not in (event.player, event.target):
                return
            holder = event.target if event.player == me else event.player
        else:
            takers = [seat for seat, giver in enumerate(event.givers) if giver == me]
            if not takers:
                return  # passed over: the seat kept its hand
            holder = takers[0]
        self.seen[holder] = set(before)


def _moved(table: dict[int, T], holders: dict[int, int]) -> dict[int, T]:
    """`table`, by seat, after the hands moved: each seat in `holders` now holds the hand that seat held."""
    seats = set(table) | set(holders)
    return {seat: table[holders.get(seat, seat)] for seat in seats if holders.get(seat, seat) in table}
