"""How fast the player's screen reader speaks, measured in about a minute: the game says a sentence, the player
presses Enter the moment it ends, a few times; the median rate becomes settings.listener_wpm.

Asked from the options, and once at the tutorial's start. A screen reader reached through accessible_output2 (JAWS,
VoiceOver, NVDA before 2024.1) never says when it has finished, so the game waits for its news by this rate
(`voice.Voice.news_heard_at`); Speech Dispatcher, built-in speech and NVDA's SSML marks report each line's real end,
which wins over it, and teach the rate by themselves (`learned_rate`).
"""

from __future__ import annotations

from statistics import median

from ...files.settings import listener_rate
from ...keys.commands import Command, Commands
from ...keys.places import OPTIONS
from ...loop import KeyPress
from ...output.pictures import ListPicture
from ..lists.item_list import OPTIONS_COMMANDS
from ..scene import Scene, Services

SENTENCES = 5  # listening.sentence.1 to .5
REACTION = 0.2  # seconds between hearing the end and pressing, taken off each answer (a simple reaction)
PAUSE = 1.0  # seconds of quiet between a press and the next sentence
TOO_EARLY = 0.5  # seconds: a press this soon after a sentence began came before its end
MIN_SAMPLES = 3


def words_per_minute(words: int, seconds: float) -> float:
    """The rate of a sentence of `words` heard whole in `seconds`, the press's own reaction taken off."""
    return words * 60 / max(0.1, seconds - REACTION)


def rate_from(samples: list[float]) -> int | None:
    """The median of the samples, in the settings' range and to the nearest 10; None with too few."""
    return listener_rate(median(samples)) if len(samples) >= MIN_SAMPLES else None


class ListeningCalibration(Scene):
    place = OPTIONS_COMMANDS.place

    def __init__(self, services: Services, *, first: bool = False) -> None:
        """`first`: asked at the tutorial's start, before the player has heard of the setting."""
        super().__init__(services)
        self._first = first
        self.samples: list[float] = []
        self._sentence = 0  # the sentence being said, from 1; 0 before the first
        self._said_at: float | None = None  # when the sentence being listened to was said
        self._next: float | None = None  # when to say the next sentence

    def enter(self, now: float) -> None:
        if self._first:
            wpm = self.services.settings.listener_wpm
            self.services.voice.tell(self._text("listening.first", wpm=wpm, count=SENTENCES))
        else:
            self.services.voice.answer(self._text("listening.intro", count=SENTENCES))

    def handle(self, press: KeyPress, now: float) -> bool:
        command = self.services.keymap.command(self.place, press.key, press.mod)
        LISTENING_COMMANDS.dispatch(self, command, press.repeat, now)
        return True  # the measure holds every key: nothing reaches the options below

    def _stop(self, now: float) -> None:
        self.services.voice.answer(self._text("listening.stopped", wpm=self.services.settings.listener_wpm))
        self.close()

    def _choose(self, now: float) -> None:
        if self._said_at is None and self._next is None:
            self._next = now  # the first sentence, at once
        elif self._said_at is not None:
            self._answered(now)

    def _answered(self, now: float) -> None:
        assert self._said_at is not None
        heard = now - self._said_at
        self._said_at = None
        if heard < TOO_EARLY:
            self.services.voice.answer(self._text("listening.early"))
            self._sentence -= 1  # the same sentence again
        else:
            words = len(self._text(f"listening.sentence.{self._sentence}").split())
            self.samples.append(words_per_minute(words, heard))
        self._next = now + PAUSE
        self.services.control.dirty = True

    def update(self, now: float) -> None:
        if self._next is None or now < self._next:
            return
        self._next = None
        if self._sentence >= SENTENCES:
            self._conclude()
            return
        self._sentence += 1
        # Said at once, cutting off anything still being said, so that it starts when it is said.
        self.services.voice.announce(self._text(f"listening.sentence.{self._sentence}"))
        self._said_at = now

    def next_wake(self, now: float) -> float | None:
        return self._next

    def _conclude(self) -> None:
        settings = self.services.settings
        rate = rate_from(self.samples)
        if rate is None:
            self.services.voice.tell(self._text("listening.too_few", wpm=settings.listener_wpm))
        else:
            settings.listener_wpm = rate
            self.services.voice.words_per_minute = rate
            self.services.save_settings()
            self.services.voice.tell(self._text("listening.result", wpm=rate))
        self.close()

    def _text(self, key: str, **arguments: int) -> str:
        return self.services.catalogue.text(key, **arguments)

    def picture(self) -> ListPicture:
        return ListPicture(self._text("listening.title"), lines=(f"{len(self.samples)} / {SENTENCES}",))


# The options' own keys: Enter answers (or begins), Escape stops.
LISTENING_COMMANDS: Commands[ListeningCalibration] = Commands(
    OPTIONS,
    Command("choose", ListeningCalibration._choose),
    Command("back", ListeningCalibration._stop),
    partial=True,
)
