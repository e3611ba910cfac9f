"""Whether what the narration says about hands, counts and scores is what the engine did.

Bots play whole rounds (`bots.headless.play_round`, the scheduler the app shares); the real `Narrator` says every
event for one seat as the table does (each event redacted for that seat, read with the seat's live view); the
catalogue it speaks through notes each message and its arguments, and each number (and each hand a line hands
over) is checked against the engine's state just after that event, noted as the engine emitted it.
"""

from __future__ import annotations

import random
from collections import Counter, deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from audiouno.app.output.narration import Narrator
from audiouno.bots import make_strategy
from audiouno.bots.headless import play_round
from audiouno.engine import HOUSE, MANUAL, OFFICIAL, Card, Edition, Game, PlayerView, RuleSet, apply_variants, redact
from audiouno.engine.dealing import CREEPER_DRAW
from audiouno.engine.effects import GREYSKULL_DRAW
from audiouno.engine.events import (
    CardsDrawn,
    DrawReason,
    Event,
    HandsSwapped,
    KnockoutsScored,
    MatchEnded,
    SameRankPlayed,
)
from audiouno.engine.rules import for_edition
from audiouno.engine.scoring import KNOCKOUT_POINTS, hand_points
from audiouno.i18n import Argument, Catalogue


@dataclass(frozen=True)
class State:
    """What the engine holds at one moment, as far as the narration's numbers go."""

    hands: tuple[tuple[Card, ...], ...]
    totals: tuple[int, ...]
    pile: int
    left: int  # cards left to draw, counting what a reshuffle would add
    set_aside: int
    pending: int
    out: tuple[bool, ...]
    eliminated: frozenset[int]
    round_number: int
    turns: int
    free_drawn: int

    @classmethod
    def of(cls, game: Game) -> State:
        return cls(
            tuple(tuple(hand) for hand in game.hands), tuple(game.totals), len(game.draw_pile), game.cards_to_draw,
            len(game.set_aside),
            game.pending_draw, tuple(game.out_of_round), frozenset(game.eliminated), game.round_number, game.turns,
            game.free_drawn,
        )  # fmt: skip


class _Tap:
    """The events of the call in progress, as the engine appends them: each noted with the state just after it."""

    def __init__(self, game: TappedGame, events: list[Event]) -> None:
        self.game, self.events = game, events

    def append(self, event: Event) -> None:
        self.events.append(event)
        self.game.states.append(State.of(self.game))


class TappedGame(Game):
    """A game that notes its state as it emits each event (the engine appends every event to `out`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.states: deque[State] = deque()
        super().__init__(*args, **kwargs)

    @property  # type: ignore[override]
    def out(self) -> _Tap:
        return self._tap

    @out.setter
    def out(self, events: list[Event]) -> None:
        self._tap = _Tap(self, events)


class RecordingCatalogue:
    """Notes each message the narrator asks for and its arguments, which are what is checked; the words themselves
    are made only for a report (test_narration.py formats every line of random games in full)."""

    def __init__(self, catalogue: Catalogue) -> None:
        self._catalogue = catalogue
        self.calls: list[tuple[str, dict[str, Argument]]] = []

    def text(self, key: str, **arguments: Argument) -> str:
        self.calls.append((key, arguments))
        return key

    def __getattr__(self, name: str) -> Any:
        return getattr(self._catalogue, name)


@dataclass
class Moment:
    """One event being said: the states around it, the events after it in the same call, and the table."""

    event: Any
    before: State
    after: State
    later: Sequence[Event]
    me: int
    names: Sequence[str]
    game: Game

    def seat(self, args: dict[str, Argument], who: str = "who", name: str = "player") -> int:
        return self.me if args[who] == "you" else self.names.index(cast(str, args[name]))

    def held(self, seat: int) -> int:
        return len(self.after.hands[seat])

    def drawn_next(self, seat: int, reason: object) -> int | None:
        """How many cards `seat` drew next in this call for `reason`."""
        draw = next((e for e in self.later if type(e) is CardsDrawn and e.player == seat and e.reason is reason), None)
        return None if draw is None else draw.count

    def charged(self) -> tuple[int, ...]:
        """What each hand counts for at the end of the round: its points, or No Mercy's bonus for a knockout."""
        knockouts = self.game.rules.edition is Edition.NO_MERCY
        return tuple(
            KNOCKOUT_POINTS if knockouts and self.after.out[seat] else hand_points(hand)
            for seat, hand in enumerate(self.after.hands)
        )


