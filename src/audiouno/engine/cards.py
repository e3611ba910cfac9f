"""Cards, colours, ranks and the three editions' decks, with their point values.

A `Card` is one physical card: two red fives are two cards with ids ``r5.1`` and ``r5.2``. Cards compare by
identity, which keeps hand and pile operations fast and unambiguous. Nothing here holds display text: the app
turns a card's rank and colour into words through its message catalogue (`app/output/words.py`).

A card's face (`Card.kind`) is its short name, used to set up games by hand (`take_card`):
- coloured cards: the colour's letter (``r`` red, ``y`` yellow, ``g`` green, ``b`` blue, ``p`` purple in the
  Masters of the Universe edition) and then the number ``0``-``9``, ``s`` for Skip, ``r`` for Reverse or ``+2``
  for Draw Two: ``"r5"``, ``"gs"``, ``"br"``, ``"y+2"``;
- wilds: ``"w"`` and ``"w+4"`` (Wild Draw Four); the editions' specials ``"creeper"`` (Minecraft) and
  ``"greyskull"`` (Masters of the Universe); the buzzer card (buzzer variant) ``"buzzer"``.
- the Flip edition's two sides: on the light side (red, yellow, green, blue) ``+1`` Draw One, ``f`` Flip,
  ``"w"`` Wild and ``"w+2"`` Wild Draw Two (``"r+1"``, ``"gf"``); on the dark side, in pink (``k``), teal
  (``t``), orange (``o``) and purple (``p``), ``+5`` Draw Five, ``se`` Skip Everyone, ``r`` Reverse, ``f`` Flip,
  and the dark wilds ``"dw"`` Wild and ``"dw+c"`` Wild Draw Colour (``"o+5"``, ``"kse"``). Each physical Flip
  card is two `Card` faces, each the other's `other`.
"""

from __future__ import annotations

import random
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
    # The Flip edition's dark side (purple is one of them too).
    PINK = "pink"
    TEAL = "teal"
    ORANGE = "orange"

    @property
    def letter(self) -> str:
        return "k" if self is Colour.PINK else self.value[0]  # pinK: purple has the "p"


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
    # The Flip edition: light side, then dark side.
    DRAW_ONE = "draw_one"
    FLIP = "flip"
    WILD_DRAW_TWO = "wild_draw_two"
    DRAW_FIVE = "draw_five"
    SKIP_EVERYONE = "skip_everyone"
    WILD_DRAW_COLOUR = "wild_draw_colour"
    # The No Mercy edition (its Skip Everyone is Flip's rank, in the light colours).
    DRAW_FOUR = "draw_four"  # coloured, not wild
    DISCARD_ALL = "discard_all"
    WILD_REVERSE_DRAW_FOUR = "wild_reverse_draw_four"
    WILD_DRAW_SIX = "wild_draw_six"
    WILD_DRAW_TEN = "wild_draw_ten"
    WILD_COLOUR_ROULETTE = "wild_colour_roulette"


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
WILD_RANKS = frozenset(
    {
        Rank.WILD,
        Rank.WILD_DRAW_FOUR,
        Rank.CREEPER,
        Rank.GREYSKULL,
        Rank.WILD_DRAW_TWO,
        Rank.WILD_DRAW_COLOUR,
        Rank.WILD_REVERSE_DRAW_FOUR,
        Rank.WILD_DRAW_SIX,
        Rank.WILD_DRAW_TEN,
        Rank.WILD_COLOUR_ROULETTE,
    }
)
# The wild draw cards a victim may challenge: rightly played only without a card of the colour in play.
CHALLENGEABLE_RANKS = frozenset({Rank.WILD_DRAW_FOUR, Rank.WILD_DRAW_TWO, Rank.WILD_DRAW_COLOUR})

_ID_CODES = {
    Rank.SKIP: "s",
    Rank.REVERSE: "r",
    Rank.DRAW_TWO: "+2",
    Rank.WILD: "w",
    Rank.WILD_DRAW_FOUR: "w+4",
    Rank.CREEPER: "creeper",
    Rank.GREYSKULL: "greyskull",
    Rank.BUZZER: "buzzer",
    Rank.DRAW_ONE: "+1",
    Rank.FLIP: "f",
    Rank.WILD_DRAW_TWO: "w+2",
    Rank.DRAW_FIVE: "+5",
    Rank.SKIP_EVERYONE: "se",
    Rank.WILD_DRAW_COLOUR: "w+c",
    Rank.DRAW_FOUR: "+4",
    Rank.DISCARD_ALL: "da",
    Rank.WILD_REVERSE_DRAW_FOUR: "wr+4",
    Rank.WILD_DRAW_SIX: "w+6",
    Rank.WILD_DRAW_TEN: "w+10",
    Rank.WILD_COLOUR_ROULETTE: "wcr",
}


# The cards that make the next player draw, and how many: they stack (see legality.answers_penalty).
PENALTY_SIZE = {Rank.DRAW_TWO: 2, Rank.WILD_DRAW_FOUR: 4, Rank.DRAW_ONE: 1, Rank.WILD_DRAW_TWO: 2,
                Rank.DRAW_FIVE: 5, Rank.DRAW_FOUR: 4, Rank.WILD_REVERSE_DRAW_FOUR: 4, Rank.WILD_DRAW_SIX: 6,
                Rank.WILD_DRAW_TEN: 10}  # fmt: skip
