"""The player's guide, whole, in each language (`docs/`): the parts `tools/write_guides.py` writes from the game (its
keys, rule options, presets, variants and lessons) are as the game has them now, and every key, option and lesson
is in every language's guide; each guide starts the game in its language with the README's own command."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

from audiouno.app.keys.keymap import Keymap, default_keymap
from audiouno.app.keys.places import DECLARED, PLACES
from audiouno.app.output.rule_words import option_description, option_name
from audiouno.app.scenes.tutorial.script import ALL_LESSONS
from audiouno.engine import OPTIONS, PRESETS, VARIANTS, Edition
from audiouno.i18n import LANGUAGES, Catalogue
from test_readme import two_commands

ROOT = Path(__file__).resolve().parents[1]


def write_guides() -> ModuleType:
    spec = importlib.util.spec_from_file_location("write_guides", ROOT / "tools" / "write_guides.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("write_guides", module)
    spec.loader.exec_module(module)
    return module


TOOL = write_guides()


def guide(language: str) -> str:
    return (ROOT / "docs" / TOOL.GUIDES[language]).read_text(encoding="utf-8")


def missing_from(text: str, language: str) -> list[str]:
    """Every key row, rule option, preset, variant and lesson of the game that `text` does not hold."""
    catalogue = Catalogue.load(language)
    keymap, _ = Keymap.load(default_keymap(), declared=DECLARED)
    separator = catalogue.text("list.separator")
    wanted = []
    for place in PLACES:
        for command in keymap.commands(place.place):
            keys = separator.join(TOOL.key_name(catalogue, key) for key in keymap.keys_for(place.place, command))
            wanted.append(f"| {keys} | {catalogue.text(place.help_key(command))} |")
    for spec in OPTIONS:
        wanted.append(f"**{option_name(catalogue, spec)}** (`{spec.name}`")
        wanted += [option_description(catalogue, spec, edition) for edition in Edition]
    wanted += [f"**{catalogue.text(f'preset.{name}')}** (`{name}`)" for name in PRESETS]
    wanted += [f"`{name}`: {catalogue.text(f'variant.{name}')}" for name in VARIANTS]
    wanted += [f"- {catalogue.text(f'lesson.{lesson.name}.title')}\n" for lesson in ALL_LESSONS]
    return [line for line in wanted if line not in text]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_generated_parts_are_as_the_game_has_them(language: str) -> None:
    text = guide(language)
    assert TOOL.written(text, language) == text, "the guide is out of date: run python tools/write_guides.py"
    assert {match["name"] for match in TOOL.PART.finditer(text)} == set(TOOL.parts(language))  # every part


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_option_and_lesson_is_in_the_guide(language: str) -> None:
    assert missing_from(guide(language), language) == []


def test_a_stale_or_incomplete_guide_is_caught() -> None:
    """The checks can fail: a help line changed since the guide was written, and a key row lost from it."""
    text = guide("pt-BR")
    row = next(line for line in text.splitlines() if line.startswith("| Z |"))
    changed = text.replace(row, row.removesuffix(" |") + " e mais alguma coisa |")
    assert TOOL.written(changed, "pt-BR") != changed
    assert missing_from(text.replace(row + "\n", ""), "pt-BR") == [row]


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_guide_starts_the_game_in_its_language_with_the_readmes_command(language: str) -> None:
    play, _ = two_commands()
    commands = re.findall(r"^ {4}(.+)$", guide(language), re.MULTILINE)
    assert f"{play} --lang {language}" in commands
