"""What each bot strength promises, as the first seat's share of rounds won in a match-up (seats rotated):
the one declaration that benchmarks/bot_strength.py measures at length and tests/bots/test_strength.py holds
on seeded samples."""

from __future__ import annotations

MATCH_UPS: list[tuple[list[str], tuple[float, float]]] = [  # (seats, (low, high) share for the first strategy)
    (["hard", "random"], (0.65, 1.0)),
    (["hard", "random", "random", "random"], (0.35, 1.0)),
    (["hard", "normal"], (0.55, 1.0)),
    (["normal", "random"], (0.58, 1.0)),
    (["easy", "random"], (0.50, 0.58)),
]
