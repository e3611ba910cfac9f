"""The game keeps going when parts are missing: no sound device, speech that fails mid-game, a broken keymap;
and the real command starts, greets and stops."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from table_driver import Driver, default_words, headless

from audiouno.app.clock import ManualClock
from audiouno.app.files.match_setup import default_strength
from audiouno.app.output.speech import SPEECH_FALLBACK, FallbackSpeaker, LogSpeaker, Notice
from audiouno.app.output.speech.base import REASON_NO_SCREEN_READER
from audiouno.app.program import Program
from audiouno.app.scenes.practice.scene import PracticeScene
from audiouno.engine import OFFICIAL, OPTIONS

TEXT = default_words().text
ROOT = Path(__file__).resolve().parents[4]


def test_without_a_sound_device_the_game_says_so_and_plays_on_speech(monkeypatch: pytest.MonkeyPatch) -> None:
    headless(monkeypatch, audio="nosuchdriver")
    driver = Driver()
    try:
        assert not driver.cues.available
        assert driver.texts[0] == " ".join(
            [TEXT("app.welcome", backend=TEXT("speech.backend.log")), TEXT("app.no_sound")]
        )
        table = driver.sit(OFFICIAL, [["r5", "g7"], ["y1", "y2", "y3"]], "r9")
        assert driver.press("return")[0].startswith("You play red 5.")
        assert table.game.current == 1
        assert driver.press("f3") == [TEXT("table.cue_volume", percent=90)]
    finally:
        driver.close()
    pygame.mixer.quit()


def test_speech_notices_at_start_up_are_spoken() -> None:
    notice = Notice(SPEECH_FALLBACK, {"wanted": "screenreader", "using": "log", "reason": REASON_NO_SCREEN_READER})
    driver = Driver(notices=[notice])
    try:
        expected = TEXT(
            "speech.fallback",
            wanted=TEXT("speech.backend.screenreader"),
            using=TEXT("speech.backend.log"),
            reason=TEXT(REASON_NO_SCREEN_READER),
        )
        assert expected in driver.texts[0]
    finally:
        driver.close()


class BreaksAfter:
    """A speech backend that stops working after a few messages, as a crashed screen reader would."""

    kind = "tts"
    name = "breaking"

    def __init__(self, messages: int) -> None:
        self.left = messages

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.left -= 1
        if self.left < 0:
            raise RuntimeError("gone")

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


def test_speech_that_fails_mid_game_falls_back_and_says_so() -> None:
    out = io.StringIO()
    program: list[Program] = []
    speaker = FallbackSpeaker(
        [("tts", lambda: BreaksAfter(2)), ("log", lambda: LogSpeaker(out))],
        on_notice=lambda notice: program[0].speech_notice(notice),
    )
    program.append(Program(speaker, [], ManualClock(), start="new"))
    try:
        program[0].step()
        for _ in range(2):  # the greeting and the lobby are spoken; the next message breaks the backend
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN, mod=0))
            program[0].step()
    finally:
        program[0].close()
    lines = out.getvalue().splitlines()
    failed = TEXT("speech.failed", failed=TEXT("speech.backend.tts"), using=TEXT("speech.backend.log"))
    strength = default_strength()
    ana = TEXT("lobby.bot", name="Ana", strength=TEXT(f"lobby.strength.{strength}"))
    # The lobby's items: start, players, 3 bots, edition, preset, the rule options, speech detail, card position
    # and language (edition and target score are among the rule options).
    items = 1 + 1 + 3 + 1 + len(OPTIONS) + 3
    assert lines == [
        TEXT("choice.item", label=TEXT("lobby.players", count=4), number=2, count=items),
        failed,
        TEXT("choice.item", label=ana, number=3, count=items),
    ]


def test_a_broken_user_keymap_is_reported_and_the_default_keys_work(tmp_path: Path) -> None:
    keymap = tmp_path / "keymap.toml"
    keymap.write_text('[table]\ntop_card = ["x"]\nscores = ["nosuchkey"]\n', encoding="utf-8")
    driver = Driver(user_keymap=keymap)
    try:
        assert "nosuchkey" in driver.texts[0] and "line 3" in driver.texts[0]
        driver.sit(OFFICIAL, [["r5", "g7"], ["y1", "y2", "y3"]], "r9")
        assert driver.press("x") == [TEXT("table.top_card", card="red 9", colour="red")]
        assert driver.press("s")[0].startswith("Scores:")
    finally:
        driver.close()


def test_a_keymap_nested_too_deeply_is_set_aside_in_one_sentence_and_the_game_starts(tmp_path: Path) -> None:
    keymap = tmp_path / "keymap.toml"
    keymap.write_text("[table]\nnext_card = " + "[" * 500 + "]" * 500 + "\n", encoding="utf-8")
    driver = Driver(user_keymap=keymap)
    try:
        [kept] = tmp_path.glob("keymap.toml.bad-*")
        sentence = TEXT("keymap.too_deep_kept", path=str(keymap), kept=str(kept))
        assert driver.texts[0].endswith(sentence)
        assert not keymap.exists()
        driver.sit(OFFICIAL, [["r5", "g7"], ["y1", "y2", "y3"]], "r9")
        assert driver.press("c") == [TEXT("table.top_card", card="red 9", colour="red")]
    finally:
        driver.close()


# ---------------------------------------------------------------- the real command


def run_cli(*args: str, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "audiouno.cli", *args], capture_output=True, text=True, timeout=timeout, check=False
    )


def test_play_takes_the_speech_options() -> None:
    done = run_cli("play", "--help")
    assert done.returncode == 0
    for option in ("--speech", "--speech-log", "--seed", "screenreader", "silent"):
        assert option in done.stdout
    assert run_cli("--speech", "loud").returncode == 2


def test_without_a_sound_device_practice_says_which_drills_need_sound(monkeypatch: pytest.MonkeyPatch) -> None:
    headless(monkeypatch, audio="nosuchdriver")
    driver = Driver(start="practice")
    try:
        assert not driver.cues.available
        assert TEXT("practice.no_sound") in driver.texts[-1]
        assert driver.press("return") == [TEXT("practice.needs_sound")]  # the first drill: reaction to a sound
        assert isinstance(driver.top, PracticeScene)
    finally:
        driver.close()


def test_without_a_sound_device_a_race_starts_for_everyone_at_the_end_of_its_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    headless(monkeypatch, audio="nosuchdriver")
    driver = Driver()
    try:
        rules = OFFICIAL.with_options(buzzer=True)
        table = driver.sit(rules, [["buzzer", "g7", "g1"], ["y1", "y2", "y3"]], "r9", bots="hard")
        driver.press("end")
        driver.press("return")  # the buzzer: no sound can be heard, only its words
        assert table.game.reaction is not None
        words_end = driver.program.voice.news_heard_at()
        driver.wait(words_end - driver.clock.now - 0.05)
        assert table.game.reaction is not None and not table.game.reaction.presses  # nobody has pressed yet
        driver.wait(1.0)
        assert table.game.reaction is None or table.game.reaction.presses  # the bot pressed after the words
    finally:
        driver.close()
