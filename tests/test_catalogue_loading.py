"""How the catalogues are read: each entry of a .ftl file is parsed when first used, once per process, and a
language never reads another's files unless a message is missing from it. The launch waits for none of the
rest (parsing a whole language costs more than everything else before the first spoken line)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from fluent.syntax import FluentParser, ast
from ftl_files import LOCALES
from table_driver import Driver, headless

from audiouno import i18n
from audiouno.i18n import ENGLISH, LANGUAGES, Catalogue

IGNORED = ["span", "comment"]  # a comment above an entry belongs to the file, not to what is said


def whole_files(language: str) -> dict[str, ast.Message | ast.Term]:
    """Every entry as Fluent reads the files whole, a term under its name with the hyphen."""
    found: dict[str, ast.Message | ast.Term] = {}
    for part in LOCALES.joinpath(language).iterdir():
        if part.name.endswith(".ftl"):
            for entry in FluentParser(with_spans=False).parse(part.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Message):
                    found[entry.id.name] = entry
                elif isinstance(entry, ast.Term):
                    found["-" + entry.id.name] = entry
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_entry_read_alone_is_the_entry_read_with_its_file(language: str) -> None:
    whole = whole_files(language)
    assert sorted(i18n.entry_sources(language)) == sorted(whole)
    differ = [name for name, entry in whole.items() if not entry.equals(i18n.parsed_entry(language, name), IGNORED)]
    assert differ == []


class Parses:
    """The entries parsed from here on, as their source texts."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.sources: list[str] = []
        sources = self.sources

        class Counting(FluentParser):
            def parse_entry(self, source: str) -> ast.EntryType:
                sources.append(source)
                return super().parse_entry(source)

        i18n.parsed_entry.cache_clear()  # what earlier tests parsed is parsed again, and counted
        i18n.language_bundle.cache_clear()  # and the bundles that hold it are made afresh
        monkeypatch.setattr(i18n, "_PARSER", Counting(with_spans=False))

    def names(self, language: str) -> list[str]:
        """The entries parsed that are the language's (an English one has other words, but for names)."""
        own = {source: name for name, source in i18n.entry_sources(language).items()}
        return [own[source] for source in self.sources if source in own]


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> Iterator[Parses]:
    yield Parses(monkeypatch)
    i18n.parsed_entry.cache_clear()  # nothing parsed by the counting parser stays for later tests
    i18n.language_bundle.cache_clear()


def test_an_entry_is_parsed_once_however_many_catalogues_use_it(parses: Parses) -> None:
    first, second = Catalogue.load("pt-BR"), Catalogue.load("pt-BR")
    assert first.text("menu.yes") == second.text("menu.yes") == "Sim"
    assert parses.names("pt-BR") == ["menu-yes"] and len(parses.sources) == 1


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_program_reads_only_its_language_and_what_it_says(
    language: str, parses: Parses, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two programs one after the other, as the tests and the command line (its parser, then the game) make
    them: the second parses nothing the first did not, and neither reads English for a complete language."""
    headless(monkeypatch)
    driver = Driver(start="menu", language=language)
    driver.close()
    first = len(parses.sources)
    assert 0 < first < 200  # the first screen's words, not the language's 1,400 entries
    assert len(set(parses.names(language))) == first  # each once, and each the language's own
    again = Driver(start="menu", language=language)
    again.close()
    assert len(parses.sources) == first
    assert driver.texts == again.texts and driver.texts


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_message_given_only_the_fields_it_reads_says_what_it_says_given_them_all(language: str) -> None:
    """Fluent converts every argument it is given, so a message gets only the fields (the keys' names) that it,
    or a message it refers to, reads: every message, full and brief, with every variable of the catalogue a field,
    says the same as with them all passed as arguments."""
    sources = i18n.entry_sources(language)
    names = {name for source in sources.values() for name in re.findall(r"\$([a-zA-Z][\w-]*)", source)}
    fields: dict[str, i18n.Argument] = {name: f"<{name}>" for name in names}
    catalogue = Catalogue(language)
    catalogue.fields = fields
    for name in (name for name in sources if not name.startswith("-")):
        assert catalogue.text(name) == catalogue.text(name, **fields), name
        assert catalogue.brief(name) == catalogue.brief(name, **fields), name


def test_a_message_made_again_follows_its_fields_arguments_and_brief_form() -> None:
    """The words lately made are kept by message and arguments, yet a key bound again is named anew, equal numbers
    of other types are each written as a catalogue made afresh writes them, and a message said again in full is
    still shortened."""
    catalogue = Catalogue(ENGLISH)
    keys = ("start", "previous_item", "next_item", "lower", "higher", "choose", "help")
    catalogue.fields = {f"key_lobby_{key}": "S" for key in keys}
    assert catalogue.text("lobby.hint").startswith("S starts")
    catalogue.fields["key_lobby_start"] = "Enter"
    assert catalogue.text("lobby.hint").startswith("Enter starts")
    for seconds in (1, 1.0, True, 1.5):
        assert catalogue.text("lobby.seconds", seconds=seconds) == Catalogue(ENGLISH).text(
            "lobby.seconds", seconds=seconds
        )
    full = catalogue.text("event.reshuffled", count=40)
    assert catalogue.shorten(full) == catalogue.brief("event.reshuffled", count=40) != full
    catalogue._briefs.clear()  # as if two hundred other lines had been said since
    catalogue.text("event.reshuffled", count=40)
    assert catalogue.shorten(full) != full
