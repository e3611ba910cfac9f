"""Headless bots-only play (bots/headless.py): every strategy plays whole rounds under any rules."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from audiouno.bots import STRATEGIES, make_strategy
from audiouno.bots.headless import play_round
from audiouno.engine import (
    OPTIONS,
    Edition,
    Game,
    Phase,
    RuleSet,
)
from audiouno.engine.rules import without_refused

BOTS = ("easy", "normal", "hard")


@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    changes = {option.name: draw(st.sampled_from(option.choices)) for option in OPTIONS if option.choices}
    changes["wrong_play_penalty"] = draw(st.sampled_from((0, 2)))
    return without_refused(RuleSet(**changes))  # the deck's refused options are off, as the lobby leaves them


# A mix that once went round for ever in its twelfth round: every card in a hand, Draw Fours stacked, drawn
# back as penalties and played again. The engine's turn limit ends it now.
ENDLESS = RuleSet(
    edition=Edition.MOTU,
    first_player="right",
    draw_penalty_skips_turn=False,
    challenge="off",
    stacking="manual",
    sequences=True,
    interception="super",
    seven_swaps=True,
    no_wild_finish=True,
    wrong_play_penalty=2,
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets(), seed=st.integers(0, 2**32), players=st.integers(2, 6))
@example(rules=ENDLESS, seed=119788706, players=5)
def test_every_strategy_plays_whole_rounds_under_any_rules(rules: RuleSet, seed: int, players: int) -> None:
    """An illegal choice would raise IllegalAction out of the driver; a stuck bot would raise NoDecision or StuckGame.
    40 rule sets of 14 rounds each: some 560 rounds (tests/bots/test_strength.py plays thousands more under
    the official rules and every deck, benchmarks/bot_strength.py thousands more again)."""
    rng = random.Random(seed)
    for _ in range(14):
        names = [rng.choice((*BOTS, "random")) for _ in range(players)]
        game = Game(players, rules, seed=rng.getrandbits(32))
        bots = [make_strategy(name, seat, random.Random(rng.getrandbits(32))) for seat, name in enumerate(names)]
        game.start_round()
        play_round(game, bots)
        assert game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)


def test_the_registry_offers_every_strength() -> None:
    assert set(BOTS) | {"random"} <= set(STRATEGIES)
