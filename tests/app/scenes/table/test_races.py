"""Buzzer and slap races at the table, heard as a player hears them through a screen reader that takes time to
speak: a race runs from its sound only where that sound reaches the player (otherwise from the end of its words,
for everyone), the verdict comes once all but one have pressed, a race decided as it opens (a last card in a
two-player round) is said with every consequence and its cues, and a press before a soundless race is open does
not count.
"""

from __future__ import annotations

from datetime import datetime

import pygame
import pytest
from table_driver import Driver, Said, default_words

from audiouno.app.files.storage import Places
from audiouno.app.scenes.practice.reaction import Outcome, Reaction
from audiouno.app.scenes.practice.store import PRACTICE_FILE, PracticeFile
from audiouno.app.scenes.table.scene import TableScene
from audiouno.bots.reflexes import Measured
from audiouno.engine import HOUSE, OFFICIAL
from audiouno.engine.events import ReactionPressed, ReactionResolved

TEXT = default_words().text


pytestmark = pytest.mark.driver(screen_reader=True)


def heard(driver: Driver, since: int) -> list[tuple[float, object]]:
    """What was said, cued and pressed from journal entry `since` on, with its time."""
    return [(at, entry.text if isinstance(entry, Said) else entry) for at, entry in driver.journal[since:]]


def until_the_race(driver: Driver, table: TableScene) -> None:
    driver.wait(30, until=lambda: table.game.reaction is not None or not table.game.in_round)


@pytest.mark.driver(screen_reader=True, audio="disk")
def test_a_race_the_player_does_not_answer_ends_once_the_others_pressed(driver: Driver) -> None:
    """Ana's buzzer is her last card; the player presses nothing: Bruno's press leaves the player as the slowest,
    so the verdict comes then, not when the window would close, and each consequence follows in order."""
    rules = OFFICIAL.with_options(buzzer=True, buzzer_ms=3000)
    table = driver.sit(rules, [["r5", "g7", "g1"], ["buzzer"], ["y1", "y2", "y3"]], "r9", bots="normal")
    driver.press("return")
    start = len(driver.journal)
    until_the_race(driver, table)
    race_at = driver.clock.now
    driver.wait(6)
    said = [entry for _, entry in heard(driver, start) if isinstance(entry, str)]
    played = said.index("Ana plays buzzer card.")
    assert said[played + 1] == TEXT("event.reaction.buzzer", who="you")
    verdict = said.index(TEXT("event.reaction_over.buzzer", players="you"))
    assert said[verdict + 1].startswith("You draw ") and said[verdict + 2].startswith("Ana wins the round.")
    [resolved] = [event for event in table.game.log if isinstance(event, ReactionResolved)]
    assert resolved.losers == (0,) and dict(resolved.times)[2] is not None
    verdict_at = next(at for at, entry in heard(driver, start) if entry == said[verdict])
    assert verdict_at - race_at < 1.0  # the sound, then Bruno's reflex: not the 3 s of the window
    cues = [entry[0] for _, entry in heard(driver, start) if isinstance(entry, tuple)]
    assert cues[0] == "buzzer" and {"penalty", "draw", "round_lost"} <= set(cues)


@pytest.mark.parametrize(
    ("rules", "card", "race", "verdict"),
    [
        (OFFICIAL.with_options(buzzer=True), "buzzer", "event.reaction_alone.buzzer", "event.reaction_over.buzzer"),
        (HOUSE, "r9", "event.reaction_alone.slap", "event.reaction_over.slap"),
    ],
)
def test_a_bots_last_card_in_a_race_of_one_is_heard_whole(
    driver: Driver, rules: object, card: str, race: str, verdict: str
) -> None:
    """Two players: the bot's last card leaves the player alone in the race, decided as it opens. Nobody is
    told to press; who is left, the verdict, the cards drawn and the round's end are said in that order, each
    with its cue, and the turn line held for a jump-in comes before the bot's card, not after the scores."""
    table = driver.sit(rules, [["r5", "g7", "g1"], [card]], "r2", bots="normal")  # type: ignore[arg-type]
    start = len(driver.journal)
    driver.press("return")
    driver.wait(15, until=lambda: not table.game.in_round)
    driver.wait(0.1)
    entries = [entry for _, entry in heard(driver, start)]
    said = [entry for entry in entries if isinstance(entry, str)]
    played = next(index for index, text in enumerate(said) if text.startswith("Ana plays"))
    assert "Ana's turn." in said[:played]
    assert said[played + 1] == TEXT(race, who="you", player="Ana")
    assert said[played + 2] == TEXT(verdict, players="you")
    assert said[played + 3].startswith("You draw ")
    assert said[played + 4].startswith("Ana wins the round.")
    assert TEXT("event.reaction.buzzer", who="you") not in said and TEXT("event.reaction.slap", who="you") not in said
    assert "Ana's turn." not in said[played:]
    cues = [entry[0] for entry in entries if isinstance(entry, tuple)]
    assert [cue for cue in cues if cue in ("penalty", "draw", "round_lost")] == ["penalty", "draw", "round_lost"]
    assert len(table.game.hands[0]) > 2  # the two cards the player kept, and what the race cost


