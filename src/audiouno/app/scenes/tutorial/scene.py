"""A lesson at the real table: the arranged round is dealt, the patient bots play it, and each step's words are
said when its moment comes; the game then waits (its time stands still) for the key the step teaches.

The key the step waits for reaches the table as in any match. A key that reads the table (the hand, the top card,
the history, F1, Escape's menu) always does; any other key gets the step's kind correction and reaches nothing,
so a new player is never penalised for trying. Enter on a card the arranged moment does not need is corrected too,
and so is an answer to the choice a step opens (a wild's colour, whom a 7 swaps with) other than the one the
arranged round needs: the question is asked again. Once the lesson's last step is the next to want Enter, the
table's own words for Enter (the next round, a card just drawn) are not said: Enter finishes the lesson.

A race waits only for the step's words: the press is timed from their end, as the player's reaction to them, and
the patient bot never presses first. The tutorial begins, for a screen reader that does not say when it has
finished, by asking how fast it speaks (the game waits for its words by that rate), once.
"""

from __future__ import annotations

import random

from ....engine import Action, Game, Play
from ....engine.events import Event
from ...files.match_setup import MatchSetup
from ...files.progress import TUTORIAL, load_progress, save_progress
from ...keys.places import TABLE
from ...loop import KeyPress
from ..practice.listening import ListeningCalibration
from ..scene import Services
from ..table.scene import PLACE, TableScene
from ..table.stray_keys import says_nothing_here
from .moments import has_come
from .patient import PatientBot
from .script import Lesson, Moment, Step

# Keys that only read the table, change a setting or leave it: never a mistake, whichever step it is.
READING = TABLE.reading()
REPEAT = "repeat_message"  # while a step waits, R says its words again


