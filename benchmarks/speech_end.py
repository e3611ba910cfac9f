"""The bots wait for the real end of the words: through the real Speech Dispatcher with espeak-ng, at 180, 350 and
500 words a minute set in Speech Dispatcher, when the bots move after the news, and how far the estimate is from
the engine's word.

For each rate, a private Speech Dispatcher (tests/kit/speechd_fixture.py) speaks at that rate (espeak-ng's normal
rate in its module's configuration) into a sound card that plays in real time, and the real program (loop, table,
bots, narration, voice, the screen reader backend through accessible_output2) watches a match of normal bots, a
bot in the player's seat, at the fastest pace the options offer (0.3 s: a bot's turn move is due that long after
the news is heard; at a pace of 0 the bots would all move at once, before any news could be heard).

1. Each bot's turn move against the END event of the last line of news said before it: the lag from the END and
   the pace to the move. Target: 0 <= lag <= 300 ms (never before the END, and within 300 ms after it and the
   pace). A move made while a window was open (a race, a catch) is left out: its time comes from the window.
2. The estimate's error against the engine, per line said whole (the trace's `engine_ms` against the estimate):
   median and 95th percentile, before the voice learns the rate (the default listener rate, 220 words a minute)
   and after (the trace's own estimates, at the learned rate, for the lines after the first 30).

    python benchmarks/speech_end.py [--rates 180,350,500] [--moves 40] [--seed 3]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "kit"))
from speechd_fixture import start_speechd  # the tests' private Speech Dispatcher
from watched_moves import KeptLines, watch_moves

from audiouno.app.clock import monotonic_clock
from audiouno.app.files.player_files import PlayerFiles
from audiouno.app.files.settings import DEFAULT_LISTENER_WPM, PACES, Settings
from audiouno.app.output.learned_rate import WINDOW
from audiouno.app.output.speech import open_speaker, reports_ends
from audiouno.app.output.trace import Trace
from audiouno.app.output.voice import speaking_time
from audiouno.app.program import Program

LIMIT = 900.0  # seconds a rate's run may last at most
PACE = PACES[0]


@dataclass
class Run:
    rate: int
    lags: list[float] = field(default_factory=list)  # seconds from the END and the pace to each move
    engine: list[tuple[str, int, int]] = field(default_factory=list)  # (text, engine_ms, estimate_ms) per line
    learned: float = 0.0
    unended: int = 0  # moves after a line that no END ended (cut off, or given up)


def run(rate: int, moves: int, seed: int, folder: Path) -> Run:
    daemon = start_speechd(folder, paced=True, words_per_minute=rate)
    os.environ["SPEECHD_ADDRESS"] = daemon.address
    clock = monotonic_clock()
    inner, notices = open_speaker("screenreader")
    speaker = KeptLines(inner)
    result = Run(rate)
    program: Program | None = None
    try:
        assert speaker.kind == "screenreader" and reports_ends(speaker), "Speech Dispatcher did not answer"
        settings = Settings(bot_pace=PACE)
        trace_path = folder / "trace.jsonl"
        program = Program(speaker, notices, clock, seed=seed, files=PlayerFiles(None), settings=settings,
                          watch="normal", trace=Trace(trace_path, clock))  # fmt: skip
        for move in watch_moves(program, speaker, moves, clock, LIMIT):
            if move.news_ended is None:
                result.unended += 1
            else:
                result.lags.append(move.at - move.news_ended - PACE)
        result.learned = program.voice.words_per_minute
        entries = [json.loads(line) for line in trace_path.read_text(encoding="utf-8").splitlines()]
        result.engine = [(e["heard"], e["engine_ms"], e["estimate_ms"]) for e in entries if "heard" in e]
    finally:
        if program is not None:
            program.close()  # and the speaker with it
        else:
            speaker.close()
        daemon.stop()
    return result


def spread(errors: list[float]) -> str:
    if len(errors) < 2:
        return "too few lines"
    p95 = statistics.quantiles(errors, n=20)[-1]
    return f"median {statistics.median(errors):4.0f} ms, p95 {p95:5.0f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rates", default="180,350,500")
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    print(f"bot turn moves against the END of the news before them and the pace ({PACE} s), target 0 <= lag <= 300 ms;")
    print(f"the estimate's error per line said whole (before: {DEFAULT_LISTENER_WPM} words a minute; after: learned)")
    for rate in (int(rate) for rate in args.rates.split(",")):
        with tempfile.TemporaryDirectory() as folder:
            result = run(rate, args.moves, args.seed, Path(folder))
        earliest, latest, median = min(result.lags), max(result.lags), statistics.median(result.lags)
        within = sum(0 <= lag <= 0.3 for lag in result.lags)
        print(f"{rate} wpm: {len(result.lags)} moves, lag {earliest * 1000:.0f} to {latest * 1000:.0f} ms "
              f"(median {median * 1000:.0f} ms), {within} of {len(result.lags)} within 0-300 ms; "
              f"{result.unended} moves after a line without an END")  # fmt: skip
        before = [abs(speaking_time(text) * 1000 - took) for text, took, _ in result.engine]
        after = [abs(estimate - took) for _, took, estimate in result.engine[WINDOW:]]
        print(f"    estimate's error, {len(result.engine)} lines: before {spread(before)}; "
              f"after {spread(after)} (learned {result.learned:.0f} words a minute)")  # fmt: skip


if __name__ == "__main__":
    main()
