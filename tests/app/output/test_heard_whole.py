"""What a screen-reader player hears: over a seeded match of each preset, played by keys through the real
program and heard through a double that speaks as a screen reader does (a line takes time; an interrupt drops
what is unfinished), nothing the game says is cut off unless the player pressed a key meanwhile, and no bot takes
its turn before the news of the last action has been heard.

The player here is a listener: they wait until everything said so far has been heard, then press their keys
(say UNO with two cards, Z to the next playable card and Enter, else Space; the first colour when asked).
"""

from __future__ import annotations

import pytest
from table_driver import Driver, Key, Said

from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import PRESETS
from audiouno.engine.events import CardPlayed, CardsDrawn, Passed

MAX_STEPS = 20_000
TURN_ACTIONS = (CardPlayed, CardsDrawn, Passed)


def play_as_a_listener(driver: Driver, table: TableScene) -> None:
    for _ in range(MAX_STEPS):
        if isinstance(driver.top, LobbyScene):
            return
        if not driver.speaker.quiet():  # type: ignore[attr-defined]
            driver.wait(0.05)
        else:
            driver.listeners_move(table)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_line_is_heard_whole_unless_the_player_pressed_a_key(preset: str) -> None:
    driver = Driver(seed=11, screen_reader=True)
    try:
        driver.program.services.settings.bot_pace = 0.3
        setup = MatchSetup(bots=["normal", "normal", "normal"], rules=PRESETS[preset].with_options(target_score=60))
        table = driver.start_from_the_lobby(setup)
        play_as_a_listener(driver, table)
        assert bot_turns(table) > 20  # the bots played a real match
    finally:
        driver.close()

    keys = [time for time, entry in driver.journal if isinstance(entry, Key)]
    lines = driver.speaker.lines  # type: ignore[attr-defined]
    cut = [line for line in lines if line.cut_at is not None]
    for line in cut:
        assert any(line.said_at <= key <= line.cut_at for key in keys), f"{line.text!r} was cut off by the game"
    # The listener waited for quiet before every key: nothing but the answers to their own keys was ever cut.
    answers = {entry.text for _, entry in driver.journal if isinstance(entry, Said) and entry.interrupt}
    assert [line.text for line in cut if line.text not in answers] == []
    assert len(lines) > 100
    # A bot lays a card on its turn only once the news before it has been heard.
    for time, entry in driver.journal:
        if isinstance(entry, tuple) and entry[0].startswith("card_") and entry[1] != 0.0:
            unheard = [line.text for line in lines if line.said_at < time and line.cut_at is None and line.end > time]
            assert unheard == [], f"{time:.2f}: a bot played before {unheard} was heard"


def bot_turns(table: TableScene) -> int:
    return sum(isinstance(event, TURN_ACTIONS) and event.player != 0 for event in table.match.game.log)
