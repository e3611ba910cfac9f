"""Message catalogues: every word the game says or shows comes from Fluent files, `locales/<language>/*.ftl`.

Python names a message by a dotted key, as it always has ("event.played", "option.edition.description"); the
Fluent id is the key with every dot made a hyphen ("event-played", "option-edition-description"). Underscores
stay as they are, so the mapping is one to one. A message's brief form, for brief verbosity, is its `.brief`
attribute.

Python only passes arguments: numbers as numbers (Fluent picks the CLDR plural and writes the locale's digits),
a colour as its id (`colour="red"`, so the words can agree in gender), `who="you"` or `who="other"` for whose
action it is (each language has its own sentence for each, never a name slotted in for "you"). It never picks a
plural or builds a sentence.

A message missing in the chosen language falls back to English and is logged once; one missing even in English,
or an argument it lacks, is logged once too, and the game goes on with what Fluent could make of it.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Callable
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentType
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Visitor

ENGLISH = "en"
LANGUAGES = ("en", "pt-BR", "es")
"""The languages the game speaks, by their folder names under `locales/` (BCP 47 tags)."""

Argument = str | int | float | FluentType

BRIEFS_KEPT = 200  # the full and brief forms of the last messages made, for `Catalogue.shorten`
MADE_KEPT = 2000  # the words of the last messages made, by their arguments

_log = logging.getLogger(__name__)
_reported: set[tuple[str, str]] = set()  # (language, what went wrong): each is logged once per session


def capital(text: object) -> str:
    """Fluent's CAPITAL(): the text with its first letter a capital, for a line that opens with an argument that
    starts in lower case (Portuguese "o 1 azul", whose article keeps it from being heard as "um azul")."""
    words = str(text)
    return words[:1].upper() + words[1:]


FUNCTIONS: dict[str, Callable[..., Any]] = {"CAPITAL": capital}
"""The functions the catalogues may call besides Fluent's own (NUMBER, DATETIME)."""


def message_id(key: str) -> str:
    """The Fluent id of a dotted message key: "event.played" -> "event-played"."""
    return key.replace(".", "-")


# Where an entry of a .ftl file begins: a message's or a term's id at the start of a line (everything that belongs
# to an entry, its further lines, attributes and variants, is indented; comments begin with #).
_ENTRY_START = re.compile(r"^(-?[a-zA-Z][\w-]*)[ \t]*=", re.MULTILINE)


@functools.cache
def entry_sources(language: str) -> dict[str, str]:
    """Each entry of the language's .ftl files, by id (a term's with its leading hyphen), as its source text.
    Reading and cutting the files costs a few milliseconds; parsing them all costs a tenth of a second or more,
    so an entry is parsed only when first used (`parsed_entry`). An id defined twice is an error, so two files
    never silently disagree."""
    folder = resources.files("audiouno.locales").joinpath(language)
    sources: dict[str, str] = {}
    for part in sorted((entry for entry in folder.iterdir() if entry.name.endswith(".ftl")), key=lambda e: e.name):
        text = part.read_text(encoding="utf-8")
        starts = list(_ENTRY_START.finditer(text))
        for start, following in zip(starts, [*starts[1:], None], strict=True):
            name = start.group(1)
            if name in sources:
                raise ValueError(f"message {name!r} is defined twice in the {language!r} catalogue")
            sources[name] = text[start.start() : following.start() if following else len(text)]
    return sources


@functools.cache
def parsed_entry(language: str, name: str) -> FTL.Message | FTL.Term | None:
    """One entry parsed, once per process whatever the number of catalogues; None if the language has no such
    entry, or one that Fluent cannot read (the catalogue tests read every entry, so that is caught there)."""
    source = entry_sources(language).get(name)
    if source is None:
        return None
    entry = _PARSER.parse_entry(source)
    return entry if isinstance(entry, (FTL.Message, FTL.Term)) else None


_PARSER = FluentParser(with_spans=False)


