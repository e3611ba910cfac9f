"""F1 help: what each key does in the current place, with the keys named as the keymap binds them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..i18n import Catalogue
from .commands import Commands
from .keymap import Keymap


class HelpSource(Protocol):
    """A place's commands as F1 reads them: a declaration (`Commands`), or `BorrowedKeys`."""

    @property
    def place(self) -> str: ...

    def names(self) -> list[str]: ...

    def help_key(self, name: str) -> str: ...


@dataclass(frozen=True)
class BorrowedKeys:
    """Some of another place's commands, with help words of one's own: practice uses the table's keys (B, Escape
    ...) and says what they do in a drill (`help.drill.<name>`)."""

    place: str
    commands: Sequence[str]
    prefix: str

    def names(self) -> list[str]:
        return list(self.commands)

    def help_key(self, name: str) -> str:
        return f"{self.prefix}.{name}"


def help_lines(
    catalogue: Catalogue,
    keymap: Keymap,
    commands: HelpSource | Commands[Any],
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


def help_text(
    catalogue: Catalogue, keymap: Keymap, commands: HelpSource | Commands[Any], key_name: Callable[[str], str]
) -> str:
    """The lines as one passage of sentences: "Up: previous item. Down: next item." (a choice's few keys)."""
    return " ".join(help_lines(catalogue, keymap, commands, key_name, "help.line"))