class TutorialScene(TableScene):
    def __init__(self, services: Services, lesson: Lesson) -> None:
        self.lesson = lesson
        deal = lesson.deal
        players = len(deal.hands)
        setup = MatchSetup(bots=["random"] * (players - 1), rules=lesson.rules)
        # Play starts at the dealer's left: the dealer sits to the right of the seat that plays first.
        dealer = (deal.first - 1) % players

        def deal_round(game: Game, now: float) -> list[Event]:
            if game.round_number == 0:
                return game.start_arranged_round(deal.hands, deal.starting, deal.pile, dealer, now)
            return game.start_round(now)  # the real round that ends the tutorial

        seed = services.seed if services.seed is not None else random.SystemRandom().getrandbits(63)
        super().__init__(services, setup, seed, deal_round)
        script = list(lesson.bot_plays)
        patient = {
            seat: PatientBot(seat, random.Random(seed + seat), script, lesson.bot_colour, lesson.forgets_uno)
            for seat in self.bots
        }
        self.bots.clear()  # in place: the pacer and the prompter read this same mapping
        self.bots.update(patient)
        self._index = 0
        self._said = False  # the current step's words are said, and the game waits for its key
        self._choosing: Step | None = None  # the step whose key opened a choice the lesson needs an answer to
        self.finished = False
        self.choices.check = self._check_choice
        self.prompter.quiet_enter = self._ending_next
        self.round_hands.by_itself = False  # a lesson's round ends on the lesson's own words

    @property
    def step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self._index] if self._index < len(steps) else None

    @property
    def waiting(self) -> Step | None:
        """The step whose words are said and whose key the game waits for, if any."""
        return self.step if self._said else None

    def _words(self, step: Step, suffix: str = "") -> str:
        key = f"lesson.{self.lesson.name}.{step.name}{suffix}"
        # $bot: the bot after the player; $other: the bot before them, in a lesson of three.
        return self.services.catalogue.text(key, bot=self.names[1], other=self.names[-1])

    # ------------------------------------------------------------ the scene's hooks

    def handle(self, press: KeyPress, now: float) -> bool:
        step = self.waiting
        command = self.services.keymap.command(PLACE, press.key, press.mod)
        if step is not None and command == step.awaits and self._fits(step):
            handled = self._do(step, press, now)
        elif step is None or command in READING or (command is None and not says_nothing_here(press)):
            handled = super().handle(press, now)
        elif command == REPEAT:
            self.services.voice.answer(self._words(step))
            handled = True
        else:
            self.services.voice.answer(self._words(step, ".again"), "invalid")
            handled = True
        self._last_key_at = now  # a key at the table, corrected or not (moves.py reads when the last one came)
        self._follow(now)
        return handled

    def enter(self, now: float) -> None:
        super().enter(now)
        settings = self.services.settings
        if self.lesson.name == TUTORIAL and not settings.speech_rate_asked and self.services.voice.unsignalled:
            settings.speech_rate_asked = True
            self.services.save_settings()
            question = ListeningCalibration(self.services, first=True)
            question.pauses = True  # the table waits while the rate is measured
            self.services.control.push(question)

    def update(self, now: float) -> None:
        super().update(now)
        self._follow(now)

    def next_wake(self, now: float) -> float | None:
        return None if self._said and not self._racing() else super().next_wake(now)

    def resume(self, now: float) -> None:
        if not self._said or self._racing():  # back from the menu while a step waits: the game goes on waiting
            super().resume(now)

    def _listen(self, now: float) -> None:
        """A race a step waits for runs from the end of the step's words, whether its sound was heard or not."""
        if self._racing():
            self.time.hold(self.services.voice.news_heard_at(), now)
        else:
            super()._listen(now)

    def _racing(self) -> bool:
        step = self.waiting
        return step is not None and step.moment is Moment.RACE

    # ------------------------------------------------------------ the steps

    def _fits(self, step: Step) -> bool:
        """Enter on a card the arranged moment needs (the table itself answers a card that cannot be played)."""
        focus = self.hand.focus
        return not step.plays or (focus is not None and focus.kind in step.plays)

    def _do(self, step: Step, press: KeyPress, now: float) -> bool:
        if step.ends:
            self._finish(now)
            return True
        self.time.resume(now)
        handled = super().handle(press, now)
        if step.needs_change and self._ready(step):
            if step.moment is not Moment.RACE:  # a race waits for its words only (`_listen`)
                self.time.pause(now)  # the table refused it (and said why): the step still waits
            return handled
        self._index += 1
        self._said = False
        self._choosing = step if step.chooses is not None else None
        return handled

    def _check_choice(self, action: Action) -> str | None:
        """The correction of an answer other than the one the step that opened the choice needs, or None."""
        step = self._choosing
        if step is None or action == step.chooses:
            self._choosing = None
            return None
        return self._words(step, ".choose")

    def _ending_next(self) -> bool:
        """Whether the next step to want Enter is the lesson's last: the table's own words for Enter are left out."""
        start = self._index + 1 if self._said else self._index  # a step whose key is being answered is done
        ahead = (step for step in self.lesson.steps[start:] if step.awaits == "play_card")
        return next((step.ends for step in ahead), False)

    def _ready(self, step: Step) -> bool:
        """Whether the step's moment has come, with one of the cards it plays playable where it names them."""
        if not has_come(step.moment, self.view):
            return False
        legal = self.view.legal_actions()
        return not step.plays or any(isinstance(a, Play) and a.card.kind in step.plays for a in legal)

    def _follow(self, now: float) -> None:
        """Say the next step's words once its moment has come and the table is in front; then wait for its key."""
        step = self.step
        if self._said and self._racing() and not has_come(Moment.RACE, self.view):
            self._index, self._said = self._index + 1, False  # the race ended without the press: the lesson goes on
            step = self.step
        if step is None or self._said or self.services.control.stack[-1] is not self:
            return
        steps = self.lesson.steps
        after = steps[self._index + 1] if self._index + 1 < len(steps) else None
        if step.optional and after is not None and not self._ready(step) and self._ready(after):
            self._index += 1
            step = after
        if self._ready(step):
            self.services.voice.tell(self._words(step))
            self._said = True
            if step.moment is not Moment.RACE:  # a race waits only for these words (`_listen`)
                self.time.pause(now)

    def _finish(self, now: float) -> None:
        self.finished = True
        self._index, self._said = len(self.lesson.steps), False  # no step waits any more
        self._keep_progress()
        self.services.voice.answer(self.services.catalogue.text("lesson.done"))
        self.services.voice.leave_table()
        self.close()

    def _leave(self, now: float) -> None:
        """Left from the game menu before the end: the tutorial is no longer offered first (skipped once)."""
        self._keep_progress()
        super()._leave(now)

    def _keep_progress(self) -> None:
        files = self.services.files
        progress = load_progress(files)
        if self.finished:
            progress.done.add(self.lesson.name)
        elif self.lesson.name == TUTORIAL:
            progress.tutorial_left = True
        save_progress(files, progress)
        self.services.tell_file_notices()


def start_lesson(services: Services, lesson: Lesson) -> None:
    services.control.push(TutorialScene(services, lesson))
