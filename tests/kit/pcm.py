"""Reading what SDL played: 16-bit little-endian samples, and their loudness."""

from __future__ import annotations

import array
import math
import sys


def pcm(data: bytes) -> array.array[int]:
    samples = array.array("h")
    samples.frombytes(data)
    if sys.byteorder == "big":
        samples.byteswap()  # WAV and the disk driver's output are little-endian
    return samples


def rms(samples: array.array[int]) -> float:
    return math.sqrt(sum(s * s for s in samples) / len(samples)) if samples else 0.0
