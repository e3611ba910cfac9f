"""A finished match replayed by ear, through the real program: a seeded match is played from the lobby by a
listener, then replayed from the main menu's replays by keys; the replay says every line the match's history
holds, turn by turn, in three languages at two and ten players. Its keys (a turn, a round, the ends, a number, the
hand, the keys' list, the text file) are pressed; the file of kept matches keeps the last twenty, and a damaged file
or match is said and set aside as the other files are."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from table_driver import Driver, default_words
from whole_match import choose_in_the_main_menu, play_a_match

from audiouno.app.files.player_files import REPLAYS
from audiouno.app.files.replays import KEPT
from audiouno.app.files.storage import Places
from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.lists.helplist import HelpList
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.replay.scene import ReplayScene
from audiouno.i18n import LANGUAGES

pytestmark = pytest.mark.driver(seed=7, screen_reader=True, files=True)


def open_the_replays(driver: Driver) -> list[str]:
    return choose_in_the_main_menu(driver, "replays")


def after_the_heading(said: str) -> str:
    """A turn's lines, without "Turn 3 of 60, round 1: "."""
    return said.split(": ", 1)[1]


@pytest.mark.parametrize("players", [2, 10])
@pytest.mark.parametrize("driver", LANGUAGES, indirect=True)
def test_the_replay_says_the_lines_the_match_said(driver: Driver, players: int) -> None:
    text = default_words(driver.language).text
    heard = play_a_match(driver, players)
    opened = open_the_replays(driver)
    assert opened[0].startswith(text("replay.list_title"))
    said = driver.press("return")  # the newest match: its title, how long it was, the keys, its first turn
    replay = driver.top
    assert isinstance(replay, ReplayScene)
    count = len(replay.turns)
    turns = [driver.press("home")[0]] + [driver.press("right")[0] for _ in range(count - 1)]
    assert said[0].endswith(turns[0])
    assert [after_the_heading(turn) for turn in turns[:2]] != turns[:2]  # each turn is numbered
    assert " ".join(after_the_heading(turn) for turn in turns) == " ".join(heard)
    assert driver.press("right") == [turns[-1]]  # the end: said again, with the edge sound
    assert driver.cues.played[-1][0] == "menu_back"
    assert driver.press("end") == [turns[-1]]


def test_the_replays_keys_reach_any_turn_in_three_keys(driver: Driver, places: Places) -> None:
    play_a_match(driver, 3)
    open_the_replays(driver)
    driver.press("return")
    replay = driver.top
    assert isinstance(replay, ReplayScene)
    turns, rounds = replay.turns, sorted({turn.round for turn in replay.turns})
    assert len(rounds) >= 2 and len(turns) > 12
    second = next(turn for turn in turns if turn.round == rounds[1])
    assert driver.press("down")[0].startswith(f"Turn {second.number} of {len(turns)}, round {rounds[1]}: ")
    driver.press("right")
    assert driver.press("up")[0].startswith(f"Turn {second.number} of")  # the start of this round
    assert driver.press("up")[0].startswith("Turn 1 of")  # then the round before
    assert driver.press("1") == [driver.press("r")[0]]  # a digit: that turn; R says it again
    assert driver.press("2")[0].startswith("Turn 12 of")  # typed within a moment: turn 12
    driver.clock.advance(2)
    assert driver.press("3")[0].startswith("Turn 3 of")  # after a moment: a new number
    driver.clock.advance(2)
    assert driver.press("9")[0].startswith("Turn 9 of")
    driver.press("9")
    assert driver.press("9") == [f"No turn 999: {len(turns)} turns."]  # said, and the turn stays
    assert driver.cues.played[-1][0] == "invalid"
    driver.clock.advance(2)
    driver.press("3")
    hand = driver.press("h")[0]
    assert hand.startswith("Your hand on turn 3: ") and "cards" in hand
    exported = driver.press("ctrl+e")[0]
    written = sorted(places.data.glob("replay-*.txt"))
    assert len(written) == 1 and str(written[0]) in exported
    transcript = written[0].read_text(encoding="utf-8")
    assert transcript.count("Turn ") >= len(turns) and "Your hand on turn 1: " in transcript
    driver.press("f1")
    assert isinstance(driver.top, HelpList)
    labels = [option.label for option in driver.top.options]
    assert any(label.startswith("H: your hand on this turn") for label in labels)
    driver.press("escape")
    driver.press("escape")  # back to the list of matches
    assert isinstance(driver.top, ChoiceScene) and not isinstance(driver.top, MainMenu)


