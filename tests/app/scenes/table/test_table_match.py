"""A whole match through the real program: set up in the lobby by keys, played by keys against a bot, and
compared with a golden transcript of everything said and every cue, with its time and place.

The player's keys follow a simple policy read from the table: say UNO with two cards, Z to the next playable
card and Enter, else Space; the first colour when asked. The same seeded match is played in each language, with
a transcript of its own (match_seed7.txt in English, match_seed7.pt-BR.txt, match_seed7.es.txt); each was read
over by hand once. To write them again after an intended change of words, timing or rules:

    AUDIOUNO_REGENERATE_GOLDEN=1 python -m pytest tests/app/scenes/table/test_table_match.py

then read the diff before committing it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from table_driver import Driver, Key, Said, default_words

from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import CALL_UNO, Phase
from audiouno.i18n import LANGUAGES

GOLDEN = Path(__file__).parent / "golden"
SEED = 7


def golden(language: str) -> Path:
    return GOLDEN / ("match_seed7.txt" if language == "en" else f"match_seed7.{language}.txt")


MAX_STEPS = 20_000


DECK_STEPS = {"classic": 0, "flip": 3, "no_mercy": 4}  # presses of Right on the edition item


def set_up_in_the_lobby(driver: Driver, deck: str = "classic") -> None:
    """Two players, the bot plays at random (the baseline, whose play will not change), target 50, on `deck`."""
    TEXT = default_words(driver.language).text
    lobby = driver.top
    assert isinstance(lobby, LobbyScene)
    driver.press("down")
    driver.press("left")
    assert driver.press("left") == [TEXT("lobby.players", count=2)]
    driver.press("down")
    while not driver.press("right")[0].endswith(TEXT("lobby.strength.random")):
        pass
    driver.press("down")  # edition
    for _ in range(DECK_STEPS[deck]):
        said = driver.press("right")[0]
    if deck != "classic":
        chosen = TEXT("lobby.option", name=TEXT("option.edition"), value=TEXT(f"lobby.edition.{deck}"))
        assert said.startswith(chosen)
    driver.press("down")  # preset
    start = lobby.setup.rules.target_score  # 500, or the deck's own (1,000 for No Mercy)
    target = TEXT("lobby.option", name=TEXT("option.target_score"), value=TEXT("lobby.number", value=start))
    assert driver.press("down")[0] == TEXT("choice.item", label=target, number=6, count=len(lobby.items))
    for _ in range((start - 50) // 50):
        driver.press("left")
    fifty = TEXT("lobby.option", name=TEXT("option.target_score"), value="50")
    assert driver.press("left")[0] == TEXT("lobby.lowest", label=fifty)
    assert lobby.setup.players == 2 and lobby.setup.bots == ["random"] and lobby.setup.rules.target_score == 50


def play(driver: Driver) -> TableScene:
    TEXT = default_words(driver.language).text
    driver.press("ctrl+return")  # the lobby's start key: Enter on the target score would read its description
    table = driver.top
    assert isinstance(table, TableScene)
    game = table.game
    for _ in range(MAX_STEPS):
        top = driver.top
        if isinstance(top, LobbyScene):
            return table
        if isinstance(top, ChoiceScene):
            driver.press("1")
        elif game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) or (game.decider == 0 and game.phase is Phase.DRAWN):
            driver.press("return")  # the next round, the lobby, or play the card just drawn
        elif game.decider == 0 and game.phase in (Phase.PLAY, Phase.PENALTY):
            if CALL_UNO in game.legal_actions(0) and len(game.hands[0]) == 2:
                driver.press("u")
            playable = driver.press("z")[0] != TEXT("table.nothing_playable_now")
            driver.press("return" if playable else "space")
        else:
            driver.wait(0.1)
    raise AssertionError("the match did not end")


def transcript(driver: Driver) -> str:
    """One line per key ("> z"), per spoken line ("!" marks one that cuts off older speech) and per cue."""
    lines = []
    for time, entry in driver.journal:
        if isinstance(entry, Key):
            lines.append(f"{time:7.2f} > {entry.name}")
        elif isinstance(entry, Said):
            lines.append(f"{time:7.2f} {'!' if entry.interrupt else ' '} {entry.text}")
        else:
            cue, pan = entry  # type: ignore[misc]
            lines.append(f"{time:7.2f}   [{cue} {pan:+.1f}]")
    return "\n".join(lines) + "\n"


def assert_only_answers_interrupt(journal: list[tuple[float, object]]) -> None:
    """A line cuts off older speech only as the first words after a key press; all else queues."""
    first_after_key = False
    for time, entry in journal:
        if isinstance(entry, Key):
            first_after_key = True
        elif isinstance(entry, Said):
            assert not entry.interrupt or first_after_key, f"{time:.2f}: {entry.text!r} interrupts by itself"
            first_after_key = False


@pytest.mark.driver(seed=SEED)
@pytest.mark.parametrize("driver", LANGUAGES, indirect=True)
def test_a_whole_match_sounds_as_the_golden_transcript(driver: Driver) -> None:
    """The same seeded match, in each language."""
    set_up_in_the_lobby(driver)
    table = play(driver)
    game = table.game
    assert game.phase is Phase.MATCH_OVER and max(game.totals) >= 50
    assert game.round_number >= 2  # at least one "next round"
    assert all(said.text.strip() for said in driver.speaker.said)
    assert driver.texts[-1].startswith(default_words(driver.language).text("lobby.back"))
    assert_only_answers_interrupt(driver.journal)
    got = transcript(driver)
    if os.environ.get("AUDIOUNO_REGENERATE_GOLDEN"):
        golden(driver.language).write_text(got, encoding="utf-8")
    assert got == golden(driver.language).read_text(encoding="utf-8")


FLIP_SEED = 3


def flip_golden(language: str) -> Path:
    name = f"match_flip_seed{FLIP_SEED}"
    return GOLDEN / (f"{name}.txt" if language == "en" else f"{name}.{language}.txt")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_flip_match_sounds_as_its_golden_transcript(language: str) -> None:
    """A seeded UNO Flip match, in each language, each read over by ear once: the table turns over both ways,
    each time said with the side, the new top card and the hand's size, and the player's keys read the faces up."""
    driver = Driver(seed=FLIP_SEED, language=language)
    TEXT = default_words(language).text
    try:
        set_up_in_the_lobby(driver, "flip")
        table = play(driver)
        assert table.game.rules.edition.value == "flip" and table.game.phase is Phase.MATCH_OVER
        got = transcript(driver)
        for side in ("dark", "light"):
            opening = TEXT("event.flipped", side=side, card="\x00", count=1).split("\x00")[0]
            assert opening in got, f"the table never turned to the {side} side"
        assert_only_answers_interrupt(driver.journal)
    finally:
        driver.close()
    if os.environ.get("AUDIOUNO_REGENERATE_GOLDEN"):
        flip_golden(language).write_text(got, encoding="utf-8")
    assert got == flip_golden(language).read_text(encoding="utf-8")


NO_MERCY_SEED = 5  # chosen for its news: Discard All, the roulette, Draw Six, Draw Ten, Reverse Draw Four,
# stacks, Skip Everyone and a player knocked out at the mercy limit


def no_mercy_golden(language: str) -> Path:
    name = f"match_no_mercy_seed{NO_MERCY_SEED}"
    return GOLDEN / (f"{name}.txt" if language == "en" else f"{name}.{language}.txt")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_no_mercy_match_sounds_as_its_golden_transcript(language: str) -> None:
    """A seeded UNO No Mercy match, in each language, each read over by ear once: the deck's defaults said in
    the lobby, its cards named as they are laid, the roulette's colour asked of the player it falls on, Discard
    All's cards named, the heavier penalties stacked, a Reverse Draw Four between the two that its own player
    draws, and a player knocked out at the mercy limit, the hand set aside and the bonus scored."""
    driver = Driver(seed=NO_MERCY_SEED, language=language)
    TEXT = default_words(language).text
    try:
        set_up_in_the_lobby(driver, "no_mercy")
        table = play(driver)
        assert table.game.rules.edition.value == "no_mercy" and table.game.phase is Phase.MATCH_OVER
        got = transcript(driver)
        for cue in ("card_discard_all", "roulette", "draw_six", "draw_ten", "stack", "mercy_out"):
            assert f"[{cue} " in got, cue
        assert TEXT("table.choose_roulette_colour") in got  # the roulette fell on the player at least once
        # The rule sheet's own: a Reverse Draw Four between the two falls on its player; a knockout's hand is set
        # aside and scores its bonus.
        assert TEXT("note.wild_reverse_draw_four_two") in got
        assert TEXT("event.hand_set_aside", who="you", player="") in got
        assert TEXT("event.knockouts", count=1, points=250, players=TEXT("event.name", who="you", player="")) in got
        assert_only_answers_interrupt(driver.journal)
    finally:
        driver.close()
    if os.environ.get("AUDIOUNO_REGENERATE_GOLDEN"):
        no_mercy_golden(language).write_text(got, encoding="utf-8")
    assert got == no_mercy_golden(language).read_text(encoding="utf-8")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_same_seed_and_keys_give_the_same_match(language: str) -> None:
    runs = []
    for _ in range(2):
        driver = Driver(seed=SEED, language=language)
        set_up_in_the_lobby(driver)
        play(driver)
        runs.append(transcript(driver))
        driver.close()
    assert runs[0] == runs[1]
