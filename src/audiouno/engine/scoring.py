"""The end of a round and of the match: points left in the hands, totals, and the winners."""

from __future__ import annotations

from .events import MatchEnded, RoundEnded
from .state import MATCH_OVER, ROUND_OVER, GameState


def end_round(game: GameState, winner: int, blocked: bool = False, turn_limit: bool = False) -> None:
    game.round_winner = winner
    n = game.players
    points = tuple(sum(card.points for card in hand) for hand in game.hands)
    if game.rules.scoring == "winner_takes":
        # The winner's own hand is empty, except in a blocked round, where it does not count for them.
        scored = tuple(sum(points) - points[winner] if seat == winner else 0 for seat in range(n))
    else:
        scored = points
    for seat in range(n):
        game.totals[seat] += scored[seat]
    game.clear_windows()
    game.decider = None
    game.out.append(RoundEnded(winner, points, scored, tuple(game.totals), blocked, turn_limit, game.turns))
    rules = game.rules
    limit_reached = rules.round_limit and game.round_number >= rules.round_limit
    if max(game.totals) >= rules.target_score or limit_reached:
        best = max(game.totals) if rules.scoring == "winner_takes" else min(game.totals)
        game.winners = tuple(seat for seat in range(n) if game.totals[seat] == best)
        game.phase = MATCH_OVER
        game.out.append(MatchEnded(game.winners, tuple(game.totals)))
    else:
        game.phase = ROUND_OVER


def end_blocked_round(game: GameState, turn_limit: bool = False) -> None:
    """Nobody can play and nothing is left to draw, or the round reached the turn limit: the lightest hand wins
    (ties: first in turn order)."""
    order = [game.next_seat(game.current, step) for step in range(1, game.players + 1)]
    winner = min(order, key=lambda seat: sum(card.points for card in game.hands[seat]))
    end_round(game, winner, blocked=True, turn_limit=turn_limit)
