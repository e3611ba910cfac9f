"""The words a listener hears going once through a list of settings with Down (the lobby, the options): what
benchmarks/lobby_words.py prints and tests/app/scenes/test_list_words.py holds to its band."""

from __future__ import annotations

from table_driver import Driver

from audiouno.app.scenes.lists.item_list import ItemListScene


def words(lines: list[str]) -> int:
    return sum(len(line.split()) for line in lines)


def one_pass(driver: Driver) -> tuple[int, int, int]:
    """(items, words said by Down through every item, words of every item's description)."""
    scene = driver.top
    assert isinstance(scene, ItemListScene)
    driver.press("home")
    said: list[str] = []
    for _ in range(len(scene.items) - 1):
        said += driver.press("down")
    descriptions = [item.description() or "" for item in scene.items]
    return len(scene.items), words(said), words(descriptions)


def open_options(driver: Driver) -> None:
    """From the lobby where the driver opens: back to the main menu, then its Options."""
    driver.press("escape")
    driver.press("end")
    for _ in range(4):  # up to Options, above Rules, Keys, Statistics and Quit
        driver.press("up")
    driver.press("return")
