"""Who may cut off whom, and when the words will have been heard."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from table_driver import RecordingSpeaker, Said, TellingSpeaker

from audiouno.app.clock import ManualClock
from audiouno.app.output.sound import CuePlayer, default_sounds_dir
from audiouno.app.output.trace import Trace
from audiouno.app.output.voice import Utterance, Voice, speaking_time


def voice_with(speaker: RecordingSpeaker, clock: ManualClock, trace: Trace | None = None) -> Voice:
    return Voice(speaker, CuePlayer(default_sounds_dir()), clock, trace)  # a cue player never opened: silent


def test_only_the_first_words_of_a_key_press_interrupt() -> None:
    speaker = RecordingSpeaker([])
    voice = voice_with(speaker, ManualClock())
    voice.tell("Ana plays red 5.")
    voice.say(Utterance("Your turn.", True, None, None))  # the game's own words: they queue, whatever they are
    voice.key_pressed()
    voice.answer("You play red 7.")
    voice.answer("Bruno's turn.")
    voice.key_answered()
    voice.answer("Bruno plays red 2.")
    assert speaker.said == [
        Said("Ana plays red 5.", False),
        Said("Your turn.", False),
        Said("You play red 7.", True),
        Said("Bruno's turn.", False),
        Said("Bruno plays red 2.", False),
    ]


def test_news_is_heard_after_what_is_queued_and_an_answer_cuts_it_off() -> None:
    clock = ManualClock()
    voice = voice_with(RecordingSpeaker([]), clock)
    first, second = "Ana plays red 5. Ana has one card left.", "Your turn. 2 cards playable."
    voice.tell(first)
    voice.tell(second)
    assert voice.news_heard_at() == pytest.approx(speaking_time(first) + speaking_time(second))
    assert speaking_time(first) == pytest.approx(9 * 60 / 220)  # nine words
    clock.advance(1.0)
    voice.key_pressed()
    voice.answer("blue 2")
    assert voice.news_heard_at() == pytest.approx(1.0)  # cut off by the player's key: heard as far as the game goes
    voice.key_answered()
    voice.tell("Bruno plays blue 9.")  # news after the answer queues behind it
    assert voice.news_heard_at() == pytest.approx(1.0 + speaking_time("blue 2") + speaking_time("Bruno plays blue 9."))


def test_answers_alone_never_hold_the_game_up() -> None:
    clock = ManualClock()
    voice = voice_with(RecordingSpeaker([]), clock)
    voice.tell("Ana plays red 5.")
    heard = voice.news_heard_at()
    clock.advance(heard + 0.5)
    for _ in range(5):  # the player reads their hand, a card a second
        voice.key_pressed()
        voice.answer("red 7, 3 of 7")
        voice.key_answered()
        assert voice.news_heard_at() == pytest.approx(heard)
        clock.advance(1.0)


def test_the_listeners_rate_sets_the_estimate() -> None:
    clock = ManualClock()
    voice = voice_with(RecordingSpeaker([]), clock)
    voice.words_per_minute = 440
    voice.tell("one two three four five six seven eight nine ten eleven")
    assert voice.news_heard_at() == pytest.approx(11 * 60 / 440)


def test_a_speaker_that_tells_is_waited_for_instead_of_the_estimate() -> None:
    clock = ManualClock()
    speaker = TellingSpeaker([])
    voice = voice_with(speaker, clock)
    text = "A long sentence of many words that takes a good while to say aloud."
    voice.tell(text)
    clock.advance(speaking_time(text) + 1.0)  # a slow synthesizer: past the estimate, and still speaking
    assert voice.news_heard_at() > clock.now
    speaker.lines[0].ended()
    assert voice.news_heard_at() == pytest.approx(speaking_time(text) + 1.0)  # heard when the engine said so
    voice.key_pressed()
    voice.answer("red 7")  # an answer is being said, but no news is waiting
    voice.key_answered()
    clock.advance(0.1)
    assert voice.news_heard_at() == pytest.approx(speaking_time(text) + 1.0)


def test_a_fast_screen_reader_is_heard_before_the_estimate() -> None:
    clock = ManualClock()
    speaker = TellingSpeaker([])
    voice = voice_with(speaker, clock)
    voice.tell("Ana plays red 5. Ana has one card left.")
    clock.advance(0.8)
    speaker.lines[0].ended()
    clock.advance(0.05)
    assert voice.news_heard_at() == pytest.approx(0.8)  # not the estimate's 2.5 s


def test_news_cut_off_by_a_key_is_heard_with_a_speaker_that_tells_too() -> None:
    clock = ManualClock()
    speaker = TellingSpeaker([])
    voice = voice_with(speaker, clock)
    voice.tell("Ana plays red 5. Bruno's turn.")
    clock.advance(0.4)
    assert voice.news_heard_at() > clock.now
    clock.advance(0.1)
    voice.key_pressed()
    voice.answer("green 2")
    assert voice.news_heard_at() == pytest.approx(0.5)
    clock.advance(0.2)
    speaker.lines[0].cut()  # Speech Dispatcher's CANCEL, after the fact: it was heard where the key cut it
    assert voice.news_heard_at() == pytest.approx(0.5)


def test_the_trace_holds_lines_and_cues_with_their_time(tmp_path: Path) -> None:
    clock = ManualClock()
    path = tmp_path / "trace.jsonl"
    trace = Trace(path, clock)
    voice = voice_with(RecordingSpeaker([]), clock, trace)
    voice.seat_at(2, 0)
    clock.advance(1.5)
    voice.key_pressed()
    voice.say(Utterance("You play red 7.", True, "card_number", 1))
    trace.key("s", "scores")  # flushed at once: readable before the trace is closed
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert lines == [
        {"t": 1500, "cue": "card_number", "pan": 0.5},
        {"t": 1500, "say": "You play red 7.", "interrupt": True},
        {"t": 1500, "key": "s", "command": "scores"},
    ]
    trace.close()
    trace.say("after the end", False)  # a closed trace takes no more, and does not fail
    assert len(path.read_text(encoding="utf-8").splitlines()) == 3


def test_a_trace_that_cannot_be_written_is_explained(tmp_path: Path) -> None:
    from audiouno.app.output.speech import Notice
    from audiouno.app.output.words import Words
    from audiouno.app.program import TRACE_UNAVAILABLE
    from audiouno.i18n import Catalogue

    with pytest.raises(OSError) as failure:
        Trace(tmp_path / "no such folder" / "trace.jsonl", ManualClock())
    notice = Notice(TRACE_UNAVAILABLE, {"path": "x.jsonl", "detail": failure.value.strerror})
    said = Words(Catalogue.load()).notice(notice)
    assert said == "Cannot write the trace x.jsonl: No such file or directory. Playing without it."
