"""The player's real speech rate, learned from the lines their speech engine said whole and timed.

A screen reader that says when each line ends is waited for exactly; its timings also teach the estimate that
counts for the moments it does not (a line whose word was lost, the speech after a fallback, the next session's
start), so that a player's fast screen reader makes the table faster without a setting. The rate is the words of
the last lines over the seconds they took (pauses at commas and between lines included), which weighs a long line
more than a short one, as its error counts more.
"""

from __future__ import annotations

from collections import deque

WINDOW = 30  # the last lines the rate is learned from
MIN_LINES = 5  # lines before a rate is learned at all


class LearnedRate:
    def __init__(self) -> None:
        self._lines: deque[tuple[int, float]] = deque(maxlen=WINDOW)  # (words, seconds)

    def add(self, words: int, seconds: float) -> bool:
        """One line said whole; whether it was taken (a line with no words or no time teaches nothing)."""
        if words <= 0 or seconds <= 0:
            return False
        self._lines.append((words, seconds))
        return True

    def rate(self) -> float | None:
        """Words a minute over the last lines; None before MIN_LINES."""
        if len(self._lines) < MIN_LINES:
            return None
        words = sum(count for count, _ in self._lines)
        seconds = sum(took for _, took in self._lines)
        return words * 60 / seconds
