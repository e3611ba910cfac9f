"""How the heuristic mind's weights fare against the hard bot, over duplicate deals (each deal played in every
rotation of the seats, so that luck of the deal cancels out): the figures behind `temperament.EXPERT`, the
expert's own mind under its search.

    python benchmarks/temperament_sweep.py [--players 2] [--deals 3000] [--seed 1] [--from hard]
    python benchmarks/temperament_sweep.py --match-ups [--deals 3000] [--seed 1] [--from expert]

The first form halves and doubles each weight of a temperament in turn (`--from hard` or `expert`), official
rules, and prints the share of rounds each change wins against hard bots (1 / players is even). The second plays
the temperament as it is on each of the expert's match-ups (benchmarks/bot_strength.py --expert). No search: a
few thousand deals take seconds, so that a change of a percent shows beyond chance.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "kit"))

from strength_bands import EXPERT_MATCH_UPS

from audiouno.bots import make_strategy
from audiouno.bots.base import Strategy
from audiouno.bots.heuristic import HardStrategy
from audiouno.bots.temperament import EXPERT, HARD, Temperament
from audiouno.engine import OFFICIAL, RuleSet
from audiouno.simulate import duplicate

TEMPERAMENTS = {"hard": HARD, "expert": EXPERT}
# The weights of a turn's choice that the official rules use (the others weigh other decks and scoring); the last
# three count with more than two players only.
WEIGHTS = (
    "challenge_threshold",
    "hold_wild",
    "colour_weight",
    "lacks_weight",
    "tempo",
    "attack",
    "stuck_weight",
    "bluff_penalty",
    "flex_weight",
    "skip_danger",
    "spare_wild",
)


def against_hard(temperament: Temperament, rules: RuleSet, players: int, deals: int, seed: int) -> str:
    """The share of rounds a hard mind of `temperament` wins against hard bots, with its 95% interval."""

    class Tried(HardStrategy):
        pass

    Tried.temperament = temperament

    def make(name: str, seat: int, rng: random.Random) -> Strategy:
        return Tried(seat, rng) if name == "tried" else make_strategy(name, seat, rng)

    share, low, high = duplicate(rules, ["tried"] + ["hard"] * (players - 1), deals, seed=seed, make=make).share()
    return f"{share:6.2%} [{low:.2%}-{high:.2%}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--from", dest="start", choices=TEMPERAMENTS, default="hard")
    parser.add_argument("--match-ups", action="store_true")
    args = parser.parse_args()
    start = TEMPERAMENTS[args.start]
    if args.match_ups:
        trials = [(name, start, rules, len(bots)) for name, (rules, bots, _) in EXPERT_MATCH_UPS.items()]
    else:
        trials = [("as it is", start, OFFICIAL, args.players)]
        for weight in WEIGHTS:
            value = getattr(start, weight)
            if not value:
                continue  # nothing halved or doubled is nothing still: the hard bot has none of the last three
            for factor in (0.5, 2.0):
                trials.append(
                    (f"{weight} x{factor}", replace(start, **{weight: value * factor}), OFFICIAL, args.players)
                )
    for label, temperament, rules, players in trials:
        began = time.perf_counter()
        figure = against_hard(temperament, rules, players, args.deals, args.seed)
        print(f"{label:28} {players}p {figure}  {time.perf_counter() - began:.0f} s", flush=True)


if __name__ == "__main__":
    main()
