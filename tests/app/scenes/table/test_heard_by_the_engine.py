"""The table counts from the one clock of each line: through a speaker that says when each line is over (as Speech
Dispatcher, the built-in speech and NVDA's SSML marks do; here the test tells each end, as the engine's thread
would), the bots' pace, a race's window and the turn timer all start at the engine's end of the news, however far
it is from the estimate; and a fast screen reader's ends make the table faster without a setting, this session
and the next."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from table_driver import STEP, Driver, ScreenReaderDouble, default_words
from watched_moves import is_turn_move

from audiouno.app.files.hearing import DEFAULT_LISTENER_WPM
from audiouno.app.files.storage import Places
from audiouno.app.output.line_clock import LineClock
from audiouno.app.output.voice import speaking_time
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import OFFICIAL
from audiouno.engine.events import ReactionPressed

pytestmark = pytest.mark.driver(telling=True)
FAST = 2 * DEFAULT_LISTENER_WPM
TEXT = default_words().text


def lines(driver: Driver) -> Sequence[LineClock]:
    return driver.speaker.lines  # type: ignore[attr-defined,no-any-return]


def end_every_line(driver: Driver, ago: float = 0.0) -> None:
    """The engine's END of every line said so far (a line already over keeps its end)."""
    for line in lines(driver):
        line.ended(ago)


def past_the_estimate(driver: Driver) -> None:
    """Let time pass beyond the estimated end of every line said, and not so far that a line is given up."""
    now = driver.clock.now
    waiting = [line for line in lines(driver) if line.over_at(now) is None]
    assert waiting, "a line is being said"
    driver.wait(max(line.estimated_end for line in waiting) + 1.0 - now)
    assert driver.clock.now < min(line.give_up_at for line in waiting)


def turn_moves(table: TableScene) -> int:
    return sum(is_turn_move(event) for event in table.match.game.log or [])


def presses(table: TableScene) -> list[ReactionPressed]:
    return [event for event in table.match.game.log or [] if isinstance(event, ReactionPressed)]


def test_a_bot_moves_its_pace_after_the_engines_end_not_after_the_estimate(driver: Driver) -> None:
    driver.program.services.settings.bot_pace = 1.0
    table = driver.sit(OFFICIAL, [["r1", "b2", "g3"], ["r9", "b4", "y4"]], "r5")
    driver.press("home")
    driver.press("return")  # red 1: Ana's turn, said as news
    moves = turn_moves(table)
    past_the_estimate(driver)
    assert turn_moves(table) == moves  # the estimate and the pace have passed: Ana still waits for the words
    end_every_line(driver)
    ended = driver.clock.now
    driver.wait(5, until=lambda: turn_moves(table) > moves)
    assert 1.0 <= driver.clock.now - ended <= 1.0 + 2 * STEP  # her pace after the END (the table's passes: STEP)


@pytest.mark.parametrize("ended", [False, True], ids=["still being said", "ended"])
def test_enter_just_after_the_turn_came_is_taken_once_the_engine_ended_its_words(driver: Driver, ended: bool) -> None:
    """Enter pressed a moment after the player's turn came, the key before it meant for before: while the engine
    is still saying whose turn it is, even past the estimate, it only says so; once the engine ended it, it plays."""
    driver.program.services.settings.bot_pace = 0.3
    table = driver.sit(OFFICIAL, [["r1", "r2", "g3"], ["r9", "b4", "y4"]], "r5")
    driver.press("home")
    driver.press("return")  # red 1: Ana's turn
    end_every_line(driver)
    driver.wait(2, until=lambda: table.match.game.decider == 0)  # Ana plays red 9 at her pace: the turn comes back
    assert table.match.game.decider == 0
    past_the_estimate(driver)
    if ended:
        end_every_line(driver)
    said = driver.press("return")  # on red 2, where the focus went after red 1
    assert (len(table.match.game.hands[0]) == 1) is ended
    assert (said[0] == TEXT("table.turn_came", card="red 2")) is not ended


