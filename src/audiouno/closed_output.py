"""When the reader of the program's standard output goes away (`audio-uno simulate | head -2`, a text log piped
to a program that quit): what is left to write must not fail again at exit."""

from __future__ import annotations

import contextlib
import os
from typing import TextIO


def mute(stream: TextIO) -> None:
    """Point `stream`'s descriptor at the null device, or Python's last flush at exit would fail on the closed
    pipe and print a traceback ("Exception ignored ... BrokenPipeError") after everything else went quietly."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, stream.fileno())
        os.close(null)
