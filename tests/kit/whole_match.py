"""A whole counted match through the real program: set up in the lobby, played by the listener of the headless
driver (`Driver.listeners_move`) to its end; and the way back to the main menu and to one of its items."""

from __future__ import annotations

from table_driver import Driver

from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import OFFICIAL, Phase

MAX_STEPS = 50_000


def play_a_match(driver: Driver, players: int, bots: str = "normal") -> list[str]:
    """A match to 50 points against `bots`, played by the listener; the lines its history holds."""
    driver.program.services.settings.bot_pace = 0.3
    setup = MatchSetup(bots=[bots] * (players - 1), rules=OFFICIAL.with_options(target_score=50))
    table = driver.start_from_the_lobby(setup)
    for _ in range(MAX_STEPS):
        if table.match.game.phase is Phase.MATCH_OVER:
            break
        driver.listeners_move(table)
    assert table.match.game.phase is Phase.MATCH_OVER
    heard = list(table.heard.recent(table.heard.added))
    assert len(heard) == table.heard.added  # the whole match is in the history
    return heard


def to_the_main_menu(driver: Driver) -> None:
    while not isinstance(driver.top, MainMenu):
        driver.press("escape" if not isinstance(driver.top, TableScene) else "return")


def choose_in_the_main_menu(driver: Driver, item: str) -> list[str]:
    """The main menu's item named `item`, reached by Home and Down, and chosen with Enter."""
    to_the_main_menu(driver)
    menu = driver.top
    assert isinstance(menu, MainMenu)
    driver.press("home")
    while menu.options[menu.index].value.name != item:
        driver.press("down")
    return driver.press("return")