def test_nothing_to_replay_before_a_match_is_finished(driver: Driver) -> None:
    assert open_the_replays(driver)[-1] == "No match finished yet: a match's replay is kept once it ends."
    assert isinstance(driver.top, MainMenu)


def kept_file(places: Places) -> Path:
    return places.data / REPLAYS


def test_the_last_twenty_matches_are_kept_and_a_bad_one_costs_only_itself(driver: Driver, places: Places) -> None:
    play_a_match(driver, 2)
    data = json.loads(kept_file(places).read_text(encoding="utf-8"))
    [first] = data["matches"]
    copies = [{**first, "match_id": f"{index:032x}"} for index in range(1, KEPT + 1)]
    copies[1] = {**first, "seed": "seven", "match_id": f"{99:032x}"}  # breaks its rules: left out alone
    data["matches"] = copies
    kept_file(places).write_text(json.dumps(data), encoding="utf-8")
    said = open_the_replays(driver)
    listed = driver.top
    assert isinstance(listed, ChoiceScene) and len(listed.options) == KEPT - 1
    text = default_words().text
    notice = text("files.matches_left_out", what=text("files.what.replays"), count=1)
    assert said[-1] == notice and said[0].startswith(text("replay.list_title"))  # after the list's words
    driver.press("escape")
    assert len(json.loads(kept_file(places).read_text(encoding="utf-8"))["matches"]) == KEPT - 1  # said once
    choose_in_the_main_menu(driver, "new")  # the lobby, for another match
    play_a_match(driver, 2)
    matches = json.loads(kept_file(places).read_text(encoding="utf-8"))["matches"]
    assert len(matches) == KEPT and matches[0]["match_id"] not in {copy["match_id"] for copy in copies}
    assert matches[1]["match_id"] == copies[0]["match_id"]  # the newest first, the oldest gone


def test_a_match_that_no_longer_replays_is_said_and_left_out(driver: Driver, places: Places) -> None:
    play_a_match(driver, 2)
    data = json.loads(kept_file(places).read_text(encoding="utf-8"))
    data["matches"][0]["log"] = data["matches"][0]["log"][:-3]  # cut short: it ends elsewhere than it was kept
    kept_file(places).write_text(json.dumps(data), encoding="utf-8")
    open_the_replays(driver)
    said = driver.press("return")
    assert said[0] == "This match no longer replays: it was damaged, and is left out."
    assert json.loads(kept_file(places).read_text(encoding="utf-8"))["matches"] == []
    assert isinstance(driver.top, MainMenu)  # the list had no other match


DAMAGE = {
    "empty": b"",
    "cut short": b'{"kind": "replays", "format": 1, "matches": [',
    "not utf-8": b'{"kind": "\xff"}',
    "future format": b'{"kind": "replays", "format": 99, "matches": []}',
    "not a list": b'{"kind": "replays", "format": 1, "matches": {}}',
}


@pytest.mark.parametrize("damage", list(DAMAGE.values()), ids=list(DAMAGE))
def test_a_damaged_file_is_set_aside_and_said(driver: Driver, places: Places, damage: bytes) -> None:
    places.data.mkdir(parents=True, exist_ok=True)
    kept_file(places).write_bytes(damage)
    said = open_the_replays(driver)
    kept = sorted(places.data.glob(f"{REPLAYS}.bad-*"))
    assert len(kept) == 1 and not kept_file(places).exists()
    text = default_words().text
    notice = text("files.damaged_kept", what=text("files.what.replays"), kept=kept[0].name)
    assert notice in driver.texts[-3:] + said
    assert said[-1] == text("replay.none")
