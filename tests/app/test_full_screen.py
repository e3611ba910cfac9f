"""Full screen: F11 in every place (the window's own key, asked before the place's), kept in the settings and
said; rebindable like any key; the setting in force at the next start."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
from table_driver import Driver, default_words

from audiouno.app.files.storage import Places
from audiouno.app.output.renderer import render
from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.options.describer import KeyDescriber
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import RuleSet

TEXT = default_words().text


def settings_file(places: Places) -> dict[str, object]:
    return json.loads((places.config / "settings.json").read_text())  # type: ignore[no-any-return]


def test_f11_switches_full_screen_in_every_place_and_the_next_start_keeps_it(tmp_path: Path) -> None:
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


def test_the_full_screen_key_is_rebound_like_any_other(tmp_path: Path) -> None:
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


def test_the_key_bindings_bind_f11_and_refuse_a_window_key_that_another_place_uses(tmp_path: Path) -> None:
    """While a new key is asked for, F11 is that key, not full screen; the window's key may not take a key that a
    place uses (it is heard first everywhere), nor a place's command the window's key."""
    driver = Driver(places=Places(tmp_path / "config", tmp_path / "data"), start="menu")
    services = driver.program.services
    try:
        driver.press("o")
        driver.press("return")
        driver.press("end")
        driver.press("up")  # the key bindings
        driver.press("return")
        bindings = driver.top
        assert isinstance(bindings, ChoiceScene)
        window_item = next(
            index for index, option in enumerate(bindings.options) if option.value == ("window", "full_screen")
        )
        bindings.index = window_item
        assert "F11" in bindings.options[window_item].label
        driver.press("return")
        taken = driver.press("left")  # the table's previous card, and the lists' keys
        assert taken and taken[0] == TEXT(
            "keys.taken", pressed=TEXT("keyname.left"), command=TEXT("help.table.previous_card")
        )
        assert driver.press("f12")[0] == TEXT("keys.bound", pressed="F12", command=TEXT("help.window.full_screen"))
        assert services.keymap.keys_for("window", "full_screen") == ["f12"] and not pygame.display.is_fullscreen()
        draw_item = next(index for index, option in enumerate(bindings.options) if option.value == ("table", "draw"))
        bindings.index = draw_item
        driver.press("return")
        said = driver.press("f12")  # asked for a table key: the window's key clashes
        assert said == [TEXT("keys.taken", pressed="F12", command=TEXT("help.window.full_screen"))]
        assert driver.press("f11")[0] == TEXT("keys.bound", pressed="F11", command=TEXT("help.table.draw"))
        assert not pygame.display.is_fullscreen()  # F11 went to the binding, not to the window
    finally:
        driver.close()


def test_the_key_describer_tells_what_f11_does_without_doing_it() -> None:
    driver = Driver(start="menu")
    try:
        driver.program.control.push(KeyDescriber(driver.program.services))
        does = TEXT("describer.window", does=TEXT("help.window.full_screen"))
        assert driver.press("f11") == [TEXT("describer.does", pressed="F11", does=does)]
        assert not pygame.display.is_fullscreen()
    finally:
        driver.close()


def test_control_plus_and_minus_change_the_text_size_anywhere_and_keep_it(tmp_path: Path) -> None:
    places = Places(tmp_path / "config", tmp_path / "data")
    driver = Driver(places=places, start="menu")
    settings = driver.program.services.settings
    try:
        table = driver.sit(RuleSet(), [["r5", "g7", "b2"], ["y1", "y2", "y3"]], "r9")
        before = render(pygame.Surface((1024, 768)), table.picture(), driver.program.services.look()).cards
        assert driver.press("ctrl+equals") == [TEXT("options.text_scale", value=125)]
        assert settings_file(places)["text_scale"] == 1.25 and isinstance(driver.top, TableScene)
        after = render(pygame.Surface((1024, 768)), table.picture(), driver.program.services.look()).cards
        assert len(after) == len(before) == 3
        assert all(large.height > small.height for (large, _), (small, _) in zip(after, before, strict=True))
        for _ in range(6):
            said = driver.press("ctrl+kp_plus")
        assert said == [TEXT("lobby.highest", label=TEXT("options.text_scale", value=300))]
        assert settings.text_scale == 3.0
        driver.press("escape")  # the game menu: the keys work over it too
        assert driver.press("ctrl+minus") == [TEXT("options.text_scale", value=250)]
        assert settings_file(places)["text_scale"] == 2.5
    finally:
        driver.close()
