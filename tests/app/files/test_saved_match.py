"""The match in progress: saved after every change, taken up exactly (same hands, same next cards, same bots'
choices), said where it stands, and removed when the match ends."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from table_driver import Driver, default_words, opens_on, saved_match_offered

from audiouno.app.files.keeper import MatchKeeper
from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.player_files import MATCH, WATCH, PlayerFiles
from audiouno.app.files.saved_match import FORMAT, KIND, SavedMatch
from audiouno.app.files.storage import Places, read_json
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.table.scene import TableScene
from audiouno.bots.advice import advise
from audiouno.engine import (
    HOUSE,
    Edition,
    Phase,
    RuleSet,
    new_deck,
)
from audiouno.engine.notation import digest
from audiouno.engine.rules import for_edition

TEXT = default_words().text


@pytest.fixture
def places(tmp_path: Path) -> Places:
    return Places(tmp_path / "config", tmp_path / "data")


def fast_bots(places: Places, rules: RuleSet | None = None) -> None:
    """Settings with bots that do not wait for speech, and the rules to play."""
    setup = MatchSetup(rules=rules or RuleSet())
    body = {"bot_pace": 0, "setup": setup.to_data()}
    places.config.mkdir(parents=True, exist_ok=True)
    (places.config / "settings.json").write_text(json.dumps({"kind": "settings", "format": 1, **body}))


@pytest.fixture
def watched(places: Places) -> Iterator[Driver]:
    fast_bots(places)
    driver = Driver(seed=3, places=places, watch="normal")
    yield driver
    driver.close()


def table_of(driver: Driver) -> TableScene:
    return next(scene for scene in driver.program.control.stack if isinstance(scene, TableScene))


def play_on(driver: Driver, entries: int) -> None:
    """Let the match go on until its log has grown by `entries` (bots wait until their news is heard)."""
    keeper = table_of(driver).keeper
    assert keeper is not None
    goal = len(keeper.saved.log) + entries
    driver.wait(600, until=lambda: len(keeper.saved.log) >= goal)
    assert len(keeper.saved.log) >= goal


def snapshot(places: Places, into: Path) -> Places:
    """A copy of the player's folders as they are now."""
    copy = Places(into / "config", into / "data")
    shutil.copytree(places.config, copy.config)
    shutil.copytree(places.data, copy.data)
    return copy


def test_the_match_is_saved_as_it_goes_and_continues_exactly(watched: Driver, places: Places, tmp_path: Path) -> None:
    play_on(watched, 25)
    assert not (places.data / MATCH).exists()  # watching keeps a save of its own, never the player's
    saved = read_json(places.data / WATCH, KIND, FORMAT)
    assert saved is not None and len(saved["log"]) > 20  # type: ignore[arg-type]
    original = table_of(watched)
    assert saved["digest"] == digest(original.match.game)  # the save is the state as it stands
    copy = snapshot(places, tmp_path / "copy")
    play_on(watched, 40)
    later = read_json(places.data / WATCH, KIND, FORMAT)
    assert later is not None

    resumed = Driver(seed=99, places=copy, watch="normal")  # another session's seed changes nothing
    try:
        table = table_of(resumed)
        restored_game = table.match.game
        assert digest(restored_game) == saved["digest"]
        assert resumed.texts[1].startswith(TEXT("table.continued", round=restored_game.round_number))
        play_on(resumed, 40)
        again = read_json(copy.data / WATCH, KIND, FORMAT)
        assert again is not None
    finally:
        resumed.close()
    # The same bots' choices and the same cards, action by action. (Their times agree to a pass of the test's
    # loop: a reflex at its floor, exactly 0.2 s, lands on either side of a pass by float rounding.)
    theirs, ours = later["log"], again["log"]  # type: ignore[index]
    count = min(len(theirs), len(ours))  # type: ignore[arg-type]
    assert count > len(saved["log"]) + 20  # type: ignore[arg-type]
    assert [entry[:-1] for entry in theirs[:count]] == [entry[:-1] for entry in ours[:count]]  # type: ignore[index]


