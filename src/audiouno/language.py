"""Which language the game speaks: `--lang`, else the player's last choice in the lobby, else the system's.

The system's locale picks the closest catalogue: any Portuguese (pt-PT too) is Brazilian Portuguese, any Spanish
is Spanish, anything else English.
"""

from __future__ import annotations

import locale
import os
from pathlib import Path

import platformdirs

from .i18n import ENGLISH, LANGUAGES

# Windows names its locales in words ("Portuguese_Brazil"); everything else by ISO codes ("pt_BR.UTF-8").
_PREFIXES = {"pt": "pt-BR", "portuguese": "pt-BR", "es": "es", "spanish": "es"}


def closest_language(tag: str | None) -> str:
    """The catalogue for a locale name or language tag: "pt_PT.UTF-8" -> "pt-BR", "es-MX" -> "es"."""
    if not tag:
        return ENGLISH
    exact = {language.lower(): language for language in LANGUAGES}
    cleaned = tag.split(".")[0].split("@")[0].replace("_", "-").lower()
    if cleaned in exact:
        return exact[cleaned]
    head = cleaned.split("-")[0]
    return _PREFIXES.get(head, ENGLISH)


def system_language() -> str:
    """The catalogue closest to the system's locale for messages."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            return closest_language(value)
    try:
        return closest_language(locale.getlocale(locale.LC_CTYPE)[0])
    except ValueError:  # an unknown locale name
        return ENGLISH


def saved_language_path() -> Path:
    """Where the lobby keeps the player's choice of language (it need not exist)."""
    return Path(platformdirs.user_config_dir("audio-uno", appauthor=False)) / "language"


def saved_language(path: Path) -> str | None:
    """The language saved at `path`, if it is one the game speaks."""
    try:
        saved = path.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return saved if saved in LANGUAGES else None


def save_language(path: Path, language: str) -> bool:
    """Keep the choice for the next session; False if it cannot be written (the game goes on all the same)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(language + "\n", encoding="utf-8")
    except OSError:
        return False
    return True


def starting_language(asked: str | None, path: Path | None) -> str:
    """`--lang` if given, else the saved choice, else the system's."""
    if asked is not None:
        return asked
    return (saved_language(path) if path is not None else None) or system_language()
