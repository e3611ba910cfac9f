"""The main menu, the options (kept in the settings file), key rebinding, the rules reader, the key describer and
the statistics list, all by posted keys and heard through a recording speaker."""

from __future__ import annotations

import json
import sys

import pygame
import pytest
from table_driver import Driver, default_words

from audiouno.app.files.statistics import Statistics, record
from audiouno.app.files.storage import Places
from audiouno.app.files.verbosity import KINDS
from audiouno.app.output.sound import CUES
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.options.audition import CueAudition
from audiouno.app.scenes.options.describer import KeyDescriber
from audiouno.app.scenes.options.keybindings import KeyBindingsScene, KeyCapture
from audiouno.app.scenes.options.scene import OptionsScene
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import OPTIONS
from audiouno.engine.events import ChallengeResolved, Reaction, ReactionResolved, RoundEnded, UnoCaught

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

TEXT = default_words().text


pytestmark = pytest.mark.driver(start="menu", files=True)


def open_item(driver: Driver, letter: str) -> list[str]:
    """Jump to a main-menu item by its first letter, then Enter."""
    driver.press(letter)
    return driver.press("return")


def settings_file(places: Places) -> dict[str, object]:
    return json.loads((places.config / "settings.json").read_text())  # type: ignore[no-any-return]


def test_the_program_opens_on_the_main_menu(driver: Driver) -> None:
    menu = driver.top
    assert isinstance(menu, MainMenu)
    assert [option.value.name for option in menu.options] == [
        "tutorial", "continue", "new", "lessons", "practice", "options", "rules", "keys", "statistics", "quit",
        "replays",
    ]  # fmt: skip
    # A new player's menu opens on the tutorial (tests/app/scenes/tutorial/test_progress.py: until it is done).
    assert driver.texts[1].startswith(" ".join([TEXT("main.title"), TEXT("choice.item", label=TEXT("main.tutorial"),
                                                                             number=1, count=11)]))  # fmt: skip
    assert not driver.speaker.said[1].interrupt  # it follows the greeting


def test_up_down_letters_digits_f1_and_escape(driver: Driver) -> None:
    """Always the same items, so that a number always means the same item; Quit asks, as Escape does."""
    nothing = TEXT("main.continue", saved="no")
    assert driver.press("down") == [TEXT("choice.item", label=nothing, number=2, count=11)]
    assert driver.press("return") == [TEXT("main.nothing_saved")]  # Continue with no match saved says so
    assert isinstance(driver.top, MainMenu)
    assert driver.press("up")[0].startswith(TEXT("main.tutorial"))
    assert driver.press("s")[0].startswith(TEXT("main.statistics"))
    assert driver.press("q")[0].startswith(TEXT("main.quit"))
    assert TEXT("help.choice_typing") in driver.press("f1")[0]
    said = driver.press("escape")
    assert said[-1].startswith(TEXT("menu.quit_question"))
    driver.press("escape")  # no
    assert driver.program.control.running and isinstance(driver.top, MainMenu)
    driver.press("3")  # New match, by its number
    assert isinstance(driver.top, LobbyScene)
    said = driver.press("escape")  # back
    assert isinstance(driver.top, MainMenu) and said[-1].startswith(TEXT("main.title"))
    driver.press("q")
    assert driver.press("return")[-1].startswith(TEXT("menu.quit_question"))  # Quit asks what Escape asks
    driver.press("escape")  # no
    assert driver.program.control.running and isinstance(driver.top, MainMenu)
    driver.press("0")  # the tenth item, Quit, by its number
    driver.press("down")  # yes
    assert driver.press("return") == [TEXT("menu.goodbye", kept="no")]
    assert not driver.program.control.running


