"""Each language as the player meets it outside the window: the command line (rules, simulate) in its own process,
with the system's locale or the saved setting, and the voice a language takes in the real speech engines
(espeak-ng through pyttsx3, and a private Speech Dispatcher)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from speechd_fixture import BYTES_PER_SECOND, PacedSoundCard, PrivateSpeechd
from waiting import wait_until

from audiouno.app.output.speech import ScreenReaderSpeaker, SpeechUnavailable, TtsSpeaker
from audiouno.i18n import Catalogue


def write_settings(folder: Path, **body: object) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"kind": "settings", "format": 1, **body})
    (folder / "settings.json").write_text(text, encoding="utf-8")


def run(*args: str, locale: str = "C.UTF-8", **extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LC_ALL": locale, "XDG_CONFIG_HOME": "/nonexistent/audio-uno-tests"}
    env.pop("AUDIO_UNO_CONFIG_DIR", None)  # no settings of this account's player
    env.update(extra)
    return subprocess.run(
        [sys.executable, "-m", "audiouno.cli", *args], capture_output=True, text=True, timeout=60, check=False, env=env
    )


def test_without_lang_the_rules_follow_the_system_locale() -> None:
    done = run("rules", locale="pt_PT.UTF-8")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(Catalogue.load("pt-BR").text("cli.rules.options"))
    assert run("rules").stdout.startswith(Catalogue.load("en").text("cli.rules.options"))


def test_without_lang_rules_and_simulate_take_the_saved_language(tmp_path: Path) -> None:
    write_settings(tmp_path, language="es")  # found through $AUDIO_UNO_CONFIG_DIR, as `play` finds it
    done = run("rules", locale="pt_BR.UTF-8", AUDIO_UNO_CONFIG_DIR=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(Catalogue.load("es").text("cli.rules.options"))  # the setting over the system's
    simulated = run("simulate", "--games", "2", "--seed", "1", AUDIO_UNO_CONFIG_DIR=str(tmp_path))
    assert simulated.returncode == 0 and simulated.stdout.startswith("2 rondas"), simulated.stdout
    english = run("rules", "--lang", "en", AUDIO_UNO_CONFIG_DIR=str(tmp_path))  # --lang over the setting
    assert english.stdout.startswith(Catalogue.load("en").text("cli.rules.options"))


@pytest.mark.parametrize("language", ["pt-BR", "es"])
def test_the_rules_command_speaks_the_language(language: str) -> None:
    done = run("rules", "--lang", language)
    assert done.returncode == 0, done.stderr
    catalogue = Catalogue.load(language)
    assert done.stdout.startswith(catalogue.text("cli.rules.options"))
    assert catalogue.text("option.buzzer.description") in done.stdout
    assert catalogue.text("variant.bluff") in done.stdout


def test_simulate_prints_its_summary_in_the_language() -> None:
    """Words, not the command line's ids, and seats counted from 1 as a player counts them."""
    done = run("simulate", "--games", "3", "--seed", "1", "--lang", "pt-BR", "--bots", "easy,hard")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "3 rodadas, 2 jogadores, regras oficiais, edição Clássica"
    assert lines[2].startswith("lugar 1 (fácil): venceu ") and lines[3].startswith("lugar 2 (difícil): venceu ")
    assert "% das rodadas em que jogou" in lines[4]
    spanish = run("simulate", "--games", "3", "--seed", "1", "--lang", "es", "--preset", "house", "--edition", "motu")
    assert spanish.stdout.startswith("3 rondas, 4 jugadores, reglas de la casa, edición Masters of the Universe")
    assert "asiento 1 (al azar): ganó " in spanish.stdout and "asiento 0" not in spanish.stdout


@pytest.mark.parametrize(
    ("language", "shown"), [("en", "[4 seconds]"), ("pt-BR", "[4 segundos]"), ("es", "[4 segundos]")]
)
def test_the_rules_command_shows_times_in_seconds_as_their_descriptions_say(language: str, shown: str) -> None:
    done = run("rules", "--lang", language)
    assert f"\nuno_catch_ms {shown} (" in done.stdout and "4000" not in done.stdout


def test_built_in_speech_takes_a_voice_for_the_language(sound_card: PacedSoundCard) -> None:
    finished: list[str] = []
    try:
        speaker = TtsSpeaker(on_utterance=lambda event, text: event == "finished" and finished.append(text))
    except SpeechUnavailable as missing:
        pytest.skip(f"no built-in speech here: {missing}")
    try:
        assert speaker.use_language("pt-BR") is True
        assert speaker.voice is not None and "pt" in speaker.voice.lower()
        speaker.speak("Você joga vermelho 5.")
        assert wait_until(lambda: finished)
        assert finished == ["Você joga vermelho 5."]
        assert sound_card.played > BYTES_PER_SECOND // 2  # heard, not only reported over
        assert speaker.use_language("es") is True and "es" in (speaker.voice or "").lower()
        assert speaker.use_language("tlh") is False  # no Klingon voice: it keeps the Spanish one
        assert "es" in (speaker.voice or "").lower()
    finally:
        speaker.close()


def test_speech_dispatcher_takes_a_voice_for_the_language(speechd: PrivateSpeechd) -> None:
    speaker = ScreenReaderSpeaker()
    try:
        assert speaker.use_language("pt-BR") is True
        assert speaker.use_language("tlh") is False
    finally:
        speaker.close()
