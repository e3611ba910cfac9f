"""The race volume and the mute while the window is left, heard through real SDL audio: the disk driver writes the
mixed output, whose samples we read (tests/kit/pcm.py). The window's focus comes as SDL's own window events, which
the loop gets from pygame's queue (under Xvfb, `xdotool windowfocus` on another window sends WINDOWFOCUSLOST, and
back on the game's, WINDOWFOCUSGAINED)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from pcm import pcm, rms, wait_until_quiet
from table_driver import Driver, headless

from audiouno.app.files.storage import Places
from audiouno.app.output.sound import CuePlayer, default_sounds_dir


@pytest.fixture
def disk_audio(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    raw = tmp_path / "out.raw"
    headless(monkeypatch, audio="disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(raw))
    yield raw
    pygame.mixer.quit()


def loudness(raw: Path) -> float:
    """The RMS of what was played, over the frames from the first sound to the last (0 for silence)."""
    out = pcm(raw.read_bytes())
    loud = [index for index, sample in enumerate(out) if sample]
    return rms(out[loud[0] : loud[-1] + 1]) if loud else 0.0


def played(raw: Path, cue: str, race_volume: float, volume: float = 1.0) -> float:
    player = CuePlayer(default_sounds_dir(), volume)
    player.open()
    assert player.available, player.failure_reason
    player.set_race_volume(race_volume)
    player.play(cue)
    wait_until_quiet()
    player.close()
    return loudness(raw)


def test_a_lower_race_volume_makes_the_race_cues_quieter_and_leaves_the_others(disk_audio: Path) -> None:
    full = played(disk_audio, "buzzer", race_volume=1.0)
    low = played(disk_audio, "buzzer", race_volume=0.3)
    assert full > 100 and low / full == pytest.approx(0.3, abs=0.03)
    table = played(disk_audio, "card_number", race_volume=1.0)
    assert played(disk_audio, "card_number", race_volume=0.3) == pytest.approx(table, rel=0.02)


def settings(places: Places, **values: object) -> None:
    places.config.mkdir(parents=True, exist_ok=True)
    body = {"kind": "settings", "format": 1, **values}
    (places.config / "settings.json").write_text(json.dumps(body))


def heard_after_focus(raw: Path, places: Places, events: list[int], mute: bool) -> float:
    """The game at its main menu; the window's focus events arrive; then a cue at the table's place."""
    settings(places, mute_unfocused=mute)
    driver = Driver(start="menu", places=places)
    try:
        for event in events:
            pygame.event.post(pygame.event.Event(event))
        driver.program.step()
        driver.program.voice.cue("your_turn")
        wait_until_quiet()
    finally:
        driver.close()
    return loudness(raw)


def test_while_the_window_is_left_no_cue_is_heard_when_the_setting_says_so(disk_audio: Path, tmp_path: Path) -> None:
    places = Places(tmp_path / "config", tmp_path / "data")
    focused = heard_after_focus(disk_audio, places, [], mute=True)
    assert focused > 100  # the cue sounds while the window is in front
    assert heard_after_focus(disk_audio, places, [pygame.WINDOWFOCUSLOST], mute=True) == 0.0
    back = heard_after_focus(disk_audio, places, [pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED], mute=True)
    assert back == pytest.approx(focused, rel=0.05)
    # Without the setting, a player who left the window still hears the game.
    assert heard_after_focus(disk_audio, places, [pygame.WINDOWFOCUSLOST], mute=False) == pytest.approx(
        focused, rel=0.05
    )
