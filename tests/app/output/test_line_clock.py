"""The one clock of each line the player hears: over by the speech engine's word, by the estimate where none
comes, or by the key that cut it off; the game's time that counts from it; what the trace keeps of it; and the
rate the voice learns from the engine's timings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from table_driver import RecordingSpeaker, TellingSpeaker

from audiouno.app.clock import ManualClock, PausableTime
from audiouno.app.files.settings import listener_rate
from audiouno.app.output.learned_rate import MIN_LINES, WINDOW, LearnedRate
from audiouno.app.output.line_clock import LATE, LATE_FACTOR
from audiouno.app.output.sound import CuePlayer, default_sounds_dir
from audiouno.app.output.trace import Trace
from audiouno.app.output.voice import Voice, speaking_time

TEN_WORDS = "Ana plays a red seven and Bruno draws two cards."


def voice_with(speaker: RecordingSpeaker, clock: ManualClock, trace: Trace | None = None) -> Voice:
    return Voice(speaker, CuePlayer(default_sounds_dir()), clock, trace)  # a cue player never opened: silent


def test_game_time_stands_still_until_the_engines_end_and_runs_from_it() -> None:
    """However often the table asks while the line is being said, no game time passes before its END; once
    told, game time runs from the END itself, not from the moment the game noticed it."""
    clock, speaker, time = ManualClock(), TellingSpeaker([]), PausableTime()
    voice = voice_with(speaker, clock)
    voice.tell(TEN_WORDS)
    for _ in range(60):  # the loop asks every 0.1 s for six seconds, well past the estimate (2.7 s)
        time.hold(voice.news_heard_at(), clock.now)
        assert time.at(clock.now) == 0.0
        clock.advance(0.1)
    speaker.lines[0].ended(ago=0.25)  # told a quarter of a second late: Speech Dispatcher's END came at 5.75 s
    time.hold(voice.news_heard_at(), clock.now)
    assert time.at(clock.now) == pytest.approx(0.25)
    assert not time.holding(clock.now)


def test_a_line_whose_word_never_comes_is_given_up_after_a_generous_wait() -> None:
    clock, speaker = ManualClock(), TellingSpeaker([])
    voice = voice_with(speaker, clock)
    voice.tell(TEN_WORDS)
    estimate = speaking_time(TEN_WORDS)
    given_up = estimate + LATE_FACTOR * estimate + LATE
    clock.advance(given_up - 0.01)
    assert voice.news_heard_at() > clock.now  # three times the estimate and more: still waited for
    clock.advance(0.02)
    assert voice.news_heard_at() == pytest.approx(given_up)


def test_a_line_no_word_will_come_of_after_all_is_heard_by_the_estimate() -> None:
    clock, speaker = ManualClock(), TellingSpeaker([])
    voice = voice_with(speaker, clock)
    voice.tell(TEN_WORDS)
    speaker.lines[0].unreported()  # the screen reader changed under the line
    assert voice.news_heard_at() == pytest.approx(speaking_time(TEN_WORDS))


def test_only_the_first_end_counts() -> None:
    clock, speaker = ManualClock(), TellingSpeaker([])
    voice = voice_with(speaker, clock)
    voice.tell("Ana plays red 5.")
    voice.tell("Bruno plays red 9.")
    clock.advance(1.0)
    speaker.lines[0].ended()
    speaker.lines[1].cut()
    clock.advance(0.5)
    speaker.lines[0].cut()
    speaker.lines[1].ended()
    assert voice.news_heard_at() == pytest.approx(1.0)


def test_the_engines_word_wakes_the_loop() -> None:
    clock, speaker = ManualClock(), TellingSpeaker([])
    voice = voice_with(speaker, clock)
    woken: list[None] = []
    voice.wake = lambda: woken.append(None)
    voice.tell("Ana plays red 5.")
    assert woken == []
    speaker.lines[0].ended()
    assert len(woken) == 1


def test_the_trace_holds_the_engines_time_and_the_estimates_for_each_line(tmp_path: Path) -> None:
    clock, speaker = ManualClock(), TellingSpeaker([])
    path = tmp_path / "trace.jsonl"
    voice = voice_with(speaker, clock, Trace(path, clock))
    voice.tell(TEN_WORDS)
    voice.tell("Your turn.")
    voice.tell("Bruno passes.")
    clock.advance(0.2)
    speaker.lines[0].began()  # Speech Dispatcher's BEGIN
    clock.advance(1.6)
    speaker.lines[0].ended()
    clock.advance(0.5)
    speaker.lines[1].ended()  # no BEGIN: it began when the line before it ended
    speaker.lines[2].cut()  # cut off: the engine did not time it whole
    clock.advance(0.1)
    voice.news_heard_at()
    entries = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    heard = [entry for entry in entries if "heard" in entry]
    assert heard == [
        {"t": 2400, "heard": TEN_WORDS, "ended": 1800, "engine_ms": 1600, "estimate_ms": 2727},
        {"t": 2400, "heard": "Your turn.", "ended": 2300, "engine_ms": 500, "estimate_ms": 545},
    ]


def test_the_voice_learns_a_fast_screen_readers_rate_from_the_engine() -> None:
    clock, speaker = ManualClock(), TellingSpeaker([])
    voice = voice_with(speaker, clock)
    kept: list[float] = []
    voice.rate_learned = kept.append
    for line in range(MIN_LINES):
        voice.tell(TEN_WORDS)
        clock.advance(1.5)  # ten words in 1.5 s: 400 a minute, where the estimate says 220
        speaker.lines[line].ended()
        assert voice.news_heard_at() == pytest.approx(clock.now)
        assert voice.words_per_minute == (400 if line == MIN_LINES - 1 else 220)
    assert kept == [400]
    voice.key_pressed()
    voice.answer(TEN_WORDS)  # cut off at once by the next key: a line not said whole teaches nothing
    voice.key_answered()
    voice.key_pressed()
    voice.answer("red 7")
    voice.key_answered()
    clock.advance(0.1)
    voice.news_heard_at()
    assert voice.words_per_minute == 400


def test_braille_only_waits_by_the_reading_rate_whatever_the_speaker_could_tell() -> None:
    clock, speaker = ManualClock(), TellingSpeaker([])
    voice = voice_with(speaker, clock)
    voice.screen_reader_output = "braille"
    speaker.brailles = True  # type: ignore[attr-defined]
    voice.braille_wpm = 60
    voice.tell("Ana plays red 7.")
    assert speaker.said == []
    assert voice.news_heard_at() == pytest.approx(4.0)


def test_the_learned_rate_weighs_each_line_by_its_words() -> None:
    learned = LearnedRate()
    assert not learned.add(0, 1.0) and not learned.add(3, 0.0)
    for _ in range(MIN_LINES - 1):
        learned.add(2, 1.0)
    assert learned.rate() is None
    learned.add(12, 1.0)  # 20 words in 5 s
    assert learned.rate() == pytest.approx(240)
    for _ in range(WINDOW):
        learned.add(5, 1.0)
    assert learned.rate() == pytest.approx(300)  # the oldest lines have gone


def test_the_setting_keeps_a_learned_rate_to_the_nearest_ten_within_its_range() -> None:
    assert [listener_rate(rate) for rate in (402.7, 50, 1000)] == [400, 100, 900]
