"""What the bots' tracker knows of other hands stays true through whole rounds: every card it has seen in a hand is
still in that hand, after 0s pass the hands on among those still in (players knocked out with the No Mercy deck,
their hands set aside, and players out of the match get none) and 7s swap them."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from audiouno.bots import make_strategy
from audiouno.bots.base import tell
from audiouno.bots.headless import play_round
from audiouno.bots.heuristic import HeuristicStrategy
from audiouno.bots.tracker import Tracker
from audiouno.engine import OFFICIAL, Edition, Game, Phase, RuleSet
from audiouno.engine.events import Event, HandsPassed, OutOfRound, PlayerEliminated
from audiouno.engine.rules import SPECS, for_edition

NO_MERCY = for_edition(OFFICIAL, Edition.NO_MERCY)
# The mercy option alone, on the classic deck: those out at the limit are passed round with the rest.
MERCY_OPTION = OFFICIAL.with_options(
    zero_passes_hands=True,
    seven_swaps=True,
    stacking="manual",
    max_hand=SPECS["max_hand"].range.low,  # type: ignore[union-attr]
)
ELIMINATION = OFFICIAL.with_options(zero_passes_hands=True, seven_swaps=True, scoring="elimination", target_score=150)


def _play_checking_trackers(rules: RuleSet, players: int, seed: int, rounds: int) -> tuple[int, int]:
    """Plays `rounds` rounds of hard bots, checking after every step that each tracker's seen cards are in the hands
    it places them in. Returns how many 0s passed the hands while someone sat out, and how many checks were made."""
    rng = random.Random(seed)
    bots = [make_strategy("hard", seat, random.Random(rng.getrandbits(32))) for seat in range(players)]
    trackers = [bot.tracker for bot in bots if isinstance(bot, HeuristicStrategy)]
    game = Game(players, rules, seed=seed)
    sat_out: set[int] = set()
    eliminated: set[int] = set()
    passes_round_a_gap = checks = 0

    def check(events: Sequence[Event]) -> None:
        nonlocal passes_round_a_gap, checks
        for event in events:
            if isinstance(event, OutOfRound):
                sat_out.add(event.player)
            elif isinstance(event, PlayerEliminated):
                eliminated.add(event.player)
            elif isinstance(event, HandsPassed) and (sat_out or eliminated):
                passes_round_a_gap += 1
        for tracker in trackers:
            for seat, cards in tracker.seen.items():
                missing = [card for card in cards if card not in game.hands[seat]]
                assert not missing, f"seat {tracker.seat} places {missing} in seat {seat}'s hand"
                checks += 1

    for _ in range(rounds):
        if game.phase is Phase.MATCH_OVER:
            break
        sat_out.clear()
        tell(bots, game.start_round())
        play_round(game, bots, on_step=check)
    return passes_round_a_gap, checks


@pytest.mark.parametrize(("rules", "players"), [(NO_MERCY, 5), (NO_MERCY, 6), (MERCY_OPTION, 6), (ELIMINATION, 5)])
def test_what_a_tracker_has_seen_in_a_hand_is_in_that_hand(rules: RuleSet, players: int) -> None:
    gaps = checks = 0
    for seed in range(8):
        passed, checked = _play_checking_trackers(rules, players, seed, rounds=6)
        gaps += passed
        checks += checked
    assert gaps > 0 and checks > 0  # the case at stake came up: hands passed while a seat sat out


def _public(tracker: Tracker) -> tuple[object, ...]:
    lacks = {seat: colours for seat, colours in tracker.lacks.items() if colours}
    return (tracker.colour, lacks, tracker.draw_four_by, tracker.colour_before_draw_four, tracker.out_of_round)


@pytest.mark.parametrize(("rules", "players"), [(OFFICIAL, 4), (MERCY_OPTION, 5)])
def test_what_one_seat_hands_another_is_what_that_seat_knows_itself(rules: RuleSet, players: int) -> None:
    """The expert's playouts give each player a tracker made from the expert's own (`public_for`): at every step of
    whole rounds, it knows what that player's own tracker knows of the table, and no card seen in a hand."""
    bots = [make_strategy("hard", seat, random.Random(seat)) for seat in range(players)]
    trackers = [bot.tracker for bot in bots if isinstance(bot, HeuristicStrategy)]
    game = Game(players, rules, seed=5)
    compared = 0

    def compare(events: Sequence[Event]) -> None:
        nonlocal compared
        for seat in range(1, players):
            handed = trackers[0].public_for(seat)
            assert _public(handed) == _public(trackers[seat]) and not handed.seen
            compared += 1

    for _ in range(3):
        tell(bots, game.start_round())
        play_round(game, bots, on_step=compare)
    assert compared > 100