# The coloured action cards, scored 20 like the classic ones.
_COLOURED_ACTIONS = frozenset({*ACTION_RANKS, Rank.SKIP_EVERYONE, Rank.DRAW_FOUR, Rank.DISCARD_ALL})


def rank_points(rank: Rank) -> int:
    """Scoring value: numbers at face value, coloured actions 20, every card without a colour 50."""
    if rank in NUMBER_RANKS:
        return int(rank.value)
    if rank in _COLOURED_ACTIONS:
        return 20
    return 50


class Card:
    """One physical card, or one face of a two-sided Flip card. Attributes are plain fields, read in the engine's
    hot loops."""

    __slots__ = ("colour", "dark", "id", "is_wild", "kind", "number", "other", "points", "rank")

    def __init__(
        self, colour: Colour | None, rank: Rank, copy: int, points: int | None = None, dark: bool = False
    ) -> None:
        self.colour = colour
        self.rank = rank
        self.number: int | None = int(rank.value) if rank in NUMBER_RANKS else None
        self.is_wild = rank in WILD_RANKS
        self.points = rank_points(rank) if points is None else points
        self.dark = dark  # a face of the Flip edition's dark side
        self.other: Card | None = None  # the other face of a Flip card; None for a one-sided card
        code = rank.value if self.number is not None else _ID_CODES[rank]
        # `kind` names the card face ("r5", "w+4"); `id` tells apart the copies of one face ("r5.2").
        self.kind = f"{colour.letter}{code}" if colour else ("d" if dark else "") + code
        self.id = f"{self.kind}.{copy}"

    def __repr__(self) -> str:
        return f"Card({self.id})"


class Edition(Enum):
    __hash__ = object.__hash__  # as for Colour: each game looks up its deck and match table by edition

    CLASSIC = "classic"
    MINECRAFT = "minecraft"
    MOTU = "motu"
    FLIP = "flip"
    NO_MERCY = "no_mercy"

    @property
    def colours(self) -> tuple[Colour, ...]:
        """The colours of the deck, of the light side for Flip."""
        if self is Edition.MOTU:
            return (Colour.RED, Colour.PURPLE, Colour.GREEN, Colour.BLUE)
        return (Colour.RED, Colour.YELLOW, Colour.GREEN, Colour.BLUE)

    @property
    def two_sided(self) -> bool:
        return self is Edition.FLIP

    def side_colours(self, dark: bool) -> tuple[Colour, ...]:
        return DARK_COLOURS if dark else self.colours

    @property
    def special_rank(self) -> Rank | None:
        """The edition's extra wild: 4 copies added to the classic 108."""
        return {Edition.MINECRAFT: Rank.CREEPER, Edition.MOTU: Rank.GREYSKULL}.get(self)


BUZZER_CARDS = 8
DARK_COLOURS = (Colour.PINK, Colour.TEAL, Colour.ORANGE, Colour.PURPLE)
# Mattel's Flip scores each side its own way: number cards at face value, and these.
_LIGHT_POINTS = {Rank.DRAW_ONE: 10, Rank.REVERSE: 20, Rank.SKIP: 20, Rank.FLIP: 20, Rank.WILD: 40,
                 Rank.WILD_DRAW_TWO: 50}  # fmt: skip
_DARK_POINTS = {Rank.DRAW_FIVE: 20, Rank.REVERSE: 20, Rank.FLIP: 20, Rank.SKIP_EVERYONE: 30, Rank.WILD: 40,
                Rank.WILD_DRAW_COLOUR: 60}  # fmt: skip
# Which dark face is printed on the back of which light face is fixed by the printer, not by the shuffle: a
# fixed permutation stands for it, the same in every game.
_PRINTING_SEED = 2019
# UNO Show 'Em No Mercy's 168 cards (Mattel, 2023): per colour two of each number 0-9 and these coloured
# actions, then the wilds.
NO_MERCY_ACTIONS = {Rank.SKIP: 3, Rank.REVERSE: 3, Rank.DRAW_TWO: 3, Rank.DISCARD_ALL: 3, Rank.SKIP_EVERYONE: 2,
                    Rank.DRAW_FOUR: 2}  # fmt: skip
NO_MERCY_WILDS = {Rank.WILD_REVERSE_DRAW_FOUR: 8, Rank.WILD_DRAW_SIX: 4, Rank.WILD_DRAW_TEN: 4,
                  Rank.WILD_COLOUR_ROULETTE: 8}  # fmt: skip
NO_MERCY_NUMBER_COPIES = 2


def new_deck(edition: Edition, buzzer: bool = False) -> list[Card]:
    """An ordered deck: 108 classic cards, 112 for the special editions, 168 for No Mercy, plus 8 with buzzer
    cards; for Flip, the 112 light faces (each card's dark face is its `other`).

    The card objects are built once per deck type and shared by every game, as they never change; this keeps
    per-card caches (such as `Play.of`) bounded however many games run.
    """
    key = (edition, buzzer)
    if key not in _DECKS:
        _DECKS[key] = tuple(_build_deck(edition, buzzer))
    return list(_DECKS[key])


