"""A drill being played: cues at their moments, the buzzer key timed, each answer spoken and saved at once.

Its keys are its own keymap place, `[drill]` (B, R, F1, Escape by default): rebinding the table's buzzer does not
move the drill's."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import pygame

from ...keys.commands import Command, Commands
from ...keys.help import help_text
from ...keys.places import DRILL
from ...loop import KeyPress
from ...output.canvas import TITLE_GROWTH
from ...output.renderer import page
from ..scene import Scene, Services
from .charts import draw_histogram
from .drill import Answered, Cued, Drill, Finished, Happening, Kind
from .reaction import Outcome
from .store import DrillRecord, PracticeLog
from .summary import Summary
from .trend import trend_sentence

PLACE = DRILL.place
LEAD = 4.0  # seconds from the start of the words of introduction to the first wait: room to hear them
BIG = 4.0  # the last time, drawn very large (times the usual text)


class DrillScene(Scene):
    place = PLACE

    def __init__(
        self,
        services: Services,
        drill: Drill,
        store: PracticeLog,
        details: dict[str, object],
        intro: str,
        today: Callable[[], datetime] = datetime.now,
    ) -> None:
        super().__init__(services)
        self.drill = drill
        self.kind = drill.plan.kind
        self._store = store
        self._details = details
        self._intro = intro
        self._today = today
        self._record: DrillRecord | None = None
        self._ready_at = 0.0
        self.last_words = ""

    def enter(self, now: float) -> None:
        self._record = self._store.begin(self.kind.value, self._today(), self._details)
        self.services.voice.answer(self._intro)
        self._ready_at = now + LEAD
        self.drill.start(self._ready_at)
        self._store_problem()

    def handle(self, press: KeyPress, now: float) -> bool:
        command = self.services.keymap.command(PLACE, press.key, press.mod)
        DRILL_COMMANDS.dispatch(self, command, press.repeat, now)  # a held key is one press
        return True  # every key stays here: nothing below may act during a drill

    def _buzz(self, now: float) -> None:
        if now >= self._ready_at:  # presses during the introduction are not false starts
            self._happened(self.drill.press(now))

    def _repeat(self) -> None:
        if self.last_words:
            self.services.voice.answer(self.last_words)

    def update(self, now: float) -> None:
        self._happened(self.drill.update(now))

    def next_wake(self, now: float) -> float | None:
        return self.drill.next_due()

    # ------------------------------------------------------------ what happened, heard

    def _happened(self, happenings: list[Happening]) -> None:
        # A new cue first: the answer before it (a miss) is saved to disk after, so the rhythm keeps time.
        for happening in sorted(happenings, key=lambda happening: not isinstance(happening, Cued)):
            if isinstance(happening, Cued):
                self._cue(happening)
            elif isinstance(happening, Answered):
                self._answered(happening)
            elif isinstance(happening, Finished):
                self._finish()
        if happenings:
            self.services.control.dirty = True

    def _cue(self, cued: Cued) -> None:
        """Play the cue, then note the moment it started: the clock is read after the sound is on its way."""
        stimulus = cued.stimulus
        self.services.voice.cue(stimulus.cue)
        self.drill.cue_started(self.services.control.clock())
        if stimulus.card is not None:
            self.services.voice.announce(self.services.words.card(stimulus.card))

    def _answered(self, answered: Answered) -> None:
        reaction = answered.reaction
        assert self._record is not None
        self._store.record(self._record, reaction)
        text = self.services.catalogue.text
        cue: str | None = None
        if reaction.outcome is Outcome.HIT:
            words = text("practice.ms", ms=round(reaction.ms or 0))
            if answered.race is not None:
                words = answered.race.sentence(text)
        elif reaction.outcome is Outcome.FALSE_START:
            words, cue = text("practice.too_soon"), "invalid"
        elif reaction.outcome is Outcome.ERROR:
            words, cue = text(f"practice.error.{self.kind.value}"), "invalid"
        else:
            words = text(f"practice.miss.{self.kind.value}")
            if answered.race is not None:
                words = answered.race.sentence(text)
        self.last_words = words
        self.services.voice.answer(words, cue)
        self._store_problem()

    def _finish(self) -> None:
        assert self._record is not None
        self._store.finish(self._record)
        self._store_problem()
        self.services.voice.tell(self.results())
        self.close()

    def _stop(self) -> None:
        words = [self.services.catalogue.text("practice.stopped")]
        if self.drill.reactions:
            words.append(self.results())
        self.services.voice.answer(self.services.catalogue.sentences(*words))
        self.close()

    def results(self) -> str:
        """Best, median, mean, spread, the slips, races won, and the trend against the player's history."""
        text = self.services.catalogue.text
        summary = Summary.of(self.drill.reactions)
        parts = []
        if len(summary.times) > 1:
            parts.append(
                text("practice.summary.times", best=round(summary.best or 0), median=round(summary.median or 0),
                     mean=round(summary.mean or 0), spread=round(summary.spread or 0))
            )  # fmt: skip
        elif summary.times:
            parts.append(text("practice.summary.one_time", best=round(summary.times[0])))
        else:
            parts.append(text("practice.summary.no_times"))
        if summary.false_starts or summary.errors or summary.misses:
            parts.append(
                text("practice.summary.slips", false_starts=summary.false_starts, errors=summary.errors,
                     misses=summary.misses)
            )  # fmt: skip
        else:
            parts.append(text("practice.summary.clean"))
        if self.kind is Kind.RACE:
            races = self.drill.races
            parts.append(text("practice.summary.wins", wins=sum(r.place == 1 for r in races), races=len(races)))
        trend = trend_sentence(self._store.drills(), self.kind.value, self._today().date(), text)
        if trend:
            parts.append(trend)
        return self.services.catalogue.sentences(*parts)

    def _store_problem(self) -> None:
        problem = self._store.problem
        if problem is not None:
            self._store.problem = None
            self.services.voice.tell(self.services.catalogue.text(problem.key, **problem.args))

    def _help(self) -> None:
        services = self.services
        services.voice.answer(help_text(services.catalogue, services.keymap, DRILL_COMMANDS, services.words.key_name))

    # ------------------------------------------------------------ the picture

    def draw(self, surface: pygame.Surface) -> None:
        """The drill and how far it is; the last answer in very large print; this drill's times so far."""
        text = self.services.catalogue.text
        look = self.services.look()
        lines = [(text(f"practice.kind.{self.kind.value}"), TITLE_GROWTH)]
        lines.append((f"{self.drill.trials_done} / {self.drill.plan.trials}", 1.0))
        if self.last_words:
            lines.append((self.last_words, BIG if len(self.last_words) < 10 else 1.0))
        y = page(surface, look, lines)
        times = list(Summary.of(self.drill.reactions).times)
        if times:
            rect = pygame.Rect(0, y, surface.get_width(), surface.get_height() - y)
            draw_histogram(surface, rect, text("practice.charts.this_drill"), times, look.theme)


DRILL_COMMANDS: Commands[DrillScene] = Commands(
    DRILL,
    Command("buzzer", lambda drill, now: drill._buzz(now)),
    Command("repeat", lambda drill, now: drill._repeat()),
    Command("help", lambda drill, now: drill._help()),
    Command("stop", lambda drill, now: drill._stop()),
)
