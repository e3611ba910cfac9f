"""The card that matters, said, in the language where a tester missed it: the card Enter plays after many cards
drawn at once, the new hand after a 0, a 7 or a Flip in one line, a Wild Draw Four that would be a bluff, the cards
that answer the penalty in force, a card after a count with a word between them, and on No Mercy in the essentials
profile the top card on the player's turn and who a penalty hits."""

from __future__ import annotations

import pytest
from table_driver import SLOW_BOTS, Driver

from audiouno.app.output.narration import Narrator
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import HOUSE, OFFICIAL, Colour, Edition
from audiouno.engine.cards import side_deck
from audiouno.engine.events import CardsDrawn, DrawReason
from audiouno.engine.rules import for_edition
from audiouno.i18n import Catalogue

NO_MERCY = for_edition(OFFICIAL, Edition.NO_MERCY)
pytestmark = pytest.mark.driver(bot_pace=SLOW_BOTS)


def to(driver: Driver, table: TableScene, kind: str) -> None:
    driver.press("home")
    for _ in range(len(table.hand.cards)):
        if table.hand.focus is not None and table.hand.focus.kind == kind:
            return
        driver.press("right")
    raise AssertionError(kind)


@pytest.mark.parametrize("driver", ["pt-BR"], indirect=True)
def test_after_drawing_until_playable_the_card_enter_plays_is_named(driver: Driver) -> None:
    """Seven cards drawn are counted (the history names them): the one that may be played is named, then what
    Enter and Space do."""
    say = driver.program.services.catalogue.text
    rules = OFFICIAL.with_options(draw_until_playable=True)
    pile = ["g1", "y2", "b4", "g6", "y7", "b8", "r9"]
    table = driver.sit(rules, [["b3", "g3", "y4"], ["y1", "y8", "g8"]], "r5", pile=pile)
    said = driver.press("space")
    assert said[0] == say("event.drew_until_many", count=7)
    assert said[1:3] == [say("table.drawn_card", card="9 vermelho"), say("table.drawn_prompt", keep="yes")]
    assert driver.press("return")[0] == "Você joga 9 vermelho."
    assert table.game.discard[-1].kind == "r9"


@pytest.mark.parametrize("driver", ["pt-BR"], indirect=True)
def test_after_a_lost_challenge_the_card_enter_plays_is_named(driver: Driver) -> None:
    """The manual preset's bluff rule, where a player who draws still plays: six cards drawn for a challenge lost
    are counted, and the turn's words say the card Enter plays (the last drawn, where the focus went)."""
    say = driver.program.services.catalogue.text
    rules = OFFICIAL.with_options(challenge="manual", draw_penalty_skips_turn=False)
    pile = ["g1", "y2", "b4", "g6", "y7", "r6"]
    table = driver.sit(rules, [["b3", "g3", "y4"], ["w+4", "y8", "g8"]], "b5", pile=pile, dealer=0)
    driver.program.services.settings.bot_pace = 0.5
    driver.wait(30, until=lambda: table.game.decider == 0 and table.view.pending_draw > 0)
    said = driver.press("f")
    assert say("event.drew_many", count=6) in said
    focus = table.hand.focus
    assert focus is not None and focus.kind == "r6"
    assert said[-1].endswith(say("table.enter_plays", card="6 vermelho")), said


@pytest.mark.parametrize("driver", ["es"], indirect=True)
def test_a_hand_passed_by_a_zero_is_offered_in_one_line_with_what_goes_on_the_top_card(driver: Driver) -> None:
    say = driver.program.services.catalogue.text
    rules = HOUSE.with_options(interception="off", slap_on_nine=False)
    table = driver.sit(rules, [["r0", "g7", "g1"], ["r3", "y2", "b5"], ["y4", "g5", "r8"]], "r2")
    to(driver, table, "r0")
    said = driver.press("return")
    line = next(text for text in said if text.startswith("Las manos pasan"))
    assert sorted(card.kind for card in table.game.hands[0]) == ["g5", "r8", "y4"]
    assert line.endswith(say("event.you_hold", count=3) + " " + say("event.hand_playable", count=1, cards="8 rojo"))


@pytest.mark.parametrize("driver", ["pt-BR"], indirect=True)
def test_a_hand_taken_with_a_seven_is_offered_in_one_line_with_what_goes_on_the_top_card(driver: Driver) -> None:
    say = driver.program.services.catalogue.text
    rules = HOUSE.with_options(interception="off", slap_on_nine=False, seven_swaps=True)
    table = driver.sit(rules, [["r7", "g7", "g1"], ["r3", "y2", "b5", "r8"], ["y4", "g5"]], "r2")
    to(driver, table, "r7")
    driver.press("return")
    assert table.game.decider == 0  # whom to swap with: the first offered is the next player, with four cards
    said = driver.press("return")
    swapped = say("event.swapped", who="you", whom="other", player="", target=table.names[1])
    line = next(text for text in said if text.startswith(swapped))
    assert sorted(card.kind for card in table.game.hands[0]) == ["b5", "r3", "r8", "y2"]
    playable = say("event.hand_playable", count=2, cards="3 vermelho e 8 vermelho")
    assert line == " ".join((swapped, say("event.you_hold", count=4), playable))


