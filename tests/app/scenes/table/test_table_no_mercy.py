"""UNO No Mercy at the table, by keys, as the player meets each of its cards: a Discard All laid, the colour
roulette falling on them (the question, then the cards drawn until the colour came), a Draw Six answered with a
Draw Ten, a stack that puts a bot over the mercy limit, the 7 that must swap, and the top card and hand read
with the new cards in them; the player browses and asks while the bot plays."""

from __future__ import annotations

import re

from table_driver import Driver, default_words

from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import OFFICIAL, Edition, Phase
from audiouno.engine.rules import for_edition

TEXT = default_words().text
NO_MERCY = for_edition(OFFICIAL, Edition.NO_MERCY)
BOT_FIRST = 0  # the dealer: with play to the left, seat 1 (the bot) starts


def focus(driver: Driver, table: TableScene, kind: str) -> None:
    """Move along the hand with the arrow keys to the card of `kind`, as a player listening for it would."""
    driver.press("home")
    for _ in range(len(table.hand.cards)):
        if table.hand.focus is not None and table.hand.focus.kind == kind:
            return
        driver.press("right")
    raise AssertionError(f"no {kind} in the hand")


def cards(table: TableScene, *kinds: str) -> str:
    """The cards' names as the game says them, listed."""
    words = table.context.words
    return words.listed([words.card(next(c for c in table.game.deck if c.kind == kind)) for kind in kinds])


def test_a_discard_all_lays_every_card_of_its_colour_and_says_which(driver: Driver) -> None:
    table = driver.sit(NO_MERCY, [["rda", "r5", "rs", "g2", "b7"], ["y1", "y2", "y3"]], "r9")
    focus(driver, table, "rda")
    said = " ".join(driver.press("return"))
    assert TEXT("event.played", who="you", player="You", card=TEXT("card.discard_all", colour="red")) in said
    discarded = [card.kind for card in table.game.discard[-3:-1]]
    assert sorted(discarded) == ["r5", "rs"] and table.game.discard[-1].kind == "rda"  # the Discard All on top
    assert TEXT("event.discarded", who="you", player="You", count=2, cards=cards(table, *discarded)) in said
    assert ("card_discard_all", 0.0) in driver.cues.played and ("discard_all", 0.0) in driver.cues.played
    assert sorted(card.kind for card in table.game.hands[0]) == ["b7", "g2"]
    assert TEXT("note.discard_all") in " ".join(driver.texts)  # the first time, what the card does
    assert driver.press("h")[0].startswith(TEXT("table.cards", count=2))


def test_the_colour_roulette_asks_the_player_and_draws_until_the_colour_comes(driver: Driver) -> None:
    """The bot spins the roulette at the player, who browses the hand and asks for the top card while the bot
    plays; then the question says what follows, and the cards drawn are named."""
    table = driver.sit(NO_MERCY, [["g5", "b6"], ["wcr", "b1", "b2"]], "y9", pile=["b3", "g4", "r2"], dealer=BOT_FIRST)
    driver.press("right")  # browsing while the bot thinks
    driver.press("c")
    driver.wait(30, until=lambda: isinstance(driver.top, ChoiceScene))
    question = driver.top
    assert isinstance(question, ChoiceScene)
    said = " ".join(driver.texts)
    assert TEXT("event.roulette", who="you", player="You") in said
    assert TEXT("table.choose_roulette_colour") in said
    assert table.game.phase is Phase.CHOOSE_COLOUR and table.game.decider == 0
    # The top-card key, asked in the middle of the question, says who names the colour.
    assert TEXT("table.roulette", who="you", name="You") in driver.press("c")[0]
    driver.press("1")  # red, the first colour
    assert sorted(card.kind for card in table.game.hands[0]) == ["b3", "b6", "g4", "g5", "r2"]
    said = " ".join(driver.texts)
    assert TEXT("event.drew", who="you", player="You", cards=cards(table, "b3", "g4", "r2"), count=3) in said
    assert ("roulette", 0.0) in driver.cues.played
    assert TEXT("event.skipped", who="you", player="You") in said  # and the turn is lost


