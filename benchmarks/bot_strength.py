"""Bot strength: the match-ups of the bots issue, each over many rounds with seats rotated, with 95% intervals.

    python benchmarks/bot_strength.py [--games 5000] [--seed 1] [--variants free_draws,same_rank_play,...]
        [--rule NAME=VALUE ...] [--edition flip|no_mercy]
    python benchmarks/bot_strength.py --expert official,official4,no_mercy,flip,house [--deals 1000] [--seed 2026]
        [--worlds 64] [--paired] [--jobs 2] [--keep FOLDER]

`--expert` measures the expert against the hard bot over duplicate deals (each deal played once in every rotation of
the seats, so each strategy holds every hand of it): the expert's share of the rounds with its 95% interval over the
deals, the target, and the 99th percentile of its decision time (wall and processor time). The deals come in blocks
of 500, the k-th dealt from seed + k, played `--jobs` at a time (one per core by default); the figures are printed
again as each block ends, over the blocks done. `--keep FOLDER` keeps each block played there and, run again, plays
only the blocks it lacks (a block counts only for the code that played it): the 20,000 deals the official match-up
asks for take about fourteen hours of processor here, run over several sittings. A sitting's machine keeps nothing
but the repository, so the official blocks are kept in it, in `benchmarks/expert-blocks/` (commit the new ones):
    python benchmarks/bot_strength.py --expert official --deals 20000 --seed 2026 --keep benchmarks/expert-blocks
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
import hashlib
import json
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

import audiouno
from audiouno.bots import make_strategy
from audiouno.bots.base import Decision, Strategy
from audiouno.bots.expert import Budget, ExpertStrategy
from audiouno.engine import OFFICIAL, Action, Edition, PlayerView, RuleSet, apply_variants
from audiouno.engine.rules import for_edition
from audiouno.simulate import duplicate, mean_interval, simulate

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "kit"))
# The test kit's: the tests hold the same bands on seeded samples.
import strength_bands
from strength_bands import EXPERT_MATCH_UPS, MATCH_UPS, OFFICIAL_LOWER_END

from percentile import percentile

BLOCK = 500  # deals a block


def measure(job: tuple[RuleSet, list[str], int, int]) -> dict[str, object]:
    rules, bots, games, seed = job
    return simulate(rules, bots, games, seed=seed, rotate=True).summary()


class _ProcessTimed(ExpertStrategy):
    """The expert, with the wall and processor time of each decision noted (on a shared machine wall time counts
    the waits for the processor too)."""

    wall: ClassVar[list[float]] = []
    cpu: ClassVar[list[float]] = []

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
        wall, cpu = time.perf_counter(), time.process_time()
        decision = super().decide(view, legal)
        self.cpu.append(time.process_time() - cpu)
        self.wall.append(time.perf_counter() - wall)
        return decision


def timed_maker(budget: Budget) -> Callable[[str, int, random.Random], Strategy]:
    """Builds the match-up's strategies, the expert timed."""

    def make(strength: str, seat: int, rng: random.Random) -> Strategy:
        return _ProcessTimed(seat, rng, budget) if strength == "expert" else make_strategy(strength, seat, rng)

    return make


def expert_decision_times(name: str, deals: int, seed: int) -> list[float]:
    """The processor time of each of the expert's decisions over `deals` duplicate deals of a match-up, at the
    default budget (for the guard)."""
    rules, bots, _ = EXPERT_MATCH_UPS[name]
    _ProcessTimed.wall, _ProcessTimed.cpu = [], []
    duplicate(rules, bots, deals, seed=seed, make=timed_maker(Budget()))
    return _ProcessTimed.cpu


@dataclass(frozen=True)
class Block:
    """A block of deals: `deals` duplicate deals of match-up `name` dealt from `seed`, the expert searching
    `worlds` worlds at most."""

    name: str
    seed: int
    deals: int
    worlds: int

    def file(self, folder: Path) -> Path:
        return folder / f"{self.name}-seed{self.seed}-deals{self.deals}-worlds{self.worlds}.json"


def blocks(name: str, deals: int, seed: int, worlds: int) -> list[Block]:
    """`deals` deals in blocks of `BLOCK`, the k-th dealt from `seed + k`: blocks run side by side and are kept one by
    one, so a run of many hours goes on where it stopped, and a longer run contains every shorter one."""
    return [
        Block(name, seed + index, min(BLOCK, deals - start), worlds)
        for index, start in enumerate(range(0, deals, BLOCK))
    ]


def source_digest() -> str:
    """A digest of the code that plays (the engine, the bots, the duplicate deals and the match-ups' declaration):
    a kept block counts only for the code that played it, and the rest of the program does not play."""
    package = Path(audiouno.__file__).parent
    files = [*(package / "engine").rglob("*.py"), *(package / "bots").rglob("*.py"), package / "simulate.py"]
    digest = hashlib.sha256()
    for path in sorted([*files, Path(strength_bands.__file__)]):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def play_block(job: tuple[Block, bool]) -> dict[str, object]:
    """The block's scores, deal by deal, and the expert's decision times; with `paired`, its mind's scores alone on
    the same deals (the same deals, seats and generators: the games differ only where the search overrules it)."""
    block, paired = job
    rules, bots, _ = EXPERT_MATCH_UPS[block.name]
    mind = (
        duplicate(rules, bots, block.deals, seed=block.seed, make=timed_maker(Budget(worlds=1))).scores
        if paired
        else None
    )
    _ProcessTimed.wall, _ProcessTimed.cpu = [], []
    started = time.perf_counter()
    result = duplicate(rules, bots, block.deals, seed=block.seed, make=timed_maker(Budget(worlds=block.worlds)))
    return {
        "scores": result.scores,
        "mind": mind,
        "wall_ms": tally_ms(_ProcessTimed.wall),
        "cpu_ms": tally_ms(_ProcessTimed.cpu),
        "seconds": round(time.perf_counter() - started, 1),
    }


