"""How fast the game answers: key press to speech call and to cue start, and launch to the first spoken message.

Runs the real program (its loop, scenes, engine, keymap, narration, cue player) on SDL's dummy video and audio
drivers. A second thread posts key events as a player would, one after the answer to the last, at uneven
moments; the speaker and the cue player note when they are called. Targets: under 5 ms at the 99th percentile
for a key, under half a second (the median) from launch to the first message.

    python benchmarks/app_latency.py [--presses 400] [--launches 5]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from audiouno.app.clock import monotonic_clock
from audiouno.app.keys.keymap import parse_key
from audiouno.app.output.sound import CuePlayer, default_sounds_dir
from audiouno.app.program import Program
from audiouno.app.scenes.table.scene import TableScene

KEY_TARGET_MS = 5  # at the 99th percentile
LAUNCH_TARGET_MS = 500  # the median of the launches
LOBBY_KEYS = ("down", "down", "up", "right", "left")  # every one speaks and plays a cue
TABLE_KEYS = ("c", "t", "e", "s", "right", "left", "z", "v", "g", "return")  # return on a card out of turn: refused


class Stopwatch:
    """Shared between the key thread and the program: when the last key was posted, and when it was answered."""

    def __init__(self) -> None:
        self.posted: float | None = None
        self.speech: list[float] = []
        self.cue: list[float] = []
        self.answered = threading.Event()
        self.cue_pending = False

    def post(self, name: str) -> None:
        key, mod = parse_key(name)  # type: ignore[misc]
        self.answered.clear()
        self.cue_pending = True
        self.posted = time.perf_counter()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))

    def spoke(self) -> None:
        if self.posted is not None and not self.answered.is_set():
            self.speech.append(time.perf_counter() - self.posted)
            self.answered.set()

    def cued(self) -> None:
        if self.posted is not None and self.cue_pending:
            self.cue.append(time.perf_counter() - self.posted)
            self.cue_pending = False


class TimedSpeaker:
    kind = "silent"
    name = "timed"

    def __init__(self, watch: Stopwatch) -> None:
        self.watch = watch

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.watch.spoke()

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


class TimedCues(CuePlayer):
    def __init__(self, watch: Stopwatch) -> None:
        super().__init__(default_sounds_dir())
        self.watch = watch

    def play(self, cue: str, pan: float = 0.0) -> None:
        super().play(cue, pan)
        self.watch.cued()


def press_keys(program: Program, watch: Stopwatch, presses: int) -> None:
    rng = random.Random(1)
    half = presses // 2
    for index in range(presses):
        if index == half:  # into a match, with the bots held back so only the keys speak
            program.services.settings.bot_pace = 1e6
            watch.post("ctrl+return")  # the lobby's start key, wherever its focus is
            watch.answered.wait(5)
            table = program.control.stack[-1]
            assert isinstance(table, TableScene)
            watch.speech.pop()
            watch.cue.pop()
        time.sleep(rng.uniform(0.002, 0.03))  # the loop is somewhere in its wait, or busy
        keys = LOBBY_KEYS if index < half else TABLE_KEYS
        watch.post(keys[index % len(keys)])
        if not watch.answered.wait(5):
            raise RuntimeError(f"no answer to key {index}")
    program.control.quit()
    pygame.event.post(pygame.event.Event(pygame.USEREVENT))  # wake the loop so it sees it should stop


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def report(what: str, seconds: list[float], target_ms: float) -> None:
    ms = [value * 1000 for value in seconds]
    p99 = percentile(ms, 0.99)
    verdict = "ok" if p99 < target_ms else "OVER TARGET"
    print(
        f"{what}: n={len(ms)} p50={percentile(ms, 0.5):.2f} ms p99={p99:.2f} ms max={max(ms):.2f} ms "
        f"(target p99 < {target_ms:g} ms: {verdict})"
    )


def key_times(presses: int) -> tuple[list[float], list[float]]:
    """Seconds from each key posted to its speech call, and to its cue for the keys that have one."""
    watch = Stopwatch()
    program = Program(TimedSpeaker(watch), [], monotonic_clock(), seed=1, cues=TimedCues(watch), start="new")
    thread = threading.Thread(target=press_keys, args=(program, watch, presses), daemon=True)
    thread.start()
    try:
        program.run()
    finally:
        program.close()
    thread.join(timeout=5)
    return watch.speech, watch.cue


def launch_times(launches: int) -> list[float]:
    """Seconds from starting `audio-uno` to its first spoken line, launch by launch (after one launch that is not
    counted: the first after an install or an edit compiles the modules, which Python then keeps, as on a
    player's machine, whatever this shell's PYTHONDONTWRITEBYTECODE says)."""
    times = []
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    with tempfile.TemporaryDirectory() as folder:
        for run in range(launches + 1):
            log = Path(folder) / f"speech{run}.log"
            started = time.perf_counter()
            game = subprocess.Popen(
                [sys.executable, "-m", "audiouno.cli", "--speech", "log", "--speech-log", str(log)],
                env={**env, "HOME": folder},
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            while not (log.exists() and log.stat().st_size):
                if time.perf_counter() - started > 30:
                    raise RuntimeError("the game did not speak within 30 s")
                time.sleep(0.001)
            if run:
                times.append(time.perf_counter() - started)
            game.terminate()
            game.wait(timeout=20)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=400)
    parser.add_argument("--launches", type=int, default=5)
    args = parser.parse_args()
    speech, cue = key_times(args.presses)
    report("key -> speech call", speech, KEY_TARGET_MS)
    report("key -> cue start (keys with a cue)", cue, KEY_TARGET_MS)
    ms = [value * 1000 for value in launch_times(args.launches)]
    verdict = "ok" if statistics.median(ms) < LAUNCH_TARGET_MS else "OVER TARGET"
    print(
        f"launch -> first spoken message: n={len(ms)} median={statistics.median(ms):.0f} ms max={max(ms):.0f} ms "
        f"(target median < {LAUNCH_TARGET_MS} ms: {verdict})"
    )


if __name__ == "__main__":
    main()
