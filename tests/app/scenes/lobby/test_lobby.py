"""The lobby, by keys: every setup item is spoken, changes by Left/Right, and reaches the match it starts."""

from __future__ import annotations

import re

from table_driver import Driver, default_words

from audiouno.app.files.match_setup import MatchSetup, default_strength
from audiouno.app.files.verbosity import PROFILES
from audiouno.app.output.rule_words import option_description_key, option_name_key
from audiouno.app.scenes.lists.items import OptionItem
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.app.scenes.table.scene import TableScene
from audiouno.bots import STRATEGIES
from audiouno.engine import MANUAL, OFFICIAL, OPTIONS, PRESETS, Edition

TEXT = default_words().text


def lobby(driver: Driver) -> LobbyScene:
    scene = driver.top
    assert isinstance(scene, LobbyScene)
    return scene


def label(said: str) -> str:
    """An item's words without its place in the list: "Players: 5, 2 of 33." is "Players: 5"."""
    return re.sub(r", \d+ of \d+\.$", "", said)


def go_to(driver: Driver, label_start: str) -> str:
    """Down through the items until one starts with `label_start`; returns its label."""
    driver.press("home")
    for _ in range(len(lobby(driver).items)):
        said = driver.press("down")[0]
        if said.startswith(label_start):
            return label(said)
    raise AssertionError(f"no item {label_start!r}")


def test_the_greeting_names_the_speech_and_the_lobby_follows(driver: Driver) -> None:
    assert driver.texts[0] == TEXT("app.welcome", backend=TEXT("speech.backend.log"))
    count = len(lobby(driver).items)
    start = TEXT("choice.item", label=TEXT("lobby.start"), number=1, count=count)
    assert driver.texts[1] == " ".join([TEXT("lobby.title"), TEXT("lobby.hint"), start])
    assert not any(said.interrupt for said in driver.speaker.said[:2])  # the lobby does not cut off the greeting


def test_enter_starts_the_default_match_from_its_item_and_ctrl_enter_from_anywhere(driver: Driver) -> None:
    driver.press("down")
    description = TEXT("lobby.no_description")
    assert driver.press("return") == [description]  # on another item Enter reads it, and starts nothing
    assert isinstance(driver.top, LobbyScene)
    said = driver.press("ctrl+return")
    table = driver.top
    assert isinstance(table, TableScene)
    assert said[0].endswith(" was highest.")  # who deals and why: the match's first words
    assert TEXT("table.welcome", opponents="Ana, Bruno, Carla") in driver.program.voice.history._messages
    assert table.match.game.players == 4 and table.match.game.rules == PRESETS["official"]
    assert [bot.name for bot in table.bots.values()] == [default_strength()] * 3
    assert default_strength() == ("normal" if "normal" in STRATEGIES else "random")


def test_players_from_2_to_10_and_a_strength_for_each_bot(driver: Driver) -> None:
    scene = lobby(driver)
    driver.press("down")
    for count in range(5, 11):
        assert driver.press("right") == [TEXT("lobby.players", count=count)]
    assert driver.press("right") == [TEXT("lobby.highest", label=TEXT("lobby.players", count=10))]
    assert driver.cues.played[-1][0] == "invalid"
    # start, players, 9 bots, edition, preset, target score, the other options, speech detail, card position,
    # language
    assert len(scene.items) == 2 + 9 + 3 + len(OPTIONS) - 2 + 3
    for _ in range(8):
        driver.press("left")
    assert scene.setup.players == 2
    said = driver.press("down")[0]
    assert label(said) == TEXT("lobby.bot", name="Ana", strength=TEXT(f"lobby.strength.{default_strength()}"))
    names = list(STRATEGIES)
    after = names[(names.index(default_strength()) + 1) % len(names)]
    driver.press("right")
    assert scene.setup.bots == [after]
    assert driver.press("down")[0].startswith(TEXT("option.edition"))  # only one bot listed now


def test_bot_strengths_stay_as_set_when_the_players_go_down_and_up(driver: Driver) -> None:
    scene = lobby(driver)
    names = list(STRATEGIES)
    for seat in (1, 2, 3):  # Ana, Bruno and Carla each one step stronger (or round to the first)
        go_to(driver, TEXT(f"bot.name.{seat}"))
        for _ in range(seat):
            driver.press("right")
    chosen = list(scene.setup.bots)
    assert chosen != [default_strength()] * 3
    go_to(driver, TEXT("lobby.players", count=4))
    driver.press("left")
    driver.press("left")
    assert scene.setup.bots == chosen[:1]
    driver.press("right")
    driver.press("right")
    driver.press("right")  # five players: the fourth bot is new, and normal
    assert scene.setup.bots == [*chosen, default_strength()] and names


