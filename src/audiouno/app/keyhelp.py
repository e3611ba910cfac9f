"""F1 help: what each key does in the current place, with the keys named as the keymap binds them."""

from __future__ import annotations

from collections.abc import Callable

from ..i18n import Catalogue
from .keymap import Keymap


def help_text(catalogue: Catalogue, keymap: Keymap, place: str, key_name: Callable[[str], str], prefix: str) -> str:
    """One sentence per command of `place` that has a key, in the keymap's order: "Left: previous card."

    The words for a command are `<prefix>.<command>`; a command without words here is not one of this place's
    (the lobby reads the table's keys but not all of them)."""
    lines = []
    for command in keymap.commands(place):
        keys = keymap.keys_for(place, command)
        does = f"{prefix}.{command}"
        if keys and catalogue.has(does):
            spoken = catalogue.text("help.or").join(key_name(key) for key in keys)
            lines.append(catalogue.text("help.line", keys=spoken, does=catalogue.text(does)))
    return " ".join(lines)
