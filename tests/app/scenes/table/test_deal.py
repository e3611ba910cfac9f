"""The start of a match as a listener takes it in: who deals and why in one sentence, how many cards, the first
card and whose turn; every card of the dealer draw in the history and on the D key."""

from __future__ import annotations

import pytest
from table_driver import Driver, default_words

from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import OFFICIAL
from audiouno.engine.events import DealerChosen

TEXT = default_words().text


pytestmark = pytest.mark.driver(seed=9)


def test_the_first_words_say_who_deals_and_why_then_the_first_card_and_whose_turn(driver: Driver) -> None:
    said = driver.press("return")  # the lobby's Enter starts the match
    table = driver.top
    assert isinstance(table, TableScene)
    draw = next(event for event in table.match.game.log or [] if isinstance(event, DealerChosen))
    highest = next(card for seat, card in reversed(draw.draws) if seat == draw.dealer)
    who = "you" if draw.dealer == 0 else "other"
    card = table.context.words.card(highest)
    name = table.names[draw.dealer]
    assert said[0] == TEXT("event.dealer_highest", who=who, player=name, card=card, cards=7)
    assert driver.speaker.said[-len(said)].interrupt  # it answers the Enter: the lobby's words stop
    assert said[1].startswith("First card: ")
    assert said[-1].endswith("turn.") or said[-1].endswith("playable.")
    assert len(" ".join(said).split()) <= 20  # short enough to hear in a few seconds
    full = table.context.words.dealer_draws(draw)
    assert full.startswith("Cards drawn for the deal: ") and full not in said  # not said unasked
    assert full in driver.program.voice.history._messages  # but in the history
    assert TEXT("table.welcome", opponents=", ".join(table.names[1:])) in driver.program.voice.history._messages
    assert driver.press("d") == [full]


def test_an_arranged_deal_says_there_was_no_draw(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["r1", "r2"], ["g1", "g2"]], "r9")
    assert driver.press("d") == [TEXT("event.dealer_draw_none")]
