"""The baseline strategy that stronger bots are measured against.

It plays a uniformly chosen playable card when it has one, draws only when it has none, plays a drawn card
when it can, always says UNO as its card lands when it goes down to one, and takes every other decision uniformly
among the legal actions (out of turn, letting the moment pass is one of the choices).
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
        me = self.seat
        deciding = view.decider == me  # read once: a view's properties read the game when asked
        plays: list[Action] = []
        for action in legal:
            kind = type(action)
            if kind is Play or kind is PlaySame:  # several cards of one number are one more way to play
                plays.append(action)
            elif kind is CallUno:
                if view.hand_size == 1:  # said as its card lands; a hand passed to it, once that is heard
                    return action, 0.0 if view.played_by == me else UNO_SECONDS
                legal = [other for other in legal if other is not action]  # never before the card is down
            elif kind is Buzz or kind is Slap:
                return action, rng.uniform(*REACTION_RANGE)
        if not deciding:
            choice = rng.randrange(len(legal) + 1)  # the extra choice: do nothing now
            return (legal[choice], rng.uniform(*REACTION_RANGE)) if choice < len(legal) else None
        if plays and view.phase in _PLAYING:
            return plays[int(rng.random() * len(plays))], TURN_SECONDS
        return legal[int(rng.random() * len(legal))], TURN_SECONDS