def test_every_rule_option_is_named_described_and_changed(driver: Driver) -> None:
    scene = lobby(driver)
    names = [item.spec.name for item in scene.items if isinstance(item, OptionItem)]
    assert sorted(names) == sorted(spec.name for spec in OPTIONS)
    driver.press("home")
    at = 0
    for name in names:  # top to bottom, as a player reads the list
        index = next(i for i, item in enumerate(scene.items) if isinstance(item, OptionItem) and item.spec.name == name)
        item = scene.items[index]
        assert isinstance(item, OptionItem)
        for _ in range(index - at):
            driver.press("down")
        at = index
        said = driver.speaker.said[-1]
        assert said.text.startswith(TEXT(option_name_key(item.spec)) + ": ") and said.interrupt  # name and value only
        assert said.text.endswith(f", {index + 1} of {len(scene.items)}.")
        described = TEXT(option_description_key(item.spec), edition=scene.setup.rules.edition.value)
        assert driver.press("return") == [described]  # the description on request
        before = scene.setup.rules
        label = driver.press("right")[0]
        assert scene.setup.rules != before, item.spec.name
        assert label == scene.items[index].label()
        driver.press("left")
        assert scene.setup.rules == before


def test_words_for_values(driver: Driver) -> None:
    scene = lobby(driver)
    assert go_to(driver, TEXT("option.stacking")) == TEXT("lobby.option", name="Stacking", value="off")
    assert driver.press("right")[0] == TEXT("lobby.option", name="Stacking", value=TEXT("lobby.value.stacking.manual"))
    assert go_to(driver, TEXT("option.sequences")) == TEXT("lobby.option", name="Sequences", value="off")
    assert driver.press("right")[0].endswith(TEXT("lobby.on"))
    assert go_to(driver, TEXT("option.uno_catch_ms")).endswith(TEXT("lobby.seconds", seconds=4))
    assert driver.press("left")[0].endswith(TEXT("lobby.seconds", seconds=3.5))
    assert go_to(driver, TEXT("option.round_limit")).endswith(TEXT("lobby.no_limit"))
    # No fewer than none, and the lobby says that is the end of the range.
    assert driver.press("left")[0] == TEXT(
        "lobby.lowest", label=TEXT("lobby.option", name="Round limit", value="no limit")
    )
    assert driver.cues.played[-1][0] == "invalid"
    assert scene.setup.rules.sequences and scene.setup.rules.stacking == "manual"


def test_a_preset_sets_the_options_and_changing_one_is_said(driver: Driver) -> None:
    scene = lobby(driver)
    go_to(driver, TEXT("option.edition"))
    said = driver.press("right")[0]
    assert scene.setup.rules.edition is Edition.MINECRAFT
    assert "Creeper drawn from the pile makes its player draw 3 more" in said  # the edition's card, before it hits
    assert label(driver.press("down")[0]) == TEXT("lobby.preset", preset=TEXT("preset.official"))
    assert driver.press("right")[0] == TEXT("lobby.preset", preset=TEXT("preset.manual"))
    (description,) = driver.press("return")
    assert description == TEXT("preset.manual.description")
    # The manual preset leaves its variants off, and its description says so rather than promising them.
    assert "start off" in description and MANUAL.stacking == "off" and MANUAL.challenge == "off"
    assert scene.setup.rules == MANUAL.with_options(edition=Edition.MINECRAFT)  # the deck stays
    go_to(driver, TEXT("option.uno_penalty"))
    driver.press("right")
    go_to(driver, TEXT("lobby.preset", preset=""))
    assert label(driver.last) == TEXT("lobby.preset_changed", preset=TEXT("preset.manual"))
    driver.press("ctrl+return")
    table = driver.top
    assert isinstance(table, TableScene)
    assert table.match.game.rules == MANUAL.with_options(edition=Edition.MINECRAFT, uno_penalty=5)


def test_speech_detail_reaches_the_narrator(driver: Driver) -> None:
    go_to(driver, TEXT("lobby.verbosity", value=""))
    assert driver.press("right")[0] == TEXT("lobby.verbosity", value=TEXT("lobby.verbosity.brief"))
    driver.press("ctrl+return")
    table = driver.top
    assert isinstance(table, TableScene) and driver.program.voice.levels() == PROFILES["brief"]


def test_timers_are_described_in_seconds_and_the_challenge_values_as_described(driver: Driver) -> None:
    for option in ("uno_catch_ms", "interception_ms", "sequence_ms", "buzzer_ms", "slap_ms"):
        assert go_to(driver, TEXT(f"option.{option}")).endswith(" seconds")
        (description,) = driver.press("return")
        assert description == TEXT(f"option.{option}.description") and description.startswith("The seconds ")
    go_to(driver, TEXT("option.challenge"))
    (description,) = driver.press("return")
    for value in ("official", "manual", "off"):
        name = TEXT(f"lobby.value.challenge.{value}")
        assert f"{name.capitalize()}" in description, name  # each value's name is the one its description uses
        driver.press("right")
    for option in ("stacking", "interception"):  # and names no value the lobby does not offer
        go_to(driver, TEXT(f"option.{option}"))
        (description,) = driver.press("return")
        spec = next(spec for spec in OPTIONS if spec.name == option)
        for value in (choice for choice in spec.choices if choice != "off"):
            name = TEXT(f"lobby.value.{option}.{value}")
            assert f"{name[0].upper()}{name[1:]}" in description, name
        for unoffered in ("Super", "Manual", "House"):
            assert f"{unoffered}:" not in description, unoffered


