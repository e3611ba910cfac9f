"""The cue player on real SDL audio: the disk driver records the mixed stereo output, which we measure.

No mocks: SDL writes what it would have sent to the speakers to a raw file (signed 16-bit little-endian,
interleaved stereo, 44100 Hz; complete after ``mixer.quit()``). We measure loudness per channel, never timing.
"""

from __future__ import annotations

import array
import itertools
import math
import shutil
import wave
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from pcm import pcm, rms, wait_until_quiet

import audiouno.app
from audiouno.app.output.sound import CUES, CuePlayer, default_sounds_dir, pan_gains, seat_pan

SOUNDS = Path(__file__).resolve().parents[3] / "sounds"
FULL_SCALE = 32768


@pytest.fixture
def disk_audio(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Route SDL's audio output into a raw file; SDL reads these variables at ``mixer.init()``."""
    raw = tmp_path / "out.raw"
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(raw))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    pygame.mixer.quit()  # a mixer left running by another test would keep its old driver
    yield raw
    pygame.mixer.quit()


def record(raw: Path, cue: str, pan: float = 0.0, volume: float = 1.0) -> tuple[float, float]:
    """Play one cue in a fresh mixer session and return the RMS of the left and right output channels."""
    player = CuePlayer(SOUNDS, volume)
    player.open()
    assert player.available, player.failure_reason
    player.play(cue, pan)
    wait_until_quiet()
    player.close()
    out = sounding(pcm(raw.read_bytes()))
    return rms(out[0::2]), rms(out[1::2])


def sounding(out: array.array[int]) -> array.array[int]:
    """The stereo frames from the first sound to the last: the silence the disk driver writes around a cue
    lasts as long as the machine is slow to close the mixer, and would dilute the loudness."""
    loud = [index for index, sample in enumerate(out) if sample]
    if not loud:
        return out[:0]
    return out[loud[0] - loud[0] % 2 : loud[-1] - loud[-1] % 2 + 2]


# ---------------------------------------------------------------- what the player does to the output


@pytest.mark.parametrize("seat", [2, 0, 3])
def test_seat_is_heard_at_its_place_in_the_stereo_field(disk_audio: Path, seat: int) -> None:
    pan = seat_pan(seat, players=5)  # seats 2 and 3 sit half left and half right
    left, right = record(disk_audio, "window_closed", pan)
    expected_left, expected_right = pan_gains(pan)
    assert left > 0 and right > 0
    assert left / right == pytest.approx(expected_left / expected_right, rel=0.05)
    if pan < 0:
        assert left > 2 * right
    elif pan > 0:
        assert right > 2 * left
    else:
        assert left == pytest.approx(right, rel=0.02)


def test_volume_scales_loudness(disk_audio: Path) -> None:
    full = record(disk_audio, "window_closed", volume=1.0)
    half = record(disk_audio, "window_closed", volume=0.5)
    assert half[0] / full[0] == pytest.approx(0.5, abs=0.05)
    assert half[1] / full[1] == pytest.approx(0.5, abs=0.05)


def test_set_volume_is_clamped() -> None:
    player = CuePlayer(SOUNDS, volume=2.0)
    assert player.volume == 1.0
    player.set_volume(-1.0)
    assert player.volume == 0.0


