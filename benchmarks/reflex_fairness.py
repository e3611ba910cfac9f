"""Can a listener win the real-time races? A simulated player against each bot strength.

    python benchmarks/reflex_fairness.py [--races 20000] [--table-races 5000] [--seed 1]

Two tables. The first is the bots' default reflexes (before the player's own times are known) against a practised
listener, head to head. The second is the table's races once the bots follow the player's times
(bots/reflexes.py `fitted`): listeners of 250, 300 and 400 ms, each after one reaction drill of 15 presses, race
easy, normal and hard bots at 2, 4 and 6 players, every race's time added to what the bots follow, as the table
does; it prints the share of races each listener loses (is last in), beside the fair share 1/N.

The listener reacts to sound only. Their simple reaction time to a sound is ex-Gaussian, the usual shape of
human reaction times, right-skewed (Luce, "Response Times", 1986; Ratcliff, Psychological Bulletin 86:446-461,
1979), with mu 200 ms, sigma 25 ms and tau 50 ms: a mean of 250 ms, inside the 200-300 ms of practised adults
reacting to a tone. For reference, Shelton and Kumar (Neuroscience & Medicine 1:30-32, 2010) measured a mean
auditory simple reaction time of 284 ms in students, and Kosinski's review of the literature ("A Literature
Review on Reaction Time", Clemson University) gives 140-160 ms for practised college-age subjects.

On top of that, the sound reaches the listener late: one mixer buffer (MIXER_BUFFER frames at MIXER_RATE) plus
the sound card's and the operating system's own buffering and the keyboard's polling (DEVICE_DELAY, a typical
20 ms). Each race is head to head, the listener against one bot, as the game times it:

- buzzer and slap: both hear (or, for the bot, see) the race start at the same moment, the cue's; the faster
  press wins. The bot's time is its strength's simple reaction (src/audiouno/bots/reflexes.py).
- jump-in: a card identical to one in the listener's hand has been named. Both count from the end of the words
  that named it (the bots wait for the words, see app/scenes/table/pacing.py). The listener must recognise the
  card, which adds RECOGNITION (recognition reactions take about 160 ms longer than simple ones: Laming,
  "Information Theory of Choice-Reaction Times", 1968), then press two keys, Z to the card and Enter (KEYSTROKE
  between them, a practised typist's interval); the bot's time is its recognition time.

It prints the listener's share of races won per strength, with 95% Wilson intervals. The aim: a practised
listener wins most races against easy bots, about half against normal ones, and fewer against hard ones.
"""

from __future__ import annotations

import argparse
import os
import random
from collections.abc import Callable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the mixer's constants come from a module using pygame

from audiouno.app.output.sound import MIXER_BUFFER, MIXER_RATE
from audiouno.bots.reflexes import EASY, HARD, NORMAL, Reflexes, fitted
from audiouno.simulate import wilson_interval

LISTENER = Reflexes(mu=0.200, sigma=0.025, tau=0.050, recognition=0.16)
DEVICE_DELAY = 0.020  # seconds: sound card and system buffers after the mixer's, and the keyboard's polling
OUTPUT_DELAY = MIXER_BUFFER / MIXER_RATE + DEVICE_DELAY
KEYSTROKE = 0.150  # seconds between two keys pressed in a practised sequence (Z, then Enter)
STRENGTHS = {"easy": EASY, "normal": NORMAL, "hard": HARD}

Race = Callable[[Reflexes, random.Random], bool]


def signal_race(bot: Reflexes, rng: random.Random) -> bool:
    """A buzzer or a slap: the listener wins if their press comes first."""
    return OUTPUT_DELAY + LISTENER.simple(rng) < bot.simple(rng)


def jump_in(bot: Reflexes, rng: random.Random) -> bool:
    """An identical card to lay out of turn, named by the words both have just heard."""
    listener = OUTPUT_DELAY + LISTENER.recognition_time(rng) + KEYSTROKE
    return listener < bot.recognition_time(rng)


RACES: dict[str, Race] = {"buzzer": signal_race, "slap": signal_race, "jump-in": jump_in}


def share(race: Race, bot: Reflexes, races: int, rng: random.Random) -> tuple[float, float, float]:
    won = sum(race(bot, rng) for _ in range(races))
    low, high = wilson_interval(won, races)
    return won / races, low, high


LISTENERS = (0.250, 0.300, 0.400)  # mean simple reaction times, seconds
TABLE_SIZES = (2, 4, 6)
DRILL = 15  # presses of one reaction drill (practice's plan), the player's times before the first race


def listener_of(mean: float) -> Reflexes:
    """A listener whose mean reaction is `mean`, shaped as the practised one above (a fifth of it exponential)."""
    return Reflexes(mu=0.8 * mean, sigma=0.1 * mean, tau=0.2 * mean, recognition=0.16)


def share_lost(listener: Reflexes, strength: str, players: int, races: int, rng: random.Random) -> float:
    """The share of slap or buzzer races of `players` in which the listener is last, the bots following the
    listener's times as the table does (a drill first, then every race's time added)."""
    times = [listener.simple(rng) for _ in range(DRILL)]
    lost = 0
    for _ in range(races):
        bots = fitted(strength, times)
        mine = listener.simple(rng)
        lost += mine > max(bots.simple(rng) for _ in range(players - 1))
        times.append(mine)
        del times[:-40]
    return lost / races


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--races", type=int, default=20_000, help="races per cell of the first table (default 20000)")
    parser.add_argument("--table-races", type=int, default=5_000, help="races per cell of the second (default 5000)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print("Before the player's times are known: the bots' default reflexes, head to head.")
    print(f"listener: mean simple reaction {LISTENER.mu + LISTENER.tau:.3f} s, output delay {OUTPUT_DELAY:.3f} s")
    print(f"{args.races} races per cell; the listener's share of races won, with its 95% interval")
    print(f"{'bots':8}" + "".join(f"{name:>24}" for name in RACES))
    for strength, bot in STRENGTHS.items():
        cells = [share(race, bot, args.races, rng) for race in RACES.values()]
        print(f"{strength:8}" + "".join(f"{p:>10.1%} ({low:.1%}-{high:.1%})" for p, low, high in cells))
    print()
    print(f"The bots following the listener's times: share of races lost (last of N), {args.table_races} races a cell")
    header = "".join(f"{f'{n} players':>12}" for n in TABLE_SIZES)
    print(f"{'listener':10}{'bots':8}{header}")
    print(f"{'':10}{'(fair)':8}" + "".join(f"{1 / n:>12.1%}" for n in TABLE_SIZES))
    for mean in LISTENERS:
        listener = listener_of(mean)
        for strength in STRENGTHS:
            cells = [share_lost(listener, strength, n, args.table_races, rng) for n in TABLE_SIZES]
            print(f"{f'{mean * 1000:.0f} ms':10}{strength:8}" + "".join(f"{cell:>12.1%}" for cell in cells))


if __name__ == "__main__":
    main()
