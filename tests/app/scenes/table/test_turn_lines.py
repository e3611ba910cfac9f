"""The player's own turn, as heard: its line waits while a bot means to take it away out of turn, refused keys
never hold the bots, and the guard against an Enter meant for the moment before counts from the turn line heard.
Heard in Spanish, where a tester met each of these."""

from __future__ import annotations

import pytest
from table_driver import Driver, Said

from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import HOUSE, OFFICIAL, apply_variants

pytestmark = [pytest.mark.driver(screen_reader=True, language="es", bot_pace=1.0)]


def lines(driver: Driver, since: int) -> list[str]:
    return [entry.text for _, entry in driver.journal[since:] if isinstance(entry, Said)]


def sit_after_carmen(driver: Driver, lucia: list[str]) -> TableScene:
    """House rules (jump-in): Carmen plays blue 3 first, and the turn comes to the player; Lucía, the next but one,
    holds `lucia`."""
    hands = [["r5", "g7", "g1"], lucia, ["g2", "y3", "y4"], ["b3", "y5", "y6"]]
    return driver.sit(HOUSE, hands, "r3", bots="hard", dealer=2)


def test_the_players_turn_line_waits_for_a_jump_in_and_is_never_said_then_taken(driver: Driver) -> None:
    say = driver.program.services.catalogue.text
    start = len(driver.journal)
    table = sit_after_carmen(driver, ["b3", "y1", "y2"])  # Lucía holds the same blue 3: she jumps in
    driver.wait(30, until=lambda: table.game.current == 2)
    heard = lines(driver, start)
    played = heard.index("Carmen juega 3 azul.")
    assert heard[played + 1] == "¡Lucía corta con 3 azul!"
    assert say("event.turn", who="you") not in heard  # not "Your turn", then the turn taken
    assert say("table.nothing_playable") not in heard


def test_the_players_turn_line_is_said_at_once_when_nobody_means_to_jump_in(driver: Driver) -> None:
    say = driver.program.services.catalogue.text
    start = len(driver.journal)
    table = sit_after_carmen(driver, ["b4", "y1", "y2"])
    driver.wait(30, until=lambda: table.game.current == 0)
    assert table.game.interception_deadline is not None  # the window is open, and nobody will use it
    heard = lines(driver, start)
    assert heard[-3:] == ["Carmen juega 3 azul.", say("event.turn", who="you"), say("table.nothing_playable")]


def test_the_players_turn_line_waits_for_a_sequence_going_on(driver: Driver) -> None:
    """Sequences: Lucía plays yellow 2, then goes on with yellow 1; the player's turn line comes after both, never
    "Tu turno." and then "Lucía sigue con 1 amarillo." as a tester heard it."""
    say = driver.program.services.catalogue.text
    start = len(driver.journal)
    table = driver.sit(
        apply_variants(OFFICIAL, ["sequences"]), [["r5", "g7", "g1"], ["y1", "y2", "b9"]], "y5", bots="hard", dealer=0
    )
    driver.wait(60, until=lambda: say("event.turn", who="you") in lines(driver, start))
    heard = lines(driver, start)
    played = heard.index("Lucía juega 2 amarillo.")
    assert heard[played + 1] == "Lucía sigue con 1 amarillo."
    assert heard.index(say("event.turn", who="you")) > played + 1
    assert table.game.current == 0 and [card.kind for card in table.game.hands[1]] == ["b9"]


@pytest.mark.parametrize("key", ["space", "z", "f", "return", "b", "u"])
def test_refused_keys_during_a_bots_turn_never_hold_the_bot(driver: Driver, key: str) -> None:
    """A key every 0.6 s while Lucía and Mateo play, each refused ("No es tu turno.", "Nada que jugar ahora."):
    each bot still plays its turn after the pace (1 s), its words heard."""
    rules = OFFICIAL.with_options(challenge="official")
    table = driver.sit(rules, [["r5", "g7", "g1"], ["b5", "b1", "y3"], ["y1", "y2", "b3"]], "r2", bots="normal")
    driver.press("return")
    for _ in range(20):
        driver.wait(0.6)
        if table.game.current == 0:
            break
        assert driver.press(key)  # refused, and said so
    assert table.game.current == 0  # both bots played within 12 s of refused keys
    pace = driver.program.services.settings.bot_pace
    plays = [at for at, entry in driver.journal if isinstance(entry, Said) and " juega " in entry.text]
    assert len(plays) >= 2 and plays[-1] - plays[-2] < pace + 3  # the pace after the words, not a held bot


def until_the_turn_after_a_refused_key(driver: Driver, table: TableScene) -> None:
    for _ in range(400):  # Space every 0.2 s until the turn comes
        driver.press("space")
        driver.wait(0.2, until=lambda: table.game.current == 0)
        if table.game.current == 0:
            return
    raise AssertionError("the turn did not come")


@pytest.mark.parametrize(("after", "plays"), [(0.0, False), (6.0, True)])
def test_an_enter_as_the_turn_comes_is_not_a_play_but_one_after_the_turn_line_is_heard_is(
    driver: Driver, after: float, plays: bool
) -> None:
    """The game reckons speech at 100 words a minute. The player presses a refused Space just before their turn
    comes; their next key is Enter. At once, it was meant for the moment before: answered, nothing played. 6 s
    later, the turn line reckoned heard, it plays (the guard once lasted until every line after it was reckoned
    heard as well, what may be played included: nearly 8 s)."""
    services = driver.program.services
    services.settings.listener_wpm = 100
    services.voice.follow(services.settings)
    table = driver.sit(OFFICIAL, [["r5", "b1", "b2"], ["b5", "b7", "y3"]], "r2", bots="normal")
    driver.press("return")
    until_the_turn_after_a_refused_key(driver, table)
    driver.wait(after)
    card = table.hand.focus
    assert card is not None
    said = driver.press("return")
    if plays:
        assert said[0] == "Juegas " + table.context.words.card(card) + "."
    else:
        assert said == [services.catalogue.text("table.turn_came", card=table.context.words.card(card))]
        assert card in table.view.hand