def test_options_change_and_are_kept(driver: Driver, places: Places, monkeypatch: pytest.MonkeyPatch) -> None:
    open_item(driver, "o")
    scene = driver.top
    assert isinstance(scene, OptionsScene)
    labels = [item.label() for item in scene.items]
    assert labels[0] == TEXT("options.speech", value=TEXT("options.speech.auto"))
    assert driver.press("right")[0] == TEXT("options.speech", value=TEXT("options.speech.screenreader"))
    assert settings_file(places)["speech"] == "screenreader"
    driver.press("down")  # detail
    driver.press("right")
    assert settings_file(places)["verbosity"] == "brief"
    for _ in KINDS:  # each kind of message's level (tests/app/scenes/table/test_profiles.py changes them)
        driver.press("down")
    driver.press("down")  # pace
    assert driver.press("left")[0] == TEXT("options.pace", value="0.8")
    assert settings_file(places)["bot_pace"] == 0.8
    driver.press("down")  # how fast the screen reader speaks
    assert driver.press("right")[0] == TEXT("options.listener_wpm", value=240)
    assert settings_file(places)["listener_wpm"] == 240 and driver.program.voice.words_per_minute == 240
    driver.press("down")  # what the screen reader gets
    speech_only = TEXT("options.screen_reader_output", value=TEXT("options.screen_reader_output.speech"))
    assert driver.press("right")[0] == speech_only
    assert settings_file(places)["screen_reader_output"] == "speech"
    assert driver.program.voice.screen_reader_output == "speech"
    driver.press("down")  # the braille reading rate
    assert driver.press("right")[0] == TEXT("options.braille_wpm", value=110)
    assert settings_file(places)["braille_wpm"] == 110 and driver.program.voice.braille_wpm == 110
    driver.press("down")  # the first window: UNO catch
    driver.press("right")
    assert settings_file(places)["setup"]["rules"]["uno_catch_ms"] == 4500  # type: ignore[index]
    for _ in OPTIONS:
        said = driver.press("down")[0]
        if said.startswith(TEXT("options.volume", value="")[:10]):
            break
    assert driver.press("left")[0] == TEXT("options.volume", value="70")
    assert driver.program.cues.volume == pytest.approx(0.7)
    driver.press("down")
    assert driver.press("left")[0] == TEXT("options.race_volume", value="70")
    assert driver.program.cues.race_volume == pytest.approx(0.7) and settings_file(places)["race_volume"] == 0.7
    driver.press("down")
    assert driver.press("right")[0] == TEXT("options.mute_unfocused", value=TEXT("lobby.on"))
    assert settings_file(places)["mute_unfocused"] is True
    driver.press("down")
    assert driver.press("left")[0] == TEXT("options.width", value="75")
    assert driver.program.voice.stereo_width == 0.75
    assert driver.press("down")[0].startswith(TEXT("options.sounds"))  # Enter on it lists the sounds
    driver.press("down")  # how the window looks: the theme, the text size and full screen
    assert driver.press("right")[0] == TEXT("options.theme", value=TEXT("options.theme.light"))
    driver.press("down")
    assert driver.press("right")[0] == TEXT("options.text_scale", value=125)
    driver.press("down")
    assert driver.press("right")[0] == TEXT("options.full_screen", value=TEXT("lobby.on"))
    assert (settings_file(places)["theme"], settings_file(places)["text_scale"]) == ("light", 1.25)
    assert settings_file(places)["full_screen"] is True and pygame.display.is_fullscreen()
    assert driver.press("left")[0] == TEXT("options.full_screen", value=TEXT("lobby.off"))
    assert not pygame.display.is_fullscreen()
    driver.press("down")
    assert driver.press("right")[0] == TEXT("options.sort", value=TEXT("options.sort.number"))
    # Enter on a value: its description, and how to change it.
    assert driver.press("return") == [f"{TEXT('options.sort.description')} {TEXT('options.change_hint')}"]
    driver.press("escape")
    assert isinstance(driver.top, MainMenu)
    driver.close()

    again = Driver(places=places, start="new")  # the next start reads them back, and the lobby uses them
    try:
        settings = again.program.services.settings
        assert (settings.speech, settings.verbosity, settings.bot_pace) == ("screenreader", "brief", 0.8)
        assert settings.setup.rules.uno_catch_ms == 4500 and settings.hand_sort == "number"
        assert again.program.cues.volume == pytest.approx(0.7)
        assert again.program.voice.words_per_minute == 240
        assert (settings.theme, settings.text_scale, settings.full_screen) == ("light", 1.25, False)
        assert (again.program.voice.screen_reader_output, again.program.cues.race_volume) == ("speech", 0.7)
        assert again.program.cues.muted is False  # the setting is on, and the window is in front
        again.press("return")
        table = again.top
        assert isinstance(table, TableScene) and table.match.game.rules.uno_catch_ms == 4500
        assert table.hand.sort.value == "number"
    finally:
        again.close()
    monkeypatch.undo()


