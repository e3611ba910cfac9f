"""Every keymap place the game declares, with its commands: what the keymap loader checks files against, and
what the options' key bindings list."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..keys.commands import Command, Commands, declared_places
from .lists.choice import CHOICE_COMMANDS
from .lists.item_list import LOBBY_COMMANDS, OPTIONS_COMMANDS
from .practice.calibration_scene import CALIBRATION_COMMANDS
from .practice.drill_scene import DRILL_COMMANDS
from .practice.scene import PRACTICE_COMMANDS
from .replay.scene import REPLAY_COMMANDS
from .scene import Services, change_text_scale, toggle_full_screen
from .table.scene import TABLE_COMMANDS

# The window's own keys, which work in every place before the place's own (the loop asks them first).
WINDOW_COMMANDS: Commands[Services] = Commands(
    "window",
    Command("full_screen", lambda services, now: toggle_full_screen(services)),
    Command("larger_text", lambda services, now: change_text_scale(services, 1), repeats=True),
    Command("smaller_text", lambda services, now: change_text_scale(services, -1), repeats=True),
)

PLACES = (
    TABLE_COMMANDS,
    LOBBY_COMMANDS,
    OPTIONS_COMMANDS,
    CHOICE_COMMANDS,
    PRACTICE_COMMANDS,
    DRILL_COMMANDS,
    CALIBRATION_COMMANDS,
    REPLAY_COMMANDS,
    WINDOW_COMMANDS,
)
DECLARED: Mapping[str, Sequence[str]] = declared_places(*PLACES)
