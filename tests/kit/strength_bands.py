"""What each bot strength promises, as the first seat's share of rounds won in a match-up (seats rotated):
the one declaration that benchmarks/bot_strength.py measures at length and tests/bots/test_strength.py holds
on seeded samples."""

from __future__ import annotations

from audiouno.engine import HOUSE, OFFICIAL, Edition, RuleSet
from audiouno.engine.rules import for_edition

MATCH_UPS: list[tuple[list[str], tuple[float, float]]] = [  # (seats, (low, high) share for the first strategy)
    (["hard", "random"], (0.65, 1.0)),
    (["hard", "random", "random", "random"], (0.35, 1.0)),
    (["hard", "normal"], (0.55, 1.0)),
    (["normal", "random"], (0.58, 1.0)),
    (["easy", "random"], (0.50, 0.58)),
]

# The expert against the hard bot, over duplicate deals (each deal played in every rotation of the seats): its share
# of the rounds, and the lowest share each match-up promises; the first also promises the lower end of its 95%
# interval above 53%.
EXPERT_MATCH_UPS: dict[str, tuple[RuleSet, list[str], float]] = {
    "official": (OFFICIAL, ["expert", "hard"], 0.55),
    "official4": (OFFICIAL, ["expert", "hard", "hard", "hard"], 0.30),
    "no_mercy": (for_edition(OFFICIAL, Edition.NO_MERCY), ["expert", "hard"], 0.52),
    "flip": (for_edition(OFFICIAL, Edition.FLIP), ["expert", "hard"], 0.52),
    "house": (HOUSE, ["expert", "hard"], 0.52),
}
OFFICIAL_LOWER_END = 0.53
