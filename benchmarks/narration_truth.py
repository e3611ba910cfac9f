"""The narration's truth at scale: the property of tests/app/output/test_narration_truth.py (every line about a hand,
a count or a score agrees with the engine's state after its event) over thousands of rounds of every mix.

    python benchmarks/narration_truth.py [--scale 10] [--mix no_mercy] [--language en]

`--scale` multiplies each mix's seeds in the test (each seed a match of up to three rounds). Prints, for each mix,
the rounds played, the lines checked, the time, and every line that said what the engine did not do.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from time import perf_counter

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "kit"))

from audiouno.i18n import LANGUAGES, Catalogue
from narration_truth import MIXES, Tally, narrate_rounds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=int, default=10)
    parser.add_argument("--mix", choices=list(MIXES), action="append", help="only these mixes (again for each)")
    parser.add_argument("--language", choices=LANGUAGES, default="en")
    args = parser.parse_args()
    catalogue = Catalogue.load(args.language)
    problems = 0
    for name in args.mix or list(MIXES):
        rules, bots, seeds, _ = MIXES[name]
        tally = Tally()
        start = perf_counter()
        narrate_rounds(rules, catalogue, range(seeds * args.scale), bots, tally)
        lines = sum(tally.lines.values())
        print(f"{name}: {tally.rounds} rounds, {lines} lines checked, {perf_counter() - start:.1f} s, "
              f"{len(tally.problems)} untrue")  # fmt: skip
        for problem in tally.problems[:10]:
            print(f"  {problem}")
        problems += len(tally.problems)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
