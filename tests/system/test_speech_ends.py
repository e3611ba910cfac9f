"""The real end of the words: Speech Dispatcher (espeak-ng, through accessible_output2 and the game's speech thread,
as the game speaks on Linux) and the built-in speech (pyttsx3 with espeak-ng and `aplay`) say when each line has
been heard, on sound cards that play in real time; the voice, and the table's bots, count from that end."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from speechd_fixture import BYTES_PER_SECOND, PacedSoundCard, PrivateSpeechd
from waiting import CEILING, wait_until
from watched_moves import KeptLines, watch_moves

from audiouno.app.clock import Clock, monotonic_clock
from audiouno.app.files.hearing import DEFAULT_LISTENER_WPM
from audiouno.app.files.player_files import PlayerFiles
from audiouno.app.files.settings import PACES, Settings, listener_rate
from audiouno.app.output.sound import CuePlayer, default_sounds_dir
from audiouno.app.output.speech import Speaker, SpeechUnavailable, TtsSpeaker, open_speaker, reports_ends
from audiouno.app.output.trace import Trace
from audiouno.app.output.voice import Voice, speaking_time
from audiouno.app.program import Program

pytestmark = pytest.mark.started_first  # long: see tests/conftest.py

LONG = "Ana plays a wild draw four and chooses red. Bruno draws four cards and loses his turn. Carla plays red 7."
# What may still be on its way to the ear when the engine says a line is over: the paced card's buffer (a page),
# and one read of its player (20 ms).
CARD_BUFFER = 4096 + BYTES_PER_SECOND // 50


def voice_over(speaker: Speaker, clock: Clock) -> Voice:
    return Voice(speaker, CuePlayer(default_sounds_dir()), clock)  # a cue player never opened: silent


def heard(voice: Voice, clock: Clock) -> float:
    """When the news said so far was heard, once it has been."""
    assert wait_until(lambda: voice.news_heard_at() <= clock())
    return voice.news_heard_at()


def quiet(played: Callable[[], int]) -> int:
    """The bytes played once the card has played nothing for 0.3 s: all that was said has been heard."""
    size = -1
    while size != played():
        size = played()
        time.sleep(0.3)
    return size


def assert_heard_at_its_end(said: float, at: float, before: int, at_end: int, played: Callable[[], int]) -> int:
    """A line said at `said` and heard at `at` (app times) was heard once its sound was played, all but what the
    card's buffer held: the card had played `at_end` bytes then, of `before` + what the line took. Its bytes."""
    total = quiet(played) - before
    assert total > BYTES_PER_SECOND  # real speech, over a second of it
    assert total - (at_end - before) <= CARD_BUFFER  # nothing of it was still to come when it counted as heard
    assert at - said >= (total - CARD_BUFFER) / BYTES_PER_SECOND  # and it lasted as long as its sound
    return total


@pytest.mark.parametrize("paced_speechd", [180, 500], indirect=True)
def test_speech_dispatcher_ends_a_line_once_its_sound_has_been_heard(paced_speechd: PrivateSpeechd) -> None:
    clock = monotonic_clock()
    speaker, _ = open_speaker("screenreader")  # the game's chain: the speech thread, accessible_output2's output
    voice = voice_over(speaker, clock)
    try:
        assert speaker.kind == "screenreader" and reports_ends(speaker)
        before, said = paced_speechd.audio_bytes(), clock()
        voice.tell(LONG)
        at = heard(voice, clock)
        at_end = paced_speechd.audio_bytes()
        total = assert_heard_at_its_end(said, at, before, at_end, paced_speechd.audio_bytes)
    finally:
        speaker.close()
    # Longer than the estimate at 180 words a minute (the estimate would talk over the player), shorter at 500.
    assert (total / BYTES_PER_SECOND > speaking_time(LONG)) == (paced_speechd.words_per_minute == 180)


