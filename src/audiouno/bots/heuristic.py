"""The easy, normal and hard bots: one rule-based mind with three temperaments.

Each decision scores the legal actions with what the seat can know: its hand, the hand sizes, the discards,
and what it remembers (`Tracker`): which colours an opponent had to draw on, cards shown to it in a challenge.
The strengths differ in how much of that they use, how often they slip, and how fast they react (`Reflexes`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Collection, Sequence
from functools import cache
from itertools import filterfalse
from operator import attrgetter
from typing import ClassVar

from ..engine import (
    CHALLENGE,
    DRAW,
    PASS,
    Action,
    Buzz,
    CallUno,
    CatchUno,
    ChooseColour,
    Colour,
    Edition,
    Phase,
    Play,
    PlayerView,
    PlaySame,
    Rank,
    Slap,
    SwapWith,
)
from ..engine.cards import CHALLENGEABLE_RANKS, PENALTY_SIZE, Card, side_deck
from ..engine.events import Event
from . import no_mercy, reflexes
from .base import Decision, Strategy
from .temperament import EASY, HARD, NORMAL, Temperament
from .tracker import Tracker

TURN_SECONDS = 1.0  # nominal thinking time of a turn; the app paces turns with its own setting
UNO_WITH_THE_CARD = 0.0  # seconds from a bot's card landing to its UNO: said in the same breath
CARD_WEIGHT = 0.5  # what a card drawn is worth against the other reasons of a play's score
# With two players each one gives another turn.
ACTIONS_2P = frozenset(
    (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO, Rank.DRAW_ONE, Rank.DRAW_FIVE, Rank.SKIP_EVERYONE, Rank.DRAW_FOUR)
)
# Coloured cards that hurt the next player.
ATTACKS = (Rank.DRAW_TWO, Rank.SKIP, Rank.DRAW_ONE, Rank.DRAW_FIVE, Rank.SKIP_EVERYONE, Rank.DRAW_FOUR)
# What a card is worth as a weapon, for weighing which side of the deck suits a hand (Flip).
_WEAPONS = {Rank.DRAW_ONE: 1, Rank.WILD_DRAW_TWO: 2, Rank.SKIP: 1, Rank.DRAW_FIVE: 5, Rank.SKIP_EVERYONE: 2,
            Rank.WILD_DRAW_COLOUR: 5, Rank.WILD: 1}  # fmt: skip


# Cards whose next player loses the turn, so that the one after answers them (more than two players): the Skip and
# the draw cards, but the one that turns the play round first.
_SKIPPING = frozenset({Rank.SKIP, *PENALTY_SIZE}) - {Rank.WILD_REVERSE_DRAW_FOUR}

_COLOUR, _RANK, _FACE = attrgetter("colour"), attrgetter("rank"), attrgetter("colour", "rank")


class _Counts:
    """How many of some cards there are, and of each colour, each rank and each face: counted in C."""

    __slots__ = ("colours", "faces", "ranks", "size")

    def __init__(self, cards: Collection[Card]) -> None:
        self.size = len(cards)
        self.colours: dict[Colour | None, int] = Counter(map(_COLOUR, cards))
        self.ranks: dict[Rank, int] = Counter(map(_RANK, cards))
        self.faces: dict[tuple[Colour | None, Rank], int] = Counter(map(_FACE, cards))


@cache
def _deck_counts(edition: Edition, buzzer: bool, dark: bool) -> _Counts:
    return _Counts(side_deck(edition, buzzer, dark))


def seen_cards(view: PlayerView, hand: tuple[Card, ...]) -> set[Card]:
    """The cards of the deck's side up that a seat holding `hand` has seen: its hand and the discards."""
    seen = set(hand)
    seen.update(view.discard)
    return seen


