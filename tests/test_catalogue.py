"""Every catalogue has words for everything the game can say, in English, Brazilian Portuguese and Spanish:
the same messages with the same arguments, each filled in without an error for every plural category, gender and
person it selects on, and no English left in the other two."""

from __future__ import annotations

import itertools
import logging
import re
from collections.abc import Iterator
from pathlib import Path
from typing import get_args

import pytest
from fluent.runtime import FluentBundle, FluentResource
from ftl_files import LOCALES, messages, patterns, selections, variables

from audiouno import i18n
from audiouno.app.keys import keymap
from audiouno.app.keys.places import DECLARED, PLACES
from audiouno.app.output.narration import Narrator
from audiouno.app.output.speech import base as speech
from audiouno.app.output.speech.chain import CHOICES
from audiouno.app.output.words import Words, card_name_key
from audiouno.engine import Card, Colour, Edition, Refusal, new_deck
from audiouno.engine.events import Event
from audiouno.i18n import ENGLISH, FUNCTIONS, LANGUAGES, Catalogue, message_id

SOURCE = Path(__file__).resolve().parents[1] / "src" / "audiouno"
TRANSLATIONS = [language for language in LANGUAGES if language != ENGLISH]
# Numbers that reach every CLDR plural category these languages have (pt-BR: 0 and 1 are "one"; 1.5 too).
PLURAL_CATEGORIES = ("zero", "one", "two", "few", "many", "other")
SAMPLE_NUMBERS = (0, 1, 2, 3, 5, 21, 100, 1000, 1_000_000, 0.5, 1.5)


@pytest.fixture(scope="module", params=LANGUAGES)
def catalogue(request: pytest.FixtureRequest) -> Catalogue:
    return Catalogue.load(request.param)


def own_ids(catalogue: Catalogue) -> set[str]:
    return set(messages(catalogue.language))


def test_every_refusal_the_engine_raises_has_words(catalogue: Catalogue) -> None:
    missing = [reason for reason in Refusal if message_id(f"illegal.{reason.value}") not in own_ids(catalogue)]
    assert missing == []


def test_every_event_has_a_narration(catalogue: Catalogue) -> None:
    assert Narrator(catalogue, ["You", "Ana"], 0).handled == set(get_args(Event))


def test_every_speech_notice_and_reason_has_words(catalogue: Catalogue) -> None:
    keys = {value for name, value in vars(speech).items() if name.startswith(("SPEECH_", "REASON_"))}
    assert len(keys) == 10
    backends = {f"speech.backend.{kind}" for kind in CHOICES if kind != "auto"}
    assert sorted(key for key in keys | backends if message_id(key) not in own_ids(catalogue)) == []


def test_every_keymap_problem_and_default_key_has_words(catalogue: Catalogue) -> None:
    source = (SOURCE / "app" / "keys" / "keymap.py").read_text(encoding="utf-8")
    problems = set(re.findall(r"\"(keymap\.[a-z_]+)\"", source)) - {"keymap.toml"}  # the file's name
    # A file that cannot be used at all is set aside: its message then has a `_kept` form.
    damaged = re.findall(r"(?:_damaged\(source, |_Unusable\()\"(keymap\.[a-z_]+)\"", source)
    problems |= {f"{key}_kept" for key in damaged}
    assert len(damaged) >= 5 and len(problems) >= 16
    assert sorted(key for key in problems if message_id(key) not in own_ids(catalogue)) == []
    words = Words(catalogue)
    loaded, _ = keymap.Keymap.load(keymap.default_keymap())
    for place in DECLARED:
        for command in loaded.commands(place):
            for name in loaded.keys_for(place, command):
                base = name.split("+")[-1]
                assert len(base) == 1 or message_id(f"keyname.{base}") in own_ids(catalogue), name
                assert words.key_name(name)


def faces(cards: list[Card]) -> list[Card]:
    """Every face of the cards: both sides of a Flip card."""
    return [face for card in cards for face in (card, card.other) if face is not None]


def test_every_card_and_colour_of_every_edition_has_words(catalogue: Catalogue) -> None:
    words = Words(catalogue)
    for edition in Edition:
        for card in faces(new_deck(edition, buzzer=True)):
            assert message_id(card_name_key(card)) in own_ids(catalogue)
            said = words.card(card)
            assert said and "{" not in said, card
    colours = {colour: catalogue.text("colour", colour=colour.value) for colour in Colour}
    assert len(set(colours.values())) == len(Colour), colours  # the default variant answers for one at most


