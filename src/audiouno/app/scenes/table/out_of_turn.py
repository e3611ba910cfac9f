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

from ....engine import Card, Phase, Play, PlayerView


def no_attempt(view: PlayerView, card: Card) -> str | None:
    """The message key saying why Enter on `card` is no interception attempt, or None for the engine to judge."""
    seat = view.seat
    if view.decider == seat or view.phase is Phase.REACTION or Play.of(card) in view.legal_actions():
        return None  # the player's turn, a race, or a card they may play: the engine's own answer
    if view.out_of_round[seat]:
        return None  # out of the round at the hand limit: the engine says so
    if view.sequence_owner == seat:
        return "table.not_in_sequence"
    if view.rules.interception == "off" or (not view.interception_open and not view.intercepts(card)):
        return None  # nothing open to interception: simply not their turn (or the wrong-play penalty, if chosen)
    if view.played_by == seat:
        return "table.own_card_on_top"
    if view.top is None or not any(view.intercepts(held) for held in view.hand):
        return "table.nothing_intercepts"
    return None
