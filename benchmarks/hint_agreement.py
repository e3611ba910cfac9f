"""The hint key's figures: over seeded bots-only rounds of several rule mixes, how many decisions the hint was
compared at against the hard bot in that seat, how many disagreed (the target is none), how the reasons were
spread, and how long one hint takes to work out (the 99th percentile, a target of 5 ms: it answers a key).

    python benchmarks/hint_agreement.py [--rounds 200] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from collections.abc import Sequence

from audiouno.bots import Strategy
from audiouno.bots.advice import advise
from audiouno.bots.base import Decision
from audiouno.bots.headless import play_round
from audiouno.bots.heuristic import HardStrategy
from audiouno.engine import HOUSE, MANUAL, OFFICIAL, Action, Edition, Game, PlayerView
from audiouno.engine.events import Event
from audiouno.engine.rules import for_edition

MIXES = {
    "official": OFFICIAL,
    "manual": MANUAL,
    "house": HOUSE,
    "zero_seven_stacking": OFFICIAL.with_options(seven_swaps=True, zero_passes_hands=True, stacking="manual"),
    "buzzer_sequences": OFFICIAL.with_options(buzzer=True, sequences=True, interception="super"),
    "flip": OFFICIAL.with_options(edition=Edition.FLIP, seven_swaps=True),
    "motu_advanced": OFFICIAL.with_options(edition=Edition.MOTU, stacking="house", advanced_responses=True),
    "no_mercy": for_edition(OFFICIAL, Edition.NO_MERCY),
}


class Compared(Strategy):
    observes = True

    def __init__(self, seat: int, rng: random.Random, tally: Counter[str], times: list[float]) -> None:
        super().__init__(seat, rng)
        self.bot, self.adviser = HardStrategy(seat, rng), HardStrategy(seat, random.Random(seat))
        self.tally, self.times = tally, times

    def observe(self, events: Sequence[Event]) -> None:
        self.bot.observe(events)
        self.adviser.observe(events)

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
        start = time.perf_counter()
        advice = advise(self.adviser, view, legal)
        self.times.append(time.perf_counter() - start)
        decision = self.bot.decide(view, legal)
        if decision is not None:
            self.tally["decisions"] += 1
            self.tally["disagreements"] += advice.action != decision[0]
            self.tally.update(f"reason:{reason.kind.value}" for reason in advice.reasons)
        return decision


def compare(rounds: int, seed: int, report: bool = False) -> tuple[Counter[str], list[float]]:
    """Every mix's seeded rounds played with the hint asked at each of the hard bot's decisions: the tally
    (decisions, disagreements, reasons) and each hint's time in seconds."""
    tally: Counter[str] = Counter()
    times: list[float] = []
    for name, rules in MIXES.items():
        before = tally["decisions"]
        for index in range(rounds):
            round_seed = seed * 100_000 + index
            players = 2 + index % 4
            game = Game(players, rules, seed=round_seed)
            game.start_round(0.0)
            bots = [Compared(seat, random.Random(round_seed + seat), tally, times) for seat in range(players)]
            play_round(game, bots)
        if report:
            print(f"{name}: {tally['decisions'] - before} decisions compared")
    return tally, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    tally, times = compare(args.rounds, args.seed, report=True)
    times.sort()
    p99 = times[int(0.99 * (len(times) - 1))] * 1000
    print(f"decisions compared: {tally['decisions']}, disagreements: {tally['disagreements']} (target 0)")
    print(f"hint time: median {times[len(times) // 2] * 1000:.3f} ms, 99th percentile {p99:.3f} ms (target 5 ms)")
    reasons = sorted(((count, key[7:]) for key, count in tally.items() if key.startswith("reason:")), reverse=True)
    print("reasons: " + ", ".join(f"{kind} {count}" for count, kind in reasons))


if __name__ == "__main__":
    main()
