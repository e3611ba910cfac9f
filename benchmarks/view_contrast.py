"""The lowest WCAG contrast ratio of any text the view draws, per theme, window size and text scale, measured
from the pixels where each text was blitted (tests/kit/pixels.py), on the table (a hand of every colour, a wild
and its colour choice) and the lists (main menu, lobby, options, the table's help).

    python benchmarks/view_contrast.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "kit"))

from pixels import BlitWatch, text_contrast
from table_driver import Driver

from audiouno.app.files.settings import TEXT_SCALES, THEMES
from audiouno.app.scenes.scene import Scene
from audiouno.engine import RuleSet

SIZES = ((640, 480), (1024, 768), (1920, 1080))
HAND = ["r5", "rs", "y3", "y9", "g1", "g7", "gr", "b2", "b7", "b+2", "w", "w+4"]


def places() -> tuple[Driver, dict[str, Scene]]:
    driver = Driver(start="menu")
    found: dict[str, Scene] = {"main menu": driver.top}  # type: ignore[dict-item]
    for letter, name in (("n", "lobby"), ("o", "options")):
        driver.press(letter)
        driver.press("return")
        found[name] = driver.top  # type: ignore[assignment]
        driver.press("escape")
    table = driver.sit(RuleSet(), [HAND, ["y1", "y2"], ["b1", "b3"]], "r9")
    found["table"] = table
    driver.press("f1")
    found["help"] = driver.top  # type: ignore[assignment]
    driver.press("escape")
    driver.press("end")
    driver.press("left")
    driver.press("return")  # the wild: the colour to choose, over the table
    found["colour"] = driver.top  # type: ignore[assignment]
    return driver, found


def main() -> None:
    driver, scenes = places()
    settings = driver.program.services.settings
    print(f"{'theme':<13} {'window':>9} {'scale':>5}  lowest  (where)   texts measured")
    for theme in THEMES:
        for size in SIZES:
            for scale in (TEXT_SCALES[0], TEXT_SCALES[-1]):
                settings.theme, settings.text_scale = theme, scale
                lowest, where, count = 21.0, "", 0
                for name, scene in scenes.items():
                    surface = BlitWatch(size)
                    scene.draw(surface)
                    for rect in surface.blits:
                        measured = text_contrast(surface, rect)
                        if measured is not None:
                            count += 1
                            if measured.ratio < lowest:
                                lowest, where = measured.ratio, name
                print(f"{theme:<13} {size[0]:>4}x{size[1]:<4} {scale:>5}  {lowest:6.2f}  ({where})  {count}")
    driver.close()


if __name__ == "__main__":
    main()
