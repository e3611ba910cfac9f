"""The messages spoken so far, for the keys that repeat the last one and browse the history."""

from __future__ import annotations

from collections import deque

LIMIT = 500  # messages kept; older ones are forgotten


class MessageHistory:
    """Spoken messages, oldest first, with a reading position that browsing moves and a new message resets."""

    def __init__(self, limit: int = LIMIT) -> None:
        self._messages: deque[str] = deque(maxlen=limit)
        self._position = 0  # index of the message last read; len() means "past the newest"
        self.added = 0  # messages added since the start, the forgotten ones too

    def add(self, text: str) -> None:
        self._messages.append(text)
        self.added += 1
        self._position = len(self._messages) - 1

    @property
    def last(self) -> str | None:
        return self._messages[-1] if self._messages else None

    def recent(self, count: int) -> tuple[str, ...]:
        """The last `count` messages, oldest first."""
        return tuple(self._messages)[-count:] if count > 0 else ()

    def older(self) -> tuple[str, bool] | None:
        """The message before the one last read, and whether the start was already reached (it is repeated)."""
        return self._move(-1)

    def newer(self) -> tuple[str, bool] | None:
        return self._move(1)

    def oldest(self) -> str | None:
        return self._jump(0)

    def newest(self) -> str | None:
        return self._jump(len(self._messages) - 1)

    def _move(self, step: int) -> tuple[str, bool] | None:
        if not self._messages:
            return None
        target = self._position + step
        at_edge = not 0 <= target < len(self._messages)
        if not at_edge:
            self._position = target
        return self._messages[self._position], at_edge

    def _jump(self, index: int) -> str | None:
        if not self._messages:
            return None
        self._position = index
        return self._messages[index]