def test_a_no_mercy_match_is_saved_and_continues_exactly(places: Places, tmp_path: Path) -> None:
    """Its 168 cards, its forced rules and its hand limit come back with the match: the replayed log reaches the
    same state, and goes on with the same cards and choices."""
    fast_bots(places, for_edition(RuleSet(), Edition.NO_MERCY))
    watched = Driver(seed=5, places=places, watch="normal")
    try:
        play_on(watched, 30)  # a bot at a No Mercy table has much to be heard: the game waits for it
        saved = read_json(places.data / WATCH, KIND, FORMAT)
        assert saved is not None
        setup = MatchSetup.from_data(saved["setup"])
        assert setup.rules.edition is Edition.NO_MERCY and setup.rules.max_hand == 25
        copy = snapshot(places, tmp_path / "copy")
        play_on(watched, 15)
        later = read_json(places.data / WATCH, KIND, FORMAT)
    finally:
        watched.close()
    resumed = Driver(seed=99, places=copy, watch="normal")
    try:
        game = table_of(resumed).match.game
        assert digest(game) == saved["digest"] and game.rules.edition is Edition.NO_MERCY
        assert game.rules.stacking == "manual" and game.rules.challenge == "off"  # the deck's own, as played
        play_on(resumed, 15)
        again = read_json(copy.data / WATCH, KIND, FORMAT)
    finally:
        resumed.close()
    assert later is not None and again is not None
    theirs, ours = later["log"], again["log"]  # type: ignore[index]
    count = min(len(theirs), len(ours))  # type: ignore[arg-type]
    assert count > len(saved["log"]) + 10  # type: ignore[arg-type]
    assert [entry[:-1] for entry in theirs[:count]] == [entry[:-1] for entry in ours[:count]]  # type: ignore[index]


def test_continuing_says_where_the_match_stands(places: Places) -> None:
    fast_bots(places)
    first = Driver(seed=5, places=places, watch="normal")
    try:
        play_on(first, 10)
        game = table_of(first).match.game
        hand, top = len(game.hands[0]), game.discard[-1]
        round_number, phase = game.round_number, game.phase
    finally:
        first.close()
    second = Driver(seed=5, places=places, watch="normal")  # watching again takes up the watched match
    try:
        said = second.texts[1]
        words = table_of(second).context.words
        assert said.startswith(TEXT("table.continued", round=round_number))
        if phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            assert TEXT("table.you_hold", count=hand) in said
            assert words.card(top) in said
    finally:
        second.close()


def test_the_history_is_the_games_events_and_comes_back_with_the_match(places: Places, tmp_path: Path) -> None:
    fast_bots(places)
    first = Driver(seed=6, places=places, watch="normal")
    try:
        play_on(first, 30)
        table = table_of(first)
        # Mid-round: between rounds, the bot in the player's seat would deal the next one as soon as it was taken up.
        first.wait(600, until=lambda: table.match.game.in_round)
        events = list(table.heard._messages)
        review = table.review.review()
        copy = snapshot(places, tmp_path / "copy")
    finally:
        first.close()
    assert len(events) > 20 and not any(line.startswith(TEXT("lobby.title")) for line in events)
    second = Driver(seed=6, places=copy, watch="normal")  # the watched match, taken up
    try:
        resumed = table_of(second)
        assert list(resumed.heard._messages) == events  # rebuilt from the save's log, word for word
        assert resumed.review.review() == review  # and each player's last card with it
        assert second.press("shift+comma")[0] == events[0]  # the history keys read it from its start
    finally:
        second.close()


def test_a_match_taken_up_between_rounds_says_what_enter_does(places: Places) -> None:
    driver = Driver(seed=7, places=places)
    try:
        table = driver.sit(RuleSet(target_score=1000), [["r5"], ["y1", "y2", "y3"]], "r9")
        driver.press("return")  # the player goes out: the round is over, the match is not
        assert table.match.game.phase is Phase.ROUND_OVER
        words = table.answers.where_it_stands()
        assert words.startswith(TEXT("table.continued", round=1)) and words.endswith(TEXT("table.next_round_prompt"))
    finally:
        driver.close()


def test_leaving_a_match_says_it_is_kept(places: Places) -> None:
    driver = Driver(seed=8, places=places)
    try:
        driver.press("ctrl+return")  # the lobby's start key
        assert isinstance(driver.top, TableScene)
        driver.press("escape")
        driver.press("down")  # leave the match
        driver.press("return")
        driver.press("end")  # yes
        said = driver.press("return")
        assert said[0].startswith(TEXT("lobby.back_kept"))
        assert (places.data / MATCH).exists()
    finally:
        driver.close()


