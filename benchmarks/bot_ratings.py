"""The bots' fixed ratings fitted again from bots-only rounds (`audiouno.bot_ratings`), beside the ones the game
uses (`audiouno.rating.BOT_RATINGS`), with the rating each is said as.

    python benchmarks/bot_ratings.py [--rounds N] [--seed S] [--expert] [--expert-rounds N]

With the defaults the two columns are equal (tests/test_rating.py holds them so for the four heuristic strengths);
other seeds or more rounds show how far the figures move. `--expert` fits the expert's too, as the game rates a
player, against the others' fixed ratings: about a quarter of an hour of processor."""

from __future__ import annotations

import argparse

from audiouno.bot_ratings import EXPERT_ROUNDS, ROUNDS, SEED, fit_bot_ratings, fit_expert_rating
from audiouno.rating import BOT_RATINGS, SHOWN_SCALE


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--expert", action="store_true", help="fit the expert's rating too (slow)")
    parser.add_argument("--expert-rounds", type=int, default=EXPERT_ROUNDS)
    args = parser.parse_args()
    fitted = fit_bot_ratings(args.rounds, args.seed)
    if args.expert:
        fitted["expert"] = fit_expert_rating(args.expert_rounds, args.seed)
    print(f"{'strength':<10}{'fitted mu':>11}{'sigma':>8}{'in the game':>13}{'said as':>9}")
    for name, (mu, sigma) in fitted.items():
        used = f"{BOT_RATINGS[name][0]:>8.2f} {BOT_RATINGS[name][1]:>4.2f}" if name in BOT_RATINGS else f"{'none':>13}"
        print(f"{name:<10}{mu:>11.2f}{sigma:>8.2f}{used}{round(mu * SHOWN_SCALE):>9}")


if __name__ == "__main__":
    main()
