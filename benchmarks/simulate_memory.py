"""Peak memory of a long simulation: it must not grow with the number of games.

    python benchmarks/simulate_memory.py [--games 20000]

Runs `audio-uno simulate --games N --players 10 --variants all --preset house` in a child process and prints the
child's peak resident memory (resource.getrusage(RUSAGE_CHILDREN).ru_maxrss) against the target of 300 MB, with
the run's time. Keeping every decision's time took about 5.9 GB at 20,000 games; a fixed histogram keeps it flat.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time

TARGET_MB = 300


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20000)
    args = parser.parse_args()
    command = [sys.executable, "-m", "audiouno.cli", "simulate", "--games", str(args.games), "--seed", "1"]
    command += ["--players", "10", "--variants", "all", "--preset", "house", "--json"]
    start = time.monotonic()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    seconds = time.monotonic() - start
    # ru_maxrss is in KiB on Linux (bytes on macOS).
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    peak_mb = peak_kib / 1024 / (1024 if sys.platform == "darwin" else 1)
    verdict = "within" if peak_mb < TARGET_MB else "OVER"
    print(f"{args.games} games, 10 players, all variants, house rules: {seconds:.0f} s")
    print(f"peak memory {peak_mb:.0f} MB ({verdict} the target of {TARGET_MB} MB)")
    return 0 if peak_mb < TARGET_MB else 1


if __name__ == "__main__":
    sys.exit(main())
