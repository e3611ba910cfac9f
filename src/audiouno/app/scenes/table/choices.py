"""The choices the game asks the player for: a colour after a wild (or for the colour roulette that fell on them),
whom to swap hands with after a 7.

Each opens as a list over the table that lets the table's other keys through (U to say UNO while choosing);
the answer goes to the table as an engine action. A lesson may hold an answer back (`check`): its words say why,
and the question is asked again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ....engine import Action, ChooseColour, Phase, Rank, SwapWith
from ...keys.places import TABLE
from ..lists.choice import ChoiceScene, Option
from .context import TableContext

V = TypeVar("V")
Act = Callable[[Action, float], None]  # the table's way to apply the player's action at `now`


# The table's keys a player needs while choosing. They beat the first letter of an item, so U says UNO even in a
# 7's list of names where one starts with U; other letters still jump (B to blue, not to the buzzer).
NEEDED_WHILE_CHOOSING = TABLE.needed_while_choosing()


class GameChoices:
    def __init__(self, context: TableContext, act: Act) -> None:
        self.services = context.services
        self.view = context.view
        self.seat = context.seat
        self.names = context.names
        self.act = act
        self._open: ChoiceScene[Any] | None = None
        # An answer the game would take, but a lesson holds back: the words that say what to choose, or None.
        self.check: Callable[[Action], str | None] | None = None

    def choose_colour(self) -> None:
        text = self.services.catalogue.text
        view = self.view
        options = [Option(text("colour", colour=colour.value), colour) for colour in view.colours]
        # The colour roulette asks the player it fell on, who draws until the colour comes: said in the question.
        roulette = view.top is not None and view.top.rank is Rank.WILD_COLOUR_ROULETTE
        title = text("table.choose_roulette_colour" if roulette else "table.choose_colour")
        self._push(title, options, ChooseColour, self.choose_colour)

    def choose_swap(self) -> None:
        text = self.services.catalogue.text
        words = [
            text("table.swap_with", name=name, count=size)
            for name, size in zip(self.names, self.view.hand_sizes, strict=True)
        ]
        # Whom the rules allow (no one out of the match, or with No Mercy out of the round), and keeping the hand
        # only where the 7 may be declined.
        targets = [action.target for action in self.view.legal_actions() if isinstance(action, SwapWith)]
        options: list[Option[int | None]] = [Option(words[seat], seat) for seat in targets if seat is not None]
        if None in targets:
            options.append(Option(text("table.keep_hand"), None))
        self._push(text("table.choose_swap"), options, SwapWith, self.choose_swap)

    def withdraw_unasked(self) -> None:
        """Close a choice the game no longer asks for: the time ran out on a roulette's colour (its words say the
        colour named), or the player went out at the mercy limit while choosing. Left open, Enter would be refused."""
        question = self._open
        if question is None:
            return
        view = self.view
        if view.decider == self.seat and view.phase in (Phase.CHOOSE_COLOUR, Phase.CHOOSE_SWAP):
            return
        self._open = None
        question.close()

    def _push(
        self, title: str, options: list[Option[V]], answer: Callable[[V], Action], again: Callable[[], None]
    ) -> None:
        """Open the choice, unless one the game asked for is still open (it says itself again when in front).
        `answer` makes the action of an option; `again` asks the question anew."""
        if self._open is not None and self._open in self.services.control.stack:
            return

        def on_choose(value: V, now: float) -> None:
            action = answer(value)
            correction = self.check(action) if self.check is not None else None
            if correction is None:
                self.act(action, now)
                return
            self.services.voice.answer(correction, "invalid")
            again()

        keymap = self.services.keymap
        self._open = ChoiceScene(
            self.services,
            title,
            options,
            on_choose,
            in_game=True,
            below_binds=lambda press: keymap.command(TABLE.place, press.key, press.mod) in NEEDED_WHILE_CHOOSING,
        )
        self.services.control.push(self._open)
