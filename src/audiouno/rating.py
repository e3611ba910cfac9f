"""The player's rating against the bots: Weng-Lin Bayesian ratings with openskill's Plackett-Luce model. Each round
of a match is a game between the player and the bots, its winner first and the others by the points left in their
hands; each bot is a
fixed player of its strength, whose rating was fitted from bots-only rounds (`bot_ratings.py`) and never moves.

The rating said is the model's mean on a friendlier scale: SHOWN_SCALE points a unit, a new player at 1,000.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
SHOWN_SCALE = 40
# (mu, sigma) of each bot strength: `bot_ratings.fit_bot_ratings()` with its defaults, copied here, and the expert's
# from `bot_ratings.fit_expert_rating()`. At a table of five, with every other strength, the expert rates between
# normal and hard (within its sigma of each): its search gains most at two players, and at four with three random
# bots it won 41.5% of 100 duplicate deals, the hard bot 41.25% of the same.
BOT_RATINGS: dict[str, tuple[float, float]] = {
    "random": (22.43, 0.78),
    "easy": (23.49, 0.78),
    "normal": (25.67, 0.78),
    "hard": (26.74, 0.78),
    "expert": (25.78, 1.12),
}


@dataclass(frozen=True)
class Skill:
    mu: float = MODEL.mu
    sigma: float = MODEL.sigma

    @property
    def shown(self) -> int:
        return round(self.mu * SHOWN_SCALE)


def round_ranks(winner: int, points: Sequence[int]) -> list[float]:
    """The ranks of a round (lower is better): its winner first, then the others by the points left in their
    hands, fewest first, equal points tied."""
    return [-1.0 if seat == winner else float(left) for seat, left in enumerate(points)]


def after_round(skill: Skill, bots: Sequence[str], winner: int, points: Sequence[int]) -> Skill:
    """The player's (seat 0) skill after a round against `bots` (their strengths, by seat from 1) won by `winner`,
    with `points` left in each hand. A round whose hands do not match the bots (a setup that is not the round's)
    leaves the skill as it was: there is no game to rate."""
    if len(points) != len(bots) + 1:
        return skill
    return rated_at(MODEL, skill, 0, ["", *bots], winner, points)


def rated_at(
    model: PlackettLuce, skill: Skill, seat: int, seating: Sequence[str], winner: int, points: Sequence[int]
) -> Skill:
    """The skill of the player at `seat` after a round among `seating` (strengths by seat; the player's own is not
    read), every other seat at its strength's fixed rating. A strength without a fitted rating (one newer than this
    table) plays as the normal one. `model`: the game's, or a fit's without drift (`bot_ratings`)."""
    teams = [
        [model.rating(skill.mu, skill.sigma)]
        if other == seat
        else [model.rating(*BOT_RATINGS.get(name, BOT_RATINGS["normal"]))]
        for other, name in enumerate(seating)
    ]
    (player,) = model.rate(teams, ranks=round_ranks(winner, points))[seat]
    return Skill(player.mu, player.sigma)