def test_the_turn_timer_starts_at_the_engines_end(driver: Driver) -> None:
    end_every_line(driver)  # the lobby's words
    table = driver.sit(OFFICIAL.with_options(turn_timer_s=20), [["r1", "b2", "g3"], ["g9", "b4", "y4"]], "r5")
    past_the_estimate(driver)
    assert table.time.holding(driver.clock.now)  # the turn's words are not over: the player's time has not begun
    end_every_line(driver, ago=0.5)  # told half a second after the engine's END
    driver.wait(3.7)
    assert driver.press("ctrl+t") == ["16 seconds left."]  # 4.2 s since the END


def test_a_soundless_race_opens_at_the_engines_end(driver: Driver) -> None:
    """With no sound, a race starts at the end of its words: the bots' reflexes count from the engine's END."""
    driver.program.services.settings.cue_volume = 0
    end_every_line(driver)
    hands = [["r5", "g7", "g1"], ["buzzer", "b1"], ["y1", "y2", "y3"], ["y4", "y5"]]
    table = driver.sit(OFFICIAL.with_options(buzzer=True), hands, "r2", bots="normal")
    driver.press("return")

    def race_open() -> bool:
        """Each line is over as soon as it is said, up to the race's words, which the engine is still saying."""
        if table.match.game.reaction is not None:
            return True
        end_every_line(driver)
        return False

    driver.wait(60, until=race_open)
    assert table.match.game.reaction is not None
    past_the_estimate(driver)
    assert presses(table) == []
    end_every_line(driver)
    ended = driver.clock.now
    driver.wait(10, until=lambda: presses(table) != [])
    first = presses(table)[0]
    assert first.player != 0 and driver.clock.now - ended == pytest.approx(first.seconds, abs=STEP)


class FastReader:
    """A screen reader at twice the default rate that tells each line's end: one line after another."""

    def __init__(self, driver: Driver) -> None:
        self.driver = driver
        self.told = 0
        self.free_at = 0.0

    def __call__(self) -> bool:
        """Tell the ends due by now; as `Driver.wait`'s `until`, never stops the wait."""
        now, said = self.driver.clock.now, lines(self.driver)
        while self.told < len(said):
            line = said[self.told]
            end = max(line.said_at, self.free_at) + speaking_time(line.text, FAST)
            if end > now:
                break
            line.ended(now - end)
            self.free_at, self.told = end, self.told + 1
        return False


@pytest.mark.driver(telling=True, watch="normal", files=True)
def test_a_fast_screen_readers_ends_make_the_table_faster_without_a_setting(driver: Driver, places: Places) -> None:
    """A watched match through a screen reader twice as fast as the estimate: the voice learns its rate from the
    engine's ends, the settings file keeps it, and the next session's estimate (a screen reader that cannot tell)
    waits that much less for each line, though nobody set anything."""
    reader, settings = FastReader(driver), driver.program.services.settings
    driver.wait(60, until=lambda: reader() or settings.listener_wpm >= 1.5 * DEFAULT_LISTENER_WPM)
    learned = driver.program.voice.words_per_minute
    assert 1.5 * DEFAULT_LISTENER_WPM <= learned <= FAST
    driver.close()
    later = Driver(places=places, screen_reader=True)
    try:
        assert isinstance(later.speaker, ScreenReaderDouble)  # NVDA before 2024.1, JAWS: no word of the end
        assert later.program.services.settings.listener_wpm == settings.listener_wpm
        voice, text = later.program.voice, "Ana plays a red seven and Bruno draws two cards."
        voice.tell(text)
        line = voice.said_last
        assert line is not None and not line.awaits
        estimated = line.estimated_end - line.estimated_start
        assert estimated == pytest.approx(speaking_time(text, settings.listener_wpm))
        assert estimated < 0.7 * speaking_time(text)  # the default rate's wait
    finally:
        later.close()
