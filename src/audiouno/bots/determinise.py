"""Worlds a seat cannot tell from the real one: the other hands and the draw pile dealt afresh from the cards the
seat cannot see, consistently with what it knows (`Knowledge`), for a search that looks ahead (perfect-information
Monte Carlo sampling: Ginsberg's GIB for bridge; Long et al., "Understanding the success of perfect information
Monte Carlo sampling in game tree search", AAAI 2010). Cards are placed by their ids, never by where they lie in the
real game, so a world depends on what the seat knows and on the generator alone.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from operator import attrgetter

from ..engine import Card, Game, PlayerView
from ..engine.state import DrawFourPlay
from .knowledge import Knowledge, Lack, Segment

BY_ID = attrgetter("id")


# Deals tried at most for a world that agrees with how the others played (`sample_world`'s `plausible`).
TRIES = 8


def sample_world(
    view: PlayerView, knowledge: Knowledge, rng: random.Random, plausible: Callable[[Game], bool] | None = None
) -> Game:
    """A copy of the game whose hidden cards are dealt afresh: the seat's own hand and everything public as they
    are, each hand and the draw pile as large as they are, cards known to be in a hand there, known cards of the
    draw pile in their stretch of it, and a player who drew for want of a playable card dealt none where the cards
    allow (`Lack`). Where `plausible` judges the hands dealt, they are dealt again until it accepts them (the last
    of `TRIES` deals stands if it never does). The copy draws on a generator of its own, so its reshuffles are
    guesses too."""
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
    order = _dealing_order(free, sizes, lacks)
    for _ in range(TRIES if plausible is not None else 1):
        dealt, world.draw_pile = _deal(free, stretches, order, sizes, lacks, rng)
        for player in others:
            hands[player] = known[player] + dealt[player]
        if plausible is None or plausible(world):
            break
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


def _dealing_order(cards: list[Card], sizes: dict[int, int], lacks: dict[int, list[Lack]]) -> list[int]:
    """The players in the order their lacks are dealt: those the cards allow least first."""

    def tightness(player: int) -> float:
        return max((lack.count / (1 + sum(map(lack.allows, cards))) for lack in lacks[player]), default=0.0)

    return sorted(sizes, key=lambda player: (-tightness(player), player))


def _deal(
    cards: list[Card],
    stretches: list[Stretch],
    order: list[int],
    sizes: dict[int, int],
    lacks: dict[int, list[Lack]],
    rng: random.Random,
) -> tuple[dict[int, list[Card]], list[Card]]:
    """Deal `cards`: each known stretch of the pile its count of the cards that may lie there, then each player
    `sizes[player]` cards, as many as each of their lacks counts allowed by it (players in `order`), and the pile's
    other stretches the rest. Where the cards run short of what the knowledge allows (it cannot all be true, or the
    shuffle was unlucky), the deal is tried again, every other time the players first, and the try that dealt the
    fewest cards against it is kept, breaking a lack rather than a known stretch. Returns the hands and the draw
    pile (its top last, as the engine keeps it)."""
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
