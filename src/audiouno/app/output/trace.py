"""`--trace PATH`: every key, spoken line and cue as JSON Lines, for bug reports, tests and audits.

One object a line: `{"t": 1234, "key": "shift+c", "command": "sort_by_colour"}`, `{"t": ..., "say": "...",
"interrupt": false}` or `{"t": ..., "cue": "draw", "pan": 0.5}`; for a line the speech engine said whole and
timed, `{"t": ..., "heard": "...", "ended": 1500, "engine_ms": 980, "estimate_ms": 1090}` (when the engine said
it ended, how long it took by the engine and by the estimate at the rate then in use). `t` is milliseconds since
launch on a monotonic clock. Each line is flushed as it is written, so the file is complete up to the moment the
game stopped. If writing fails, the trace stops and the game goes on.
"""

from __future__ import annotations

import contextlib
import json
import logging
from pathlib import Path
from typing import TextIO

from ..clock import Clock
from .textout import open_text_output

_log = logging.getLogger(__name__)


class Trace:
    def __init__(self, path: Path, clock: Clock) -> None:
        """Opens (truncates) `path`; raises OSError if it cannot be written."""
        self._clock = clock
        self._file: TextIO | None = open_text_output(path, append=False)  # closed in close(); never blocks

    def key(self, name: str, command: str | None) -> None:
        self._write({"key": name, "command": command})

    def say(self, text: str, interrupt: bool) -> None:
        self._write({"say": text, "interrupt": interrupt})

    def heard(self, text: str, ended_at: float, took: float, estimated: float) -> None:
        """A line the engine said whole at app time `ended_at`, in `took` seconds; `estimated` by the estimate."""
        self._write({"heard": text, "ended": _ms(ended_at), "engine_ms": _ms(took), "estimate_ms": _ms(estimated)})

    def cue(self, name: str, pan: float, muted: bool = False) -> None:
        """A cue asked for; `muted`: not heard, as the window was left and the player mutes it then."""
        self._write({"cue": name, "pan": round(pan, 3), **({"muted": True} if muted else {})})

    def focus(self, focused: bool) -> None:
        """The window gained (True) or lost the keyboard."""
        self._write({"focus": focused})

    def close(self) -> None:
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None

    def _write(self, entry: dict[str, object]) -> None:
        if self._file is None:
            return
        line = json.dumps({"t": _ms(self._clock()), **entry}, ensure_ascii=False)
        try:
            self._file.write(line + "\n")
        except OSError as exc:
            _log.warning("writing the trace failed; it stops here: %s", exc)  # one line, no traceback
            self.close()


def _ms(seconds: float) -> int:
    return round(seconds * 1000)
