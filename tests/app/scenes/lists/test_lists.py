"""Every list of the game as a player meets it, through the real program with posted keys: the main menu, the
lobby, the options, the key bindings, F1's list, the game menu, a yes/no question, the colour and swap choices
and practice all move the same way (Home/End, the edge sound, a first letter, "n of m"), and practice's keys
are its own: rebinding a table key leaves them alone."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from table_driver import SLOW_BOTS, Driver, default_words
from test_typed_text import colour_list, game_menu, quit_question, swap_list

from audiouno.app.files.storage import Places
from audiouno.app.keys.keymap import parse_key
from audiouno.app.scenes.lists.helplist import HelpList
from audiouno.app.scenes.lists.list_scene import ListScene
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.options.keybindings import KeyBindingsScene, KeyCapture
from audiouno.app.scenes.options.scene import OptionsScene
from audiouno.app.scenes.practice.drill_scene import DrillScene
from audiouno.app.scenes.practice.scene import PracticeScene

TEXT = default_words().text


pytestmark = pytest.mark.driver(bot_pace=SLOW_BOTS)


def main_menu(driver: Driver) -> ListScene:
    if not isinstance(driver.top, MainMenu):
        driver.press("escape")  # from the lobby, where the driver starts
    assert isinstance(driver.top, MainMenu)
    return driver.top


def from_main_menu(letter: str, scene: type[ListScene]) -> Callable[[Driver], ListScene]:
    def opener(driver: Driver) -> ListScene:
        main_menu(driver)
        driver.press(letter)  # the item's first letter, then Enter
        driver.press("return")
        assert isinstance(driver.top, scene)
        return driver.top

    return opener


def lobby(driver: Driver) -> ListScene:
    assert isinstance(driver.top, LobbyScene)
    return driver.top


def help_list(driver: Driver) -> ListScene:
    driver.press("f1")
    assert isinstance(driver.top, HelpList)
    return driver.top


def key_bindings(driver: Driver) -> ListScene:
    from_main_menu("o", OptionsScene)(driver)
    driver.press("end")
    driver.press("up")  # the key bindings item
    driver.press("return")
    assert isinstance(driver.top, KeyBindingsScene)
    return driver.top


LISTS: dict[str, Callable[[Driver], ListScene]] = {
    "main menu": main_menu,
    "lobby": lobby,
    "options": from_main_menu("o", OptionsScene),
    "key bindings": key_bindings,
    "help list": help_list,
    "practice": from_main_menu("p", PracticeScene),
    "quit question": quit_question,
    "game menu": game_menu,
    "colour list": colour_list,
    "swap list": swap_list,
}


def place_words(scene: ListScene, index: int) -> str:
    return TEXT("choice.item", label=scene.label(index), number=index + 1, count=scene.count())


def last_cue(driver: Driver) -> str:
    return driver.cues.played[-1][0]


@pytest.mark.parametrize("opener", LISTS.values(), ids=list(LISTS))
def test_every_list_goes_to_its_ends_and_stops_there_the_same_way(
    driver: Driver, opener: Callable[[Driver], ListScene]
) -> None:
    scene = opener(driver)
    last = scene.count() - 1
    assert driver.press("end") == [place_words(scene, last)] and scene.index == last
    assert last_cue(driver) == "menu_move"
    assert driver.press("end") == [place_words(scene, last)] and last_cue(driver) == "menu_back"  # the edge
    assert driver.press("down") == [place_words(scene, last)] and last_cue(driver) == "menu_back"  # no wrap
    assert driver.press("home") == [place_words(scene, 0)] and scene.index == 0
    assert last_cue(driver) == "menu_move"
    assert driver.press("up") == [place_words(scene, 0)] and last_cue(driver) == "menu_back"
    assert driver.top is scene


@pytest.mark.parametrize("opener", LISTS.values(), ids=list(LISTS))
def test_every_list_goes_to_the_next_item_starting_with_a_letter(
    driver: Driver, opener: Callable[[Driver], ListScene]
) -> None:
    scene = opener(driver)
    keymap, place = driver.program.services.keymap, scene.place
    assert place is not None
    count = scene.count()
    # A letter the list does not bind to a command (R repeats in the lobby), that some other item starts with.
    letters = []
    for index in range(count):
        letter = scene.label(index)[:1].lower()
        binding = parse_key(letter) if letter.isascii() and letter.isalpha() else None
        if binding and keymap.command(place, *binding) is None and index != scene.index:
            letters.append(letter)
    assert letters, f"no other item of the {place} list starts with a letter free there"
    letter = letters[0]
    start = scene.index
    expected = next(
        (start + offset) % count
        for offset in range(1, count + 1)
        if scene.label((start + offset) % count).lower().startswith(letter)
    )
    assert driver.press(letter) == [place_words(scene, expected)]
    assert scene.index == expected and last_cue(driver) == "menu_move" and driver.top is scene


def test_the_practice_list_says_each_items_place_and_takes_first_letters(driver: Driver) -> None:
    practice = from_main_menu("p", PracticeScene)(driver)
    assert practice.count() == 9
    said = driver.press("down")
    race = TEXT("practice.item.race", count=3, strength=TEXT("lobby.strength.normal"))
    assert said == [TEXT("choice.item", label=race, number=2, count=9)]
    said = driver.press("y")  # "Your statistics", the last item
    assert said == [TEXT("choice.item", label=TEXT("practice.item.statistics"), number=9, count=9)]
    assert driver.press("s") == [TEXT("choice.item", label=TEXT("practice.item.slap"), number=4, count=9)]


def rebind(driver: Driver, place: str, command: str, key: str) -> None:
    """Through Options, Key bindings: find the command's line, Enter, press the new key."""
    bindings = key_bindings(driver)
    words = TEXT(f"help.{place}.{command}")
    for _ in range(bindings.count()):
        if bindings.options[bindings.index].value == (place, command):
            break
        driver.press("down")
    assert bindings.options[bindings.index].value == (place, command)
    driver.press("return")
    assert isinstance(driver.top, KeyCapture)
    assert driver.press(key)[0] == TEXT("keys.bound", pressed=key.upper(), command=words)
    driver.press("escape")  # the key bindings
    driver.press("escape")  # the options
    assert isinstance(driver.top, MainMenu)


