"""Bot strength: the match-ups of the bots issue, each over many rounds with seats rotated, with 95% intervals.

    python benchmarks/bot_strength.py [--games 5000] [--seed 1] [--variants free_draws,same_rank_play,...]
        [--rule NAME=VALUE ...] [--edition flip|no_mercy]

`--rule` plays the match-ups under rule options (as `audio-uno simulate --rule`): on/off, a whole number, or a value;
it is applied after `--variants`.

`--variants` switches on named variants (`audio-uno simulate --variants`) over the official rules, and `--edition`
plays another deck (with its defaults, such as No Mercy's mercy limit, and without the options it refuses), to
check the bots still hold their strength there. Prints one line per match-up: the first strategy's share of the
rounds, its 95% interval, the target, and the 99th percentile of its decision time. Match-ups run in parallel, one
per core.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from audiouno.engine import OFFICIAL, Edition, RuleSet, apply_variants
from audiouno.engine.rules import for_edition
from audiouno.simulate import simulate

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "kit"))
from strength_bands import MATCH_UPS  # the test kit's: the tests hold the same bands on seeded samples


def measure(job: tuple[RuleSet, list[str], int, int]) -> dict[str, object]:
    rules, bots, games, seed = job
    return simulate(rules, bots, games, seed=seed, rotate=True).summary()


def rule_value(text: str) -> object:
    return {"on": True, "off": False}.get(text, int(text) if text.isdigit() else text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", default="", help="comma list of variants to switch on")
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--edition", choices=[edition.value for edition in Edition], default="classic")
    args = parser.parse_args()
    rules = apply_variants(OFFICIAL, [name for name in args.variants.split(",") if name]).with_options(
        **{name: rule_value(value) for name, _, value in (text.partition("=") for text in args.rule)}
    )
    rules = for_edition(rules, Edition(args.edition))
    if args.variants or args.rule:
        print(f"official rules with {', '.join([*filter(None, [args.variants]), *args.rule])}")
    jobs = [(rules, bots, args.games, args.seed) for bots, _ in MATCH_UPS]
    with ProcessPoolExecutor() as pool:
        for (bots, (low, high)), summary in zip(MATCH_UPS, pool.map(measure, jobs), strict=True):
            name = bots[0]
            rate = summary["win_rate_by_bot"][name]  # type: ignore[index]
            ci_low, ci_high = summary["ci95_by_bot"][name]  # type: ignore[index]
            met = "met" if low <= rate <= high else "NOT met"
            target = f">= {low:.0%}" if high == 1.0 else f"{low:.0%}-{high:.0%}"
            p99 = summary["decision_ms_p99_by_bot"][name]  # type: ignore[index]
            print(
                f"{' vs '.join(bots)} ({len(bots)} players, {args.games} {args.edition} rounds): {name} won {rate:.1%} "
                f"[95% {ci_low:.1%}-{ci_high:.1%}], target {target}: {met}; decision p99 {p99:.2f} ms"
            )


if __name__ == "__main__":
    main()
