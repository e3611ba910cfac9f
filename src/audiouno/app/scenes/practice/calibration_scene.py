"""Calibration: a steady click, the player taps the buzzer key along with it, and the offset becomes the sound
delay that practice takes off every time (see calibration.py). Its keys are a keymap place of its own,
`[calibration]`."""

from __future__ import annotations

from ...keys.commands import Command, Commands
from ...keys.help import help_text
from ...keys.places import CALIBRATION
from ...loop import KeyPress
from ...output.pictures import ListPicture
from ..scene import Scene, Services
from . import calibration
from .store import PracticeLog

PLACE = CALIBRATION.place
LEAD = 6.0  # seconds of words before the first click


class CalibrationScene(Scene):
    place = PLACE

    def __init__(self, services: Services, store: PracticeLog) -> None:
        super().__init__(services)
        self._store = store
        self.clicks: list[float] = []  # when each click started, read after starting it
        self.taps: list[float] = []
        self._next = 0.0
        self.result = ""

    def enter(self, now: float) -> None:
        self.services.voice.answer(self.services.catalogue.text("practice.calibration.intro"))
        self._next = now + LEAD

    def handle(self, press: KeyPress, now: float) -> bool:
        command = self.services.keymap.command(PLACE, press.key, press.mod)
        CALIBRATION_COMMANDS.dispatch(self, command, press.repeat, now)  # a held key is one tap
        return True  # every key stays here while the clicks play

    def _tap(self, now: float) -> None:
        if self.clicks:  # taps before the first click find no beat
            self.taps.append(now)

    def _stop(self) -> None:
        self.services.voice.answer(
            self.services.catalogue.text("practice.calibration.stopped", previous=self._previous())
        )
        self.close()

    def _help(self) -> None:
        services = self.services
        keys = help_text(services.catalogue, services.keymap, CALIBRATION_COMMANDS, services.words.key_name)
        services.voice.answer(keys)

    def update(self, now: float) -> None:
        if now < self._next:
            return
        if len(self.clicks) < calibration.CLICKS:
            self.services.voice.cue("tick")
            self.clicks.append(self.services.control.clock())
            # The beat is kept from the first click, so a late wake-up does not shift the ones after it.
            self._next = self.clicks[0] + len(self.clicks) * calibration.PERIOD
            self.services.control.dirty = True
        else:
            self._conclude()

    def next_wake(self, now: float) -> float | None:
        return self._next

    def _conclude(self) -> None:
        text = self.services.catalogue.text
        found = calibration.estimate(self.clicks, self.taps)
        previous = self._previous()
        if found is None:
            words = text("practice.calibration.too_few", previous=previous)
        else:
            words = text(
                "practice.calibration.result", ms=round(found.delay * 1000), error=max(1, round(found.error * 1000))
            )
            if found.plausible:
                self.services.settings.output_delay = found.usable_delay
                self._store.set_output_delay(found.usable_delay)
                self.services.save_settings()
                words += " " + text("practice.calibration.plausible")
            elif found.spread > calibration.STEADY:
                words += " " + text("practice.calibration.uneven", previous=previous)
            elif found.delay < calibration.PLAUSIBLE[0]:  # taps ahead of the clicks
                words += " " + text("practice.calibration.negative", previous=previous)
            else:
                limit = round(calibration.PLAUSIBLE[1] * 1000)
                words += " " + text("practice.calibration.too_long", limit=limit, previous=previous)
        self.result = words
        self.services.voice.tell(words)
        self.close()

    def _previous(self) -> str:
        delay = self._store.output_delay
        if delay is None:
            return self.services.catalogue.text("practice.delay.none")
        return self.services.catalogue.text("practice.delay.some", ms=round(delay * 1000))

    def picture(self) -> ListPicture:
        title = self.services.catalogue.text("practice.item.calibrate", delay=self._previous())
        return ListPicture(title, lines=(f"{len(self.clicks)} / {calibration.CLICKS}",))


CALIBRATION_COMMANDS: Commands[CalibrationScene] = Commands(
    CALIBRATION,
    Command("tap", lambda calibration, now: calibration._tap(now)),
    Command("help", lambda calibration, now: calibration._help()),
    Command("stop", lambda calibration, now: calibration._stop()),
)
