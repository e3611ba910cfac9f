"""Races fair to this player: the bots press the buzzer and slap as fast as the player does, and the hint weighs a
9 by the race it starts.

The player's reaction times come from their practice drills and from the races they pressed in at the table (the
statistics keep the most recent). Until MIN_TIMES are known the bots keep their strength's own reflexes; then a
normal bot races as the player does (`bots.reflexes.fitted`), so that in a race of N the player is last about one
time in N, an easy bot slower and a hard one faster by the stated margin. Each race the player presses in adds
its time, and the bots follow at once.

A race ends once all but one have pressed, so a slow player's press may come after the verdict: that press still
tells how fast they are (`late_press`), or the bots would only ever learn the player's faster races.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from ....bots import Strategy
from ....bots.heuristic import HeuristicStrategy
from ....bots.random_bot import REACTION_RANGE
from ....bots.reflexes import MIN_TIMES, RECENT_TIMES, Measured, ReactionModel, fitted
from ....engine.events import Event, ReactionResolved
from ...files.player_files import STATISTICS
from ...files.statistics import FORMAT as STATISTICS_FORMAT
from ...files.statistics import KIND as STATISTICS_KIND
from ..practice.saved import reaction_times
from .context import TableContext

RISK_RACES = 400  # races played in thought to weigh the player's chance of losing the slap a 9 starts
Press = Callable[[random.Random], float]


class FairRaces:
    def __init__(
        self,
        context: TableContext,
        bots: Mapping[int, Strategy],
        adviser: HeuristicStrategy,
        counts: Callable[[], bool],
    ) -> None:
        """`adviser`: the hint's bot in the player's seat, told how often the player loses a slap; `counts`:
        whether this match counts in the player's statistics (a late press is kept there too)."""
        self.services = context.services
        self.seat = context.seat
        self.bots = bots
        self.adviser = adviser
        self.counts = counts
        self.times = reaction_times(self.services)
        self._fit()

    def observe(self, events: Sequence[Event]) -> None:
        """The player's time in a race they pressed in is one more of theirs."""
        timed = False
        for event in events:
            if isinstance(event, ReactionResolved):
                seconds = dict(event.times).get(self.seat)
                if seconds is not None:
                    self.times.append(seconds)
                    timed = True
        if timed:
            self._fit()

    def late_press(self, seconds: float) -> None:
        """The player pressed `seconds` after a race opened that was decided before their press: their time,
        kept as any other (the statistics count the races of a match that counts)."""
        self.times.append(seconds)
        self._fit()
        services = self.services
        if self.counts():
            services.statistics.note_reaction(seconds)
            services.files.save(STATISTICS, STATISTICS_KIND, STATISTICS_FORMAT, services.statistics.to_data())

    def _fit(self) -> None:
        del self.times[:-RECENT_TIMES]
        for bot in self.bots.values():
            if isinstance(bot, HeuristicStrategy):
                bot.reflexes = fitted(bot.name, self.times)
        self.adviser.slap_risk = self._slap_risk()

    def _slap_risk(self) -> float:
        """How much more often than their share the player is last in a race against this table's bots: 0 until
        their times are known (nothing says they lose more than anyone)."""
        if len(self.times) < MIN_TIMES:
            return 0.0
        player = Measured(tuple(self.times), 1.0, 0.0)
        rivals = [_press_of(bot) for seat, bot in self.bots.items() if seat != self.seat]
        if not rivals:
            return 0.0
        rng = random.Random(len(self.times))  # the same times weigh the same, whenever asked
        lost = sum(player.simple(rng) > max(press(rng) for press in rivals) for _ in range(RISK_RACES))
        return lost / RISK_RACES - 1 / (len(rivals) + 1)


def _press_of(bot: Strategy) -> Press:
    """How fast `bot` presses: its reflexes, or a random bot's plain range."""
    if isinstance(bot, HeuristicStrategy):
        model: ReactionModel = bot.reflexes
        return model.simple
    return lambda rng: rng.uniform(*REACTION_RANGE)