@pytest.mark.parametrize("paced_speechd", [350], indirect=True)
def test_a_key_cuts_the_news_off_and_the_news_after_it_waits_for_its_own_end(paced_speechd: PrivateSpeechd) -> None:
    clock = monotonic_clock()
    speaker, _ = open_speaker("screenreader")
    voice = voice_over(speaker, clock)
    try:
        before = paced_speechd.audio_bytes()
        voice.tell(LONG)
        assert wait_until(lambda: paced_speechd.audio_bytes() > before + BYTES_PER_SECOND // 2)
        voice.key_pressed()
        cut = clock()
        voice.answer("red 7, 2 of 7")  # the player reads their hand: the news is cut off, heard as far as the game goes
        voice.key_answered()
        cut_off = voice.news_heard_at()
        assert cut <= cut_off <= clock()
        quiet(paced_speechd.audio_bytes)  # Speech Dispatcher's CANCEL of the news has come, and changes nothing
        assert voice.news_heard_at() == cut_off
        before, said = paced_speechd.audio_bytes(), clock()
        voice.tell(LONG)  # news after the answer: heard at its own END
        at = heard(voice, clock)
        assert_heard_at_its_end(said, at, before, paced_speechd.audio_bytes(), paced_speechd.audio_bytes)
    finally:
        speaker.close()


def test_the_built_in_speech_ends_each_line_by_pyttsx3s_word(sound_card: PacedSoundCard) -> None:
    clock = monotonic_clock()
    try:
        speaker = TtsSpeaker()
    except SpeechUnavailable as missing:
        pytest.skip(f"built-in speech cannot be heard here: {missing.detail}")
    voice = voice_over(speaker, clock)
    try:
        assert reports_ends(speaker)
        played = lambda: sound_card.played  # noqa: E731
        before, said = played(), clock()  # the first line after speech starts, heard whole as any other
        voice.tell(LONG)
        at = heard(voice, clock)
        assert_heard_at_its_end(said, at, before, played(), played)
        before = played()
        voice.tell(LONG)
        assert wait_until(lambda: played() > before + BYTES_PER_SECOND // 2)
        voice.key_pressed()
        cut = clock()
        voice.answer("red 7")  # ends the news's `aplay`: pyttsx3 then calls it completed, which changes nothing
        voice.key_answered()
        cut_off = voice.news_heard_at()
        assert cut <= cut_off <= clock()
        quiet(played)
        assert voice.news_heard_at() == cut_off
    finally:
        speaker.close()


@pytest.mark.usefixtures("headless_sdl")  # the program on SDL's dummy drivers
@pytest.mark.parametrize("paced_speechd", [180, 500], indirect=True)
def test_the_bots_move_after_the_end_of_the_words_never_before(paced_speechd: PrivateSpeechd, tmp_path: Path) -> None:
    """A match watched through the real Speech Dispatcher: every bot's turn move comes after the END of the news
    before it and the bots' pace; the trace holds the engine's time and the estimate's for the lines, and the voice
    learns the rate, faster than its default at 500 words a minute and slower at 180, without a setting."""
    clock, pace = monotonic_clock(), PACES[0]
    inner, notices = open_speaker("screenreader")
    speaker = KeptLines(inner)
    trace = tmp_path / "trace.jsonl"
    settings = Settings(bot_pace=pace)
    program = Program(speaker, notices, clock, seed=3, files=PlayerFiles(None), settings=settings, watch="normal",
                      trace=Trace(trace, clock))  # fmt: skip
    try:
        moves = watch_moves(program, speaker, 8, clock, clock() + CEILING)
        learned = program.voice.words_per_minute
    finally:
        program.close()
    assert len(moves) == 8
    assert [move.at >= move.news_ended + pace for move in moves if move.news_ended is not None] == [True] * 8
    entries = [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines()]
    timed = [entry for entry in entries if "heard" in entry]
    assert len(timed) >= 8 and all(entry["engine_ms"] > 0 and entry["estimate_ms"] > 0 for entry in timed)
    assert [entry["heard"] for entry in timed] == [entry["say"] for entry in entries if "say" in entry][: len(timed)]
    assert (learned > DEFAULT_LISTENER_WPM) == (paced_speechd.words_per_minute == 500)  # the table's pace follows
    assert settings.listener_wpm == listener_rate(learned)  # and the setting keeps it
