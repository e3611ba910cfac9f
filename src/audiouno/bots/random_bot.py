"""The baseline strategy that stronger bots are measured against.

It plays a uniformly chosen playable card when it has one, draws only when it has none, plays a drawn card
when it can, always says UNO when it goes down to one card, and takes every other decision uniformly among the
legal actions (out of turn, letting the moment pass is one of the choices).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import CallUno, Phase, Play, PlayerView, PlaySame
from ..engine.actions import Action, Buzz, Slap
from .base import Decision, Strategy

TURN_SECONDS = 1.0  # virtual time an ordinary decision takes
UNO_SECONDS = 0.3
REACTION_RANGE = (0.25, 1.0)  # seconds, for out-of-turn actions
_PLAYING = (Phase.PLAY, Phase.DRAWN)  # looked up once: enum members are slow to look up


class RandomStrategy(Strategy):
    name = "random"

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
        rng = self.rng
        deciding = view.decider == self.seat  # read once: a view's properties read the game when asked
        if deciding and view.hand_size == 2 and not _has_play(view, legal):
            # Two cards and none to play: it will draw, so saying UNO now would mislead anyone counting.
            legal = [action for action in legal if type(action) is not CallUno]
        plays: list[Action] = []
        for action in legal:
            kind = type(action)
            if kind is Play or kind is PlaySame:  # several cards of one number are one more way to play
                plays.append(action)
            elif kind is CallUno:
                return action, UNO_SECONDS
            elif kind is Buzz or kind is Slap:
                return action, rng.uniform(*REACTION_RANGE)
        if not deciding:
            choice = rng.randrange(len(legal) + 1)  # the extra choice: do nothing now
            return (legal[choice], rng.uniform(*REACTION_RANGE)) if choice < len(legal) else None
        if plays and view.phase in _PLAYING:
            return plays[int(rng.random() * len(plays))], TURN_SECONDS
        return legal[int(rng.random() * len(legal))], TURN_SECONDS


def _has_play(view: PlayerView, legal: Sequence[Action]) -> bool:
    """On its turn, a card it will play (it plays whenever it can, but may draw a penalty instead)."""
    return view.phase in (Phase.PLAY, Phase.DRAWN) and any(type(action) is Play for action in legal)
