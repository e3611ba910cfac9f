"""Who is still in the round, as the keys that go round the table say it: a player out at the mercy limit (UNO No
Mercy) or out of the match (elimination) is said to be out in E and Shift+T, and T never names them as the next
to play. Heard in Spanish, where a tester met each of these."""

from __future__ import annotations

import pytest
from table_driver import Driver

from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import OFFICIAL, Edition, RuleSet
from audiouno.engine.rules import for_edition

NO_MERCY = for_edition(OFFICIAL, Edition.NO_MERCY)
MERCY = OFFICIAL.with_options(max_hand=25)
pytestmark = pytest.mark.driver(language="es", bot_pace=0.3)
LUCIAS = ["y1", "y2", "y3", "y4", "y5", "y6", "y7", "y8", "b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8"] * 3


def play(driver: Driver, table: TableScene, kind: str) -> list[str]:
    driver.press("home")
    while table.hand.focus is not None and table.hand.focus.kind != kind:
        driver.press("right")
    return driver.press("return")


def lucia_out(driver: Driver, rules: RuleSet = NO_MERCY) -> TableScene:
    """The player's Draw Two takes Lucía, who holds 24 cards and no draw card, over the mercy limit of 25; play
    goes round to the player again."""
    hands = [["r+2", "r3", "g4", "g5"], LUCIAS[:24], ["r6", "g7", "g8"], ["r7", "g1", "g2"]]
    table = driver.sit(rules, hands, "r5")
    play(driver, table, "r+2")
    driver.wait(30, until=lambda: table.game.current == 0 and table.game.out_of_round[1])
    assert table.game.out_of_round[1] and table.game.current == 0
    return table


@pytest.mark.parametrize(
    ("rules", "out"),
    [(NO_MERCY, "Lucía: fuera de la ronda, mano apartada"), (MERCY, "Lucía: fuera de la ronda, 26 cartas")],
)
def test_e_and_shift_t_say_who_is_out_of_the_round(driver: Driver, rules: RuleSet, out: str) -> None:
    """The No Mercy deck sets a knocked-out hand aside; the mercy rule alone leaves it in the player's hands."""
    table = lucia_out(driver, rules)
    assert out in driver.press("e")[0]
    assert out.replace(":", ",") in driver.press("shift+t")[0]
    assert table.picture().seats[1].words == out  # the large print's list of seats
    assert "Lucía, fuera de la ronda" in driver.press("shift+t")[0]
    assert table.picture().seats[1].words == out  # the large print's list of seats


def test_t_never_names_a_player_out_of_the_round_as_the_next(driver: Driver) -> None:
    lucia_out(driver)
    said = driver.press("t")[0]
    assert "Lucía" not in said and said.endswith("después, Mateo.")


def test_e_says_who_is_out_of_the_match(driver: Driver) -> None:
    """Elimination scoring: the player's last card leaves Lucía 59 points, over the limit of 50: out of the match."""
    rules = OFFICIAL.with_options(scoring="elimination", target_score=50)
    table = driver.sit(rules, [["r3"], ["w+4", "b9"], ["g1", "y2"]], "r5")
    driver.press("return")
    assert 1 in table.game.eliminated
    said = driver.press("e")[0]
    assert "Lucía: fuera de la partida" in said and "Mateo: 2 cartas" in said


def test_a_zero_names_the_player_whose_hand_came_not_the_one_out(driver: Driver) -> None:
    """Lucía out at the mercy limit, her hand set aside: the player's 0 passes hands clockwise over her, so the hand
    that comes is Carmen's (the seat before the player among those in), and the line says so with its count."""
    hands = [["r+2", "r0", "r1", "g4"], LUCIAS[:24], ["r3", "r4"], ["r6", "g8", "y9"]]
    table = driver.sit(NO_MERCY, hands, "r5", bots="hard")
    play(driver, table, "r+2")  # Lucía is out
    driver.wait(30, until=lambda: table.game.current == 0)
    assert table.game.out_of_round[1] and table.game.discard[-1].kind == "r6"
    carmens = list(table.game.hands[3])
    said = play(driver, table, "r0")
    line = next(text for text in said if text.startswith("Las manos pasan"))
    assert "Te quedas con la mano de Carmen." in line and "Lucía" not in line
    assert table.game.hands[0] == carmens and "Ahora tienes 2 cartas." in line
