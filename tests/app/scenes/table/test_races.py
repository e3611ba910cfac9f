"""Buzzer and slap races at the table, heard as a player hears them through a screen reader that takes time to
speak: the verdict comes once all but one have pressed, a race decided as it opens (a last card in a two-player
round) is said with every consequence and its cues, and a press before a soundless race is open does not count.
"""

from __future__ import annotations

import pytest
from table_driver import Driver, Said, default_words

from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import HOUSE, OFFICIAL
from audiouno.engine.events import ReactionPressed, ReactionResolved

TEXT = default_words().text


pytestmark = pytest.mark.driver(screen_reader=True)


def heard(driver: Driver, since: int) -> list[tuple[float, object]]:
    """What was said, cued and pressed from journal entry `since` on, with its time."""
    return [(at, entry.text if isinstance(entry, Said) else entry) for at, entry in driver.journal[since:]]


def until_the_race(driver: Driver, table: TableScene) -> None:
    driver.wait(30, until=lambda: table.game.reaction is not None or not table.game.in_round)


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
