"""The hint (bots/advice.py) is the hard bot's own choice: over thousands of positions of seeded bots-only games,
each seat's hint (a hard bot of its own, told what the seat is told) names what the hard bot in that seat does, and
always gives a reason."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest

from audiouno.bots import Strategy
from audiouno.bots.advice import Advice, ReasonKind, advise
from audiouno.bots.base import Decision
from audiouno.bots.headless import play_round
from audiouno.bots.heuristic import HardStrategy
from audiouno.engine import HOUSE, MANUAL, OFFICIAL, Action, Edition, Game, Phase, Play, PlayerView, RuleSet
from audiouno.engine.events import Event
from audiouno.engine.rules import for_edition

MIXES: dict[str, RuleSet] = {
    "official": OFFICIAL,
    "manual": MANUAL,
    "house": HOUSE,
    "zero_seven_stacking": OFFICIAL.with_options(seven_swaps=True, zero_passes_hands=True, stacking="manual"),
    "buzzer_sequences": OFFICIAL.with_options(buzzer=True, sequences=True, interception="super"),
    "flip": OFFICIAL.with_options(edition=Edition.FLIP, seven_swaps=True),
    "minecraft_same_rank": OFFICIAL.with_options(edition=Edition.MINECRAFT, same_rank_play=True),
    "motu_advanced": OFFICIAL.with_options(edition=Edition.MOTU, stacking="house", advanced_responses=True),
    "no_mercy": for_edition(OFFICIAL, Edition.NO_MERCY),
}
# The reasons of No Mercy's own decisions: a bigger draw card on a stack, Discard All, the roulette's colour, a draw
# to the mercy limit, the 7 that must swap with no smaller hand to take.
NO_MERCY_REASONS = (
    ReasonKind.STACK_UP,
    ReasonKind.DISCARD_ALL,
    ReasonKind.ROULETTE_COLOUR,
    ReasonKind.MERCY_OUT,
    ReasonKind.SMALLEST_HAND,
)


class Compared(Strategy):
    """A hard bot, with beside it the hint for its seat: at each decision, both are asked and compared."""

    observes = True

    def __init__(self, seat: int, rng: random.Random, seen: list[tuple[Phase, Advice, Action | None]]) -> None:
        super().__init__(seat, rng)
        self.bot = HardStrategy(seat, rng)
        self.adviser = HardStrategy(seat, random.Random(seat))
        self.seen = seen

    def observe(self, events: Sequence[Event]) -> None:
        self.bot.observe(events)
        self.adviser.observe(events)

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
        advice = advise(self.adviser, view, legal)  # first: asking for a hint must not change the bot's play
        decision = self.bot.decide(view, legal)
        self.seen.append((view.phase, advice, None if decision is None else decision[0]))
        return decision


@pytest.mark.parametrize("mix", sorted(MIXES))
def test_the_hint_is_the_hard_bots_choice(mix: str) -> None:
    seen: list[tuple[Phase, Advice, Action | None]] = []
    for seed in range(25):
        players = 2 + seed % 3
        game = Game(players, MIXES[mix], seed=seed)
        bots = [Compared(seat, random.Random(seed * 10 + seat), seen) for seat in range(players)]
        game.start_round(0.0)
        play_round(game, bots)
    wrong = [(phase, advice.action, action) for phase, advice, action in seen if advice.action != action]
    assert wrong == []
    assert all(advice.reasons for _, advice, _ in seen)
    decided = [advice for _, advice, action in seen if action is not None]
    assert len(decided) > 800, len(decided)  # each mix hundreds of positions, thousands in all
    kinds = Counter(reason.kind for advice in decided for reason in advice.reasons)
    if mix == "zero_seven_stacking":
        assert kinds[ReasonKind.FEWER_CARDS] + kinds[ReasonKind.NOBODY_FEWER] > 0  # the 7's choice was advised
    if mix == "no_mercy":
        assert all(kinds[kind] > 0 for kind in NO_MERCY_REASONS), kinds
        # A Colour Roulette's colour is its victim's to name: the hint never promises one, and says who names it.
        roulettes = [a for a in decided if isinstance(a.action, Play) and a.action.card.kind == "wcr"]
        assert roulettes and all(ReasonKind.CHANGES_COLOUR not in {r.kind for r in a.reasons} for a in roulettes)
        assert kinds[ReasonKind.ROULETTE_VICTIM] > 0
    assert kinds[ReasonKind.HARD_BOTS_CHOICE] == 0  # every decision has reasons of its own


def test_every_decision_the_player_faces_is_advised() -> None:
    """Play, draw, pass, the wild's colour, the 7's swap, challenge or accept, stack or take: each comes up."""
    seen: list[tuple[Phase, Advice, Action | None]] = []
    rules = OFFICIAL.with_options(seven_swaps=True, stacking="manual", draw_penalty_skips_turn=False)
    for seed in range(12):
        game = Game(3, rules, seed=seed)
        game.start_round(0.0)
        play_round(game, [Compared(seat, random.Random(seed + seat), seen) for seat in range(3)])
    phases = {phase for phase, advice, action in seen if action is not None}
    assert {Phase.PLAY, Phase.DRAWN, Phase.PENALTY, Phase.CHOOSE_COLOUR, Phase.CHOOSE_SWAP} <= phases
    kinds = {reason.kind for _, advice, action in seen if action is not None for reason in advice.reasons}
    for kind in (ReasonKind.NOTHING_PLAYABLE, ReasonKind.COLOUR_COUNT, ReasonKind.STACK, ReasonKind.LIKELY_HONEST):
        assert kind in kinds, kind
