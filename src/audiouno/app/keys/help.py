"""F1 help: what each key does in the current place, with the keys named as the keymap binds them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...i18n import Catalogue
from .commands import Commands
from .keymap import Keymap


def help_lines(
    catalogue: Catalogue,
    keymap: Keymap,
    commands: Commands[Any],
    key_name: Callable[[str], str],
    line: str,
) -> list[str]:
    """One line per declared command that has a key, in the declaration's order, in the words of message `line`
    ("{keys}: {does}"): "Left: previous card". A command the player left without a key is not listed."""
    lines = []
    for command in commands.names():
        keys = keymap.keys_for(commands.place, command)
        if keys:
            spoken = catalogue.text("help.or").join(key_name(key) for key in keys)
            lines.append(catalogue.text(line, keys=spoken, does=catalogue.text(commands.help_key(command))))
    return lines


def help_text(catalogue: Catalogue, keymap: Keymap, commands: Commands[Any], key_name: Callable[[str], str]) -> str:
    """The lines as one passage of sentences: "Up: previous item. Down: next item." (a choice's few keys)."""
    return catalogue.sentences(*help_lines(catalogue, keymap, commands, key_name, "help.line"))
