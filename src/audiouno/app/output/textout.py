"""Opening the files a player names for the game to write to (`--speech-log`, `--trace`) without ever blocking.

A named pipe that nobody reads would hold a plain `open()` at start-up for ever: here it is refused at once
(OSError: no reader), and a pipe whose reader stalls drops lines rather than stall the game.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TextIO


def open_text_output(path: Path, *, append: bool) -> TextIO:
    """`path` opened for UTF-8 lines, each reaching the file as it is written (line-buffered); raises OSError.
    A character UTF-8 cannot hold (a lone surrogate from a folder name that is not UTF-8) is written escaped."""
    flags = os.O_WRONLY | os.O_CREAT | (os.O_APPEND if append else os.O_TRUNC) | getattr(os, "O_NONBLOCK", 0)
    descriptor = os.open(path, flags, 0o666)
    try:
        if append:
            return open(descriptor, "a", encoding="utf-8", errors="backslashreplace", buffering=1)
        return open(descriptor, "w", encoding="utf-8", errors="backslashreplace", buffering=1)
    except BaseException:
        os.close(descriptor)
        raise