def test_the_options_switch_the_language_at_once_and_keep_it(driver: Driver, places: Places) -> None:
    open_item(driver, "o")
    driver.press("end")  # Reset the keys; above it Key bindings, then the language
    driver.press("up")
    assert driver.press("up")[0] == TEXT(
        "choice.item", label=TEXT("lobby.language", name="English"), number=35, count=37
    )
    portuguese = default_words("pt-BR").text
    assert driver.press("right") == [portuguese("lobby.language", name="Português do Brasil")]  # said in it at once
    assert settings_file(places)["language"] == "pt-BR"
    expert = portuguese("options.expert_hints", value=portuguese("lobby.off"))
    assert driver.press("up")[0] == portuguese("choice.item", label=expert, number=34, count=37)
    hands = portuguese("options.round_hands", value=portuguese("options.round_hands.off"))
    assert driver.press("up")[0] == portuguese("choice.item", label=hands, number=33, count=37)
    hints = portuguese("options.hints", value=portuguese("lobby.on"))
    assert driver.press("up")[0] == portuguese("choice.item", label=hints, number=32, count=37)
    warning = portuguese("options.timer_warning", value=portuguese("options.timer_warning.off"))
    assert driver.press("up")[0] == portuguese("choice.item", label=warning, number=31, count=37)
    sort = portuguese("options.sort", value=portuguese("options.sort.colour"))
    assert driver.press("up")[0] == portuguese("choice.item", label=sort, number=30, count=37)
    driver.press("escape")
    said = driver.press("down")[0]  # the main menu speaks it too
    assert said == portuguese("choice.item", label=portuguese("main.rules"), number=7, count=11)
    driver.press("o")
    driver.press("return")
    driver.press("end")
    driver.press("up")
    driver.press("up")
    spanish = default_words("es").text
    assert driver.press("right") == [spanish("lobby.language", name="Español")]
    assert settings_file(places)["language"] == "es"


def go_to_binding(driver: Driver, label: str) -> None:
    for _ in range(80):
        if driver.press("down")[0].startswith(label):
            return
    raise AssertionError(label)