Check = Callable[[dict[str, Argument], Moment], bool]


def _drew(args: dict[str, Argument], m: Moment) -> bool:
    seat = m.event.player
    return args["count"] == m.event.count == m.held(seat) - len(m.before.hands[seat])


def _matching(m: Moment) -> int:
    """How many of the player's cards go on the top card as the table stands when the line is said."""
    view = PlayerView(m.game, m.me)
    return sum(view.matches_top(card) for card in m.game.hands[m.me])


def _dealt(args: dict[str, Argument], m: Moment) -> bool:
    seats = [seat for seat in range(len(m.after.hands)) if seat not in m.after.eliminated]
    return all(m.held(seat) == args["cards"] for seat in seats) and args.get("number", m.after.round_number) == (
        m.after.round_number
    )


def _score(args: dict[str, Argument], m: Moment) -> bool:
    seat = m.seat(args)
    if isinstance(m.event, MatchEnded):
        return args["points"] == m.after.totals[seat]
    return args["points"] == m.charged()[seat]  # a round's points added (penalty scoring)


def _round_score(args: dict[str, Argument], m: Moment) -> bool:
    winner = m.event.winner
    charged = m.charged()
    return args["count"] == sum(charged) - charged[winner] == m.event.round_scores[winner]


def _swapped(args: dict[str, Argument], m: Moment) -> bool:
    event = cast(HandsSwapped, m.event)
    return m.after.hands[event.player] == m.before.hands[event.target] and (
        m.after.hands[event.target] == m.before.hands[event.player]
    )


def _same_rank(args: dict[str, Argument], m: Moment) -> bool:
    event = cast(SameRankPlayed, m.event)
    seat = event.player
    left = len(m.before.hands[seat]) - m.held(seat)
    return args["count"] == len(event.cards) == left + 1 and args["number"] == event.cards[-1].number


def _greyskull(args: dict[str, Argument], m: Moment) -> bool:
    """Every other player draws 3, or "as far as the pile goes" exactly when some of them get fewer."""
    draws = [e.count for e in m.later if type(e) is CardsDrawn and e.reason is DrawReason.GREYSKULL]
    return args["count"] == GREYSKULL_DRAW and (args["short"] == "yes") == any(n < GREYSKULL_DRAW for n in draws)


def _match_won(args: dict[str, Argument], m: Moment) -> bool:
    winners = m.event.winners
    totals = [m.after.totals[seat] for seat in winners]
    return args["count"] == len([seat for seat in winners if seat != m.me]) and len(set(totals)) == 1


def _knockouts(args: dict[str, Argument], m: Moment) -> bool:
    event = cast(KnockoutsScored, m.event)
    knocked = {seat for seat, out in enumerate(m.after.out) if out}
    return args["count"] == len(event.players) and args["points"] == KNOCKOUT_POINTS and set(event.players) == knocked


