"""Each rule option's description, as Enter reads it in the lobby and the rules document and `audio-uno rules` print
it, is short enough to hear: at most 50 words in every language, starting with a value as the lobby says it and
saying each of the option's values in the lobby's words; the deck's describes the deck in play only."""

from __future__ import annotations

import pytest

from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.scenes.lists.items import OptionItem
from audiouno.app.scenes.lists.rules_document import rules_document
from audiouno.engine import OPTIONS, Edition, OptionSpec, RuleSet
from audiouno.i18n import LANGUAGES, Catalogue

MAX_WORDS = 50  # about twenty seconds at a screen reader's usual rate


def description(catalogue: Catalogue, spec: OptionSpec, edition: Edition = Edition.CLASSIC) -> str:
    return OptionItem(catalogue, MatchSetup(rules=RuleSet(edition=edition)), spec).description()


def said_values(catalogue: Catalogue, spec: OptionSpec) -> list[str]:
    """The option's values that the lobby says in words (all of a switch's or a choice's; a number's 0 where it
    has words, "no limit"), each as it opens a sentence of the description: "Off:", "Left, clockwise:"."""
    values = list(spec.choices)
    if not values:
        try:
            zero = RuleSet().with_options(**{spec.name: 0})
        except ValueError:  # 0 is not a value of this option
            return []
        words = OptionItem(catalogue, MatchSetup(rules=zero), spec).value_words()
        return [] if any(letter.isdigit() for letter in words) else [f"{words[:1].upper()}{words[1:]}:"]
    found = []
    for value in values:
        words = OptionItem(catalogue, MatchSetup(rules=RuleSet().with_options(**{spec.name: value})), spec)
        said = words.value_words()
        found.append(f"{said[:1].upper()}{said[1:]}:")
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_description_is_50_words_at_most(language: str) -> None:
    catalogue = Catalogue.load(language)
    counted = {
        (spec.name, edition.value): len(description(catalogue, spec, edition).split())
        for spec in OPTIONS
        for edition in Edition
    }
    assert {option: words for option, words in counted.items() if words > MAX_WORDS} == {}
    assert max(counted.values()) > 30  # counted in words, not in descriptions


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_description_opens_with_a_value_and_says_each_as_the_lobby_does(language: str) -> None:
    catalogue = Catalogue.load(language)
    wrong, checked = [], 0
    for spec in (spec for spec in OPTIONS if spec.name != "edition"):
        text = description(catalogue, spec)
        values = said_values(catalogue, spec)
        checked += len(values)
        missing = [value for value in values if value not in text]
        if missing or (values and not text.startswith(tuple(values))):
            wrong.append((spec.name, missing, text[:40]))
    assert wrong == []
    assert checked >= 50  # the switches, the choices and the numbers' words


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_deck_is_described_alone_by_its_name(language: str) -> None:
    """The rules document's deck section, and Enter on the lobby's deck, tell of the deck in play, not all five."""
    catalogue = Catalogue.load(language)
    names = {edition: catalogue.text(f"edition.{edition.value}") for edition in Edition}
    for edition, name in names.items():
        section = rules_document(catalogue, RuleSet(edition=edition))[1]
        assert section.body.startswith(f"{name}:"), section.body
        others = [other for deck, other in names.items() if deck is not edition and other in section.body]
        assert others == [], (edition, others)


def test_the_checks_see_what_they_are_for() -> None:
    """The review's example: the turn timer's description opened with "Desligado:" where the lobby says "não"."""
    catalogue = Catalogue.load("pt-BR")
    timer = next(spec for spec in OPTIONS if spec.name == "turn_timer_s")
    assert said_values(catalogue, timer) == ["Não:"]
    assert not "Desligado: cada um leva o tempo que quiser.".startswith(tuple(said_values(catalogue, timer)))
