"""When a step's moment has come, read from the player's view as the table's parts read it."""

from __future__ import annotations

from ....engine import BUZZ, SLAP, CatchUno, Phase, Play, PlayerView
from .script import Moment


def has_come(moment: Moment, view: PlayerView) -> bool:
    mine = view.decider == view.seat
    phase = view.phase
    if moment is Moment.TURN:
        return mine and phase is Phase.PLAY
    if moment is Moment.DRAWN:
        return mine and phase is Phase.DRAWN
    if moment is Moment.PENALTY:
        return mine and phase is Phase.PENALTY
    if moment is Moment.ROUND_OVER:
        return phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    legal = view.legal_actions()
    if moment is Moment.CATCH:
        return any(isinstance(action, CatchUno) for action in legal)
    if moment is Moment.SEQUENCE:
        return view.sequence_owner == view.seat and any(isinstance(action, Play) for action in legal)
    if moment is Moment.JUMP_IN:
        return not mine and any(isinstance(action, Play) for action in legal)
    return phase is Phase.REACTION and (BUZZ in legal or SLAP in legal)
