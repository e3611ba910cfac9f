"""Waiting on a real process (a daemon, a window, a speech engine) for a sign the test can see: a line said, a
file written, audio played. The wait ends as soon as the sign comes; the ceiling only keeps a broken run from
hanging, and is generous, so that a loaded machine (the other core busy, CI sharing the host) never fails a test
that would pass. A test never holds a process to a wall-clock budget: speed is measured by the benchmarks."""

from __future__ import annotations

import time
from collections.abc import Callable

CEILING = 120.0  # seconds


def wait_until(condition: Callable[[], object], timeout: float = CEILING, every: float = 0.02) -> bool:
    """Whether `condition` came true within `timeout` seconds, checked every `every` seconds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(every)
    return True
