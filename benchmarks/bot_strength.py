"""Bot strength: the match-ups of the bots issue, each over many rounds with seats rotated, with 95% intervals.

    python benchmarks/bot_strength.py [--games 5000] [--seed 1] [--variants free_draws,same_rank_play,...]
        [--rule NAME=VALUE ...] [--edition flip|no_mercy]
    python benchmarks/bot_strength.py --expert official,official4,no_mercy,flip,house [--deals 1000] [--seed 2026]
        [--worlds 64] [--every 50] [--paired]

`--expert` measures the expert against the hard bot over duplicate deals (each deal played once in every rotation of
the seats, so each strategy holds every hand of it): the expert's share of the rounds with its 95% interval over the
deals, the target, and the 99th percentile of its decision time (wall and processor time). Each match-up named runs
in a process of its own; `--every N` prints the figures so far every N deals, for a long run in the background.
`--paired` first plays the same deals with the expert's mind alone (one world a search, which never overrules it:
seconds), then gives the search's gain over its mind deal by deal, with its interval: the deals' own luck cancels,
so a gain shows over a third as many deals as the two shares side by side would need.

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
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import ClassVar

from audiouno.bots import make_strategy
from audiouno.bots.base import Decision, Strategy
from audiouno.bots.expert import Budget, ExpertStrategy
from audiouno.engine import OFFICIAL, Action, Edition, PlayerView, RuleSet, apply_variants
from audiouno.engine.rules import for_edition
from audiouno.simulate import DuplicateResult, duplicate, mean_interval, simulate

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "kit"))
# The test kit's: the tests hold the same bands on seeded samples.
from strength_bands import EXPERT_MATCH_UPS, MATCH_UPS, OFFICIAL_LOWER_END


def measure(job: tuple[RuleSet, list[str], int, int]) -> dict[str, object]:
    rules, bots, games, seed = job
    return simulate(rules, bots, games, seed=seed, rotate=True).summary()


class _ProcessTimed(ExpertStrategy):
    """The expert, with the processor time of each decision noted (on a shared machine wall time counts the
    waits for the processor too)."""

    cpu: ClassVar[list[float]] = []

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
        start = time.process_time()
        decision = super().decide(view, legal)
        self.cpu.append(time.process_time() - start)
        return decision


def timed_maker(budget: Budget) -> Callable[[str, int, random.Random], Strategy]:
    """Builds the match-up's strategies, the expert timed by processor."""

    def make(strength: str, seat: int, rng: random.Random) -> Strategy:
        return _ProcessTimed(seat, rng, budget) if strength == "expert" else make_strategy(strength, seat, rng)

    return make


def expert_decision_times(name: str, deals: int, seed: int) -> list[float]:
    """The processor time of each of the expert's decisions over `deals` duplicate deals of a match-up, at the
    default budget (for the guard)."""
    rules, bots, _ = EXPERT_MATCH_UPS[name]
    _ProcessTimed.cpu = []
    duplicate(rules, bots, deals, seed=seed, make=timed_maker(Budget()))
    return _ProcessTimed.cpu


def expert_figures(name: str, deals: int, seed: int, worlds: int, every: int, paired: bool) -> None:
    rules, bots, target = EXPERT_MATCH_UPS[name]
    make = timed_maker(Budget(worlds=worlds))
    # The same deals, seats and bots' generators: the games differ only where the search overrules the mind.
    mind = duplicate(rules, bots, deals, seed=seed, make=timed_maker(Budget(worlds=1))).scores if paired else []
    _ProcessTimed.cpu = []

    def report(result: DuplicateResult) -> None:
        if result.deals % every and result.deals != deals:
            return
        share, low, high = result.share()
        met = share >= target and (name != "official" or low > OFFICIAL_LOWER_END)
        cpu = sorted(_ProcessTimed.cpu)
        cpu_p99 = cpu[min(len(cpu) - 1, round(0.99 * (len(cpu) - 1)))] if cpu else 0.0
        print(
            f"{name}: {' vs '.join(bots)} ({len(bots)} players, {result.deals} duplicate deals, "
            f"{result.deals * len(bots)} rounds, {worlds} worlds): expert won {share:.1%} [95% {low:.1%}-{high:.1%}], "
            f"target >= {target:.0%}{f' (lower end > {OFFICIAL_LOWER_END:.0%})' if name == 'official' else ''}: "
            f"{'met' if met else 'NOT met'}; decision p99 {result.decision_seconds.percentile(99) * 1000:.0f} ms "
            f"wall, {cpu_p99 * 1000:.0f} ms processor; {time.perf_counter() - started:.0f} s",
            flush=True,
        )
        if mind and result.deals > 1:
            gains = [score - alone for score, alone in zip(result.scores, mind[: result.deals], strict=True)]
            gain, low, high = mean_interval(gains)
            print(f"  search minus its mind alone, deal by deal: {gain:+.2%} [95% {low:+.2%} {high:+.2%}]", flush=True)

    started = time.perf_counter()
    duplicate(rules, bots, deals, seed=seed, make=make, on_deal=report)


def expert_job(job: tuple[str, int, int, int, int, bool]) -> None:
    expert_figures(*job)


def rule_value(text: str) -> object:
    return {"on": True, "off": False}.get(text, int(text) if text.isdigit() else text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", default="", help="comma list of variants to switch on")
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--edition", choices=[edition.value for edition in Edition], default="classic")
    parser.add_argument("--expert", default="", help=f"comma list of {', '.join(EXPERT_MATCH_UPS)}")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--worlds", type=int, default=Budget().worlds)
    parser.add_argument("--every", type=int, default=100)
    parser.add_argument("--paired", action="store_true", help="also the search's gain over its mind alone, paired")
    args = parser.parse_args()
    if args.expert:
        names = args.expert.split(",")
        jobs = [(name, args.deals, args.seed, args.worlds, args.every, args.paired) for name in names]
        with ProcessPoolExecutor(len(jobs)) as pool:
            list(pool.map(expert_job, jobs))
        return
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
