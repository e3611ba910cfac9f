"""F1 at the table and in the lobby: the keys of the place as a list, browsed item by item like any choice."""

from __future__ import annotations

from typing import Any

from ...keys.commands import Commands
from ...keys.help import help_lines
from ..scene import Services
from .choice import ChoiceScene, Option


class HelpList(ChoiceScene[None]):
    """Each item is a key and what it does here; Up and Down browse, a letter jumps, Escape or Enter closes.

    The game waits while the list is open, as it does behind the menu."""

    pauses = True

    def __init__(self, services: Services, commands: Commands[Any], title_key: str) -> None:
        words = help_lines(services.catalogue, services.keymap, commands, services.words.key_name, "help.item")
        options = [Option(line, None) for line in words]
        super().__init__(services, services.catalogue.text(title_key), options, _close, on_back=_close)


def _close(*_: object) -> None:
    """Leaving the list is all there is to do: the scene below says where the player is, if it needs to."""
