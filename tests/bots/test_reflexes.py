"""Human-like reaction times (bots/reflexes.py)."""

from __future__ import annotations

import random
import statistics

import pytest

from audiouno.bots.reflexes import EASY, HARD, MIN_TIMES, NORMAL, RECENT_TIMES, Reflexes, fitted


@pytest.mark.parametrize(("reflexes", "low", "high"), [(HARD, 0.19, 0.30), (NORMAL, 0.21, 0.37), (EASY, 0.27, 0.52)])
def test_buzzer_reflexes_match_the_documented_ranges(reflexes, low: float, high: float) -> None:
    rng = random.Random(5)
    times = [reflexes.simple(rng) for _ in range(4000)]
    deciles = statistics.quantiles(times, n=10)
    assert low <= statistics.median(times) <= high
    assert deciles[0] > low - 0.05 and deciles[-1] < high + 0.1
    assert min(times) >= reflexes.floor


def test_stronger_bots_are_faster() -> None:
    rng = random.Random(6)
    means = [statistics.fmean(r.simple(rng) for _ in range(2000)) for r in (HARD, NORMAL, EASY)]
    assert means == sorted(means)


def test_bots_follow_a_players_own_times_once_enough_are_known() -> None:
    """Below MIN_TIMES the strength's default; then a normal bot takes the player's times, an easy one 30% longer,
    a hard one 20% less."""
    assert fitted("normal", [0.4] * (MIN_TIMES - 1)) is NORMAL
    rng = random.Random(7)
    times = [0.4] * MIN_TIMES
    medians = {
        strength: statistics.median(fitted(strength, times).simple(rng) for _ in range(2000))
        for strength in ("easy", "normal", "hard")
    }
    assert medians["normal"] == pytest.approx(0.4, rel=0.02)
    assert medians["easy"] == pytest.approx(0.52, rel=0.02) and medians["hard"] == pytest.approx(0.32, rel=0.02)


def test_the_expert_races_as_the_hard_bot() -> None:
    """Its search is for its turns; its reflexes are the hard bot's, at first and fitted to the player's times."""
    assert fitted("expert", []) is HARD
    times = [0.4] * MIN_TIMES
    assert fitted("expert", times) == fitted("hard", times)


@pytest.mark.parametrize("mean", [0.25, 0.4])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_against_normal_bots_a_listener_is_last_about_one_race_in_n(mean: float, players: int) -> None:
    """Whatever the listener's speed, once the bots follow their times: last in a race of N about 1 time in N."""
    rng = random.Random(players)
    listener = Reflexes(mu=0.8 * mean, sigma=0.1 * mean, tau=0.2 * mean, recognition=0.0)
    bots = fitted("normal", [listener.simple(rng) for _ in range(RECENT_TIMES)])
    races = 3000
    lost = sum(listener.simple(rng) > max(bots.simple(rng) for _ in range(players - 1)) for _ in range(races))
    assert lost / races == pytest.approx(1 / players, abs=0.04)
