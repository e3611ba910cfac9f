"""Worlds a seat cannot tell from the real one: the other hands and the draw pile dealt afresh from the cards the
seat cannot see, consistently with what it knows, for a search that looks ahead (perfect-information Monte Carlo
sampling: Ginsberg's GIB for bridge; Long et al., "Understanding the success of perfect information Monte Carlo
sampling in game tree search", AAAI 2010).

What the seat knows is `Knowledge`: the bots' `Tracker` (cards seen in a hand, colours a player seems to lack) and
what a search needs besides: where the seat's own former hand went (passed on by a 0, swapped by a 7), cards shown
to everyone (a Creeper drawn, a wrong card taken back), and which known cards lie where in the draw pile (a starting
card put back under it, the discards reshuffled under what was left of it). Cards are placed by their ids, never by
where they lie in the real game, so a world depends on what the seat knows and on the generator alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from operator import attrgetter

from ..engine import Card, Colour, Game, PlayerView
from ..engine.events import (
    CardPlayed,
    CardsDiscarded,
    CardsDrawn,
    CreeperRevealed,
    Event,
    HandsPassed,
    HandsSwapped,
    InterceptionFailed,
    Reshuffled,
    SameRankPlayed,
    StartingCard,
    TableFlipped,
    WrongPlay,
)
from ..engine.state import DrawFourPlay
from .tracker import Tracker

BY_ID = attrgetter("id")


@dataclass(slots=True)
class Segment:
    """A stretch of the draw pile: `count` cards, from `cards` (known to lie there), or from the cards the seat
    cannot place (None). A count of None is not known yet (a round's first deal, before the seat first looks)."""

    cards: frozenset[Card] | None
    count: int | None


class Knowledge(Tracker):
    def __init__(self, seat: int) -> None:
        super().__init__(seat)

    def _forget(self) -> None:
        super()._forget()
        self.own: list[Card] | None = None  # the seat's own hand, followed through the events until next looked at
        self.discard: list[Card] = []  # the discard pile, bottom first
        self.pile: list[Segment] = [Segment(None, None)]  # the draw pile, from the top down

    def sync(self, view: PlayerView) -> None:
        """Look at the table: the own hand, the discard pile and the draw pile's size, as anyone there sees them."""
        self.own = list(view.hand)
        self.discard = list(view.discard)
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


def sample_world(view: PlayerView, knowledge: Knowledge, rng: random.Random) -> Game:
    """A copy of the game whose hidden cards are dealt afresh: the seat's own hand and everything public as they
    are, each hand and the draw pile as large as they are, cards known to be in a hand there, known cards of the
    draw pile in their stretch of it, and a player who seems to lack a colour dealt none of it where the cards
    allow. The copy draws on a generator of its own, so its reshuffles are guesses too."""
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
    lacks = {player: knowledge.lacks.get(player, set()) for player in others}
    dealt, world.draw_pile = _deal(free, stretches, sizes, lacks, rng)
    for player in others:
        hands[player] = known[player] + dealt[player]
    _settle_hidden_state(world, knowledge, seat)
    world.rng = random.Random(rng.getrandbits(64))
    return world


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


ATTEMPTS = 10  # deals tried before the colours players seem to lack are set aside
Lacks = dict[int, set[Colour]]


def _deal(
    cards: list[Card], stretches: list[Stretch], sizes: dict[int, int], lacks: Lacks, rng: random.Random
) -> tuple[dict[int, list[Card]], list[Card]]:
    """Deal `cards`: each known stretch of the pile its count of the cards that may lie there, then each player
    `sizes[player]` cards, none of a colour they seem to lack (those lacking most first), and the pile's other
    stretches the rest. Where the cards run short of what the knowledge allows (it cannot all be true, or the
    shuffle was unlucky), the deal is tried again, every other time the players first, and at last the lacking
    colours are set aside. Returns the
    hands and the draw pile (its top last, as the engine keeps it)."""
    order = sorted(sizes, key=lambda player: (-len(lacks[player]), player))
    for attempt in range(ATTEMPTS + 1):
        free = cards.copy()
        rng.shuffle(free)
        short = False

        def take(count: int, allowed: frozenset[Card] | set[Colour] | None, by_colour: bool = False) -> list[Card]:
            nonlocal free, short
            if not allowed:
                chosen = free[:count]
            elif by_colour:
                chosen = [card for card in free if card.colour not in allowed][:count]
            else:
                chosen = [card for card in free if card in allowed][:count]
            if len(chosen) < count:
                short = True
                chosen += [card for card in free if card not in chosen][: count - len(chosen)]
            taken = set(chosen)
            free = [card for card in free if card not in taken]
            return chosen

        # The known stretches of the pile choose first, or (every other try) the players who lack colours.
        if attempt % 2:
            dealt = {player: take(sizes[player], lacks[player], True) for player in order}
            laid = [take(count, allowed) if allowed is not None else None for allowed, count in stretches]
        else:
            laid = [take(count, allowed) if allowed is not None else None for allowed, count in stretches]
            kept = lacks if attempt < ATTEMPTS else {player: set() for player in order}
            dealt = {player: take(sizes[player], kept[player], True) for player in order}
        top_down: list[Card] = []
        for cards_there, (_, count) in zip(laid, stretches, strict=True):
            top_down += cards_there if cards_there is not None else take(count, None)
        if not short:
            break
    return dealt, top_down[::-1]


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
