"""What saving the match after every action costs: the time of each save (the log replayed in JSON, the bots'
random states, a digest of the state, written atomically with fsync), by how long the match's log has grown.

Runs the real program headless, a bot in the player's seat and the bots at full speed, its files in a temporary
folder (on the disk, as a player's would be). Target: under 20 ms at the 99th percentile, so a save never
delays an answer noticeably.

    python benchmarks/save_cost.py [--actions 3000] [--folder PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from audiouno.app.clock import ManualClock
from audiouno.app.files.keeper import MatchKeeper
from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.player_files import PlayerFiles
from audiouno.app.files.storage import Places
from audiouno.app.output.speech import open_speaker
from audiouno.app.program import Program
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import Phase, RuleSet

BUCKETS = (250, 1000, 2500, 5000, 10000)


def measure(actions: int, folder: Path) -> dict[int, list[float]]:
    places = Places(folder / "config", folder / "data")
    places.config.mkdir(parents=True)
    long_match = MatchSetup(rules=RuleSet(target_score=5000)).to_data()  # long enough for the log asked for
    body = {"kind": "settings", "format": 1, "bot_pace": 0, "setup": long_match}
    (places.config / "settings.json").write_text(json.dumps(body))
    timings: dict[int, list[float]] = {bucket: [] for bucket in BUCKETS}
    real_save = MatchKeeper.save

    def timed_save(keeper: MatchKeeper, *args: object, **kwargs: object) -> None:
        started = time.perf_counter()
        real_save(keeper, *args, **kwargs)  # type: ignore[arg-type]
        length = len(keeper.saved.log)
        timings[next((b for b in BUCKETS if length <= b), BUCKETS[-1])].append(time.perf_counter() - started)

    MatchKeeper.save = timed_save  # type: ignore[method-assign]
    speaker, notices = open_speaker("silent", None)
    clock = ManualClock()
    program = Program(speaker, notices, clock, seed=1, files=PlayerFiles(places), watch="normal")
    try:
        while True:
            table = next((s for s in program.control.stack if isinstance(s, TableScene)), None)
            if table is None or table.keeper is None or len(table.keeper.saved.log) >= actions:
                break
            if table.match.game.phase is Phase.MATCH_OVER:
                break
            clock.advance(0.05)
            program.step()
    finally:
        program.close()
        MatchKeeper.save = real_save  # type: ignore[method-assign]
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=3000, help="log entries to reach (default 3000)")
    parser.add_argument("--folder", type=Path, help="where to write (default: a temporary folder)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        timings = measure(args.actions, Path(folder))
    for bucket, times in timings.items():
        if times:
            ms = sorted(value * 1000 for value in times)
            p99 = ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))]
            print(
                f"log up to {bucket:>5} entries: {len(ms):>5} saves, median {statistics.median(ms):.1f} ms, "
                f"p99 {p99:.1f} ms, max {ms[-1]:.1f} ms (target p99 < 20 ms: {'ok' if p99 < 20 else 'OVER'})"
            )


if __name__ == "__main__":
    main()
