"""What each value of a player's file may be, declared beside the field it fills, and read value by value.

A file kind is a dataclass whose fields carry their rule in `metadata` (a number and its range, one of some
names, a yes/no, a short text); `read_fields` takes each value that keeps its rule and names each one that
does not, so that one bad value costs only itself: its field keeps the default. Adding a field to a file is one
line in its dataclass.

Dataclasses rather than a validation library (pydantic, attrs with cattrs): the files are a handful of flat
tables, the rules are ranges and names, mypy already reads the dataclasses, and the game gains no dependency
whose upgrades could change what an old file means. Every number must be finite (NaN and Infinity parse as
JSON here, and compare false with every bound), and a bool is never taken for a number.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any

RULE = "rule"  # the metadata key of a field's rule


@dataclass(frozen=True)
class Number:
    low: float
    high: float
    whole: bool = False

    def check(self, value: object) -> float:
        """The value if it keeps the rule (an int stays an int when `whole`), else `ValueError`."""
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError("not a number")
        if self.whole and not isinstance(value, int):
            raise ValueError("not a whole number")
        if not math.isfinite(value) or not self.low <= value <= self.high:
            raise ValueError(f"outside {self.low:g} to {self.high:g}")
        return value if self.whole else float(value) + 0.0  # + 0.0: -0.0 is 0, not "-0 percent"


@dataclass(frozen=True)
class OneOf:
    choices: tuple[object, ...] = ()  # empty: the reader is given them (the speech backends there are)

    def check(self, value: object, given: tuple[object, ...] = ()) -> object:
        choices = self.choices or given
        # `True == 1`: a bool is only ever one of the choices that are bools, and a number never one of them.
        if not any(value == choice and type(value) is type(choice) for choice in choices):
            raise ValueError("not one of the choices")
        return value


@dataclass(frozen=True)
class Flag:
    def check(self, value: object) -> object:
        if not isinstance(value, bool):
            raise ValueError("not true or false")
        return value


def number(default: float, low: float, high: float) -> Any:
    return field(default=default, metadata={RULE: Number(low, high)})


def whole(default: int, low: int, high: int) -> Any:
    return field(default=default, metadata={RULE: Number(low, high, whole=True)})


def one_of(default: object, *choices: object) -> Any:
    return field(default=default, metadata={RULE: OneOf(tuple(choices))})


def flag(default: bool) -> Any:
    return field(default=default, metadata={RULE: Flag()})


def read_fields(
    cls: type,
    data: Mapping[str, object],
    rejected: list[str],
    given: Mapping[str, tuple[object, ...]] | None = None,
) -> dict[str, object]:
    """The values of `data` that keep their field's rule, by field name. A field left out keeps its default;
    the name of each value that breaks its rule goes into `rejected`, and its field keeps the default too.
    Fields without a rule are the caller's to read. `given`: the choices of a `OneOf` known only at run time."""
    values: dict[str, object] = {}
    for spec in fields(cls):
        rule = spec.metadata.get(RULE)
        if rule is None or spec.name not in data:
            continue
        try:
            if isinstance(rule, OneOf):
                values[spec.name] = rule.check(data[spec.name], (given or {}).get(spec.name, ()))
            else:
                values[spec.name] = rule.check(data[spec.name])
        except ValueError:
            rejected.append(spec.name)
    return values


def unknown_fields(data: Mapping[str, object], known: Iterable[str]) -> dict[str, object]:
    """The values of `data` under names this version does not know: written by another version (a newer one's
    new setting, say), and written back as they were, so that going back and forth between versions loses
    nothing. `known`: the names this version writes (its `to_data`'s). A value that is no strict JSON (NaN,
    Infinity, a number of too many digits) was written by no version, and is not kept."""
    names = {*known, "kind", "format"}
    return {name: value for name, value in data.items() if name not in names and _is_strict_json(value)}


def _is_strict_json(value: object) -> bool:
    try:
        json.dumps(value, allow_nan=False)
    except ValueError:
        return False
    return True
