"""The turn timer's end: what a player whose time ran out loses. Its start is `turns.start_clock`, at each turn."""

from __future__ import annotations

from . import dealing, legality, turns
from .events import ColourChosen, DrawReason, TurnTimedOut
from .scoring import end_blocked_round
from .state import CHOOSE_COLOUR, DRAWN, PENALTY, GameState


def time_out(game: GameState) -> None:
    """The decider's time is up: they draw (the pending penalty, or one card) or keep the card just drawn, and the
    turn passes; a Colour Roulette's victim gets the colour `colour_named_at_timeout` names. No card is ever played
    for them."""
    player = game.decider
    assert player is not None
    game.turn_deadline = None
    game.close_windows_for(player)
    phase = game.phase
    if phase is CHOOSE_COLOUR:  # only a roulette's victim is timed here
        colour = turns.colour_named_at_timeout(game, player)
        game.out.append(TurnTimedOut(player, 0, kept=False, named=colour))
        game.colour = colour
        game.out.append(ColourChosen(player, colour))
        turns.roulette_draw(game, player, colour)
        return
    if phase is PENALTY:
        game.out.append(TurnTimedOut(player, game.pending_draw, kept=False))
        turns.take_penalty(game, player, DrawReason.TIMEOUT)
        turns.after_penalty(game, player)  # the round ends here if the last card's penalty was awaited
        return
    elif phase is DRAWN:
        game.drawn_card = None
        game.out.append(TurnTimedOut(player, 0, kept=True))
    elif legality.can_draw(game):
        game.idle_passes = 0
        game.out.append(TurnTimedOut(player, 1, kept=False))
        dealing.draw(game, player, 1, DrawReason.TIMEOUT)
    else:
        game.out.append(TurnTimedOut(player, 0, kept=False))
        game.idle_passes += 1
        if game.idle_passes >= game.players_in:
            end_blocked_round(game)
            return
    turns.begin_turn(game, game.next_seat(player))
