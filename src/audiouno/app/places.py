"""Every keymap place the game declares, with its commands: what the keymap loader checks files against."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .choice import CHOICE_COMMANDS
from .commands import declared_places
from .lobby import LOBBY_COMMANDS
from .table import TABLE_COMMANDS

PLACES = (TABLE_COMMANDS, LOBBY_COMMANDS, CHOICE_COMMANDS)
DECLARED: Mapping[str, Sequence[str]] = declared_places(*PLACES)
