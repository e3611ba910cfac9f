"""`audio-uno rules`, and the `--rule NAME=VALUE` the commands that play take: each option read with the lobby's words
for its values, and a value the rules refuse said back with why."""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import fields

from .app.files.match_setup import forced_reason
from .app.output.rule_words import number_words, option_description, option_name, range_words, refusal_words
from .app.scenes.lists.rules_document import rules_document
from .cli_words import rule_switch_words
from .engine import OPTIONS, PRESETS, VARIANTS, BadRule, Edition, RuleSet
from .engine.rules import (
    EDITION_DEFAULTS,
    REFUSED,
    SPECS,
    forced_options,
    refused_options,
    without_refused,
)
from .i18n import Catalogue

_DIGITS = 9  # digits of a `--rule` number read as it is: more than any option's range
_TOO_BIG = 10**_DIGITS  # what a longer number is taken as: outside every range
_SHOWN = 24  # characters of a refused `--rule` value said back


def with_rules(rules: RuleSet, texts: list[str], parser: argparse.ArgumentParser, words: Catalogue) -> RuleSet:
    """`rules` with each `--rule NAME=VALUE` set; a value the rules refuse (outside its range, a mercy limit not
    above the hand size) ends the command with why, in the player's language, and status 2."""
    typed: dict[str, str] = {}
    changes: dict[str, object] = {}
    for text in texts:
        name, value = _rule(text, parser, words)
        changes[name], typed[name] = value, _as_typed(text.partition("=")[2].strip())
    try:
        return rules.with_options(**changes)
    except BadRule as refused:
        parser.error(refusal_words(words, refused, typed.get(refused.option)))


def _rule(text: str, parser: argparse.ArgumentParser, words: Catalogue) -> tuple[str, object]:
    """One `--rule NAME=VALUE`: any option of `audio-uno rules`, with one of its values (on and off for a switch,
    a whole number where it takes one; whether it is in the option's range is the rules' to say)."""
    name, _, value = text.partition("=")
    spec = SPECS.get(name.strip())
    if spec is None:
        parser.error(words.text("cli.error.unknown_rule", name=repr(name), rule=repr(text)))
    value = value.strip()
    if spec.choices:
        switch = True in spec.choices
        by_word: dict[str, object] = {**rule_switch_words(words)} if switch else {}
        by_word.update({str(getattr(choice, "value", choice)).lower(): choice for choice in spec.choices})
        if value.lower() in by_word:
            return spec.name, by_word[value.lower()]
        choices = _switch_words(words) if switch else ", ".join(by_word)
    elif re.fullmatch("[0-9]+", value):  # ASCII digits: int() also reads superscripts and other scripts' digits
        # More digits than any range holds: out of it, without reading a number Python may refuse to convert.
        return spec.name, int(value) if len(value) <= _DIGITS else _TOO_BIG
    else:
        parser.error(words.text("cli.error.bad_rule_number", name=spec.name, value=repr(_as_typed(value))))
    parser.error(words.text("cli.error.bad_rule_value", name=spec.name, value=repr(_as_typed(value)), choices=choices))


def _as_typed(value: str) -> str:
    """A value as the player typed it, for the words that refuse it: a very long one cut short (the catalogue takes
    no argument past a thousand characters, and nobody reads that many digits)."""
    return value if len(value) <= _SHOWN else value[: _SHOWN - 1] + "…"


def _switch_words(words: Catalogue) -> str:
    """The values of a rule that is on or off, as `audio-uno rules` shows them: the lobby's words."""
    return words.text("list.separator").join((words.text("lobby.on"), words.text("lobby.off")))


def rules_command(args: argparse.Namespace, parser: argparse.ArgumentParser, words: Catalogue) -> int:
    if args.preset or args.edition or args.rule:
        return _rules_document(args, parser, words)
    catalogue = words
    defaults = RuleSet()
    values = {f.name: getattr(defaults, f.name) for f in fields(RuleSet)}
    print(catalogue.text("cli.rules.options"))
    for option in OPTIONS:
        default = values[option.name]
        shown = default.value if isinstance(default, Edition) else default
        choices = ", ".join(str(getattr(c, "value", c)) for c in option.choices)
        if isinstance(default, bool):  # the lobby's words, not Python's True and False
            shown, choices = catalogue.text("lobby.on" if default else "lobby.off"), _switch_words(catalogue)
        if option.range is not None:  # as the lobby says them: a length in seconds, what 0 means
            shown, choices = number_words(catalogue, option.range, default), range_words(catalogue, option)
            if option.range.unit == "milliseconds":  # kept in milliseconds: --rule takes them so
                choices = catalogue.text("cli.rules.milliseconds", values=choices)
        print(f"\n{option.name} [{shown}] ({choices})")
        described = option_description(catalogue, option, defaults.edition)
        print(f"  {option_name(catalogue, option)}: {described}")
    print("\n" + catalogue.text("cli.rules.presets"))
    for name in PRESETS:
        print(f"  {name}: {catalogue.text(f'preset.{name}')}: {catalogue.text(f'preset.{name}.description')}")
    print("\n" + catalogue.text("cli.rules.variants"))
    for name in VARIANTS:
        print(f"  {name}: {catalogue.text(f'variant.{name}')}")
    print("\n" + catalogue.text("cli.rules.decks"))
    for edition in Edition:
        print(f"  {edition.value}: {catalogue.text(f'lobby.edition.{edition.value}')}")
        for reason in REFUSED.get(edition, {}).values():
            print(f"    {catalogue.text(f'refused.{reason}')}")
        for name in forced_options(edition):  # the rules the deck plays its own way
            print(f"    {catalogue.text(forced_reason(edition, name))}")
        if edition in EDITION_DEFAULTS:  # what choosing it sets, which the player may change
            numbers = {name: value for name, value in EDITION_DEFAULTS[edition].items() if type(value) is int}
            print(f"    {catalogue.text(f'lobby.edition_defaults.{edition.value}', **numbers)}")
    return 0


def _rules_document(args: argparse.Namespace, parser: argparse.ArgumentParser, words: Catalogue) -> int:
    """The rules of one match, a section a rule: its heading, then its body, from the same source as Ctrl+F1."""
    rules = PRESETS[args.preset or "official"]
    if args.edition:
        rules = rules.with_options(edition=Edition(args.edition))
    rules = with_rules(rules, args.rule, parser, words)
    for name in refused_options(rules):
        print(words.text(f"refused.{REFUSED[rules.edition][name]}"), file=sys.stderr)
    sections = rules_document(words, without_refused(rules))
    print("\n\n".join(f"{section.heading}\n  {section.body}" for section in sections))
    return 0
