"""The end of a round and of the match: points left in the hands, totals, and the winners."""

from __future__ import annotations

from collections.abc import Iterable

from .cards import Card
from .events import KnockoutsScored, MatchEnded, PlayerEliminated, RoundEnded
from .state import MATCH_OVER, ROUND_OVER, GameState

KNOCKOUT_POINTS = 250  # No Mercy: "250 Points for each player knocked out of the game during the hand"


def hand_points(hand: Iterable[Card]) -> int:
    """What a hand left at the end of a round scores (the hand-value key says it during the round)."""
    return sum(card.points for card in hand)


def end_round(game: GameState, winner: int, blocked: bool = False, turn_limit: bool = False) -> None:
    game.round_winner = winner
    n = game.players
    points = tuple(hand_points(hand) for hand in game.hands)
    charged = points  # what each hand counts for in the score
    knocked_out = tuple(seat for seat in range(n) if game.out_of_round[seat]) if game.no_mercy else ()
    if knocked_out:
        # No Mercy's bonus: a fixed sum for each player knocked out, whatever their cards (set aside, not in hand).
        game.out.append(KnockoutsScored(knocked_out, KNOCKOUT_POINTS))
        charged = tuple(KNOCKOUT_POINTS if seat in knocked_out else points[seat] for seat in range(n))
    if game.rules.scoring == "winner_takes":
        # The winner's own hand is empty, except in a blocked round, where it does not count for them.
        scored = tuple(sum(charged) - charged[winner] if seat == winner else 0 for seat in range(n))
    else:
        scored = charged
    for seat in range(n):
        game.totals[seat] += scored[seat]
    game.clear_windows()
    game.decider = None
    game.in_round = False  # the phase, ROUND_OVER or MATCH_OVER, is set below
    game.out.append(RoundEnded(winner, points, scored, tuple(game.totals), blocked, turn_limit, game.turns))
    rules = game.rules
    limit_reached = rules.round_limit and game.round_number >= rules.round_limit
    if rules.scoring == "elimination":
        _eliminate(game, bool(limit_reached))
        return
    if max(game.totals) >= rules.target_score or limit_reached:
        best = max(game.totals) if rules.scoring == "winner_takes" else min(game.totals)
        game.winners = tuple(seat for seat in range(n) if game.totals[seat] == best)
        game.phase = MATCH_OVER
        game.out.append(MatchEnded(game.winners, tuple(game.totals)))
    else:
        game.phase = ROUND_OVER


def _eliminate(game: GameState, limit_reached: bool) -> None:
    """Elimination scoring: everyone who reached the limit leaves the match; the last one in wins. If the last
    ones all reach it together, or the round limit comes, the lowest total among those still in wins."""
    totals = game.totals
    seats = game.seats_in
    reached = [seat for seat in seats if totals[seat] >= game.rules.target_score]
    staying = [seat for seat in seats if seat not in reached]
    if len(staying) == 0:
        lowest = min(totals[seat] for seat in seats)
        reached = [seat for seat in reached if totals[seat] != lowest]
        staying = [seat for seat in seats if totals[seat] == lowest]
    for seat in sorted(reached, key=lambda seat: -totals[seat]):
        game.eliminated.add(seat)
        game.out.append(PlayerEliminated(seat, totals[seat]))
    if len(staying) > 1 and not limit_reached:
        game.phase = ROUND_OVER
        return
    lowest = min(totals[seat] for seat in staying)
    game.winners = tuple(seat for seat in staying if totals[seat] == lowest)
    game.phase = MATCH_OVER
    game.out.append(MatchEnded(game.winners, tuple(totals)))


def end_blocked_round(game: GameState, turn_limit: bool = False) -> None:
    """Nobody can play and nothing is left to draw, or the round reached the turn limit: the lightest hand wins
    (ties: first in turn order)."""
    order = [game.next_seat(game.current, step) for step in range(1, game.players_in + 1)]
    winner = min(order, key=lambda seat: sum(card.points for card in game.hands[seat]))
    end_round(game, winner, blocked=True, turn_limit=turn_limit)
