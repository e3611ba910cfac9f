"""Braille: each line the game says reaches the screen reader's braille display in its brief form, through
accessible_output2's own output classes as they are on this machine (`Auto`, which finds Speech Dispatcher); only
the braille call of the output it picks is a recording double, since Speech Dispatcher has no display of its own.

A braille line holds BRAILLE_CELLS cells: the common 40-cell display (the 14- to 20-cell portables pan through
it twice). In computer braille a character is a cell, so a line's characters are its cells (contracted braille
is shorter still). A table's line longer than that must have been shortened from a brief form.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import replace

import pytest
from accessible_output2.outputs.speech_dispatcher import SpeechDispatcher
from speechd_fixture import BYTES_PER_SECOND, PrivateSpeechd
from table_driver import Driver
from waiting import CEILING, wait_until

from audiouno.app.clock import ManualClock
from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.storage import Places
from audiouno.app.output.sound import CuePlayer, default_sounds_dir
from audiouno.app.output.speech import LineEnd, open_speaker
from audiouno.app.output.voice import Voice
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import PRESETS, Phase, RuleSet
from audiouno.i18n import LANGUAGES, Catalogue

BRAILLE_CELLS = 40
SEED = 3


pytestmark = pytest.mark.usefixtures("headless_sdl")  # the program on SDL's dummy drivers


class BrailleDisplay:
    """What the braille call that stands in for Speech Dispatcher's output class was shown, line by line."""

    def __init__(self) -> None:
        self.lines: list[str] = []


@pytest.fixture
def display(monkeypatch: pytest.MonkeyPatch) -> BrailleDisplay:
    shown = BrailleDisplay()

    def braille(output: SpeechDispatcher, text: str, **options: object) -> None:
        shown.lines.append(text)

    monkeypatch.setattr(SpeechDispatcher, "braille", braille)  # the class's own method, as NVDA's output has one
    return shown


# The house rules with more of the real-time ones: slaps, jump-ins, stacking, sequences, hands passed and swapped.
LIVELY = replace(PRESETS["house"], target_score=50, seven_swaps=True, sequences=True)


def settings_file(places: Places, output: str, language: str = "en", rules: RuleSet | None = None) -> None:
    """A match that a bot plays in the player's seat to 50 points, heard through `output`."""
    setup = MatchSetup(rules=rules or RuleSet(target_score=50))
    body = {"screen_reader_output": output, "bot_pace": 0.3, "language": language, "setup": setup.to_data()}
    places.config.mkdir(parents=True, exist_ok=True)
    (places.config / "settings.json").write_text(json.dumps({"kind": "settings", "format": 1, **body}))


def watch_to_the_end(driver: Driver) -> TableScene:
    table = next(scene for scene in driver.program.control.stack if isinstance(scene, TableScene))
    driver.wait(3600, until=lambda: table.match.game.phase is Phase.MATCH_OVER)
    assert table.match.game.phase is Phase.MATCH_OVER
    driver.wait(30)  # the last words
    return table


def listen_in_real_time(driver: Driver, lines: int) -> None:
    """Until `lines` have been said: Speech Dispatcher tells when each has been spoken, in real time, so the game's
    clock keeps pace with the real one."""
    deadline = time.monotonic() + CEILING
    while len(driver.texts) < lines and time.monotonic() < deadline:
        driver.wait(0.05)
        time.sleep(0.05)


def settle(display: BrailleDisplay, count: int) -> None:
    """The screen reader is called on a thread of its own: wait until the display has had `count` lines."""
    assert wait_until(lambda: len(display.lines) >= count, every=0.01)


def silent_for_a_second(daemon: PrivateSpeechd) -> int:
    """The daemon's audio once it has stopped growing (an earlier test's words may still be rendering)."""
    size, deadline = -1, time.monotonic() + 30
    while daemon.audio_bytes() != size and time.monotonic() < deadline:
        size = daemon.audio_bytes()
        time.sleep(1.0)
    return size


@pytest.fixture
def screen_reader(speechd: PrivateSpeechd, display: BrailleDisplay) -> Iterator[object]:
    speaker, _ = open_speaker("screenreader")
    assert speaker.kind == "screenreader"  # Auto found Speech Dispatcher, whose braille call is the double
    yield speaker


def test_with_speech_and_braille_each_line_is_spoken_and_shown_brief(
    screen_reader: object, speechd: PrivateSpeechd, display: BrailleDisplay, places: Places
) -> None:
    settings_file(places, "speech_and_braille")
    before = speechd.audio_bytes()
    driver = Driver(seed=SEED, places=places, watch="normal", real_speaker=screen_reader)  # type: ignore[arg-type]
    try:
        listen_in_real_time(driver, 40)
        spoken = driver.texts
        settle(display, len(spoken))
        catalogue = driver.program.services.catalogue
        assert display.lines == [catalogue.shorten(text) for text in spoken]
        shortened = [line for line, text in zip(display.lines, spoken, strict=True) if line != text]
        assert len(shortened) > len(spoken) // 4  # plays, draws, turns and UNO calls have brief forms
        assert speechd.audio_bytes() > before + BYTES_PER_SECOND  # and the words were spoken too
    finally:
        driver.close()


