"""Which language the game speaks: `--lang`, else the player's choice kept in the settings, else the system's.

The system's locale picks the closest catalogue: any Portuguese (pt-PT too) is Brazilian Portuguese, any Spanish
is Spanish, anything else English.
"""

from __future__ import annotations

import locale
import os

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


def starting_language(asked: str | None, saved: str | None) -> str:
    """`--lang` if given, else the one saved in the player's settings, else the system's."""
    return asked or saved or system_language()