# Each message that tells a number, a hand or a count, and what must hold of the engine just after its event.
CHECKS: dict[str, Check] = {
    "event.round_started": _dealt,
    "event.dealer_highest": _dealt,
    "event.round_started_unequal": lambda a, m: a["number"] == m.after.round_number,
    "event.drew": _drew,
    "event.drew_many": _drew,
    "event.drew_until": _drew,
    "event.drew_until_many": _drew,
    "event.drew_shown": _drew,
    "event.you_hold": lambda a, m: a["count"] == m.held(m.me),
    "event.hand_playable": lambda a, m: a["count"] == _matching(m),
    "event.hand_playable_many": lambda a, m: a["count"] == _matching(m),
    "event.hands_passed": lambda a, m: m.after.hands[m.me] == m.before.hands[m.names.index(cast(str, a["player"]))],
    "event.hands_passed_over": lambda a, m: m.after.hands[m.me] == m.before.hands[m.me],
    "event.swapped": _swapped,
    "event.one_left": lambda a, m: m.held(m.seat(a)) == 1,
    "event.flipped": lambda a, m: a["count"] == m.held(m.me),
    "event.penalty": lambda a, m: a["total"] == m.after.pending,
    "event.penalty_moves": lambda a, m: a["total"] == m.after.pending,
    "event.penalty_deflected": lambda a, m: a["total"] == m.after.pending,
    "event.reshuffled": lambda a, m: a["count"] == m.after.pile,
    "event.set_aside_returned": lambda a, m: (
        a["count"] == m.before.set_aside and m.after.set_aside == m.before.set_aside
    ),
    "event.out_of_round": lambda a, m: a["count"] == m.held(m.seat(a)) and m.after.out[m.seat(a)],
    "event.hand_set_aside": lambda a, m: not m.game.hands[m.seat(a)],  # set aside once the knockout is said
    "event.knockouts": _knockouts,
    "event.round_score": _round_score,
    "event.score": _score,
    "event.round_turn_limit": lambda a, m: a["count"] == m.after.turns,
    "event.match_won": _match_won,
    "event.eliminated": lambda a, m: a["points"] == m.after.totals[m.seat(a)],
    "event.timed_out": lambda a, m: (
        a["count"] == m.event.drawn
        and (a["outcome"] != "drew" or m.drawn_next(m.event.player, DrawReason.TIMEOUT) == m.event.drawn)
    ),
    "event.greyskull": _greyskull,
    "event.creeper": lambda a, m: (
        a["count"] == (m.drawn_next(m.event.player, DrawReason.CREEPER) or 0) == min(CREEPER_DRAW, m.after.left)
    ),
    # The hand as it was when the card was played: still in it (only an UNO penalty may have come since).
    "event.challenge.revealed": lambda a, m: (
        a["count"] == len(m.event.revealed) and set(m.event.revealed) <= set(m.after.hands[m.event.challenged])
    ),
    "event.same_rank": _same_rank,
    "event.discarded": lambda a, m: (
        a["count"] == len(m.event.cards) == len(m.before.hands[m.event.player]) - m.held(m.event.player)
    ),
    "event.free_draw": lambda a, m: a["left"] == m.game.rules.free_draws - m.after.free_drawn,
    "event.penalty_points": lambda a, m: (
        a["count"] == abs(m.after.totals[m.event.player] - m.before.totals[m.event.player])
    ),
}
NO_MERCY = for_edition(OFFICIAL, Edition.NO_MERCY)
# The decks and option mixes checked: (rules, bots, seeds for the test, the lines that must come up there). Each seed
# is a match of up to three rounds.
MIXES: dict[str, tuple[RuleSet, list[str], int, tuple[str, ...]]] = {
    "classic": (OFFICIAL, ["random", "normal", "random", "random"], 60, ("event.round_score", "event.one_left")),
    "classic_house_all": (apply_variants(HOUSE, ["all"]), ["random"] * 5, 25, ("event.hands_passed", "event.swapped")),
    "classic_mercy_elimination": (
        OFFICIAL.with_options(max_hand=12, zero_passes_hands=True, stacking="manual", scoring="elimination"),
        ["random"] * 4,
        60,
        ("event.out_of_round", "event.hands_passed", "event.score"),
    ),
    "flip": (for_edition(HOUSE, Edition.FLIP), ["random"] * 3, 80, ("event.flipped",)),
    "flip_all": (for_edition(apply_variants(MANUAL, ["all"]), Edition.FLIP), ["random"] * 4, 25, ("event.flipped",)),
    "no_mercy": (
        NO_MERCY,
        ["random", "hard", "random", "random"],
        45,
        ("event.knockouts", "event.hand_set_aside", "event.hands_passed_over", "event.set_aside_returned"),
    ),
    "no_mercy_two": (NO_MERCY, ["hard", "random"], 70, ("event.knockouts", "event.penalty")),
    "no_mercy_penalty_scoring": (
        for_edition(OFFICIAL.with_options(scoring="penalty"), Edition.NO_MERCY),
        ["random"] * 5,
        25,
        ("event.knockouts", "event.score"),
    ),
    # Every variant, on the decks with their own wilds: long rounds, the pile often short (Creeper, Greyskull).
    "minecraft": (
        apply_variants(HOUSE, ["all"]).with_options(edition=Edition.MINECRAFT),
        ["random"] * 6,
        8,
        ("event.creeper",),
    ),
    "motu": (HOUSE.with_options(edition=Edition.MOTU), ["random"] * 4, 15, ("event.greyskull",)),
}

