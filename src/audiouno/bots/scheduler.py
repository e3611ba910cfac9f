"""Which bot acts next, and when: the one rule that bots-only play (`headless.py`) and the app's table share.

Every bot that may act is asked for a decision (an action and a delay); the earliest decision wins, the
decider of the turn first on a tie, then the lower seat. While no real-time window is open only the decider
can act, so only the decider is asked. Plans stand until the game changes (`invalidate`); then each bot is asked
again and its delay counts from that moment. A buzzer press or a slap is the exception: it answers a signal that
has not changed, so it keeps its time while it is still allowed, and another player's press does not restart a
bot's reflex.

A bot that returns nothing on its own turn is a bug in the bot: `NoDecision` is raised.

How long a decision takes is the bot's to say, unless the driver's `delay` says otherwise: the app waits for the
player's chosen pace on turn decisions (its game time itself waits for speech); headless play takes the bots' own
delays.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..engine import Action, Buzz, Game, Phase, PlayerView, Slap
from .base import Strategy

_PRESSES = (Buzz, Slap)
# Under a turn timer a bot acts this long before its time is up, however long it meant to think: a player who
# times out draws and loses the turn, and a bot that never answers in time is no opponent.
TIMER_MARGIN = 0.5


class NoDecision(RuntimeError):
    """A bot returned nothing on its own turn, where it must act."""


@dataclass(slots=True)  # not frozen: a frozen dataclass takes about twice as long to build, once per decision
class Plan:
    seat: int
    action: Action
    due: float  # game time


# (seat, action, the bot's own delay, now) -> the delay to use from `now`, in seconds. The driver's say over when a
# bot acts: the table's pace.
Delay = Callable[[int, Action, float, float], float]


class BotScheduler:
    def __init__(
        self,
        game: Game,
        bots: Mapping[int, Strategy],
        *,
        delay: Delay | None = None,
        views: Mapping[int, PlayerView] | None = None,
    ) -> None:
        self._game = game
        self._bots = bots
        self._views = views if views is not None else {seat: PlayerView(game, seat) for seat in bots}
        self._delay = delay
        self._plans: list[Plan] | None = None  # None: to be made again
        self._pressing: dict[int, Plan] = {}  # buzzer presses and slaps planned before the last change
        self._presses: dict[int, Plan] = {}  # buzzer presses and slaps among the current plans

    def invalidate(self) -> None:
        """The game changed: every plan is made afresh, but presses already on their way."""
        if self._plans is not None and (self._presses or self._pressing):
            self._pressing = self._presses
            self._presses = {}
        self._plans = None

    def presses(self) -> list[Plan]:
        """The buzzer presses and slaps on their way: those of the current plans, or those kept since the last
        change (a saved match keeps them, as they were decided already)."""
        return list((self._pressing if self._plans is None else self._presses).values())

    def keep_presses(self, plans: list[Plan]) -> None:
        """Put presses decided earlier back on their way (a saved match taken up); every other plan is made
        afresh."""
        self._pressing = {plan.seat: plan for plan in plans}
        self._presses = {}
        self._plans = None

    def plans(self, now: float) -> list[Plan]:
        """Every plan standing, planning first if needed."""
        if self._plans is None:
            self._plans = self._plan(now)
        return list(self._plans)

    def next_plan(self, now: float) -> Plan | None:
        """The earliest plan (the decider's first on a tie, then the lower seat), planning first if needed."""
        plans = self._plans
        if plans is None:
            plans = self._plans = self._plan(now)
        if not plans:
            return None
        if len(plans) == 1:
            return plans[0]
        decider = self._game.decider
        return min(plans, key=lambda plan: (plan.due, plan.seat != decider, plan.seat))

    def _plan(self, now: float) -> list[Plan]:
        game = self._game
        pressing = self._pressing
        if pressing and game.phase is not Phase.REACTION:
            pressing.clear()  # presses belong to the buzzer or slap they answer
        decider = game.decider
        if decider is not None and not game.windows_open:
            seats: Mapping[int, Strategy] | tuple[int, ...] = (decider,) if decider in self._bots else ()
        else:
            seats = self._bots
        plans = []
        for seat in seats:
            legal = game.legal_actions(seat)
            kept = pressing.pop(seat, None) if pressing else None  # kept only while that very press is allowed
            if not legal:
                continue
            if kept is not None and kept.action in legal:
                plan = kept
            else:
                decision = self._bots[seat].decide(self._views[seat], legal)
                if decision is None:
                    if seat == decider:
                        raise NoDecision(f"the bot at seat {seat} chose nothing on its own turn")
                    continue  # letting an out-of-turn chance pass
                action, delay = decision
                if self._delay is not None:
                    delay = self._delay(seat, action, delay, now)
                due = now + delay
                deadline = game.turn_deadline
                if deadline is not None and seat == decider and due > deadline - TIMER_MARGIN:
                    due = max(now, deadline - TIMER_MARGIN)
                plan = Plan(seat, action, due)
            plans.append(plan)
            if type(plan.action) in _PRESSES:
                self._presses[seat] = plan
        return plans