def test_rebinding_a_key(driver: Driver, places: Places) -> None:
    open_item(driver, "o")
    driver.press("end")
    driver.press("up")  # key bindings
    said = driver.press("return")
    assert isinstance(driver.top, KeyBindingsScene) and said[-1].startswith(TEXT("keys.title"))
    draw = TEXT("help.table.draw")
    go_to_binding(driver, TEXT("keys.item.table", command=draw, keys="Space"))
    said = driver.press("return")
    assert isinstance(driver.top, KeyCapture)
    assert said[-1] == TEXT("keys.press", command=draw, keys="Space")
    driver.press("shift+c")  # taken here: refused, still waiting
    assert driver.last == TEXT("keys.taken", pressed="Shift C", command=TEXT("help.table.sort_by_colour"))
    assert isinstance(driver.top, KeyCapture)
    driver.press("left shift")  # a modifier alone waits for its key
    assert isinstance(driver.top, KeyCapture)
    assert driver.press("escape")[0] == TEXT("keys.cancelled")
    assert isinstance(driver.top, KeyBindingsScene)
    assert not (places.config / "keymap.toml").exists()

    driver.press("return")
    said = driver.press("x")
    assert said[0] == TEXT("keys.bound", pressed="X", command=draw)
    assert isinstance(driver.top, KeyBindingsScene)
    assert driver.last.startswith(TEXT("keys.title"))  # the list says itself again, with the new key
    assert TEXT("keys.item.table", command=draw, keys="X") in driver.last
    written = tomllib.loads((places.config / "keymap.toml").read_text())
    assert written == {"format": 1, "table": {"draw": ["x"]}}
    assert driver.program.services.keymap.command("table", *_key("x")) == "draw"
    assert driver.program.services.keymap.command("table", *_key("space")) is None

    driver.press("escape")  # back to the options
    driver.press("end")  # reset the keys: asks first
    said = driver.press("return")
    assert said[-1].startswith(TEXT("options.reset_question"))
    driver.press("return")  # No comes first
    assert (places.config / "keymap.toml").exists()
    driver.press("return")
    driver.press("down")
    assert driver.press("return")[-1] == TEXT("keys.reset_done")
    assert not (places.config / "keymap.toml").exists()
    assert driver.program.services.keymap.command("table", *_key("space")) == "draw"


def test_a_rebound_key_is_read_at_the_next_start(places: Places) -> None:
    places.config.mkdir(parents=True)
    (places.config / "keymap.toml").write_text('[table]\ndraw = ["x"]\n')
    driver = Driver(places=places, start="new")
    try:
        driver.press("return")
        table = driver.top
        assert isinstance(table, TableScene)
        assert driver.program.services.keymap.command("table", *_key("x")) == "draw"
    finally:
        driver.close()


def _key(name: str) -> tuple[int, int]:
    from audiouno.app.keys.keymap import parse_key

    binding = parse_key(name)
    assert binding is not None
    return binding


def test_the_rules_are_read_line_by_line(driver: Driver) -> None:
    """The rules document of the match set up, as Ctrl+F1 opens it in the lobby and at the table."""
    said = open_item(driver, "r")
    assert said[-1].startswith(TEXT("rules.title", preset=TEXT("preset.official.name"), players=4))
    assert TEXT("rules.document.basics") in said[-1]
    deck = driver.press("down")[0]
    assert deck.startswith(TEXT("lobby.option", name=TEXT("option.edition"), value=TEXT("lobby.edition.classic")))
    notes = driver.press("down")[0]  # what this game chose for the deck, where its rule sheet is silent
    assert notes.startswith(TEXT("rules.document.deck_notes", deck=TEXT("edition.classic")))
    first = driver.press("down")[0]  # the official rules change nothing: the options in their order
    assert first.startswith(TEXT("lobby.option", name=TEXT("option.first_player"), value=TEXT(
        "lobby.value.first_player.left")))  # fmt: skip
    assert driver.press("return")[-1].endswith(TEXT("option.first_player.description"))
    assert driver.press("escape")[-1].startswith(TEXT("main.title"))


def test_the_key_describer_says_without_doing(driver: Driver) -> None:
    open_item(driver, "k")
    assert isinstance(driver.top, KeyDescriber)
    said = driver.press("space")
    assert said == [TEXT("describer.does", pressed="Space", does=TEXT("describer.table", does=TEXT("help.table.draw")))]
    up = driver.press("up")[0]
    assert TEXT("help.table.previous_group") in up and TEXT("help.choice.previous") in up
    assert driver.press("q") == [TEXT("describer.nothing", pressed="Q")]
    assert "Shift C" in driver.press("shift+c")[0]
    assert isinstance(driver.top, KeyDescriber)  # nothing was done
    driver.press("escape")
    assert isinstance(driver.top, MainMenu)


