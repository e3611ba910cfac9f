"""How late practice reads a key: from the instant a key event is posted to the instant the drill reads the clock
for it. This is what the game loop adds to a reaction time it measures.

Runs the real program (loop, practice list, a reaction drill, cue player) on SDL's dummy video and audio drivers
(or your display, with --video x11). A second thread posts the buzzer key at uneven moments, as a player would:
while the loop sleeps waiting for input, while cues play, before and after the cue. Target: under 2 ms at the
99th percentile.

The loop spends nearly all its time asleep in SDL's wait for input; a key that comes then is late only by the
time the system takes to wake the program, which a loaded machine stretches. So the figures are also given apart
for keys that found the loop busy (its own work) and for those that found it asleep, with the load average. On a
machine busy with other work, `chrt -f 10 python benchmarks/practice_latency.py` keeps the other work from
holding the program up, and so measures the loop alone.

    python benchmarks/practice_latency.py [--presses 500] [--video dummy]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import threading
import time
from pathlib import Path

from percentile import percentile

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


TARGET_MS = 2  # at the 99th percentile


def measure(presses: int, video: str = "dummy") -> tuple[list[float], list[float]]:
    """Milliseconds from each key posted to the drill reading the clock for it: those that found the loop asleep
    in its wait for input, and those that found it busy."""
    os.environ["SDL_VIDEODRIVER"] = video
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    import pygame

    from audiouno.app.output.speech import SilentSpeaker
    from audiouno.app.program import Program
    from audiouno.app.scenes.practice.drill import Drill
    from audiouno.app.scenes.practice.drill_scene import DrillScene
    from audiouno.app.scenes.practice.scene import PracticeScene
    from audiouno.app.scenes.practice.store import PracticeFile

    posted: list[float] = []
    read: list[float] = []
    answered = threading.Event()
    original_press = Drill.press

    def timed_press(drill: Drill, now: float) -> list[object]:
        read.append(now)  # the instant the loop read the clock for this key
        answered.set()
        return original_press(drill, now)  # type: ignore[return-value]

    Drill.press = timed_press  # type: ignore[assignment, method-assign]

    with tempfile.TemporaryDirectory() as folder:
        store = PracticeFile(Path(folder) / "practice.json")
        program = Program(SilentSpeaker(), [], time.perf_counter, seed=1)
        program.control.push(PracticeScene(program.services, store))  # over the main menu, as `audio-uno practice`
        waits: list[tuple[float, float]] = []  # when the loop slept waiting for input
        wait_for_input = program.control.wait

        def timed_wait() -> pygame.event.Event | None:
            started = time.perf_counter()
            event = wait_for_input()
            waits.append((started, time.perf_counter()))
            return event

        program.control.wait = timed_wait  # type: ignore[method-assign]
        key = pygame.K_b

        def press_keys() -> None:
            rng = random.Random(1)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
            time.sleep(0.5)
            scene = program.control.stack[-1]
            assert isinstance(scene, DrillScene)
            scene.drill.plan = type(scene.drill.plan)(**{**scene.drill.plan.__dict__, "trials": 10**6})
            time.sleep(4.5)  # past the words of introduction
            for index in range(presses):
                # The loop is somewhere in its wait, or busy with a cue. A player's presses are further apart than
                # the saving of the last answer (some 10-25 ms here, with its fsync), which the loop does at once.
                time.sleep(rng.uniform(0.1, 0.4))
                answered.clear()
                # The key of the last press goes up first, so that nothing but the timed key is posted after the
                # instant noted.
                pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
                posted.append(time.perf_counter())
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="b"))
                if not answered.wait(5):
                    raise RuntimeError(f"no answer to key {index}")
            program.control.quit()
            pygame.event.post(pygame.event.Event(pygame.USEREVENT))

        thread = threading.Thread(target=press_keys, daemon=True)
        thread.start()
        try:
            program.run()
        finally:
            program.close()
        thread.join(timeout=5)

    asleep: list[float] = []
    busy: list[float] = []
    for before, after in zip(posted, read, strict=True):
        slept = any(start <= before and after <= end + 0.0005 for start, end in waits)
        (asleep if slept else busy).append((after - before) * 1000)
    return asleep, busy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=500)
    parser.add_argument("--video", default="dummy", help="SDL video driver: dummy, or x11 with a display")
    args = parser.parse_args()
    asleep, busy = measure(args.presses, args.video)
    everything = asleep + busy
    p99 = percentile(everything, 0.99)
    verdict = "ok" if p99 < TARGET_MS else "OVER TARGET"
    load = ", ".join(f"{figure:.1f}" for figure in os.getloadavg())
    print(
        f"key posted -> key read by the drill ({args.video} video, load average {load}): n={len(everything)} "
        f"p50={percentile(everything, 0.5):.3f} ms p99={p99:.3f} ms max={max(everything):.3f} ms "
        f"(target p99 < {TARGET_MS} ms: {verdict})"
    )
    for what, figures in (("loop asleep in its wait for input", asleep), ("loop busy", busy)):
        if figures:
            print(
                f"  {what}: n={len(figures)} p50={percentile(figures, 0.5):.3f} ms "
                f"p99={percentile(figures, 0.99):.3f} ms max={max(figures):.3f} ms"
            )
    sys.exit(0 if verdict == "ok" else 1)


if __name__ == "__main__":
    main()