class _References(Visitor):
    """The messages and terms an entry refers to, which its bundle must hold before it is formatted, and the
    variables it reads from the arguments it is formatted with."""

    def __init__(self) -> None:
        self.names: set[str] = set()
        self.variables: set[str] = set()

    def visit_MessageReference(self, node: FTL.MessageReference) -> None:
        self.names.add(node.id.name)

    def visit_VariableReference(self, node: FTL.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_TermReference(self, node: FTL.TermReference) -> None:
        self.names.add("-" + node.id.name)
        self.generic_visit(node)  # a term's arguments may refer to messages


class _LanguageBundle:
    """A FluentBundle of one language that holds an entry once it is asked for, with the entries it refers to."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.bundle = FluentBundle([language], use_isolating=False, functions=FUNCTIONS)
        self._held: set[str] = set()
        self.variables: dict[str, frozenset[str]] = {}  # by message: the arguments its formatting may read

    def holds(self, name: str) -> bool:
        """Whether the language has the entry (a term's name with its hyphen); if so, the bundle holds it now."""
        if name in self._held:
            return True
        entry = parsed_entry(self.language, name)
        if entry is None:
            return False
        self._held.add(name)
        self.bundle.add_resource(FTL.Resource([entry]))
        references = _References()
        references.visit(entry)
        variables = references.variables
        for reference in references.names:
            self.holds(reference)
            if not reference.startswith("-"):  # a message referred to reads the same arguments (a term, its own)
                variables |= self.variables.get(reference, frozenset())
        self.variables[name] = frozenset(variables)
        return True


@functools.cache
def language_bundle(language: str) -> _LanguageBundle:
    """The language's one bundle in a process: every catalogue of the language shares what it has compiled, which
    a program started again (as the tests start one for each) or a language chosen again would compile again."""
    return _LanguageBundle(language)


class Catalogue:
    def __init__(self, language: str) -> None:
        """English is the fallback for a message the language lacks; it is read only when one is missing."""
        if language not in LANGUAGES:
            raise ValueError(f"no catalogue for {language!r}; the languages are {', '.join(LANGUAGES)}")
        self.language = language
        self._own = language_bundle(language)
        self._fallback: _LanguageBundle | None = None
        # Arguments every message may use, such as the names of the keys as the player has bound them
        # (`{ $key_draw }`): set once the keymap is loaded, see `audiouno.app.keys.keymap.name_bound_keys`.
        self.fields: dict[str, Argument] = {}
        self._briefs: dict[str, str] = {}  # each message lately made in full, that has a brief form: that form
        # The words of the messages lately made, by message and arguments: each frame of the large-print view
        # writes again most of the words of the frame before.
        self._made: dict[tuple[object, ...], tuple[str, str | None]] = {}

    @classmethod
    def load(cls, language: str = ENGLISH) -> Catalogue:
        return cls(language)

    def has(self, key: str) -> bool:
        """Whether the language, or the English fallback, has the message."""
        return self._bundle_for(message_id(key)) is not None

    def get(self, key: str, default: str | None = None) -> str | None:
        """The message for `key` (it takes no arguments) if any bundle has it, else `default`."""
        return self.text(key) if self.has(key) else default

    def text(self, key: str, **arguments: Argument) -> str:
        """The message for `key` with its arguments filled in."""
        return self._format(key, False, arguments)

    def sentences(self, *parts: str | None) -> str:
        """Sentences said one after another, the empty ones left out, joined as the language joins them (a space in
        the three the game speaks): the one place the game puts words side by side outside a message."""
        return self.text("sentence-separator").join(part for part in parts if part)

    def brief(self, key: str, **arguments: Argument) -> str:
        """The message's `.brief` form where it has one (brief verbosity), else the message itself."""
        return self._format(key, True, arguments)

    def shorten(self, text: str) -> str:
        """`text` with every message in it that was made lately in full, and has a brief form, in that form: the
        line for a braille display. A line the narration joined from several messages shortens each of them."""
        for full, short in self.briefs_in(text):
            text = text.replace(full, short)
        return text

    def briefs_in(self, text: str) -> list[tuple[str, str]]:
        """Each message made lately in full that `text` holds, with its brief form, the longest first (a longer
        message may hold a shorter one)."""
        found = sorted((full for full in self._briefs if full in text), key=len, reverse=True)
        return [(full, self._briefs[full]) for full in found]

    def _format(self, key: str, brief: bool, arguments: dict[str, Argument]) -> str:
        ident = message_id(key)
        language = self._bundle_for(ident)
        if language is None:
            self._report(f"no message {ident}")
            return key
        if language is not self._own:
            self._report(f"no message {ident}: said in English")
        # Only the fields the message reads: Fluent converts every argument it is given, and with a field for each
        # key of the keymap that was nine tenths of the time a message took (a frame of the lobby, 20 ms).
        fields = self.fields
        arguments = {**{name: fields[name] for name in language.variables[ident] if name in fields}, **arguments}
        try:  # by the arguments' types too: 1, 1.0 and True are equal keys, which Fluent may write apart
            made = self._made.get(memo := (ident, brief, *arguments.items(), *map(type, arguments.values())))
        except TypeError:  # an argument Python cannot hash: made afresh
            memo, made = None, None
        if made is None:
            made = self._make(language.bundle, ident, brief, arguments)
            if made is None:
                return key
            if memo is not None:
                self._made[memo] = made
                if len(self._made) > MADE_KEPT:
                    del self._made[next(iter(self._made))]
        words, short = made
        if short is not None:
            self._keep_brief(words, short)
        return words

    def _make(
        self, bundle: FluentBundle, ident: str, brief: bool, arguments: dict[str, Argument]
    ) -> tuple[str, str | None] | None:
        """The message's words (its brief form's with `brief`), and, made in full, its brief form if it has one;
        None for a message with no words of its own."""
        message = bundle.get_message(ident)
        pattern = message.attributes.get("brief") if brief else None
        pattern = pattern or message.value
        if pattern is None:  # a message of attributes only
            self._report(f"message {ident} has no value")
            return None
        words, errors = bundle.format_pattern(pattern, arguments)
        for error in errors:
            self._report(f"{ident}: {error}")
        if not brief and "brief" in message.attributes:
            short, _ = bundle.format_pattern(message.attributes["brief"], arguments)
            return str(words), str(short)
        return str(words), None

    def _keep_brief(self, full: str, short: str) -> None:
        self._briefs.pop(full, None)  # the newest last, so the oldest goes first
        self._briefs[full] = short
        if len(self._briefs) > BRIEFS_KEPT:
            del self._briefs[next(iter(self._briefs))]

    def _bundle_for(self, ident: str) -> _LanguageBundle | None:
        if self._own.holds(ident):
            return self._own
        if self.language == ENGLISH:
            return None
        if self._fallback is None:
            self._fallback = language_bundle(ENGLISH)
        return self._fallback if self._fallback.holds(ident) else None

    def _report(self, problem: str) -> None:
        if (self.language, problem) not in _reported:
            _reported.add((self.language, problem))
            _log.warning("%s catalogue: %s", self.language, problem)
