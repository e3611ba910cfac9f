"""Ctrl+C and SIGTERM end the program at once and cleanly, whatever it is doing, with the shells' exit codes.

Without this, Ctrl+C printed a KeyboardInterrupt traceback, and SIGTERM was taken over by SDL once the window
opened: SDL turns it into a quit event, which only the running loop reads, so during start-up it went unheard.
SDL leaves a signal alone when the program already handles it, so the handlers are put in place before pygame
starts, and they raise `Stopped`: the program unwinds through its `finally` blocks (speech, sound and the
window are closed) and ends with 128 + the signal's number, 130 for Ctrl+C and 143 for SIGTERM, as a shell
reports a program that a signal ended.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

SIGNALS = (signal.SIGINT, signal.SIGTERM)
NAMES: dict[int, str] = {signal.SIGINT: "Ctrl+C", signal.SIGTERM: "SIGTERM"}


class Stopped(BaseException):
    """Raised in the main thread when a signal asks the program to end. Not an Exception, like KeyboardInterrupt:
    no `except Exception` on the way out may swallow it."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum
        self.exit_code = 128 + signum
        self.name = NAMES.get(signum, f"signal {signum}")


@contextmanager
def stopping_on_signals() -> Iterator[None]:
    """Within the block, SIGINT and SIGTERM raise Stopped in the main thread; the handlers in place before come
    back after it. A second signal while the program is closing ends it outright (the default action)."""

    def stop(signum: int, frame: FrameType | None) -> None:
        for number in SIGNALS:
            signal.signal(number, signal.SIG_DFL)
        raise Stopped(signum)

    before = {number: signal.signal(number, stop) for number in SIGNALS}
    try:
        yield
    finally:
        for number, handler in before.items():
            signal.signal(number, handler)