# Numbers that are no hand, count or score: a press's seconds, a race's margin in milliseconds.
NOT_COUNTS = ("event.pressed", "event.reaction_margin.")


@dataclass
class Tally:
    lines: Counter[str] = field(default_factory=Counter)  # messages checked, by key
    rounds: int = 0
    problems: list[str] = field(default_factory=list)


class NarrationTruth:
    """Said for `me` at each step of the game (`play_round`'s `on_step`), every message checked."""

    def __init__(self, game: TappedGame, catalogue: Catalogue, me: int, tally: Tally) -> None:
        self.game, self.me, self.tally = game, me, tally
        names = [catalogue.text(f"bot.name.{number}") for number in range(1, 10)]
        self.names = [*names[:me], "You", *names[me:]][: game.players]
        self.recording = RecordingCatalogue(catalogue)
        self.narrator = Narrator(cast(Catalogue, self.recording), self.names, me)
        self.view = PlayerView(game, me)
        self.before = State.of(game)

    def __call__(self, events: list[Event]) -> None:
        states = [self.game.states.popleft() for _ in events]
        for index, (event, after) in enumerate(zip(events, states, strict=True)):
            self.recording.calls.clear()
            self.narrator.narrate(redact(event, self.me), self.view)
            moment = Moment(event, self.before, after, events[index + 1 :], self.me, self.names, self.game)
            for key, args in self.recording.calls:
                self._check(key, args, moment)
            self.before = after

    def _check(self, key: str, args: dict[str, Argument], moment: Moment) -> None:
        check = CHECKS.get(key)
        numbers = any(isinstance(value, (int, float)) and not isinstance(value, bool) for value in args.values())
        if check is None:
            if numbers and not key.startswith(NOT_COUNTS):
                self.tally.problems.append(f"{key} tells a number no check covers: {args}")
            return
        self.tally.lines[key] += 1
        if not check(args, moment):
            said = self.recording._catalogue.text(key, **args)
            self.tally.problems.append(f"{said!r} ({key} {args}) after {moment.event}")


def narrate_rounds(rules: RuleSet, catalogue: Catalogue, seeds: range, bots: Sequence[str], tally: Tally) -> None:
    """For each seed, a match of up to three rounds for len(bots) players, narrated for a seat the seed picks."""
    for seed in seeds:
        players = len(bots)
        game = TappedGame(players, rules, seed=seed)
        rng = random.Random(seed)
        truth = NarrationTruth(game, catalogue, seed % players, tally)
        for _ in range(3):
            strategies = [
                make_strategy(name, seat, random.Random(rng.getrandbits(32))) for seat, name in enumerate(bots)
            ]
            truth(game.start_round())
            play_round(game, strategies, on_step=truth)
            tally.rounds += 1
            if game.winners:
                break
