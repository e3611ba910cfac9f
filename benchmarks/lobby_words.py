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

from list_words import one_pass, open_options
from table_driver import Driver

from audiouno.i18n import LANGUAGES


def main() -> None:
    for language in LANGUAGES:
        driver = Driver(seed=1, language=language)  # opens in the lobby
        try:
            items, passing, described = one_pass(driver)
            print(f"{language} lobby: {items} items, {passing} words a pass, {described} more on request")
            open_options(driver)
            items, passing, described = one_pass(driver)
            print(f"{language} options: {items} items, {passing} words a pass, {described} more on request")
        finally:
            driver.close()


if __name__ == "__main__":
    main()
