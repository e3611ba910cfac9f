"""Write the generated parts of the player's guides, `docs/guide.en.md`, `docs/guia.pt-BR.md` and `docs/guia.es.md`,
so that no key, rule option or lesson can be missing from a language.

The parts, each in the guide's language and from the game's own sources:

- `keys:<place>`: a table of the place's commands (the table, the lobby, the options, the other lists, practice,
  a drill, calibration, and the window's keys that work everywhere), each with its default keys from
  `keymaps/default.toml` and what it does in the words F1 says (the catalogue's `help-<place>-<command>`);
- `presets`, `options` and `variants`: every rules preset, rule option (the deck's by deck) and `--variants` name,
  with the names and descriptions the lobby, the rules document and `audio-uno rules` say;
- `lessons`: every lesson, by the title the Lessons list says.

Each part sits between two marker comments, `<!-- generated: NAME -->` and `<!-- end generated: NAME -->`; the
words around them are the guide's own, written by hand. Run `python tools/write_guides.py` (from any directory)
to rewrite the parts after a key, an option, a lesson or their words change; `--check` only says which guides
are out of date, with exit status 1 (tests/test_guides.py fails on the same).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the scenes' modules import pygame

from audiouno.app.keys.keymap import Keymap, default_keymap, key_words
from audiouno.app.keys.places import DECLARED, PLACES
from audiouno.app.output.rule_words import option_description, option_name
from audiouno.app.scenes.tutorial.script import ALL_LESSONS
from audiouno.engine import OPTIONS, PRESETS, VARIANTS, Edition
from audiouno.i18n import LANGUAGES, Catalogue

DOCS = Path(__file__).resolve().parents[1] / "docs"
GUIDES = {"en": "guide.en.md", "pt-BR": "guia.pt-BR.md", "es": "guia.es.md"}
# A key table's two column headings: the only words here, as a table's head cannot sit outside its part.
HEADINGS = {"en": ("Key", "What it does"), "pt-BR": ("Tecla", "O que faz"), "es": ("Tecla", "Qué hace")}
PART = re.compile(r"(<!-- generated: (?P<name>[\w:-]+) -->\n)(?P<body>.*?)(<!-- end generated: (?P=name) -->)", re.S)


def key_name(catalogue: Catalogue, key: str) -> str:
    """A key as the guide writes it: its spoken words joined by "+" ("Control+F1", "Shift+Vírgula")."""
    return "+".join(key_words(catalogue, part) for part in key.split("+"))


def key_table(catalogue: Catalogue, keymap: Keymap, place: str) -> str:
    key, does = HEADINGS[catalogue.language]
    rows = [f"| {key} | {does} |", "| --- | --- |"]
    separator = catalogue.text("list.separator")
    for command in keymap.commands(place):
        keys = separator.join(key_name(catalogue, name) for name in keymap.keys_for(place, command))
        rows.append(f"| {keys} | {catalogue.text(f'help.{place}.{command}')} |")
    return "\n".join(rows)


def options_list(catalogue: Catalogue) -> str:
    """Every rule option: its name as the lobby says it, its name for `--rule` (with its values' names where it
    takes words other than on and off), and its description; the deck's description is one per deck, each under
    the deck's name for `--edition`, and so is an option's that a deck plays its own way."""
    lines = []
    for spec in OPTIONS:
        name = option_name(catalogue, spec)
        if spec.name == "edition":
            lines.append(f"- **{name}** (`{spec.name}`):")
            lines += [f"  - `{edition.value}`: {option_description(catalogue, spec, edition)}" for edition in Edition]
            continue
        words = [str(value) for value in spec.choices if not isinstance(value, bool)]
        named = f"`{spec.name}`: " + catalogue.text("list.separator").join(f"`{word}`" for word in words)
        described = option_description(catalogue, spec, Edition.CLASSIC)
        lines.append(f"- **{name}** ({named if words else f'`{spec.name}`'}): {described}")
        for edition in Edition:  # a deck that plays the option its own way (No Mercy's 7 must swap)
            own = option_description(catalogue, spec, edition)
            if own != described:
                lines.append(f"  - `{edition.value}`: {own}")
    return "\n".join(lines)


def parts(language: str) -> dict[str, str]:
    """Each generated part of the language's guide, by name."""
    catalogue = Catalogue.load(language)
    keymap, _ = Keymap.load(default_keymap(), declared=DECLARED)
    found = {f"keys:{place.place}": key_table(catalogue, keymap, place.place) for place in PLACES}
    found["presets"] = "\n".join(
        f"- **{catalogue.text(f'preset.{name}')}** (`{name}`): {catalogue.text(f'preset.{name}.description')}"
        for name in PRESETS
    )
    found["options"] = options_list(catalogue)
    found["variants"] = "\n".join(f"- `{name}`: {catalogue.text(f'variant.{name}')}" for name in VARIANTS)
    found["lessons"] = "\n".join(f"- {catalogue.text(f'lesson.{lesson.name}.title')}" for lesson in ALL_LESSONS)
    return found


def written(text: str, language: str) -> str:
    """The guide `text` with every generated part as the sources say it now."""
    wanted = parts(language)
    unknown = [match["name"] for match in PART.finditer(text) if match["name"] not in wanted]
    if unknown:
        raise ValueError(f"the {language} guide has parts this script does not write: {', '.join(unknown)}")
    return PART.sub(lambda match: f"{match[1]}{wanted[match['name']]}\n{match[4]}", text)


def main(arguments: list[str]) -> int:
    stale = []
    for language in LANGUAGES:
        guide = DOCS / GUIDES[language]
        text = guide.read_text(encoding="utf-8")
        new = written(text, language)
        if new != text:
            stale.append(guide.name)
            if "--check" not in arguments:
                guide.write_text(new, encoding="utf-8")
    if stale:
        print(("Out of date: " if "--check" in arguments else "Written: ") + ", ".join(stale))
    return 1 if stale and "--check" in arguments else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
