"""What one player may know: a live view of the table that hides the other hands, and event redaction.

Bots and the app read the game only through these, so a strategy cannot peek at cards it has not seen. The view
also offers the seat's legal actions (PettingZoo's action mask, OpenSpiel's observer), so a reader of the view
needs nothing else to know what it may do.
"""

from __future__ import annotations

from dataclasses import replace

from .actions import Action
from .cards import Card, Colour, Rank
from .events import CardsDrawn, ChallengeResolved, DrawReason, Event
from .game import Game, Phase
from .legality import bluffs, intercepts, playable
from .rules import RuleSet
from .turns import reverse_skips

ROULETTE = DrawReason.ROULETTE


class PlayerView:
    """Read-only, always current: properties read the game when asked, so a view is built once per seat."""

    __slots__ = ("_game", "seat")

    def __init__(self, game: Game, seat: int) -> None:
        self._game = game
        self.seat = seat

    @property
    def hand(self) -> tuple[Card, ...]:
        return tuple(self._game.hands[self.seat])

    @property
    def hand_size(self) -> int:
        """How many cards this seat holds (without copying the hand)."""
        return len(self._game.hands[self.seat])

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(map(len, self._game.hands))  # in C: a bot's every score asks it

    @property
    def players(self) -> int:
        return self._game.players

    @property
    def eliminated(self) -> frozenset[int]:
        """Elimination scoring: the seats out of the match, passed over in the order of play."""
        return frozenset(self._game.eliminated)

    @property
    def players_in(self) -> int:
        return self._game.players_in

    def next_seat(self, seat: int) -> int:
        """Who plays after `seat` in the direction of play, over seats out of the match or out of the round."""
        return self._game.next_seat(seat)

    def previous_seat(self, seat: int) -> int:
        """Who plays just before `seat` in the direction of play (the one whose hand a 0 passes to it)."""
        game = self._game
        for step in range(1, game.players):
            candidate = (seat - game.direction * step) % game.players
            if game.next_seat(candidate) == seat:
                return candidate
        return seat

    @property
    def turn_deadline(self) -> float | None:
        """The turn timer: when the decider's time is up (game time); None without a timer or between turns."""
        return self._game.turn_deadline

    @property
    def rules(self) -> RuleSet:
        return self._game.rules

    @property
    def colours(self) -> tuple[Colour, ...]:
        """The colours in play, what a wild may be named: the deck's, or those of the Flip side up."""
        return self._game.colours

    @property
    def top(self) -> Card | None:
        return self._game.discard[-1] if self._game.discard else None

    @property
    def colour(self) -> Colour | None:
        """The colour to match; None after a buzzer card (anything goes) or while a wild's colour is chosen."""
        return self._game.colour

    @property
    def dark(self) -> bool:
        """Whether a Flip deck shows its dark side (always False for a one-sided deck)."""
        return self._game.dark

    @property
    def discard(self) -> tuple[Card, ...]:
        return tuple(self._game.discard)

    @property
    def draw_pile_size(self) -> int:
        """How many cards the draw pile holds: anyone at the table sees how thick it is."""
        return len(self._game.draw_pile)

    @property
    def played_by(self) -> int | None:
        """Who laid the card on top (None for the starting card)."""
        return self._game.played_by

    @property
    def direction(self) -> int:
        return self._game.direction

    @property
    def current(self) -> int:
        return self._game.current

    @property
    def decider(self) -> int | None:
        return self._game.decider

    @property
    def phase(self) -> Phase:
        return self._game.phase

    @property
    def pending_draw(self) -> int:
        return self._game.pending_draw

    @property
    def pending_rank(self) -> Rank | None:
        return self._game.pending_rank

    @property
    def drawn_card(self) -> Card | None:
        game = self._game
        return game.drawn_card if game.decider == self.seat else None

    @property
    def uno_called(self) -> tuple[bool, ...]:
        return tuple(self._game.uno_called)

    @property
    def round_over(self) -> bool:
        """Whether no round is in play: before the first deal, between rounds, or once the match is over."""
        return not self._game.in_round

    @property
    def hands_shown(self) -> tuple[tuple[Card, ...], ...] | None:
        """Every hand face up, as it is counted once the round is over (a hand set aside is empty); None while a
        round is in play, when each seat sees only its own."""
        game = self._game
        return None if game.in_round else tuple(tuple(hand) for hand in game.hands)

    @property
    def round_winner(self) -> int | None:
        """Who won the round just finished, None while a round is in play or before the first one."""
        game = self._game
        return None if game.in_round else game.round_winner

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self._game.totals)

    @property
    def round_number(self) -> int:
        return self._game.round_number

    @property
    def dealer(self) -> int | None:
        return self._game.dealer

    @property
    def next_deadline(self) -> float | None:
        return self._game.next_deadline()

    @property
    def turns(self) -> int:
        """Turns begun this round: a new number is a new turn, even for the same player."""
        return self._game.turns

    @property
    def reaction_opened(self) -> float | None:
        """When the open buzzer or slap race began (the game time of its cue); None when no race is open."""
        reaction = self._game.reaction
        return None if reaction is None else reaction.opened

    @property
    def out_of_round(self) -> tuple[bool, ...]:
        """Who is out of this round at the hand limit."""
        return tuple(self._game.out_of_round)

    @property
    def interception_open(self) -> bool:
        """Whether the card on top may still be intercepted (or jumped in on)."""
        return self._game.interception_deadline is not None

    @property
    def sequence_owner(self) -> int | None:
        """Whose sequence is open (cards laid one after another on one turn), None when none is."""
        sequence = self._game.sequence
        return None if sequence is None else sequence.owner

    @property
    def reverse_skips(self) -> bool:
        """Whether a reverse this seat lays now skips the other player: two still play this round, and the table
        does not play it as a plain reverse. A Wild Reverse Draw Four then falls on its own player."""
        return reverse_skips(self._game, self.seat)

    def intercepts(self, card: Card) -> bool:
        """Whether this seat's `card` may be laid out of turn on the top card, by the interception rule."""
        return intercepts(self._game, self.seat, card)

    def copy_game(self) -> Game:
        """A clone of the whole game, unrecorded, for a search that puts its own guesses in place of every card
        this seat cannot see before it looks (`bots.determinise`): the clone holds the hidden cards as they are,
        and is never to be read before they are replaced."""
        world = self._game.copy()
        world.log = None
        return world

    def matches_top(self, card: Card) -> bool:
        """Whether this seat's `card` goes on the top card as things stand: as on its turn, a penalty aside."""
        game = self._game
        return game.colour is not None and bool(game.discard) and playable(game, card, game.hands[self.seat])

    def would_bluff(self, card: Card) -> bool:
        """Whether playing this seat's wild draw `card` now would be a bluff a challenge exposes."""
        game = self._game
        return game.challenge_on and bluffs(game, self.seat, card, game.hands[self.seat])

    def legal_actions(self) -> list[Action]:
        """What this seat may do now, out-of-turn actions included (`Game.legal_actions`)."""
        return self._game.legal_actions(self.seat)


def redact(event: Event, viewer: int) -> Event:
    """The event as `viewer` may see it: cards drawn by others and hands shown to others are removed. The cards
    a Colour Roulette turns up stay: its rule sheet has them revealed one by one, face up."""
    if type(event) is CardsDrawn and event.player != viewer and event.cards and event.reason is not ROULETTE:
        return replace(event, cards=())
    if type(event) is ChallengeResolved and viewer not in (event.challenger, event.challenged):
        return replace(event, revealed=())
    return event
