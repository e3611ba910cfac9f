"""Speech Dispatcher's own word on when each line is over: its SSIP event notifications, matched to the line.

Speech Dispatcher tells its client when a message begins (BEGIN), when it has been heard whole and no sound of it
is left (END), when it was dropped or cut off (CANCEL), and when an SSML mark is reached (INDEX_MARK). The
`speechd` client switches every notification on as it connects and hands each event to one callback on its
socket-reading thread; its per-message callbacks (`speak(callback=...)`) are registered only once `speak` has
read the message's id, so the events of a short message can come first and be lost (seen here: a BEGIN missed
at 350 words a minute). This listener takes the events on the connection itself and keeps those of a message not
yet claimed until its `speak` claims it, with the time they came.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from .base import LineEnd

# The connection-level event types of the `speechd` client (its CallbackType values).
BEGIN, END, CANCEL, INDEX_MARK = "begin", "end", "cancel", "index_marks"
UNCLAIMED_LIMIT = 64  # events of messages not claimed (another caller's, or a lost reply) kept at most


class SsipLineEvents:
    """Speaks each line through a `speechd.SSIPClient` and tells its `LineEnd` what Speech Dispatcher reports."""

    def __init__(self, client: Any) -> None:
        self._client = client
        self._lock = threading.Lock()
        self._lines: dict[int, LineEnd] = {}  # message id -> its line, until its END or CANCEL
        self._unclaimed: dict[int, list[tuple[str, float]]] = {}  # message id -> (event, monotonic time it came)
        # The client's own handler gets the events no more: every message of this client is spoken here.
        client._conn.set_callback(self._event)

    def speak(self, text: str, line: LineEnd | None) -> None:
        """Queue `text` in Speech Dispatcher; `line` hears when it begins and ends."""
        reply = self._client.speak(text)
        if line is None:
            return
        message = int(reply[2][0])  # SSIP's "225-<id>": the message's id
        with self._lock:
            early = self._unclaimed.pop(message, [])
            if not any(event in (END, CANCEL) for event, _ in early):
                self._lines[message] = line
        now = time.monotonic()
        for event, came in early:
            _tell(line, event, now - came)

    def forget(self) -> None:
        """The connection is closing: no word will come of the lines still being said."""
        with self._lock:
            lines, self._lines = list(self._lines.values()), {}
        for line in lines:
            line.unreported()

    def _event(self, message: int, client: int, event: str, **_: object) -> None:
        """Called on the client's socket-reading thread, which must not wait for anything."""
        with self._lock:
            line = self._lines.get(message)
            if line is None:
                if len(self._unclaimed) >= UNCLAIMED_LIMIT:
                    self._unclaimed.pop(next(iter(self._unclaimed)))
                self._unclaimed.setdefault(message, []).append((event, time.monotonic()))
                return
            if event in (END, CANCEL):
                del self._lines[message]
        _tell(line, event, 0.0)


def _tell(line: LineEnd, event: str, ago: float) -> None:
    if event == BEGIN:
        line.began(ago)
    elif event == END:
        line.ended(ago)
    elif event == CANCEL:
        line.cut(ago)
    # An INDEX_MARK comes only for an SSML <mark/>; the game speaks plain text, whose END is its end.
