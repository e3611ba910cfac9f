"""Worlds a seat cannot tell from the real one: the other hands and the draw pile dealt afresh from the cards the
seat cannot see, consistently with what it knows, for a search that looks ahead (perfect-information Monte Carlo
sampling: Ginsberg's GIB for bridge; Long et al., "Understanding the success of perfect information Monte Carlo
sampling in game tree search", AAAI 2010).

What the seat knows is `Knowledge`: the bots' `Tracker` (cards seen in a hand) and what a search needs besides:
what a player who drew on their turn could not have held (`Lack`), where the seat's own former hand went (passed
on by a 0, swapped by a 7), cards shown to everyone (a Creeper drawn, a wrong card taken back), and which known
cards lie where in the draw pile (a starting card put back under it, the discards reshuffled under what was left of
it). Cards are placed by their ids, never by
where they lie in the real game, so a world depends on what the seat knows and on the generator alone.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import TypeVar

from ..engine import Card, Colour, Game, PlayerView, Rank
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
from ..engine.state import DrawFourPlay
from .tracker import Tracker

BY_ID = attrgetter("id")
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


class Knowledge(Tracker):
    def __init__(self, seat: int) -> None:
        super().__init__(seat)

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
        self._may_finish_on_wild = True

    def sync(self, view: PlayerView) -> None:
        """Look at the table: the own hand, every hand's size, the discard pile and the draw pile's size, as anyone
        there sees them."""
        self.own = list(view.hand)
        self.discard = list(view.discard)
        self.sizes = dict(enumerate(view.hand_sizes))
        self._may_finish_on_wild = not view.rules.no_wild_finish
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


def sample_world(view: PlayerView, knowledge: Knowledge, rng: random.Random) -> Game:
    """A copy of the game whose hidden cards are dealt afresh: the seat's own hand and everything public as they
    are, each hand and the draw pile as large as they are, cards known to be in a hand there, known cards of the
    draw pile in their stretch of it, and a player who drew for want of a playable card dealt none where the cards
    allow (`Lack`). The copy draws on a generator of its own, so its reshuffles are guesses too."""
    world = view.copy_game()
    seat = view.seat
    hands = world.hands
    others = [player for player in range(world.players) if player != seat]
    pool: set[Card] = set(world.draw_pile)
    for player in others:
        pool.update(hands[player])
    placed: set[Card] = set()
    known: dict[int, list[Card]] = {}
    for player in others:
        cards = sorted((card for card in knowledge.seen.get(player, ()) if card in pool), key=BY_ID)
        known[player] = cards[: len(hands[player])]
        placed.update(known[player])
    free = sorted(pool - placed, key=BY_ID)
    stretches = _stretches(knowledge.pile, len(world.draw_pile), set(free))
    sizes = {player: len(hands[player]) - len(known[player]) for player in others}
    lacks = {
        player: _unknown_lacks(knowledge.lacking.get(player, ()), known[player], sizes[player]) for player in others
    }
    dealt, world.draw_pile = _deal(free, stretches, sizes, lacks, rng)
    for player in others:
        hands[player] = known[player] + dealt[player]
    _settle_hidden_state(world, knowledge, seat)
    world.rng = random.Random(rng.getrandbits(64))
    return world


def _unknown_lacks(lacks: Sequence[Lack], known: list[Card], size: int) -> list[Lack]:
    """A player's lacks over the cards of their hand the seat does not know, oldest (and strictest) first: a known
    card that a lack allows may be one of its cards, so it counts one fewer; each counts no more cards than are
    unknown, and no fewer than an older one, whose cards are among its own."""
    counted: list[Lack] = []
    floor = 0
    for lack in lacks:
        count = min(size, max(floor, lack.count - sum(1 for card in known if lack.allows(card))))
        counted.append(Lack(count, lack.colours, lack.ranks, lack.wilds))
        floor = count
    return counted


Stretch = tuple[frozenset[Card] | None, int]  # the cards that may lie there (None: any), and how many lie there


def _stretches(pile: list[Segment], size: int, free: set[Card]) -> list[Stretch]:
    """The draw pile from the top down, as the knowledge cuts it, or as one stretch of any cards where that
    knowledge does not add up (never half kept)."""
    if any(segment.count is None for segment in pile) or sum(segment.count or 0 for segment in pile) != size:
        return [(None, size)]
    stretches: list[Stretch] = []
    for segment in pile:
        cards = None if segment.cards is None else segment.cards & free
        stretches.append((cards, segment.count or 0))
    return stretches


# Deals tried, of which the one that breaks the fewest lacks is kept; one more, with no lack, if each broke a known
# stretch of the pile (knowledge, where a lack is an inference).
ATTEMPTS = 10


class _Try:
    """One try at a deal: the cards not dealt yet, shuffled, and how many were dealt against a known stretch of the
    pile and against a lack, where the cards ran short."""

    def __init__(self, cards: list[Card], rng: random.Random) -> None:
        self.free = cards.copy()
        rng.shuffle(self.free)
        self.against_known = self.against_lacks = 0

    @property
    def breaks(self) -> tuple[int, int]:
        return self.against_known, self.against_lacks

    def take(self, count: int, allowed: Callable[[Card], bool] | None = None, known: bool = False) -> list[Card]:
        """`count` cards allowed, or any where too few are."""
        if count <= 0:
            return []
        free = self.free
        chosen = free[:count] if allowed is None else [card for card in free if allowed(card)][:count]
        if len(chosen) < count:
            if known:
                self.against_known += count - len(chosen)
            else:
                self.against_lacks += count - len(chosen)
            chosen += [card for card in free if card not in chosen][: count - len(chosen)]
        taken = set(chosen)
        self.free = [card for card in free if card not in taken]
        return chosen

    def stretches(self, stretches: list[Stretch]) -> list[list[Card] | None]:
        """The known stretches' cards (None for a stretch of any cards, dealt last)."""
        return [None if cards is None else self.take(count, cards.__contains__, True) for cards, count in stretches]

    def hands(self, order: list[int], sizes: dict[int, int], lacks: dict[int, list[Lack]]) -> dict[int, list[Card]]:
        """Each player's cards: first what their lacks count, strictest first and player by player, so that no
        card dealt at random takes what a lack needs; then the rest at random."""
        dealt: dict[int, list[Card]] = {player: [] for player in order}
        for layer in range(max((len(lacks[player]) for player in order), default=0)):
            for player in order:
                if layer < len(lacks[player]):
                    lack = lacks[player][layer]  # its cards count towards the later lacks too
                    dealt[player] += self.take(lack.count - len(dealt[player]), lack.allows)
        for player in order:
            dealt[player] += self.take(sizes[player] - len(dealt[player]))
        return dealt