def test_b_before_a_soundless_race_is_open_does_not_count_and_the_player_may_press_again(driver: Driver) -> None:
    """With no sound to hear, the race starts at the end of its words. B while they are said is too soon: it is
    said, it does not count, the race's words are said anew, and nobody presses before those are heard."""
    driver.program.services.settings.cue_volume = 0
    hands = [["r5", "g7", "g1"], ["buzzer", "b1"], ["y1", "y2", "y3"], ["y4", "y5"]]
    table = driver.sit(OFFICIAL.with_options(buzzer=True), hands, "r2", bots="normal")
    driver.press("return")
    until_the_race(driver, table)
    driver.wait(0.2)
    assert table.time.holding(driver.clock.now)  # the race's words are still being said
    assert driver.press("b") == [TEXT("table.race_too_soon.buzzer")]
    assert not [event for event in table.game.log if isinstance(event, ReactionPressed)]
    too_soon_at = driver.clock.now
    driver.wait(5, until=lambda: not table.time.holding(driver.clock.now))
    assert driver.clock.now - too_soon_at > 0.5  # the race waits for the words said anew
    assert not [event for event in table.game.log if isinstance(event, ReactionPressed)]
    driver.wait(0.1)
    said = driver.press("b")
    presses = [event for event in table.game.log if isinstance(event, ReactionPressed)]
    assert presses[0].player == 0 and 0.1 <= presses[0].seconds < 0.2  # timed from the end of the words
    assert said[0] == TEXT("event.pressed", who="you", seconds=presses[0].seconds)


@pytest.mark.driver(screen_reader=True, audio="disk")
def test_b_a_moment_after_the_verdict_hears_that_the_race_is_over(driver: Driver) -> None:
    hands = [["r5", "g7", "g1"], ["buzzer", "b1"], ["y1", "y2", "y3"]]
    table = driver.sit(OFFICIAL.with_options(buzzer=True), hands, "r9", bots="normal")
    driver.press("return")
    until_the_race(driver, table)
    driver.wait(3, until=lambda: table.game.reaction is None)
    assert [event.losers for event in table.game.log if isinstance(event, ReactionResolved)] == [(0,)]
    assert driver.press("b") == [TEXT("table.race_over")]
    driver.wait(10)
    assert driver.press("b") == [TEXT("illegal.nothing_to_buzz")]  # long after: nothing to press


def test_a_race_heard_only_in_words_starts_for_everyone_when_they_are_heard(driver: Driver) -> None:
    """SDL's dummy driver reaches no ear, so the slap's words are its signal: no bot presses, and no verdict
    comes, before the words calling the slap have been heard (the 9 in the House preset, heard in pt-BR)."""
    driver.program.services.set_language("pt-BR")
    hands = [["r5", "g7", "g1"], ["r9", "b1"], ["y1", "y2", "y3"], ["y4", "y5", "y6"]]
    table = driver.sit(HOUSE, hands, "r2", bots="normal")
    assert not table.races.sound_heard()
    driver.press("return")
    until_the_race(driver, table)
    words_heard_at = driver.program.services.voice.news_heard_at()
    assert words_heard_at > driver.clock.now + 0.5  # the call is still being said
    driver.wait(10, until=lambda: table.game.reaction is None)
    [resolved] = [event for event in table.game.log if isinstance(event, ReactionResolved)]
    assert resolved.losers == (0,)  # the player pressed nothing
    assert driver.clock.now >= words_heard_at + min(s for _, s in resolved.times if s is not None)


@pytest.mark.parametrize(
    ("change", "heard"),
    [(None, True), ("race_volume", False), ("cue_volume", False), ("focus_lost", False)],
)
@pytest.mark.driver(screen_reader=True, audio="disk")
def test_a_race_runs_from_its_sound_only_where_the_sound_is_heard(
    driver: Driver, change: str | None, heard: bool
) -> None:
    """On a device whose sound is kept, the race's sound starts it while its words are said; with the race or cue
    volume at zero, or the window muted for losing the keyboard, it runs from the end of its words."""
    settings = driver.program.services.settings
    if change in ("race_volume", "cue_volume"):
        setattr(settings, change, 0.0)
    elif change == "focus_lost":
        settings.mute_unfocused = True
        driver.program.services.voice.follow(settings)
        pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    hands = [["r5", "g7", "g1"], ["buzzer", "b1"], ["y1", "y2", "y3"]]
    table = driver.sit(OFFICIAL.with_options(buzzer=True), hands, "r2", bots="normal")
    driver.press("return")
    until_the_race(driver, table)
    assert table.races.sound_heard() is heard
    driver.wait(0.1)
    assert table.time.holding(driver.clock.now) is not heard  # game time runs through the words only when heard


