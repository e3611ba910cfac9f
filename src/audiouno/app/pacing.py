"""When the bots act: ordinary turn decisions wait until the news so far has been heard, then for the player's
chosen pace, so that speech keeps up; real-time actions (buzzer, slap, UNO, catching, interceptions, sequences)
come after the bot's own reaction time, so a quick player can win the race. A press of the buzzer or a slap
counts from the race's start, which is its sound; a chance named by words (a card to intercept or jump in on, a
forgotten UNO) counts from when those words have been heard, as it does for the player.

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
from ..engine import Action, Buzz, CatchUno, ChooseColour, Draw, Game, Pass, Phase, Play, PlayerView, Slap, SwapWith
from ..engine.actions import Challenge

_TURN_ACTIONS = (Draw, Pass, ChooseColour, SwapWith, Challenge)
_PRESSES = (Buzz, Slap)
_NOTICED = (Play, CatchUno)  # other than a turn decision: reactions to what the words said
_TURN_PHASES = (Phase.PLAY, Phase.DRAWN, Phase.PENALTY)

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Plan:
    seat: int
    action: Action
    due: float  # game time
    turn: bool = False  # an ordinary turn decision: it also waits for the words


class BotPacer:
    def __init__(
        self,
        game: Game,
        bots: Mapping[int, Strategy],
        pace: Callable[[], float],
        heard: Callable[[], float] | None = None,
    ) -> None:
        """`heard` gives the game time when the words said so far will have been heard (from the voice)."""
        self._game = game
        self._bots = bots
        self._views = {seat: PlayerView(game, seat) for seat in bots}
        self._pace = pace
        self._heard = heard
        self._plans: list[Plan] | None = None  # None: to be made again
        self._pressing: dict[int, Plan] = {}  # buzzer presses and slaps planned before the last change

    def invalidate(self) -> None:
        """The game changed: every plan is made afresh, but presses already on their way."""
        if self._plans is not None:
            self._pressing = {plan.seat: plan for plan in self._plans if isinstance(plan.action, _PRESSES)}
        self._plans = None

    def next_due(self, now: float) -> float | None:
        """When the next bot acts, planning first if needed."""
        plans = self._plan(now)
        return min(self._due(plan) for plan in plans) if plans else None

    def due(self, now: float) -> Plan | None:
        """The plan whose time has come, earliest first (the decider first on a tie), or None."""
        plans = [plan for plan in self._plan(now) if self._due(plan) <= now]
        if not plans:
            return None
        decider = self._game.decider
        return min(plans, key=lambda plan: (self._due(plan), plan.seat != decider, plan.seat))

    def _due(self, plan: Plan) -> float:
        """A turn decision waits until the words are heard, and the pace after them; a reflex does not wait."""
        if plan.turn and self._heard is not None:
            return max(plan.due, self._heard() + self._pace())
        return plan.due

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
            return Plan(seat, action, now + self._pace(), turn=True)
        if isinstance(action, _NOTICED) and self._heard is not None:
            # A chance named by words (a card to jump in on, a forgotten UNO): noticed once they are heard,
            # as the player notices it.
            return Plan(seat, action, max(now, self._heard()) + delay)
        return Plan(seat, action, now + delay)

    def _is_turn_decision(self, seat: int, action: Action) -> bool:
        game = self._game
        if seat != game.decider:
            return False
        if isinstance(action, Play):
            return game.phase in _TURN_PHASES
        return isinstance(action, _TURN_ACTIONS)
