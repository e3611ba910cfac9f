"""Message catalogues: every word the game says comes from `locales/<language>.toml`, looked up by key."""

from __future__ import annotations

import sys
from importlib import resources

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib


class Catalogue:
    def __init__(self, messages: dict[str, str]) -> None:
        self.messages = messages

    @classmethod
    def load(cls, language: str = "en") -> Catalogue:
        text = resources.files("audiouno").joinpath("locales", f"{language}.toml").read_text(encoding="utf-8")
        return cls(_flatten(tomllib.loads(text)))

    def text(self, key: str, **fields: object) -> str:
        """The message for `key` with its fields filled in; a missing key raises `KeyError` naming it."""
        return self.messages[key].format(**fields)


def _flatten(table: dict[str, object], prefix: str = "") -> dict[str, str]:
    """`[option] edition = ...` becomes the key ``option.edition``."""
    flat: dict[str, str] = {}
    for name, value in table.items():
        key = f"{prefix}{name}"
        if isinstance(value, dict):
            flat.update(_flatten(value, key + "."))
        else:
            flat[key] = str(value)
    return flat
