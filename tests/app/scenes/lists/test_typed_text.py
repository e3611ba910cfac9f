"""Typed text from any keyboard layout: every list that reads it (questions, the game menu, the colour and swap
lists) takes the ten ASCII digits and letters, and nothing a key can type crashes the game."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from table_driver import SLOW_BOTS, Driver, default_words

from audiouno.app.keys.keymap import parse_key
from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import OFFICIAL

TEXT = default_words().text

# Printable characters that the keys of common layouts type, unshifted or with Shift or AltGr: French and Belgian
# "²" (top left), German, Portuguese, Spanish, Nordic, Turkish, Greek and Cyrillic letters, dead-key leftovers,
# and digits that are not ASCII (superscripts, circled, Arabic-Indic, full-width).
LAYOUT_CHARACTERS = list(
    "²³¹°§µ£¤¨^`\u00b4~ßüöäÜÖÄçÇñÑéèêàùòìåæøÅÆØıİşğαβωйцужё€¬¦¿¡«»&\"'(-_)=+*/.,;:!?<>#{[|@]}"
    "①②③⑩٣٤۵\uff10\uff11\uff19½¼⁰⁴₂Ⅻ"
)


pytestmark = pytest.mark.driver(bot_pace=SLOW_BOTS)


def type_text(driver: Driver, text: str, key: int = pygame.K_UNKNOWN) -> None:
    """A key press that types `text`, as SDL reports one from a layout's key (the code matters little here)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
    driver.program.step()


def quit_question(driver: Driver) -> ChoiceScene:
    driver.press("escape")  # from the lobby back to the main menu
    assert isinstance(driver.top, MainMenu)
    driver.press("escape")  # there: "Quit?" with No and Yes
    assert isinstance(driver.top, ChoiceScene) and not isinstance(driver.top, MainMenu)
    return driver.top


def game_menu(driver: Driver) -> ChoiceScene:
    driver.sit(OFFICIAL, [["r5", "g7"], ["y1", "y2", "y3"]], "r9")
    driver.press("escape")
    assert isinstance(driver.top, ChoiceScene)
    return driver.top


def colour_list(driver: Driver) -> ChoiceScene:
    driver.sit(OFFICIAL, [["w", "r5"], ["y1", "y2", "y3"]], "r9")
    driver.press("end")  # the wild, sorted last
    driver.press("return")
    assert isinstance(driver.top, ChoiceScene)
    return driver.top


def swap_list(driver: Driver) -> ChoiceScene:
    rules = OFFICIAL.with_options(seven_swaps=True)
    driver.sit(rules, [["r7", "g5", "g6"], ["y1", "y2"], ["b1", "b2", "b3", "b4"]], "r9", dealer=2)
    driver.press("return")
    assert isinstance(driver.top, ChoiceScene)
    return driver.top


LISTS: dict[str, Callable[[Driver], ChoiceScene]] = {
    "quit question": quit_question,
    "game menu": game_menu,
    "colour list": colour_list,
    "swap list": swap_list,
}


@pytest.mark.parametrize("opener", LISTS.values(), ids=list(LISTS))
@pytest.mark.parametrize("typed", ["²", "³", "①", "٣", "\uff11", "½"])  # \uff11: full-width 1
def test_a_digit_that_is_not_ascii_chooses_nothing_and_crashes_nothing(
    driver: Driver, opener: Callable[[Driver], ChoiceScene], typed: str
) -> None:
    choice = opener(driver)
    index = choice.index
    type_text(driver, typed)
    assert driver.top is choice and choice.index == index
    assert driver.program.control.running


CHOOSING_LISTS = {name: opener for name, opener in LISTS.items() if name != "quit question"}


@pytest.mark.parametrize("opener", CHOOSING_LISTS.values(), ids=list(CHOOSING_LISTS))
def test_an_ascii_digit_still_chooses(driver: Driver, opener: Callable[[Driver], ChoiceScene]) -> None:
    choice = opener(driver)
    type_text(driver, "1")
    assert choice not in driver.program.control.stack


def test_a_digit_only_goes_to_the_answer_of_a_yes_no_question(driver: Driver) -> None:
    choice = quit_question(driver)
    type_text(driver, "2")  # Yes, which a player pressing 2 for "New match" did not mean
    assert driver.top is choice and choice.index == 1 and driver.program.control.running
    assert driver.last == TEXT("choice.item", label=TEXT("menu.yes"), number=2, count=2)


@pytest.mark.parametrize("opener", LISTS.values(), ids=list(LISTS))
def test_any_text_a_key_can_type_leaves_the_list_in_place_unless_it_is_a_digit(
    opener: Callable[[Driver], ChoiceScene],
) -> None:
    """Arbitrary Unicode as the text of a key press: anything but one ASCII digit keeps the list open (a letter may
    move within it), and nothing raises."""
    driver = Driver()
    driver.program.services.settings.bot_pace = SLOW_BOTS
    try:
        choice = opener(driver)

        @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
        @given(st.text(max_size=4))
        def typing(text: str) -> None:
            assume(not (len(text) == 1 and text in "0123456789"))  # choosing: tested above, and it closes the list
            type_text(driver, text)
            assert driver.top is choice
            assert 0 <= choice.index < len(choice.options)

        typing()
    finally:
        driver.close()


def test_a_storm_of_keys_from_many_layouts_never_crashes_the_game(driver: Driver) -> None:
    """Thousands of random key presses: every bound key with and without modifiers, and the printable characters of
    common layouts, with time passing now and then so the bots play. The game ends only when asked to, and is never
    left with nothing on screen."""
    rng = random.Random(9)
    bound = [name for place in ("table", "choice") for names in _keys(driver, place) for name in names]
    bound += ["shift+return", "ctrl+c", "alt+f4", "tab", "backspace", "1", "2", "3", "0", "9"]
    driver.program.services.settings.bot_pace = 0.3
    quits, lists, tables = 0, 0, 0
    for _ in range(4000):
        roll = rng.random()
        if roll < 0.45:
            name = rng.choice(bound)
            binding = parse_key(name)
            assert binding is not None, name
            key, mod = binding
            base = name.split("+")[-1]
            text = base if len(base) == 1 and not mod else ""
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))
            driver.program.step()
        elif roll < 0.9:
            char = rng.choice(LAYOUT_CHARACTERS)
            type_text(driver, char, key=ord(char) if rng.random() < 0.5 else pygame.K_UNKNOWN)
        else:
            driver.wait(rng.choice([0.1, 0.5, 2.0]))
        if not driver.program.control.running:  # the storm said Yes to "Quit?": a player's choice, not a crash
            quits += 1
            driver.program.control.running = True
        assert driver.program.control.stack
        lists += isinstance(driver.top, ChoiceScene)
        tables += isinstance(driver.top, TableScene)
    assert lists and tables, "the storm never reached a list or a table: it tested too little"
    mark = driver.mark()
    driver.press("f1")
    assert driver.since(mark), "the game stopped answering keys"


def _keys(driver: Driver, place: str) -> list[list[str]]:
    keymap = driver.program.services.keymap
    return [keymap.keys_for(place, command) for command in keymap.commands(place)]
