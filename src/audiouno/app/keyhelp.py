"""F1 help: what each key does in the current place, with the keys named as the keymap binds them."""

from __future__ import annotations

from collections.abc import Callable

from ..i18n import Catalogue
from .keymap import Keymap


def help_lines(
    catalogue: Catalogue, keymap: Keymap, place: str, key_name: Callable[[str], str], prefix: str, line: str
) -> list[str]:
    """One line per command of `place` that has a key, in the keymap's order, in the words of message `line`
    ("{keys}: {does}"): "Left: previous card".

    The words for a command are `<prefix>.<command>`; a command without words here is not one of this place's
    (the lobby reads the table's keys but not all of them)."""
    lines = []
    for command in keymap.commands(place):
        keys = keymap.keys_for(place, command)
        does = f"{prefix}.{command}"
        if keys and catalogue.has(does):
            spoken = catalogue.text("help.or").join(key_name(key) for key in keys)
            lines.append(catalogue.text(line, keys=spoken, does=catalogue.text(does)))
    return lines


def help_text(catalogue: Catalogue, keymap: Keymap, place: str, key_name: Callable[[str], str], prefix: str) -> str:
    """The lines as one passage of sentences: "Up: previous item. Down: next item." (a choice's few keys)."""
    return " ".join(help_lines(catalogue, keymap, place, key_name, prefix, "help.line"))