def test_f1_r_and_escape(driver: Driver) -> None:
    count = len(lobby(driver).items)
    (opening,) = driver.press("f1")  # a list of keys, browsed like any other
    first = TEXT("choice.item", label="Left: change the value down", number=1, count=12)
    assert opening.startswith(f"{TEXT('help.lobby_intro')} {first}")
    items = [driver.press("down")[0] for _ in range(11)]
    enter = "Enter or Keypad Enter: " + TEXT("help.lobby.choose")
    assert TEXT("choice.item", label=enter, number=7, count=12) in items
    start = "Control Enter or Control Keypad Enter: " + TEXT("help.lobby.start")
    assert TEXT("choice.item", label=start, number=11, count=12) in items
    rules = "Control F1: " + TEXT("help.lobby.rules_document")
    assert TEXT("choice.item", label=rules, number=12, count=12) in items
    start_item = TEXT("choice.item", label=TEXT("lobby.start"), number=1, count=count)
    assert driver.press("escape") == [start_item]  # closed: back where the player was
    assert driver.press("r") == [start_item]
    said = driver.press("escape")  # back to the main menu, under the lobby
    assert said[-1].startswith(TEXT("main.title"))
    assert driver.press("escape")[-1].startswith(TEXT("menu.quit_question"))
    driver.press("escape")  # no
    assert driver.program.control.running
    assert driver.last.startswith(TEXT("main.title"))
    driver.press("escape")
    assert driver.press("2") == [TEXT("choice.item", label=TEXT("menu.yes"), number=2, count=2)]
    assert driver.program.control.running  # a digit only goes to its answer: a stray 2 quits nothing
    assert driver.press("return") == [TEXT("menu.goodbye", kept="no")]  # the last words
    assert not driver.program.control.running


def test_the_default_setup() -> None:
    setup = MatchSetup()
    assert setup.players == 4 and setup.rules == OFFICIAL and setup.preset == "official"


def hands_of_a_new_match(driver: Driver) -> list[list[str]]:
    driver.press("return")
    table = driver.top
    assert isinstance(table, TableScene)
    hands = [[card.id for card in hand] for hand in table.match.game.hands]
    table.close()
    return hands


def test_a_seeded_session_replays_its_matches_and_each_match_differs() -> None:
    sessions = []
    for _ in range(2):
        driver = Driver(seed=11)
        sessions.append([hands_of_a_new_match(driver), hands_of_a_new_match(driver)])
        driver.close()
    assert sessions[0] == sessions[1]
    assert sessions[0][0] != sessions[0][1]


def test_the_flip_deck_refuses_the_options_it_cannot_play_and_says_why(driver: Driver) -> None:
    """House rules pass hands on a 0; the Flip deck has no 0: choosing it turns the rule off and says so, and
    turning the rule (or the buzzer cards) back on is refused with the reason, the value unchanged."""
    scene = lobby(driver)
    go_to(driver, TEXT("lobby.preset", preset=""))
    driver.press("right")
    driver.press("right")
    assert scene.setup.preset == "house" and scene.setup.rules.zero_passes_hands
    go_to(driver, TEXT("option.edition"))
    for _ in range(3):
        said = driver.press("right")[0]
    assert scene.setup.rules.edition is Edition.FLIP
    edition = TEXT("lobby.option", name=TEXT("option.edition"), value=TEXT("lobby.edition.flip"))
    assert said == TEXT("lobby.noted", label=edition, notes=TEXT("refused.flip_no_zero"))
    assert not scene.setup.rules.zero_passes_hands
    assert label(driver.press("down")[0]) == TEXT("lobby.preset", preset=TEXT("preset.house"))  # still house
    go_to(driver, TEXT("option.zero_passes_hands"))
    said = driver.press("right")[0]
    assert said.startswith(TEXT("refused.flip_no_zero")) and said.endswith(TEXT("lobby.off"))
    assert driver.cues.played[-1][0] == "invalid" and not scene.setup.rules.zero_passes_hands
    go_to(driver, TEXT("option.buzzer"))
    assert driver.press("right")[0].startswith(TEXT("refused.flip_buzzer"))
    assert not scene.setup.rules.buzzer
    driver.press("ctrl+return")
    table = driver.top
    assert isinstance(table, TableScene)
    assert table.match.game.rules.edition is Edition.FLIP and table.match.game.rules.stacking == "house"


