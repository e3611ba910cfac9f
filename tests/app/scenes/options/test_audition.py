"""The options' "Hear every sound" on a machine without a sound device: it says so, on opening and on Enter,
rather than staying silent."""

from __future__ import annotations

import pygame
import pytest
from table_driver import Driver, default_words, headless

from audiouno.app.scenes.options.audition import CueAudition

TEXT = default_words().text


def test_without_a_sound_device_every_sound_says_there_is_none(monkeypatch: pytest.MonkeyPatch) -> None:
    headless(monkeypatch, audio="nosuchdriver")
    driver = Driver(start="menu")
    try:
        assert not driver.cues.available
        driver.press("o")
        driver.press("return")
        while not driver.press("down")[0].startswith(TEXT("options.sounds")):
            pass
        opened = driver.press("return")
        assert isinstance(driver.top, CueAudition)
        assert TEXT("sounds.no_device") in " ".join(opened)
        assert driver.press("return") == [TEXT("sounds.no_device")]  # Enter on a sound: why nothing is heard
    finally:
        driver.close()
    pygame.mixer.quit()
