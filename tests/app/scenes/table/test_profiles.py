"""Verbosity profiles, heard as people play: the seeded match of the golden transcripts (test_table_match.py) played
by keys under each profile, every line the voice was given classified by its kind, and what each profile promises
checked against what the speaker said and which cues played; Ctrl+P pressed while the bots play; a custom profile
made in the options and read back at the next start; a damaged profile in the settings file."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from table_driver import Driver, default_words, headless
from test_table_match import SEED, play, set_up_in_the_lobby

from audiouno.app.files.storage import Places
from audiouno.app.files.verbosity import BRIEF, CUE, CUSTOM, FULL, KINDS, OFF, PROFILES
from audiouno.app.output.voice import Utterance
from audiouno.app.scenes.options.scene import OptionsScene
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import Phase

TEXT = default_words().text


@dataclass(frozen=True)
class Heard:
    """One line the voice was given, and how the profile had it heard."""

    given: Utterance
    heard: Utterance


@dataclass
class Match:
    driver: Driver
    table: TableScene
    lines: list[Heard]
    cues: list[str]  # every cue played, in order

    def said(self) -> list[str]:
        return self.driver.texts


def record(driver: Driver) -> list[Heard]:
    """Every utterance the voice is given from now on, beside the one the profile let through."""
    voice = driver.program.voice
    lines: list[Heard] = []
    as_heard = voice.as_heard

    def recording(utterance: Utterance) -> Utterance:
        heard = as_heard(utterance)
        lines.append(Heard(utterance, heard))
        return heard

    voice.as_heard = recording  # type: ignore[method-assign]
    return lines


def play_the_match(profile: str) -> Iterator[Match]:
    driver = Driver(seed=SEED)
    try:
        driver.program.services.settings.verbosity = profile
        set_up_in_the_lobby(driver)
        mark = len(driver.journal)
        lines = record(driver)
        table = play(driver)
        cues = [entry[0] for _, entry in driver.journal[mark:] if isinstance(entry, tuple)]
        yield Match(driver, table, lines, cues)
    finally:
        driver.close()


@pytest.fixture(scope="module")
def matches() -> Iterator[dict[str, Match]]:
    """The seeded match under each profile, played once for all the tests of this file."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        headless(monkeypatch)  # for the whole module: the app's own fixture is a test's, this one outlives it
        runs = {profile: play_the_match(profile) for profile in PROFILES}
        yield {profile: next(run) for profile, run in runs.items()}
        for run in runs.values():
            next(run, None)


def spoken(line: Heard) -> str | None:
    """The words the player heard of this line, if any."""
    heard = line.heard
    return None if heard.quiet or not heard.text else heard.said_as or heard.text


BOT = TEXT("bot.name.1")
# The English words of each kind, recognised apart from the narrator's own labels: a classifier of what was said.
_KIND_WORDS = [
    (re.compile(rf"^{BOT} (plays|stacks|chooses|says UNO|passes)\b"), "plays"),
    (re.compile(rf"^{BOT} draws\b"), "draws"),
    (re.compile(rf"^{BOT}'s turn\.$"), "turns"),
    (re.compile(rf"^{BOT} has one card left\.$"), "races"),
    (re.compile(r"^Your turn\."), None),
    (re.compile(r"^You (play|draw|choose|say UNO)\b"), "own"),
    (re.compile(r"\b(wins?|win) the (round|match)\b"), "results"),
    (re.compile(r"^Focus on "), "focus"),
]


def classified(text: str) -> tuple[bool, str | None]:
    """(whether the words are of a known kind, that kind) for a line in full."""
    for pattern, kind in _KIND_WORDS:
        if pattern.search(text):
            return True, kind
    return False, None


def test_every_line_is_of_the_kind_its_words_say(matches: dict[str, Match]) -> None:
    """The kinds the narration gives its lines agree with what the lines say (an independent reading of the
    English words), and the match gives each kind the profiles tune something to say."""
    counted: dict[str | None, int] = {}
    for line in matches["full"].lines:
        known, kind = classified(line.given.text)
        if known:
            assert line.given.kind == kind, line.given
            counted[kind] = counted.get(kind, 0) + 1
    assert {"plays", "draws", "turns", "own", "results", "focus", None} <= set(counted), counted


