"""A place's commands as data: each declared once, and read by the keymap loader, the key dispatcher and F1.

A command is declared once with its place (`places.py`): its name (the keymap's entry and the help message
`help.<place>.<name>`) and its traits (whether a held key runs it again, whether it only reads, whether it is needed
while a choice is open); whatever needs a set of commands by a trait derives it from there. A scene binds what each
runs (`Commands`), checked against the declaration. The keys themselves stay in the hand-editable keymap files.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

S = TypeVar("S")
# A command written for a kind of scene runs on any scene of that kind: the list moves of every list scene
# go into the tables of the choice, the item lists and practice.
S_contra = TypeVar("S_contra", contravariant=True)


@dataclass(frozen=True)
class Declared:
    """A command as its place declares it (`places.py`): its name and its traits."""

    name: str
    repeats: bool = False  # a held key runs it again: moving through a list, never playing or choosing
    # Only reads the game, changes a setting, or leaves: never a move, so never a mistake in a lesson. None where
    # a place has no moves to tell apart (every table command says which it is).
    reads: bool | None = None
    while_choosing: bool = False  # needed while a choice is open: it beats the first letter of an item


@dataclass(frozen=True)
class Place:
    """A keymap place ("table", "lobby", "choice", "practice" ...) and its commands, in the order F1 lists them."""

    place: str
    declared: tuple[Declared, ...]

    def __iter__(self) -> Iterator[Declared]:
        return iter(self.declared)

    def names(self) -> list[str]:
        return [command.name for command in self.declared]

    def help_key(self, name: str) -> str:
        return f"help.{self.place}.{name}"

    def reading(self) -> frozenset[str]:
        """The commands that only read, change a setting or leave (`Declared.reads`)."""
        return frozenset(command.name for command in self.declared if command.reads)

    def needed_while_choosing(self) -> frozenset[str]:
        return frozenset(command.name for command in self.declared if command.while_choosing)


@dataclass(frozen=True)
class Command(Generic[S_contra]):
    """What a declared command runs on a scene: bound by the scene, by name."""

    name: str
    run: Callable[[S_contra, float], bool | None]  # False hands the key on (to the scene below, or to typing)


class Commands(Generic[S]):
    """A place's commands bound to what they run on a scene: every declared command, or with `partial` some of
    them (a scene that answers only a few of its place's keys)."""

    def __init__(self, place: Place, *bound: Command[S], partial: bool = False) -> None:
        self.declaration = place
        self.place = place.place
        self._runs = {command.name: command.run for command in bound}
        unknown = sorted(set(self._runs) - set(place.names()))
        unbound = [] if partial else [name for name in place.names() if name not in self._runs]
        if len(self._runs) != len(bound) or unknown or unbound:
            raise ValueError(f"{place.place}: bound twice, or not declared {unknown}, or not bound {unbound}")
        self._declared = {command.name: command for command in place.declared if command.name in self._runs}

    def __iter__(self) -> Iterator[Declared]:
        return iter(self._declared.values())

    def names(self) -> list[str]:
        return list(self._declared)

    def help_key(self, name: str) -> str:
        return self.declaration.help_key(name)

    def dispatch(self, scene: S, name: str | None, repeat: bool, now: float) -> bool:
        """Run command `name` on `scene`; True if the key was used. A held key that does not repeat its command
        is used up silently: holding Enter or Space must not play or draw again and again."""
        declared = self._declared.get(name) if name is not None else None
        if declared is None:
            return False
        if repeat and not declared.repeats:
            return True
        return self._runs[declared.name](scene, now) is not False


def declared_places(*places: Place) -> Mapping[str, Sequence[str]]:
    """Place -> command names, as the keymap loader checks files against them."""
    return {place.place: place.names() for place in places}
