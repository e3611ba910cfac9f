"""The tutorial's bot: it plays the lesson's arranged cards first, then simply (a card of the colour in play, else
of the number, else a wild, else it draws), never hurries the player, never catches them out, never challenges,
never presses first in a race, and forgets UNO once when the lesson wants a bot to catch."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ....bots import Decision, Strategy
from ....engine import (
    CALL_UNO,
    DRAW,
    PASS,
    Action,
    CallUno,
    ChooseColour,
    Colour,
    Phase,
    Play,
    PlayerView,
    SwapWith,
)

TURN_SECONDS = 1.0
REFLEX_SECONDS = 0.8  # its UNO, said a moment after the card


class PatientBot(Strategy):
    name = "patient"

    def __init__(self, seat: int, rng: random.Random, script: list[str], colour: str | None, forgets_uno: bool) -> None:
        """`script`: the lesson's arranged plays, shared by the bots and taken in order by the one holding the
        next card; `colour`: what its wilds name; `forgets_uno`: it says no UNO the first time it could."""
        super().__init__(seat, rng)
        self.script = script
        self.colour = Colour(colour) if colour else None
        self.forgets_uno = forgets_uno
        self._forgot = False  # it went down to one card without UNO

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
        if self._forgot and view.hand_size > 1:
            self.forgets_uno = False  # caught (or it drew): from now on it says UNO
        will_play = view.hand_size == 1 or any(isinstance(action, Play) for action in legal)
        if CALL_UNO in legal and not self.forgets_uno and will_play:  # no UNO from a bot about to draw
            return CALL_UNO, REFLEX_SECONDS
        if view.hand_size == 1 and self.forgets_uno:
            self._forgot = True
        if view.decider != self.seat:
            return None  # never first in a race: the lesson's race is the player's to answer, in their own time
        return self._turn(view, [action for action in legal if not isinstance(action, CallUno)]), TURN_SECONDS

    def _turn(self, view: PlayerView, legal: list[Action]) -> Action:
        if view.phase is Phase.CHOOSE_COLOUR:
            return self._colour(view, legal)
        if view.phase is Phase.CHOOSE_SWAP:
            return SwapWith(None) if SwapWith(None) in legal else legal[0]
        plays = {action.card.kind: action for action in legal if isinstance(action, Play)}
        if self.script and self.script[0] in plays:
            return plays[self.script.pop(0)]
        if view.phase is not Phase.PENALTY:
            chosen = self._play(view, legal)
            if chosen is not None:
                return chosen
        for fallback in (DRAW, PASS):
            if fallback in legal:
                return fallback
        return legal[0]

    def _play(self, view: PlayerView, legal: list[Action]) -> Action | None:
        """A card of the colour in play, else of the number, else a wild: the first of the hand that may go."""
        plays = [action for action in legal if isinstance(action, Play)]
        for matches in (
            lambda play: not play.card.is_wild and play.card.colour is view.colour,
            lambda play: not play.card.is_wild,
            lambda play: True,
        ):
            chosen = next((play for play in plays if matches(play)), None)
            if chosen is not None:
                return chosen
        return None

    def _colour(self, view: PlayerView, legal: list[Action]) -> Action:
        held = [card.colour for card in view.hand if card.colour is not None]
        for colour in (self.colour, *held):
            if colour is not None and ChooseColour(colour) in legal:
                return ChooseColour(colour)
        return legal[0]
