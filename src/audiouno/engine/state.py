"""The state of a game, shared by the rule modules: what is on the table, whose move it is, which windows are open.

`Game` (game.py) is the public face; the rule modules (legality, windows, dealing, turns, effects, scoring) read
and change this state through plain attributes, so a rule reads as it is written in RULES.md.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from enum import Enum
from typing import Any

from .cards import Card, Colour, Edition, Rank, match_table, new_deck
from .events import FEWEST_PLAYERS, MOST_PLAYERS, Event, Reaction
from .piles import Shuffler
from .rules import RuleSet, refused_options, with_forced


class Phase(Enum):
    PLAY = "play"  # the current player plays or draws
    DRAWN = "drawn"  # the current player drew a playable card: play it or keep it
    PENALTY = "penalty"  # the current player faces a Draw Two / Draw Four they may answer or challenge
    CHOOSE_COLOUR = "choose_colour"  # `decider` names the colour after a wild
    CHOOSE_SWAP = "choose_swap"  # `decider` picks whom to swap hands with after a 7
    REACTION = "reaction"  # buzzer or slap: every listed player presses
    ROUND_OVER = "round_over"
    MATCH_OVER = "match_over"


# Looking up an enum member (`Phase.PLAY`) costs about 0.1 µs in CPython 3.11, against 0.01 µs for a module
# name, and the rules read the phase several times per action: they use these names.
PLAY = Phase.PLAY
DRAWN = Phase.DRAWN
PENALTY = Phase.PENALTY
CHOOSE_COLOUR = Phase.CHOOSE_COLOUR
CHOOSE_SWAP = Phase.CHOOSE_SWAP
REACTION = Phase.REACTION
ROUND_OVER = Phase.ROUND_OVER
MATCH_OVER = Phase.MATCH_OVER


class ReactionWindow:
    """An open buzzer or slap window, and the play that opened it (resumed once all but one pressed)."""

    __slots__ = ("card", "deadline", "kind", "opened", "player", "players", "presses")

    def __init__(
        self, kind: Reaction, players: tuple[int, ...], opened: float, deadline: float, player: int, card: Card
    ) -> None:
        self.kind = kind
        self.players = players  # who must press
        self.opened = opened
        self.deadline = deadline
        self.presses: dict[int, float] = {}  # seconds from the opening, by player
        self.player = player
        self.card = card


class Run:
    """The right of `owner` to go on with a run of consecutive same-colour numbers (the sequences rule)."""

    __slots__ = ("colour", "deadline", "last", "owner", "step")

    def __init__(self, owner: int, card: Card, deadline: float) -> None:
        self.owner = owner
        self.colour = card.colour
        self.last: int = card.number  # type: ignore[assignment]
        self.step = 0  # +1 ascending, -1 descending, 0 until the second card sets it
        self.deadline = deadline


class DrawFourPlay:
    """The last Draw Four laid, as a challenge would judge it: recorded before the card left the hand."""

    __slots__ = ("bluff", "hand", "player")

    def __init__(self, player: int, bluff: bool, hand: tuple[Card, ...]) -> None:
        self.player = player
        self.bluff = bluff  # whether a challenge would find the player guilty
        self.hand = hand  # the rest of the hand, shown to the challenger


class GameState:
    # Slots: the rules read and write these on every action, and a slot is quicker to reach than a key of an
    # instance dict of this size. `Game` keeps a dict besides, for anything a caller attaches.
    __slots__ = (
        "any_out", "catch_deadlines", "challenge_on", "choice_card", "colour", "colours", "creepers", "current", "dark",
        "dealer", "decider", "deck", "direction", "discard", "draw_four", "draw_pile", "drawn_card", "eliminated",
        "free_drawn", "going_out", "handlers", "hands", "idle_passes", "in_round", "interception_deadline",
        "interception_on", "log", "matches", "no_mercy", "now", "number_effects", "opening_wild", "other_windows",
        "out", "out_of_round", "out_of_turn_plays", "penalty_cards", "pending_draw", "pending_rank", "phase",
        "played_by", "players", "reaction", "rng", "round_number", "round_winner", "rules", "seats_may_leave",
        "sequence", "set_aside", "shuffler", "totals", "turn_deadline", "turn_options", "turns", "two_sided",
        "uno_called", "winners",
    )  # fmt: skip

    def __init__(self, players: int, rules: RuleSet, rng: random.Random, shuffler: Shuffler, record: bool) -> None:
        if not FEWEST_PLAYERS <= players <= MOST_PLAYERS:
            raise ValueError(f"UNO takes {FEWEST_PLAYERS} to {MOST_PLAYERS} players, not {players}")
        refused = refused_options(rules)
        if refused:
            raise ValueError(f"the {rules.edition.value} deck cannot be played with {', '.join(refused)}")
        rules = with_forced(rules)  # the deck's own rules, whatever the options say
        self.players = players
        self.rules = rules
        self.rng = rng
        self.shuffler = shuffler
        # How each kind of action is carried out, under these rules (set by `Game`, which knows the rule modules).
        self.handlers: dict[type, Callable[[GameState, int, Any, float], None]] = {}
        self.deck = tuple(new_deck(rules.edition, rules.buzzer))  # never changes: each deal copies it
        self.creepers = rules.edition.special_rank is Rank.CREEPER
        self.two_sided = rules.edition.two_sided
        self.no_mercy = rules.edition is Edition.NO_MERCY
        # Rule switches read on every play, looked up once.
        self.challenge_on = rules.challenge != "off"
        self.interception_on = rules.interception != "off"
        # A run of numbers or an interception lets a card be played out of turn: listed only where one can open.
        self.out_of_turn_plays = rules.sequences or self.interception_on
        # Options that add to a turn's actions besides single cards.
        self.turn_options = rules.same_rank_play or rules.must_play or rules.free_draws > 0
        self.number_effects = rules.sequences or rules.zero_passes_hands or rules.seven_swaps or rules.slap_on_nine
        # Whether any window besides the UNO catch can open: an interception, a run, a race, the turn timer.
        self.other_windows = self.out_of_turn_plays or rules.buzzer or rules.slap_on_nine or rules.turn_timer_s > 0
        # Whether the order of play may ever pass over a seat: one out of the match (elimination scoring), out of the
        # round (the mercy rule), or gone out while the penalty of their last card is answered. Most tables have none
        # of these, and the order of play is then the seats' own.
        self.seats_may_leave = (
            rules.scoring == "elimination"
            or rules.max_hand > 0
            or (rules.wait_for_draw_responses and rules.stacking != "off")
        )
        self.log: list[Event] | None = [] if record else None
        self.totals = [0] * players
        self.round_number = 0
        self.dealer: int | None = None
        self.phase = Phase.ROUND_OVER
        # Whether the phase is a round's, neither ROUND_OVER nor MATCH_OVER: a field, not a property, as every driver
        # asks it before every action. Set where a deal starts a round and where scoring ends one.
        self.in_round = False
        self.winners: tuple[int, ...] = ()
        # Elimination scoring: the seats that reached the limit and left the match. They keep their place (and
        # their number), hold no cards and are passed over in the order of play.
        self.eliminated: set[int] = set()
        self.now = 0.0  # the caller's time of the call in progress, which a turn timer counts from
        self.out: list[Event] = []  # the events of the call in progress
        self.reset_round_state()

    def reset_round_state(self) -> None:
        n = self.players
        self.set_side(False)  # every round starts on the light side
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.draw_pile: list[Card] = []  # the top is the end of the list
        self.discard: list[Card] = []  # the top is the end of the list
        self.colour: Colour | None = None  # None: any card may follow (after a buzzer card)
        self.direction = 1
        self.current = 0
        self.decider: int | None = None  # who must act in a turn phase; None in a reaction or between rounds
        self.pending_draw = 0
        self.pending_rank: Rank | None = None
        self.drawn_card: Card | None = None
        self.uno_called = [False] * n
        self.catch_deadlines: dict[int, float] = {}  # players who may be caught for a forgotten UNO
        self.interception_deadline: float | None = None
        self.sequence: Run | None = None
        self.reaction: ReactionWindow | None = None
        self.choice_card: Card | None = None  # the wild or 7 whose choice is pending
        # The choice is the colour of a wild turned up (the starting card, or the top after a flip): the player
        # who names it then plays.
        self.opening_wild = False
        self.draw_four: DrawFourPlay | None = None  # the Draw Four that may still be challenged
        self.played_by: int | None = None  # who laid the top card
        self.penalty_cards: list[set[Card]] = [set() for _ in range(n)]  # drawn as a penalty this turn
        self.idle_passes = 0  # players in a row who had nothing to draw
        self.turns = 0  # turns begun this round
        self.round_winner: int | None = None
        self.turn_deadline: float | None = None  # the turn timer: when the decider's time is up
        self.free_drawn = 0  # cards drawn this turn while holding a playable card (the free-draws rule)
        self.out_of_round = [False] * n  # reached the mercy limit: no more turns this round
        # No Mercy: the hands of those knocked out at the limit, set aside until the pile runs out and is reshuffled.
        self.set_aside: list[Card] = []
        self.any_out = False  # whether anyone is, so the turn order checks only then
        self.going_out: int | None = None  # went out on a penalty the next player still answers or draws

    def set_side(self, dark: bool) -> None:
        """Which side of a two-sided deck is up, and so which colours and matches are in play."""
        edition = self.rules.edition
        self.dark = dark
        self.colours = edition.side_colours(dark)
        self.matches = match_table(edition, self.rules.buzzer, dark)

    def close_windows_for(self, actor: int) -> None:
        """A turn action by `actor` closes the windows that belong to anyone else ("until the next player acts")."""
        if self.catch_deadlines:
            for target in list(self.catch_deadlines):
                if target != actor:
                    del self.catch_deadlines[target]
        self.interception_deadline = None
        if self.sequence is not None and self.sequence.owner != actor:
            self.sequence = None

    def clear_windows(self) -> None:
        self.catch_deadlines.clear()
        self.interception_deadline = None
        self.sequence = None
        self.reaction = None
        self.turn_deadline = None

    @property
    def cards_to_draw(self) -> int:
        """How many cards are left to draw: the pile, and what a reshuffle would add (the discards under the top
        card, the hands set aside)."""
        return len(self.draw_pile) + max(0, len(self.discard) - 1) + len(self.set_aside)

    @property
    def top(self) -> Card:
        return self.discard[-1]

    def next_seat(self, player: int, steps: int = 1) -> int:
        """The seat `steps` turns on from `player`, passing over seats out of the match (elimination scoring), anyone
        out of the round (the mercy rule) and a player who went out while the penalty of their last card is answered."""
        if not self.seats_may_leave or (not self.eliminated and not self.any_out and self.going_out is None):
            return (player + self.direction * steps) % self.players
        seat = player
        for _ in range(steps):
            seat = (seat + self.direction) % self.players
            while not self.in_play(seat):
                seat = (seat + self.direction) % self.players
        return seat

    def in_play(self, seat: int) -> bool:
        """Whether `seat` still takes part in the round: in the match, not out at the mercy limit, not gone out
        already."""
        return seat not in self.eliminated and not self.out_of_round[seat] and seat != self.going_out

    @property
    def seats_in(self) -> tuple[int, ...]:
        """The seats still in the match, in seat order."""
        return tuple(seat for seat in range(self.players) if seat not in self.eliminated)

    @property
    def players_in(self) -> int:
        """How many players are still in the match (all of them unless elimination scoring removed some)."""
        return self.players - len(self.eliminated)

    def others(self, player: int) -> tuple[int, ...]:
        """The other players still in the round, in the order of play from `player`."""
        order = ((player + self.direction * step) % self.players for step in range(1, self.players))
        return tuple(seat for seat in order if self.in_play(seat))
