"""How much of the other players' hands the expert's worlds guess right: over seeded rounds of hard bots under the
official rules, at each turn of the watching seat, worlds are dealt (`determinise.sample_world`) and each other
player's hand in them is compared with the real one, face by face. The figure is the share of a real hand's faces
that a world deals it, in three ways of dealing: from the cards seen alone; with what players who drew could not
have held (`knowledge.Lack`); and with the hands judged against the cards the hard bots chose (`expert.hindsight`).
It measures what the search's worlds know, with far less noise than a win rate over the same hours; the time a
world takes is printed too (processor time, each way).

    python benchmarks/world_guess.py [--rounds 150] [--worlds 4]
"""

from __future__ import annotations

import argparse
import copy
import random
import time
from collections.abc import Sequence

from audiouno.bots.determinise import sample_world
from audiouno.bots.expert import hindsight
from audiouno.bots.headless import play_round
from audiouno.bots.heuristic import HardStrategy
from audiouno.bots.knowledge import Knowledge
from audiouno.engine import OFFICIAL, Game, PlayerView, redact
from audiouno.engine.events import Event

WAYS = ("cards seen alone", "and what drawing players lacked", "and the hard bots' choices")


class Tally:
    """For each way of dealing: the shares of real hands' faces the worlds dealt right, and the worlds' time."""

    def __init__(self) -> None:
        self.right = dict.fromkeys(WAYS, 0.0)
        self.seconds = dict.fromkeys(WAYS, 0.0)
        self.hands = self.worlds = 0

    def judge(self, game: Game, view: PlayerView, knowledge: Knowledge, rng: random.Random, worlds: int) -> None:
        """Worlds dealt each way for the watching seat, each hand in them against the real one."""
        seen_alone = copy.copy(knowledge)
        seen_alone.lacking = {}
        ways = ((seen_alone, None), (knowledge, None), (knowledge, hindsight(knowledge)))
        for way, (known, plausible) in zip(WAYS, ways, strict=True):
            for _ in range(worlds):
                start = time.process_time()
                world = sample_world(view, known, rng, plausible)
                self.seconds[way] += time.process_time() - start
                for player in range(1, game.players):
                    real = {card.kind for card in game.hands[player]}
                    self.right[way] += sum(card.kind in real for card in world.hands[player]) / max(1, len(real))
        self.hands += worlds * (game.players - 1)
        self.worlds += worlds


def watch_round(players: int, seed: int, worlds: int, tally: Tally) -> None:
    """A round of hard bots, seat 0 watching as at the table and judged at each of its turns."""
    game = Game(players, OFFICIAL, seed=seed)
    bots = [HardStrategy(seat, random.Random(seed * 100 + seat)) for seat in range(players)]
    knowledge = Knowledge(0)
    knowledge.players = players
    view = PlayerView(game, 0)
    rng = random.Random(seed)

    def watch(events: Sequence[Event]) -> None:
        knowledge.observe([redact(event, 0) for event in events])
        knowledge.sync(view)
        if game.in_round and game.decider == 0:
            tally.judge(game, view, knowledge, rng, worlds)

    watch(game.start_round())
    play_round(game, bots, on_step=watch)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=150)
    parser.add_argument("--worlds", type=int, default=4, help="worlds dealt each way at each turn")
    args = parser.parse_args()
    for players in (2, 4):
        tally = Tally()
        for seed in range(args.rounds):
            watch_round(players, seed, args.worlds, tally)
        for way in WAYS:
            share, micros = tally.right[way] / tally.hands, tally.seconds[way] / tally.worlds * 1e6
            print(f"{players} players, {way}: {share:.1%} of a hand's faces right, {micros:.0f} us a world")


if __name__ == "__main__":
    main()
