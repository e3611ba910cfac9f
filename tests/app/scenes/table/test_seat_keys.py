"""The seat keys, pressed through the real loop: 1 to 9 and 0 say one line about a seat, the same key again within a
moment says that seat's round, and a key past the table's seats says so; in three languages, at two and ten players,
rebindable, and in F1."""

from __future__ import annotations

from pathlib import Path

import pytest
from table_driver import SLOW_BOTS, Driver

from audiouno.app.scenes.lists.helplist import HelpList
from audiouno.app.scenes.table.seats import AGAIN_WITHIN
from audiouno.engine import OFFICIAL

pytestmark = pytest.mark.driver(bot_pace=SLOW_BOTS)

TWO_PLAYERS = {
    "en": [
        "You: 3 cards, nothing played this round, your turn.",
        "Ana: 2 cards, nothing played this round.",
        "No one in seat 3: 2 players at this table.",
        "You: 2 cards, last played red 5.",
        "You, this round: no card drawn; 1 played: red 5.",
        "Ana: 2 cards, nothing played this round, their turn.",
        "Ana, this round: no card drawn; none played.",
    ],
    "pt-BR": [
        "Você: 3 cartas, nenhuma carta jogada nesta rodada, sua vez.",
        "Júlia: 2 cartas, nenhuma carta jogada nesta rodada.",
        "Ninguém no lugar 3: 2 jogadores nesta mesa.",
        "Você: 2 cartas, última carta jogada: 5 vermelho.",
        "Você, nesta rodada: nenhuma carta comprada; 1 jogada: 5 vermelho.",
        "Júlia: 2 cartas, nenhuma carta jogada nesta rodada, é a vez de Júlia.",
        "Júlia, nesta rodada: nenhuma carta comprada; nenhuma jogada.",
    ],
    "es": [
        "Tú: 3 cartas, ninguna carta jugada en esta ronda, tu turno.",
        "Lucía: 2 cartas, ninguna carta jugada en esta ronda.",
        "No hay nadie en el asiento 3: 2 jugadores en esta mesa.",
        "Tú: 2 cartas, última carta jugada: 5 rojo.",
        "Tú, en esta ronda: ninguna carta robada; 1 jugada: 5 rojo.",
        "Lucía: 2 cartas, ninguna carta jugada en esta ronda, su turno.",
        "Lucía, en esta ronda: ninguna carta robada; ninguna jugada.",
    ],
}


@pytest.mark.parametrize("driver", list(TWO_PLAYERS), indirect=True)
def test_two_players_each_seat_in_a_line_and_its_round_on_a_second_press(driver: Driver) -> None:
    expected = TWO_PLAYERS[driver.language]
    driver.sit(OFFICIAL, [["r5", "r7", "g2"], ["y1", "y2"]], "r9")
    assert driver.press("1") == [expected[0]]
    assert driver.press("2") == [expected[1]]
    assert driver.press("3") == [expected[2]]
    assert driver.cues.played[-1][0] == "invalid"  # no such seat: said with the refusal's sound
    driver.press("return")  # red 5: Ana's turn
    assert driver.press("1") == [expected[3]]
    assert driver.press("1") == [expected[4]]  # the same key at once: the round
    assert driver.press("2") == [expected[5]]  # another key: its short line
    assert driver.press("2") == [expected[6]]
    driver.clock.advance(AGAIN_WITHIN + 0.5)  # after a moment, the same key is a new question
    assert driver.press("2") == [expected[5]]
    assert all(said.interrupt for said in driver.speaker.said[-5:])  # answers to the player's keys


TEN_PLAYERS = {
    "en": ["Iris: 2 cards, nothing played this round.", "Ana: 2 cards, nothing played this round, their turn.",
           "You: 1 card, last played red 5, UNO said."],
    "pt-BR": ["Beatriz: 2 cartas, nenhuma carta jogada nesta rodada.",
              "Júlia: 2 cartas, nenhuma carta jogada nesta rodada, é a vez de Júlia.",
              "Você: 1 carta, última carta jogada: 5 vermelho, já disse UNO."],
    "es": ["Rocío: 2 cartas, ninguna carta jugada en esta ronda.",
           "Lucía: 2 cartas, ninguna carta jugada en esta ronda, su turno.",
           "Tú: 1 carta, última carta jugada: 5 rojo, ya dijo UNO."],
}  # fmt: skip


@pytest.mark.parametrize("driver", list(TEN_PLAYERS), indirect=True)
def test_ten_players_zero_is_the_tenth_seat_and_uno_is_told(driver: Driver) -> None:
    expected = TEN_PLAYERS[driver.language]
    hands = [["r5", "g7"], *[[f"y{seat}", f"b{seat}"] for seat in range(1, 10)]]
    driver.sit(OFFICIAL, hands, "r9", dealer=9)
    driver.press("u")  # UNO, with the card that leaves one
    driver.press("return")
    assert [driver.press(key)[0] for key in ("0", "2", "1")] == expected


def test_a_player_at_one_card_without_uno_is_told_so(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["r5", "g7"], ["y1", "y2"]], "r9")
    driver.press("return")
    assert driver.press("1") == ["You: 1 card, last played red 5, UNO not said."]


def test_the_round_counts_cards_drawn(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["g7", "g2"], ["y1", "y2"]], "r9", pile=["r1", "b4"])
    driver.press("space")  # nothing to play: draw (red 1), which can be played
    driver.press("return")
    assert table.review.record.drawn(0) == 1
    assert driver.press("1") == ["You: 2 cards, last played red 1."]
    assert driver.press("1") == ["You, this round: 1 card drawn; 1 played: red 1."]


def test_a_new_round_starts_afresh(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5"], ["y1", "y2"]], "r9")
    driver.press("return")  # the hand's last card: the round is over
    assert table.view.round_over
    assert driver.press("1") == ["You: 0 cards, last played red 5."]  # nobody's turn between rounds
    driver.clock.advance(AGAIN_WITHIN + 0.5)
    driver.press("return")  # the next round, dealt as arranged
    assert driver.press("1") == ["You: 1 card, nothing played this round, UNO not said, your turn."]
    assert driver.press("1") == ["You, this round: no card drawn; none played."]


def test_the_seat_keys_can_be_bound_elsewhere_and_f1_lists_them(tmp_path: Path) -> None:
    keymap = tmp_path / "keymap.toml"
    keymap.write_text('[table]\nseat_2 = ["f6"]\n', encoding="utf-8")
    driver = Driver(user_keymap=keymap)
    driver.program.services.settings.bot_pace = SLOW_BOTS
    try:
        driver.sit(OFFICIAL, [["r5", "g7"], ["y1", "y2", "y3"]], "r9")
        assert driver.press("f6") == ["Ana: 3 cards, nothing played this round."]
        assert driver.press("2")[0] == driver.program.services.catalogue.text("table.no_such_key", pressed="2")
        driver.press("f1")
        assert isinstance(driver.top, HelpList)
        items = [option.label for option in driver.top.options]
        assert any(item.startswith("F6: seat 2, the first player after you") for item in items)
        assert any(item.startswith("0: seat 10") for item in items)
    finally:
        driver.close()
