"""Engine events as the player hears them: which words, which sound cue, and which seat's place in the stereo field.

The narrator reads the events one by one from the point of view of one seat (`me`) and decides what is said and
whether it answers the player's own key. Three tellers hold the words' choices, by what they tell: plays and
draws (`plays.py`), penalties and races (`penalties.py`), rounds and results (`rounds.py`); they share one
memory across events (`teller.Memory`: whose turn was last said, a challenged hand said after its penalty, the
card an interception takes over). The words themselves come from `words.Words`, always in full; each utterance
names its kind of message (files/verbosity.KINDS), or none when it is something the player must hear, and the
voice says it as the player's verbosity profile has it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ....engine import PlayerView
from ....engine.events import (
    CardPlayed,
    CardsDiscarded,
    CardsDrawn,
    ChallengeResolved,
    ColourChosen,
    ColourPenaltyPending,
    CreeperRevealed,
    DealerChosen,
    DirectionChanged,
    Event,
    EveryoneSkipped,
    FreeDraw,
    GreyskullStruck,
    HandsPassed,
    HandsSwapped,
    InterceptionFailed,
    KnockoutsScored,
    MatchEnded,
    NothingToDraw,
    OutOfRound,
    Passed,
    PenaltyDeflected,
    PenaltyPending,
    PlayerEliminated,
    PlayerSkipped,
    ReactionPressed,
    ReactionResolved,
    ReactionStarted,
    Reshuffled,
    RoulettePending,
    RoundEnded,
    RoundStarted,
    SameRankPlayed,
    SetAsideReturned,
    StartingCard,
    SwapDeclined,
    TableFlipped,
    TurnStarted,
    TurnTimedOut,
    UnoCalled,
    UnoCaught,
    WrongPlay,
)
from ....i18n import Catalogue
from ..voice import Utterance
from ..words import Words
from .penalties import PenaltyTeller
from .plays import PlayTeller
from .rounds import RoundTeller
from .teller import NAMED_DRAW, Memory

__all__ = ["NAMED_DRAW", "Narrator"]


class Narrator:
    """Turns events into utterances for the player at seat `me`.

    `interrupt` marks what answers the player's own action; the Voice lets it cut off older speech only when
    it is the first of the words a key press caused. Everything else queues.
    """

    def __init__(self, catalogue: Catalogue, names: Sequence[str], me: int) -> None:
        self.words = Words(catalogue, names, me)
        self.names = self.words.names
        self.me = me
        self.memory = Memory()
        plays = PlayTeller(self.words, self.memory)
        penalties = PenaltyTeller(self.words, self.memory)
        rounds = RoundTeller(self.words, self.memory)
        self._handlers: dict[type, Callable[[Any, PlayerView], list[Utterance]]] = {
            RoundStarted: rounds.round_started,
            DealerChosen: rounds.dealer_chosen,
            StartingCard: rounds.starting_card,
            TurnStarted: plays.turn_started,
            CardPlayed: plays.card_played,
            CardsDrawn: plays.cards_drawn,
            CreeperRevealed: penalties.creeper_revealed,
            NothingToDraw: plays.nothing_to_draw,
            Reshuffled: plays.reshuffled,
            Passed: plays.passed,
            PlayerSkipped: penalties.player_skipped,
            DirectionChanged: plays.direction_changed,
            ColourChosen: plays.colour_chosen,
            PenaltyPending: penalties.penalty_pending,
            ColourPenaltyPending: penalties.colour_penalty_pending,
            TableFlipped: plays.table_flipped,
            EveryoneSkipped: penalties.everyone_skipped,
            ChallengeResolved: penalties.challenge_resolved,
            UnoCalled: plays.uno_called,
            UnoCaught: penalties.uno_caught,
            HandsPassed: plays.hands_passed,
            HandsSwapped: plays.hands_swapped,
            SwapDeclined: plays.swap_declined,
            GreyskullStruck: penalties.greyskull_struck,
            ReactionStarted: penalties.reaction_started,
            ReactionPressed: penalties.reaction_pressed,
            ReactionResolved: penalties.reaction_resolved,
            InterceptionFailed: penalties.interception_failed,
            WrongPlay: penalties.wrong_play,
            RoundEnded: rounds.round_ended,
            MatchEnded: rounds.match_ended,
            SameRankPlayed: plays.same_rank_played,
            FreeDraw: plays.free_draw,
            PenaltyDeflected: penalties.penalty_deflected,
            OutOfRound: rounds.out_of_round,
            TurnTimedOut: penalties.turn_timed_out,
            PlayerEliminated: rounds.player_eliminated,
            RoulettePending: penalties.roulette_pending,
            CardsDiscarded: plays.cards_discarded,
            SetAsideReturned: plays.set_aside_returned,
            KnockoutsScored: rounds.knockouts_scored,
        }

    @property
    def handled(self) -> frozenset[type]:
        """The event classes this narrator has words for."""
        return frozenset(self._handlers)

    def narrate(self, event: Event, view: PlayerView) -> list[Utterance]:
        """What to say and play for `event` (already redacted for `me`), in order; empty when nothing is."""
        said = self._handlers[type(event)](event, view)
        if self.memory.revealed is not None and not isinstance(event, ChallengeResolved):
            # The verdict first, then the penalty drawn, then the hand that proved it.
            revealed, self.memory.revealed = self.memory.revealed, None
            said = [*said, revealed] if isinstance(event, CardsDrawn) else [revealed, *said]
        return said