def _deal(
    cards: list[Card],
    stretches: list[Stretch],
    sizes: dict[int, int],
    lacks: dict[int, list[Lack]],
    rng: random.Random,
) -> tuple[dict[int, list[Card]], list[Card]]:
    """Deal `cards`: each known stretch of the pile its count of the cards that may lie there, then each player
    `sizes[player]` cards, as many as each of their lacks counts allowed by it (those the cards allow least first),
    and the pile's other stretches the rest. Where the cards run short of what the knowledge allows (it cannot all
    be true, or the shuffle was unlucky), the deal is tried again, every other time the players first, and the try
    that dealt the fewest cards against it is kept, breaking a lack rather than a known stretch. Returns the hands
    and the draw pile (its top last, as the engine keeps it)."""

    def tightness(player: int) -> float:
        return max((lack.count / (1 + sum(map(lack.allows, cards))) for lack in lacks[player]), default=0.0)

    order = sorted(sizes, key=lambda player: (-tightness(player), player))
    best: tuple[_Try, dict[int, list[Card]], list[Card]] | None = None
    for attempt in range(ATTEMPTS + 1):
        if attempt == ATTEMPTS:
            if best is not None and not best[0].against_known:
                break
            lacks = {player: [] for player in order}
        deal = _Try(cards, rng)
        # The known stretches of the pile choose first, or (every other try) the players who lack cards.
        if attempt % 2:
            dealt = deal.hands(order, sizes, lacks)
            laid = deal.stretches(stretches)
        else:
            laid = deal.stretches(stretches)
            dealt = deal.hands(order, sizes, lacks)
        top_down: list[Card] = []
        for cards_there, (_, count) in zip(laid, stretches, strict=True):
            top_down += cards_there if cards_there is not None else deal.take(count)
        if best is None or deal.breaks < best[0].breaks:
            best = (deal, dealt, top_down)
        if deal.breaks == (0, 0):
            break
    assert best is not None
    return best[1], best[2][::-1]


def _settle_hidden_state(world: Game, knowledge: Knowledge, seat: int) -> None:
    """What else hangs on the hidden cards: the Draw Four a challenge would judge (its player's hand, and so
    whether it was a bluff), the penalty cards drawn this turn by others, a card another decider just drew."""
    accused = world.draw_four
    if accused is not None and accused.player != seat:
        hand = tuple(world.hands[accused.player])
        colour, rank = knowledge.colour_before_draw_four, knowledge.rank_before_draw_four
        if world.rules.challenge == "official":
            bluff = colour is not None and any(card.colour is colour for card in hand)
        else:  # any other card it could have played: of the colour or the rank in play, or another wild
            played = world.discard[-1].rank
            bluff = colour is not None and any(
                card.colour is colour or card.rank is rank or (card.is_wild and card.rank is not played)
                for card in hand
            )
        world.draw_four = DrawFourPlay(accused.player, bluff, hand)
    for player in range(world.players):
        if player != seat:
            world.penalty_cards[player] = set()
    decider = world.decider
    if world.drawn_card is not None and decider is not None and decider != seat:
        world.drawn_card = world.hands[decider][-1] if world.hands[decider] else None
