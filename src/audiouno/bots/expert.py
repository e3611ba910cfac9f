"""The expert: the hard bot's mind, retuned (`temperament.EXPERT`), checked by a search over worlds it cannot tell
from the real one.

For each turn decision with more than one meaningfully different action, the expert deals the hidden cards afresh
(`determinise.sample_world`) and plays each action out to the end of the round in every such world, every other
player then played by the hard bot's own policy and its own seat by its own mind (perfect-information Monte Carlo).
Each world is played with the same random numbers after each action (common random numbers), so the actions are
compared in pairs, world by world, and the noise the deal would add cancels out. It keeps its own mind's choice
unless another action wins clearly more rounds: by a margin, and beyond chance (a naive search with a few worlds per
action loses to the heuristic). Real-time reactions (UNO, catches, buzzer, slaps, interceptions) stay the hard bot's.

The search is bounded by a budget: a number of worlds, and at the table a time too, set by the bots' pace. Headless
play searches in-process; at the table the search runs in another process (`app.scenes.table.thinking`), and
its own mind's choice stands when its time is up.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from statistics import NormalDist
from time import perf_counter
from typing import Protocol

from ..engine import (
    Action,
    Buzz,
    CallUno,
    Card,
    CatchUno,
    Edition,
    Game,
    Play,
    PlayerView,
    PlaySame,
    Slap,
)
from .base import Decision
from .determinise import sample_world
from .headless import step
from .heuristic import HardStrategy
from .knowledge import Choice, Knowledge
from .scheduler import BotScheduler
from .temperament import EXPERT
from .tracker import Tracker

_REACTIONS = (CallUno, CatchUno, Buzz, Slap)
MAX_CHOICES = 8  # actions compared at most in one decision
# The chance that, when no action is better than its own mind's choice, the best-looking one still replaces it. It
# is split among the other actions (Bonferroni): with many of them, one looks better by luck far more often (at a
# flat 1.5 standard errors, most overrules at four players were noise, and the expert fell below an equal share).
FALSE_OVERRULE = 0.05
# After this many worlds, a search where no action has yet won more than its own mind's choice stops: most
# decisions end so (every action comes to the same), and a search that goes on there rarely finds a clear gain.
EARLY_LOOKS = (4, 8)
# Fewer worlds than this never overrule its own mind: a search cut short by its time (a busy machine, a quick
# pace) judges on too few rounds, and overruling on so few loses to the heuristic (at 8 worlds a search, the expert
# won 44.5% against hard over 200 seeded duplicate deals).
MIN_WORLDS = 16
# What a playout's move costs on each deck, against a classic one, in a budget's steps: No Mercy's hands are large and
# the hard policy weighs them card by card (37.5 against 16.6 microseconds a move, measured over seeded searches).
STEP_COST = {Edition.NO_MERCY: 2}


@dataclass(frozen=True)
class Budget:
    """How much a decision may search: `worlds` sampled at most, each played out after every action; `steps`, the
    moves of all its playouts together at most (a No Mercy move counts more, `STEP_COST`), checked after each world:
    a deterministic bound on its time, as No Mercy rounds run several times longer than official ones; `seconds` of
    wall time at most (None: no limit, so that a seeded game plays the same at every run); `margin`, the share of
    rounds by which another action must beat its own mind's choice to be taken instead; `depth`, the steps a playout
    takes at most before it is judged by the hand sizes."""

    worlds: int = 64
    steps: int = 20_000
    seconds: float | None = None
    margin: float = 0.03
    depth: int = 400


DEFAULT_BUDGET = Budget()


class _Quick(HardStrategy):
    """The hard bot's policy for playouts. It starts from what the table knows (`Tracker.public_for`) and follows
    the playout's events unredacted (its decisions never read the cards seen in hands), so it challenges a Draw
    Four and names colours as the real hard bots would; a playout that forgot the table would reward bluffs
    nobody challenges."""

    observes = False  # the playout tells it the events itself, without redaction

    def __init__(self, seat: int, rng: random.Random, tracker: Tracker) -> None:
        super().__init__(seat, rng)
        self.tracker = tracker


class _QuickSelf(_Quick):
    """The searching seat's own play in its playouts: the expert's mind, as it will play the rest of the round."""

    temperament = EXPERT


def options(legal: Sequence[Action], favourite: Action) -> list[Action]:
    """The meaningfully different turn actions, `MAX_CHOICES` at most: one of each card face (two red fives play
    alike; on a Flip deck the faces on both sides count), no reaction. Its own mind's choice comes first, then
    what is not a card (drawing, passing, a colour, a swap, a challenge), then single cards, then several cards of
    one number together, the most first (a hand of fifteen may lay them together in hundreds of ways)."""
    kinds: dict[Hashable, Action] = {_kind(favourite): favourite}
    ranked = sorted(
        (action for action in legal if not isinstance(action, _REACTIONS)),
        key=lambda action: (type(action) is Play, type(action) is PlaySame, -len(getattr(action, "cards", ()))),
    )
    for action in ranked:
        kinds.setdefault(_kind(action), action)
    return list(kinds.values())[:MAX_CHOICES]


def _kind(action: Action) -> Hashable:
    if type(action) is Play:
        card = action.card
        return ("play", card.kind, card.other.kind if card.other is not None else None)
    if type(action) is PlaySame:
        return ("same", tuple(sorted(card.kind for card in action.cards)), action.top.kind)
    return action


def hindsight(knowledge: Knowledge) -> Callable[[Game], bool] | None:
    """Whether a world agrees with the cards the other players chose to lay: each card a player laid on their turn
    since they last took in a card is the one the hard bot's mind would have laid, holding what the world deals
    them and the cards they laid since. The hard bot never plays carelessly, so its choices tell much of its hand;
    a person may play otherwise, and a world only less likely is then ruled out (`sample_world` deals a few times
    at most). None with nothing to judge by."""
    minds = [
        (choice, _Quick(choice.player, random.Random(0), choice.known))
        for choices in knowledge.choices.values()
        for choice in reversed(choices)  # the latest first: it judges the most cards a world deals
    ]
    if not minds:
        return None

    def plausible(world: Game) -> bool:
        return all(_would_lay(mind, choice, world.hands[choice.player]) for choice, mind in minds)

    return plausible


def _would_lay(mind: _Quick, choice: Choice, hand: list[Card]) -> bool:
    table, player = choice.table, choice.player
    held = table.hands[player]
    # The card first: of cards the mind weighs alike, it lays the first it holds.
    table.hands[player] = [choice.card, *hand, *choice.since]
    try:
        action = mind.turn(PlayerView(table, player), table.legal_actions(player))
    finally:
        table.hands[player] = held
    return type(action) is Play and action.card.kind == choice.card.kind  # two red fives play alike


def playout(world: Game, seat: int, action: Action, seed: int, depth: int, table: Tracker) -> tuple[float, int]:
    """`action` taken in a copy of `world`, and the round played out by the heuristic minds, every player knowing what
    `table` says everyone knows: 1 if `seat` wins it; after `depth` steps, 1 if it holds the fewest cards (a half
    for a tie). With the steps the playout took."""
    game = world.copy()
    game.rng = random.Random(seed)
    now = game.now
    minds = {player: _QuickSelf if player == seat else _Quick for player in range(game.players)}
    bots = {
        player: mind(player, random.Random(seed + player), table.public_for(player)) for player, mind in minds.items()
    }
    trackers = [bot.tracker for bot in bots.values()]
    events = game.apply(seat, action, now)
    for tracker in trackers:
        tracker.observe(events)
    scheduler = BotScheduler(game, bots)
    steps = 0
    while steps < depth and game.in_round:
        steps += 1
        stepped = step(game, scheduler, now)
        if stepped is None:
            break
        now, events = stepped
        if events:
            for tracker in trackers:
                tracker.observe(events)
    if not game.in_round:
        return (1.0 if game.round_winner == seat else 0.0), steps
    sizes = [len(hand) for player, hand in enumerate(game.hands) if player != seat and game.in_play(player)]
    mine = len(game.hands[seat])
    return (1.0 if not sizes or mine < min(sizes) else 0.5 if mine == min(sizes) else 0.0), steps


def search(
    view: PlayerView,
    knowledge: Knowledge,
    choices: Sequence[Action],
    favourite: Action,
    budget: Budget,
    rng: random.Random,
    stop: Callable[[], bool] | None = None,
) -> tuple[Action, float]:
    """The action to take, and the share of the sampled rounds it won: `favourite` (its own mind's), unless
    another of `choices` wins more of them by the budget's margin and beyond chance. `stop` ends the search early
    (the state changed)."""
    mine = choices.index(favourite)
    values = outcomes(view, knowledge, choices, budget, rng, stop, mine)
    chosen = verdict(values, mine, budget.margin)
    return choices[chosen], sum(world[chosen] for world in values) / len(values)


def outcomes(
    view: PlayerView,
    knowledge: Knowledge,
    choices: Sequence[Action],
    budget: Budget,
    rng: random.Random,
    stop: Callable[[], bool] | None = None,
    mine: int = 0,
) -> list[list[float]]:
    """For each sampled world, each choice's playout: 1 where the seat won the round. At least one world; no more
    once the budget's steps are spent, or once, at one of the `EARLY_LOOKS`, no choice has won more than choice
    `mine`."""
    deadline = None if budget.seconds is None else perf_counter() + budget.seconds
    seat = view.seat
    values: list[list[float]] = []
    spent = 0
    steps = budget.steps // STEP_COST.get(view.rules.edition, 1)
    plausible = hindsight(knowledge)
    while len(values) < budget.worlds and spent < steps:
        world = sample_world(view, knowledge, rng, plausible)
        seed = rng.getrandbits(48)
        played = [playout(world, seat, action, seed, budget.depth, knowledge) for action in choices]
        values.append([won for won, _ in played])
        spent += sum(steps for _, steps in played)
        if (deadline is not None and perf_counter() >= deadline) or (stop is not None and stop()):
            break
        if len(values) in EARLY_LOOKS and not any(
            sum(world[index] for world in values) > sum(world[mine] for world in values)
            for index in range(len(choices))
        ):
            break
    return values


def verdict(values: list[list[float]], mine: int, margin: float) -> int:
    """The choice whose mean gain over choice `mine`, world by world, is largest, if it beats `margin` and chance
    (at the level `FALSE_OVERRULE` shares among the other choices) over `MIN_WORLDS` worlds at least; else
    `mine`."""
    worlds = len(values)
    if worlds < MIN_WORLDS:
        return mine
    gains = [[world[index] - world[mine] for world in values] for index in range(len(values[0]))]
    means = [sum(gain) / worlds for gain in gains]
    best = max(range(len(means)), key=means.__getitem__)
    mean = means[best]
    spread = math.sqrt(max(0.0, sum(gain * gain for gain in gains[best]) / worlds - mean * mean) / worlds)
    confidence = NormalDist().inv_cdf(1 - FALSE_OVERRULE / max(1, len(means) - 1))
    return best if mean > margin and mean > confidence * spread else mine


class Thinker(Protocol):
    """Searches on the expert's behalf somewhere else (another process, at the table)."""

    def think(self, view: PlayerView, bot: ExpertStrategy, choices: list[Action], favourite: Action) -> None: ...


class ExpertStrategy(HardStrategy):
    name = "expert"
    temperament = EXPERT  # its own choice, kept unless the search finds better: the hard bot's mind, retuned

    def __init__(self, seat: int, rng: random.Random, budget: Budget = DEFAULT_BUDGET) -> None:
        super().__init__(seat, rng)
        self.knowledge = Knowledge(seat)
        self.tracker = self.knowledge
        self.budget = budget
        self.search_rng = random.Random(rng.getrandbits(64))
        self.thinker: Thinker | None = None  # set at the table: the search runs there, off the main loop
        self._view: PlayerView | None = None

    def observe(self, events: Sequence[object]) -> None:
        self.knowledge.observe(events)  # type: ignore[arg-type]
        if self._view is not None:
            self.knowledge.sync(self._view)

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
        self._view = view
        self.knowledge.sync(view)
        decision = super().decide(view, legal)
        if decision is None or view.decider != self.seat or isinstance(decision[0], _REACTIONS):
            return decision
        favourite, delay = decision
        choices = options(legal, favourite)
        if len(choices) < 2:
            return decision
        if self.thinker is not None:
            self.thinker.think(view, self, choices, favourite)
            return decision  # its own mind's choice, unless the search answers in time
        return search(view, self.knowledge, choices, favourite, self.budget, self.search_rng)[0], delay
