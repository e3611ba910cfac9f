"""How the heuristic bots weigh a card under the No Mercy deck's rules: its wild draw cards, shedding a colour with
a Discard All, a 0 or a 7 that trades hands, a draw that takes the next player to the mercy limit, and the Wild
Reverse Draw 4 between two players, which makes its own player draw (the rule sheet) unless they stack it back."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card, PlayerView, Rank
from ..engine.cards import PENALTY_SIZE
from .temperament import Temperament

REVERSE_DRAW_FOUR = Rank.WILD_REVERSE_DRAW_FOUR
WILD_DRAWS = frozenset({REVERSE_DRAW_FOUR, Rank.WILD_DRAW_SIX, Rank.WILD_DRAW_TEN})
# Laying a Wild Reverse Draw 4 on oneself with nothing to send it back: its player draws 4 and loses the turn, for
# one card shed. In units of the temperament's `attack`: more than any single card's use.
SELF_DRAW_COST = 3.0


def falls_on_self(view: PlayerView, card: Card) -> bool:
    """Whether laying `card` now makes its own player draw: a Wild Reverse Draw 4 between two players."""
    return card.rank is REVERSE_DRAW_FOUR and view.reverse_skips


def victim(view: PlayerView, card: Card) -> int:
    """Who the draw card `card` laid now makes draw: the next player, or after a Wild Reverse Draw 4, which turns
    the play round first, the one before (between two players it falls on its own player: `falls_on_self`)."""
    if card.rank is REVERSE_DRAW_FOUR:
        return view.previous_seat(view.seat)
    return view.next_seat(view.seat)


def stack_back(rest: Sequence[Card]) -> Card | None:
    """The card of `rest` that would send a Wild Reverse Draw 4 laid on oneself back to the other player: the
    biggest draw card of 4 or more, not another Wild Reverse Draw 4 (that one would come back again)."""
    answers = [card for card in rest if card.rank is not REVERSE_DRAW_FOUR and PENALTY_SIZE.get(card.rank, 0) >= 4]
    return max(answers, key=lambda card: PENALTY_SIZE[card.rank], default=None)


def draws_on_self(view: PlayerView, card: Card, hand: Sequence[Card]) -> bool:
    """Whether `card` would make its own player draw with nothing in `hand` to send it back: drawing costs less."""
    return falls_on_self(view, card) and stack_back([other for other in hand if other is not card]) is None


def value(
    temper: Temperament, view: PlayerView, hand: Sequence[Card], rest: list[Card], card: Card, threat: float
) -> float:
    """What `card` does under the deck's rules, for a player holding `hand` (`rest` without it and what a Discard
    All takes with it): shedding a colour at once, a 0 or a 7 that trades hands, and a draw that may put the next
    player over the mercy limit (out of the round) while one's own hand nears it. `threat`: how near the next
    player is to going out (`heuristic.closeness`)."""
    rules = view.rules
    score = 0.0
    limit = rules.max_hand
    sizes = view.hand_sizes
    shed = len(hand) - 1 - len(rest)  # the cards a Discard All takes with it
    if shed:
        urgency = 1.0 + (2.0 * len(hand) / limit if limit else 0.0)
        score += temper.colour_weight * 0.4 * shed * urgency
    if card.number == 7 and rules.seven_swaps:
        out = view.out_of_round
        others = [seat for seat in range(view.players) if seat != view.seat and seat not in view.eliminated]
        smallest = min((sizes[seat] for seat in others if not out[seat]), default=len(rest))
        score += temper.tempo * 0.3 * (len(rest) - smallest)
    elif card.number == 0 and rules.zero_passes_hands:
        score += temper.tempo * 0.3 * (len(rest) - sizes[view.previous_seat(view.seat)])  # the hand it gets
    size = PENALTY_SIZE.get(card.rank)
    if not size:
        return score
    score -= temper.hoard_draws * size / 10
    if temper.weighs_self_draw and falls_on_self(view, card):
        back = stack_back(rest)
        if back is None:
            return score - temper.attack * SELF_DRAW_COST
        size += PENALTY_SIZE[back.rank]  # the other player skipped, then the stack sent back on them
    if card.rank in WILD_DRAWS:
        score += temper.attack * threat * size / 2
    if limit and sizes[victim(view, card)] + view.pending_draw + size >= limit:
        score += temper.attack * 2.0  # it knocks them out of the round, unless they stack on
    return score
