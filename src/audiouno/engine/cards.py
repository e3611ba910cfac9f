"""Cards, colours, ranks and the three editions' decks, with their point values.

A `Card` is one physical card: two red fives are two cards with ids ``r5.1`` and ``r5.2``. Cards compare by
identity, which keeps hand and pile operations fast and unambiguous. Nothing here holds display text: the app
turns `Card.name_key` and a colour's value into words through its message catalogue.

A card's face (`Card.kind`) is its short name, used to set up games by hand (`take_card`):
- coloured cards: the colour's letter (``r`` red, ``y`` yellow, ``g`` green, ``b`` blue, ``p`` purple in the
  Masters of the Universe edition) and then the number ``0``-``9``, ``s`` for Skip, ``r`` for Reverse or ``+2``
  for Draw Two: ``"r5"``, ``"gs"``, ``"br"``, ``"y+2"``;
- wilds: ``"w"`` and ``"w+4"`` (Wild Draw Four); the editions' specials ``"creeper"`` (Minecraft) and
  ``"greyskull"`` (Masters of the Universe); the buzzer card (buzzer variant) ``"buzzer"``.
"""

from __future__ import annotations

from enum import Enum


class Colour(Enum):
    # Members are singletons, so identity hashing is right, and it runs in C: Enum's own __hash__ is Python code,
    # and the engine hashes colours and ranks in its hottest loop.
    __hash__ = object.__hash__

    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"
    PURPLE = "purple"

    @property
    def letter(self) -> str:
        return self.value[0]


class Rank(Enum):
    __hash__ = object.__hash__  # as for Colour

    ZERO = "0"
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    SKIP = "skip"
    REVERSE = "reverse"
    DRAW_TWO = "draw_two"
    WILD = "wild"
    WILD_DRAW_FOUR = "wild_draw_four"
    CREEPER = "creeper"
    GREYSKULL = "greyskull"
    BUZZER = "buzzer"


NUMBER_RANKS = (
    Rank.ZERO,
    Rank.ONE,
    Rank.TWO,
    Rank.THREE,
    Rank.FOUR,
    Rank.FIVE,
    Rank.SIX,
    Rank.SEVEN,
    Rank.EIGHT,
    Rank.NINE,
)
ACTION_RANKS = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)
# Cards that carry no colour and take a colour choice when played.
WILD_RANKS = frozenset({Rank.WILD, Rank.WILD_DRAW_FOUR, Rank.CREEPER, Rank.GREYSKULL})

_ID_CODES = {
    Rank.SKIP: "s",
    Rank.REVERSE: "r",
    Rank.DRAW_TWO: "+2",
    Rank.WILD: "w",
    Rank.WILD_DRAW_FOUR: "w+4",
    Rank.CREEPER: "creeper",
    Rank.GREYSKULL: "greyskull",
    Rank.BUZZER: "buzzer",
}


def rank_points(rank: Rank) -> int:
    """Scoring value: numbers at face value, coloured actions 20, every card without a colour 50."""
    if rank in NUMBER_RANKS:
        return int(rank.value)
    if rank in ACTION_RANKS:
        return 20
    return 50


class Card:
    """One physical card. Attributes are plain fields, read in the engine's hot loops."""

    __slots__ = ("colour", "id", "is_wild", "kind", "number", "points", "rank")

    def __init__(self, colour: Colour | None, rank: Rank, copy: int) -> None:
        self.colour = colour
        self.rank = rank
        self.number: int | None = int(rank.value) if rank in NUMBER_RANKS else None
        self.is_wild = rank in WILD_RANKS
        self.points = rank_points(rank)
        code = rank.value if self.number is not None else _ID_CODES[rank]
        # `kind` names the card face ("r5", "w+4"); `id` tells apart the copies of one face ("r5.2").
        self.kind = f"{colour.letter}{code}" if colour else code
        self.id = f"{self.kind}.{copy}"

    @property
    def name_key(self) -> str:
        """Message key for the card's face; the catalogue fills in `{colour}` for coloured cards."""
        return f"card.{self.rank.value}"

    def __repr__(self) -> str:
        return f"Card({self.id})"


class Edition(Enum):
    CLASSIC = "classic"
    MINECRAFT = "minecraft"
    MOTU = "motu"

    @property
    def colours(self) -> tuple[Colour, ...]:
        if self is Edition.MOTU:
            return (Colour.RED, Colour.PURPLE, Colour.GREEN, Colour.BLUE)
        return (Colour.RED, Colour.YELLOW, Colour.GREEN, Colour.BLUE)

    @property
    def special_rank(self) -> Rank | None:
        """The edition's extra wild: 4 copies added to the classic 108."""
        return {Edition.MINECRAFT: Rank.CREEPER, Edition.MOTU: Rank.GREYSKULL}.get(self)


BUZZER_CARDS = 8


def new_deck(edition: Edition, buzzer: bool = False) -> list[Card]:
    """An ordered deck: 108 classic cards, 112 for the special editions, plus 8 with buzzer cards.

    The card objects are built once per deck type and shared by every game, as they never change; this keeps
    per-card caches (such as `Play.of`) bounded however many games run.
    """
    key = (edition, buzzer)
    if key not in _DECKS:
        _DECKS[key] = tuple(_build_deck(edition, buzzer))
    return list(_DECKS[key])


_DECKS: dict[tuple[Edition, bool], tuple[Card, ...]] = {}

MatchTable = dict[tuple[Colour | None, Rank], frozenset[Card]]


def match_table(edition: Edition, buzzer: bool = False) -> MatchTable:
    """For each (colour to match, rank on top): the cards of the deck that may follow.

    The colour None means anything goes (after a buzzer card). Looking a card up in a set is the cheapest
    matching test there is, and the engine makes it for every card of every hand it lists.
    """
    key = (edition, buzzer)
    if key not in _MATCHES:
        cards = new_deck(edition, buzzer)
        _MATCHES[key] = {
            (colour, rank): frozenset(
                card
                for card in cards
                if colour is None or card.colour is None or card.colour is colour or card.rank is rank
            )
            for colour in (*edition.colours, None)
            for rank in Rank
        }
    return _MATCHES[key]


_MATCHES: dict[tuple[Edition, bool], MatchTable] = {}


def _build_deck(edition: Edition, buzzer: bool) -> list[Card]:
    cards: list[Card] = []
    for colour in edition.colours:
        cards.append(Card(colour, Rank.ZERO, 1))
        for rank in NUMBER_RANKS[1:] + ACTION_RANKS:
            cards.extend(Card(colour, rank, copy) for copy in (1, 2))
    wild_ranks = [Rank.WILD, Rank.WILD_DRAW_FOUR]
    if edition.special_rank:
        wild_ranks.append(edition.special_rank)
    for rank in wild_ranks:
        cards.extend(Card(None, rank, copy) for copy in range(1, 5))
    if buzzer:
        cards.extend(Card(None, Rank.BUZZER, copy) for copy in range(1, BUZZER_CARDS + 1))
    return cards


def take_card(cards: list[Card], face: str) -> Card:
    """Remove from `cards` and return the first card with this face (see the module's notation)."""
    for index, card in enumerate(cards):
        if card.kind == face:
            return cards.pop(index)
    raise ValueError(f"no card {face!r} left in the deck")