@pytest.mark.parametrize("driver", ["pt-BR"], indirect=True)
def test_a_wild_draw_four_that_would_be_a_bluff_says_so(driver: Driver) -> None:
    """Four newcomers played "Coringa mais quatro, jogável" holding the colour, and were caught."""
    table = driver.sit(OFFICIAL, [["w+4", "r3", "g5"], ["y1", "y2"]], "r5")
    to(driver, table, "w+4")
    assert driver.last.startswith("Coringa mais quatro, jogável, mas é blefe: você tem uma carta vermelha")
    driver.program.control.pop(table)
    table = driver.sit(OFFICIAL, [["w+4", "g3", "g5"], ["y1", "y2"]], "r5")
    to(driver, table, "w+4")
    assert driver.last.startswith("Coringa mais quatro, jogável") and "blefe" not in driver.last  # honest


@pytest.mark.parametrize("driver", ["es"], indirect=True)
def test_under_a_draw_six_the_refusal_names_the_cards_that_answer_it(driver: Driver) -> None:
    driver.program.services.settings.bot_pace = 0.5
    table = driver.sit(NO_MERCY, [["g5", "r+2", "w+10", "b4"], ["w+6", "b1", "b2"]], "g9", dealer=0, bots="hard")
    driver.wait(30, until=lambda: table.game.decider == 0 and table.view.pending_draw == 6)
    to(driver, table, "r+2")
    assert driver.press("return") == [
        "Ahora solo Comodín roba diez responde a la penalización; si no, Espacio la toma."
    ]
    driver.program.control.pop(table)
    # A Draw Four that may be challenged waits for the player, who holds nothing that answers it.
    rules = OFFICIAL.with_options(stacking="manual")
    table = driver.sit(rules, [["g5", "r+2", "b4"], ["w+4", "b1", "b2"]], "g9", dealer=0, bots="hard")
    driver.wait(30, until=lambda: table.game.decider == 0 and table.view.pending_draw == 4)
    to(driver, table, "r+2")
    assert driver.press("return") == ["Nada en tu mano responde a esta penalización: Espacio la toma."]


@pytest.mark.parametrize("driver", ["es"], indirect=True)
def test_the_hint_on_a_wild_reverse_draw_four_names_who_would_draw(driver: Driver) -> None:
    """Three players: Mateo's Draw Four falls on the player; the Wild Reverse Draw Four turns play round, so the
    stack goes back to Mateo, not on to Lucía."""
    driver.program.services.settings.bot_pace = 0.5
    hands = [["wr+4", "g3", "y5"], ["b7", "b8", "b9"], ["r+4", "b1", "b2"]]
    table = driver.sit(NO_MERCY, hands, "r5", dealer=1, bots="hard")
    driver.wait(30, until=lambda: table.game.decider == 0 and table.view.pending_draw == 4)
    said = driver.press("i")[0]
    assert said.startswith("Juega Comodín reversa roba cuatro") and "Mateo tendría que robar 8 cartas" in said


@pytest.mark.parametrize("language", ["es", "pt-BR"])
def test_a_card_named_after_a_count_has_a_word_between_them(language: str) -> None:
    """ "Robas 1 naranja y 2 turquesa" sounded like counts: the cards are introduced as cards."""
    narrator = Narrator(Catalogue.load(language), ["Tú", "Lucía", "Mateo"], 0)
    dark = side_deck(Edition.FLIP, dark=True)
    orange1 = next(c for c in dark if c.colour is Colour.ORANGE and c.number == 1)
    teal2 = next(c for c in dark if c.colour is Colour.TEAL and c.number == 2)
    yellow7 = next(c for c in side_deck(Edition.NO_MERCY) if c.colour is Colour.YELLOW and c.number == 7)
    mine = narrator.narrate(CardsDrawn(0, (orange1, teal2), 2, DrawReason.CHOICE), None)[0].text  # type: ignore[arg-type]
    shown = narrator.narrate(CardsDrawn(1, (yellow7,), 1, DrawReason.ROULETTE), None)[0].text  # type: ignore[arg-type]
    expected = {
        "es": ("Robas las cartas 1 naranja y 2 turquesa.", "Lucía roba la carta 7 amarillo."),
        "pt-BR": ("Você compra as cartas: o 1 laranja e 2 turquesa.", "Lucía compra a carta: 7 amarelo."),
    }
    assert (mine, shown) == expected[language]


@pytest.mark.parametrize("driver", ["es"], indirect=True)
def test_essentials_on_no_mercy_keeps_the_top_card_on_the_players_turn_and_who_a_penalty_hits(
    driver: Driver,
) -> None:
    services = driver.program.services
    services.settings.verbosity = "essentials"
    services.voice.follow(services.settings)
    table = driver.sit(NO_MERCY, [["r+2", "g3", "r4"], ["b7", "b8", "b9"], ["y1", "r1", "b2"]], "r5")
    to(driver, table, "r+2")
    said = driver.press("return")
    assert "Penalización para Lucía: 2 cartas." in said  # with stacking, it may come back: said in words
    services.settings.bot_pace = 0.5
    start = driver.mark()
    driver.wait(30, until=lambda: table.game.decider == 0)
    heard = driver.since(start)
    turn = heard.index("Tu turno.")
    assert heard[turn + 1].startswith(table.answers.top_card_alone())