def test_broken_or_missing_cue_is_silent_and_reported_while_others_play(
    disk_audio: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    sounds = tmp_path / "sounds"
    shutil.copytree(SOUNDS, sounds)
    (sounds / "draw.wav").unlink()
    (sounds / "skip.wav").write_bytes(b"RIFF this is not a wave file" * 10)

    player = CuePlayer(sounds)
    player.open()
    assert player.available
    assert set(player.problems) == {"draw", "skip"}
    assert all(player.problems.values())
    for silent in ("draw", "skip", "no_such_cue", "no_such_cue"):
        player.play(silent, pan=-1.0)
        assert not pygame.mixer.get_busy()
    assert caplog.text.count("Unknown sound cue 'no_such_cue'") == 1
    player.play("your_turn")
    assert pygame.mixer.get_busy()
    wait_until_quiet()
    player.close()
    assert rms(pcm(disk_audio.read_bytes())) > 0


def test_without_a_sound_device_the_player_is_quiet_and_says_why(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "nosuchdriver")
    pygame.mixer.quit()
    player = CuePlayer(SOUNDS)
    try:
        player.open()
        assert not player.available
        assert player.failure_reason
        player.play("your_turn", pan=0.5)
        player.play("no_such_cue")
        player.set_volume(0.3)
        player.close()
    finally:
        pygame.mixer.quit()
    assert not pygame.mixer.get_init()
    assert "No sound device" in caplog.text


# ---------------------------------------------------------------- seating


@pytest.mark.parametrize("players", range(2, 11))
@pytest.mark.parametrize("human_seat", [0, 1])
def test_seat_pan_puts_you_in_the_centre_and_opponents_left_to_right_in_play_order(
    players: int, human_seat: int
) -> None:
    assert seat_pan(human_seat, players, human_seat) == 0.0
    in_play_order = [(human_seat + k) % players for k in range(1, players)]
    pans = [seat_pan(seat, players, human_seat) for seat in in_play_order]
    assert pans == sorted(pans) and len(set(pans)) == len(pans)
    assert all(-1.0 <= p <= 1.0 and p != 0.0 for p in pans)
    if len(pans) > 1:
        assert (pans[0], pans[-1]) == (-1.0, 1.0)


def test_seat_pan_rejects_seats_off_the_table() -> None:
    with pytest.raises(ValueError):
        seat_pan(4, players=4)


def test_pan_law_keeps_power_constant() -> None:
    for pan in (-1.0, -0.3, 0.0, 0.7, 1.0):
        left, right = pan_gains(pan)
        assert left**2 + right**2 == pytest.approx(1.0)
    assert pan_gains(-1.0)[1] == pytest.approx(0.0, abs=1e-12)


# ---------------------------------------------------------------- the cue files


def test_default_sounds_dir_finds_the_cues() -> None:
    assert (default_sounds_dir() / "your_turn.wav").is_file()


def test_sounds_folder_holds_exactly_the_cues_and_documents_them() -> None:
    assert {p.stem for p in SOUNDS.glob("*.wav")} == set(CUES)
    readme = (SOUNDS / "README.md").read_text(encoding="utf-8")
    assert [cue for cue in CUES if f"`{cue}`" not in readme] == []
    assert sum(p.stat().st_size for p in SOUNDS.glob("*.wav")) < 2_000_000


def test_every_cue_is_played_somewhere() -> None:
    """A cue no code names is dead weight in the download and in the README: each is named as a string
    by the code that plays it (narration, the scenes, the voice)."""
    app = Path(audiouno.app.__file__).parent
    sources = "\n".join(path.read_text(encoding="utf-8") for path in app.rglob("*.py") if path.name != "sound.py")
    assert [cue for cue in CUES if f'"{cue}"' not in sources] == []


def read_cue(cue: str) -> tuple[array.array[int], float]:
    with wave.open(str(SOUNDS / f"{cue}.wav")) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
        return pcm(w.readframes(w.getnframes())), w.getnframes() / 44100


@pytest.mark.parametrize("cue", CUES)
def test_cue_is_short_soft_and_click_free(cue: str) -> None:
    samples, seconds = read_cue(cue)
    assert 0.05 <= seconds <= (1.5 if cue.startswith(("round_", "match_")) else 1.0)
    peak = max(map(abs, samples))
    assert FULL_SCALE * 10 ** (-18 / 20) < peak < FULL_SCALE * 10 ** (-3 / 20)
    # A click is a jump from or to silence: the first and last quarter millisecond must stay near zero.
    edge = 11
    assert max(map(abs, samples[:edge])) < 0.1 * peak
    assert max(map(abs, samples[-edge:])) < 0.1 * peak
    assert abs(samples[0]) < 0.01 * FULL_SCALE and abs(samples[-1]) < 0.01 * FULL_SCALE


FRAME = 882  # 20 ms


def profile(samples: array.array[int]) -> list[tuple[float, float]]:
    """Per 20 ms frame: loudness relative to the cue's peak, and brightness (zero crossings, in semitones)."""
    peak = max(map(abs, samples))
    frames = []
    for i in range(0, len(samples) - FRAME + 1, FRAME):
        frame = samples[i : i + FRAME]
        crossings = sum((a < 0) != (b < 0) for a, b in itertools.pairwise(frame))
        frames.append((rms(frame) / peak, 12 * math.log2(crossings + 1)))
    return frames


def test_cues_differ_meaningfully() -> None:
    """Each pair differs in loudness contour, or in brightness where both sound, not only in its noise."""
    profiles = {cue: profile(read_cue(cue)[0]) for cue in CUES}
    alike = []
    for a, b in itertools.combinations(CUES, 2):
        pa, pb = profiles[a], profiles[b]
        n = max(len(pa), len(pb))
        pa, pb = pa + [(0.0, 0.0)] * (n - len(pa)), pb + [(0.0, 0.0)] * (n - len(pb))
        contour = sum(abs(x[0] - y[0]) for x, y in zip(pa, pb, strict=True)) / n
        both_loud = [(x[1], y[1]) for x, y in zip(pa, pb, strict=True) if x[0] > 0.1 and y[0] > 0.1]
        brightness = sum(abs(x - y) for x, y in both_loud) / len(both_loud) if both_loud else 0.0
        if contour < 0.04 and brightness < 1.5:
            alike.append((a, b, round(contour, 3), round(brightness, 2)))
    assert alike == []