def test_bot_names_are_nine_and_distinct(catalogue: Catalogue) -> None:
    names = [catalogue.text(f"bot.name.{number}") for number in range(1, 10)]
    assert len({name.lower() for name in names}) == 9
    assert len({name[0].lower() for name in names}) == 9  # each starts with its own sound


def test_the_bots_have_names_of_their_language() -> None:
    names = {language: Catalogue.load(language).text("bot.name.1") for language in LANGUAGES}
    assert len(set(names.values())) == len(LANGUAGES)


def test_every_key_a_message_names_is_a_bound_command() -> None:
    """`{ $key_draw }` and the like name keys as bound: each must be a command of the default keymap."""
    words = Catalogue.load()
    keymap.name_bound_keys(words, keymap.Keymap.load(keymap.default_keymap())[0])
    named = {
        variable
        for language in LANGUAGES
        for ident, message in messages(language).items()
        for attribute in patterns(message)
        for variable in variables(language, ident, attribute)
        if variable.startswith("key_")
    }
    assert named, "no message names a key any more: this test can go"
    assert named <= set(words.fields)


def test_a_rebound_key_is_named_as_bound(tmp_path: Path) -> None:
    user = tmp_path / "keymap.toml"
    user.write_text('[table]\ndraw = ["d"]\n', encoding="utf-8")
    words = Catalogue.load()
    keymap.name_bound_keys(words, keymap.Keymap.load(keymap.default_keymap(), user)[0])
    assert words.text("table.nothing_playable") == "Nothing playable: D draws."


def test_every_declared_command_has_help_words(catalogue: Catalogue) -> None:
    """F1 reads each command's words from its declaration: none may be missing, and no place's help words may
    outlive the command they describe."""
    ids = own_ids(catalogue)
    for place in PLACES:
        assert sorted(key for name in place.names() if message_id(key := place.help_key(name)) not in ids) == []
        prefix = message_id(f"help.{place.place}.")
        described = {ident[len(prefix) :] for ident in ids if ident.startswith(prefix)}
        assert sorted(described - set(place.names())) == []


# ---------------------------------------------------------------- the translations against English


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_message_is_translated_with_the_same_arguments(language: str) -> None:
    english, translated = messages(ENGLISH), messages(language)
    assert sorted(set(english) - set(translated)) == [], "missing"
    assert sorted(set(translated) - set(english)) == [], "not in English: the code never asks for these"
    for ident, message in english.items():
        assert set(patterns(translated[ident])) == set(patterns(message)), f"{ident}: attributes differ"
        for attribute in patterns(message):
            assert variables(language, ident, attribute) == variables(ENGLISH, ident, attribute), (ident, attribute)


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_translations_tell_apart_what_english_tells_apart(language: str) -> None:
    """A selector on a word the code passes (who, colour, verdict ...) has a variant for each value English
    has, so that no case falls silently into another's words."""
    for ident, message in messages(ENGLISH).items():
        for attribute in patterns(message):
            english = selections(ENGLISH, ident, attribute)
            translated = selections(language, ident, attribute)
            for variable, keys in english.items():
                words = {key for key in keys if not key.isdigit() and key not in PLURAL_CATEGORIES}
                assert words <= translated.get(variable, set()), (ident, attribute, variable)


