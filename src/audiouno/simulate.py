"""`audio-uno simulate`: bots-only rounds, headless, with a summary of who won and how fast it ran."""

from __future__ import annotations

import math
import random
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

from .bots import Strategy, make_strategy
from .bots.headless import play_round
from .engine import Game, RuleSet, hand_points
from .histogram import LogHistogram

Z95 = 1.959963984540054  # the normal quantile for a two-sided 95% interval


@dataclass
class SimulationResult:
    players: int
    bots: list[str]  # the strategy at each seat before any rotation
    games: int = 0
    seconds: float = 0.0
    turns: int = 0
    wins_by_seat: list[int] = field(default_factory=list)
    wins_by_bot: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    seat_games_by_bot: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    # Every decision's time, counted in bins: memory stays the same however many games are played.
    decision_seconds_by_bot: dict[str, LogHistogram] = field(default_factory=lambda: defaultdict(LogHistogram))

    def summary(self) -> dict[str, object]:
        """The JSON form `--json` prints."""
        rates = {name: self.wins_by_bot[name] / self.seat_games_by_bot[name] for name in self.seat_games_by_bot}
        return {
            "games": self.games,
            "players": self.players,
            "bots": self.bots,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 1) if self.seconds else None,
            "mean_turns": round(self.turns / self.games, 2) if self.games else None,
            "win_rate": [round(wins / self.games, 4) for wins in self.wins_by_seat] if self.games else [],
            "win_rate_by_bot": {name: round(rate, 4) for name, rate in rates.items()},
            "ci95_by_bot": {
                name: [round(bound, 4) for bound in wilson_interval(self.wins_by_bot[name], count)]
                for name, count in self.seat_games_by_bot.items()
            },
            "decision_ms_p99_by_bot": {
                name: round(times.percentile(99) * 1000, 3) for name, times in self.decision_seconds_by_bot.items()
            },
        }


def simulate(
    rules: RuleSet,
    bots: list[str],
    games: int,
    seed: int | None = None,
    rotate: bool = False,
    on_game: Callable[[], None] | None = None,
    on_round: Callable[[list[str], int, list[int]], None] | None = None,
) -> SimulationResult:
    """Play `games` rounds among `bots` (one strategy name per seat).

    With `rotate`, game g seats the strategies shifted by g places, cancelling the advantage of a seat. A bot's
    win rate is pooled over its seats: games won by the seats it played, divided by the seat-games it played.
    `on_game` is called after each game (a progress bar), `on_round` with the game's seating, its winner's seat
    and the points left in each hand (the bots' ratings are fitted on them).
    """
    players = len(bots)
    master = random.Random(seed)
    result = SimulationResult(players=players, bots=list(bots), wins_by_seat=[0] * players)
    start = time.perf_counter()
    timings: list[list[float]] = [[] for _ in range(players)]
    for number in range(games):
        shift = number % players if rotate else 0
        seating = bots[-shift:] + bots[:-shift] if shift else bots
        game = Game(players, rules, seed=master.getrandbits(64), record=False)
        strategies = [
            make_strategy(name, seat, random.Random(master.getrandbits(64))) for seat, name in enumerate(seating)
        ]
        game.start_round()
        play_round(game, strategies, timings=timings)
        winner = game.round_winner
        assert winner is not None, "play_round returns only once the round has a winner"
        result.wins_by_seat[winner] += 1
        result.wins_by_bot[seating[winner]] += 1
        for seat, name in enumerate(seating):
            result.seat_games_by_bot[name] += 1
            result.decision_seconds_by_bot[name].add(timings[seat])
            timings[seat].clear()
        result.turns += game.turns
        result.games += 1
        if on_round is not None:
            on_round(seating, winner, [hand_points(hand) for hand in game.hands])
        if on_game is not None:
            on_game()
    result.seconds = time.perf_counter() - start
    return result


@dataclass
class DuplicateResult:
    """Duplicate deals: each deal played once with the strategies in every rotation of the seats, so each one
    holds every hand of the deal once. The deal is the unit of chance: the share and its interval are taken over
    the deals, each scored by the first strategy's share of its rotations."""

    players: int
    bots: list[str]
    deals: int = 0
    seconds: float = 0.0
    scores: list[float] = field(default_factory=list)  # the first strategy's share of each deal's rounds
    decision_seconds: LogHistogram = field(default_factory=LogHistogram)  # the first strategy's decisions

    def share(self) -> tuple[float, float, float]:
        """The first strategy's share of the rounds, and the 95% interval of that share (normal, over deals)."""
        if len(self.scores) < 2:
            return (self.scores[0] if self.scores else 0.0, 0.0, 1.0)
        mean, low, high = mean_interval(self.scores)
        return (mean, max(0.0, low), min(1.0, high))


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """The mean of two values or more and its normal 95% interval: a share over deals, or the difference deal by
    deal between two strategies that played the same deals (paired, so the deals' own luck cancels)."""
    count = len(values)
    mean = sum(values) / count
    variance = sum((value - mean) ** 2 for value in values) / (count - 1)
    half = Z95 * math.sqrt(variance / count)
    return (mean, mean - half, mean + half)


def duplicate(
    rules: RuleSet,
    bots: list[str],
    deals: int,
    seed: int | None = None,
    make: Callable[[str, int, random.Random], Strategy] = make_strategy,
    on_deal: Callable[[DuplicateResult], None] | None = None,
) -> DuplicateResult:
    """Play `deals` deals among `bots` (one strategy name per seat), each in every rotation of the seats: the
    same shuffle, the same generator for each seat's bot, only who sits where changes. `make` builds a strategy
    (a benchmark's own budget); `on_deal` is called after each deal."""
    players = len(bots)
    master = random.Random(seed)
    result = DuplicateResult(players=players, bots=list(bots))
    start = time.perf_counter()
    first = bots[0]
    for _ in range(deals):
        deal_seed = master.getrandbits(64)
        bot_seeds = [master.getrandbits(64) for _ in range(players)]
        won = 0
        for shift in range(players):
            seating = bots[-shift:] + bots[:-shift] if shift else bots
            game = Game(players, rules, seed=deal_seed, record=False)
            strategies = [make(name, seat, random.Random(bot_seeds[seat])) for seat, name in enumerate(seating)]
            timings: list[list[float]] = [[] for _ in range(players)]
            game.start_round()
            play_round(game, strategies, timings=timings)
            won += seating[game.round_winner] == first  # type: ignore[index]
            for seat, name in enumerate(seating):
                if name == first:
                    result.decision_seconds.add(timings[seat])
        result.scores.append(won / players / bots.count(first))
        result.deals += 1
        if on_deal is not None:
            on_deal(result)
    result.seconds = time.perf_counter() - start
    return result


def wilson_interval(successes: int, trials: int) -> tuple[float, float]:
    """The Wilson score interval for a proportion at 95%."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + Z95**2 / trials
    centre = (p + Z95**2 / (2 * trials)) / denominator
    half = Z95 * math.sqrt(p * (1 - p) / trials + Z95**2 / (4 * trials**2)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))