def test_statistics_are_read_newest_first(driver: Driver, places: Places) -> None:
    said = open_item(driver, "s")
    assert said[-1].startswith(TEXT("stats.title")) and TEXT("stats.none") in said[-1]
    driver.press("escape")
    stats = driver.program.services.statistics
    from audiouno.app.files.match_setup import MatchSetup

    setup = MatchSetup()
    record(stats, [RoundEnded(0, (0, 5), (5, 0), (5, 0))], 0, setup)
    record(stats, [RoundEnded(1, (5, 0), (0, 5), (0, 5))], 0, setup)  # a round lost
    record(stats, [ChallengeResolved(0, 1, True, (), 4)], 0, setup)
    # Ana challenges the player's fair Draw Four and loses: her challenge, not one the player won.
    record(stats, [ChallengeResolved(1, 0, False, (), 6)], 0, setup)
    record(stats, [UnoCaught(1, 0), ReactionResolved(Reaction.BUZZER, ((0, 0.41), (1, 0.5)), (1,), 2)], 0, setup)
    said = open_item(driver, "s")
    assert said[-1].startswith(TEXT("stats.title"))
    lines = [option.label for option in driver.top.options]  # type: ignore[attr-defined]
    assert lines[0] == "Rounds: 2 played, 1 won; the last one lost."  # wins and the last result come first
    assert lines[1] == TEXT("stats.reaction.buzzer", average=0.41, best=0.41, count=1, value="")
    assert lines[2] == TEXT("stats.races_won.buzzer", count=1, value="")
    assert TEXT("stats.uno_catches_suffered", count=1, value="") in lines
    assert TEXT("stats.challenges_won", count=1, value="") in lines
    assert TEXT("stats.challenges_lost", count=1, value="") not in lines
    assert TEXT("stats.rounds_won.preset", value=TEXT("preset.official.name"), count=1) in lines
    assert TEXT("stats.rounds_played.strength", value=TEXT("lobby.strength.normal"), count=2) in lines


def test_statistics_take_figures_of_any_name() -> None:
    stats = Statistics()
    stats.count("practice_drills.buzzer")
    stats.time("practice.reaction", 0.3)
    again = Statistics.from_data(json.loads(json.dumps(stats.to_data())))
    assert again.get("practice_drills.buzzer") == 1 and again.times["practice.reaction"].best == 0.3
    assert [name for name, _ in again.newest_first()] == ["practice.reaction", "practice_drills.buzzer"]


def test_the_options_list_every_sound_with_its_meaning_and_enter_plays_it_from_its_place(driver: Driver) -> None:
    open_item(driver, "o")
    options = driver.top
    assert isinstance(options, OptionsScene)
    while not driver.press("down")[0].startswith(TEXT("options.sounds")):
        pass
    said = driver.press("return")
    audition = driver.top
    assert isinstance(audition, CueAudition)
    first = TEXT("choice.item", label=TEXT("sounds.cue.card_number"), number=1, count=len(CUES))
    assert said[-1].startswith(TEXT("sounds.title")) and said[-1].endswith(first)
    assert [item.label() for item in audition.items] == [TEXT(f"sounds.cue.{cue}") for cue in CUES]
    driver.press("return")
    assert driver.cues.played[-1] == ("card_number", pytest.approx(-1.0))  # a player's card: from their seat
    driver.press("end")
    assert driver.press("return") == []  # Enter plays, and says nothing over the sound
    assert driver.cues.played[-1] == ("tick", 0.0)  # the practice's tick: in the centre
    driver.press("home")
    driver.press("y")  # a letter: the next sound whose meaning starts with it
    meanings = [TEXT(f"sounds.cue.{cue}") for cue in CUES]
    assert audition.index == next(index for index, words in enumerate(meanings) if words.startswith("Y"))
    driver.press("return")
    assert driver.cues.played[-1] == (CUES[audition.index], 0.0)
    driver.press("escape")
    assert driver.top is options
