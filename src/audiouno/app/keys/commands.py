"""A place's commands as data: each declared once, and read by the keymap loader, the key dispatcher and F1.

A command has a name (the keymap's entry and the help message `help.<place>.<name>`), what it runs on the scene,
and its traits: whether a held key runs it again, whether it only reads (a lesson never calls it a mistake), and
whether it is needed while a choice is open. Whatever needs a set of commands by a trait derives it from here. The
keys themselves stay in the hand-editable keymap files.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

S = TypeVar("S")
# A command written for a kind of scene runs on any scene of that kind: the list moves of every list scene
# go into the tables of the choice, the item lists and practice.
S_contra = TypeVar("S_contra", contravariant=True)


@dataclass(frozen=True)
class Command(Generic[S_contra]):
    name: str
    run: Callable[[S_contra, float], bool | None]  # False hands the key on (to the scene below, or to typing)
    repeats: bool = False  # a held key runs it again: moving through a list, never playing or choosing
    # Only reads the game, changes a setting, or leaves: never a move, so never a mistake in a lesson. None where
    # a place has no moves to tell apart (every table command says which it is).
    reads: bool | None = None
    while_choosing: bool = False  # needed while a choice is open: it beats the first letter of an item


class Commands(Generic[S]):
    """The commands of one keymap place ("table", "lobby", "choice", "practice" ...), in the order F1 lists them."""

    def __init__(self, place: str, *declared: Command[S]) -> None:
        self.place = place
        self._by_name = {command.name: command for command in declared}
        if len(self._by_name) != len(declared):
            raise ValueError(f"a command of {place} is declared twice")

    def __iter__(self) -> Iterator[Command[S]]:
        return iter(self._by_name.values())

    def names(self) -> list[str]:
        return list(self._by_name)

    def reading(self) -> frozenset[str]:
        """The commands that only read, change a setting or leave (`Command.reads`)."""
        return frozenset(command.name for command in self if command.reads)

    def needed_while_choosing(self) -> frozenset[str]:
        return frozenset(command.name for command in self if command.while_choosing)

    def help_key(self, name: str) -> str:
        return f"help.{self.place}.{name}"

    def dispatch(self, scene: S, name: str | None, repeat: bool, now: float) -> bool:
        """Run command `name` on `scene`; True if the key was used. A held key that does not repeat its command
        is used up silently: holding Enter or Space must not play or draw again and again."""
        command = self._by_name.get(name) if name is not None else None
        if command is None:
            return False
        if repeat and not command.repeats:
            return True
        return command.run(scene, now) is not False


def declared_places(*places: Commands[Any]) -> Mapping[str, Sequence[str]]:
    """Place -> command names, as the keymap loader checks files against them."""
    return {place.place: place.names() for place in places}
