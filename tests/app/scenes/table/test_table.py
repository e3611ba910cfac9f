"""Each key of the table, pressed through the real loop with posted key events, heard through a recording speaker.

Tables are arranged (known hands), the player sits at seat 0 and plays first, and the bots' turns are slowed
right down so that nothing moves unless a test lets time pass.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from table_driver import SLOW_BOTS, Driver, default_words

from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.lists.helplist import HelpList
from audiouno.app.scenes.lists.menu import GameMenu
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import HOUSE, MANUAL, OFFICIAL, Edition, Phase
from audiouno.engine.events import CreeperRevealed, Passed, Reaction, ReactionPressed, UnoCalled

TEXT = default_words().text


pytestmark = pytest.mark.driver(bot_pace=SLOW_BOTS)


def kinds(table: TableScene) -> list[str]:
    return [card.kind for card in table.hand.cards]


def focused(table: TableScene) -> str:
    assert table.hand.focus is not None
    return table.hand.focus.kind


# ---------------------------------------------------------------- browsing the hand


def test_arrows_read_the_cards_and_say_which_are_playable(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5", "g7", "b2"], ["y1", "y2", "y3"]], "r9")
    assert kinds(table) == ["r5", "g7", "b2"] and focused(table) == "r5"
    assert driver.press("right") == ["green 7"]
    assert driver.press("right") == ["blue 2"]
    assert driver.press("right") == ["blue 2, last card"]  # the end: read again, with a bump, and which end
    assert driver.cues.played[-1][0] == "menu_back"
    assert driver.press("home") == [TEXT("table.card_playable", card="red 5") + ", first card"]
    assert driver.press("end") == ["blue 2, last card"]  # Home and End always name the edge they land on
    assert driver.press("left") == ["green 7"]
    assert all(said.interrupt for said in driver.speaker.said[-3:])


def test_each_edge_of_the_hand_says_which_it_is_and_the_place_is_an_option(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["r5", "g7", "b2"], ["y1", "y2", "y3"]], "r9")
    assert driver.press("left") == [TEXT("table.card_playable", card="red 5") + ", first card"]
    assert driver.cues.played[-1][0] == "menu_back"
    assert driver.press("home") == [TEXT("table.card_playable", card="red 5") + ", first card"]
    cues = len(driver.cues.played)
    assert driver.press("end") == ["blue 2, last card"]  # moved there: the edge's words, no edge sound
    assert len(driver.cues.played) == cues
    assert driver.press("end") == ["blue 2, last card"]
    assert driver.cues.played[-1][0] == "menu_back"
    driver.program.services.settings.card_position = True
    assert driver.press("left") == ["green 7, 2 of 3"]
    assert driver.press("right") == ["blue 2, 3 of 3"]
    assert driver.press("right") == ["blue 2, 3 of 3"]  # "3 of 3" says the end: not said twice
    assert driver.cues.played[-1][0] == "menu_back"
    assert driver.press("home") == [TEXT("table.card_playable", card="red 5") + ", 1 of 3"]


def test_down_on_the_last_group_says_so_while_cards_follow(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["r5", "g7", "b2", "b4"], ["y1", "y2", "y3"]], "r9")
    assert driver.press("down") == ["green 7"]
    assert driver.press("down") == ["blue 2"]
    said = driver.press("down")  # blue 4 follows: this is the last colour, not the last card
    assert said == ["blue 2, last colour"] and driver.cues.played[-1][0] == "menu_back"
    assert driver.press("right") == ["blue 4"]
    assert driver.press("down") == ["blue 4, last card"]


def test_the_hand_summary_says_the_whole_hand_in_one_press(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["b2", "r5", "w+4", "r1", "r+2", "g7"], ["y1", "y2", "y3"]], "r9")
    said = driver.press("h")
    assert said == ["6 cards: 3 red (1, 5, draw two), 1 green (7), 1 blue (2), 1 wild (wild draw four)."]


def test_a_lone_card_is_the_only_one(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["r5"], ["y1", "y2", "y3"]], "r9")
    assert driver.press("right") == [TEXT("table.card_playable", card="red 5") + ", your only card"]


def test_up_and_down_jump_between_groups_following_the_sort(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5", "g5", "r7", "g2", "w"], ["y1", "y2", "y3"]], "r9")
    assert kinds(table) == ["r5", "r7", "g2", "g5", "w"]
    assert driver.press("down") == ["green 2"]
    assert driver.press("down") == [TEXT("table.card_playable", card="wild")]
    assert driver.press("down") == [TEXT("table.card_playable", card="wild") + ", last card"]  # none after it
    driver.press("shift+h")
    assert kinds(table) == ["g2", "r5", "g5", "r7", "w"]
    driver.press("home")
    assert driver.press("down")[0].startswith("red 5")
    assert driver.press("down")[0].startswith("red 7")
    assert driver.press("up")[0].startswith("red 5")


def test_sort_keys_sort_reverse_and_turn_sorting_off_and_shift_c_is_not_c(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["g5", "r7", "b1", "r2"], ["y1", "y2", "y3"]], "r9")
    assert driver.press("shift+c") == [TEXT("table.sorted_reversed", sort="colour")]
    assert kinds(table) == ["b1", "g5", "r7", "r2"]
    assert driver.press("shift+h") == [TEXT("table.sorted", sort="number")]
    assert kinds(table) == ["b1", "r2", "g5", "r7"]
    assert driver.press("shift+h") == [TEXT("table.sorted_reversed", sort="number")]
    assert kinds(table) == ["r7", "g5", "r2", "b1"]
    assert driver.press("shift+d") == [TEXT("table.sorted", sort="off")]
    assert kinds(table) == ["g5", "r7", "b1", "r2"]
    assert driver.press("shift+c") == [TEXT("table.sorted", sort="colour")]
    assert kinds(table) == ["r2", "r7", "g5", "b1"]


def test_z_and_shift_z_go_to_the_next_and_previous_playable_card(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5", "g7", "b2", "r1", "y9"], ["y1", "y2", "y3"]], "r9")
    assert kinds(table) == ["r1", "r5", "y9", "g7", "b2"]
    assert driver.press("z") == [TEXT("table.card_playable", card="red 5")]
    assert driver.press("z") == [TEXT("table.card_playable", card="yellow 9")]
    assert driver.press("z") == [TEXT("table.card_playable", card="red 1")]  # round again
    assert driver.press("shift+z") == [TEXT("table.card_playable", card="yellow 9")]
    driver.press("space")  # draws (a card that cannot be played), and the turn passes
    assert driver.press("z") == [TEXT("table.nothing_playable_now")]
    assert driver.cues.played[-1][0] == "invalid"


# ---------------------------------------------------------------- playing and drawing


def test_the_turn_prompt_says_how_many_cards_are_playable(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["r5", "g7", "r2"], ["y1", "y2", "y3"]], "r9")
    said = driver.speaker.said
    turn = [i for i, entry in enumerate(said) if entry.text == TEXT("event.turn", who="you")][-1]
    assert not said[turn].interrupt  # the game says it by itself: it waits for the words before it
    # The deal said how many cards each holds, so the turn goes on to what may be played.
    assert TEXT("table.you_hold", count=3) not in [entry.text for entry in said]
    assert said[turn + 1].text == TEXT("table.playable", count=2) and not said[turn + 1].interrupt
    assert ("your_turn", 0.0) in driver.cues.played


def test_enter_plays_the_focused_card_and_the_focus_moves_to_the_nearest(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5", "r7", "g2"], ["y1", "y2", "y3"]], "r9")
    driver.press("right")
    said = driver.press("return")
    assert said[0] == "You play red 7."
    assert driver.speaker.said[-len(said)].interrupt
    assert kinds(table) == ["r5", "g2"] and focused(table) == "g2"
    # Where the next Enter lands is said as part of the answer, before the news that follows it.
    assert said == ["You play red 7.", "Focus on green 2.", "Ana's turn."]
    assert "Focus on green 2." not in table.heard._messages  # an answer: not the game's history
    assert table.game.current == 1
    assert ("card_number", 0.0) in driver.cues.played


def test_an_unplayable_card_is_refused_with_the_reason(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["g5", "r7"], ["y1", "y2", "y3"]], "r9")
    driver.press("end")
    assert driver.press("return") == ["That card does not match: red or 9."]  # and what would
    assert driver.cues.played[-1][0] == "invalid"
    assert kinds(table) == ["r7", "g5"] and table.game.current == 0


def test_space_draws_the_card_is_read_and_focused_then_enter_plays_it_or_space_keeps_it(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["g5", "b7", "y1"], ["y1", "y2", "y3"]], "r9", pile=["r3"])
    said = driver.press("space")
    assert said[:2] == ["You draw red 3.", TEXT("table.drawn_prompt", keep="yes")]
    assert focused(table) == "r3"
    assert table.game.phase is Phase.DRAWN
    driver.press("end")
    assert driver.press("return") == [TEXT("illegal.only_drawn_card")]
    driver.press("z")
    assert focused(table) == "r3"
    assert driver.press("return")[0] == "You play red 3."
    assert "r3" not in kinds(table)


def test_space_after_drawing_a_playable_card_keeps_it(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["g5", "b7", "y1"], ["y1", "y2", "y3"]], "r9", pile=["w"])
    driver.press("space")
    assert focused(table) == "w"
    said = driver.press("space")
    assert said[0] == "You pass."
    assert isinstance(table.game.log[-2], Passed) and "w" in kinds(table) and table.game.current == 1


def test_enter_out_of_turn_is_refused_without_interception(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5", "r7"], ["y1", "y2", "y3"]], "r9")
    driver.press("return")
    assert driver.press("return") == [TEXT("illegal.not_your_turn")]
    assert table.game.current == 1


def test_enter_out_of_turn_with_no_card_to_intercept_says_it_is_not_your_turn(driver: Driver) -> None:
    rules = OFFICIAL.with_options(interception="identical", interception_ms=500)
    table = driver.sit(rules, [["r5", "g7"], ["y1", "y2", "r4"], ["b1", "b2", "b3"]], "r9", dealer=2)
    driver.program.services.settings.bot_pace = 60.0  # Ana thinks for a long while
    driver.press("return")  # red 5
    driver.wait(3.0)  # the moment to intercept the red 5, counted from its words, has passed; it is Ana's turn
    assert table.game.current == 1 and table.game.interception_deadline is None
    assert driver.press("return") == [TEXT("illegal.not_your_turn")]  # not "that card can't intercept"
    assert table.game.totals == [0, 0, 0]


def test_enter_right_after_the_players_own_play_is_no_failed_interception(driver: Driver) -> None:
    rules = OFFICIAL.with_options(interception="identical")
    table = driver.sit(rules, [["r5", "r7", "g2"], ["y1", "y2", "y3"], ["b1", "b2"]], "r9", dealer=2)
    driver.press("return")  # red 5; the window to intercept it is open for the others
    assert table.game.interception_deadline is not None and table.game.current == 1
    said = driver.press("return")  # Enter again, at once, on the red 7 the focus moved to
    assert said == [TEXT("table.own_card_on_top", card="red 5")]
    assert driver.cues.played[-1][0] == "invalid"
    assert table.game.totals == [0, 0, 0] and kinds(table) == ["r7", "g2"]  # nothing played, nothing lost


def test_enter_with_no_card_that_could_intercept_says_why_and_costs_nothing(driver: Driver) -> None:
    rules = OFFICIAL.with_options(interception="identical")
    driver.program.services.settings.bot_pace = 0.3
    hands = [["r5", "g7", "g2"], ["r4", "y2", "y3"], ["b1", "b2", "b3"]]
    table = driver.sit(rules, hands, "r9", dealer=2)
    driver.press("return")  # red 5; Ana answers with her red 4
    driver.wait(8, until=lambda: table.game.current == 2)
    assert table.view.top.kind == "r4" and table.game.interception_deadline is not None  # type: ignore[union-attr]
    assert driver.press("z") == [TEXT("table.nothing_playable_now")]
    said = driver.press("return")
    assert said == [TEXT("table.nothing_intercepts", card="red 4")]
    assert table.game.totals == [0, 0, 0]


def test_a_turn_that_comes_between_two_keys_does_not_turn_an_interception_into_a_play(driver: Driver) -> None:
    rules = OFFICIAL.with_options(interception="identical")
    driver.program.services.settings.bot_pace = 1.0
    table = driver.sit(rules, [["g5", "b4", "g2"], ["g1", "y3"]], "g9", dealer=1)
    driver.press("return")  # green 2; Ana answers with her green 1 after a second
    pressed = driver.clock.now
    for _ in range(40):  # the player looks for a card to intercept with, out of turn, a key every half second
        driver.press("right")
        pressed = driver.clock.now
        driver.wait(0.5, until=lambda: table.game.current == 0)
        if table.game.current == 0:
            break
    assert table.game.current == 0 and driver.clock.now - pressed < 2  # Ana played between two of the keys
    card = table.hand.focus
    said = driver.press("return")
    assert said == [TEXT("table.turn_came", card=table.context.words.card(card))]  # type: ignore[arg-type]
    assert card in table.view.hand  # not played
    driver.wait(3)  # once the turn has been heard, Enter plays
    driver.press("z")
    assert driver.press("return")[0].startswith("You play green")


def test_an_editions_own_card_is_explained_the_first_time_it_acts(driver: Driver) -> None:
    rules = OFFICIAL.with_options(edition=Edition.MINECRAFT)
    pile = ["creeper", "r1", "r2", "r3", "creeper", "b1", "b2", "b3"]
    table = driver.sit(rules, [["g5", "b7"], ["y1", "y2", "y3"]], "r9", pile=pile)
    said = driver.press("space")  # a Creeper from the pile: shown, and three more cards
    assert TEXT("note.creeper_drawn") in said
    assert said.index(TEXT("note.creeper_drawn")) > 0  # after the news it explains
    assert len(table.game.hands[0]) == 6
    creeper = next(card for card in table.game.hands[0] if card.kind == "creeper")
    assert table.narration.notes.notes([CreeperRevealed(0, creeper, 3)]) == []  # once a match, not every time


def test_a_race_starts_with_its_own_sound_alone(driver: Driver) -> None:
    table = driver.sit(OFFICIAL.with_options(buzzer=True), [["buzzer", "g7", "g1"], ["y1", "y2", "y3"]], "r9")
    driver.press("end")
    cues = len(driver.cues.played)
    mark = len(driver.journal)
    driver.press("return")
    assert driver.cues.played[cues:] == [("buzzer", 0.0)]  # not also the card's own sound
    entries = [entry for _, entry in driver.journal[mark + 1 :]]  # after the key
    assert entries[0] == ("buzzer", 0.0)  # the sound before any words
    assert table.game.reaction is not None


def test_enter_out_of_turn_intercepts_or_fails_with_penalty_points(driver: Driver) -> None:
    rules = OFFICIAL.with_options(interception="identical")
    driver.program.services.settings.bot_pace = 0.5
    hands = [["b2", "y5", "b4"], ["b4", "y3", "g1"], ["g9", "g8", "g7"]]
    table = driver.sit(rules, hands, "b9", dealer=2)
    driver.press("z")
    assert focused(table) == "b2"
    driver.press("return")
    # Ana's only match is her blue 4; then it is Bruno's turn, and the player may intercept it.
    driver.wait(8, until=lambda: table.game.current == 2)
    assert table.view.top.kind == "b4"  # type: ignore[union-attr]
    assert driver.press("z") == [TEXT("table.card_playable", card="blue 4")]
    driver.press("home")
    assert focused(table) == "y5"
    said = driver.press("return")
    assert said[0] == " ".join(
        [TEXT("event.interception_failed", who="you", reason=TEXT("illegal.interception_no_match")),
         TEXT("event.penalty_points", count=3)]
    )  # fmt: skip
    assert table.game.totals[0] == -3 and table.game.current == 2
    driver.press("z")
    said = driver.press("return")
    assert said[0].startswith("You intercept with blue 4!")
    assert table.game.current == 1 and kinds(table) == ["y5"]


def test_the_choice_after_a_wild_takes_arrows_numbers_letters_and_lets_uno_through(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["w", "r5"], ["y1", "y2", "y3"]], "r9")
    driver.press("end")
    said = driver.press("return")
    assert said[0].startswith("You play wild.")
    choice = driver.top
    assert isinstance(choice, ChoiceScene)
    assert said[-1].startswith(TEXT("table.choose_colour"))
    assert TEXT("choice.hint") in said[-1]
    assert driver.press("down")[0] == TEXT("choice.item", label="yellow", number=2, count=4)
    assert driver.press("b")[0] == TEXT("choice.item", label="blue", number=4, count=4)
    assert driver.press("escape")[0] == TEXT("menu.title") + " " + TEXT(
        "choice.item", label=TEXT("menu.resume"), number=1, count=3
    )
    assert driver.press("escape") == [
        TEXT("table.choose_colour") + " " + TEXT("choice.item", label="blue", number=4, count=4)
    ]
    assert driver.top is choice
    driver.press("u")  # says UNO while choosing: one card left
    assert isinstance(table.game.log[-1], UnoCalled)
    said = driver.press("3")
    assert said[0] == "You choose green."
    assert table.game.colour.value == "green"  # type: ignore[union-attr]
    assert driver.top is table


def test_a_choice_explains_its_keys_once(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["w", "w", "r1"], ["y1", "y2", "y3"]], "r9")
    driver.press("end")
    assert TEXT("choice.hint") in driver.press("return")[-1]
    driver.press("return")
    driver.wait(SLOW_BOTS + 10, until=lambda: driver.top is not table)
    driver.press("end")
    assert TEXT("choice.hint") not in driver.press("return")[-1]
    assert driver.press("f1")[0].endswith(TEXT("help.choice_typing"))


def test_a_seven_asks_whom_to_swap_with(driver: Driver) -> None:
    rules = OFFICIAL.with_options(seven_swaps=True)
    table = driver.sit(rules, [["r7", "g5", "g6"], ["y1", "y2"], ["b1", "b2", "b3", "b4"]], "r9", dealer=2)
    said = driver.press("return")
    assert said[-1].startswith(TEXT("table.choose_swap"))
    assert TEXT("table.swap_with", name="Ana", count=2) in said[-1]
    assert driver.press("end")[0] == TEXT("choice.item", label=TEXT("table.keep_hand"), number=3, count=3)
    driver.press("1")
    assert table.view.hand_sizes == (2, 2, 4)
    assert kinds(table) == ["y1", "y2"]


def test_while_choosing_whom_to_swap_with_i_is_the_hint_not_a_name(driver: Driver) -> None:
    # Iris, the tenth seat, starts with the hint's letter: the hint wins, other letters still jump to names.
    rules = OFFICIAL.with_options(seven_swaps=True)
    hands = [["r7", "g5", "g6"], *[[f"y{seat}", f"b{seat}"] for seat in range(1, 10)]]
    driver.sit(rules, hands, "r9", dealer=9)
    driver.press("return")
    hint = driver.press("i")
    assert len(hint) == 1 and "Iris" not in hint[0]
    assert driver.press("b")[0].startswith(TEXT("table.swap_with", name="Bruno", count=2))


# ---------------------------------------------------------------- questions about the table


def test_c_v_g_t_s_e_answer_about_the_table(driver: Driver) -> None:
    rules = OFFICIAL.with_options(target_score=200)
    table = driver.sit(rules, [["r5", "g7"], ["y1", "y2", "y3"], ["b1"]], "r9", dealer=2)
    assert driver.press("c") == [TEXT("table.top_card", card="red 9", colour="red")]
    assert driver.press("v") == [TEXT("table.colour", colour="red")]
    assert driver.press("g") == [TEXT("table.no_penalty")]
    assert driver.press("t") == ["Your turn, play goes clockwise, then Ana."]
    assert driver.press("s") == [TEXT("table.scores", scores="You 0, Ana 0, Bruno 0", target=200)]
    assert driver.press("e") == ["You: 2 cards, Ana: 3 cards, Bruno: 1 card"]
    driver.press("return")
    assert driver.press("t") == ["Ana's turn, play goes clockwise, then Bruno."]
    assert table.game.current == 1
    # E goes round from whoever's turn it is; Shift+T adds each player's last card.
    assert driver.press("e") == ["Ana: 3 cards, Bruno: 1 card, You: 1 card"]
    assert driver.press("shift+t") == [
        "In the order of play: Ana, 3 cards; Bruno, 1 card; you, 1 card, last played red 5."
    ]


def test_after_a_reverse_t_e_and_the_review_follow_the_new_direction(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["rr", "g7"], ["y1", "y2", "y3"], ["b1", "b2"], ["g1"]], "r9", dealer=3)
    driver.press("return")  # red reverse: play goes anticlockwise, to the last seat
    assert table.game.current == 3
    assert driver.press("t") == ["Carla's turn, play goes anticlockwise, then Bruno."]
    assert driver.press("e") == ["Carla: 1 card, Bruno: 2 cards, Ana: 3 cards, You: 1 card"]
    review = driver.press("shift+t")[0]
    assert review.startswith("In the order of play: Carla, 1 card; Bruno, 2 cards; Ana, 3 cards; you, 1 card")
    assert review.endswith("last played red reverse.")


def test_ten_players_can_be_followed_round_the_table(driver: Driver) -> None:
    hands = [["r5", "g7"], *[[f"y{seat}", f"b{seat}"] for seat in range(1, 10)]]
    driver.sit(OFFICIAL, hands, "r9", dealer=9)
    driver.press("return")
    names = [TEXT(f"bot.name.{seat}") for seat in range(1, 10)]
    assert driver.press("t") == [f"{names[0]}'s turn, play goes clockwise, then {names[1]}."]
    said = driver.press("e")[0]
    assert said.split(", ")[0] == f"{names[0]}: 2 cards" and said.endswith("You: 1 card")


def test_g_and_c_tell_the_pending_penalty_and_f_challenges(driver: Driver) -> None:
    # Ana plays first (dealer 0, play to the left), and the Draw Four is all she can play: she plays it fairly.
    driver.program.services.settings.bot_pace = 0.1
    table = driver.sit(OFFICIAL, [["r5", "g7"], ["w+4", "y1", "y2"]], "r9", dealer=0)
    said = driver.wait(30, until=lambda: table.game.phase is Phase.PENALTY)
    assert said[-1] == TEXT("table.penalty_prompt", count=4) + " " + TEXT("table.challenge_prompt")
    assert driver.press("g") == [TEXT("table.penalty", who="you", count=4)]
    assert driver.press("c")[0].endswith(TEXT("table.penalty", who="you", count=4))
    said = driver.press("f")
    assert said[0].startswith(TEXT("event.challenge", who="you", verdict="innocent", target="Ana"))
    assert len(table.game.hands[0]) == 8 and table.game.current == 1


def test_f_says_the_rule_is_off_when_challenges_are_off(driver: Driver) -> None:
    driver.sit(MANUAL, [["r5", "g7"], ["y1", "y2", "y3"]], "r9", dealer=1)
    assert driver.press("f") == [TEXT("table.challenge_off")]


def test_u_says_uno_or_catches_or_says_nobody(driver: Driver) -> None:
    rules = OFFICIAL.with_options(seven_swaps=True)
    table = driver.sit(rules, [["r7", "g5"], ["y1", "y2", "y3"]], "r9")
    assert driver.press("u") == [TEXT("event.uno", who="you")]
    assert driver.press("u") == [TEXT("table.nobody_to_catch")]
    driver.press("return")  # red 7, then swap with Ana: she now holds one card, and must say UNO anew
    driver.press("1")
    assert len(table.game.hands[1]) == 1
    said = driver.press("u")
    assert said[0] == "You catch Ana without UNO!"
    assert len(table.game.hands[1]) == 3


@pytest.mark.driver(bot_pace=SLOW_BOTS, audio="disk")  # a sound heard: the race runs from it
def test_b_presses_the_buzzer_and_says_when_there_is_none(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5", "g7"], ["y1", "y2", "y3"]], "r9")
    assert driver.press("b") == [TEXT("table.buzzer_off")]
    driver.program.control.pop(table)
    rules = OFFICIAL.with_options(buzzer=True)
    table = driver.sit(rules, [["buzzer", "g7", "g1"], ["y1", "y2", "y3"]], "r9")
    driver.press("end")
    said = driver.press("return")
    assert TEXT("event.reaction.buzzer", who="you") in said
    assert ("buzzer", 0.0) in driver.cues.played
    driver.wait(0.1)
    said = driver.press("b")
    assert said[0] == TEXT("event.pressed", who="you", seconds=0.1)
    presses = [event for event in table.game.log if isinstance(event, ReactionPressed)]
    assert [(press.kind, press.player) for press in presses] == [(Reaction.BUZZER, 0)]
    assert presses[0].seconds == pytest.approx(0.1)


@pytest.mark.driver(bot_pace=SLOW_BOTS, audio="disk")  # a sound heard: the race runs from it
def test_slap_on_a_nine(driver: Driver) -> None:
    rules = HOUSE.with_options(interception="off")
    table = driver.sit(rules, [["r9", "g7", "g1"], ["y1", "y2", "y3"]], "r5")
    said = driver.press("return")
    assert TEXT("event.reaction.slap", who="you") in said
    said = driver.press("b")
    assert said[0] == TEXT("event.pressed", who="you", seconds=0.0)
    assert ReactionPressed(Reaction.SLAP, 0, 0.0) in table.game.log  # type: ignore[operator]


# ---------------------------------------------------------------- messages, help, settings


def test_history_keys_browse_and_r_repeats(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5", "g7"], ["y1", "y2", "y3"]], "r9")
    history = table.heard
    before = list(history._messages)
    assert before[-1] == TEXT("event.turn", who="you")
    driver.press("c")
    driver.press("right")
    assert list(history._messages) == before  # answers to the player's own keys are not the game's events
    assert driver.press("r") == [before[-1]]
    assert driver.press("comma") == [before[-2]]
    assert driver.press("comma") == [before[-3]]
    assert driver.press("period") == [before[-2]]
    assert driver.press("shift+comma") == [before[0]]
    assert driver.press("comma") == [before[0]]
    assert driver.cues.played[-1][0] == "menu_back"
    assert driver.press("shift+period") == [before[-1]]
    assert list(history._messages) == before  # reading the history adds nothing to it
    assert not any(TEXT("lobby.title") in line for line in before)  # nor does the lobby the match came from


def test_f1_says_what_the_keys_do_here(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5", "g7"], ["y1", "y2", "y3"]], "r9")
    (opening,) = driver.press("f1")
    first = TEXT("choice.item", label="Left: previous card", number=1, count=46)
    assert opening.startswith(f"{TEXT('help.table_intro')} {first}")
    assert isinstance(driver.top, HelpList) and table.time.paused  # the game waits while the keys are read
    items = [opening] + [driver.press("down")[0] for _ in range(45)]
    for words in ("Shift C: sort by colour, again to reverse,", "Comma: older message,", "F5: bots faster,",
                  "H: your whole hand in one sentence", "Shift T: the table in the order of play",
                  "Shift Enter or Shift Keypad Enter: play every card of this number",
                  "Shift Space: end your turn", "Control T: the time left on the turn timer",
                  "O: the other side of the card", "I: a hint", "P: how many points",
                  "Control P: switch speech detail"):  # fmt: skip
        assert any(item.startswith(words) for item in items), words
    assert driver.press("down")[0].startswith("Escape: the menu, 46 of 46")  # the end: it stays, with a bump
    assert driver.cues.played[-1][0] == "menu_back"
    assert driver.press("home")[0].startswith("Left: previous card, 1 of 46")
    back = TEXT("menu.back_to_game") + " Your turn, play goes clockwise, then Ana."
    assert driver.press("escape") == [back]  # back at the table, and it says so
    assert driver.top is table and not table.time.paused
    driver.press("f1")
    assert driver.press("return") == [back]  # Enter leaves the list too: no dead end
    assert driver.top is table
    assert driver.press("x") == [TEXT("table.no_such_key", pressed="X")]  # a key that does nothing says so
    assert driver.press("shift+x") == [TEXT("table.no_such_key", pressed="Shift X")]
    assert driver.press("alt+tab") == [] and driver.press("ctrl+q") == []  # shortcuts meant for elsewhere


def test_f2_f3_change_the_cue_volume_and_f4_f5_the_bots_pace(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["r5", "g7"], ["y1", "y2", "y3"]], "r9")
    driver.program.services.settings.bot_pace = 1.2
    assert driver.press("f2") == [TEXT("table.cue_volume", percent=70)]
    assert driver.cues.volume == pytest.approx(0.7)
    assert driver.press("f3") == [TEXT("table.cue_volume", percent=80)]
    # The wait as it will be felt: the pace after the words of a typical move ("Ana plays green 7, and Bruno draws
    # two cards.": 9 words, 2.45 s at 220 words a minute).
    assert driver.press("f4") == [TEXT("table.bot_pace", seconds=1.6, wpm=220, felt=4.1)]
    assert driver.press("f5") == [TEXT("table.bot_pace", seconds=1.2, wpm=220, felt=3.7)]
    assert driver.press("f5") == [TEXT("table.bot_pace", seconds=0.8, wpm=220, felt=3.3)]


def test_held_keys_repeat_only_where_that_is_safe(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5", "r6", "r7"], ["y1", "y2", "y3"]], "r9")
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    driver.program.step()
    assert kinds(table) == ["r5", "r6"]  # Right moved twice, to the red 7; Enter played it once
    assert table.game.current == 1


def test_escape_opens_the_menu_the_game_waits_and_leaving_asks_first(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5", "g7"], ["y1", "y2", "y3"]], "r9")
    driver.program.services.settings.bot_pace = 0.5
    driver.press("return")
    said = driver.press("escape")
    assert said[0].startswith(TEXT("menu.title"))
    assert isinstance(driver.top, GameMenu)
    driver.wait(5)
    assert table.game.current == 1  # the game waited
    driver.press("escape")
    assert driver.last == TEXT("menu.back_to_game") + " Ana's turn, play goes clockwise, then you."
    driver.wait(4)
    assert table.game.current == 0  # and goes on
    driver.press("escape")
    driver.press("down")
    said = driver.press("return")
    assert said[-1].startswith(TEXT("menu.leave_question"))
    driver.press("return")  # No comes first
    assert driver.top is table
    driver.press("escape")
    driver.press("down")
    driver.press("return")
    driver.press("down")
    said = driver.press("return")
    assert said[-1].startswith(TEXT("lobby.back"))
    assert isinstance(driver.top, LobbyScene) and len(driver.program.control.stack) == 2  # over the main menu


def test_in_penalty_scoring_s_says_the_lowest_score_wins(driver: Driver) -> None:
    driver.sit(MANUAL.with_options(target_score=300), [["r5", "g7"], ["y1", "y2", "y3"]], "r9")
    assert driver.press("s") == ["Scores: You 0, Ana 0. Limit 300: the lowest score wins."]


def test_round_end_then_enter_deals_the_next_round(driver: Driver) -> None:
    rules = OFFICIAL.with_options(target_score=1000)
    table = driver.sit(rules, [["r5"], ["y1", "y2", "y3"]], "r9")
    said = driver.press("return")
    assert TEXT("event.round_won", who="you") in " ".join(said)
    assert said[-2] == TEXT("table.scores", scores="You 6, Ana 0", target=1000)
    assert said[-1] == TEXT("table.next_round_prompt")
    assert table.game.phase is Phase.ROUND_OVER
    assert driver.press("c") == [TEXT("table.top_card", card="red 5", colour="red")]
    said = driver.press("return")
    assert said[0].startswith("Round 2.")
    assert table.game.in_round


def test_match_end_then_enter_goes_back_to_the_lobby(driver: Driver) -> None:
    rules = OFFICIAL.with_options(target_score=50)
    table = driver.sit(rules, [["r5"], ["ys", "yr", "y+2"]], "r9")  # 60 points: the match is won
    said = driver.press("return")
    assert TEXT("event.match_won", who="you", count=0) in " ".join(said)
    assert said[-1] == TEXT("table.match_over_to", place="lobby")
    assert table.game.phase is Phase.MATCH_OVER
    said = driver.press("return")
    assert said[0].startswith(TEXT("lobby.back"))


# ---------------------------------------------------------------- the same keys in each language

EXPECTED = {
    "en": [
        "3 cards: 1 red (draw two), 1 green (4), 1 wild (wild).",
        "In the order of play: Ana, 3 cards; you, 3 cards, last played red 1.",
        "Not your turn: red 1 on top is your own card.",
        "Ana's turn, play goes clockwise, then you.",
    ],
    "pt-BR": [
        "3 cartas: 1 vermelha (Mais dois), 1 verde (4), 1 coringa (Coringa).",
        "Na ordem do jogo: Júlia, 3 cartas; você, 3 cartas, última carta jogada: o 1 vermelho.",
        "Não é a sua vez: o 1 vermelho na mesa é carta sua.",
        "Vez de Júlia, sentido horário; depois, você.",
    ],
    "es": [
        "3 cartas: 1 roja (Roba dos), 1 verde (4), 1 comodín (Comodín).",
        "En el orden de juego: Lucía, 3 cartas; tú, 3 cartas, última carta jugada: 1 rojo.",
        "No es tu turno: 1 rojo en la mesa es tu propia carta.",
        "Turno de Lucía, sentido horario; después, tú.",
    ],
}


@pytest.mark.parametrize("language", list(EXPECTED))
def test_the_new_keys_and_answers_in_each_language(language: str) -> None:
    driver = Driver(language=language)
    driver.program.services.settings.bot_pace = SLOW_BOTS
    try:
        rules = OFFICIAL.with_options(interception="identical")
        driver.sit(rules, [["r1", "r+2", "w", "g4"], ["y1", "y2", "y3"]], "r9")
        driver.press("return")  # red 1: Ana's turn, and the window to intercept it open for her
        answers = [driver.press(key) for key in ("h", "shift+t", "return", "t")]
        assert answers == [[line] for line in EXPECTED[language]]
    finally:
        driver.close()


def test_the_hand_summary_reads_the_hand_while_a_colour_is_chosen(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["w", "r5", "b2"], ["y1", "y2", "y3"]], "r9")
    driver.press("end")  # the wild, sorted last
    driver.press("return")
    choice = driver.top
    assert isinstance(choice, ChoiceScene)
    assert driver.press("h") == ["2 cards: 1 red (5), 1 blue (2)."]  # to choose the colour, know the hand
    assert driver.top is choice  # the choice is still waiting


def test_the_new_keys_can_be_bound_elsewhere(tmp_path: Path) -> None:
    keymap = tmp_path / "keymap.toml"
    keymap.write_text('[table]\nhand_summary = ["j"]\ntable_review = ["k"]\n', encoding="utf-8")
    driver = Driver(user_keymap=keymap)
    driver.program.services.settings.bot_pace = SLOW_BOTS
    try:
        driver.sit(OFFICIAL, [["r5", "g7"], ["y1", "y2", "y3"]], "r9")
        assert driver.press("j") == ["2 cards: 1 red (5), 1 green (7)."]
        assert driver.press("k") == ["In the order of play: you, 2 cards; Ana, 3 cards."]
        assert driver.press("h") == [TEXT("table.no_such_key", pressed="H")]  # H is free again
    finally:
        driver.close()
