"""What a bot remembers of the table: the colour in play, which colours each opponent seems to lack, and cards
seen in other hands. Built only from the events its own seat may see."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Any

from ..engine import Card, Colour, Rank
from ..engine.cards import CHALLENGEABLE_RANKS
from ..engine.events import (
    CardPlayed,
    CardsDiscarded,
    CardsDrawn,
    ChallengeResolved,
    ColourChosen,
    DrawReason,
    Event,
    FreeDraw,
    HandsPassed,
    HandsSwapped,
    OutOfRound,
    Passed,
    PlayerEliminated,
    RoundStarted,
    SameRankPlayed,
    StartingCard,
    TableFlipped,
)


class Tracker:
    """Knowledge by seat. The table size is not known until the bot first sees the table (`players`), so the
    per-seat records grow as seats appear in events."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.players: int | None = None
        self.eliminated: set[int] = set()  # out of the match: they hold nothing and are passed over
        self._forget()

    def _forget(self) -> None:
        """A new round: nothing carries over."""
        self.colour: Colour | None = None
        self.out_of_round: set[int] = set()  # out at the mercy limit
        # A player who drew on their turn and then passed had nothing to play: not the colour in play, not the
        # rank on top, no wild. Drawing other cards later makes that uncertain again.
        self.lacks: defaultdict[int, set[Colour]] = defaultdict(set)
        self.seen: defaultdict[int, set[Card]] = defaultdict(set)  # cards known to be in a hand
        # The last Draw Four (or another wild draw card): who played it, and what it was played on (to judge a
        # bluff).
        self.draw_four_by: int | None = None
        self.colour_before_draw_four: Colour | None = None
        self.rank_before_draw_four: Rank | None = None
        self._top_rank: Rank | None = None
        self._chose_to_draw: int | None = None
        self._colour_when_drawn: Colour | None = None

    def public_for(self, seat: int) -> Tracker:
        """A tracker for `seat` that knows what everyone at the table knows of it now: the colour, the colours
        players seem to lack, the last Draw Four. Cards seen in hands are left out: who saw what differs by seat."""
        other = Tracker(seat)
        other.players = self.players
        other.eliminated = set(self.eliminated)
        other.colour, other._top_rank = self.colour, self._top_rank
        other.out_of_round = set(self.out_of_round)
        other.lacks = defaultdict(set, {player: set(colours) for player, colours in self.lacks.items()})
        other.draw_four_by = self.draw_four_by
        other.colour_before_draw_four, other.rank_before_draw_four = (
            self.colour_before_draw_four,
            self.rank_before_draw_four,
        )
        other._chose_to_draw, other._colour_when_drawn = self._chose_to_draw, self._colour_when_drawn
        return other

    def observe(self, events: Sequence[Event]) -> None:
        # By the event's own type, in one look-up: most events of a round (turns starting, UNO called) tell the
        # tracker nothing, and a playout of the expert's search tells every seat's tracker every event.
        for event in events:
            learn = _LEARNS.get(type(event))
            if learn is not None:
                learn(self, event)

    def _round_started(self, event: RoundStarted) -> None:
        self._forget()

    def _card_played(self, event: CardPlayed) -> None:
        card = event.card
        if card.rank in CHALLENGEABLE_RANKS:
            self.draw_four_by = event.player
            self.colour_before_draw_four, self.rank_before_draw_four = self.colour, self._top_rank
        self.seen[event.player].discard(card)
        self.colour, self._top_rank = card.colour, card.rank
        self._chose_to_draw = None

    def _colour_chosen(self, event: ColourChosen) -> None:
        self.colour = event.colour

    def _starting_card(self, event: StartingCard) -> None:
        self.colour, self._top_rank = event.card.colour, event.card.rank

    def _cards_drawn(self, event: CardsDrawn) -> None:
        if event.reason is DrawReason.CHOICE or event.reason is DrawReason.UNTIL_PLAYABLE:
            self._chose_to_draw, self._colour_when_drawn = event.player, self.colour
        else:
            self.lacks[event.player].clear()
        if event.cards and event.player != self.seat:
            self.seen[event.player].update(event.cards)

    def _passed(self, event: Passed) -> None:
        if event.player == self._chose_to_draw and self._colour_when_drawn is not None:
            self.lacks[event.player].add(self._colour_when_drawn)
        self._chose_to_draw = None

    def _free_draw(self, event: FreeDraw) -> None:
        self._chose_to_draw = None  # drawn while holding a playable card: it tells nothing

    def _cards_laid(self, event: SameRankPlayed | CardsDiscarded) -> None:
        self.seen[event.player].difference_update(event.cards)

    def _challenge_resolved(self, event: ChallengeResolved) -> None:
        if event.revealed:
            self.seen[event.challenged].update(event.revealed)

    def _out_of_round(self, event: OutOfRound) -> None:
        self.out_of_round.add(event.player)
        if event.set_aside:  # knocked out with the No Mercy deck: the hand is set aside, nothing in it
            self.seen.pop(event.player, None)

    def _player_eliminated(self, event: PlayerEliminated) -> None:
        self.eliminated.add(event.player)

    def _hands_passed(self, event: HandsPassed) -> None:
        self._pass_hands(event.givers)

    def _hands_swapped(self, event: HandsSwapped) -> None:
        a, b = event.player, event.target
        self.lacks[a], self.lacks[b] = self.lacks[b], self.lacks[a]
        self.seen[a], self.seen[b] = self.seen[b], self.seen[a]

    def _flip(self, event: TableFlipped) -> None:
        """Every card turned over: a card seen in a hand is still there, showing its other face; what a player
        lacked was a colour of the other side."""
        self.colour, self._top_rank = event.top.colour, event.top.rank
        self.lacks.clear()
        for seat, cards in self.seen.items():
            self.seen[seat] = {card.other for card in cards if card.other is not None}
        self._chose_to_draw = None

    def _pass_hands(self, givers: tuple[int | None, ...]) -> None:
        """What was known of a hand follows the hand to its new holder, as the engine passed them (`givers`); a seat
        passed over (None) got no hand and keeps what it had."""
        lacks, seen = self.lacks, self.seen
        holders = [seat if giver is None else giver for seat, giver in enumerate(givers)]
        self.lacks = defaultdict(set, {seat: lacks[holder] for seat, holder in enumerate(holders)})
        self.seen = defaultdict(set, {seat: seen[holder] for seat, holder in enumerate(holders)})


# What each kind of event teaches a tracker; events of other kinds teach it nothing. The methods are Tracker's own:
# a subclass adds what it learns in its own `observe` (as `Knowledge` does), not by overriding these.
_LEARNS: dict[type, Callable[[Tracker, Any], None]] = {
    RoundStarted: Tracker._round_started,
    CardPlayed: Tracker._card_played,
    ColourChosen: Tracker._colour_chosen,
    StartingCard: Tracker._starting_card,
    CardsDrawn: Tracker._cards_drawn,
    Passed: Tracker._passed,
    FreeDraw: Tracker._free_draw,
    SameRankPlayed: Tracker._cards_laid,
    CardsDiscarded: Tracker._cards_laid,
    ChallengeResolved: Tracker._challenge_resolved,
    TableFlipped: Tracker._flip,
    OutOfRound: Tracker._out_of_round,
    PlayerEliminated: Tracker._player_eliminated,
    HandsPassed: Tracker._hands_passed,
    HandsSwapped: Tracker._hands_swapped,
}
