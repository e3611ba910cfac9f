"""The choices the game asks the player for: a colour after a wild, whom to swap hands with after a 7.

Each opens as a list over the table that lets the table's other keys through (U to say UNO while choosing);
the answer goes to the table as an engine action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ....engine import Action, ChooseColour, SwapWith
from ..lists.choice import ChoiceScene, Option
from .context import TableContext

V = TypeVar("V")
Act = Callable[[Action, float], None]  # the table's way to apply the player's action at `now`

# The table's keys a player needs while choosing. They beat the first letter of an item, so U says UNO even in a
# 7's list of names where one starts with U; other letters still jump (B to blue, not to the buzzer).
NEEDED_WHILE_CHOOSING = frozenset({"uno", "hint", "hand_summary", "hand_value"})


class GameChoices:
    def __init__(self, context: TableContext, act: Act) -> None:
        self.services = context.services
        self.view = context.view
        self.names = context.names
        self.act = act
        self._open: ChoiceScene[Any] | None = None

    def choose_colour(self) -> None:
        text = self.services.catalogue.text
        options = [Option(text("colour", colour=colour.value), colour) for colour in self.view.colours]
        self._push(text("table.choose_colour"), options, lambda colour, now: self.act(ChooseColour(colour), now))

    def choose_swap(self) -> None:
        text = self.services.catalogue.text
        words = [
            text("table.swap_with", name=name, count=size)
            for name, size in zip(self.names, self.view.hand_sizes, strict=True)
        ]
        seats = [seat for seat in range(self.view.players) if seat != self.view.seat]
        options: list[Option[int | None]] = [Option(words[seat], seat) for seat in seats]
        options.append(Option(text("table.keep_hand"), None))
        self._push(text("table.choose_swap"), options, lambda seat, now: self.act(SwapWith(seat), now))

    def _push(self, title: str, options: list[Option[V]], on_choose: Callable[[V, float], object]) -> None:
        """Open the choice, unless one the game asked for is still open (it says itself again when in front)."""
        if self._open is not None and self._open in self.services.control.stack:
            return
        keymap = self.services.keymap
        self._open = ChoiceScene(
            self.services,
            title,
            options,
            on_choose,
            in_game=True,
            below_binds=lambda press: keymap.command("table", press.key, press.mod) in NEEDED_WHILE_CHOOSING,
        )
        self.services.control.push(self._open)
