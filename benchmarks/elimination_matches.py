"""Elimination scoring, match by match: the hard bot's share of whole matches won (the last one in), with seats
rotated, against the same hard bot blind to the match (its elimination weight at 0), each with a 95% interval.

    python benchmarks/elimination_matches.py [--matches 400] [--seed 1] [--limit 300]

`audio-uno simulate` plays single rounds, where elimination changes nothing; this plays matches to their end.
"""

from __future__ import annotations

import argparse
import random
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace

from audiouno.bots import make_strategy
from audiouno.bots.base import Strategy
from audiouno.bots.headless import play_round
from audiouno.bots.heuristic import HARD, HardStrategy
from audiouno.engine import OFFICIAL, Game, Phase
from audiouno.simulate import wilson_interval

MATCH_UPS = [["hard", "random", "random", "random"], ["hard", "normal", "normal"], ["hard", "normal"]]


class BlindHard(HardStrategy):
    """The hard bot without its elimination weight: what it would play if it saw only the round."""

    temperament = replace(HARD, match_weight=0.0)


def strategy(name: str, seat: int, rng: random.Random, blind: bool) -> Strategy:
    return BlindHard(seat, rng) if blind and name == "hard" else make_strategy(name, seat, rng)


def measure(job: tuple[list[str], int, int, int, bool]) -> tuple[int, int, float]:
    """Matches won by the first strategy, matches played, and the mean rounds a match."""
    bots, matches, seed, limit, blind = job
    rules = OFFICIAL.with_options(scoring="elimination", target_score=limit)
    master = random.Random(seed)
    won = rounds = 0
    for number in range(matches):
        shift = number % len(bots)
        seating = bots[-shift:] + bots[:-shift] if shift else bots
        game = Game(len(bots), rules, seed=master.getrandbits(64), record=False)
        seats = [
            strategy(name, seat, random.Random(master.getrandbits(64)), blind) for seat, name in enumerate(seating)
        ]
        while game.phase is Phase.ROUND_OVER:
            game.start_round()
            play_round(game, seats)
            rounds += 1
        if any(seating[seat] == bots[0] for seat in game.winners):
            won += 1
    return won, matches, rounds / matches


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--limit", type=int, default=300)
    args = parser.parse_args()
    jobs = [(bots, args.matches, args.seed, args.limit, blind) for bots in MATCH_UPS for blind in (False, True)]
    with ProcessPoolExecutor() as pool:
        for (bots, _, _, _, blind), (won, played, mean_rounds) in zip(jobs, pool.map(measure, jobs), strict=True):
            low, high = wilson_interval(won, played)
            who = "hard, blind to the match" if blind else "hard"
            print(
                f"{' vs '.join(bots)} (limit {args.limit}, {played} matches, {mean_rounds:.1f} rounds each): "
                f"{who} won {won / played:.1%} [95% {low:.1%}-{high:.1%}], fair share {1 / len(bots):.0%}"
            )


if __name__ == "__main__":
    main()