class Unseen:
    """The cards a seat has not seen, counted: the deck's counts (the side up's) less those of the cards it has
    seen, its hand and the discards, which for most of a round are the fewer to count."""

    __slots__ = ("_deck", "_seen", "size")

    def __init__(self, view: PlayerView, hand: tuple[Card, ...]) -> None:
        rules = view.rules
        self._deck = _deck_counts(rules.edition, rules.buzzer, view.dark)
        self._seen = _Counts(hand + view.discard)  # a card is in one place: no set needed to count each once
        self.size = self._deck.size - self._seen.size

    def answers(self, colour: Colour, rank: Rank, lacks: Collection[Colour]) -> tuple[int, int]:
        """How many of the cards a seat lacking the colours `lacks` may hold answer `rank` in `colour` (the
        colour's cards, the wilds and the rank's, each card counted once), and how many it may hold: each count the
        deck's less the seen cards', looked up in place, as each of the hard bot's plays is weighed by them."""
        deck, seen = self._deck, self._seen
        deck_colours, seen_colours = deck.colours.get, seen.colours.get
        deck_faces, seen_faces = deck.faces.get, seen.faces.get
        wild = (None, rank)
        answers = deck_colours(None, 0) - seen_colours(None, 0) + deck.ranks.get(rank, 0) - seen.ranks.get(rank, 0)
        answers -= deck_faces(wild, 0) - seen_faces(wild, 0)
        if colour not in lacks:
            face = (colour, rank)
            answers += deck_colours(colour, 0) - seen_colours(colour, 0) - deck_faces(face, 0) + seen_faces(face, 0)
        total = self.size
        for lacked in lacks:
            face = (lacked, rank)
            total -= deck_colours(lacked, 0) - seen_colours(lacked, 0)
            answers -= deck_faces(face, 0) - seen_faces(face, 0)
        return answers, total


def closeness(cards: int) -> float:
    """How near a hand of `cards` is to going out: 1 at one or two cards, a half at three, a third at four..."""
    return 1.0 / max(1, cards - 1)


