"""Invariants over thousands of random games, under random combinations of every rule option."""

from __future__ import annotations

import hashlib
import itertools
import os
import random
import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from audiouno.bots import make_strategy
from audiouno.bots.headless import play_round
from audiouno.engine import OFFICIAL, OPTIONS, PRESETS, Edition, Game, Phase, RuleSet
from audiouno.engine.events import (
    CardPlayed,
    DirectionChanged,
    Event,
    EveryoneSkipped,
    InterceptionFailed,
    PlayerSkipped,
    PlayMode,
    RoundEnded,
    TurnStarted,
)
from audiouno.engine.rules import for_edition, without_refused

MAX_STEPS = 200_000  # random play under some rule sets (Greyskull, 7 swaps) wanders for 25,000 steps
# Values tried for the options that take a number (the others list their choices).
NUMBER_VALUES = {
    "uno_penalty": (2, 4),
    "target_score": (500,),
    "round_limit": (0, 1),
    "interception_penalty_points": (0, 3),
    "slap_penalty": (0, 2),
    "wrong_play_penalty": (0, 2),
    "turn_timer_s": (0, 0, 5, 30),  # issue 22: off half the time; 5 s is shorter than some random bots' waits
    "hand_size": (3, 7, 15),
    "draw_limit": (0, 2),
    "free_draws": (0, 1, 3),
    "max_hand": (0, 10, 25),
}


@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    changes = {}
    for option in OPTIONS:
        if option.choices:
            changes[option.name] = draw(st.sampled_from(option.choices))
        elif option.name in ("buzzer_ms", "slap_ms"):
            # Shorter than the random bots' reflexes, nobody ever presses in time, everyone draws at every buzzer
            # and a round can grow without end: a table choice, not an engine fault.
            changes[option.name] = draw(st.sampled_from((1500, 3000)))
        elif option.name.endswith("_ms"):
            changes[option.name] = draw(st.sampled_from((option.range.low, 3000)))  # type: ignore[union-attr]
        else:
            changes[option.name] = draw(st.sampled_from(NUMBER_VALUES[option.name]))
    if changes["max_hand"] and changes["max_hand"] <= changes["hand_size"]:
        changes["max_hand"] = 25  # the mercy limit is above the deal
    return without_refused(RuleSet(**changes))  # a deck's refused options are off (the lobby refuses them)


class InvariantChecker:
    """Checks every step of a round: cards conserved, turn order, scores, and that the decider can act."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.steps = 0
        self.base: int | None = None  # whose turn the next turn follows from
        self.skips = 0
        self.totals_before = list(game.totals)
        self.penalty_points = [0] * game.players
        self.deck_ids = set(map(id, game.deck))  # a two-sided card counts by its light face
        self.check_cards()

    def __call__(self, events: list[Event]) -> None:
        self.steps += 1
        assert self.steps < MAX_STEPS, "the round never ended"
        self.check_cards()
        for event in events:
            self.check_event(event)
        game = self.game
        if game.decider is not None and game.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            assert game.legal_actions(game.decider), f"the decider has no legal action in {game.phase}"
        if game.phase is Phase.REACTION:
            assert game.next_deadline() is not None

    def check_cards(self) -> None:
        game = self.game
        # With the No Mercy deck a knocked-out hand is set aside until the pile runs out.
        places = [card for hand in game.hands for card in hand] + game.draw_pile + game.discard + game.set_aside
        assert all(card.dark is game.dark for card in places), "every card shows the side in play"
        assert len(places) == len(self.deck_ids)
        assert {id(card.other if card.dark else card) for card in places} == self.deck_ids

    def check_event(self, event: Event) -> None:
        game = self.game
        if type(event) is TurnStarted:
            if self.base is not None:
                # Stepping over anyone out of the round at the mercy limit, and over seats out of the match.
                expected = game.next_seat(self.base, 1 + self.skips)
                assert event.player == expected, f"turn went to {event.player}, expected {expected}"
            self.base, self.skips = event.player, 0
        elif type(event) is EveryoneSkipped:
            self.skips += len(event.skipped)  # round the table, back to the one who played it
        elif type(event) is PlayerSkipped and (event.player != self.base or self.skips):
            # (A player who loses their own turn, after a challenge or a penalty, skips nobody; one whose turn came
            # round again once the others were skipped, after a Wild Reverse Draw Four between two, loses it.)
            self.skips += 1
        elif type(event) is EveryoneSkipped:
            assert self.base in (event.player, None) and not game.eliminated & set(event.skipped)
            assert len(event.skipped) <= game.players_in - 1  # fewer with anyone out of the round (the mercy rule)
            self.skips += len(event.skipped)
        elif type(event) is DirectionChanged:
            assert event.direction == game.direction
        elif type(event) is CardPlayed and event.mode is PlayMode.INTERCEPTION:
            self.base, self.skips = event.player, 0
        elif type(event) is InterceptionFailed:
            self.penalty_points[event.player] += event.penalty_points
        elif type(event) is RoundEnded:
            self.check_scores(event)

    def check_scores(self, ended: RoundEnded) -> None:
        game = self.game
        hands = tuple(sum(card.points for card in hand) for hand in game.hands)
        assert ended.hand_points == hands
        last_in = all(game.out_of_round[seat] for seat in range(game.players) if seat != ended.winner)
        if not ended.blocked and not last_in:
            assert not game.hands[ended.winner]
        knocked_out = game.rules.edition is Edition.NO_MERCY
        # A player knocked out with the No Mercy deck holds nothing (the hand was set aside) and counts 250.
        charged = tuple(250 if knocked_out and game.out_of_round[seat] else hands[seat] for seat in range(game.players))
        assert not any(game.hands[seat] for seat in range(game.players) if knocked_out and game.out_of_round[seat])
        if game.rules.scoring == "winner_takes":
            assert ended.round_scores[ended.winner] == sum(charged) - charged[ended.winner]
            assert sum(ended.round_scores) == ended.round_scores[ended.winner]
            sign = -1
        else:
            assert ended.round_scores == charged
            sign = 1
        for seat in range(game.players):
            expected = self.totals_before[seat] + ended.round_scores[seat] + sign * self.penalty_points[seat]
            assert ended.totals[seat] == expected


def play_checked(game: Game, seed: int) -> InvariantChecker:
    rng = random.Random(seed)
    bots = [make_strategy("random", seat, random.Random(rng.getrandbits(32))) for seat in range(game.players)]
    game.start_round()
    checker = InvariantChecker(game)
    play_round(game, bots, on_step=checker)
    assert game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    return checker


def test_official_games_keep_every_invariant() -> None:
    for seed in range(1500):
        play_checked(Game(2 + seed % 4, OFFICIAL, seed=seed), seed)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets(), players=st.integers(2, 10), seed=st.integers(0, 2**32))
def test_any_combination_of_options_keeps_every_invariant(rules: RuleSet, players: int, seed: int) -> None:
    play_checked(Game(players, rules, seed=seed), seed)


def test_flip_games_keep_every_invariant() -> None:
    """A thousand seeded rounds on the two-sided deck, under each preset: every card is in one place and shows
    the side in play, turns go round as the cards say, and the score is the side's."""
    for seed in range(1000):
        rules = without_refused(list(PRESETS.values())[seed % 3].with_options(edition=Edition.FLIP))
        play_checked(Game(2 + seed % 5, rules, seed=seed), seed)


