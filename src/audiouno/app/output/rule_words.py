"""A rule option's number in words, its range, and why the rules refuse a value: what the lobby, the rules document
and the command line say, all read from the option's own range (`engine.rules.OptionSpec.range`)."""

from __future__ import annotations

from ...engine import BadRule, Edition, RuleProblem
from ...engine.rules import SPECS, NumberRange, OptionSpec
from ...i18n import Catalogue


def option_name_key(spec: OptionSpec) -> str:
    return f"option.{spec.name}"


def option_description_key(spec: OptionSpec) -> str:
    return f"option.{spec.name}.description"


def option_name(catalogue: Catalogue, spec: OptionSpec) -> str:
    return catalogue.text(option_name_key(spec))


def option_description(catalogue: Catalogue, spec: OptionSpec, edition: Edition) -> str:
    """What the option does, told for `edition` (a deck may change it: No Mercy's 7 must swap)."""
    return catalogue.text(option_description_key(spec), edition=edition.value)


def value_words(catalogue: Catalogue, spec: OptionSpec, value: object) -> str:
    """An option's value as the lobby says it: on or off, a deck with what its own cards do, a choice's words, a
    number (`number_words`)."""
    if isinstance(value, bool):
        return catalogue.text("lobby.on" if value else "lobby.off")
    if isinstance(value, Edition):
        return catalogue.text(f"lobby.edition.{value.value}")
    if isinstance(value, str):
        return catalogue.text(f"lobby.value.{spec.name}.{value}")
    assert spec.range is not None and isinstance(value, int)
    return number_words(catalogue, spec.range, value)


def number_words(catalogue: Catalogue, span: NumberRange, value: int) -> str:
    """A whole-number option's value: what its 0 means where it means something ("off"), seconds for a length."""
    if value == 0 and span.zero is not None:
        return catalogue.text(f"lobby.{span.zero}")
    if span.unit == "milliseconds":
        return catalogue.text("lobby.seconds", seconds=value / 1000)
    if span.unit == "seconds":
        return catalogue.text("lobby.seconds", seconds=value)
    return catalogue.text("lobby.number", value=value)


def range_words(catalogue: Catalogue, spec: OptionSpec) -> str:
    """The values an option takes: "off, or from 5 seconds to 300 seconds"; its choices for an option that has."""
    span = spec.range
    if span is None:
        return catalogue.text("list.separator").join(value_words(catalogue, spec, choice) for choice in spec.choices)
    low, high = number_words(catalogue, span, span.low), number_words(catalogue, span, span.high)
    return catalogue.text("rule.range", low=low, high=high, zero=span.zero or "none")


def refusal_words(catalogue: Catalogue, refused: BadRule, typed: str | None = None) -> str:
    """Why the rules refuse `refused`'s value, with the values they take; `typed`: the value as the player wrote it
    (on the command line), said instead of the number's own words."""
    spec = SPECS[refused.option]
    value = refused.value
    if typed is not None:
        shown = typed
    elif refused.reason is RuleProblem.OUT_OF_RANGE or refused.reason is RuleProblem.NOT_ABOVE_HAND:
        shown = number_words(catalogue, spec.range, value)  # type: ignore[arg-type]  # a whole number, in a range
    else:
        shown = repr(value)  # not one of the option's values: as it was given
    name = option_name(catalogue, spec)
    if refused.reason is RuleProblem.NOT_ABOVE_HAND:
        return catalogue.text("rule.refused.not_above_hand", name=name, value=shown, hand=refused.details["hand"])
    return catalogue.text(
        f"rule.refused.{refused.reason.value}", name=name, value=shown, values=range_words(catalogue, spec)
    )
