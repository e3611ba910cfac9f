"""Reading what SDL played: 16-bit little-endian samples, their loudness, and waiting until the mixer is done."""

from __future__ import annotations

import array
import math
import sys
import time

import pygame


def pcm(data: bytes) -> array.array[int]:
    samples = array.array("h")
    samples.frombytes(data)
    if sys.byteorder == "big":
        samples.byteswap()  # WAV and the disk driver's output are little-endian
    return samples


def rms(samples: array.array[int]) -> float:
    return math.sqrt(sum(s * s for s in samples) / len(samples)) if samples else 0.0


def wait_until_quiet(timeout: float = 5.0) -> None:
    """Wait (at most `timeout` seconds) until the mixer has played everything, so the disk driver has written it."""
    deadline = time.monotonic() + timeout
    while pygame.mixer.get_busy() and time.monotonic() < deadline:
        time.sleep(0.01)
