"""Random-play actions and rounds per second, with the event log on, for 2 and 4 players.

    python benchmarks/engine_speed.py [--games 1000] [--repeats 5]
    python benchmarks/engine_speed.py --instructions [--misses] [--games 300]

Each figure is the best of several batches, because this machine shares its cores and single
batches vary by ±30%. If RLCard (the reference named in the engine issue) is importable, its bare UNO game
is timed in the same way, alternating with ours, and the ratios are printed: `pip install -e '.[bench]'` installs
it (RLCard 1.2.0, for this benchmark only). `ratio(players, games, repeats)` gives the engine-alone ratio to a
script that checks it.

An action is one move a player makes: a `Game.apply` here (UNO calls and catches included), a `UnoGame.step` in
RLCard. The two rounds differ in length (other rules, other random players), so actions per second compares the
engines move for move, and rounds per second whole games. Our actions are counted in a separate, untimed run of the
same seeded batch, so counting costs the timed one nothing. RLCard's batch times its game alone, with no players but
a random pick from its legal list, made with Python's generator as ours are; ours goes through the bots and their
scheduler (`bots/headless.py`), which ask each bot through its view and plan in virtual time. A third line times our
engine alone, driven as RLCard's is (`engine_batch`), so the two engines are also compared like for like.

Wall-clock figures swing on a shared machine; instruction counts hardly do. `--instructions` counts the CPU
instructions per round and per action under valgrind's callgrind (Debian's `valgrind`): each batch runs once
with `--games` rounds and once with none, and the difference is divided by the rounds (and by the actions, counted
in a run of its own), so start-up and imports drop out. A count still moves by about 1% from run to run, as
the addresses the system gives the process change which cards' identity hashes collide in the sets: compare the
mean of a few runs. With `--misses` the counting is cachegrind's, with its simulated caches of this processor's
sizes, and each line adds the first-level misses per action, of instructions and of data. They tell why the clock
gives less than the count: an action of ours misses about as often as one of RLCard's, in fewer instructions, and a
miss the second-level cache serves takes about as long as a few dozen instructions.
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
from audiouno.engine import OFFICIAL, Game, Play
from audiouno.engine.events import Event


class Speed:
    """One batch: how many rounds and actions, in how many seconds."""

    def __init__(self, rounds: int, actions: int, seconds: float) -> None:
        self.count = {"rounds": rounds, "actions": actions}
        self.seconds = seconds

    def per_second(self, figure: str) -> float:
        return self.count[figure] / self.seconds


Batch = Callable[[int, int, int], Speed]
BOTS = "random bots through headless play"
ALONE = "the engine alone, driven as RLCard's is"


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
    return Speed(games, audio_uno_actions(players, games, seed), _audio_uno_rounds(players, games, seed))


def audio_uno_actions(players: int, games: int, seed: int) -> int:
    """How many actions the batch applies."""
    actions = 0

    def counted(game: Game) -> None:
        apply = game.apply

        def counting(*args: Any, **kwargs: Any) -> list[Event]:
            nonlocal actions
            actions += 1
            return apply(*args, **kwargs)

        game.apply = counting  # type: ignore[method-assign]

    _audio_uno_rounds(players, games, seed, counted)
    return actions


def engine_batch(players: int, games: int, seed: int) -> Speed:
    """The engine alone, driven the way RLCard's batch drives its game: whoever decides picks uniformly among
    the cards they may play, or among their other actions when they have none (RLCard's list offers the draw
    only then); no bots, no scheduler, nobody acting out of turn. Windows close as the virtual clock passes them."""
    deals = random.Random(seed)  # one generator for the batch's deals, as RLCard's batch has one for its games
    choose = random.Random(seed + 1)
    actions = 0
    start = time.perf_counter()
    for _ in range(games):
        game = Game(players, OFFICIAL, rng=deals, record=True)
        game.start_round()
        now = 0.0
        while game.in_round:
            seat = game.decider
            if seat is None:  # a race, which nobody presses here: it closes at its deadline
                now = game.next_deadline() or now
                game.advance(now)
                continue
            legal = game.legal_actions(seat)
            plays = [action for action in legal if type(action) is Play] or legal
            game.apply(seat, plays[int(choose.random() * len(plays))], now)
            now += 1.0
            actions += 1
    return Speed(games, actions, time.perf_counter() - start)


def best(speeds: list[Speed], figure: str) -> float:
    """The best batch's figure per second: the one the machine's other load disturbed least."""
    return max(speed.per_second(figure) for speed in speeds)


def ratio(players: int, games: int, repeats: int) -> float | None:
    """The engine alone against RLCard's game in actions per second, best batch against best batch over `repeats`
    batches of `games` rounds, the two alternating as in `main`; None when RLCard is not importable."""
    rlcard = rlcard_batch_factory()
    if rlcard is None:
        return None
    alone: list[Speed] = []
    theirs: list[Speed] = []
    for repeat in range(repeats):
        alone.append(engine_batch(players, games, repeat))
        theirs.append(rlcard(players, games, repeat))
    return best(alone, "actions") / best(theirs, "actions")


def rlcard_batch_factory() -> Batch | None:
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None

    def batch(players: int, games: int, seed: int) -> Speed:
        game = UnoGame(num_players=players)
        game.np_random = np.random.RandomState(seed)
        # The pick made as `engine_batch` makes it: numpy's scalar `randint` costs 1.1 microseconds a call, about
        # a fifth of an RLCard action, which the comparison of the two engines would count against RLCard.
        choose = random.Random(seed + 1)
        actions = 0
        start = time.perf_counter()
        for _ in range(games):
            game.init_game()
            while not game.is_over():
                legal = game.get_legal_actions()
                game.step(legal[int(choose.random() * len(legal))])
                actions += 1
        return Speed(games, actions, time.perf_counter() - start)

    return batch


# What valgrind prints of a run, by the figure it gives: callgrind counts instructions alone; cachegrind, with its
# simulated caches (this processor's sizes), also the first-level misses, of instructions and of data.
CALLGRIND = ("valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null")
CACHEGRIND = ("valgrind", "--tool=cachegrind", "--cache-sim=yes", "--cachegrind-out-file=/dev/null")
COUNTED = {
    CALLGRIND: {"instructions": r"Collected : ([\d,]+)"},
    CACHEGRIND: {
        "instructions": r"I\s+refs:\s+([\d,]+)",
        "instruction misses": r"I1\s+misses:\s+([\d,]+)",
        "data misses": r"D1\s+misses:\s+([\d,]+)",
    },
}


def instructions(engine: str, players: int, games: int, misses: bool = False) -> tuple[dict[str, int], int]:
    """CPU instructions that `games` rounds take, start-up excluded, and the actions those rounds apply; with
    `misses`, the first-level cache misses too (the instructions a run executes say less of its time when it misses
    the caches more often for each of them)."""

    def play(rounds: int, *tool: str) -> subprocess.CompletedProcess[str]:
        command = [*tool, sys.executable, __file__, "--play", engine, "--players", str(players), "--games", str(rounds)]
        command += [] if tool else ["--count-actions"]
        # One OpenBLAS thread: RLCard imports numpy, whose idle threads would add a varying count to every run.
        env = {**os.environ, "PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1"}
        return subprocess.run(command, env=env, capture_output=True, text=True, check=True)

    tool = CACHEGRIND if misses else CALLGRIND

    def count(rounds: int) -> dict[str, int]:
        printed = play(rounds, *tool).stderr
        counts: dict[str, int] = {}
        for name, pattern in COUNTED[tool].items():
            match = re.search(pattern, printed)
            if match is None:
                raise RuntimeError(f"valgrind printed no count of {name}:\n{printed}")
            counts[name] = int(match.group(1).replace(",", ""))
        return counts

    actions = int(play(games).stdout.split()[-1])  # the same rounds, counted outside valgrind
    full, none = count(games), count(0)
    return {name: full[name] - none[name] for name in full}, actions


def count_instructions(games: int, with_rlcard: bool, misses: bool) -> None:
    """Instructions per round and per action, through the bots and the engine alone, against RLCard's; with
    `misses`, the first-level cache misses per action as well."""
    for players in (2, 4):
        theirs, their_actions = instructions("rlcard", players, games, misses) if with_rlcard else ({}, 0)
        for engine, what in (("audio-uno", BOTS), ("engine", ALONE)):
            ours, our_actions = instructions(engine, players, games, misses)
            mine, other = ours["instructions"], theirs.get("instructions", 0)
            line = f"{players} players, {what}: audio-uno {mine / games / 1e6:.2f} M instructions per round"
            line += f", {mine / our_actions:,.0f} per action"
            if with_rlcard:
                line += f"; RLCard {other / games / 1e6:.2f} M per round, {other / their_actions:,.0f} per action"
                per_action = other / their_actions / (mine / our_actions)
                line += f"; ratio {other / mine:.2f} per round, {per_action:.2f} per action"
            for figure in ("instruction misses", "data misses") if misses else ():
                line += f"\n  {figure} per action: audio-uno {ours[figure] / our_actions:,.0f}"
                line += f", RLCard {theirs[figure] / their_actions:,.0f}" if with_rlcard else ""
            print(line, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="rounds per batch")
    parser.add_argument("--repeats", type=int, default=5, help="batches per figure; the best one counts")
    parser.add_argument("--instructions", action="store_true", help="count instructions per round (valgrind)")
    parser.add_argument("--misses", action="store_true", help="with --instructions, first-level cache misses too")
    parser.add_argument("--play", choices=("audio-uno", "engine", "rlcard"), help=argparse.SUPPRESS)  # one batch
    parser.add_argument("--players", type=int, default=2, help=argparse.SUPPRESS)
    parser.add_argument("--count-actions", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.misses and not args.instructions:
        parser.error("--misses counts with --instructions")
    rlcard = rlcard_batch_factory()
    if args.play:  # one batch for valgrind to count, or (--count-actions) the number of its actions
        if args.play == "audio-uno":
            if args.count_actions:
                print(audio_uno_actions(args.players, args.games, 0))
            else:
                _audio_uno_rounds(args.players, args.games, 0)
        else:
            batch = engine_batch if args.play == "engine" else rlcard
            assert batch is not None
            print(batch(args.players, args.games, 0).count["actions"])
        return
    if args.instructions:
        count_instructions(args.games, rlcard is not None, args.misses)
        return
    for players in (2, 4):
        ours: list[Speed] = []
        theirs: list[Speed] = []
        alone: list[Speed] = []
        for repeat in range(args.repeats):
            ours.append(audio_uno_batch(players, args.games, repeat))
            alone.append(engine_batch(players, args.games, repeat))
            if rlcard is not None:
                theirs.append(rlcard(players, args.games, repeat))
        for what, speeds, figure in ((BOTS, ours, "actions"), (BOTS, ours, "rounds"), (ALONE, alone, "actions")):
            line = f"{players} players, {what}: audio-uno {best(speeds, figure):,.0f} {figure}/s"
            if theirs:
                line += f", RLCard {best(theirs, figure):,.0f} {figure}/s"
                line += f", ratio {best(speeds, figure) / best(theirs, figure):.2f}"
            print(line)
    if rlcard is None:
        print("(RLCard not importable: its figure is skipped)")


if __name__ == "__main__":
    main()
