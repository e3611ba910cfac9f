"""How fast the game answers: key press to speech call and to cue start, and launch to the first spoken message.

Runs the real program (its loop, scenes, engine, keymap, narration, cue player) on SDL's dummy video and audio
drivers. A second thread posts key events as a player would, one after the answer to the last, at uneven
moments; the speaker and the cue player note when they are called. Targets: under 5 ms at the 99th percentile
for a key, under half a second (the median) from launch to the first message.

`--experts` plays a whole match by keys against three expert bots at the table's pace, on the real clock (their
searches in their worker process, as at a player's table), and gives the same figure for the keys pressed while
an expert's search was under way.

    python benchmarks/app_latency.py [--presses 400] [--launches 5] [--experts] [--target 50]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from audiouno.app.clock import monotonic_clock
from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.player_files import PlayerFiles
from audiouno.app.files.settings import DEFAULT_PACE, Settings
from audiouno.app.keys.keymap import parse_key
from audiouno.app.output.sound import CuePlayer, default_sounds_dir
from audiouno.app.program import Program
from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import OFFICIAL, Phase
from percentile import percentile

KEY_TARGET_MS = 5  # at the 99th percentile
LAUNCH_TARGET_MS = 500  # the median of the launches
LOBBY_KEYS = ("down", "down", "up", "right", "left")  # every one speaks and plays a cue
TABLE_KEYS = ("c", "t", "e", "s", "right", "left", "z", "v", "g", "return")  # return on a card out of turn: refused
# Against the experts, while the bots play: the questions a player asks (hand, count, turn, last card, browsing).
ASKING_KEYS = ("h", "c", "t", "e", "right", "left")
ANSWER_WAIT = 5.0  # seconds a key's answer is waited for before it counts as unanswered
MATCH_CEILING = 3600.0  # seconds: a match against the experts that goes on longer is stuck


class Stopwatch:
    """Shared between the key thread and the program: when the last key was posted, and when it was answered."""

    def __init__(self, answers_only: bool = False) -> None:
        """`answers_only`: only the lines that answer a key count (they cut off older speech), not the game's news
        (the bots' moves), which may come between a key and its answer."""
        self.answers_only = answers_only
        self.posted: float | None = None
        self.speech: list[float] = []
        self.cue: list[float] = []
        self.answered = threading.Event()
        self.answer = ""
        self.cue_pending = False

    def post(self, name: str) -> None:
        key, mod = parse_key(name)  # type: ignore[misc]
        base = name.split("+")[-1]
        self.answered.clear()
        self.cue_pending = True
        self.posted = time.perf_counter()
        unicode = base if len(base) == 1 else ""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))

    def spoke(self, text: str, interrupt: bool) -> None:
        if self.answers_only and not interrupt:
            return
        if self.posted is not None and not self.answered.is_set():
            self.speech.append(time.perf_counter() - self.posted)
            self.answer = text
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
        self.watch.spoke(text, interrupt)

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
    run_with_keys(program, press_keys, program, watch, presses)
    return watch.speech, watch.cue


def run_with_keys(program: Program, keys: Callable[..., None], *arguments: object) -> None:
    """Run the program to its end while `keys(*arguments)` presses keys on a thread of its own, as a player would."""
    thread = threading.Thread(target=keys, args=arguments, daemon=True)
    thread.start()
    try:
        program.run()
    finally:
        program.close()
    thread.join(timeout=5)


@dataclass
class ExpertMatch:
    """A whole match by keys against three experts: each key's answer time, and what the experts' worker did."""

    start: float = 0.0  # seconds from the lobby's start key to its answer (the table set up, the worker started)
    speech: list[float] = field(default_factory=list)  # seconds from each key at the table to its answer
    thinking: list[float] = field(default_factory=list)  # the same, for keys pressed while a search was under way
    unanswered: int = 0
    ended: bool = False
    rounds: int = 0
    searches: int = 0  # asked of the worker
    in_time: int = 0  # answered before the expert's plan came due
    worker_seconds: float = 0.0  # processor time of the program's children (the worker) over the match
    seconds: float = 0.0


