"""Every strength, for tests that check what each bot may do under the rules, not how well it plays: the expert
searches a small budget there (its overrules still come up, over playouts of a few moves), so that whole rounds of
it cost what the other strengths' do. Its full budget is measured by its strength test and the benchmark."""

from __future__ import annotations

import random

from audiouno.bots import make_strategy
from audiouno.bots.base import Strategy
from audiouno.bots.expert import MIN_WORLDS, Budget, ExpertStrategy

QUICK_SEARCH = Budget(worlds=MIN_WORLDS, depth=12)


def quick_strategy(name: str, seat: int, rng: random.Random) -> Strategy:
    """The strategy `name`, the expert at `QUICK_SEARCH`."""
    return ExpertStrategy(seat, rng, QUICK_SEARCH) if name == "expert" else make_strategy(name, seat, rng)
