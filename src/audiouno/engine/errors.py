"""The error raised for an action the rules do not allow."""

from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """An action the rules refuse. `reason` is a message key the app speaks (e.g. ``illegal.not_your_turn``)."""

    def __init__(self, reason: str, **details: object) -> None:
        super().__init__(reason if not details else f"{reason} {details}")
        self.reason = reason
        self.details = details
        self.events: list[Any] = []  # events caused by time passing before the refusal (see `Game.apply`)
