"""Full screen: F11 in every place (the window's own key, asked before the place's), kept in the settings and
said; rebindable like any key; the setting in force at the next start."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from table_driver import Driver, default_words, headless

from audiouno.app.files.storage import Places
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import RuleSet

TEXT = default_words().text


def settings_file(places: Places) -> dict[str, object]:
    return json.loads((places.config / "settings.json").read_text())  # type: ignore[no-any-return]


def test_f11_switches_full_screen_in_every_place_and_the_next_start_keeps_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    headless(monkeypatch)
    places = Places(tmp_path / "config", tmp_path / "data")
    driver = Driver(places=places, start="menu")
    try:
        assert not pygame.display.is_fullscreen()
        assert isinstance(driver.top, MainMenu)
        assert driver.press("f11") == [TEXT("view.full_screen", on="yes")]
        assert pygame.display.is_fullscreen() and settings_file(places)["full_screen"] is True
        assert isinstance(driver.top, MainMenu)  # the menu did not take the key as a letter or a move
        table = driver.sit(RuleSet(), [["r5", "g7"], ["y1", "y2", "y3"]], "r9")
        focus = table.hand.index
        assert driver.press("f11") == [TEXT("view.full_screen", on="no")]  # at the table too, and nothing else
        assert not pygame.display.is_fullscreen() and table.hand.index == focus
        assert driver.press("f11") == [TEXT("view.full_screen", on="yes")]
        assert isinstance(driver.top, TableScene)
    finally:
        driver.close()
    again = Driver(places=places, start="menu")
    try:
        assert pygame.display.is_fullscreen() and again.program.services.settings.full_screen
        assert pygame.display.get_surface().get_size() == pygame.display.get_desktop_sizes()[0]
    finally:
        again.close()


def test_the_full_screen_key_is_rebound_like_any_other(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    headless(monkeypatch)
    keymap = tmp_path / "keymap.toml"
    keymap.write_text('[window]\nfull_screen = ["f12"]\n', encoding="utf-8")
    driver = Driver(start="menu", user_keymap=keymap)
    try:
        assert driver.press("f11") != [TEXT("view.full_screen", on="yes")]
        assert not pygame.display.is_fullscreen()
        assert driver.press("f12") == [TEXT("view.full_screen", on="yes")]
        assert pygame.display.is_fullscreen()
        assert "F12" in driver.program.services.catalogue.text("options.full_screen.description")
    finally:
        driver.close()
