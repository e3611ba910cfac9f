"""When the bots act at the table: `bots.scheduler.BotScheduler` with the app's pace and the voice's timing.

Ordinary turn decisions wait until the news so far has been heard, then for the player's chosen pace, so that
speech keeps up; real-time actions (buzzer, slap, UNO, catching, interceptions, sequences) come after the bot's
own reaction time, so a quick player can win the race. A press of the buzzer or a slap counts from the race's
start, which is its sound; a chance named by words (a card to intercept or jump in on, a forgotten UNO) counts
from when those words have been heard, as it does for the player.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..bots import Strategy
from ..bots.scheduler import BotScheduler, Plan
from ..engine import Action, CatchUno, Challenge, ChooseColour, Draw, Game, Pass, Phase, Play, SwapWith

_TURN_ACTIONS = (Draw, Pass, ChooseColour, SwapWith, Challenge)
_NOTICED = (Play, CatchUno)  # other than a turn decision: reactions to what the words said
_TURN_PHASES = (Phase.PLAY, Phase.DRAWN, Phase.PENALTY)

__all__ = ["BotPacer", "Plan"]


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
        self._pace = pace
        self._heard = heard
        self._scheduler = BotScheduler(game, bots, delay=self._delay, due=self._due)

    def invalidate(self) -> None:
        """The game changed: every plan is made afresh, but presses already on their way."""
        self._scheduler.invalidate()

    def presses(self) -> list[Plan]:
        """Buzzer presses and slaps on their way, which a saved match keeps (they were decided already)."""
        return self._scheduler.presses()

    def keep_presses(self, plans: list[Plan]) -> None:
        """Presses decided before the match was saved, put back on their way."""
        self._scheduler.keep_presses(plans)

    def next_due(self, now: float) -> float | None:
        """When the next bot acts, planning first if needed."""
        plan = self._scheduler.next_plan(now)
        return self._due(plan) if plan is not None else None

    def due(self, now: float) -> Plan | None:
        """The plan whose time has come, earliest first (the decider first on a tie), or None."""
        plan = self._scheduler.next_plan(now)
        return plan if plan is not None and self._due(plan) <= now else None

    def _delay(self, seat: int, action: Action, reflex: float, now: float) -> float:
        if self._is_turn_decision(seat, action):
            return self._pace()
        if isinstance(action, _NOTICED) and self._heard is not None:
            # A chance named by words (a card to jump in on, a forgotten UNO): noticed once they are heard, as the
            # player notices it.
            return max(0.0, self._heard() - now) + reflex
        return reflex

    def _due(self, plan: Plan) -> float:
        """A turn decision waits until the words are heard, and the pace after them; a reflex does not wait.

        Read afresh each time: words said after the plan was made (the answer to a player's key) delay it too."""
        if self._heard is not None and self._is_turn_decision(plan.seat, plan.action):
            return max(plan.due, self._heard() + self._pace())
        return plan.due

    def _is_turn_decision(self, seat: int, action: Action) -> bool:
        game = self._game
        if seat != game.decider:
            return False
        if isinstance(action, Play):
            return game.phase in _TURN_PHASES
        return isinstance(action, _TURN_ACTIONS)
