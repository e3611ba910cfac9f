"""The choices the game asks the player for: a colour after a wild, whom to swap hands with after a 7.

Each opens as a list over the table that lets the table's other keys through (U to say UNO while choosing);
the answer goes to the table as an engine action.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine import Action, ChooseColour, Game, PlayerView, SwapWith
from .choice import ChoiceScene, Option
from .scene import Services

Act = Callable[[Action, float], None]  # the table's way to apply the player's action at `now`


class GameChoices:
    def __init__(self, services: Services, game: Game, view: PlayerView, names: Sequence[str], act: Act) -> None:
        self.services = services
        self.game = game
        self.view = view
        self.names = names
        self.act = act
        self._open: ChoiceScene | None = None

    def choose_colour(self) -> None:
        text = self.services.catalogue.text
        options = [Option(text("colour", colour=colour.value), colour) for colour in self.game.colours]
        self._push(text("table.choose_colour"), options, lambda colour, now: self.act(ChooseColour(colour), now))  # type: ignore[arg-type]

    def choose_swap(self) -> None:
        text = self.services.catalogue.text
        words = [
            text("table.swap_with", name=name, count=size)
            for name, size in zip(self.names, self.view.hand_sizes, strict=True)
        ]
        options = [Option(words[seat], seat) for seat in range(self.game.players) if seat != self.view.seat]
        options.append(Option(text("table.keep_hand"), None))
        self._push(text("table.choose_swap"), options, lambda seat, now: self.act(SwapWith(seat), now))  # type: ignore[arg-type]

    def _push(self, title: str, options: list[Option], on_choose: Callable[[object, float], None]) -> None:
        """Open the choice, unless one the game asked for is still open (it says itself again when in front)."""
        if self._open is not None and self._open in self.services.control.stack:
            return
        self._open = ChoiceScene(self.services, title, options, on_choose, in_game=True)
        self.services.control.push(self._open)
