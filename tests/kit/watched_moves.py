"""The real program watching a match in real time through a speaker that tells when each line ends, with every
bot's turn move set against the engine's end of the news before it: for the system tests and the benchmark."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from table_driver import TappedSpeaker

from audiouno.app.output.line_clock import LineClock
from audiouno.app.output.speech import LineEnd, Speaker
from audiouno.app.program import Program
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine.events import CardPlayed, CardsDrawn, DrawReason, Passed, PlayMode


class KeptLines(TappedSpeaker):
    """A real speaker, with the clock of every line it is given kept."""

    def __init__(self, inner: Speaker) -> None:
        super().__init__([], inner)
        self.lines: list[LineClock] = []

    def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
        if isinstance(line, LineClock):
            self.lines.append(line)
        super().speak(text, interrupt, line)


@dataclass(frozen=True)
class Move:
    """A bot's turn move, made at app time `at` (the moment the loop's pass updated the table), and the END of the
    last line said before that pass (None if the engine did not end it: cut, or given up)."""

    at: float
    news_ended: float | None


def is_turn_move(event: object) -> bool:
    if isinstance(event, CardPlayed):
        return event.mode in (PlayMode.TURN, PlayMode.DRAWN, PlayMode.STACK)
    return isinstance(event, Passed) or (isinstance(event, CardsDrawn) and event.reason is DrawReason.CHOICE)


def watch_moves(
    program: Program, speaker: KeptLines, moves: int, clock: Callable[[], float], until: float
) -> list[Move]:
    """Run the program's loop as `Program.run` does until `moves` bot turn moves were made with no window open (a
    move made while a race or a catch is open counts from the window, not from the words), or app time `until`."""
    control = program.control
    table = next(scene for scene in control.stack if isinstance(scene, TableScene))
    readings: list[float] = []

    def reading() -> float:
        now = clock()
        readings.append(now)
        return now

    control.clock = reading  # with no key pressed, the first reading in a pass is the `now` the scenes update at
    seen, made = len(table.game.log or []), []
    try:
        while len(made) < moves and clock() < until:
            window_open = table.game.next_deadline() is not None
            first = len(readings)
            program.step()
            log = table.game.log or []
            moved = any(is_turn_move(event) for event in log[seen:])
            seen = len(log)
            if moved and not window_open:
                at = readings[first]
                told = [line for line in speaker.lines if line.said_at < at]
                news = told[-1] if told else None
                made.append(Move(at, news.over_at(at) if news and news.engine_ended else None))
            readings.clear()
            event = control.wait()
            if event is not None:
                control.handle(event)
    finally:
        control.clock = clock
    return made