def test_a_finished_match_removes_its_save_and_the_menu_stops_offering_it(places: Places) -> None:
    fast_bots(places, RuleSet(target_score=50))
    driver = Driver(seed=2, places=places, watch="hard")
    try:
        table = table_of(driver)
        driver.wait(3600, until=lambda: table.match.game.phase is Phase.MATCH_OVER)
        assert table.match.game.phase is Phase.MATCH_OVER
        assert not (places.data / WATCH).exists()
        assert not (places.data / "statistics.json").exists()  # a match the player only watched is not theirs
        # The match was watched from the main menu: Enter says it goes back there, and does.
        assert TEXT("table.match_over_to", place="main") in driver.texts
        driver.press("return")  # leaves the finished match
        menu = driver.top
        assert isinstance(menu, MainMenu) and not saved_match_offered(menu)
    finally:
        driver.close()


def test_quitting_from_the_game_menu_keeps_the_match_for_next_time(places: Places) -> None:
    fast_bots(places)
    driver = Driver(seed=4, places=places, start="menu")
    try:
        driver.press("n")  # past the tutorial, which a new player's menu opens on
        driver.press("return")  # New match: the lobby
        driver.press("return")  # starts
        driver.wait(5)
        state = digest(table_of(driver).match.game)
        driver.press("escape")
        driver.press("end")  # quit
        driver.press("return")
        driver.press("2")  # yes, which a digit only goes to
        assert driver.press("return") == [TEXT("menu.goodbye", kept="yes")]  # the last words say it is kept
        assert not driver.program.control.running
    finally:
        driver.close()
    again = Driver(seed=4, places=places, start="menu")
    try:
        menu = again.top
        assert isinstance(menu, MainMenu) and opens_on(menu) == "continue"
        said = again.press("return")
        assert digest(table_of(again).match.game) == state
        assert any(text.startswith(TEXT("table.continued", round=1)) for text in said)
    finally:
        again.close()


def start_and_quit(places: Places, hints: int) -> str:
    """A match from the lobby, `hints` hints asked for, then Quit from the game menu (kept): its digest."""
    driver = Driver(seed=4, places=places, start="menu")
    try:
        driver.press("n")  # past the tutorial
        driver.press("return")  # New match: the lobby
        driver.press("return")  # starts
        driver.wait(5)
        for _ in range(hints):
            driver.press("i")
        state = digest(table_of(driver).match.game)
        driver.press("escape")
        driver.press("end")  # quit
        driver.press("return")
        driver.press("2")
        driver.press("return")
    finally:
        driver.close()
    return state


def continued(places: Places) -> Driver:
    again = Driver(seed=5, places=places, start="menu")
    assert opens_on(again.top) == "continue"
    again.press("return")
    return again


def test_the_hints_a_match_used_are_kept_with_it_and_counted_on_after_continuing(places: Places) -> None:
    fast_bots(places)
    state = start_and_quit(places, hints=2)
    saved = read_json(places.data / MATCH, KIND, FORMAT)
    assert saved is not None and saved["hints_used"] == 2  # written at the hint, though it moved nothing
    again = continued(places)
    try:
        table = table_of(again)
        assert digest(table.match.game) == state and table.learning.hints_used == 2
        again.press("i")
        assert table.learning.hints_used == 3  # the match's own count, said at its end, goes on from the save
        assert again.program.services.statistics.get("hints_used") == 3  # the lifetime figure, as before
    finally:
        again.close()


def test_a_save_from_before_the_hint_count_still_continues_with_none(places: Places) -> None:
    fast_bots(places)
    state = start_and_quit(places, hints=0)
    path = places.data / MATCH
    data = json.loads(path.read_text())
    del data["hints_used"]  # as a save written before the field was
    path.write_text(json.dumps(data))
    again = continued(places)
    try:
        table = table_of(again)
        assert digest(table.match.game) == state and table.learning.hints_used == 0
        assert not any(p.name.startswith(f"{MATCH}.bad-") for p in places.data.iterdir())  # not set aside
    finally:
        again.close()