def test_a_roulette_colour_left_unnamed_under_the_turn_timer_is_named_for_the_player(driver: Driver) -> None:
    """The player lets the roulette's question run past the turn timer: the colour they hold most of is named for
    them, said once, the cards drawn follow, and the question closes (Enter is the table's again)."""
    rules = NO_MERCY.with_options(turn_timer_s=5)
    table = driver.sit(
        rules, [["g5", "g6", "b6"], ["wcr", "b1", "b2"]], "y9", pile=["b3", "r2", "g4"], dealer=BOT_FIRST
    )
    driver.wait(30, until=lambda: isinstance(driver.top, ChoiceScene))
    mark, asked = driver.mark(), driver.clock.now
    driver.wait(60, until=lambda: table.game.phase is not Phase.CHOOSE_COLOUR)
    assert driver.clock.now - asked < 30  # the question's words, then the 5 seconds
    driver.wait(10)  # the draw heard
    said = driver.since(mark)
    named = TEXT("event.timed_out_named", who="you", colour="green")
    assert named in said and not any(
        line.startswith(TEXT("event.colour_chosen", who="you", colour="green")) for line in said
    )
    assert TEXT("event.drew", who="you", player="You", cards=cards(table, "b3", "r2", "g4"), count=3) in " ".join(said)
    assert not isinstance(driver.top, ChoiceScene) and table.game.colour is not None
    assert table.game.colour.value == "green"


def test_a_draw_six_answered_with_a_draw_ten_puts_the_bot_over_the_mercy_limit(driver: Driver) -> None:
    """The bot's Wild Draw Six falls on the player, who answers with a Wild Draw Ten: the bot must take all 16,
    which gives it 25 cards, the mercy limit, and it is out; the player, the last one in, wins the round."""
    bot = ["w+6", "b1", "b2", "b3", "b4", "g1", "g2", "g3", "g4", "y1"]
    table = driver.sit(NO_MERCY, [["w+10", "r5", "g8"], bot], "r9", dealer=BOT_FIRST)
    driver.wait(30, until=lambda: table.game.decider == 0 and table.game.phase is Phase.PENALTY)
    said = " ".join(driver.texts)
    assert TEXT("event.penalty", who="you", player="You", total=6) in said
    assert any(cue == "draw_six" for cue, _ in driver.cues.played)
    assert TEXT("table.penalty_prompt", count=6) in said
    focus(driver, table, "w+10")
    driver.press("return")
    driver.press("1")  # the colour
    driver.wait(30, until=lambda: table.game.phase is not Phase.PENALTY or table.game.decider == 0)
    driver.wait(10, until=lambda: table.game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER))
    said = " ".join(driver.texts)
    assert TEXT("event.stacked", who="you", player="You", card=TEXT("card.wild_draw_ten")) in said
    assert TEXT("event.penalty", who="other", player="Ana", total=16) in said
    assert TEXT("event.out_of_round", who="other", player="Ana", count=25) in said
    assert TEXT("event.hand_set_aside", who="other", player="Ana") in said
    assert TEXT("event.knockouts", count=1, points=250, players="Ana") in said
    assert table.game.out_of_round[1] and table.game.hands[1] == [] and len(table.game.set_aside) == 25
    assert ("mercy_out", 0.5) in driver.cues.played  # from the bot's side
    assert TEXT("event.round_won", who="you", player="You") in said


def test_the_seven_must_swap_and_the_question_offers_no_way_out(driver: Driver) -> None:
    table = driver.sit(NO_MERCY, [["r7", "g2", "b3"], ["y1", "y2", "y3", "y4"], ["g5"]], "r9")
    focus(driver, table, "r7")
    driver.press("return")
    question = driver.top
    assert isinstance(question, ChoiceScene)
    labels = [option.label for option in question.options]
    assert labels == [TEXT("table.swap_with", name=name, count=size) for name, size in (("Ana", 4), ("Bruno", 1))]
    assert TEXT("table.keep_hand") not in labels  # No Mercy's 7 always swaps
    driver.press("1")
    assert sorted(card.kind for card in table.game.hands[0]) == ["y1", "y2", "y3", "y4"]
    assert TEXT("event.you_hold", count=4) in " ".join(driver.texts)


