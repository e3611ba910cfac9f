"""How much a listener hears going once through the lobby and the options with Down, in each language: a name, a
value and a place for each item, never its description (Enter reads that). The by-ear play-throughs heard 1,300
words for the lobby alone when each item read its description on every pass; today about 7 words an item
(benchmarks/lobby_words.py prints the figures)."""

from __future__ import annotations

import pytest
from list_words import one_pass, open_options
from table_driver import Driver

from audiouno.i18n import LANGUAGES

WORDS_AN_ITEM = 9  # on average over a pass: a name, a value and a place, said briefly


@pytest.mark.parametrize("driver", LANGUAGES, indirect=True)
def test_a_pass_through_the_lobby_and_the_options_says_a_few_words_an_item(driver: Driver) -> None:
    items, passing, described = one_pass(driver)
    assert items > 30 and passing <= WORDS_AN_ITEM * items
    assert described > 3 * passing  # the descriptions are there, on request
    open_options(driver)
    items, passing, _ = one_pass(driver)
    assert items > 20 and passing <= WORDS_AN_ITEM * items
