"""How much a listener hears going once through the lobby and the options with the Down arrow, in each language:
the words of every item as each pass says it (name, value and place), and, apart, the words of every description,
which Enter reads on request. The by-ear play-throughs heard 1,300 words for the lobby alone when each item read
its description on every pass.

    python benchmarks/lobby_words.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "kit"))

from table_driver import Driver

from audiouno.app.scenes.lists.item_list import ItemListScene
from audiouno.i18n import LANGUAGES


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


def main() -> None:
    for language in LANGUAGES:
        driver = Driver(seed=1, language=language)  # opens in the lobby
        try:
            items, passing, described = one_pass(driver)
            print(f"{language} lobby: {items} items, {passing} words a pass, {described} more on request")
            driver.press("escape")  # the main menu
            driver.press("end")
            for _ in range(4):  # up to Options, above Rules, Keys, Statistics and Quit
                driver.press("up")
            driver.press("return")
            items, passing, described = one_pass(driver)
            print(f"{language} options: {items} items, {passing} words a pass, {described} more on request")
        finally:
            driver.close()


if __name__ == "__main__":
    main()
