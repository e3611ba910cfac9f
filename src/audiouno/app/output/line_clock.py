"""One clock for each line the player hears, and the lines' one measure of when the game's news has been heard.

A line is said at a moment; it is over when the speech engine says so (Speech Dispatcher's END, the built-in
speech's `finished-utterance`, NVDA's SSML mark), or, from a speaker that cannot tell, when the estimate says
(its words at the listener's rate, after what was queued before it); a key that cuts it off ends it there. The
engine's word comes on a thread of its own (`speech.LineEnd`); the game reads the clocks on its thread.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from ..clock import Clock

# A line whose engine's word never comes (lost with a backend that broke) counts as heard this long after its
# estimated end: twice its estimated wait and length again, and some seconds more, so that a screen reader slower
# than the estimate is still waited for.
LATE_FACTOR = 2.0
LATE = 3.0


class LineClock:
    """When one line was said, and began and was over by its engine's word, by the estimate, or by a key."""

    def __init__(
        self,
        text: str,
        news: bool,
        clock: Clock,
        estimate: tuple[float, float],
        awaits: bool,
        wake: Callable[[], None] | None = None,
    ) -> None:
        """`estimate`: the app times it starts (after what is queued) and ends, by the estimate; `awaits`: its
        speaker will say when it is over; `wake`: called when it says so, from the speaker's thread."""
        self.text = text
        self.news = news  # the game's own news, which the game waits for; else the answer to a key
        self._clock = clock
        self.said_at = clock()
        self.estimated_start, self.estimated_end = estimate
        self.give_up_at = self.estimated_end + LATE_FACTOR * (self.estimated_end - self.said_at) + LATE
        self._awaits = awaits
        self._wake = wake
        self._lock = threading.Lock()
        self.began_at: float | None = None  # by the engine's word, where it gives one
        self._over: tuple[float, str] | None = None  # when, and how: "ended" (by the engine) or "cut"

    # ------------------------------------------------------------ told by the speaker (speech.LineEnd)

    def began(self, ago: float = 0.0) -> None:
        if self.began_at is None:
            self.began_at = self._clock() - ago

    def ended(self, ago: float = 0.0) -> None:
        self._end("ended", ago)

    def cut(self, ago: float = 0.0) -> None:
        self._end("cut", ago)

    def unreported(self) -> None:
        self._awaits = False
        self._woken()

    def _end(self, how: str, ago: float) -> None:
        with self._lock:
            if self._over is not None:
                return
            self._over = (self._clock() - ago, how)
        self._woken()

    def _woken(self) -> None:
        if self._wake is not None:
            self._wake()

    # ------------------------------------------------------------ read by the game

    @property
    def awaits(self) -> bool:
        """Its speaker is to say when it is over."""
        return self._awaits

    @property
    def engine_ended(self) -> bool:
        """The engine said it was heard whole."""
        over = self._over
        return over is not None and over[1] == "ended"

    def over_at(self, now: float) -> float | None:
        """When it was over, if it is by app time `now`."""
        over = self._over
        if over is not None:
            return over[0]
        due = self.estimated_end if not self._awaits else self.give_up_at
        return due if due <= now else None

    def heard_at(self, now: float) -> float:
        """When it was heard, or will be as far as is known at `now` (awaiting its engine's word: when it would be
        given up, so that nothing counts from it before the word comes)."""
        over = self.over_at(now)
        if over is not None:
            return over
        return self.estimated_end if not self._awaits else self.give_up_at


@dataclass(frozen=True)
class Timed:
    """A line the engine said whole, with the seconds it took by the engine and by the estimate."""

    text: str
    ended_at: float  # app time of the engine's word
    took: float
    estimated: float


class Lines:
    """The lines said and not yet over, in the order said, and when the last news among those over was heard."""

    def __init__(self) -> None:
        self._lines: deque[LineClock] = deque()
        self._news_heard = 0.0
        self._last_over = 0.0  # when the last line over was over (where a line without a begin of its own began)
        self.last: LineClock | None = None

    def add(self, line: LineClock) -> None:
        self._lines.append(line)
        self.last = line

    def cut(self, now: float) -> None:
        """A key's answer cuts off whatever was still being said: as far as the game goes, it has been heard."""
        for line in self._lines:
            if line.over_at(now) is None:
                line.cut()

    def settle(self, now: float) -> list[Timed]:
        """Let go of the lines over by `now`, first to last; those the engine said whole, with their times."""
        timed: list[Timed] = []
        while self._lines and (over := self._lines[0].over_at(now)) is not None:
            line = self._lines.popleft()
            if line.news:
                self._news_heard = max(self._news_heard, over)
            if line.engine_ended:
                start = line.began_at if line.began_at is not None else max(line.said_at, self._last_over)
                estimated = line.estimated_end - line.estimated_start
                timed.append(Timed(line.text, over, max(0.0, over - start), estimated))
            self._last_over = max(self._last_over, over)
        return timed

    def news_heard_at(self, now: float) -> float:
        """When the game's news said so far has been heard, or will be as far as is known at `now`."""
        return max([self._news_heard, *(line.heard_at(now) for line in self._lines if line.news)])
