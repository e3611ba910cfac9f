"""The game state machine: a match of rounds for 2 to 10 players under any `RuleSet`.

Callers drive it with three calls:
- `legal_actions(player)`: what `player` may do now, out-of-turn actions included;
- `apply(player, action, now)`: do it and get the events;
- `advance(now)`: let time pass, closing real-time windows whose deadline has come.

A play can be refused in two ways:
- the rules refuse it: `apply` raises `IllegalAction` (a `ValueError`) whose `reason` is a `Refusal`, and the
  game is unchanged;
- at a table with the wrong-play penalty (or an interception penalty) a wrong card is punished instead:
  `apply` returns a `WrongPlay` or `InterceptionFailed` event, carrying the same `Refusal`, and the draw.

The engine owns no clock and no global randomness: `now` (seconds, any origin) comes from the caller and the
random generator from the constructor, so the same seed and the same inputs give the same events.

The rules live in modules of their own, over the shared `GameState`: `legality` (what may be played),
`windows` (UNO, interception, sequences, buzzer and slap), `dealing` (deal, piles, set-ups), `turns` (the turn,
the starting card and pending penalties), `effects` (laying a card and what it does), `flipping` (UNO Flip's
table turning over) and `scoring`. They import one way, with no cycle: dealing, flipping and scoring under turns,
turns under windows, all of them under effects.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from typing import Any

from . import dealing, effects, legality, starting_card, turns, windows
from .actions import (
    Action,
    Buzz,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColour,
    Draw,
    Pass,
    Play,
    PlaySame,
    Slap,
    SwapWith,
)
from .cards import Colour
from .errors import IllegalAction, Refusal
from .events import Event
from .piles import Shuffler, shuffle
from .rules import OFFICIAL, RuleSet
from .state import ROUND_OVER, GameState, Phase

__all__ = ["Game", "Phase"]


class Game(GameState):
    def __init__(
        self,
        players: int,
        rules: RuleSet = OFFICIAL,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
        shuffler: Shuffler = shuffle,
        record: bool = True,
    ) -> None:
        super().__init__(players, rules, rng if rng is not None else random.Random(seed), shuffler, record)
        # The rule hooks decided once: a draw goes through force play's check only at a table that plays it.
        self.handlers = _HANDLERS if self.rules.force_play else _PLAIN_DRAW_HANDLERS

    # ----------------------------------------------------------------- rounds

    def start_round(self, now: float = 0.0) -> list[Event]:
        """Deal a new round: the first one chooses the dealer by drawn cards, later ones pass the deal left."""
        if self.phase is not ROUND_OVER:
            raise IllegalAction(Refusal.ROUND_IN_PROGRESS if self.in_round else Refusal.MATCH_OVER)

        self.now = now

        def step() -> None:
            dealing.deal(self)
            starting_card.turn_up_starting_card(self)

        return self._record(step)

    def start_arranged_round(
        self,
        hands: Sequence[Sequence[str]],
        starting: str,
        pile: Sequence[str] = (),
        dealer: int = 0,
        now: float = 0.0,
    ) -> list[Event]:
        """Start a round with chosen cards instead of a shuffled deal, for scripted scenarios (tests, practice).

        Cards are named by face (``"r5"``, ``"w+4"``, see `cards.take_card`); `starting` is turned up as the
        starting card, with its usual effect; `pile` is drawn first, in order, and the rest of the deck,
        shuffled, lies under it.
        """
        if self.phase is not ROUND_OVER:
            raise IllegalAction(Refusal.ROUND_IN_PROGRESS if self.in_round else Refusal.MATCH_OVER)
        self.now = now

        def step() -> None:
            dealing.deal_arranged(self, hands, starting, pile, dealer)
            starting_card.turn_up_starting_card(self)

        return self._record(step)

    def set_up(
        self,
        hands: Sequence[Sequence[str]],
        discard: Sequence[str],
        draw_pile: Sequence[str] = (),
        *,
        current: int = 0,
        direction: int = 1,
        colour: Colour | None = None,
        now: float = 0.0,
        dark: bool = False,
    ) -> list[Event]:
        """Start a round in the middle, exactly as given: for tests, practice drills and bug reports.

        Cards are named by face (``"r5"``, ``"w+4"``, see `cards.take_card`). `discard` lists the discard pile from
        the bottom up (its last card is the top); `draw_pile` lists the draw pile from the top down, and is all
        of it (empty is allowed; cards named nowhere are out of the game). `current` plays next, in `direction`
        (1 clockwise, -1 anticlockwise), matching `colour`: by default the top card's own, and required when
        the top card is wild. `dark`: a Flip deck's dark side is up, and the faces named are dark faces. No
        starting card is turned up and nothing is pending: `current`'s turn has begun.
        The match's totals and round count go on. Under a turn timer, `current`'s time starts at `now`. Raises
        `ValueError` for a set-up that cannot be, and `IllegalAction` (as `start_round`) during a round or after
        the match.
        """
        if self.phase is not ROUND_OVER:
            raise IllegalAction(Refusal.ROUND_IN_PROGRESS if self.in_round else Refusal.MATCH_OVER)
        self.now = now

        def step() -> None:
            dealing.set_up(self, hands, discard, draw_pile, current, direction, colour, dark)
            if self.rules.turn_timer_s:
                turns.start_clock(self)

        return self._record(step)

    # ----------------------------------------------------------------- the public API

    def copy(self) -> Game:
        """A complete clone that goes its own way: whatever is applied to one, and whatever its random generator
        draws, leaves the other as it was (python-chess's `Board.copy`, OpenSpiel's `State.clone`). Cards, the
        rules and events never change, so the two share them; every container and window is copied. A few
        microseconds, against milliseconds for `copy.deepcopy` (tests/engine/test_copy.py holds both claims)."""
        clone = object.__new__(type(self))
        for name in GameState.__slots__:  # slot by slot: copy.copy would gather them in a dict and set them back
            setattr(clone, name, getattr(self, name))
        clone.__dict__.update(self.__dict__)  # whatever a caller attached
        clone.rng = random.Random()
        clone.rng.setstate(self.rng.getstate())
        clone.hands = [hand.copy() for hand in self.hands]
        clone.draw_pile = self.draw_pile.copy()
        clone.discard = self.discard.copy()
        clone.uno_called = self.uno_called.copy()
        clone.catch_deadlines = self.catch_deadlines.copy()
        clone.penalty_cards = [cards.copy() for cards in self.penalty_cards]
        clone.out_of_round = self.out_of_round.copy()
        clone.set_aside = self.set_aside.copy()
        clone.totals = self.totals.copy()
        clone.eliminated = self.eliminated.copy()
        clone.log = None if self.log is None else self.log.copy()
        clone.out = self.out.copy()
        if self.sequence is not None:
            clone.sequence = copy.copy(self.sequence)
        if self.reaction is not None:
            clone.reaction = copy.copy(self.reaction)
            clone.reaction.presses = self.reaction.presses.copy()
        return clone

    # The rule modules' functions serve as methods, so a call costs no extra hop.
    legal_actions = legality.legal_actions
    next_deadline = windows.next_deadline
    windows_open = property(windows.any_open)

    def apply(self, player: int, action: Action, now: float = 0.0) -> list[Event]:
        """Apply `player`'s action at time `now` and return the events it caused.

        Time passes first, as in `advance(now)`, so an answer that comes after its window is judged late. An action
        the rules refuse raises `IllegalAction` and changes nothing; the events of the passing time, if any, are
        in the log and on the exception's `events`.
        """
        if not 0 <= player < self.players:
            raise IllegalAction(Refusal.NO_SUCH_PLAYER, player=player)
        if self.eliminated and player in self.eliminated:
            raise IllegalAction(Refusal.OUT_OF_MATCH)
        out: list[Event] = []
        self.out = out
        self.now = now
        if self.catch_deadlines or (
            self.other_windows
            and (
                self.interception_deadline is not None
                or self.sequence is not None
                or self.reaction is not None
                or self.turn_deadline is not None
            )
        ):
            windows.expire(self, now)
            if self.any_out:  # a turn timed out, or a race's penalty, may have ended the round for someone
                turns.settle_the_mercy_rule(self)
        try:
            if not self.in_round:
                raise IllegalAction(Refusal.ROUND_OVER)
            if self.any_out and self.out_of_round[player]:
                raise IllegalAction(Refusal.OUT_OF_ROUND)
            try:  # a subscript, not .get: a method call costs more than the try, which costs nothing
                handler = self.handlers[type(action)]
            except KeyError:
                raise IllegalAction(Refusal.UNKNOWN_ACTION, action=action) from None
            handler(self, player, action, now)
            if self.any_out:
                turns.settle_the_mercy_rule(self)
        except IllegalAction as refusal:
            # What the passing time did stands; the refused action changed nothing.
            refusal.events = out
            if self.log is not None:
                self.log.extend(out)
            raise
        if self.log is not None:
            self.log.extend(out)
        return out

    def advance(self, now: float) -> list[Event]:
        """Let time pass to `now`: close expired windows, resolve a buzzer or slap past its deadline, and end a turn
        whose time is up."""
        self.now = now

        def step() -> None:
            windows.expire(self, now)
            if self.any_out:
                turns.settle_the_mercy_rule(self)

        return self._record(step)

    def _record(self, step: Callable[[], None]) -> list[Event]:
        """Run `step`, collecting its events and adding them to the log."""
        out: list[Event] = []
        self.out = out
        step()
        if self.log is not None:
            self.log.extend(out)
        return out


# How each kind of action is carried out.
_HANDLERS: dict[type, Callable[[GameState, int, Any, float], None]] = {
    Play: effects.on_play,
    PlaySame: effects.on_play_same,
    Draw: effects.on_draw,
    Pass: turns.on_pass,
    ChooseColour: effects.on_choose_colour,
    SwapWith: effects.on_swap,
    CallUno: windows.on_call_uno,
    CatchUno: windows.on_catch,
    Challenge: effects.on_challenge,
    Buzz: windows.on_press,
    Slap: windows.on_press,
}
# Without force play, a draw on one's turn is the turn's own (`turns.on_draw`): nothing to check after it.
_PLAIN_DRAW_HANDLERS = {**_HANDLERS, Draw: turns.on_draw}