def test_the_issue_22_numbers_keep_to_their_ranges(driver: Driver) -> None:
    """The hand size runs from 3 to 15; the hand limit is off or from 10 (above the deal) to 100."""
    scene = lobby(driver)
    items = {item.spec.name: item for item in scene.items if isinstance(item, OptionItem)}
    hand, limit = items["hand_size"], items["max_hand"]
    while hand.change(1):
        pass
    assert scene.setup.rules.hand_size == 15
    while hand.change(-1):
        pass
    assert scene.setup.rules.hand_size == 3
    assert limit.change(1) and scene.setup.rules.max_hand == 10
    assert limit.change(-1) and scene.setup.rules.max_hand == 0
    assert not limit.change(-1)
    hand.change(12)  # 15 cards: the lowest limit is now 16
    assert limit.change(1) and scene.setup.rules.max_hand == 16
    assert not hand.change(1)
    assert limit.value_words() == "16" and items["free_draws"].value_words() == TEXT("lobby.off")
    assert items["draw_limit"].value_words() == TEXT("lobby.no_limit")


def test_the_no_mercy_deck_sets_its_own_defaults_and_says_them(driver: Driver) -> None:
    """No Mercy comes after Flip; choosing it says what it set (the hand limit at 25, drawing until a card can be
    played, a target of 1,000), which the player may still change; leaving it puts the preset's values back."""
    scene = lobby(driver)
    go_to(driver, TEXT("option.edition"))
    for _ in range(4):
        said = driver.press("right")[0]
    rules = scene.setup.rules
    assert rules.edition is Edition.NO_MERCY
    assert (rules.max_hand, rules.draw_until_playable, rules.target_score) == (25, True, 1000)
    edition = TEXT("lobby.option", name=TEXT("option.edition"), value=TEXT("lobby.edition.no_mercy"))
    defaults = TEXT("lobby.edition_defaults.no_mercy", max_hand=25, target_score=1000)
    assert said == TEXT("lobby.noted", label=edition, notes=defaults)
    assert "out of the round. The No Mercy deck sets" in said  # two sentences, heard as two
    assert "1,000 points" in said and "25 cards" in said
    assert not scene.setup.customised  # the deck's own defaults are not a change to the preset
    limit = go_to(driver, TEXT("option.max_hand"))
    assert limit == TEXT("lobby.option", name=TEXT("option.max_hand"), value="25")
    assert label(driver.press("right")[0]) == TEXT("lobby.option", name=TEXT("option.max_hand"), value="26")
    assert scene.setup.rules.max_hand == 26  # the player's to change
    go_to(driver, TEXT("option.edition"))
    driver.press("right")  # round to the classic deck
    rules = scene.setup.rules
    assert rules.edition is Edition.CLASSIC
    assert (rules.max_hand, rules.draw_until_playable, rules.target_score) == (0, False, 500)


def test_the_no_mercy_deck_refuses_the_options_it_plays_its_own_way_and_says_why(driver: Driver) -> None:
    """Its stacking, its 0 and 7, a penalty that loses the turn and no challenges are the deck's: each item says
    the deck's value, and a change is refused with the reason, the value unchanged; the Skip-skips-everyone rule
    is refused as Flip refuses the 0 (the deck has its own Skip Everyone). The match plays the deck's rules."""
    scene = lobby(driver)
    go_to(driver, TEXT("option.edition"))
    for _ in range(4):
        driver.press("right")
    assert scene.setup.rules.edition is Edition.NO_MERCY
    for name in ("stacking", "zero_passes_hands", "seven_swaps", "draw_penalty_skips_turn", "challenge"):
        shown = TEXT("lobby.option", name=TEXT(f"option.{name}"), value=TEXT(f"lobby.forced.no_mercy.{name}"))
        assert go_to(driver, TEXT(f"option.{name}") + ":") == shown
        before = scene.setup.rules
        said = driver.press("right")[0]
        assert said == " ".join([TEXT(f"forced.no_mercy.{name}"), shown])
        assert driver.cues.played[-1][0] == "invalid" and scene.setup.rules == before
    go_to(driver, TEXT("option.skip_everyone"))
    assert driver.press("right")[0].startswith(TEXT("refused.no_mercy_skip_everyone"))
    assert not scene.setup.rules.skip_everyone
    driver.press("ctrl+return")
    table = driver.top
    assert isinstance(table, TableScene)
    played = table.match.game.rules
    assert played.edition is Edition.NO_MERCY and played.max_hand == 25
    assert (played.stacking, played.zero_passes_hands, played.seven_swaps, played.challenge) == (
        "manual",
        True,
        True,
        "off",
    )
    assert len(table.match.game.deck) == 168
