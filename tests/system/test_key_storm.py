"""Key storm: 24,000 random key presses (every bound key, random others, with and without modifiers) through the
program's own key handling, across the main menu, the lobby, the options, key rebinding, the describer, the
tutorial, a table with every rule option on, its choices and its menu. No exception, the engine's invariants
after every press, and at the end the program still answers."""

from __future__ import annotations

import json
import os
import random
import tempfile
import time
from collections import Counter
from pathlib import Path

import pygame
import pytest
from table_driver import STEP, Driver, headless

from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.storage import Places
from audiouno.app.keys.keymap import Keymap, default_keymap, parse_key
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.options.describer import KeyDescriber
from audiouno.app.scenes.options.keybindings import KeyBindingsScene, reset_keys
from audiouno.app.scenes.options.scene import OptionsScene
from audiouno.app.scenes.table.scene import TableScene
from audiouno.app.scenes.tutorial.scene import TutorialScene
from audiouno.app.scenes.tutorial.script import TUTORIAL
from audiouno.engine import PRESETS, Edition, Game, Phase, apply_variants

PRESSES = int(os.environ.get("STORM", 24_000))  # STORM=400000 for a longer storm
SEGMENT = 3_000  # presses from each starting place in turn: each of the eight once
PLACES = ("menu", "table", "lobby", "options", "table", "keys", "describer", "tutorial")
PRESSES_PER_PASS = 16  # then the loop runs a pass (time passes, bots act, the screen is drawn)
OTHER_KEYS = [getattr(pygame, f"K_{c}") for c in "abdhijklmnopqwxy0123456789"] + [
    pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_F6,
    pygame.K_F9, pygame.K_F12, pygame.K_SLASH, pygame.K_MINUS, pygame.K_LSHIFT, pygame.K_RCTRL, pygame.K_LALT,
    pygame.K_CAPSLOCK, pygame.K_KP_5, pygame.K_INSERT,
]  # fmt: skip
MODIFIERS = [0, 0, 0, pygame.KMOD_LSHIFT, pygame.KMOD_RCTRL, pygame.KMOD_LALT, pygame.KMOD_GUI, pygame.KMOD_NUM]


def every_rule_on() -> MatchSetup:
    rules = apply_variants(PRESETS["house"], ["all"]).with_options(
        edition=Edition.MINECRAFT, buzzer=True, wrong_play_penalty=2, round_limit=3, target_score=100
    )
    return MatchSetup(bots=["random", "easy", "hard"], preset="house", rules=rules)


def bound_keys() -> list[tuple[int, int]]:
    keymap = Keymap.load(default_keymap())[0]
    names = {
        name for place in ("table", "choice") for c in keymap.commands(place) for name in keymap.keys_for(place, c)
    }
    return [binding for name in sorted(names) if (binding := parse_key(name)) is not None]


def check_game(game: Game) -> None:
    """The engine's invariants: every card in exactly one place, the decider able to act, a reaction timed."""
    places = [card for hand in game.hands for card in hand] + game.draw_pile + game.discard
    assert len(places) == len(game.deck) and set(map(id, places)) == set(map(id, game.deck))
    assert len(game.totals) == game.players
    if game.decider is not None and game.in_round:
        assert game.legal_actions(game.decider), f"the decider has no legal action in {game.phase}"
    if game.phase is Phase.REACTION:
        assert game.next_deadline() is not None


def start_in(driver: Driver, place: str) -> None:
    """Each segment of the storm starts in another place, so that all are stormed, however deep in menus."""
    control, services = driver.program.control, driver.program.services
    while len(control.stack) > 1:
        control.pop(control.stack[-1])
    if place == "lobby":
        control.push(LobbyScene(services))
    elif place == "table":
        control.push(LobbyScene(services))
        driver.press("return")
    elif place == "options":
        control.push(OptionsScene(services))
    elif place == "keys":
        control.push(OptionsScene(services))
        control.push(KeyBindingsScene(services))
    elif place == "describer":
        control.push(KeyDescriber(services))
    elif place == "tutorial":
        control.push(TutorialScene(services, TUTORIAL))


def storm_places() -> tempfile.TemporaryDirectory[str]:
    """Files on a RAM disk where there is one: the storm saves the match thousands of times."""
    return tempfile.TemporaryDirectory(dir="/dev/shm" if os.path.isdir("/dev/shm") else None)


def test_a_storm_of_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    headless(monkeypatch)
    rng = random.Random(2024)
    bound = bound_keys()
    with storm_places() as folder:
        places = Places(Path(folder) / "config", Path(folder) / "data")
        places.config.mkdir(parents=True)
        body = {"kind": "settings", "format": 1, "bot_pace": 0.3, "setup": every_rule_on().to_data()}
        (places.config / "settings.json").write_text(json.dumps(body))
        driver = Driver(seed=7, places=places, start="menu")
        visited: Counter[str] = Counter()
        quits = 0

        def quit_asked() -> None:  # the storm chose Quit and said Yes: noted, and the storm goes on
            nonlocal quits
            quits += 1

        driver.program.control.quit = quit_asked  # type: ignore[method-assign]
        began = time.monotonic()
        try:
            for press in range(PRESSES):
                if press % SEGMENT == 0:
                    start_in(driver, PLACES[press // SEGMENT % len(PLACES)])
                roll = rng.random()
                key, mod = rng.choice(bound) if roll < 0.7 else (rng.choice(OTHER_KEYS), rng.choice(MODIFIERS))
                if roll > 0.95:
                    mod |= rng.choice(MODIFIERS)
                name = pygame.key.name(key)
                unicode = name if len(name) == 1 and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) else ""
                control = driver.program.control
                control.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode))
                control.handle(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))
                assert control.stack and control.running
                visited[type(control.stack[-1]).__name__ if control.stack else "none"] += 1
                for scene in control.stack:
                    if isinstance(scene, TableScene):
                        check_game(scene.game)
                if press % PRESSES_PER_PASS == 0:
                    driver.clock.advance(STEP)
                    driver.program.step()
            took = time.monotonic() - began
            # Still answering: back to the main menu, the default keys again (the storm rebinds some), F1 there.
            start_in(driver, "menu")
            reset_keys(driver.program.services)
            said = driver.press("f1")
            assert (
                len(said) == 1 and driver.program.services.catalogue.text("help.choice_typing") in said[0]
            )  # in any language
            menu = driver.top
            assert isinstance(menu, MainMenu)
            moved = driver.press("down")
            words = driver.program.services.catalogue.text  # the storm may have switched the language in the lobby
            item = words(
                "choice.item", label=menu.options[menu.index].label, number=menu.index + 1, count=len(menu.options)
            )
            assert moved == [item]
        finally:
            driver.close()
    print(f"{PRESSES} presses in {took:.1f} s, {quits} quits asked; top scenes: {dict(visited)}")
    assert quits > 0
    for scene in ("MainMenu", "LobbyScene", "OptionsScene", "TableScene", "ChoiceScene", "GameMenu",
                  "KeyBindingsScene", "KeyCapture", "KeyDescriber"):  # fmt: skip
        assert visited[scene] > 0, f"the storm never reached {scene}"