def test_braille_only_shows_every_line_speaks_none_and_the_match_ends(
    screen_reader: object, speechd: PrivateSpeechd, display: BrailleDisplay, places: Places
) -> None:
    settings_file(places, "braille")
    trace = places.data / "trace.jsonl"
    driver = Driver(
        seed=SEED,
        places=places,
        watch="normal",
        real_speaker=screen_reader,  # type: ignore[arg-type]
        trace=trace,
    )
    try:
        before = silent_for_a_second(speechd)
        table = watch_to_the_end(driver)
        assert driver.texts == []  # nothing was given to speech
        said = [entry["say"] for line in trace.read_text().splitlines() if "say" in (entry := json.loads(line))]
        settle(display, len(said))
        catalogue = driver.program.services.catalogue
        # Every line the game said reached the display, in order, as it is or shortened to its brief form.
        assert len(display.lines) == len(said) > 50
        assert all(line == text or len(line) < len(text) for line, text in zip(display.lines, said, strict=True))
        assert sum(line != text for line, text in zip(display.lines, said, strict=True)) > len(said) // 4
        standings = catalogue.text("event.standings", scores="").rstrip(".")  # "Standings: ", in full
        history = driver.program.voice.history
        ended = [text for _ in range(10) if (older := history.older()) and standings in (text := older[0])]
        assert ended, "the match's end is in the history"  # and reached the display in its brief form:
        assert catalogue.shorten(ended[0]) in display.lines[-5:] and standings not in display.lines[-1]
        assert table.match.game.phase is Phase.MATCH_OVER
        assert silent_for_a_second(speechd) == before  # not one word reached the voice
    finally:
        driver.close()


def test_speech_only_shows_nothing(
    screen_reader: object, speechd: PrivateSpeechd, display: BrailleDisplay, places: Places
) -> None:
    settings_file(places, "speech")
    driver = Driver(seed=SEED, places=places, watch="normal", real_speaker=screen_reader)  # type: ignore[arg-type]
    try:
        driver.wait(20)
        assert len(driver.texts) > 3
        assert display.lines == []
    finally:
        driver.close()


def test_without_a_braille_display_braille_only_speaks_and_says_why(speechd: PrivateSpeechd, places: Places) -> None:
    """Speech Dispatcher as it is has no braille: the greeting says so and the game speaks."""
    settings_file(places, "braille")
    speaker, _ = open_speaker("screenreader")
    driver = Driver(seed=SEED, places=places, watch="normal", real_speaker=speaker)
    try:
        words = Catalogue.load("en").text("options.screen_reader_output.missing")
        assert words in driver.texts[0]
        listen_in_real_time(driver, 5)
        assert len(driver.texts) >= 5
    finally:
        driver.close()


@pytest.mark.parametrize("rules", [RuleSet(target_score=50), LIVELY], ids=["official", "lively"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_table_line_fits_the_display_or_has_a_brief_form(language: str, rules: RuleSet, places: Places) -> None:
    """A whole match, brailled line by line (the recording speaker below has a display of its own)."""
    settings_file(places, "speech_and_braille", language, rules)
    lines: list[tuple[str, str, bool]] = []  # (said, brailled, made of messages with a brief form)

    class BrailleRecorder(Driver):
        def __post_init__(self) -> None:
            super().__post_init__()
            speaker = self.speaker
            speaker.brailles = True  # type: ignore[attr-defined]
            catalogue = self.program.services
            speaker.braille = lambda line: lines.append(  # type: ignore[attr-defined]
                (text := speaker.said[-1].text, line, bool(catalogue.catalogue.briefs_in(text)))
            )

    driver = BrailleRecorder(seed=SEED, places=places, watch="normal", language=language)
    try:
        watch_to_the_end(driver)
    finally:
        driver.close()
    assert len(lines) > 50
    assert sum(brief for _, _, brief in lines) > len(lines) // 2  # the brief forms are the usual case
    too_long = [line for _, line, brief in lines if len(line) > BRAILLE_CELLS and not brief]
    assert too_long == [], "\n".join(too_long)


def test_braille_only_waits_for_the_line_at_the_reading_rate() -> None:
    """No speech tells when a braille line is read: the game waits for the brief line's words at braille_wpm,
    whatever the speaker says of the lines it speaks."""

    class Display:
        kind, name, brailles, reports_ends = "screenreader", "display", True, True

        def __init__(self) -> None:
            self.spoken: list[str] = []
            self.shown: list[str] = []

        def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
            self.spoken.append(text)
            if line is not None:
                line.ended()  # said in no time

        def braille(self, text: str) -> None:
            self.shown.append(text)

        def stop(self) -> None: ...

        def close(self) -> None: ...

    clock = ManualClock()
    display = Display()
    voice = Voice(display, CuePlayer(default_sounds_dir()), clock)
    voice.screen_reader_output = "braille"
    voice.braille_wpm = 60
    voice.shorten = lambda text: text.replace("Ana plays red 7.", "Ana: red 7.")
    voice.tell("Ana plays red 7.")
    assert display.shown == ["Ana: red 7."] and display.spoken == []
    assert voice.news_heard_at() == pytest.approx(3.0)  # three words at 60 a minute
    voice.screen_reader_output = "speech_and_braille"
    clock.advance(5)
    voice.tell("Bruno draws.")
    assert display.spoken == ["Bruno draws."]
    assert voice.news_heard_at() == clock.now  # speech's own word paces again
