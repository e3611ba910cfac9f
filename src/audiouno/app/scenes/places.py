"""Every keymap place the game declares, with its commands: what the keymap loader checks files against, and
what the options' key bindings list."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..keys.commands import declared_places
from .lists.choice import CHOICE_COMMANDS
from .lists.item_list import LOBBY_COMMANDS, OPTIONS_COMMANDS
from .practice.calibration_scene import CALIBRATION_COMMANDS
from .practice.drill_scene import DRILL_COMMANDS
from .practice.scene import PRACTICE_COMMANDS
from .table.scene import TABLE_COMMANDS

PLACES = (
    TABLE_COMMANDS,
    LOBBY_COMMANDS,
    OPTIONS_COMMANDS,
    CHOICE_COMMANDS,
    PRACTICE_COMMANDS,
    DRILL_COMMANDS,
    CALIBRATION_COMMANDS,
)
DECLARED: Mapping[str, Sequence[str]] = declared_places(*PLACES)
