"""The English catalogue has words for everything the game can say, and every message can be filled in."""

from __future__ import annotations

import re
import string
from pathlib import Path
from typing import get_args

import pytest

from audiouno.app import keymap
from audiouno.app.narration import Narrator
from audiouno.app.speech import base as speech
from audiouno.app.speech.chain import CHOICES
from audiouno.engine import Edition, Refusal, new_deck
from audiouno.engine.events import Event
from audiouno.i18n import Catalogue

SOURCE = Path(__file__).resolve().parents[2] / "src" / "audiouno"


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    return Catalogue.load()


def keys_in(path: Path, prefix: str) -> set[str]:
    """Every quoted message key starting with `prefix` in a source file."""
    return set(re.findall(rf"[\"']({re.escape(prefix)}[a-z_]+)[\"']", path.read_text(encoding="utf-8")))


def test_every_refusal_the_engine_raises_has_words(catalogue: Catalogue) -> None:
    missing = [reason for reason in Refusal if f"illegal.{reason.value}" not in catalogue.messages]
    assert missing == []


def test_every_event_has_a_narration(catalogue: Catalogue) -> None:
    assert Narrator(catalogue, ["You", "Ana"], 0).handled == set(get_args(Event))


def test_every_speech_notice_and_reason_has_words(catalogue: Catalogue) -> None:
    keys = {value for name, value in vars(speech).items() if name.startswith(("SPEECH_", "REASON_"))}
    assert len(keys) == 10
    backends = {f"speech.backend.{kind}" for kind in CHOICES if kind != "auto"}
    assert sorted((keys | backends) - catalogue.messages.keys()) == []


def test_every_keymap_problem_and_default_key_has_words(catalogue: Catalogue) -> None:
    source = (SOURCE / "app" / "keymap.py").read_text(encoding="utf-8")
    problems = set(re.findall(r"\"(keymap\.[a-z_]+)\"", source)) - {"keymap.toml"}  # the file's name
    # A file that cannot be used at all is set aside: its message then has a `_kept` form.
    damaged = re.findall(r"(?:_damaged\(source, |_Unusable\()\"(keymap\.[a-z_]+)\"", source)
    problems |= {f"{key}_kept" for key in damaged}
    assert len(damaged) >= 5 and len(problems) >= 16
    assert sorted(problems - catalogue.messages.keys()) == []
    words = Narrator(catalogue, ["You", "Ana"], 0)
    loaded, _ = keymap.Keymap.load(keymap.default_keymap())
    for place in ("table", "choice"):
        for command in loaded.commands(place):
            for name in loaded.keys_for(place, command):
                base = name.split("+")[-1]
                assert len(base) == 1 or f"keyname.{base}" in catalogue.messages, name
                assert words.key_name(name)


def test_every_card_and_colour_of_every_edition_has_words(catalogue: Catalogue) -> None:
    words = Narrator(catalogue, ["You", "Ana"], 0)
    for edition in Edition:
        for card in new_deck(edition, buzzer=True):
            assert card.name_key in catalogue.messages
            assert card.colour is None or card.colour.key in catalogue.messages
            said = words.card(card)
            assert said and "{" not in said, card
        for colour in edition.colours:
            assert catalogue.text(colour.key)


def test_bot_names_are_nine_and_distinct(catalogue: Catalogue) -> None:
    names = [catalogue.text(f"bot.name.{number}") for number in range(1, 10)]
    assert len({name.lower() for name in names}) == 9
    assert len({name[0].lower() for name in names}) == 9  # each starts with its own sound


def test_no_message_has_unbalanced_braces(catalogue: Catalogue) -> None:
    formatter = string.Formatter()
    for key, text in catalogue.messages.items():
        try:
            list(formatter.parse(text))
        except ValueError as error:
            pytest.fail(f"{key}: {error}: {text!r}")


def test_every_key_a_message_names_is_a_bound_command(catalogue: Catalogue) -> None:
    """`{key_draw}` and the like name keys as bound: each must be a command of the default keymap."""
    words = Catalogue.load()
    keymap.name_bound_keys(words, keymap.Keymap.load(keymap.default_keymap())[0])
    named = {
        field
        for text in words.messages.values()
        for _, field, _, _ in string.Formatter().parse(text)
        if field and field.startswith("key_")
    }
    assert named, "no message names a key any more: this test can go"
    assert named <= set(words.fields)


def test_a_rebound_key_is_named_as_bound(tmp_path: Path) -> None:
    user = tmp_path / "keymap.toml"
    user.write_text('[table]\ndraw = ["d"]\n', encoding="utf-8")
    words = Catalogue.load()
    keymap.name_bound_keys(words, keymap.Keymap.load(keymap.default_keymap(), user)[0])
    assert words.text("table.nothing_playable") == "Nothing playable: D draws."
