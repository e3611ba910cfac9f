"""The command line's own words in the player's language: argparse's through gettext, from `locales/<language>/
argparse.po` (its usage line, "options", "invalid choice" ...), and the language asked for before parsing.

argparse looks its words up with `gettext.gettext`, which reads the language from the environment; the game's
language comes from --lang or the settings too, so for the command's duration argparse's lookups are pointed at a
gettext translation of the chosen language. The .po files are read as they are (with Babel, which Fluent already
needs): no compiled .mo to keep in step with them.
"""

from __future__ import annotations

import argparse
import gettext
import io
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from importlib import resources
from pathlib import Path
from typing import NoReturn, cast

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from .i18n import LANGUAGES, Catalogue

ARGPARSE_DOMAIN = "argparse"


def asked_language(argv: Sequence[str] | None) -> str | None:
    """The language given with --lang (anywhere on the line), or None: read before the real parser exists, which
    is made in that language. A wrong value is left for the real parser to refuse, in words."""
    language = _early(argv, "--lang")
    return language if language in LANGUAGES else None


def asked_config_dir(argv: Sequence[str] | None) -> Path | None:
    """The folder given with --config-dir, or None: where the saved language is looked for, before parsing."""
    folder = _early(argv, "--config-dir")
    return Path(folder) if folder else None


def _early(argv: Sequence[str] | None, option: str) -> str | None:
    early = _Quiet(add_help=False)
    early.add_argument(option, dest="value")
    try:
        known, _ = early.parse_known_args(argv)
    except ValueError:  # the option without a value: the real parser says so, in words
        return None
    return cast("str | None", known.value)


class _Quiet(argparse.ArgumentParser):
    """A parser that neither prints nor exits on a mistake: the real one answers for it."""

    def error(self, message: str) -> NoReturn:
        raise ValueError(message)


def whole_number(words: Catalogue) -> Callable[[str], int]:
    """An argument type for a whole number, refusing anything else in the player's words (argparse's own refusal
    names the Python type: "invalid int value")."""

    def parse(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(words.text("cli.error.whole_number", value=repr(text))) from None

    return parse


def rule_switch_words(words: Catalogue) -> dict[str, bool]:
    """The words `--rule NAME=VALUE` takes for a rule that is on or off: the lobby's in the player's language
    (sim and não, sí and no), and English's yes, no, on and off, in any language."""
    found = {"yes": True, "no": False, "on": True, "off": False}
    found.update({words.text("lobby.on").lower(): True, words.text("lobby.off").lower(): False})
    return found


def argparse_translation(language: str) -> gettext.NullTranslations:
    """argparse's words in `language`; English (argparse's own) where the catalogue has none."""
    source = resources.files("audiouno.locales").joinpath(language).joinpath(f"{ARGPARSE_DOMAIN}.po")
    if not source.is_file():
        return gettext.NullTranslations()
    catalog = read_po(io.StringIO(source.read_text(encoding="utf-8")), locale=language.replace("-", "_"))
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


@contextmanager
def argparse_words(language: str) -> Iterator[None]:
    """argparse speaks `language` inside the block (it calls its module's `_` and `ngettext`)."""
    words = argparse_translation(language)
    saved = {name: getattr(argparse, name) for name in ("_", "ngettext")}
    setattr(argparse, "_", words.gettext)  # noqa: B010 (mypy's stubs do not declare argparse's `_`)
    setattr(argparse, "ngettext", words.ngettext)  # noqa: B010
    try:
        yield
    finally:
        for name, function in saved.items():
            setattr(argparse, name, function)