def test_full_says_everything_in_full(matches: dict[str, Match]) -> None:
    match = matches["full"]
    assert match.lines and all(line.heard == line.given for line in match.lines)
    # The speaker said exactly the lines the voice was given, word for word.
    given = [line.given.text for line in match.lines if line.given.text and not line.given.quiet]
    assert match.said()[-len(given) :] == given


def test_each_profile_says_what_it_promises_and_nothing_else(matches: dict[str, Match]) -> None:
    catalogue = matches["full"].driver.program.services.catalogue
    for profile, match in matches.items():
        levels = PROFILES[profile]
        for line in match.lines:
            given, heard = line.given, line.heard
            level = FULL if given.kind is None else levels[given.kind]
            words = spoken(line)
            if given.quiet:
                assert words is None
            elif level == FULL:
                assert words == given.text, (profile, given)
            elif level == BRIEF:
                assert words == catalogue.shorten(given.text), (profile, given)
            else:
                assert words is None, (profile, given)
            # The cue plays unless the kind is off.
            assert heard.cue == (None if level == OFF else given.cue), (profile, given)
        # What the speaker said is what the profile let through, in order, and nothing more.
        through = [words for line in match.lines if (words := spoken(line)) is not None]
        assert match.said()[-len(through) :] == through, profile


def test_brief_uses_the_brief_forms(matches: dict[str, Match]) -> None:
    lines = matches["brief"].lines
    shortened = [line for line in lines if line.heard.said_as and line.heard.said_as != line.given.text]
    assert len(shortened) > 20
    assert all(len(line.heard.said_as or "") < len(line.given.text) for line in shortened)
    assert f"{BOT}'s turn." not in matches["brief"].said()  # turn changes between bots are left out
    assert f"{BOT}'s turn." in matches["full"].said()


def test_essentials_leaves_out_what_it_promises_and_keeps_what_the_player_needs(matches: dict[str, Match]) -> None:
    full, essentials = matches["full"], matches["essentials"]
    said = essentials.said()
    # Left out: the words of other players' plays, draws and penalties, turn changes, the focus after a play.
    left_out = {"plays", "draws", "penalties", "turns", "focus"}
    quietened = [line for line in essentials.lines if line.given.kind in left_out]
    assert quietened and all(spoken(line) is None for line in quietened)
    # The cue-only kinds still play their cue, each time, and the player hears them.
    cued = [line.given.cue for line in quietened if line.given.kind in ("plays", "draws", "penalties")]
    assert any(cued) and all(line.heard.cue == line.given.cue for line in quietened if line.given.kind != "turns")
    for cue in {cue for cue in cued if cue}:
        assert essentials.cues.count(cue) >= cued.count(cue)
    # Kept: every turn of the player's, every line they must hear, every result; the same match as in full.
    assert said.count(TEXT("event.turn", who="you")) == full.said().count(TEXT("event.turn", who="you")) > 10
    for line in essentials.lines:
        if line.given.kind is None and not line.given.quiet and line.given.text:
            assert spoken(line) == line.given.text
    results = [line for line in essentials.lines if line.given.kind == "results"]
    assert len(results) == len([line for line in full.lines if line.given.kind == "results"]) >= 3
    assert all(spoken(line) for line in results)
    assert essentials.table.match.game.totals == full.table.match.game.totals


def test_lines_left_out_stay_whole_in_the_history(matches: dict[str, Match]) -> None:
    """Comma and period read the match's history: every line the game told, in full, whatever the profile."""
    for profile, match in matches.items():
        history = match.table.heard.recent(10_000)
        voiced = match.driver.program.voice.history.recent(10_000)
        news = [line.given.text for line in match.lines if line.given.kind in ("plays", "draws", "turns", "results")]
        assert news, profile
        for text in news:
            assert text in history and text in voiced, (profile, text)


# ----------------------------------------------------------------- the table's key