def practised(places: Places, seconds: list[float]) -> None:
    """A reaction drill in the player's practice file, with these times."""
    store = PracticeFile(places.data / PRACTICE_FILE)
    drill = store.begin("reaction", datetime(2026, 1, 5, 10), {})
    for time in seconds:
        store.record(drill, Reaction(Outcome.HIT, time * 1000, "buzzer"))
    store.finish(drill)


@pytest.mark.driver(screen_reader=True, files=True)
def test_normal_bots_race_as_fast_as_the_player_practised(driver: Driver, places: Places) -> None:
    """A listener who practised at about 420 ms: the normal bots' presses take the player's own times, not the
    bots' default 285 ms, so a press of the player's usual speed after the words is in the race; the race's time
    is one more of the player's."""
    practised(places, [0.38, 0.40, 0.41, 0.42, 0.43, 0.44, 0.45, 0.46, 0.40, 0.42])
    hands = [["r5", "g7", "g1"], ["r9", "b1"], ["y1", "y2", "y3"]]
    table = driver.sit(HOUSE, hands, "r2", bots="normal")
    bots = [bot for seat, bot in table.bots.items() if seat]
    assert all(isinstance(bot.reflexes, Measured) and bot.reflexes.scale == 1.0 for bot in bots)  # type: ignore[attr-defined]
    driver.press("return")
    until_the_race(driver, table)
    driver.wait(5, until=lambda: not table.time.holding(driver.clock.now))
    driver.wait(0.3)
    driver.press("b")
    driver.wait(3, until=lambda: table.game.reaction is None)
    [resolved] = [event for event in table.game.log if isinstance(event, ReactionResolved)]
    times = dict(resolved.times)
    assert times[0] is not None and 0.3 <= times[0] < 0.4
    assert all(time is None or 0.33 < time < 0.55 for seat, time in times.items() if seat)
    assert table.races.fair.times[-1] == times[0]


@pytest.mark.driver(screen_reader=True, files=True)
def test_a_press_after_the_verdict_still_tells_the_bots_how_fast_the_player_is(driver: Driver, places: Places) -> None:
    hands = [["r5", "g7", "g1"], ["buzzer", "b1"], ["y1", "y2", "y3"]]
    table = driver.sit(OFFICIAL.with_options(buzzer=True), hands, "r2", bots="normal")
    driver.press("return")
    until_the_race(driver, table)
    opened = driver.clock.now
    driver.wait(10, until=lambda: table.game.reaction is None)
    driver.wait(0.2)
    assert driver.press("b") == [TEXT("table.race_over")]
    late = table.races.fair.times[-1]
    assert 0.2 < late < driver.clock.now - opened  # timed from the race's opening, the words' end


@pytest.mark.parametrize(("times", "hinted"), [([], "red 9"), ([0.6] * 10, "red 3")])
@pytest.mark.driver(files=True)
def test_the_hint_weighs_a_nine_by_the_slap_race_the_player_would_lose(
    driver: Driver, places: Places, times: list[float], hinted: str
) -> None:
    """House rules: a 9 starts a slap race. Nothing known of the player, a 9 is a card like another (and the
    heavier one): the hint plays it. A player who practised at 600 ms, against hard bots (20% faster than the
    player's own times), is last in nearly every race: the hint plays the 3 and starts no race."""
    practised(places, times)
    hands = [["r9", "r3", "g1"], ["y1", "y2", "y3"], ["y4", "y5", "y6"]]
    table = driver.sit(HOUSE, hands, "r5", bots="hard")
    assert table.adviser.slap_risk > 0.2 if times else table.adviser.slap_risk == 0
    said = driver.press("i")
    assert said[0].startswith(f"Play {hinted}"), said


def test_a_key_that_cuts_off_a_race_heard_in_words_has_its_call_said_again(driver: Driver) -> None:
    """The slap heard in words only (pt-BR, the House preset): Z cuts off "Dê o tapa com B!"; the call is said again
    after Z's answer, and nobody presses before it is heard. Cut off a second time, it counts as heard."""
    driver.program.services.set_language("pt-BR")
    say = driver.program.services.catalogue.text
    hands = [["r5", "g7", "g1"], ["r9", "b1"], ["y1", "y2", "y3"], ["y4", "y5", "y6"]]
    table = driver.sit(HOUSE, hands, "r2", bots="normal")
    driver.press("return")
    until_the_race(driver, table)
    call = say("event.reaction.slap", who="you")
    assert driver.press("z") == [say("table.nothing_playable_now"), call]
    driver.wait(0.3)
    assert table.time.holding(driver.clock.now) and not [e for e in table.game.log if isinstance(e, ReactionPressed)]
    assert driver.press("c")[1:] == []  # said once again, not at every key
    driver.wait(3, until=lambda: table.game.reaction is None)
    assert [event.losers for event in table.game.log if isinstance(event, ReactionResolved)] == [(0,)]