def test_the_new_cards_are_read_by_name_in_the_hand_and_on_top(driver: Driver) -> None:
    table = driver.sit(NO_MERCY, [["wr+4", "b+4", "w+6", "yda"], ["y1", "y2", "y3"]], "b9")
    read = driver.press("home") + [line for _ in range(3) for line in driver.press("right")]
    for name in (TEXT("card.wild_reverse_draw_four"), TEXT("card.draw_four", colour="blue"),
                 TEXT("card.wild_draw_six"), TEXT("card.discard_all", colour="yellow")):  # fmt: skip
        assert any(line.startswith(name) for line in read), name
    summary = driver.press("h")[0]  # the hand in one sentence: the coloured ones by colour, the wilds by name
    assert (
        TEXT("table.summary_colour", colour="blue", count=1, cards=TEXT("table.summary_face", rank="draw_four"))
        in summary
    )
    assert TEXT("table.summary_face", rank="draw_four") == "draw four" and "draw_four" not in summary
    assert TEXT("table.summary_face", rank="discard_all") in summary and TEXT("card.wild_draw_six") in summary
    focus(driver, table, "b+4")
    driver.press("return")
    assert driver.press("c")[0].startswith(
        TEXT("table.top_card", card=TEXT("card.draw_four", colour="blue"), colour="blue")
    )


def test_a_whole_no_mercy_round_with_a_player_who_browses_while_the_bots_play() -> None:
    """Four players from the lobby's setup; between their own moves the player reads the hand, the top card, the
    hand sizes and the summary while three bots play. Every line said is whole words (no message id, no raw
    rank), and the round ends."""
    driver = Driver(screen_reader=True)  # it takes time to say each line, as a screen reader does
    try:
        browse_a_round(driver)
    finally:
        driver.close()


def browse_a_round(driver: Driver) -> None:
    setup = MatchSetup(bots=["normal", "hard", "easy"], rules=NO_MERCY.with_options(target_score=50))
    table = driver.start_from_the_lobby(setup)
    browsing = ["right", "c", "e", "h", "left", "end", "t"]
    for step in range(4000):
        if table.game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            break
        if table.game.decider == 0 or isinstance(driver.top, ChoiceScene):
            driver.listeners_move(table)
        else:
            driver.press(browsing[step % len(browsing)])
            driver.wait(0.3)
    assert table.game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    raw = [
        line
        for line in driver.texts
        if re.search(r"[{}]|\b[a-z]+_[a-z_]+\b|\b(?:event|table|card|lobby|note)\.[a-z]", line)
    ]
    assert raw == []
    said = " ".join(driver.texts)
    winners = [TEXT("event.round_won", who="you", player="")] + [
        TEXT("event.round_won", who="other", player=name) for name in table.names[1:]
    ]
    assert any(winner in said for winner in winners)


def test_the_card_that_ends_the_draw_must_be_played_and_space_says_why(driver: Driver) -> None:
    """No Mercy's drawing until playable, by keys: Space draws until a card plays, the prompt offers only to play
    it, and Space again (which keeps a drawn card elsewhere) is refused with the rule sheet's reason."""
    table = driver.sit(NO_MERCY, [["g1", "g2"], ["y1", "y2", "y3"]], "r9", pile=["b1", "r5"])
    said = " ".join(driver.press("space"))
    assert table.game.phase is Phase.DRAWN and table.game.drawn_card is not None
    assert TEXT("table.drawn_prompt", keep="no") in " ".join(driver.texts)
    assert TEXT("table.drawn_prompt", keep="yes") not in said
    assert driver.press("space") == [TEXT("illegal.must_play_drawn")]
    assert ("invalid", 0.0) in driver.cues.played and table.game.phase is Phase.DRAWN  # nothing changed
    driver.press("return")
    assert table.game.discard[-1].kind == "r5"
