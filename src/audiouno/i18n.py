"""Message catalogues: every word the game says comes from `locales/<language>/*.toml`, looked up by key.

A language's files are merged (rules.toml, game.toml, app.toml ...); a key defined twice is an error, so two
files never silently disagree.
"""

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
        # Fields every message may use, such as the names of the keys as the player has bound them
        # (`{key_draw}`): set once the keymap is loaded, see `audiouno.app.keymap.name_bound_keys`.
        self.fields: dict[str, str] = {}

    @classmethod
    def load(cls, language: str = "en") -> Catalogue:
        folder = resources.files("audiouno.locales").joinpath(language)
        messages: dict[str, str] = {}
        for part in sorted((entry for entry in folder.iterdir() if entry.name.endswith(".toml")), key=_name):
            for key, text in _flatten(tomllib.loads(part.read_text(encoding="utf-8"))).items():
                if key in messages:
                    raise ValueError(f"message {key!r} is defined twice in the {language!r} catalogue")
                messages[key] = text
        return cls(messages)

    def text(self, key: str, **fields: object) -> str:
        """The message for `key` with its fields filled in; a missing key raises `KeyError` naming it."""
        return self.messages[key].format(**{**self.fields, **fields})


def _name(entry: object) -> str:
    return str(getattr(entry, "name", entry))


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