def argument_sets(language: str, ident: str, attribute: str | None) -> list[dict[str, object]]:
    """Arguments reaching every variant: each word a selector knows, and numbers in every plural category."""
    chosen = selections(language, ident, attribute)
    plain = {name: 3 for name in variables(language, ident, attribute) if name not in chosen}
    options = []
    for name, keys in chosen.items():
        if any(key.isdigit() or key in PLURAL_CATEGORIES[:-1] for key in keys):  # a number's plural or value
            numbers = [int(key) for key in keys if key.isdigit()]
            options.append([(name, value) for value in (*numbers, *SAMPLE_NUMBERS)])
        else:  # words the code passes: you and other, a colour ...
            options.append([(name, key) for key in keys])
    return [{**plain, **dict(combination)} for combination in itertools.product(*options)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_formats_for_every_case_it_selects_on(language: str) -> None:
    """In the language's own bundle alone, without the English fallback: nothing falls back, nothing fails."""
    bundle = FluentBundle([language], use_isolating=False, functions=FUNCTIONS)
    for part in LOCALES.joinpath(language).iterdir():
        if part.name.endswith(".ftl"):
            bundle.add_resource(FluentResource(part.read_text(encoding="utf-8")))
    checked = 0
    for ident, message in messages(language).items():
        compiled = bundle.get_message(ident)
        for attribute in patterns(message):
            pattern = compiled.attributes[attribute] if attribute else compiled.value
            for arguments in argument_sets(language, ident, attribute):
                words, errors = bundle.format_pattern(pattern, arguments)
                assert not errors, (ident, attribute, arguments, errors)
                spoken = words if ident.endswith("-separator") else words.strip()  # a separator may be a space
                assert spoken and "{" not in words, (ident, attribute, arguments, words)
                checked += 1
    assert checked > 500  # the arguments reach many variants


# Common English words that would betray a message left untranslated. Names stay as they are.
ENGLISH_WORDS = {
    "the", "and", "you", "your", "card", "cards", "play", "plays", "draw", "draws", "turn", "turns", "skip",
    "reverse", "wild", "with", "without", "nobody", "everyone", "player", "players", "point", "points", "score",
    "scores", "colour", "round", "match", "penalty", "press", "presses", "left", "right", "hand", "hands",
    "choose", "chooses", "sound", "speech", "key", "keys", "help", "this", "that", "next", "previous", "what",
    "who", "whom", "it", "is", "are", "was", "not", "can", "cannot", "off", "on", "again", "up", "down",
    "yes", "quit", "leave", "start", "starts", "rules", "deck", "back", "first", "last", "wins", "win",
}  # fmt: skip
NAMES = (
    "Masters of the Universe",
    "audio-uno",
    "Creeper",
    "Greyskull",
    "Minecraft",
    "UNO",
    "JSON",
    "CSV",
    # The other accessible UNO games that the rule options name (issue 22).
    "Last Card",
    "No Mercy",
    "PlayPalace",
    "PlayAural",
    "Elten",
)


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_no_english_is_left(language: str) -> None:
    bundle = FluentBundle([language], use_isolating=False, functions=FUNCTIONS)
    for part in LOCALES.joinpath(language).iterdir():
        if part.name.endswith(".ftl"):
            bundle.add_resource(FluentResource(part.read_text(encoding="utf-8")))
    left = []
    for ident, message in messages(language).items():
        if ident.startswith(("language-", "keyname-f")):
            continue  # each language's own name; F1 to F12
        compiled = bundle.get_message(ident)
        for attribute in patterns(message):
            pattern = compiled.attributes[attribute] if attribute else compiled.value
            for arguments in argument_sets(language, ident, attribute)[:40]:
                words = bundle.format_pattern(
                    pattern, {name: "" if value == 3 else value for name, value in arguments.items()}
                )[0]
                for name in NAMES:
                    words = words.replace(name, "")
                words = re.sub(r"--[a-z-]+", "", words)  # the command line's options are names too
                english = {word for word in re.findall(r"[A-Za-z]+", words) if word.lower() in ENGLISH_WORDS}
                if english:
                    left.append((ident, attribute, sorted(english), words))
    assert left == []


@pytest.fixture
def own_bundles() -> Iterator[None]:
    """Bundles made for this test alone: those an earlier test made hold words this one takes away, and those this
    one makes lack words the later ones need (a language's bundle is shared in a process, `i18n.language_bundle`)."""
    i18n.language_bundle.cache_clear()
    yield
    i18n.language_bundle.cache_clear()


@pytest.mark.usefixtures("own_bundles")
def test_a_missing_message_falls_back_to_english_and_is_logged_once(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    english = i18n.parsed_entry
    # A language with nothing translated yet.
    monkeypatch.setattr(
        i18n, "parsed_entry", lambda language, name: None if language == "pt-BR" else english(language, name)
    )
    words = Catalogue.load("pt-BR")
    with caplog.at_level(logging.WARNING, logger="audiouno.i18n"):
        assert words.text("menu.yes") == "Yes"
        assert words.text("menu.yes") == "Yes"
        assert words.text("no.such.message") == "no.such.message"
    assert len([record for record in caplog.records if "menu-yes" in record.getMessage()]) == 1
    assert any("no-such-message" in record.getMessage() for record in caplog.records)
