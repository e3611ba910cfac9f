"""When the bots act: ordinary turn decisions wait for the player's chosen pace, so that speech keeps up;
real-time actions (buzzer, slap, UNO, catching, interceptions, sequences) come after the bot's own reaction
time, so a quick player can win the race.

Plans are made from the game as it stands and dropped whenever it changes: each bot is asked again, and its
time counts from that moment. A press of the buzzer or a slap is the exception: it answers a signal that has
not changed, so it keeps its time while it is still allowed, and another player's press does not restart a
bot's reflex.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..bots import Strategy
from ..engine import Action, Buzz, ChooseColour, Draw, Game, Pass, Phase, Play, PlayerView, Slap, SwapWith
from ..engine.actions import Challenge

_TURN_ACTIONS = (Draw, Pass, ChooseColour, SwapWith, Challenge)
_PRESSES = (Buzz, Slap)
_TURN_PHASES = (Phase.PLAY, Phase.DRAWN, Phase.PENALTY)

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Plan:
    seat: int
    action: Action
    due: float  # game time


class BotPacer:
    def __init__(self, game: Game, bots: Mapping[int, Strategy], pace: Callable[[], float]) -> None:
        self._game = game
        self._bots = bots
        self._views = {seat: PlayerView(game, seat) for seat in bots}
        self._pace = pace
        self._plans: list[Plan] | None = None  # None: to be made again
        self._pressing: dict[int, Plan] = {}  # buzzer presses and slaps planned before the last change

    def invalidate(self) -> None:
        """The game changed: every plan is made afresh, but presses already on their way."""
        if self._plans is not None:
            self._pressing = {plan.seat: plan for plan in self._plans if isinstance(plan.action, _PRESSES)}
        self._plans = None

    def presses(self) -> list[Plan]:
        """Buzzer presses and slaps on their way, which a saved match keeps (they were decided already)."""
        if self._plans is None:
            return list(self._pressing.values())
        return [plan for plan in self._plans if isinstance(plan.action, _PRESSES)]

    def keep_presses(self, plans: list[Plan]) -> None:
        """Presses decided before the match was saved, put back on their way."""
        self._pressing = {plan.seat: plan for plan in plans}
        self._plans = None

    def next_due(self, now: float) -> float | None:
        """When the next bot acts, planning first if needed."""
        plans = self._plan(now)
        return min(plan.due for plan in plans) if plans else None

    def due(self, now: float) -> Plan | None:
        """The plan whose time has come, earliest first (the decider first on a tie), or None."""
        plans = [plan for plan in self._plan(now) if plan.due <= now]
        if not plans:
            return None
        decider = self._game.decider
        return min(plans, key=lambda plan: (plan.due, plan.seat != decider, plan.seat))

    def _plan(self, now: float) -> list[Plan]:
        if self._plans is None:
            self._plans = [plan for seat in self._bots if (plan := self._ask(seat, now)) is not None]
        return self._plans

    def _ask(self, seat: int, now: float) -> Plan | None:
        game = self._game
        legal = game.legal_actions(seat)
        pressing = self._pressing.pop(seat, None)  # kept only while that very press is still allowed
        if not legal:
            return None
        if pressing is not None and pressing.action in legal:
            return pressing
        decision = self._bots[seat].decide(self._views[seat], legal)
        if decision is None:
            if seat != game.decider:
                return None  # letting an out-of-turn chance pass
            # A strategy must act on its own turn; rather than stall the player's game, take the first choice.
            _log.warning("bot %s chose nothing on its turn; taking %r", seat, legal[0])
            decision = legal[0], 0.0
        action, delay = decision
        if self._is_turn_decision(seat, action):
            delay = self._pace()
        return Plan(seat, action, now + delay)

    def _is_turn_decision(self, seat: int, action: Action) -> bool:
        game = self._game
        if seat != game.decider:
            return False
        if isinstance(action, Play):
            return game.phase in _TURN_PHASES
        return isinstance(action, _TURN_ACTIONS)
