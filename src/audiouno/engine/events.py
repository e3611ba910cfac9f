"""Events: what happened, in order. The engine speaks only in events; the app turns each into speech, a sound
cue and a view update, and bots learn from them what they may know.

Some events carry cards that only some players may see (cards drawn, a hand shown in a challenge): `redact`
in `view.py` removes them for everyone else.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Card, Colour

# Events are values: nobody mutates one after the engine emits it. They are not frozen dataclasses because the
# engine creates a few hundred per round and a frozen dataclass takes about 2.5 times as long to build (each
# field goes through object.__setattr__), which cost 9% of a simulated game; `redact` copies with `replace`.
event = dataclass(slots=True)


class DrawReason(Enum):
    CHOICE = "choice"  # drew on one's turn
    PENALTY = "penalty"  # Draw Two / Draw Four, stacked or not
    START = "start"  # the starting card was a Draw Two
    UNO = "uno"  # caught without saying UNO
    CHALLENGE = "challenge"  # lost a Draw Four challenge
    BUZZER = "buzzer"  # slowest to buzz
    SLAP = "slap"  # last to slap a 9
    WRONG_PLAY = "wrong_play"  # illegal card or out-of-turn play at a strict table
    GREYSKULL = "greyskull"  # someone else played Greyskull
    CREEPER = "creeper"  # drew a Creeper from the pile


class PlayMode(Enum):
    TURN = "turn"
    DRAWN = "drawn"  # the card just drawn, played at once
    STACK = "stack"  # answering a Draw Two / Draw Four
    SEQUENCE = "sequence"  # continuing a run of consecutive numbers
    INTERCEPTION = "interception"  # out of turn, with a card matching the top


class Reaction(Enum):
    BUZZER = "buzzer"
    SLAP = "slap"


@event
class RoundStarted:
    number: int
    dealer: int
    hand_size: int


@event
class DealerChosen:
    dealer: int
    draws: tuple[tuple[int, Card], ...]  # the cards each player drew to choose the dealer, in order


@event
class StartingCard:
    card: Card
    returned: bool = False  # a Draw Four turned up goes back into the pile


@event
class TurnStarted:
    player: int


@event
class CardPlayed:
    player: int
    card: Card
    mode: PlayMode
    cards_left: int


@event
class CardsDrawn:
    player: int
    cards: tuple[Card, ...]  # redacted to () for everyone but `player`
    count: int
    reason: DrawReason


@event
class CreeperRevealed:
    player: int
    card: Card


@event
class NothingToDraw:
    """The pile and the discards are empty: the player passes."""

    player: int


@event
class Reshuffled:
    count: int  # cards now in the draw pile


@event
class Passed:
    """The player kept the card just drawn (or could not play it) and the turn ends."""

    player: int


@event
class PlayerSkipped:
    player: int


@event
class DirectionChanged:
    direction: int  # 1: clockwise (to the left), -1: anticlockwise


@event
class ColourChosen:
    player: int
    colour: Colour


@event
class PenaltyPending:
    """`player` must draw `total` cards unless they answer (stacking) or challenge."""

    player: int
    total: int


@event
class ChallengeResolved:
    challenger: int
    challenged: int
    guilty: bool
    revealed: tuple[Card, ...]  # the challenged hand, shown to the challenger only


@event
class UnoCalled:
    player: int


@event
class UnoCaught:
    catcher: int
    target: int


@event
class HandsPassed:
    direction: int


@event
class HandsSwapped:
    player: int
    target: int


@event
class SwapDeclined:
    player: int


@event
class GreyskullStruck:
    player: int


@event
class ReactionStarted:
    kind: Reaction
    players: tuple[int, ...]  # who must press
    deadline: float


@event
class ReactionPressed:
    kind: Reaction
    player: int
    seconds: float  # time since the window opened


@event
class ReactionResolved:
    kind: Reaction
    times: tuple[tuple[int, float | None], ...]  # (player, seconds), None for a player who never pressed
    losers: tuple[int, ...]


@event
class InterceptionFailed:
    player: int
    card: Card
    reason: str  # the reason key, as for an illegal action
    penalty_points: int


@event
class WrongPlay:
    """An illegal card or an out-of-turn play at a table with the wrong-play penalty."""

    player: int
    card: Card
    reason: str


@event
class RoundEnded:
    winner: int
    hand_points: tuple[int, ...]  # points left in each hand
    round_scores: tuple[int, ...]  # what each player scored this round (penalty scoring: what they added)
    totals: tuple[int, ...]
    blocked: bool = False  # nobody could play or draw: the lowest hand won


@event
class MatchEnded:
    winners: tuple[int, ...]
    totals: tuple[int, ...]


Event = (
    RoundStarted
    | DealerChosen
    | StartingCard
    | TurnStarted
    | CardPlayed
    | CardsDrawn
    | CreeperRevealed
    | NothingToDraw
    | Reshuffled
    | Passed
    | PlayerSkipped
    | DirectionChanged
    | ColourChosen
    | PenaltyPending
    | ChallengeResolved
    | UnoCalled
    | UnoCaught
    | HandsPassed
    | HandsSwapped
    | SwapDeclined
    | GreyskullStruck
    | ReactionStarted
    | ReactionPressed
    | ReactionResolved
    | InterceptionFailed
    | WrongPlay
    | RoundEnded
    | MatchEnded
)
