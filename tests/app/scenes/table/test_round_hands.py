"""The hands shown after a round, through the real loop: the key at a round's end lists every hand with its points
and turns the list on for the rounds after; with the setting on, the list opens by itself, queued after the
round's words; with the bots' reasons, each bot's last three plays of the round are explained from its seat. In
three languages, at two and ten players; the setting is kept, and a wrong value costs only itself."""

from __future__ import annotations

import pytest
from table_driver import SLOW_BOTS, Driver

from audiouno.app.files.player_files import SETTINGS
from audiouno.app.files.settings import FORMAT, KIND, Settings
from audiouno.app.scenes.table.round_hands import PLAYS_TOLD, HandsList
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import OFFICIAL, Phase

pytestmark = pytest.mark.driver(bot_pace=SLOW_BOTS, files=True)

TWO_PLAYERS = {
    "en": [
        "The hands will be shown after each round; the options turn that off.",
        "The hands at the end of round 1. You: no card left, 1 of 2.",
        "Ana: 2 cards, 3 points: yellow 1 and yellow 2, 2 of 2.",
        "Back to the game. Enter for the next round.",
    ],
    "pt-BR": [
        "As mãos vão ser mostradas depois de cada rodada; as opções desligam isso.",
        "As mãos no fim da rodada 1. Você: nenhuma carta sobrando, 1 de 2.",
        "Júlia: 2 cartas, 3 pontos: o 1 amarelo e 2 amarelo, 2 de 2.",
        "De volta ao jogo. Enter para a próxima rodada.",
    ],
    "es": [
        "Las manos se mostrarán después de cada ronda; las opciones lo desactivan.",
        "Las manos al final de la ronda 1. Tú: ninguna carta, 1 de 2.",
        "Lucía: 2 cartas, 3 puntos: 1 amarillo y 2 amarillo, 2 de 2.",
        "De vuelta al juego. Enter para la siguiente ronda.",
    ],
}


def end_the_round(driver: Driver, table: TableScene) -> None:
    driver.press("return")  # the player's last card
    assert table.match.game.phase is Phase.ROUND_OVER


@pytest.mark.parametrize("driver", list(TWO_PLAYERS), indirect=True)
def test_two_players_the_key_lists_the_hands_and_turns_the_list_on(driver: Driver) -> None:
    expected = TWO_PLAYERS[driver.language]
    table = driver.sit(OFFICIAL, [["r5"], ["y1", "y2"]], "r9")
    assert driver.top is table  # off by default: no list at the round's end
    end_the_round(driver, table)
    assert driver.top is table
    said = driver.press("l")  # one answer: the list is on from now, and its first item
    assert len(said) == 1 and said[0].startswith(f"{expected[0]} {expected[1]}")
    assert isinstance(driver.top, HandsList)
    assert driver.program.services.settings.round_hands == "hands"
    assert driver.press("down") == [expected[2]]
    assert driver.press("escape") == [expected[3]]
    assert driver.top is table
    kept = driver.program.services.files.load(SETTINGS, KIND, FORMAT)
    assert kept is not None and kept["round_hands"] == "hands"  # kept for the next start


TEN_PLAYERS = {
    "en": "Iris: 2 cards, 18 points: yellow 9 and blue 9, 10 of 10.",
    "pt-BR": "Beatriz: 2 cartas, 18 pontos: 9 amarelo e 9 azul, 10 de 10.",
    "es": "Rocío: 2 cartas, 18 puntos: 9 amarillo y 9 azul, 10 de 10.",
}


@pytest.mark.parametrize("driver", list(TEN_PLAYERS), indirect=True)
def test_ten_players_every_seat_is_listed(driver: Driver) -> None:
    hands = [["r5"], *[[f"y{seat}", f"b{seat}"] for seat in range(1, 10)]]
    table = driver.sit(OFFICIAL, hands, "r9", dealer=9)
    end_the_round(driver, table)
    driver.press("l")
    assert driver.press("end") == [TEN_PLAYERS[driver.language]]


def test_during_a_round_the_key_says_it_must_wait(driver: Driver) -> None:
    table = driver.sit(OFFICIAL, [["r5", "g7"], ["y1", "y2"]], "r9")
    assert driver.press("l") == ["The hands are shown when the round is over."]
    assert driver.cues.played[-1][0] == "invalid" and driver.top is table
    assert driver.program.services.settings.round_hands == "off"


def test_with_the_setting_on_the_list_opens_by_itself_after_the_rounds_words(driver: Driver) -> None:
    driver.program.services.settings.round_hands = "hands"
    table = driver.sit(OFFICIAL, [["r5"], ["y1", "y2"]], "r9")
    mark = driver.mark()
    end_the_round(driver, table)
    assert isinstance(driver.top, HandsList)
    said = driver.speaker.said[mark:]
    assert said[-2].text == "Enter for the next round."
    assert said[-1].text.startswith("The hands at the end of round 1.") and not said[-1].interrupt
    assert driver.press("return") == ["Back to the game. Enter for the next round."]  # Enter leaves it too
    driver.press("return")  # the next round
    assert table.match.game.phase is not Phase.ROUND_OVER and driver.top is table


def test_the_bots_last_three_plays_are_explained_from_their_seats(driver: Driver) -> None:
    services = driver.program.services
    services.settings.round_hands = "reasons"
    services.settings.bot_pace = 0.1
    hands = [["r5", "r7", "g2"], ["r1", "y2", "g3", "g4"], ["b1", "r2", "b4"]]
    table = driver.sit(OFFICIAL, hands, "r9", bots="hard")
    for _ in range(5000):
        if isinstance(driver.top, HandsList):
            break
        driver.listeners_move(table)
    assert isinstance(driver.top, HandsList)
    items = [option.label for option in driver.top.options]
    explained = [item for item in items if "Seen from that seat: " in item]
    for name in ("Ana", "Bruno"):
        plays = [item for item in explained if item.startswith(f"{name} played") or item.startswith(f"{name} drew")]
        assert 1 <= len(plays) <= PLAYS_TOLD
    assert items[0].startswith("You: ") and not any(item.startswith("You played") for item in items)
    assert "Ana played green 3. Seen from that seat: it is the only card you can play" in items


def test_a_random_bot_has_no_reasons(driver: Driver) -> None:
    services = driver.program.services
    services.settings.round_hands = "reasons"
    services.settings.bot_pace = 0.1
    table = driver.sit(OFFICIAL, [["r5", "r6"], ["r1", "y2", "y3"]], "r9", bots="random")
    driver.press("u")
    driver.press("return")  # red 5, UNO said: Ana's turn
    driver.wait(30, until=lambda: table.match.game.current == 0 and table.match.game.phase is Phase.PLAY)
    driver.press("return")  # red 6, whatever Ana did: the round is over
    assert isinstance(driver.top, HandsList)
    plays = [option.label for option in driver.top.options if option.label.startswith("Ana ")]
    assert plays and all(play.endswith(", at random") for play in plays)


@pytest.mark.parametrize("wrong", ["all", 1, None, True])
def test_the_setting_is_kept_and_a_wrong_value_costs_only_itself(wrong: object) -> None:
    settings = Settings(round_hands="reasons")
    assert Settings.from_data(settings.to_data(), ("auto",)).round_hands == "reasons"
    assert Settings.from_data({"cue_volume": 0.3}, ("auto",)).round_hands == "off"  # an older file
    rejected: list[str] = []
    read = Settings.from_data({"round_hands": wrong, "cue_volume": 0.3}, ("auto",), rejected)
    assert (read.round_hands, read.cue_volume, rejected) == ("off", 0.3, ["round_hands"])
