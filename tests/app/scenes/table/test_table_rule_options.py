"""The drawing, responses and hands options (issue 22) at the table, through the real loop: the keys a player
presses for them and what the player hears."""

from __future__ import annotations

import pytest
from table_driver import SLOW_BOTS, Driver, default_words

from audiouno.engine import OFFICIAL

TEXT = default_words().text


pytestmark = pytest.mark.driver(bot_pace=SLOW_BOTS)


def focus_on(driver: Driver, words: str) -> None:
    """Right until the card is said (the hand is sorted by colour, then number)."""
    driver.press("home")
    for _ in range(12):
        if any(said.startswith(words) for said in driver.press("right") or [""]):
            return
    raise AssertionError(f"no card {words!r} in the hand")


def test_shift_enter_plays_every_card_of_the_number_with_the_focused_one_on_top(driver: Driver) -> None:
    table = driver.sit(OFFICIAL.with_options(same_rank_play=True), [["r7", "b7", "g7", "y2"], ["y1", "y3", "y4"]], "r5")
    focus_on(driver, "green 7")
    said = driver.press("shift+return")
    assert said[:3] == ["You play 3 cards numbered 7: red 7, blue 7 and green 7.", "On top: green 7.", "One card left."]
    assert [card.kind for card in table.match.game.hands[0]] == ["y2"]
    assert table.match.game.colour is not None and table.match.game.colour.value == "green"


def test_shift_enter_says_why_when_it_cannot(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["r7", "b7", "y2"], ["y1", "y3", "y4"]], "r5")
    assert driver.press("shift+return") == [TEXT("illegal.one_card_at_a_time")]


def test_shift_enter_on_a_card_alone_of_its_number(driver: Driver) -> None:
    driver.sit(OFFICIAL.with_options(same_rank_play=True), [["r7", "y2"], ["y1", "y3", "y4"]], "r5")
    focus_on(driver, "yellow 2")
    assert driver.press("shift+return") == [TEXT("table.no_others_of_number", card="yellow 2")]


def test_a_free_draw_keeps_the_turn_and_shift_space_ends_it(driver: Driver) -> None:
    table = driver.sit(OFFICIAL.with_options(free_draws=1), [["r1", "g2", "b3"], ["y1", "y3"]], "r5", pile=["y7"])
    said = driver.press("space")
    assert said[:2] == ["You draw yellow 7.", "No free draws left. Play a card, or Shift Space ends your turn."]
    assert table.match.game.decider == 0
    assert driver.press("shift+space")[0] == "You pass."
    assert table.match.game.current == 1


def test_space_after_the_last_free_draw_ends_the_turn(driver: Driver) -> None:
    table = driver.sit(OFFICIAL.with_options(free_draws=1), [["r1", "g2", "b3"], ["y1", "y3"]], "r5", pile=["y7"])
    driver.press("space")
    assert driver.press("space")[0] == "You pass."
    assert table.match.game.current == 1


def test_must_play_refuses_the_draw_with_the_reason(driver: Driver) -> None:
    driver.sit(OFFICIAL.with_options(must_play=True), [["r1", "g2", "b3"], ["y1", "y3"]], "r5")
    assert driver.press("space") == [TEXT("illegal.must_play")]


def test_drawing_until_playable_is_heard_in_one_sentence(driver: Driver) -> None:
    rules = OFFICIAL.with_options(draw_until_playable=True)
    driver.sit(rules, [["b1", "g2", "b4"], ["y1", "y3"]], "r5", pile=["b3", "g6", "r9"])
    said = driver.press("space")
    assert said[0] == "You draw 3 cards, looking for one to play: blue 3, green 6 and red 9."


def test_force_play_plays_the_drawn_card(driver: Driver) -> None:
    table = driver.sit(OFFICIAL.with_options(force_play=True), [["b1", "g2", "b4"], ["y1", "y3"]], "r5", pile=["r8"])
    said = driver.press("space")
    assert said[:2] == ["You draw red 8.", "You play red 8."]
    assert table.match.game.current == 1


def test_a_bot_turns_the_penalty_away_and_the_player_hears_it(driver: Driver) -> None:
    driver.program.services.settings.bot_pace = 0.5
    rules = OFFICIAL.with_options(stacking="manual", advanced_responses=True)
    driver.sit(rules, [["r+2", "g2", "b3"], ["rs", "y3", "y4"]], "r5", pile=["y1", "y2"], bots="hard")
    driver.press("return")  # the red Draw Two, the first card of the sorted hand
    said = driver.wait(10, until=lambda: any("turns the penalty away" in line for line in driver.texts))
    assert "Ana plays red skip." in said and "Ana turns the penalty away." in said


def test_the_mercy_limit_takes_the_player_out_and_says_so(driver: Driver) -> None:
    hand = ["b1", "b2", "b3", "b4", "b6", "b7", "b8", "b9", "g1"]
    table = driver.sit(OFFICIAL.with_options(max_hand=10), [hand, ["y1", "y3"]], "r5", pile=["y7"])
    said = driver.press("space")
    assert "You have 10 cards: you are out of this round." in said
    assert table.match.game.round_winner == 1  # with two players, the other one is the last in


def test_a_player_out_of_the_round_hears_so_on_any_key_that_plays(driver: Driver) -> None:
    hand = ["b1", "b2", "b3", "b4", "b6", "b7", "b8", "b9", "g1"]
    rules = OFFICIAL.with_options(max_hand=10, interception="identical")
    table = driver.sit(rules, [hand, ["y1", "y3"], ["y4", "y6"]], "r5", pile=["y7"])
    driver.press("space")
    assert table.match.game.in_round and table.match.game.out_of_round[0]
    assert driver.press("return") == [TEXT("illegal.out_of_round")]
    assert driver.press("space") == [TEXT("illegal.out_of_round")]
