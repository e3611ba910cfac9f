"""The bots' fixed ratings fitted again from bots-only rounds (`audiouno.bot_ratings`), beside the ones the game
uses (`audiouno.rating.BOT_RATINGS`), with the rating each is said as.

    python benchmarks/bot_ratings.py [--rounds N] [--seed S]

With the defaults the two columns are equal (tests/test_rating.py holds them so); other seeds or more rounds show how
far the figures move."""

from __future__ import annotations

import argparse

from audiouno.bot_ratings import ROUNDS, SEED, fit_bot_ratings
from audiouno.rating import BOT_RATINGS, SHOWN_SCALE


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args()
    fitted = fit_bot_ratings(args.rounds, args.seed)
    print(f"{'strength':<10}{'fitted mu':>11}{'sigma':>8}{'in the game':>13}{'said as':>9}")
    for name, (mu, sigma) in fitted.items():
        used = BOT_RATINGS[name]
        print(f"{name:<10}{mu:>11.2f}{sigma:>8.2f}{used[0]:>8.2f} {used[1]:>4.2f}{round(used[0] * SHOWN_SCALE):>9}")


if __name__ == "__main__":
    main()
