"""Menus and words, as a Brazilian and a Mexican player met them: the main menu keeps one length with or without a
saved match, the rules document of a No Mercy table says what that table plays (the 7 must swap, drawing goes on
until a card can be played), no option bears the name of a card of the deck in play, and the two options about hints
have names of their own."""

from __future__ import annotations

import pytest
from table_driver import Driver

from audiouno.app.output.rule_words import option_name
from audiouno.app.output.words import card_name_key
from audiouno.app.scenes.lists.rules_document import rules_document
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.options.describer import KeyDescriber
from audiouno.app.scenes.options.items import option_items
from audiouno.engine import OFFICIAL, OPTIONS, Edition
from audiouno.engine.cards import new_deck
from audiouno.engine.rules import for_edition
from audiouno.i18n import LANGUAGES, Catalogue

pytestmark = pytest.mark.driver(start="menu", files=True, language="pt-BR")


def test_the_main_menu_keeps_one_length_and_eight_is_always_the_same_item(driver: Driver) -> None:
    """Without a save and with one (a match left at the table), "8" is the key describer, never Quit."""
    menu = driver.top
    assert isinstance(menu, MainMenu)
    say = driver.program.services.catalogue.text
    before = [option.value.name for option in menu.options]
    driver.press("3")  # New match
    driver.press("ctrl+return")  # start it
    driver.press("escape")
    driver.press("down")  # leave the match
    driver.press("return")
    driver.press("down")  # yes
    driver.press("return")
    driver.press("escape")  # out of the lobby
    assert driver.top is menu and driver.program.services.files.exists("match.json")
    assert [option.value.name for option in menu.options] == before and len(before) == 10
    assert menu.options[1].label == say("main.continue", saved="yes")
    driver.press("8")
    assert isinstance(driver.top, KeyDescriber)


@pytest.mark.parametrize("language", ["es", "pt-BR"])
def test_the_rules_document_of_a_no_mercy_table_says_what_that_table_plays(language: str) -> None:
    catalogue = Catalogue.load(language)
    no_mercy = for_edition(OFFICIAL, Edition.NO_MERCY)
    document = {section.heading: section.body for section in rules_document(catalogue, no_mercy)}
    basics = document[catalogue.text("rules.document.basics")]
    assert basics == catalogue.text("rules.document.basics.body", draw="until")
    name = catalogue.text("option.seven_swaps")
    seven = next(body for heading, body in document.items() if heading.startswith(name))
    assert seven.startswith(catalogue.text("option.seven_swaps.description", edition="no_mercy"))
    keep = {"es": "quedarse con la suya", "pt-BR": "ficar com a sua"}[language]
    assert keep not in seven  # the 7 must swap


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("edition", list(Edition), ids=lambda edition: edition.value)
def test_no_option_bears_the_name_of_a_card_of_the_deck_in_play(language: str, edition: Edition) -> None:
    catalogue = Catalogue.load(language)
    """"Salta a todos" was a rule and a card of the Flip deck at once. The buzzer option is named by the cards it
    adds, which is what it does."""
    faces = [face for card in new_deck(edition, True) for face in (card, card.other) if face is not None]
    cards = {catalogue.text(card_name_key(face), colour="").strip().casefold() for face in faces}
    names = {option_name(catalogue, spec).casefold() for spec in OPTIONS if spec.name != "buzzer"}
    assert not names & cards


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_option_of_the_options_list_has_a_name_of_its_own(language: str, driver: Driver) -> None:
    catalogue = Catalogue.load(language)
    labels = [item.label().split(":")[0] for item in option_items(catalogue, driver.program.services.settings, print)]
    assert len(labels) == len(set(labels)), sorted(label for label in labels if labels.count(label) > 1)
