"""When a buzzer or slap race runs for the player, and what B says when no press can count.

A race runs from its sound only where the sound is heard (`Voice.races_heard`: a device someone hears, the cue and
race volumes above zero, the window not muted for losing the keyboard); otherwise it runs from the end of its words,
for the player and the bots alike (the game's time stands still while they are said). A press while those words are
still being said does not count; another key's answer, which cuts them off, has them said again after it, once, and
the race waits for them (cut off again, they count as heard: the player chose to press keys). A press a moment after a
verdict hears that the race is over, and still tells how fast the player was (`FairRaces.late_press`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ....engine import BUZZ, SLAP, Phase
from ....engine.events import Event, ReactionResolved, ReactionStarted
from ...clock import PausableTime
from ...output.voice import Utterance
from .context import TableContext
from .fair_races import FairRaces

RACE_OVER_SAID = 2.0  # seconds of game time after a race's verdict in which B hears that it is over


class Races:
    def __init__(self, context: TableContext, time: PausableTime, fair: FairRaces) -> None:
        self.context = context
        self.services = context.services
        self.view = context.view
        self.time = time
        self.fair = fair
        self._opened: float | None = None  # game time the last race opened
        self._over_at: float | None = None  # game time the last race's verdict came
        self._lost_unpressed = False  # the player lost the last race without pressing: a press now is still timed
        self._called_again: float | None = None  # game time the race whose call was said anew opened

    def sound_heard(self) -> bool:
        return self.services.voice.races_heard(self.services.settings)

    def runs_on_its_sound(self) -> bool:
        """A race is open and its sound was heard: it runs while its words are said."""
        return self.view.phase is Phase.REACTION and self.sound_heard()

    def call_unheard(self) -> bool:
        """A race the player is in, heard in words only, whose words are still being said."""
        return self._racing() and not self.sound_heard() and self._words_still_said()

    def call_again(self) -> None:
        """Say the race's call anew, as news the race waits for: an answer to another key cut it off."""
        if self._racing() and self._called_again != self._opened:
            self._called_again = self._opened
            kind = "buzzer" if BUZZ in self.view.legal_actions() else "slap"
            text = self.services.catalogue.text(f"event.reaction.{kind}", who="you")
            self.services.voice.say(Utterance(text, False, None, None))

    def _racing(self) -> bool:
        legal = self.view.legal_actions()
        return BUZZ in legal or SLAP in legal

    def observe(self, events: Sequence[Event], at: float) -> None:
        for event in events:
            if isinstance(event, ReactionStarted):
                self._opened = at
            elif isinstance(event, ReactionResolved):
                self._over_at = at
                times = dict(event.times)
                self._lost_unpressed = self.context.seat in times and times[self.context.seat] is None
        self.fair.observe(events)

    def gate(self, at: float) -> bool:
        """Answer B when no press can count yet or any more, and say whether it did: the early press of a race
        heard only in words does not count (the player may press again), and a press a moment after a verdict
        hears that the race is over rather than that there is nothing to press."""
        catalogue = self.services.catalogue
        if self.call_unheard():
            kind = "buzzer" if BUZZ in self.view.legal_actions() else "slap"
            text = catalogue.text(f"table.race_too_soon.{kind}")
            self.services.voice.say(Utterance(text, True, "invalid", None))  # news: the race starts after it
            return True
        if self.view.phase is not Phase.REACTION and self._just_over(at):
            if self._lost_unpressed and self._opened is not None:
                self._lost_unpressed = False
                self.fair.late_press(at - self.services.settings.output_delay - self._opened)
            self.services.voice.answer(catalogue.text("table.race_over"), "invalid")
            return True
        return False

    def _just_over(self, at: float) -> bool:
        """A race ends once all but one have pressed, so a press can come a moment after its verdict."""
        return self._over_at is not None and at - self._over_at < RACE_OVER_SAID

    def _words_still_said(self) -> bool:
        """A race without a sound heard starts for everyone at the end of its words: a press while they are still
        being said (game time stands still) would be timed at 0 s, ahead of anyone listening."""
        return self.time.holding(self.services.control.clock())