def play_against_experts(program: Program, watch: Stopwatch, result: ExpertMatch) -> None:
    """The player's keys, read from the table: on its turn U with two cards, Z to the next playable card and Enter,
    else Space; Enter on a card just drawn, between rounds and at the end; the first item of a choice; while the
    bots play, a question every 0.05-0.3 s."""
    rng = random.Random(1)
    nothing = program.services.catalogue.text("table.nothing_playable_now")
    stack = program.control.stack
    started = time.perf_counter()

    def press(name: str) -> str | None:
        thinker = table.pacer.thinker if table is not None else None
        thinking = thinker is not None and thinker.pending
        watch.post(name)
        if not watch.answered.wait(ANSWER_WAIT):
            result.unanswered += 1
            return None
        result.speech.append(watch.speech[-1])
        if thinking:
            result.thinking.append(watch.speech[-1])
        return watch.answer

    table: TableScene | None = None
    press("ctrl+return")  # the lobby's start key
    result.start = result.speech.pop()
    table = next(scene for scene in stack if isinstance(scene, TableScene))
    game = table.match.game
    asked = 0
    while time.perf_counter() - started < MATCH_CEILING:
        if not any(isinstance(scene, TableScene) for scene in stack):
            result.ended = True  # back in the lobby
            break
        if isinstance(stack[-1], ChoiceScene):
            press("1")
        elif game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) or (game.decider == 0 and game.phase is Phase.DRAWN):
            result.rounds += game.phase is not Phase.DRAWN
            press("return")
        elif game.decider == 0 and game.phase in (Phase.PLAY, Phase.PENALTY):
            if len(game.hands[0]) == 2:
                press("u")
            press("space" if press("z") == nothing else "return")
        else:
            time.sleep(rng.uniform(0.05, 0.3))
            press(ASKING_KEYS[asked % len(ASKING_KEYS)])
            asked += 1
    thinker = table.pacer.thinker
    if thinker is not None:
        result.searches, result.in_time = thinker.searches, thinker.in_time
    result.seconds = time.perf_counter() - started
    program.control.quit()
    pygame.event.post(pygame.event.Event(pygame.USEREVENT))


def expert_match(pace: float = DEFAULT_PACE, target: int = 50, seed: int = 1, wpm: int | None = None) -> ExpertMatch:
    """A whole official match, by keys, against three expert bots at `pace`, to `target` points; `wpm`: the
    listener's speech rate (the game waits for its news to be heard at that rate)."""
    settings = Settings()
    settings.setup = MatchSetup(
        bots=["expert"] * 3, preset="official", rules=OFFICIAL.with_options(target_score=target)
    )
    settings.bot_pace = pace
    if wpm is not None:
        settings.listener_wpm = wpm
    watch = Stopwatch(answers_only=True)
    result = ExpertMatch()
    program = Program(TimedSpeaker(watch), [], monotonic_clock(), seed=seed, cues=TimedCues(watch),
                      files=PlayerFiles(None), settings=settings, start="new")  # fmt: skip
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    run_with_keys(program, play_against_experts, program, watch, result)
    for worker in multiprocessing.active_children():  # the table's worker, ended: its processor time is counted
        worker.join(ANSWER_WAIT)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    result.worker_seconds = after.ru_utime + after.ru_stime - children.ru_utime - children.ru_stime
    return result


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
    parser.add_argument("--experts", action="store_true", help="also a whole match against three expert bots")
    parser.add_argument("--target", type=int, default=50, help="that match's target score")
    args = parser.parse_args()
    if args.experts:
        match = expert_match(target=args.target)
        print(
            f"against three experts ({'ended' if match.ended else 'DID NOT END'}, {match.rounds} rounds, "
            f"{match.seconds:.0f} s; {match.searches} searches, {match.in_time} answered in time, worker "
            f"{match.worker_seconds:.0f} s of processor; {match.unanswered} keys unanswered; the start key "
            f"answered in {match.start * 1000:.0f} ms)"
        )
        report("key -> speech call, every key of the match", match.speech, KEY_TARGET_MS)
        report("key -> speech call, while an expert's search was under way", match.thinking, KEY_TARGET_MS)
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
