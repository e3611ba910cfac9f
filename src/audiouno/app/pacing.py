"""When the bots act: ordinary turn decisions wait for the player's chosen pace, so that speech keeps up;
real-time actions (buzzer, slap, UNO, catching, interceptions, sequences) come after the bot's own reaction
time, so a quick player can win the race.

Plans are made from the game as it stands and dropped whenever it changes, as the simulator does: each bot is
asked again, and its time counts from that moment.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..bots import Strategy
from ..engine import Action, ChooseColour, Draw, Game, Pass, Phase, Play, PlayerView, SwapWith
from ..engine.actions import Challenge

_TURN_ACTIONS = (Draw, Pass, ChooseColour, SwapWith, Challenge)
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

    def invalidate(self) -> None:
        """The game changed: every plan is made afresh."""
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
        if not legal:
            return None
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
