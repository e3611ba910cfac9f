"""The bots' fixed ratings, fitted from bots-only rounds: every strength at one table (seats rotated), each round
rated with openskill's Plackett-Luce model (its winner first, the others by the points left in their hands), from
the model's defaults. `rating.BOT_RATINGS` holds the result of `fit_bot_ratings()`; `benchmarks/bot_ratings.py`
prints it again, and a test holds the two equal.

The expert is fitted apart, as the game rates a player (`fit_expert_rating`): its search costs about a second of
processor a round, so its fit takes a quarter of an hour, and only the benchmark runs it again."""

from __future__ import annotations

from openskill.models import PlackettLuce

from .engine import OFFICIAL
from .rating import Skill, rated_at, round_ranks
from .simulate import simulate

STRENGTHS = ("random", "easy", "normal", "hard")
ROUNDS = 2000  # enough for hard, normal and the two others to keep their order whatever the seed
SEED = 37
# A bot's skill does not change from round to round: no added drift (tau), so every round weighs the same.
FIT_MODEL = PlackettLuce(tau=0.0)


def fit_bot_ratings(rounds: int = ROUNDS, seed: int = SEED) -> dict[str, tuple[float, float]]:
    """Each strength's (mu, sigma) after `rounds` rounds among all of them, rounded to hundredths."""
    ratings = {name: FIT_MODEL.rating() for name in STRENGTHS}

    def rate(seating: list[str], winner: int, points: list[int]) -> None:
        rated = FIT_MODEL.rate([[ratings[name]] for name in seating], ranks=round_ranks(winner, points))
        for name, (rating,) in zip(seating, rated, strict=True):
            ratings[name] = rating

    simulate(OFFICIAL, list(STRENGTHS), rounds, seed=seed, rotate=True, on_round=rate)
    return {name: (round(rating.mu, 2), round(rating.sigma, 2)) for name, rating in ratings.items()}


EXPERT_ROUNDS = 800  # its sigma then 1.1, against 0.78 for the others over their 2,000 rounds


def fit_expert_rating(rounds: int = EXPERT_ROUNDS, seed: int = SEED) -> tuple[float, float]:
    """The expert's (mu, sigma) after `rounds` rounds at one table with every other strength (seats rotated), each
    round rated as the game rates a player (`rating.rated_at`), against their fixed ratings, which do not move: the
    rating a player who played as the expert would reach, rounded to hundredths."""
    expert = Skill(FIT_MODEL.mu, FIT_MODEL.sigma)

    def rate(seating: list[str], winner: int, points: list[int]) -> None:
        nonlocal expert
        expert = rated_at(FIT_MODEL, expert, seating.index("expert"), seating, winner, points)

    simulate(OFFICIAL, ["expert", *STRENGTHS], rounds, seed=seed, rotate=True, on_round=rate)
    return (round(expert.mu, 2), round(expert.sigma, 2))
