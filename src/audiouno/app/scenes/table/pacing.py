"""When the bots act at the table: `bots.scheduler.BotScheduler` with the app's pace and the voice's timing.

Ordinary turn decisions wait for the player's chosen pace, so that speech keeps up; real-time actions (buzzer,
slap, UNO, catching, interceptions, sequences) come after the bot's own reaction time, so a quick player can win
the race. An expert bot thinks during that wait, in another process (`bots.remote`): its plan is the hard bot's
choice until the moment it comes due, when the search's answer takes its place if it came in time, and a search
the game has moved past is called off.

Turns and reactions alike count in the table's game time, which stands still while the game's news is being heard
(`clock.PausableTime.hold`): a chance named by words (a card to intercept or jump in on, a forgotten UNO) counts
from when those words have been heard, as it does for the player, and a player who reads their hand meanwhile
holds nothing up.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ....bots import Strategy, tell
from ....bots.expert import ExpertStrategy
from ....bots.remote import RemoteSearch
from ....bots.scheduler import BotScheduler, Plan
from ....engine import Action, CallUno, Challenge, ChooseColour, Draw, Game, Pass, Phase, Play, PlaySame, SwapWith
from ....engine.events import Event

_TURN_ACTIONS = (Draw, Pass, ChooseColour, SwapWith, Challenge)
# Seconds after its play is heard that a bot names the colour of its wild: with the card, as people say it (its
# UNO, said as the card lands, comes between the two), rather than after the table's pace.
NAMING = 0.3
_TURN_PHASES = (Phase.PLAY, Phase.DRAWN, Phase.PENALTY)
# An expert searches for this share of the table's pace (its turn comes no sooner than the pace), and at most this
# many worlds: at the default pace, about as long as headless play's default budget allows.
SEARCH_SHARE = 0.8
TABLE_WORLDS = 400

__all__ = ["BotPacer", "Plan"]


def expert_thinker(bots: Mapping[int, Strategy], pace: Callable[[], float]) -> RemoteSearch | None:
    """Where the table's expert bots search, off the loop: one worker process for them all, started now so that it
    is ready by the first expert turn; None without an expert at the table."""
    experts = [bot for bot in bots.values() if isinstance(bot, ExpertStrategy)]
    if not experts:
        return None
    thinker = RemoteSearch(lambda: SEARCH_SHARE * pace(), TABLE_WORLDS)
    for bot in experts:
        bot.thinker = thinker
    thinker.start()
    return thinker


class BotPacer:
    def __init__(
        self, game: Game, bots: Mapping[int, Strategy], pace: Callable[[], float], thinker: RemoteSearch | None = None
    ) -> None:
        """`thinker`: where the expert bots search, if any sits at the table."""
        self._game = game
        self._bots = bots
        self._pace = pace
        self._scheduler = BotScheduler(game, bots, delay=self._delay)
        self._thinker = thinker

    @property
    def thinker(self) -> RemoteSearch | None:
        """Where the expert bots search, if any sits at the table."""
        return self._thinker

    def observe(self, events: Sequence[Event]) -> None:
        """Tell the bots that keep track of the game what happened, as their seat sees it; plan afresh."""
        tell(self._bots.values(), events)
        self.invalidate()

    def invalidate(self) -> None:
        """The game changed: every plan is made afresh, but presses already on their way."""
        self._scheduler.invalidate()
        if self._thinker is not None:
            self._thinker.asked_again = False

    def presses(self) -> list[Plan]:
        """Buzzer presses and slaps on their way, which a saved match keeps (they were decided already)."""
        return self._scheduler.presses()

    def keep_presses(self, plans: list[Plan]) -> None:
        """Presses decided before the match was saved, put back on their way."""
        self._scheduler.keep_presses(plans)

    def next_due(self, now: float) -> float | None:
        """When the next bot acts, planning first if needed."""
        plan = self._next_plan(now)
        return plan.due if plan is not None else None

    def due(self, now: float) -> Plan | None:
        """The plan whose time has come, earliest first (the decider first on a tie), or None. An expert's turn
        takes its search's answer now, if it came in time."""
        plan = self._next_plan(now)
        if plan is None or plan.due > now:
            return None
        if self._thinker is not None:
            plan.action = self._thinker.settle(plan.seat, plan.action)
        return plan

    def close(self) -> None:
        """The table is left: no search goes on."""
        if self._thinker is not None:
            self._thinker.close()

    def _next_plan(self, now: float) -> Plan | None:
        plan = self._scheduler.next_plan(now)
        thinker = self._thinker
        if thinker is not None and not thinker.asked_again:
            thinker.forget()  # planned afresh, and no expert asked for that search again: the game moved past it
        return plan

    def plays_out_of_turn(self, now: float) -> bool:
        """Whether a bot means to lay a card out of turn (an interception, a jump-in, a sequence going on)."""
        decider = self._game.decider
        return any(
            plan.seat != decider and isinstance(plan.action, (Play, PlaySame)) for plan in self._scheduler.plans(now)
        )

    def said_with_the_card(self, seat: int, at: float) -> Plan | None:
        """`seat`'s UNO, when it says it as its card lands (planned at once, with nothing before it): the table
        tells it with the card, before the turn moves on. Asked right after the play, before the bots are told."""
        self._scheduler.invalidate()
        plan = self._scheduler.next_plan(at)
        if plan is None or plan.seat != seat or not isinstance(plan.action, CallUno) or plan.due > at:
            return None
        return plan

    def _delay(self, seat: int, action: Action, reflex: float, now: float) -> float:
        if isinstance(action, ChooseColour) and seat == self._game.decider:
            return min(NAMING, self._pace())
        return self._pace() if self._is_turn_decision(seat, action) else reflex

    def _is_turn_decision(self, seat: int, action: Action) -> bool:
        game = self._game
        if seat != game.decider:
            return False
        if isinstance(action, Play):
            return game.phase in _TURN_PHASES
        return isinstance(action, _TURN_ACTIONS)