def test_no_mercy_games_keep_every_invariant() -> None:
    """A thousand seeded rounds on the No Mercy deck, under each preset with the deck's defaults: every card in
    one place, turns round as the cards say (Skip Everyone, the roulette, the Wild Reverse Draw Four), scores."""
    for seed in range(1000):
        rules = for_edition(list(PRESETS.values())[seed % 3], Edition.NO_MERCY)
        play_checked(Game(2 + seed % 6, rules, seed=seed), seed)


def test_a_match_runs_rounds_until_someone_reaches_the_target() -> None:
    rules = OFFICIAL.with_options(target_score=300, scoring="penalty")
    game = Game(3, rules, seed=11)
    rng = random.Random(11)
    bots = [make_strategy("random", seat, random.Random(rng.getrandbits(32))) for seat in range(3)]
    dealers = []
    while game.phase is not Phase.MATCH_OVER:
        game.start_round()
        dealers.append(game.dealer)
        play_round(game, bots)
    assert len(dealers) > 1
    assert all(b == (a + 1) % 3 for a, b in itertools.pairwise(dealers))
    assert max(game.totals) >= 300
    assert game.winners == tuple(seat for seat in range(3) if game.totals[seat] == min(game.totals))


def _log_digest(seed: int, rules: RuleSet) -> str:
    game = Game(4, rules, seed=seed)
    rng = random.Random(seed)
    bots = [make_strategy("random", seat, random.Random(rng.getrandbits(32))) for seat in range(4)]
    game.start_round()
    play_round(game, bots)
    assert game.log is not None
    return hashlib.sha256(repr(game.log).encode()).hexdigest()


def test_same_seed_same_event_log() -> None:
    rules = OFFICIAL.with_options(stacking="house", interception="jump_in", buzzer=True, seven_swaps=True)
    assert _log_digest(5, rules) == _log_digest(5, rules)
    assert _log_digest(5, rules) != _log_digest(6, rules)


def test_same_seed_same_event_log_across_processes() -> None:
    """Nothing may depend on hash order or object addresses: two interpreters with different hash seeds agree."""
    src = Path(__file__).resolve().parents[2] / "src"
    code = (
        "import sys, random, hashlib\n"
        "from audiouno.engine import Game, OFFICIAL\n"
        "from audiouno.bots import make_strategy\n"
        "from audiouno.bots.headless import play_round\n"
        "rules = OFFICIAL.with_options(stacking='house', interception='super', zero_passes_hands=True)\n"
        "game = Game(3, rules, seed=42); rng = random.Random(42)\n"
        "bots = [make_strategy('random', s, random.Random(rng.getrandbits(32))) for s in range(3)]\n"
        "game.start_round(); play_round(game, bots)\n"
        "print(hashlib.sha256(repr(game.log).encode()).hexdigest())\n"
    )
    digests = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={**os.environ, "PYTHONPATH": str(src), "PYTHONHASHSEED": str(hash_seed)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for hash_seed in (1, 2)
    }
    assert len(digests) == 1