def test_ctrl_p_while_the_bots_play_switches_the_profile_at_once() -> None:
    driver = Driver(seed=SEED)
    try:
        set_up_in_the_lobby(driver)
        driver.press("ctrl+return")
        table = driver.top
        assert isinstance(table, TableScene)
        settings = driver.program.services.settings
        lines = record(driver)
        heard: list[tuple[str, str]] = []  # (profile, each line spoken about the bot's moves)
        for expected in ("brief", "essentials", "full", "brief"):
            for _ in range(200):  # the player plays their turn as a listener would, until the bot's comes
                if table.match.game.decider != 0 and table.match.game.phase is Phase.PLAY:
                    break
                driver.listeners_move(table)
            assert table.match.game.decider != 0  # the bot is about to play
            answer = driver.press("ctrl+p")
            assert answer == [TEXT(f"table.profile.{expected}")]
            assert settings.verbosity == expected
            start = len(lines)
            driver.wait(3, until=lambda: table.match.game.decider == 0)
            for line in lines[start:]:
                if line.given.kind in ("plays", "draws", "turns"):
                    level = PROFILES[expected][line.given.kind]
                    assert (spoken(line) is not None) == (level in (FULL, BRIEF)), (expected, line.given)
                    heard.append((expected, line.given.text))
        assert {profile for profile, _ in heard} >= {"brief", "essentials", "full"}
        # From a profile of the player's own, the key goes back to full.
        settings.set_level("draws", CUE)
        assert settings.verbosity == CUSTOM
        assert driver.press("ctrl+p") == [TEXT("table.profile.full")]
    finally:
        driver.close()


# ----------------------------------------------------------------- kept in the settings


def settings_file(places: Places) -> dict[str, object]:
    return json.loads((places.config / "settings.json").read_text())  # type: ignore[no-any-return]


def test_a_custom_profile_made_in_the_options_is_kept(places: Places) -> None:
    driver = Driver(places=places, start="menu")
    try:
        driver.press("o")
        driver.press("return")
        assert isinstance(driver.top, OptionsScene)
        driver.press("down")  # the profile
        assert driver.press("right") == [TEXT("lobby.verbosity", value=TEXT("lobby.verbosity.brief"))]
        for _ in range(2):  # other players' plays, then their draws
            label = driver.press("down")[0]
        draws = TEXT("options.detail.draws")
        brief = TEXT("options.detail", kind=draws, level=TEXT("options.level.brief"))
        assert label == TEXT("choice.item", label=brief, number=4, count=len(driver.top.items))
        said = driver.press("right")
        custom = TEXT("options.detail.profile", profile=TEXT("lobby.verbosity.custom"))
        cue = TEXT("options.detail", kind=draws, level=TEXT("options.level.cue"))
        assert said == [TEXT("lobby.noted", label=cue, notes=custom)]
        assert settings_file(places)["verbosity"] == CUSTOM
        assert settings_file(places)["detail"] == {**PROFILES["brief"], "draws": CUE}
    finally:
        driver.close()
    again = Driver(places=places, start="menu")
    try:
        settings = again.program.services.settings
        assert settings.verbosity == CUSTOM and settings.levels() == {**PROFILES["brief"], "draws": CUE}
        assert again.program.voice.levels() == settings.levels()  # the voice follows it from the start
        assert not any(TEXT("files.values_reset", what="", count=1)[:12] in said for said in again.texts)
        # The profile item goes round the presets and back to the player's own levels.
        settings.cycle_profile()
        assert settings.verbosity == "full" and settings.detail["draws"] == CUE
    finally:
        again.close()


def test_a_damaged_profile_is_said_and_replaced(places: Places) -> None:
    places.config.mkdir(parents=True)
    detail = {**PROFILES["brief"], "plays": "whisper", "turns": CUE, "draws": OFF, "someday": "full"}
    data = {"kind": "settings", "format": 1, "cue_volume": 0.3, "verbosity": "loud", "detail": detail}
    (places.config / "settings.json").write_text(json.dumps(data))
    driver = Driver(places=places, start="menu")
    try:
        settings = driver.program.services.settings
        # Three bad values: the profile's name, and two levels a kind may not take (turns have no cue of their
        # own); each is back to its default, and nothing else is lost.
        assert TEXT("files.values_reset", what=TEXT("files.what.settings"), count=3) in driver.texts[0]
        assert settings.verbosity == "full" and settings.cue_volume == 0.3
        assert settings.detail == {**PROFILES["brief"], "plays": FULL, "turns": FULL, "draws": OFF}
        kept = settings_file(places)
        assert kept["verbosity"] == "full" and kept["detail"] == settings.detail
    finally:
        driver.close()


def test_every_kind_offers_the_levels_it_may_take() -> None:
    """Nothing is left without words where it must be heard: results and the player's own moves are never off,
    a hint is never only a sound, and every profile keeps to the levels its kinds offer."""
    assert OFF not in KINDS["results"] and OFF not in KINDS["own"] and CUE not in KINDS["hints"]
    for levels in PROFILES.values():
        assert set(levels) == set(KINDS) and all(level in KINDS[kind] for kind, level in levels.items())
