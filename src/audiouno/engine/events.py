"""Events: what happened, in order. The engine speaks only in events; the app turns each into speech, a sound
cue and a view update, and bots learn from them what they may know.

Some events carry cards that only some players may see (cards drawn, a hand shown in a challenge): `redact`
in `view.py` removes them for everyone else.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Card, Colour
from .errors import Refusal

# Events are values: nobody mutates one after the engine emits it. They are not frozen dataclasses because the
# engine creates a few hundred per round and a frozen dataclass takes about 2.5 times as long to build (each
# field goes through object.__setattr__), which cost 9% of a simulated game; `redact` copies with `replace`.


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
    TIMEOUT = "timeout"  # the turn timer ran out: the pending penalty, or one card
    UNTIL_PLAYABLE = "until_playable"  # drew on one's turn until a card could be played (or the limit came)
    UNTIL_COLOUR = "until_colour"  # a Wild Draw Colour: drew until a card of the colour named
    ROULETTE = "roulette"  # a Wild Colour Roulette: named a colour, then drew until a card of it came


class PlayMode(Enum):
    TURN = "turn"
    DRAWN = "drawn"  # the card just drawn, played at once
    STACK = "stack"  # answering a Draw Two / Draw Four
    SEQUENCE = "sequence"  # continuing a run of consecutive numbers
    INTERCEPTION = "interception"  # out of turn, with a card matching the top
    SAME_RANK = "same_rank"  # the top card of several of one number played together (`SameRankPlayed` first)


class Reaction(Enum):
    BUZZER = "buzzer"
    SLAP = "slap"


@dataclass(slots=True)
class RoundStarted:
    number: int
    dealer: int
    hand_size: int  # the cards dealt to each; 0 for arranged hands of different sizes


@dataclass(slots=True)
class DealerChosen:
    dealer: int
    draws: tuple[tuple[int, Card], ...]  # the cards each player drew to choose the dealer, in order


@dataclass(slots=True)
class StartingCard:
    card: Card
    returned: bool = False  # a Draw Four turned up goes back into the pile


@dataclass(slots=True)
class TurnStarted:
    player: int


@dataclass(slots=True)
class TurnTimedOut:
    """The turn timer ran out: `player` draws `drawn` cards (the pending penalty, or one; 0 with nothing left to
    draw), or keeps the card just drawn (`kept`), and the turn passes. A Colour Roulette's victim gets the colour
    `named` for them instead (their `ColourChosen` and the roulette's draw follow)."""

    player: int
    drawn: int
    kept: bool
    named: Colour | None = None


@dataclass(slots=True)
class PlayerEliminated:
    """Elimination scoring: `player` reached the limit with `total` points and is out of the match."""

    player: int
    total: int


@dataclass(slots=True)
class CardPlayed:
    player: int
    card: Card
    mode: PlayMode
    cards_left: int


@dataclass(slots=True)
class CardsDrawn:
    player: int
    cards: tuple[Card, ...]  # redacted to () for everyone but `player`
    count: int
    reason: DrawReason


@dataclass(slots=True)
class CreeperRevealed:
    player: int
    card: Card
    count: int  # the cards it makes the player draw: 3, or what is left when the pile runs short


@dataclass(slots=True)
class NothingToDraw:
    """The pile and the discards are empty: the player passes."""

    player: int


@dataclass(slots=True)
class Reshuffled:
    count: int  # cards now in the draw pile


@dataclass(slots=True)
class SetAsideReturned:
    """No Mercy: the pile ran out, and the `count` cards of the hands knocked out this round, set aside until now,
    go into the new pile with the discards (the `Reshuffled` follows)."""

    count: int


@dataclass(slots=True)
class Passed:
    """The player kept the card just drawn (or could not play it) and the turn ends."""

    player: int


@dataclass(slots=True)
class PlayerSkipped:
    player: int


@dataclass(slots=True)
class EveryoneSkipped:
    """A Skip that skips everyone (under the skip-everyone rule, or Flip's Skip Everyone card): every other player
    loses the turn and `player` plays again."""

    player: int
    skipped: tuple[int, ...]  # in the order of play


@dataclass(slots=True)
class DirectionChanged:
    direction: int  # 1: clockwise (to the left), -1: anticlockwise


@dataclass(slots=True)
class ColourChosen:
    player: int
    colour: Colour


@dataclass(slots=True)
class PenaltyPending:
    """`player` must draw `total` cards unless they answer (stacking) or challenge."""

    player: int
    total: int
    added: int  # what the card just laid added to the total


@dataclass(slots=True)
class ColourPenaltyPending:
    """A Wild Draw Colour: `player` must draw until a card of `colour` comes, unless they challenge."""

    player: int
    colour: Colour


@dataclass(slots=True)
class RoulettePending:
    """A Wild Colour Roulette (No Mercy): `player` names a colour, draws until a card of it comes and loses the
    turn. Their `ColourChosen`, then the `CardsDrawn` (reason `ROULETTE`) and `PlayerSkipped`, follow."""

    player: int


@dataclass(slots=True)
class CardsDiscarded:
    """A Discard All (No Mercy): after its `CardPlayed`, `player` put every other card of its colour, `cards`
    (shown to everyone), under it, and holds `cards_left`."""

    player: int
    cards: tuple[Card, ...]
    cards_left: int


@dataclass(slots=True)
class TableFlipped:
    """A Flip card turned every card over: the table now plays on its `dark` (or light) side, on `top`."""

    dark: bool
    top: Card


@dataclass(slots=True)
class ChallengeResolved:
    challenger: int
    challenged: int
    guilty: bool
    revealed: tuple[Card, ...]  # the challenged hand, shown to the challenger only
    drawn: int  # cards the loser draws


@dataclass(slots=True)
class UnoCalled:
    player: int


@dataclass(slots=True)
class UnoCaught:
    catcher: int
    target: int


@dataclass(slots=True)
class HandsPassed:
    """A 0: every hand moves on in `direction`. `givers`, by seat: whose hand the seat holds now, or None for a seat
    passed over (out of the match, or knocked out with the No Mercy deck), which got none."""

    direction: int
    givers: tuple[int | None, ...]


@dataclass(slots=True)
class HandsSwapped:
    player: int
    target: int


@dataclass(slots=True)
class SwapDeclined:
    player: int


@dataclass(slots=True)
class GreyskullStruck:
    player: int
    count: int  # cards every other player draws
    short: bool = False  # the pile runs out first: some draw fewer (each one's `CardsDrawn` says how many)


@dataclass(slots=True)
class ReactionStarted:
    kind: Reaction
    players: tuple[int, ...]  # who must press
    deadline: float


@dataclass(slots=True)
class ReactionPressed:
    kind: Reaction
    player: int
    seconds: float  # time since the window opened


@dataclass(slots=True)
class ReactionResolved:
    kind: Reaction
    times: tuple[tuple[int, float | None], ...]  # (player, seconds), None for a player who never pressed
    losers: tuple[int, ...]
    penalty: int  # cards each loser draws


@dataclass(slots=True)
class InterceptionFailed:
    player: int
    card: Card
    reason: Refusal  # why it was no interception
    penalty_points: int
    penalty_cards: int  # cards drawn for it (the wrong-play penalty), 0 for none


@dataclass(slots=True)
class WrongPlay:
    """An illegal card or an out-of-turn play at a table with the wrong-play penalty."""

    player: int
    card: Card
    reason: Refusal  # why the card was wrong
    penalty_cards: int  # cards drawn for it


@dataclass(slots=True)
class SameRankPlayed:
    """Several cards of one number played together: `cards` in the order laid, the last on top. The top card's
    own `CardPlayed` (mode `SAME_RANK`) follows, with its effect."""

    player: int
    cards: tuple[Card, ...]


@dataclass(slots=True)
class FreeDraw:
    """A card drawn while holding a playable one (the free-draws rule): the turn goes on; `left` more may be
    drawn. The `CardsDrawn` came just before."""

    player: int
    left: int


@dataclass(slots=True)
class PenaltyDeflected:
    """An advanced response: a Skip, a Reverse or a Wild passed the pending penalty on to `player`."""

    by: int
    player: int
    total: int


@dataclass(slots=True)
class OutOfRound:
    """The mercy rule: `player` reached the hand limit with `cards` cards and takes no more turns this round.
    `set_aside`: knocked out with the No Mercy deck, whose hand is set aside (see `SetAsideReturned`) and scores
    the knockout bonus instead of its cards (see `KnockoutsScored`); otherwise the player keeps the cards."""

    player: int
    cards: int
    set_aside: bool = False


@dataclass(slots=True)
class KnockoutsScored:
    """No Mercy's bonus, before its round's `RoundEnded`: `points` for each of the `players` knocked out this round,
    whatever their cards (in the winner's score, or with penalty scoring in each one's own)."""

    players: tuple[int, ...]
    points: int


@dataclass(slots=True)
class RoundEnded:
    winner: int
    hand_points: tuple[int, ...]  # points left in each hand
    round_scores: tuple[int, ...]  # what each player scored this round (penalty scoring: what they added)
    totals: tuple[int, ...]
    blocked: bool = False  # nobody could play or draw, or the turn limit came: the lowest hand won
    turn_limit: bool = False  # the round stopped at the turn limit
    turns: int = 0  # turns begun in the round


@dataclass(slots=True)
class MatchEnded:
    winners: tuple[int, ...]
    totals: tuple[int, ...]


# How many a table seats: the one declaration the engine, the lobby, saved matches and the command line share.
FEWEST_PLAYERS = 2
MOST_PLAYERS = 10
# The events that name nothing but a seat, one per seat, built once and emitted again each time: an event is a value
# nobody mutates, and building a TurnStarted at each turn cost a simulated action 3% of its instructions (a class
# with an `__init__` in Python is slow to call).
TURN_STARTED = tuple(TurnStarted(seat) for seat in range(MOST_PLAYERS))
PLAYER_SKIPPED = tuple(PlayerSkipped(seat) for seat in range(MOST_PLAYERS))
PASSED = tuple(Passed(seat) for seat in range(MOST_PLAYERS))

Event = (
    RoundStarted
    | DealerChosen
    | StartingCard
    | TurnStarted
    | TurnTimedOut
    | PlayerEliminated
    | CardPlayed
    | CardsDrawn
    | CreeperRevealed
    | NothingToDraw
    | Reshuffled
    | SetAsideReturned
    | Passed
    | PlayerSkipped
    | EveryoneSkipped
    | DirectionChanged
    | ColourChosen
    | PenaltyPending
    | ColourPenaltyPending
    | RoulettePending
    | CardsDiscarded
    | TableFlipped
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
    | SameRankPlayed
    | FreeDraw
    | PenaltyDeflected
    | OutOfRound
    | KnockoutsScored
    | RoundEnded
    | MatchEnded
)