def test_a_hint_count_that_is_not_a_count_makes_the_save_unusable() -> None:
    setup = MatchSetup()
    data = SavedMatch(setup, 7, digest="").to_data()
    assert SavedMatch.from_data(data).hints_used == 0
    for wrong in (-1, 1.5, "2", True, None):
        with pytest.raises(ValueError):
            SavedMatch.from_data({**data, "hints_used": wrong})


def test_a_save_that_does_not_replay_is_set_aside(places: Places) -> None:
    fast_bots(places)
    first = Driver(seed=3, places=places, watch="normal")
    try:
        play_on(first, 5)
    finally:
        first.close()
    statistics = '{"kind": "statistics", "format": 1, "counts": {"rounds_won": {"count": 3, "changed": 1}}}'
    (places.data / "statistics.json").write_text(statistics)
    path = places.data / WATCH
    data = json.loads(path.read_text())
    data["log"][3] = ["act", 1, "play r5.1", data["log"][3][-1]]  # a card that was not in that hand then
    path.write_text(json.dumps(data))
    driver = Driver(places=places, watch="normal")
    try:
        assert any(text.startswith(TEXT("files.damaged_kept", what=TEXT("files.what.watch"), kept="")[:30])
                   for text in driver.texts)  # fmt: skip
        assert list(places.data.glob("watch.json.bad-*"))
        assert isinstance(driver.top, TableScene) and driver.top.keeper is not None  # a new match to watch
        assert len(driver.top.keeper.saved.log) < 5
        assert (places.data / "statistics.json").read_text() == statistics  # a bad save costs nothing else
        assert driver.program.services.statistics.get("rounds_won") == 3
    finally:
        driver.close()


@given(st.integers(0, 2**32), st.lists(st.sampled_from(["deal", "advance"]), max_size=3))
def test_the_saved_structure_round_trips(seed: int, kinds: list[str]) -> None:
    setup = MatchSetup(rules=HOUSE, stand_in="easy")
    keeper = MatchKeeper(PlayerFiles(None), setup, seed, [[kind, float(n)] for n, kind in enumerate(kinds)])
    data = json.loads(json.dumps(keeper.saved.to_data()))
    again = SavedMatch.from_data(data)
    assert again.setup == setup and again.seed == seed and again.log == keeper.saved.log
    assert len(new_deck(HOUSE.edition)) == 108


def test_a_round_the_player_plays_is_counted(places: Places) -> None:
    fast_bots(places, RuleSet(target_score=50))
    driver = Driver(seed=6, places=places, start="new")
    try:
        driver.press("return")
        table = table_of(driver)
        stats = driver.program.services.statistics
        for _ in range(20000):
            if stats.get("rounds_played"):
                break
            driver.play_a_little(table)
        assert stats.get("rounds_played") == 1 and stats.get("rounds_played.preset.official") == 1
        assert stats.get("rounds_played.strength.normal") == 1
        kept = json.loads((places.data / "statistics.json").read_text())
        assert kept["counts"]["rounds_played"]["count"] == 1
    finally:
        driver.close()


def test_a_match_taken_up_gives_the_hint_it_gave_before(places: Places) -> None:
    """The hint's hard bot hears the saved log replayed, as the bots do: what it remembers (colours a player
    lacked, cards a challenge showed) comes back, and its advice is the same as before the match was left."""
    fast_bots(places, HOUSE)
    first = Driver(seed=9, places=places, watch="normal")
    try:
        table = table_of(first)
        for _ in range(40):  # until the hint's bot remembers a colour someone lacks
            play_on(first, 5)
            if any(table.adviser.tracker.lacks.values()) and table.match.game.phase is not Phase.ROUND_OVER:
                break
        before = advise(table.adviser, table.view, table.view.legal_actions())
        lacks = {seat: colours for seat, colours in table.adviser.tracker.lacks.items() if colours}
        assert lacks
    finally:
        first.close()
    second = Driver(seed=9, places=places, watch="normal")
    try:
        table = table_of(second)
        assert {seat: colours for seat, colours in table.adviser.tracker.lacks.items() if colours} == lacks
        assert advise(table.adviser, table.view, table.view.legal_actions()) == before
    finally:
        second.close()