_DECKS: dict[tuple[Edition, bool], tuple[Card, ...]] = {}


def side_deck(edition: Edition, buzzer: bool = False, dark: bool = False) -> list[Card]:
    """The deck's faces on one side: `new_deck`, or for Flip's dark side every card's dark face."""
    cards = new_deck(edition, buzzer)
    return [card.other for card in cards if card.other is not None] if dark else cards


MatchTable = dict[Colour | None, dict[Rank, frozenset[Card]]]


def match_table(edition: Edition, buzzer: bool = False, dark: bool = False) -> MatchTable:
    """For each colour to match, then each rank on top: the cards of the deck (of that side, for Flip) that may
    follow.

    The colour None means anything goes (after a buzzer card). Looking a card up in a set is the cheapest
    matching test there is, and the engine makes it for every card of every hand it lists. The table is nested,
    colour then rank, because two look-ups by a single key cost less than building a (colour, rank) key each time.
    """
    key = (edition, buzzer, dark)
    if key not in _MATCHES:
        # Built from the cards grouped by colour and by rank: asking every card of the deck about every (colour,
        # rank) pair cost the first game of a process as much as a few hundred of its actions.
        cards = side_deck(edition, buzzer, dark)
        by_colour: dict[Colour | None, list[Card]] = {}
        by_rank: dict[Rank, list[Card]] = {rank: [] for rank in Rank}
        for card in cards:
            by_colour.setdefault(card.colour, []).append(card)
            by_rank[card.rank].append(card)
        wilds = by_colour.get(None, [])
        anything = frozenset(cards)
        _MATCHES[key] = {
            colour: {rank: frozenset((*by_colour[colour], *wilds, *by_rank[rank])) for rank in Rank}
            for colour in edition.side_colours(dark)
        }
        _MATCHES[key][None] = dict.fromkeys(Rank, anything)
    return _MATCHES[key]


_MATCHES: dict[tuple[Edition, bool, bool], MatchTable] = {}


def _build_deck(edition: Edition, buzzer: bool) -> list[Card]:
    if edition.two_sided:
        return _flip_deck()
    cards = _no_mercy_deck() if edition is Edition.NO_MERCY else _classic_deck(edition)
    if buzzer:
        cards.extend(Card(None, Rank.BUZZER, copy) for copy in range(1, BUZZER_CARDS + 1))
    return cards


def _classic_deck(edition: Edition) -> list[Card]:
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
    return cards


def _no_mercy_deck() -> list[Card]:
    cards: list[Card] = []
    for colour in Edition.NO_MERCY.colours:
        for rank in NUMBER_RANKS:
            cards.extend(Card(colour, rank, copy) for copy in range(1, NO_MERCY_NUMBER_COPIES + 1))
        for rank, copies in NO_MERCY_ACTIONS.items():
            cards.extend(Card(colour, rank, copy) for copy in range(1, copies + 1))
    for rank, copies in NO_MERCY_WILDS.items():
        cards.extend(Card(None, rank, copy) for copy in range(1, copies + 1))
    return cards


def _flip_side(
    colours: tuple[Colour, ...], actions: tuple[Rank, ...], wilds: tuple[Rank, ...], dark: bool
) -> list[Card]:
    """One side of the Flip deck: per colour two of each number 1-9 and of each action; four of each wild."""
    points = _DARK_POINTS if dark else _LIGHT_POINTS
    cards: list[Card] = []
    for colour in colours:
        for rank in NUMBER_RANKS[1:] + actions:
            cards.extend(Card(colour, rank, copy, points.get(rank), dark) for copy in (1, 2))
    for rank in wilds:
        cards.extend(Card(None, rank, copy, points[rank], dark) for copy in range(1, 5))
    return cards


def _flip_deck() -> list[Card]:
    """The 112 two-sided cards, as their light faces, each tied to its dark face."""
    light = _flip_side(
        Edition.FLIP.colours,
        (Rank.DRAW_ONE, Rank.REVERSE, Rank.SKIP, Rank.FLIP),
        (Rank.WILD, Rank.WILD_DRAW_TWO),
        dark=False,
    )
    dark = _flip_side(
        DARK_COLOURS,
        (Rank.DRAW_FIVE, Rank.REVERSE, Rank.SKIP_EVERYONE, Rank.FLIP),
        (Rank.WILD, Rank.WILD_DRAW_COLOUR),
        dark=True,
    )
    random.Random(_PRINTING_SEED).shuffle(dark)
    for front, back in zip(light, dark, strict=True):
        front.other, back.other = back, front
    return light


def take_card(cards: list[Card], face: str) -> Card:
    """Remove from `cards` and return the first card with this face (see the module's notation)."""
    for index, card in enumerate(cards):
        if card.kind == face:
            return cards.pop(index)
    raise ValueError(f"no card {face!r} left in the deck")
