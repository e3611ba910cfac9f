"""A drill as a state machine in time: cues at random moments (or in a steady rhythm), the player's presses,
and what each press was. It reads no clock and plays no sound: the scene passes `now` and turns what happens
into cues and words, so tests can script every instant.

Timing: a cue's moment is when the scene started it playing, plus the sound's measured way to the ear
(`output_delay`, from calibration); a press's moment is when the loop read the key.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ....engine import Card, Colour, Rank
from .foreperiod import Foreperiod
from .race import RaceResult, Rival
from .reaction import Outcome, Reaction

TOO_SOON = 0.100  # a press this soon after a cue is faster than anyone can answer a sound: a false start
TARGET = "buzzer"  # the table's buzzer cue
DISTRACTORS = ("card_number", "card_skip", "card_reverse", "card_draw_two", "card_wild", "draw")  # other table cues
GO_SHARE = 0.35  # go/no-go: share of cues that are the buzzer
NINE_SHARE = 0.25  # slap the 9: share of cards that are a 9
SLAP_COLOURS = (Colour.RED, Colour.YELLOW, Colour.GREEN, Colour.BLUE)
OTHER_NUMBERS = tuple(rank for rank in Rank if rank.value in "012345678" and len(rank.value) == 1)


class Kind(Enum):
    REACTION = "reaction"
    RACE = "race"
    GO_NO_GO = "gonogo"
    SLAP = "slap"


@dataclass(frozen=True)
class Plan:
    """How a drill of one kind runs."""

    kind: Kind
    trials: int  # cues that count (a false start before a cue does not use one up)
    window: float  # seconds to answer a cue
    settle: float  # seconds after an answer before the next wait begins: room for the words
    rhythm: float | None = None  # a steady rhythm: seconds from one card to the next (and the window)


PLANS = {
    Kind.REACTION: Plan(Kind.REACTION, 15, 2.0, 1.0),
    Kind.RACE: Plan(Kind.RACE, 10, 2.0, 3.5),
    Kind.GO_NO_GO: Plan(Kind.GO_NO_GO, 30, 1.5, 0.8),
    Kind.SLAP: Plan(Kind.SLAP, 40, 1.6, 0.0, rhythm=1.6),
}


@dataclass(frozen=True)
class Stimulus:
    cue: str
    target: bool
    card: Card | None = None  # slap the 9: the card announced

    @property
    def name(self) -> str:
        return self.card.kind if self.card is not None else self.cue


@dataclass(frozen=True)
class Cued:
    stimulus: Stimulus


@dataclass(frozen=True)
class Answered:
    reaction: Reaction
    race: RaceResult | None = None


@dataclass(frozen=True)
class Finished:
    pass


Happening = Cued | Answered | Finished


class Drill:
    def __init__(
        self,
        plan: Plan,
        rng: random.Random,
        foreperiod: Foreperiod,
        output_delay: float = 0.0,
        rivals: Sequence[Rival] = (),
    ) -> None:
        self.plan = plan
        self.reactions: list[Reaction] = []
        self.trials_done = 0
        self.finished = False
        self._rng = rng
        self._foreperiod = foreperiod
        self._delay = output_delay
        self._rivals = list(rivals)
        self._due: float | None = None  # when the next cue plays
        self._stimulus: Stimulus | None = None  # the cue now open to an answer
        self._cue_at = 0.0
        self._answered = False
        self._rival_ms: list[float] = []
        self.races: list[RaceResult] = []

    def start(self, now: float) -> None:
        self._due = now + (self.plan.rhythm or self._foreperiod.draw(self._rng))

    def next_due(self) -> float | None:
        """The next moment `update` has something to do."""
        moments = [self._due] if self._due is not None else []
        if self._stimulus is not None and self.plan.rhythm is None:
            moments.append(self._cue_at + self.plan.window)
        return min(moments) if moments else None

    def update(self, now: float) -> list[Happening]:
        happened: list[Happening] = []
        if self._stimulus is not None and self.plan.rhythm is None and now >= self._cue_at + self.plan.window:
            happened += self._close(now)
        if self._due is not None and now >= self._due:
            if self.plan.rhythm is not None and self._stimulus is not None:
                happened += self._close(now)
            if not self.finished:
                happened.append(self._present(now))
        return happened

    def press(self, now: float) -> list[Happening]:
        if self.finished or (self._due is None and self._stimulus is None):
            return []
        stimulus = self._stimulus
        if stimulus is None or self._answered:
            return self._false_start(now, stimulus.name if stimulus else "")
        elapsed = now - self._cue_at - self._delay
        if elapsed < TOO_SOON:
            return self._false_start(now, stimulus.name)
        self._answered = True
        if not stimulus.target:
            answer = Answered(self._record(Reaction(Outcome.ERROR, None, stimulus.name)))
        else:
            reaction = self._record(Reaction(Outcome.HIT, round(elapsed * 1000, 1), stimulus.name))
            answer = Answered(reaction, self._race(reaction.ms))
        if self.plan.rhythm is None:
            return [answer, *self._end_trial(now)]
        return [answer]

    def cue_started(self, at: float) -> None:
        """The moment the scene actually started the cue, read after starting it: answers are timed from here."""
        if self._stimulus is not None:
            self._cue_at = at

    # ------------------------------------------------------------ the steps of a trial

    def _present(self, now: float) -> Cued:
        self._stimulus = self._draw_stimulus()
        self._cue_at = now
        self._answered = False
        self._due = now + self.plan.rhythm if self.plan.rhythm is not None else None
        if self._rivals:
            self._rival_ms = [round(rival.reflexes.simple(self._rng) * 1000, 1) for rival in self._rivals]
        return Cued(self._stimulus)

    def _close(self, now: float) -> list[Happening]:
        """The cue's time to answer ran out: a target left alone is a miss; a distractor left alone is right."""
        stimulus = self._stimulus
        assert stimulus is not None
        happened: list[Happening] = []
        if stimulus.target and not self._answered:
            happened.append(Answered(self._record(Reaction(Outcome.MISS, None, stimulus.name)), self._race(None)))
        return happened + self._end_trial(now)

    def _end_trial(self, now: float) -> list[Happening]:
        self._stimulus = None
        self.trials_done += 1
        if self.trials_done >= self.plan.trials:
            self.finished = True
            self._due = None
            return [Finished()]
        if self.plan.rhythm is None:
            self._due = now + self.plan.settle + self._foreperiod.draw(self._rng)
        return []

    def _false_start(self, now: float, stimulus: str) -> list[Happening]:
        """Announced and counted, not timed. Between cues the wait starts again, so pressing early never pays."""
        reaction = self._record(Reaction(Outcome.FALSE_START, None, stimulus))
        if self.plan.rhythm is None:
            self._stimulus = None
            self._due = now + self.plan.settle + self._foreperiod.draw(self._rng)
        else:
            self._answered = True
        return [Answered(reaction)]

    def _record(self, reaction: Reaction) -> Reaction:
        self.reactions.append(reaction)
        return reaction

    def _race(self, player_ms: float | None) -> RaceResult | None:
        if not self._rivals:
            return None
        result = RaceResult(player_ms, tuple(zip((r.name for r in self._rivals), self._rival_ms, strict=True)))
        self.races.append(result)
        return result

    def _draw_stimulus(self) -> Stimulus:
        rng = self._rng
        kind = self.plan.kind
        if kind is Kind.GO_NO_GO and rng.random() >= GO_SHARE:
            return Stimulus(rng.choice(DISTRACTORS), False)
        if kind is Kind.SLAP:
            nine = rng.random() < NINE_SHARE
            rank = Rank.NINE if nine else rng.choice(OTHER_NUMBERS)
            return Stimulus("card_number", nine, Card(rng.choice(SLAP_COLOURS), rank, 0))
        return Stimulus(TARGET, True)
