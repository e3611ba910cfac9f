"""How the mixer's buffer size changes a cue: rendered through SDL's disk driver at 128 to 1,024 frames.

For each size it prints the silence before the cue starts (the mixer's share of the output delay), the time the
cue took to render, and how far the rendered samples are from the WAV (gain and residual after scaling). The
disk driver writes a file instead of feeding a sound card, so it shows whether the mix is intact, not whether a
real device would underrun: its pacing drifts below 1,024 frames (see HEADLESS.md), so render times there are
not playback times.

    python benchmarks/cue_buffer.py
"""

from __future__ import annotations

import array
import math
import os
import tempfile
import time
from pathlib import Path

os.environ.update(SDL_AUDIODRIVER="disk", SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")

import pygame

from audiouno.app.output.sound import MIXER_RATE, default_sounds_dir

CUE = "buzzer"


def render(frames: int, out: Path) -> tuple[array.array[int], array.array[int], float]:
    os.environ["SDL_DISKAUDIOFILE"] = str(out)
    pygame.mixer.pre_init(MIXER_RATE, -16, 2, frames)
    pygame.mixer.init()
    try:
        sound = pygame.mixer.Sound(file=str(default_sounds_dir() / f"{CUE}.wav"))
        reference = array.array("h", sound.get_raw())
        start = time.perf_counter()
        channel = sound.play()
        while channel.get_busy():
            time.sleep(0.001)
        took = time.perf_counter() - start
        time.sleep(0.1)  # let the driver write out the last buffers
    finally:
        pygame.mixer.quit()
    return array.array("h", out.read_bytes()), reference, took


def main() -> None:
    print(f"cue {CUE!r} at {MIXER_RATE} Hz through the disk driver")
    print("frames  buffer ms  lead-in ms  render s  gain   residual/rms")
    with tempfile.TemporaryDirectory() as folder:
        for frames in (128, 256, 512, 1024):
            mixed, reference, took = render(frames, Path(folder) / f"{frames}.raw")
            first = next(index for index, sample in enumerate(mixed) if sample)
            part = mixed[first : first + len(reference)]  # the whole cue: the file holds its silence after it
            gain = sum(a * b for a, b in zip(part, reference, strict=True)) / sum(b * b for b in reference)
            squares = sum((a - gain * b) ** 2 for a, b in zip(part, reference, strict=True))
            residual = math.sqrt(squares / len(reference))
            level = math.sqrt(sum(b * b for b in reference) / len(reference))
            lead_ms = first // 2 / MIXER_RATE * 1000
            print(
                f"{frames:6d}  {frames / MIXER_RATE * 1000:9.1f}  {lead_ms:10.1f}  {took:8.3f}  {gain:.3f}  "
                f"{residual / level:.3f}"
            )


if __name__ == "__main__":
    main()
