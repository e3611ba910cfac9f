"""The practice list: the four drills, the race's bots, the waits, calibration and the statistics, a list like
every other (`list_scene`) in a keymap place of its own, `[practice]`, with the lobby's keys by default. Its
picture draws the player's progress, large.

`audio-uno practice` opens it first (Enter starts the first drill); a menu can open it too, and Escape goes
back there.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

import pygame

from ....bots import reflexes
from ...keys.commands import Command, Commands
from ...keys.help import help_text
from ...keys.places import PRACTICE
from ...loop import Layer
from ...output.pictures import ListPicture
from ...output.renderer import page, render_list
from ..lists.list_scene import ListScene, list_moves
from ..lists.menu import confirm_quit
from ..scene import Services
from .calibration_scene import CalibrationScene
from .charts import draw_histogram, draw_line_chart
from .drill import PLANS, Drill, Kind
from .drill_scene import DrillScene
from .foreperiod import DEFAULT_RANGE, RANGES
from .race import Rival, Text
from .saved import reaction_times, saved_practice, tell_store_problem
from .store import DrillRecord, PracticeLog
from .summary import Summary
from .trend import drill_medians

PLACE = PRACTICE.place
STRENGTHS = tuple(reflexes.DEFAULTS)  # easy, normal, hard
MAX_BOTS = 9
SOUND_ONLY = frozenset({"reaction", "race", "gonogo", "calibrate"})  # timed on a sound; slap the 9 names its cards
PLOTTED = 20  # drills in the plot of medians


PRACTICE_COMMANDS: Commands[PracticeScene] = Commands(
    PRACTICE,
    *list_moves("previous_item", "next_item", "first_item", "last_item"),
    Command("lower", lambda practice, now: practice._change(-1)),
    Command("higher", lambda practice, now: practice._change(1)),
    Command("choose", lambda practice, now: practice._choose()),
    Command("repeat", lambda practice, now: practice.say_item(cue=None)),
    Command("help", lambda practice, now: practice._help()),
    Command("back", lambda practice, now: practice._leave()),
)


@dataclass
class PracticeSetup:
    bots: int = 3
    strength: str = "normal"
    waits: int = DEFAULT_RANGE  # index into RANGES


class PracticeScene(ListScene):
    place = PLACE
    commands = PRACTICE_COMMANDS

    def __init__(
        self, services: Services, store: PracticeLog | None = None, today: Callable[[], datetime] = datetime.now
    ) -> None:
        super().__init__(services)
        self.store: PracticeLog = store if store is not None else saved_practice(services)
        self.setup = PracticeSetup()
        self.drills_started = 0
        self._today = today
        if self.store.output_delay is not None and not services.settings.output_delay:
            services.settings.output_delay = self.store.output_delay  # calibrated before settings kept it
        self.items = ["reaction", "race", "gonogo", "slap", "bots", "strength", "waits", "calibrate", "statistics"]

    # ------------------------------------------------------------ the scene's hooks

    def enter(self, now: float) -> None:
        hint = self.services.hint_once("practice.hint")
        words = [self.services.catalogue.text("practice.title"), *([hint] if hint else [])]
        if not self.services.voice.cues.available:
            words.append(self.services.catalogue.text("practice.no_sound"))
        words.append(self.item_words())
        self.services.voice.tell(self.services.catalogue.sentences(*words))
        self._store_problem()

    def reveal(self, now: float, closed: Layer) -> None:
        if isinstance(closed, (DrillScene, CalibrationScene)):
            self.services.voice.tell(
                self.services.catalogue.sentences(self.services.catalogue.text("practice.back"), self.item_words())
            )
        else:
            self.say_item(cue=None)

    # ------------------------------------------------------------ the items

    def count(self) -> int:
        return len(self.items)

    def label(self, index: int) -> str:
        text = self.services.catalogue.text
        item = self.items[index]
        strength = text(f"lobby.strength.{self.setup.strength}")
        if item == "race":
            return text("practice.item.race", count=self.setup.bots, strength=strength)
        if item == "bots":
            return text("practice.item.bots", count=self.setup.bots)
        if item == "strength":
            return text("practice.item.strength", strength=strength)
        if item == "waits":
            waits = RANGES[self.setup.waits]
            return text("practice.item.waits", shortest=f"{waits.shortest:g}", longest=f"{waits.longest:g}")
        if item == "calibrate":
            delay = self.store.output_delay
            words = (
                text("practice.delay.none") if delay is None else text("practice.delay.some", ms=round(delay * 1000))
            )
            return text("practice.item.calibrate", delay=words)
        return text(f"practice.item.{item}")

    def _change(self, step: int) -> None:
        item = self.items[self.index]
        setup = self.setup
        if item in ("bots", "race"):
            changed = 1 <= setup.bots + step <= MAX_BOTS
            setup.bots = min(MAX_BOTS, max(1, setup.bots + step))
        elif item == "strength":
            names = list(STRENGTHS)
            position = names.index(setup.strength) + step
            changed = 0 <= position < len(names)
            setup.strength = names[min(len(names) - 1, max(0, position))]
        elif item == "waits":
            changed = 0 <= setup.waits + step < len(RANGES)
            setup.waits = min(len(RANGES) - 1, max(0, setup.waits + step))
        else:
            changed = False
        self.services.voice.answer(self.label(self.index), "menu_move" if changed else "invalid")

    def _choose(self) -> None:
        item = self.items[self.index]
        if item in SOUND_ONLY and not self.services.voice.cues.available:
            self.services.voice.answer(self.services.catalogue.text("practice.needs_sound"), "invalid")
        elif item in {kind.value for kind in Kind}:
            self.services.voice.cue("menu_select")
            self.services.control.push(self.drill_scene(Kind(item)))
            if item in SOUND_ONLY and not self.services.voice.races_heard(self.services.settings):
                # A device, but no sound reaches the player: the drill starts, and says it has nothing to hear.
                self.services.voice.tell(self.services.catalogue.text("practice.unheard"))
        elif item == "calibrate":
            self.services.voice.cue("menu_select")
            self.services.control.push(CalibrationScene(self.services, self.store))
        elif item == "statistics":
            self.services.voice.answer(self.statistics())
        else:
            self.services.voice.answer(self.label(self.index), "invalid")

    def drill_scene(self, kind: Kind) -> DrillScene:
        rng = random.Random(self.services.session_seed(self.drills_started))
        self.drills_started += 1
        plan = PLANS[kind]
        waits = RANGES[self.setup.waits]
        details: dict[str, object] = {"shortest_wait": waits.shortest, "longest_wait": waits.longest}
        details["output_delay_ms"] = round(self.services.settings.output_delay * 1000, 1)
        rivals: list[Rival] = []
        if kind is Kind.RACE:
            names = [self.services.catalogue.text(f"bot.name.{seat}") for seat in range(1, self.setup.bots + 1)]
            # The rivals race as the table's bots do: as fast as the player, once the player's times are known.
            model = reflexes.fitted(self.setup.strength, reaction_times(self.services, self.store))
            rivals = [Rival(name, model) for name in names]
            details.update(bots=self.setup.bots, strength=self.setup.strength)
        drill = Drill(plan, rng, waits, self.services.settings.output_delay, rivals)
        fields: dict[str, str | int] = {"trials": plan.trials}
        if rivals:
            fields["names"] = self.services.catalogue.text("list.separator").join(rival.name for rival in rivals)
        intro = self.services.catalogue.text(f"practice.intro.{kind.value}", **fields)
        return DrillScene(self.services, drill, self.store, details, intro, self._today)

    def statistics(self) -> str:
        """Each drill practised: how many, the last median and the best."""
        lines = statistics_lines(self.services.catalogue.text, self.store.drills())
        if not lines:
            return self.services.catalogue.text("practice.statistics.none")
        return self.services.catalogue.sentences(*lines, self.services.catalogue.text("practice.statistics.export"))

    def _leave(self) -> None:
        control = self.services.control
        if control.stack and control.stack[0] is not self:
            self.services.voice.cue("menu_back")
            self.close()  # back to the menu that opened practice
        else:
            confirm_quit(self.services, lambda now: None)

    def _help(self) -> None:
        services = self.services
        services.voice.answer(
            help_text(services.catalogue, services.keymap, PRACTICE_COMMANDS, services.words.key_name)
        )

    def _store_problem(self) -> None:
        tell_store_problem(self.services, self.store)

    # ------------------------------------------------------------ the picture

    def charted_kind(self) -> str | None:
        """The drill whose progress is drawn: the one focused, else the last one practised."""
        item = self.items[self.index]
        if item in {kind.value for kind in Kind}:
            return item
        drills = self.store.drills()
        return drills[-1].kind if drills else None

    def draw(self, surface: pygame.Surface) -> None:
        """The list in the top third; below it the medians of the last drills and the last drill's times."""
        look = self.services.look()
        width, height = surface.get_size()
        top = height * 2 // 5
        items = tuple(f"{index + 1}. {self.label(index)}" for index in range(len(self.items)))
        picture = ListPicture(self.services.catalogue.text("practice.title"), items, self.index)
        render_list(surface.subsurface(pygame.Rect(0, 0, width, top)), picture, look)
        below = surface.subsurface(pygame.Rect(0, top, width, height - top))
        kind = self.charted_kind()
        drills = [drill for drill in self.store.drills() if drill.kind == kind]
        medians = drill_medians(drills)[-PLOTTED:]
        last = next((Summary.of(d.reactions).times for d in reversed(drills) if Summary.of(d.reactions).times), ())
        if not medians:
            page(below, look, [(self.services.catalogue.text("practice.charts.nothing"), 1.0)], quiet=True)
            return
        text = self.services.catalogue.text
        plot = self.plot_rect(surface)
        draw_line_chart(surface, plot, text("practice.charts.medians"), medians, look.theme)
        bars = pygame.Rect(plot.right, top, width - plot.right, height - top)
        draw_histogram(surface, bars, text("practice.charts.times"), list(last), look.theme)

    @staticmethod
    def plot_rect(surface: pygame.Surface) -> pygame.Rect:
        width, height = surface.get_size()
        top = height * 2 // 5
        return pygame.Rect(0, top, width // 2, height - top)


def statistics_lines(text: Text, drills: Sequence[DrillRecord]) -> list[str]:
    """One sentence for each drill practised: how many times, the last median and the best median."""
    lines = []
    for kind in Kind:
        done = [drill for drill in drills if drill.kind == kind.value]
        if not done:
            continue
        name = text(f"practice.kind.{kind.value}")
        medians = drill_medians(done)
        if medians:
            lines.append(text("practice.statistics.kind", kind=name, drills=len(done), median=round(medians[-1]),
                              best=round(min(medians))))  # fmt: skip
        else:
            lines.append(text("practice.statistics.kind_untimed", kind=name, drills=len(done)))
    return lines