def tally_ms(seconds: list[float]) -> dict[str, int]:
    """Decision times as a block keeps them: how many took each whole number of milliseconds. A block holds tens of
    thousands of decisions, and the blocks are kept in the repository (`expert-blocks/`): the tally is a few
    kilobytes where the times themselves were hundreds, and a percentile read from it is off by half a
    millisecond at most."""
    tally = Counter(round(value * 1000) for value in seconds)
    return {str(ms): tally[ms] for ms in sorted(tally)}


def times_ms(kept: dict[str, int] | list[float]) -> list[float]:
    """A block's decision times in milliseconds, from its tally (or, in blocks kept before the tallies, the times
    themselves)."""
    if isinstance(kept, list):
        return kept
    return [float(ms) for ms, count in kept.items() for _ in range(count)]


def kept(block: Block, folder: Path | None, source: str, paired: bool) -> dict[str, object] | None:
    """A block kept by an earlier run of the same code, if any (with its mind's scores, when `paired`)."""
    if folder is None or not block.file(folder).exists():
        return None
    try:
        outcome = json.loads(block.file(folder).read_text())
    except (OSError, ValueError) as error:
        print(f"{block.file(folder)}: unreadable ({error}); played again", flush=True)
        return None
    if outcome.get("source") != source:
        print(f"{block.file(folder).name}: played by other code; played again", flush=True)
        return None
    return None if paired and outcome.get("mind") is None else outcome


def report(name: str, worlds: int, outcomes: list[dict[str, object]], seconds: float) -> None:
    """The expert's share so far over the blocks done (in the order of their seeds), against the target."""
    _, bots, target = EXPERT_MATCH_UPS[name]
    scores = [score for outcome in outcomes for score in outcome["scores"]]  # type: ignore[attr-defined]
    if len(scores) < 2:
        return
    share, low, high = mean_interval(scores)
    met = share >= target and (name != "official" or low > OFFICIAL_LOWER_END)
    wall = [ms for outcome in outcomes for ms in times_ms(outcome["wall_ms"])]  # type: ignore[arg-type]
    cpu = [ms for outcome in outcomes for ms in times_ms(outcome["cpu_ms"])]  # type: ignore[arg-type]
    timed = sum(1 for outcome in outcomes if outcome["cpu_ms"])
    times = (
        f"decision p99 {percentile(wall, 0.99):.0f} ms wall, {percentile(cpu, 0.99):.0f} ms processor"
        f"{f' (timed in {timed} of the blocks)' if timed < len(outcomes) else ''}"
        if timed
        else "decision times not recorded"
    )
    print(
        f"{name}: {' vs '.join(bots)} ({len(bots)} players, {len(scores)} duplicate deals in {len(outcomes)} "
        f"block{'s' if len(outcomes) > 1 else ''}, "
        f"{len(scores) * len(bots)} rounds, {worlds} worlds): expert won {share:.1%} [95% {low:.1%}-{high:.1%}], "
        f"target >= {target:.0%}{f' (lower end > {OFFICIAL_LOWER_END:.0%})' if name == 'official' else ''}: "
        f"{'met' if met else 'NOT met'}; {times}; {seconds:.0f} s",
        flush=True,
    )
    if all(outcome["mind"] is not None for outcome in outcomes):
        mind = [score for outcome in outcomes for score in outcome["mind"]]  # type: ignore[attr-defined]
        gain, low, high = mean_interval([score - alone for score, alone in zip(scores, mind, strict=True)])
        print(f"  search minus its mind alone, deal by deal: {gain:+.2%} [95% {low:+.2%} {high:+.2%}]", flush=True)


def expert_figures(
    names: list[str], deals: int, seed: int, worlds: int, paired: bool, jobs: int, keep: Path | None
) -> None:
    """Each match-up's figures, printed again as each of its blocks ends: blocks kept in `keep` by the same code
    are not played again, and each block played is kept there."""
    source = source_digest()
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    done: dict[Block, dict[str, object]] = {}
    to_play: list[Block] = []
    for name in names:
        for block in blocks(name, deals, seed, worlds):
            outcome = kept(block, keep, source, paired)
            if outcome is None:
                to_play.append(block)
            else:
                done[block] = outcome
    print(f"{len(done)} blocks kept, {len(to_play)} to play, {jobs} at once", flush=True)

    def report_on(name: str) -> None:
        ordered = sorted((block for block in done if block.name == name), key=lambda block: block.seed)
        report(name, worlds, [done[block] for block in ordered], time.perf_counter() - started)

    for name in names:
        report_on(name)
    with ProcessPoolExecutor(jobs) as pool:
        futures = {pool.submit(play_block, (block, paired)): block for block in to_play}
        for future in as_completed(futures):
            block = futures[future]
            done[block] = {**future.result(), "source": source}
            if keep is not None:
                block.file(keep).write_text(json.dumps(done[block]))
            report_on(block.name)


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
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="blocks of deals played at once")
    parser.add_argument("--keep", default="", metavar="FOLDER", help="keep each block played there, and go on from it")
    parser.add_argument("--paired", action="store_true", help="also the search's gain over its mind alone, paired")
    args = parser.parse_args()
    if args.expert:
        keep = Path(args.keep) if args.keep else None
        expert_figures(args.expert.split(","), args.deals, args.seed, args.worlds, args.paired, args.jobs, keep)
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