@pytest.fixture
def places(tmp_path: Path) -> Places:
    places = Places(tmp_path / "config", tmp_path / "data")
    places.config.mkdir()
    places.data.mkdir()
    return places


def test_rebinding_table_keys_does_not_change_practice(places: Places) -> None:
    driver = Driver(places=places, start="new")
    try:
        rebind(driver, "table", "next_group", "x")  # Down at the table becomes X
        rebind(driver, "table", "buzzer", "n")  # and the buzzer N
        driver.press("p")
        driver.press("return")
        practice = driver.top
        assert isinstance(practice, PracticeScene)
        driver.press("x")  # the table's key does nothing in practice
        assert practice.index == 0
        driver.press("down")  # practice keeps Down
        assert practice.index == 1
        driver.press("home")
        said = driver.press("f1")[0]  # F1 names practice's own keys
        assert TEXT("help.line", keys="Down", does=TEXT("help.practice.next_item")) in said
        intro = driver.press("return")[0]  # the reaction drill
        drill = driver.top
        assert isinstance(drill, DrillScene)
        assert "press B at once" in intro  # the drill names its own buzzer, not the table's N
        heard = len(driver.cues.played)
        driver.wait(15, until=lambda: any(cue == "buzzer" for cue, _ in driver.cues.played[heard:]))
        assert any(cue == "buzzer" for cue, _ in driver.cues.played[heard:])
        driver.press("n")  # the table's new buzzer key is no buzzer here
        assert drill.drill.reactions == []
        driver.wait(0.25)  # a human reaction, not a press too soon after the cue to be one
        driver.press("b")  # the drill's buzzer is still B: a time
        assert [reaction.outcome.value for reaction in drill.drill.reactions] == ["hit"]
    finally:
        driver.close()
    written = (places.config / "keymap.toml").read_text()
    assert "[table]" in written and "[practice]" not in written and "[drill]" not in written


def test_an_old_keymap_that_rebound_table_keys_loads_and_leaves_practice_its_defaults(tmp_path: Path) -> None:
    """A keymap from before practice had its own places: its table keys work at the table, practice keeps the
    default keys (the old file's buzzer used to reach the drills too; now the drill's own, B, is named there)."""
    user = tmp_path / "keymap.toml"
    user.write_text('format = 1\n\n[table]\nbuzzer = ["space"]\ndraw = ["d"]\nnext_group = ["j"]\n', encoding="utf-8")
    driver = Driver(user_keymap=user, start="practice")
    try:
        keymap = driver.program.services.keymap
        assert keymap.keys_for("table", "buzzer") == ["space"] and keymap.keys_for("table", "next_group") == ["j"]
        assert keymap.keys_for("drill", "buzzer") == ["b"] and keymap.keys_for("practice", "next_item") == ["down"]
        assert not any("keymap" in text.lower() and "line" in text.lower() for text in driver.texts)  # no problem
        practice = driver.top
        assert isinstance(practice, PracticeScene)
        driver.press("down")
        assert practice.index == 1
        driver.press("j")
        assert practice.index == 1
    finally:
        driver.close()


def test_f1_in_a_drill_and_in_calibration_says_their_own_keys(tmp_path: Path) -> None:
    """Each practice place's F1 reads its own declaration, with the keys the player gave it there."""
    user = tmp_path / "keymap.toml"
    user.write_text('[drill]\nbuzzer = ["space"]\n\n[calibration]\ntap = ["k"]\n', encoding="utf-8")
    driver = Driver(user_keymap=user, start="practice")
    try:
        assert "Reaction: press Space as soon as you hear the buzzer" in driver.texts[-1]  # the drill's key named
        driver.press("return")  # the reaction drill
        said = driver.press("f1")[0]
        assert TEXT("help.line", keys="Space", does=TEXT("help.drill.buzzer")) in said
        assert TEXT("help.line", keys="Escape", does=TEXT("help.drill.stop")) in said
        driver.press("escape")  # stop the drill
        assert isinstance(driver.top, PracticeScene)
        driver.press("c")  # "Calibrate the sound delay"
        intro = driver.press("return")[0]
        assert "press K on each click" in intro  # the calibration names its own key
        said = driver.press("f1")[0]
        assert TEXT("help.line", keys="K", does=TEXT("help.calibration.tap")) in said
        assert TEXT("help.line", keys="Escape", does=TEXT("help.calibration.stop")) in said
    finally:
        driver.close()
