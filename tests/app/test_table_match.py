"""A whole match through the real program: set up in the lobby by keys, played by keys against a bot, and
compared with a golden transcript of everything said and every cue, with its time and place.

The player's keys follow a simple policy read from the table: say UNO with two cards, Z to the next playable
card and Enter, else Space; the first colour when asked. The transcript was read over by hand once.
To write it again after an intended change of words, timing or rules:

    AUDIOUNO_REGENERATE_GOLDEN=1 python -m pytest tests/app/test_table_match.py

then read the diff before committing it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from table_driver import Driver, Key, Said, default_words, headless

from audiouno.app.choice import ChoiceScene
from audiouno.app.lobby import LobbyScene
from audiouno.app.table import TableScene
from audiouno.engine import CALL_UNO, Phase

TEXT = default_words().text
GOLDEN = Path(__file__).parent / "golden" / "match_seed7.txt"
SEED = 7
MAX_STEPS = 20_000


def set_up_in_the_lobby(driver: Driver) -> None:
    """Two players, the bot plays at random (the baseline, whose play will not change), target 50."""
    lobby = driver.top
    assert isinstance(lobby, LobbyScene)
    driver.press("down")
    driver.press("left")
    assert driver.press("left") == [TEXT("lobby.players", count=2)]
    driver.press("down")
    while not driver.press("right")[0].endswith(TEXT("lobby.strength.random")):
        pass
    driver.press("down")  # edition
    driver.press("down")  # preset
    assert driver.press("down")[0] == TEXT("lobby.option", name=TEXT("option.target_score"), value="500")
    for _ in range(9):
        driver.press("left")
    fifty = TEXT("lobby.option", name=TEXT("option.target_score"), value="50")
    assert driver.press("left")[0] == TEXT("lobby.lowest", label=fifty)
    assert lobby.setup.players == 2 and lobby.setup.bots == ["random"] and lobby.setup.rules.target_score == 50


def play(driver: Driver) -> TableScene:
    driver.press("return")
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


@pytest.fixture
def driver(monkeypatch: pytest.MonkeyPatch) -> Driver:
    headless(monkeypatch)
    driver = Driver(seed=SEED)
    yield driver  # type: ignore[misc]
    driver.close()


def test_a_whole_match_sounds_as_the_golden_transcript(driver: Driver) -> None:
    set_up_in_the_lobby(driver)
    table = play(driver)
    game = table.game
    assert game.phase is Phase.MATCH_OVER and max(game.totals) >= 50
    assert game.round_number >= 2  # at least one "next round"
    assert all(said.text.strip() for said in driver.speaker.said)
    assert driver.texts[-1].startswith(TEXT("lobby.back"))
    assert_only_answers_interrupt(driver.journal)
    got = transcript(driver)
    if os.environ.get("AUDIOUNO_REGENERATE_GOLDEN"):
        GOLDEN.write_text(got, encoding="utf-8")
    assert got == GOLDEN.read_text(encoding="utf-8")


def test_the_same_seed_and_keys_give_the_same_match(monkeypatch: pytest.MonkeyPatch) -> None:
    headless(monkeypatch)
    runs = []
    for _ in range(2):
        driver = Driver(seed=SEED)
        set_up_in_the_lobby(driver)
        play(driver)
        runs.append(transcript(driver))
        driver.close()
    assert runs[0] == runs[1]
