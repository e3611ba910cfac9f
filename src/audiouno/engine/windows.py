"""Real-time windows: catching a forgotten UNO, interceptions and jump-ins, sequences, the buzzer and the slap.

Each window closes at its deadline (`expire`) or, for all but the buzzer and the slap, when the next player
acts ("until the next player acts").
"""

from __future__ import annotations

from . import dealing, legality, turn_timer, turns
from .actions import Buzz, CallUno, CatchUno, Slap
from .cards import Card
from .errors import IllegalAction, Refusal
from .events import DrawReason, ReactionPressed, ReactionResolved, ReactionStarted, UnoCalled, UnoCaught
from .events import Reaction as ReactionKind
from .scoring import end_round
from .state import PLAY, REACTION, GameState, ReactionWindow

BUZZER_DRAW = 3  # cards the slowest to buzz draws


def any_open(game: GameState) -> bool:
    """Whether a real-time window is open, so players besides the decider may have actions.

    (A player down to one card who was not caught in time may still say UNO, at no risk: drivers may leave that
    for the player's own turn.)
    """
    return bool(
        game.catch_deadlines
        or game.interception_deadline is not None
        or game.sequence is not None
        or game.reaction is not None
    )


def next_deadline(game: GameState) -> float | None:
    """The earliest pending deadline, the turn timer's included, so a driver knows when to call `advance`."""
    if not game.catch_deadlines and game.interception_deadline is None and game.sequence is None:
        if game.turn_deadline is None:
            return None if game.reaction is None else game.reaction.deadline
        if game.reaction is None:
            return game.turn_deadline
    deadlines = list(game.catch_deadlines.values())
    if game.turn_deadline is not None:
        deadlines.append(game.turn_deadline)
    if game.interception_deadline is not None:
        deadlines.append(game.interception_deadline)
    if game.sequence is not None:
        deadlines.append(game.sequence.deadline)
    if game.reaction is not None:
        deadlines.append(game.reaction.deadline)
    return min(deadlines) if deadlines else None


def expire(game: GameState, now: float) -> None:
    """Close the windows whose deadline has come; a buzzer or slap past its deadline is resolved."""
    if game.catch_deadlines:
        for target, deadline in list(game.catch_deadlines.items()):
            if deadline <= now:
                del game.catch_deadlines[target]
    if game.interception_deadline is not None and game.interception_deadline <= now:
        game.interception_deadline = None
    if game.sequence is not None and game.sequence.deadline <= now:
        game.sequence = None
    if game.reaction is not None and game.reaction.deadline <= now:
        _resolve_reaction(game)
    if game.turn_deadline is not None and game.turn_deadline <= now:
        game.now = now
        turn_timer.time_out(game)


# ----------------------------------------------------------------- UNO


def open_catch_after_moves(game: GameState, seats: tuple[int, ...], now: float) -> None:
    """A hand that changes owner needs a fresh UNO call: whoever now holds one card must say it."""
    deadline = now + game.rules.uno_catch_ms / 1000
    for seat in seats:
        game.uno_called[seat] = False
        game.catch_deadlines.pop(seat, None)
        if len(game.hands[seat]) == 1:
            game.catch_deadlines[seat] = deadline


def on_call_uno(game: GameState, player: int, action: CallUno, now: float) -> None:
    if not legality.may_call_uno(game, player):
        raise IllegalAction(Refusal.CANNOT_CALL_UNO)
    game.uno_called[player] = True
    game.catch_deadlines.pop(player, None)
    game.out.append(UnoCalled(player))


def on_catch(game: GameState, player: int, action: CatchUno, now: float) -> None:
    target = action.target
    if target == player or target not in game.catch_deadlines:
        raise IllegalAction(Refusal.NOBODY_TO_CATCH, target=target)
    del game.catch_deadlines[target]
    game.out.append(UnoCaught(player, target))
    dealing.draw(game, target, game.rules.uno_penalty, DrawReason.UNO)


# ----------------------------------------------------------------- buzzer and slap


def open_reaction(
    game: GameState, kind: ReactionKind, player: int, card: Card, players: tuple[int, ...], now: float
) -> None:
    """`player`'s `card` opens a race: everyone in `players` presses; the play resumes once it is resolved.

    A race of one (the others of a two-player round, after a last card) is decided as it opens.
    """
    ms = game.rules.buzzer_ms if kind is ReactionKind.BUZZER else game.rules.slap_ms
    reaction = ReactionWindow(kind, players, now, now + ms / 1000, player, card)
    game.reaction = reaction
    game.phase = REACTION
    game.decider = None
    game.out.append(ReactionStarted(kind, players, reaction.deadline))
    if _decided(reaction):
        _resolve_reaction(game)


def on_press(game: GameState, player: int, action: Buzz | Slap, now: float) -> None:
    kind = ReactionKind.BUZZER if type(action) is Buzz else ReactionKind.SLAP
    reaction = game.reaction
    if reaction is None or reaction.kind is not kind:
        raise IllegalAction(Refusal.NOTHING_TO_BUZZ if kind is ReactionKind.BUZZER else Refusal.NOTHING_TO_SLAP)
    if player not in reaction.players:
        raise IllegalAction(Refusal.NOT_IN_REACTION)
    if player in reaction.presses:
        raise IllegalAction(Refusal.ALREADY_PRESSED)
    reaction.presses[player] = now - reaction.opened
    game.out.append(ReactionPressed(kind, player, now - reaction.opened))
    if _decided(reaction):
        _resolve_reaction(game)


def _decided(reaction: ReactionWindow) -> bool:
    """Once all but one have pressed, the one left is the slowest whatever they do: the race ends there."""
    return len(reaction.presses) >= len(reaction.players) - 1


def _resolve_reaction(game: GameState) -> None:
    """Whoever has not pressed draws: the one left once the others pressed, or all who missed the deadline (a tie).

    Then the play goes on.
    """
    reaction = game.reaction
    assert reaction is not None
    presses = reaction.presses
    losers = tuple(seat for seat in reaction.players if seat not in presses)
    game.reaction = None
    times = tuple((seat, presses.get(seat)) for seat in reaction.players)
    if reaction.kind is ReactionKind.BUZZER:
        penalty, reason = BUZZER_DRAW, DrawReason.BUZZER
    else:
        penalty, reason = game.rules.slap_penalty or game.players - 1, DrawReason.SLAP
    game.out.append(ReactionResolved(reaction.kind, times, losers, penalty))
    for seat in losers:
        dealing.draw(game, seat, penalty, reason)
    player = reaction.player
    game.phase = PLAY
    if not game.hands[player]:
        end_round(game, player)
    else:
        turns.finish_play(game, player, reaction.card)
