"""Random-play actions and rounds per second, with the event log on, for 2 and 4 players.

    python benchmarks/engine_speed.py [--games 1000] [--repeats 5]
    python benchmarks/engine_speed.py --instructions [--games 200]

Each figure is the best of several batches, because this machine shares its cores and single
batches vary by ±30%. If RLCard (the reference named in the engine issue) is importable, its bare UNO game
is timed in the same way, alternating with ours, and the ratios are printed: `pip install rlcard==1.2.0` in a
separate venv and run this script with that venv's Python plus `PYTHONPATH=src`.

An action is one move a player makes: a `Game.apply` here (UNO calls and catches included), a `UnoGame.step` in
RLCard. The two rounds differ in length (other rules, other random players), so actions per second compares the
engines move for move, and rounds per second whole games. Our actions are counted in a separate, untimed run of
the same seeded batch, so counting costs the timed one nothing.

Wall-clock figures swing on a shared machine; instruction counts do not. `--instructions` counts the CPU
instructions per round under valgrind's callgrind (Debian's `valgrind`): each batch runs once with `--games`
rounds and once with none, and the difference is divided by the rounds, so start-up and imports drop out.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

from audiouno.bots import make_strategy
from audiouno.bots.headless import play_round
from audiouno.engine import OFFICIAL, Game
from audiouno.engine.events import Event


class Speed:
    """One batch's figures: rounds and actions, per second."""

    def __init__(self, rounds: int, actions: int, seconds: float) -> None:
        self.rounds = rounds / seconds
        self.actions = actions / seconds


Batch = Callable[[int, int, int], Speed]


def _audio_uno_rounds(players: int, games: int, seed: int, apply: Callable[[Game], None] | None = None) -> float:
    """Seconds that `games` random rounds take through headless play (bots/headless.py), log on."""
    master = random.Random(seed)
    start = time.perf_counter()
    for _ in range(games):
        game = Game(players, OFFICIAL, seed=master.getrandbits(64), record=True)
        bots = [make_strategy("random", seat, random.Random(master.getrandbits(64))) for seat in range(players)]
        if apply is not None:
            apply(game)
        game.start_round()
        play_round(game, bots)
    return time.perf_counter() - start


def audio_uno_batch(players: int, games: int, seed: int) -> Speed:
    """A timed batch, then the same batch again, untimed, counting the actions applied."""
    seconds = _audio_uno_rounds(players, games, seed)
    actions = 0

    def counted(game: Game) -> None:
        apply = game.apply

        def counting(*args: Any, **kwargs: Any) -> list[Event]:
            nonlocal actions
            actions += 1
            return apply(*args, **kwargs)

        game.apply = counting  # type: ignore[method-assign]

    _audio_uno_rounds(players, games, seed, counted)
    return Speed(games, actions, seconds)


def rlcard_batch_factory() -> Batch | None:
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None

    def batch(players: int, games: int, seed: int) -> Speed:
        game = UnoGame(num_players=players)
        game.np_random = np.random.RandomState(seed)
        choose = np.random.RandomState(seed + 1)
        actions = 0
        start = time.perf_counter()
        for _ in range(games):
            game.init_game()
            while not game.is_over():
                legal = game.get_legal_actions()
                game.step(legal[choose.randint(len(legal))])
                actions += 1
        return Speed(games, actions, time.perf_counter() - start)

    return batch


def instructions(engine: str, players: int, games: int) -> int:
    """CPU instructions that `games` rounds take, start-up excluded."""

    def count(rounds: int) -> int:
        command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, __file__]
        command += ["--play", engine, "--players", str(players), "--games", str(rounds)]
        done = subprocess.run(
            command, env={**os.environ, "PYTHONHASHSEED": "0"}, capture_output=True, text=True, check=True
        )
        collected = re.search(r"Collected : (\d+)", done.stderr)
        if collected is None:
            raise RuntimeError(f"callgrind printed no count:\n{done.stderr}")
        return int(collected.group(1))

    return count(games) - count(0)


def count_instructions(games: int, with_rlcard: bool) -> None:
    for players in (2, 4):
        ours = instructions("audio-uno", players, games) / games
        line = f"{players} players: audio-uno {ours / 1e6:.2f} M instructions per round"
        if with_rlcard:
            theirs = instructions("rlcard", players, games) / games
            line += f", RLCard {theirs / 1e6:.2f} M, ratio {theirs / ours:.2f}"
        print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="rounds per batch")
    parser.add_argument("--repeats", type=int, default=5, help="batches per figure; the best one counts")
    parser.add_argument("--instructions", action="store_true", help="count instructions per round (valgrind)")
    parser.add_argument("--play", choices=("audio-uno", "rlcard"), help=argparse.SUPPRESS)  # one batch, for valgrind
    parser.add_argument("--players", type=int, default=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    rlcard = rlcard_batch_factory()
    if args.play:
        batch = audio_uno_batch if args.play == "audio-uno" else rlcard
        assert batch is not None
        batch(args.players, args.games, 0)
        return
    if args.instructions:
        count_instructions(args.games, rlcard is not None)
        return
    for players in (2, 4):
        ours: list[Speed] = []
        theirs: list[Speed] = []
        for repeat in range(args.repeats):
            ours.append(audio_uno_batch(players, args.games, repeat))
            if rlcard is not None:
                theirs.append(rlcard(players, args.games, repeat))
        for figure in ("actions", "rounds"):
            best = max(getattr(speed, figure) for speed in ours)
            line = f"{players} players: audio-uno {best:,.0f} {figure}/s"
            if theirs:
                best_theirs = max(getattr(speed, figure) for speed in theirs)
                line += f", RLCard {best_theirs:,.0f} {figure}/s, ratio {best / best_theirs:.2f}"
            print(line)
    if rlcard is None:
        print("(RLCard not importable: its figure is skipped)")


if __name__ == "__main__":
    main()
