"""Enter out of turn: what the rules count as an attempt at an interception, and what is no attempt at all.

The engine judges every card played out of turn, and with interceptions on it punishes a wrong one. A player
cannot attempt what the rules do not offer, so these are answered with the reason instead, and nothing is played:
- the card on top is the player's own (they have just played it, or a sequence of theirs is open);
- no card in the hand could intercept the card on top, at any time (Z has just said "nothing playable").
A wrong card while the hand holds one that intercepts, or a matching card too late, stays a failed interception.

Interception keeps Enter rather than a key of its own (Playroom has one): Enter out of turn is the manual's key,
which is this game's contract, and a race is won by the key already under the finger after Z. With the moments
above answered instead of punished, Enter out of turn costs points only for a real attempt.
"""

from __future__ import annotations

from ....engine import Card, Game, Phase, Play
from ....engine.legality import intercepts


def no_attempt(game: Game, seat: int, card: Card) -> str | None:
    """The message key saying why Enter on `card` is no interception attempt, or None for the engine to judge."""
    if game.decider == seat or game.phase is Phase.REACTION or Play.of(card) in game.legal_actions(seat):
        return None  # the player's turn, a race, or a card they may play: the engine's own answer
    if game.out_of_round[seat]:
        return None  # out of the round at the hand limit: the engine says so
    sequence = game.sequence
    if sequence is not None and sequence.owner == seat:
        return "table.not_in_sequence"
    if game.rules.interception == "off" or (game.interception_deadline is None and not intercepts(game, seat, card)):
        return None  # nothing open to interception: simply not their turn (or the wrong-play penalty, if chosen)
    if game.played_by == seat:
        return "table.own_card_on_top"
    if not game.discard or not any(intercepts(game, seat, held) for held in game.hands[seat]):
        return "table.nothing_intercepts"
    return None
