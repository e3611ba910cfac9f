"""The keys that teach at the table, pressed through the real loop: I (the hint), W and Shift+W (what a card
does), P (the hand's value) and Ctrl+F1 (the rules as a document), on arranged tables and while bots play."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from table_driver import SLOW_BOTS, Driver, default_words

from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.settings import Settings
from audiouno.app.files.storage import Places
from audiouno.app.output.advice_words import hint_words
from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.lists.helplist import HelpList
from audiouno.app.scenes.lists.rules_list import RulesList
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.app.scenes.options.items import option_items
from audiouno.app.scenes.readers import statistics_lines
from audiouno.app.scenes.table.scene import TableScene
from audiouno.bots.advice import advise
from audiouno.bots.heuristic import HardStrategy
from audiouno.engine import HOUSE, OFFICIAL, Edition, Game, Phase, RuleSet, hand_points, redact
from audiouno.engine.events import Event

TEXT = default_words().text


pytestmark = pytest.mark.driver(bot_pace=SLOW_BOTS)


def test_i_says_the_hard_bots_play_and_why(driver: Driver) -> None:
    # Blue 7 or the wild on a blue 2: the hard bot keeps its wild.
    table = driver.sit(OFFICIAL, [["b7", "w", "g3"], ["y1"], ["r1", "r2"]], "b2")
    assert driver.press("i") == ["Play blue 7: it keeps your wild for later."]
    advice = advise(table.adviser, table.view, table.view.legal_actions())
    assert advice.action is not None and advice.reasons
    assert table.learning.hints_used == 1


def test_the_hint_names_an_attack_on_a_player_close_to_winning(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["b7", "bs", "g3"], ["y1"]], "b2")
    assert driver.press("i") == ["Play blue skip: Ana has one card and you play again."]


def test_the_hint_with_nothing_to_play_says_draw(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["g7", "g3"], ["y1", "y2"]], "b2")
    assert driver.press("i") == ["Draw a card: nothing in your hand can be played."]


def test_a_brief_profile_gives_the_hint_without_its_reasons(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["b7", "bs", "g3"], ["y1"]], "b2")
    driver.program.services.settings.verbosity = "brief"
    assert driver.press("i") == ["Play blue skip."]


def test_hints_off_say_so_and_count_nothing(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["b7", "g3"], ["y1", "y2"]], "b2")
    driver.program.services.settings.hints = False
    assert driver.press("i") == [TEXT("hint.off")]
    assert driver.cues.played[-1][0] == "invalid"
    assert table.learning.hints_used == 0


def focus_on(driver: Driver, table: TableScene, kind: str) -> None:
    driver.press("home")
    for _ in table.hand.cards:
        if table.hand.focus is not None and table.hand.focus.kind == kind:
            return
        driver.press("right")
    raise AssertionError(kind)


def test_w_and_shift_w_explain_the_focused_and_the_top_card(driver: Driver) -> None:
    rules = HOUSE.with_options(seven_swaps=True)
    table = driver.sit(rules, [["b7", "w+4", "g3"], ["y1", "y2"]], "r0")
    focus_on(driver, table, "b7")
    assert driver.press("w") == [
        "blue 7: a number card, played on its colour or its number; worth 7 points. "
        "Its player may swap hands with another player."
    ]
    assert driver.press("shift+w") == [
        "red 0: a number card, played on its colour or its number; worth 0 points. "
        "Every player passes their hand to the next player."  # the House preset passes hands on a 0
    ]
    focus_on(driver, table, "w+4")
    said = driver.press("w")[0]
    assert said.startswith("wild draw four: a wild; its player names the colour, and the next player draws 4")
    assert "it is a bluff the victim may challenge" in said  # the House preset keeps the official challenge
    assert "With stacking, they may pass it on with a draw card" in said
    assert "It may not be your last card." in said and said.endswith("Worth 50 points.")


def test_p_says_the_hands_value_under_the_scoring_in_force(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["b7", "w", "gs"], ["y1", "y2"]], "b2")
    points = hand_points(table.view.hand)
    assert points == 7 + 50 + 20
    assert driver.press("p") == [TEXT("hand.value", count=3, points=points, scoring="winner_takes")]
    assert "77 points" in driver.last


def test_ctrl_f1_opens_the_rules_document_and_escape_returns(driver: Driver) -> None:
    rules = HOUSE.with_options(edition=Edition.MINECRAFT)
    table = driver.sit(rules, [["b7", "g3"], ["y1", "y2"]], "b2")
    opened = driver.press("ctrl+f1")
    document = driver.top
    assert isinstance(document, RulesList)
    assert opened[0].startswith(TEXT("rules.document.title"))
    assert TEXT("rules.document.basics") in opened[0]
    driver.press("down")  # the deck
    assert "Minecraft" in driver.last
    notes = TEXT("rules.document.deck_notes", deck=TEXT("edition.minecraft"))
    assert driver.press("down")[0].startswith(notes)  # what this game chose for it, where its sheet is silent
    assert TEXT("rules.deck_note.minecraft.creeper_start") in driver.press("return")[0]
    heading = TEXT("lobby.option", name=TEXT("option.scoring"), value=TEXT("lobby.value.scoring.penalty"))
    assert driver.press("down")[0].startswith(heading)  # the first rule the House preset changes
    was = TEXT("rules.document.changed", value=TEXT("lobby.value.scoring.winner_takes"))
    body = f"{TEXT('option.scoring.description')} {was}"
    assert driver.press("return") == [TEXT("rules.document.section", heading=heading, body=body)]
    assert driver.last.endswith("In the official rules: winner takes all.")
    driver.press("escape")
    assert driver.top is table
    assert driver.last.startswith(TEXT("menu.back_to_game"))


def test_i_w_p_while_the_bots_play(driver: Driver) -> None:
    """Keys of the table pressed while hard bots play a whole round at their quickest pace; at each of the
    player's decisions the hint said is that of a hard bot shown everything the player's seat has seen."""
    driver.program.services.settings.bot_pace = 0.3
    hands = [["b7", "r3", "g3", "y5", "w"], ["y1", "y2", "b1", "g9"], ["r1", "r2", "g8", "bs"]]
    table = driver.sit(OFFICIAL.with_options(seven_swaps=True), hands, "b2", bots="hard")
    compared = 0
    for _ in range(300):
        if table.game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            break
        for key in ("w", "shift+w", "p"):
            said = driver.press(key)
            assert said and all(line.strip() for line in said), key
        hinted = driver.press("i")
        if table.game.decider == 0 and not isinstance(driver.top, ChoiceScene):
            fresh = HardStrategy(0, random.Random(0))
            assert table.game.log is not None
            fresh.observe([redact(event, 0) for event in table.game.log])
            view = table.view
            assert hinted == [hint_words(table.context.words, advise(fresh, view, view.legal_actions()), view)]
            compared += 1
        driver.listeners_move(table)
        driver.wait(0.3)
    assert table.game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    assert compared >= 2 and table.learning.hints_used > compared


def kept_table(driver: Driver, rules: RuleSet, hands: list[list[str]], starting: str) -> TableScene:
    """An arranged table whose match counts in the statistics, as a match started from the lobby does."""
    setup = MatchSetup(bots=["hard"] * (len(hands) - 1), rules=rules)

    def deal(game: Game, now: float) -> list[Event]:
        return game.start_arranged_round(hands, starting, (), len(hands) - 1, now)

    table = TableScene(driver.program.services, setup, 5, deal, keep=True)
    driver.program.control.push(table)
    driver.program.step()
    return table


def test_hints_are_counted_said_at_the_match_end_and_kept(tmp_path: Path) -> None:
    places = Places(tmp_path / "config", tmp_path / "data")
    driver = Driver(places=places)
    driver.program.services.settings.bot_pace = SLOW_BOTS
    try:
        # The other hand scores 60: the match's lowest target, 50, is reached in one round.
        table = kept_table(driver, OFFICIAL.with_options(target_score=50), [["b7"], ["ys", "yr", "y+2"]], "b2")
        assert driver.press("i") == ["Say UNO: you have one card left."]  # dealt one card: the hard bot says it
        driver.press("u")
        assert driver.press("i") == ["Play blue 7: it is the only card you can play."]
        assert driver.program.services.statistics.get("hints_used") == 2
        driver.press("return")  # the last card: the round, and with a target of 50 points the match, is over
        driver.wait(5)
        assert table.game.phase is Phase.MATCH_OVER
        assert TEXT("hints.used", count=2) in driver.texts
    finally:
        driver.close()
    again = Driver(places=places, start="menu")
    try:
        assert again.program.services.statistics.get("hints_used") == 2  # read back from the file
        lines = statistics_lines(again.program.services, again.program.services.statistics)
        assert TEXT("stats.hints_used", count=2) in lines
    finally:
        again.close()


def test_a_hint_in_a_match_that_does_not_count_is_not_counted(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["b7", "g3"], ["y1", "y2"]], "b2")
    driver.press("i")
    assert driver.program.services.statistics.get("hints_used") == 0


def test_f1_lists_the_new_keys(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["b7", "g3"], ["y1", "y2"]], "b2")
    driver.press("f1")
    assert isinstance(driver.top, HelpList)
    lines = [option.label for option in driver.top.options]
    for keys, command in (("I", "hint"), ("W", "explain_card"), ("Shift W", "explain_top_card"), ("P", "hand_value"),
                          ("Control F1", "rules_document")):  # fmt: skip
        assert TEXT("help.item", keys=keys, does=TEXT(f"help.table.{command}")) in lines, command


def test_ctrl_f1_in_the_lobby_opens_the_rules_of_the_match_set_up(driver: Driver) -> None:
    lobby = driver.top
    assert isinstance(lobby, LobbyScene)
    lobby.setup = MatchSetup(rules=HOUSE.with_options(edition=Edition.MOTU))
    driver.press("ctrl+f1")
    document = driver.top
    assert isinstance(document, RulesList)
    assert "Masters of the Universe" in document.options[1].label
    driver.press("escape")
    assert driver.top is lobby


def test_the_hints_setting_is_an_option_and_is_kept() -> None:
    catalogue = default_words()
    settings = Settings()
    assert settings.hints  # on at first
    items = option_items(catalogue, settings, lambda language: None)
    # The hint key's setting, not the hints' speech detail (files/verbosity.py), which is labelled alike.
    (item,) = [item for item in items if item.label() == TEXT("options.hints", value=TEXT("lobby.on"))]
    assert item.change(1) and not settings.hints
    assert item.label() == TEXT("options.hints", value=TEXT("lobby.off"))
    again = Settings.from_data(settings.to_data(), ("auto",))
    assert again.hints is False


def test_i_while_choosing_a_colour_names_the_colour_the_hard_bot_would(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["w", "g3", "g4", "b5"], ["y1", "y2"]], "r2")
    focus_on(driver, table, "w")
    driver.press("return")
    assert isinstance(driver.top, ChoiceScene) and table.view.phase is Phase.CHOOSE_COLOUR
    assert driver.press("i") == ["Name green: you hold 2 green cards."]
    assert isinstance(driver.top, ChoiceScene)  # the choice is still open, and still the player's


def test_i_out_of_turn_and_after_the_round(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["b7"], ["y1", "y2", "y3"]], "b2")
    driver.press("u")
    driver.press("return")  # the last card: the round is over
    assert table.game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    assert driver.press("i") == ["Wait: the round is over."]
    table = driver.sit(OFFICIAL, [["y9", "g3"], ["b1", "b2"]], "b5", pile=["r4"])
    driver.press("space")  # nothing to play: the red 4 drawn cannot be played either, and the turn passes
    assert table.view.decider == 1
    assert driver.press("i") == ["Wait: it is Ana's turn."]