class HeuristicStrategy(Strategy):
    temperament: ClassVar[Temperament] = NORMAL
    observes = True

    def __init__(self, seat: int, rng: random.Random) -> None:
        super().__init__(seat, rng)
        self.tracker = Tracker(seat)
        self._sides: tuple[list[Card], list[Card]] = ([], [])  # the deck's faces, light and dark
        self._uno_occasion: tuple[int, int, int | None] | None = None  # the card laid that left one in hand
        self._uno_forgotten = False
        # How fast it reacts: its strength's, until the table knows the player's own times (`reflexes.fitted`).
        self.reflexes: reflexes.ReactionModel = self.temperament.reflexes
        # How much more often than its share this seat is last in a slap race (the player's, for the hint: the
        # table weighs it from their times); 0 for a bot, which races as fast as the rest.
        self.slap_risk = 0.0

    def observe(self, events: Sequence[Event]) -> None:
        self.tracker.observe(events)

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
        self._look(view)
        reaction = self._reaction(view, legal)
        if reaction is not None or view.decider != self.seat:
            return reaction
        return self._turn(view, legal), TURN_SECONDS

    def turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """What it does on its turn, the real-time answers aside (they come first at the table): for a search that
        asks what this mind would have done holding another hand."""
        self._look(view)
        return self._turn(view, legal)

    def _look(self, view: PlayerView) -> None:
        """What the bot learns when it first sees the table: how many sit there, and the deck's faces."""
        if self.tracker.players is None:
            self.tracker.players = view.players
        if not self._sides[0]:
            rules = view.rules
            dark = side_deck(rules.edition, rules.buzzer, True) if rules.edition.two_sided else []
            self._sides = (side_deck(rules.edition, rules.buzzer), dark)

    # ----------------------------------------------------------------- out of turn and real time

    def _reaction(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
        """The real-time answers: buzzer, slap, UNO, catching, sequences, interceptions."""
        rng, temper, reacts = self.rng, self.temperament, self.reflexes
        me = self.seat
        for action in legal:
            kind = type(action)
            if kind is Buzz or kind is Slap:
                return action, reacts.simple(rng)
            # UNO is said as the card lands, as people say it: once the card is down (never before it, nor before
            # a draw), in the same moment, so a listener hears the play, then the call, and nobody can catch a bot
            # that called. After an interception or a sequence too; a hand that came from a 0 or a 7 with one card
            # is called a simple reaction after it is heard. A bot that forgets forgets for that card, so that it
            # can be caught.
            if kind is CallUno and len(view.hand) == 1 and not self._forgets_uno(view):
                return action, UNO_WITH_THE_CARD if view.played_by == me else reacts.simple(rng)
        for action in legal:
            if type(action) is CatchUno and rng.random() < temper.catch:
                return action, reacts.recognition_time(rng)
        if view.decider == me:
            return None
        plays = [action for action in legal if type(action) is Play]
        if plays and rng.random() < temper.catch:
            best = max(plays, key=lambda play: play.card.points)  # shed the heaviest card of a run or jump-in
            return best, reacts.recognition_time(rng)
        return None

    def _forgets_uno(self, view: PlayerView) -> bool:
        """Whether the bot forgets UNO this time its hand is down to one card: decided once for each card laid
        (each time it is asked again, as the game moves on, it stays as decided)."""
        occasion = (view.round_number, len(view.discard), view.played_by)
        if occasion != self._uno_occasion:
            self._uno_occasion = occasion
            self._uno_forgotten = self.rng.random() < self.temperament.uno_forget
        return self._uno_forgotten

    # ----------------------------------------------------------------- turns

    def _turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        phase = view.phase
        if phase is Phase.CHOOSE_COLOUR:
            top = view.top
            roulette = top is not None and top.rank is Rank.WILD_COLOUR_ROULETTE
            colour = self._roulette_colour(view) if roulette else self._best_colour(view, view.hand)
            return next(a for a in legal if type(a) is ChooseColour and a.colour is colour)
        if phase is Phase.CHOOSE_SWAP:
            return self._swap_choice(view, legal)
        hand = view.hand  # a copy at each reading: read once
        plays = [action for action in legal if type(action) is Play and action.card in hand]
        if phase is Phase.PENALTY:
            temper = self.temperament
            if CHALLENGE in legal and self._bluff_chance(view) > temper.challenge_threshold:
                return CHALLENGE
            if not plays or (
                temper.stack_slip and view.rules.edition is Edition.NO_MERCY and self.rng.random() < temper.stack_slip
            ):
                return DRAW
            best = self._best_play(view, plays)
            return DRAW if self._draws_on_self(view, hand, best, legal) else best
        if phase is Phase.DRAWN:
            if plays and self._spares_wild(view, plays) and PASS in legal:
                return PASS
            return plays[0] if plays else PASS
        if not plays:
            return DRAW  # (with free draws it holds a playable card whenever it could draw freely: it never does)
        if self._spares_wild(view, plays) and DRAW in legal:  # as in `_draws_on_self`
            return DRAW
        if self.rng.random() < self.temperament.sloppiness:
            return self.rng.choice(plays)
        best = self._best_play(view, plays)
        if self._draws_on_self(view, hand, best, legal):
            return DRAW
        together = [action for action in legal if type(action) is PlaySame and best.card in action.cards]
        return self._best_together(view, together) if together else best

    def _spares_wild(self, view: PlayerView, plays: list[Play]) -> bool:
        """Whether to keep the wilds that are its only plays, drawing instead (`Temperament.spare_wild`): with more
        than two players, while every opponent still holds more than that many cards."""
        spare = self.temperament.spare_wild
        if not spare or view.players_in <= 2 or any(play.card.colour is not None for play in plays):
            return False
        sizes = view.hand_sizes
        return all(sizes[seat] > spare for seat in range(view.players) if seat != view.seat and sizes[seat])

    def _draws_on_self(self, view: PlayerView, hand: tuple[Card, ...], best: Play, legal: Sequence[Action]) -> bool:
        """Whether to draw rather than lay `best`, a Wild Reverse Draw 4 between two players with nothing to send it
        back: its own player would draw 4 and lose the turn (the No Mercy sheet), for one card shed. Only a bot that
        weighs it so (`Temperament.weighs_self_draw`) sees that drawing costs less."""
        weighs = self.temperament.weighs_self_draw
        # The card asked first: a list's `in` compares each action with a Python `__eq__`.
        return weighs and no_mercy.draws_on_self(view, best.card, hand) and DRAW in legal

    def _best_together(self, view: PlayerView, plays: list[PlaySame]) -> PlaySame:
        """Several cards of the number it meant to play: as many as it holds (each card shed is one fewer to be
        caught with), the one on top chosen as a single card would be, for the colour it leaves."""
        most = max(len(play.cards) for play in plays)
        widest = [play for play in plays if len(play.cards) == most]
        hand = view.hand
        unseen = Unseen(view, hand) if self.temperament.stuck_weight else None

        def score(play: PlaySame) -> float:
            rest = tuple(card for card in hand if card is play.top or card not in play.cards)
            return self._score(view, rest, play.top, unseen)

        return max(widest, key=score)

    def _best_play(self, view: PlayerView, plays: list[Play]) -> Play:
        if len(plays) == 1:
            return plays[0]
        hand = view.hand
        unseen = Unseen(view, hand) if self.temperament.stuck_weight else None
        scores = [self._score(view, hand, play.card, unseen) for play in plays]
        return plays[max(range(len(plays)), key=scores.__getitem__)]

    def _deck(self, view: PlayerView) -> list[Card]:
        """The deck's faces on the side up."""
        return self._sides[view.dark]

    def _unseen(self, view: PlayerView, hand: tuple[Card, ...]) -> list[Card]:
        return list(
            filterfalse(seen_cards(view, hand).__contains__, self._deck(view))
        )  # in C: no Python frame per card

    def _stuck_chance(self, size: int, lacks: set[Colour], colour: Colour, rank: Rank, unseen: Unseen) -> float:
        """The chance a seat holding `size` cards holds nothing to play on `rank` in `colour`, if its hand came from
        the unseen cards.

        A colour the player seems to lack (`lacks`) is taken out of the cards it may hold.
        """
        answers, total = unseen.answers(colour, rank, lacks)
        others = total - answers  # the cards that would not answer
        stuck = 1.0
        for drawn in range(min(size, total)):
            if others <= drawn:
                return 0.0  # a hand this size must hold an answer
            stuck *= (others - drawn) / (total - drawn)
        return stuck

    def _score(self, view: PlayerView, hand: tuple[Card, ...], card: Card, unseen: Unseen | None) -> float:
        temper = self.temperament
        rest = [other for other in hand if other is not card]
        if card.rank is Rank.DISCARD_ALL:  # the rest of its colour goes with it
            rest = [other for other in rest if other.colour is not card.colour]
        rules, sizes = view.rules, view.hand_sizes  # each a property: read once
        next_seat = view.next_seat(view.seat)
        next_lacks = self.tracker.lacks[next_seat]
        threat = closeness(sizes[next_seat])
        score = card.points / 100  # otherwise, shed weight
        if temper.match_weight and rules.scoring == "elimination":
            score += temper.match_weight * self._elimination_value(view, card, next_seat)
        if card.colour is None:
            score -= temper.hold_wild
            colour = self._best_colour(view, rest)
            if card.rank in CHALLENGEABLE_RANKS:
                score += temper.attack * threat * 3
                if view.colour is not None and any(other.colour is view.colour for other in rest):
                    score -= temper.bluff_penalty
        else:
            colour = card.colour
        if unseen is not None and unseen.size:
            score += temper.stuck_weight * self._stuck_chance(sizes[next_seat], next_lacks, colour, card.rank, unseen)
        score += temper.colour_weight * list(map(_COLOUR, rest)).count(colour) / max(1, len(rest))
        if colour in next_lacks:
            score += temper.lacks_weight
        if self._gives_another_turn(view, card.rank):
            follow_up = any(other.colour is colour or other.rank is card.rank for other in rest)
            score += temper.tempo * (1.0 if follow_up else 0.3)
        elif card.rank in ATTACKS:
            score += temper.attack * threat
        elif card.rank is Rank.REVERSE and view.players_in > 2:
            # The turn goes the other way: good when the next player is closer to winning than the one before.
            before = view.previous_seat(view.seat)
            score += temper.attack * (threat - closeness(sizes[before]))
        if view.players_in > 2:
            if temper.flex_weight:
                score += temper.flex_weight * self._flex(view, rest)
            if temper.skip_danger and card.rank in _SKIPPING:
                after = view.next_seat(next_seat)
                score -= temper.skip_danger * closeness(sizes[after])
        if card.rank is Rank.FLIP and temper.flip_weight:
            score += temper.flip_weight * self._flip_gain(view, rest, threat)
        if rules.edition is Edition.NO_MERCY:
            score += no_mercy.value(temper, view, hand, rest, card, threat)
        if card.rank is Rank.NINE and rules.slap_on_nine and self.slap_risk:
            # A 9 starts a slap race: the cards this seat is likelier than the others to draw for it.
            cost = rules.slap_penalty or view.players - 1
            score -= CARD_WEIGHT * self.slap_risk * cost
        return score

    def _roulette_colour(self, view: PlayerView) -> Colour:
        """The colour to name on a Colour Roulette played on us: the one most of the unseen cards have, so that
        the draw stops soonest."""
        counts = Counter(card.colour for card in self._unseen(view, view.hand) if card.colour is not None)
        return max(view.colours, key=lambda colour: counts[colour])

    @staticmethod
    def _gives_another_turn(view: PlayerView, rank: Rank) -> bool:
        """Whether the card lets its player play again: a Skip that skips everyone (or Flip's Skip Everyone), or
        between two players a Skip, a Draw Two and a Reverse (unless the table plays a Reverse there as a plain
        reverse)."""
        if rank not in ACTIONS_2P:  # most cards, asked first: the Skip Everyone is among them
            return False
        rules = view.rules
        if rank is Rank.SKIP_EVERYONE or (rank is Rank.SKIP and rules.skip_everyone):
            return True
        if view.players_in != 2:
            return False
        return rank is not Rank.REVERSE or rules.two_player_reverse == "skip"

    def _elimination_value(self, view: PlayerView, card: Card, next_seat: int) -> float:
        """What a card is worth to the match under elimination scoring, beyond the round: its weight counts more
        as one's own total nears the limit, and a Draw Two or Draw Four counts more on a next player near it,
        whose hand it loads with points (the one who leaves the match soonest is the one to push)."""
        target = max(1, view.rules.target_score)
        totals = view.totals
        mine = min(1.0, totals[view.seat] / target)
        value = mine * card.points / 50
        near = max(0.0, (totals[next_seat] / target - 0.5) * 2)  # 0 below half the limit, 1 at it
        if card.rank is Rank.DRAW_TWO or card.rank is Rank.WILD_DRAW_FOUR:
            value += near
        return value

    def _flip_gain(self, view: PlayerView, rest: list[Card], threat: float) -> float:
        """What turning the table over does for this hand, from what the bot may know: its own cards' other
        faces, and of the others only how many cards they hold (their other faces it cannot see). More weapons
        are worth most when the next player is close to winning; fewer points, when anyone is."""
        others = [card.other for card in rest if card.other is not None]
        if not others:
            return 0.0
        weapons = sum(_WEAPONS.get(card.rank, 0) for card in others) - sum(_WEAPONS.get(c.rank, 0) for c in rest)
        points = (sum(card.points for card in rest) - sum(card.points for card in others)) / 100
        danger = max(closeness(size) for seat, size in enumerate(view.hand_sizes) if seat != view.seat)
        return 0.3 * weapons * threat + 0.5 * points * danger

    def _best_colour(self, view: PlayerView, cards: Sequence[Card]) -> Colour:
        """The colour to name: one the hand is rich in, and (for the stronger bots) one the next player lacks."""
        counts = Counter(card.colour for card in cards if card.colour is not None)
        lacks = self.tracker.lacks[view.next_seat(view.seat)]
        weight = self.temperament.lacks_weight
        return max(view.colours, key=lambda colour: counts[colour] + (weight if colour in lacks else 0.0))

    @staticmethod
    def _flex(view: PlayerView, rest: Sequence[Card]) -> float:
        """The share of the deck's coloured cards that some card of `rest` could be laid on (1 with a wild, or with
        no card left)."""
        held = {card.colour for card in rest}
        if not rest or None in held:
            return 1.0
        ranks = {card.rank for card in rest}
        rules = view.rules
        faces = _deck_counts(rules.edition, rules.buzzer, view.dark).faces
        total = answered = 0
        for (colour, rank), count in faces.items():
            if colour is None:
                continue
            total += count
            if colour in held or rank in ranks:
                answered += count
        return answered / max(1, total)

    def _swap_choice(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """The smallest hand to take, if smaller than its own; else no swap, where one may decline (with No
        Mercy one may not: the smallest hand all the same)."""
        sizes = view.hand_sizes
        swaps = [a for a in legal if type(a) is SwapWith]
        targets = [a for a in swaps if a.target is not None]
        best = min(targets, key=lambda swap: sizes[swap.target])  # type: ignore[index]
        assert best.target is not None
        if sizes[best.target] < sizes[self.seat] or len(targets) == len(swaps):
            return best
        return next(a for a in swaps if a.target is None)

    def _bluff_chance(self, view: PlayerView) -> float:
        """The chance the Draw Four just played on us was a bluff, from the cards not yet seen.

        Officially a bluff means the player held the colour in play; by the manual's rule, any other playable card.
        Estimated as the chance that a hand of that size, drawn from the unseen cards, holds one.
        """
        tracker = self.tracker
        accused, colour = tracker.draw_four_by, tracker.colour_before_draw_four
        if accused is None or colour is None:
            return 0.0  # played on a buzzer card, where no colour was in play: never a bluff
        if colour in tracker.lacks[accused]:
            return 0.05
        if view.rules.challenge == "manual":
            rank = tracker.rank_before_draw_four
            cards = [c for c in self._deck(view) if c.colour is colour or c.rank is rank or c.rank is Rank.WILD]
        else:
            cards = [c for c in self._deck(view) if c.colour is colour]
        known = seen_cards(view, view.hand)
        unseen = len(self._deck(view)) - len(known)
        telling = sum(1 for card in cards if card not in known)
        no_such_card = 1.0
        for drawn in range(min(view.hand_sizes[accused], unseen)):
            no_such_card *= max(0, unseen - telling - drawn) / (unseen - drawn)
        return 1.0 - no_such_card


class EasyStrategy(HeuristicStrategy):
    name = "easy"
    temperament = EASY


class NormalStrategy(HeuristicStrategy):
    name = "normal"
    temperament = NORMAL


class HardStrategy(HeuristicStrategy):
    name = "hard"
    temperament = HARD
