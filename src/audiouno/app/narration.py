"""Engine events as the player hears them: words from the message catalogue, a sound cue and a stereo seat.

Every event is told from the point of view of one seat (`me`): the player's own actions say "you", other
players' actions use their names. Message keys end in ".you" or ".player" by whose action it is, in ".one" or
".other" by count, and a key with "_brief" added, where the catalogue has one, replaces it in brief verbosity.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Card, PlayerView, Rank, Refusal
from ..engine.events import (
    CardPlayed,
    CardsDrawn,
    ChallengeResolved,
    ColourChosen,
    CreeperRevealed,
    DealerChosen,
    DirectionChanged,
    DrawReason,
    Event,
    GreyskullStruck,
    HandsPassed,
    HandsSwapped,
    InterceptionFailed,
    MatchEnded,
    NothingToDraw,
    Passed,
    PenaltyPending,
    PlayerSkipped,
    PlayMode,
    Reaction,
    ReactionPressed,
    ReactionResolved,
    ReactionStarted,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    StartingCard,
    SwapDeclined,
    TurnStarted,
    UnoCalled,
    UnoCaught,
    WrongPlay,
)
from ..i18n import Catalogue
from .keymap import key_words
from .speech.base import Notice

_CARD_CUES = {
    Rank.SKIP: "card_skip",
    Rank.REVERSE: "card_reverse",
    Rank.DRAW_TWO: "card_draw_two",
    Rank.WILD: "card_wild",
    Rank.WILD_DRAW_FOUR: "card_draw_four",
    Rank.CREEPER: "card_creeper",
    Rank.GREYSKULL: "card_greyskull",
    Rank.BUZZER: "card_buzzer",
}  # every other rank is a number: card_number
_PLAY_KEYS = {
    PlayMode.TURN: "event.played",
    PlayMode.DRAWN: "event.played",
    PlayMode.STACK: "event.stacked",
    PlayMode.SEQUENCE: "event.sequence",
    PlayMode.INTERCEPTION: "event.intercepted",
}
_PLAY_CUES = {PlayMode.SEQUENCE: "sequence", PlayMode.INTERCEPTION: "interception"}
_SPEECH_KINDS = ("wanted", "using", "failed")  # notice arguments that name a speech backend


@dataclass(frozen=True)
class Utterance:
    text: str
    interrupt: bool  # the outcome of the player's own key: it may cut off older speech (the Voice decides)
    cue: str | None  # a name from audiouno.app.sound.CUES, or None
    seat: int | None  # whose place in the stereo field; None = centre


class Narrator:
    """Turns events into utterances for the player at seat `me`.

    `interrupt` marks what answers the player's own action; the Voice lets it cut off older speech only when
    it is the first of the words a key press caused. Everything else queues.
    """

    def __init__(self, catalogue: Catalogue, names: Sequence[str], me: int, verbosity: str = "full") -> None:
        self._catalogue = catalogue
        self.names = list(names)
        self.me = me
        self.verbosity = verbosity
        self._revealed: Utterance | None = None  # a challenged hand, said after the penalty is drawn
        self._turn_of: int | None = None  # whose turn was last announced
        self._out_of_turn = False  # the last card was laid by an interception or a jump-in
        self._handlers: dict[type, Callable[[Any, PlayerView], list[Utterance]]] = {
            RoundStarted: self._round_started,
            DealerChosen: self._dealer_chosen,
            StartingCard: self._starting_card,
            TurnStarted: self._turn_started,
            CardPlayed: self._card_played,
            CardsDrawn: self._cards_drawn,
            CreeperRevealed: self._creeper_revealed,
            NothingToDraw: self._nothing_to_draw,
            Reshuffled: self._reshuffled,
            Passed: self._passed,
            PlayerSkipped: self._player_skipped,
            DirectionChanged: self._direction_changed,
            ColourChosen: self._colour_chosen,
            PenaltyPending: self._penalty_pending,
            ChallengeResolved: self._challenge_resolved,
            UnoCalled: self._uno_called,
            UnoCaught: self._uno_caught,
            HandsPassed: self._hands_passed,
            HandsSwapped: self._hands_swapped,
            SwapDeclined: self._swap_declined,
            GreyskullStruck: self._greyskull_struck,
            ReactionStarted: self._reaction_started,
            ReactionPressed: self._reaction_pressed,
            ReactionResolved: self._reaction_resolved,
            InterceptionFailed: self._interception_failed,
            WrongPlay: self._wrong_play,
            RoundEnded: self._round_ended,
            MatchEnded: self._match_ended,
        }

    @property
    def handled(self) -> frozenset[type]:
        """The event classes this narrator has words for."""
        return frozenset(self._handlers)

    # ----------------------------------------------------------------- the public API

    def narrate(self, event: Event, view: PlayerView) -> list[Utterance]:
        """What to say and play for `event` (already redacted for `me`), in order; empty when brief skips it."""
        said = self._handlers[type(event)](event, view)
        if self._revealed is not None and not isinstance(event, ChallengeResolved):
            # The verdict first, then the penalty drawn, then the hand that proved it.
            revealed, self._revealed = self._revealed, None
            said = [*said, revealed] if isinstance(event, CardsDrawn) else [revealed, *said]
        return said

    def card(self, card: Card) -> str:
        if card.colour is None:
            return self.text(card.name_key)
        return self.text(card.name_key, colour=self.text(card.colour.key))

    def text(self, key: str, **fields: object) -> str:
        return self._catalogue.text(key, **fields)

    def refusal(self, reason: Refusal, view: PlayerView | None = None) -> str:
        """Why an action was refused; for a card that does not match, also what would: "blue or 7"."""
        if reason is Refusal.DOES_NOT_MATCH and view is not None and view.top is not None and view.colour:
            colour = self.text(view.colour.key)
            rank = self._catalogue.messages.get(f"rank.{view.top.rank.value}")
            if rank is None or view.top.colour is None:  # a wild on top: only its colour matches
                return self.text("illegal.does_not_match_colour", colour=colour)
            return self.text("illegal.does_not_match_either", colour=colour, rank=rank)
        return self.text(f"illegal.{reason.value}")

    def notice(self, notice: Notice) -> str:
        args = dict(notice.args)
        for name in _SPEECH_KINDS:
            if name in args:
                args[name] = self.text(f"speech.backend.{args[name]}")
        if "reason" in args:
            args["reason"] = self.text(args["reason"])
        return self.text(notice.key, **args)

    def key_name(self, name: str) -> str:
        """Words for a keymap key name: "shift+c" is "Shift C", "kp_enter" is "Keypad Enter"."""
        return key_words(self._catalogue, name)

    # ----------------------------------------------------------------- helpers

    def _words(self, key: str, **fields: object) -> str:
        """The message, or its brief form in brief verbosity when the catalogue has one."""
        brief = f"{key}_brief"
        if self.verbosity == "brief" and brief in self._catalogue.messages:
            key = brief
        return self.text(key, **fields)

    def _whose(self, key: str, seat: int) -> str:
        return f"{key}.you" if seat == self.me else f"{key}.player"

    def _name(self, seat: int) -> str:
        """A player's name in the middle of a sentence ("you" for the player)."""
        return self.text("event.you") if seat == self.me else self.names[seat]

    def _list(self, items: Sequence[str]) -> str:
        if len(items) < 2:
            return items[0] if items else ""
        return self.text("list.last", rest=self.text("list.separator").join(items[:-1]), last=items[-1])

    def _cards(self, cards: Sequence[Card]) -> str:
        return self._list([self.card(card) for card in cards])

    @staticmethod
    def _plural(key: str, count: int) -> str:
        return f"{key}.one" if count == 1 else f"{key}.other"

    def _you_hold(self, view: PlayerView) -> str:
        count = len(view.hand)
        return self._words(self._plural("event.you_hold", count), count=count)

    def _by(
        self, key: str, seat: int, cue: str | None, answer: bool = False, plural: int | None = None, **fields: object
    ) -> list[Utterance]:
        """One utterance for an action by `seat`, in "you" words for the player's own.

        `answer`: for the player, this is the outcome of their own key press, so it interrupts.

        `plural` is the count that chooses between the ".one" and ".other" forms.
        """
        key = self._whose(key, seat)
        if plural is not None:
            key = self._plural(key, plural)
        text = self._words(key, player=self._name(seat), **fields)
        return [Utterance(text, answer and seat == self.me, cue, seat)]

    # ----------------------------------------------------------------- one method per event

    def _round_started(self, event: RoundStarted, view: PlayerView) -> list[Utterance]:
        return self._by("event.round_started", event.dealer, "deal", number=event.number, cards=event.hand_size)

    def _dealer_chosen(self, event: DealerChosen, view: PlayerView) -> list[Utterance]:
        if self.verbosity == "brief":
            return []  # RoundStarted names the dealer
        draws = [
            self.text("event.dealer_draw", player=self._name(seat), card=self.card(card)) for seat, card in event.draws
        ]
        text = self.text("event.dealer_chosen", draws=self._list(draws), player=self._name(event.dealer))
        return [Utterance(text, False, None, event.dealer)]

    def _starting_card(self, event: StartingCard, view: PlayerView) -> list[Utterance]:
        key = "event.starting_card.returned" if event.returned else "event.starting_card.shown"
        text = self._words(key, card=self.card(event.card))
        return [Utterance(text, False, _CARD_CUES.get(event.card.rank, "card_number"), None)]

    def _turn_started(self, event: TurnStarted, view: PlayerView) -> list[Utterance]:
        self._turn_of = event.player
        if event.player == self.me:
            return [Utterance(self.text("event.turn.you"), True, "your_turn", event.player)]
        if self.verbosity == "brief":
            return []  # the cue of the last play already sits on its player's side
        return [Utterance(self.text("event.turn.player", player=self.names[event.player]), False, None, event.player)]

    def _card_played(self, event: CardPlayed, view: PlayerView) -> list[Utterance]:
        card = event.card
        seat = event.player
        key = _PLAY_KEYS[event.mode]
        self._out_of_turn = event.mode is PlayMode.INTERCEPTION
        if self._out_of_turn and view.rules.interception == "jump_in":
            key = "event.jumped_in"  # the rule's own name
        text = self._words(self._whose(key, seat), player=self._name(seat), card=self.card(card))
        if self._out_of_turn and self._turn_of == self.me and seat != self.me:
            text += " " + self.text("event.turn_gone")  # it was the player's turn, and now it is not
            self._turn_of = seat
        if event.cards_left == 1:  # worth hearing at once: UNO is due, or can be caught
            text += " " + self._words(self._whose("event.one_left", seat), player=self._name(seat))
        cue = _PLAY_CUES.get(event.mode) or _CARD_CUES.get(card.rank, "card_number")
        return [Utterance(text, seat == self.me, cue, seat)]

    def _cards_drawn(self, event: CardsDrawn, view: PlayerView) -> list[Utterance]:
        seat = event.player
        answer = event.reason is DrawReason.CHOICE  # the draw key's outcome; a penalty queues after its cause
        if not event.count:
            return self._by("event.drew_nothing", seat, None)
        if seat == self.me:
            return self._by("event.drew", seat, "draw", answer, cards=self._cards(event.cards))
        return self._by("event.drew", seat, "draw", plural=event.count, count=event.count)

    def _creeper_revealed(self, event: CreeperRevealed, view: PlayerView) -> list[Utterance]:
        return self._by("event.creeper", event.player, "creeper", count=event.count)

    def _nothing_to_draw(self, event: NothingToDraw, view: PlayerView) -> list[Utterance]:
        return self._by("event.nothing_to_draw", event.player, None, answer=True)

    def _reshuffled(self, event: Reshuffled, view: PlayerView) -> list[Utterance]:
        return [Utterance(self._words("event.reshuffled", count=event.count), False, "shuffle", None)]

    def _passed(self, event: Passed, view: PlayerView) -> list[Utterance]:
        # Not interrupting: after drawing a card that cannot be played, it would cut off the card's name.
        return self._by("event.passed", event.player, None)

    def _player_skipped(self, event: PlayerSkipped, view: PlayerView) -> list[Utterance]:
        return self._by("event.skipped", event.player, "skip")

    def _direction_changed(self, event: DirectionChanged, view: PlayerView) -> list[Utterance]:
        direction = self.text("direction.clockwise" if event.direction == 1 else "direction.anticlockwise")
        return [Utterance(self._words("event.reversed", direction=direction), False, "reverse", None)]

    def _colour_chosen(self, event: ColourChosen, view: PlayerView) -> list[Utterance]:
        colour = self.text(event.colour.key)
        return self._by("event.colour_chosen", event.player, "colour_chosen", answer=True, colour=colour)

    def _penalty_pending(self, event: PenaltyPending, view: PlayerView) -> list[Utterance]:
        size = event.added  # a stacked total is heard apart from a single card
        cue = "stack" if event.total > size > 0 else ("draw_four" if size == 4 else "draw_two")
        if self._out_of_turn and event.total > size:  # a card laid out of turn passed the penalty on
            return self._by("event.penalty_moves", event.player, cue, answer=True, total=event.total)
        return self._by("event.penalty", event.player, cue, answer=True, total=event.total)

    def _challenge_resolved(self, event: ChallengeResolved, view: PlayerView) -> list[Utterance]:
        verdict = "guilty" if event.guilty else "innocent"
        names = {"player": self._name(event.challenger), "target": self._name(event.challenged)}
        if event.challenged == self.me:
            won = not event.guilty
            text = self._words(f"event.challenge.against_you.{verdict}", **names)
        else:
            won = event.guilty
            text = self._words(f"{self._whose('event.challenge', event.challenger)}.{verdict}", **names)
            if event.challenger == self.me and event.revealed:
                self._revealed = Utterance(self._revealed_hand(names["target"], event.revealed), False, None, None)
        cue = "challenge_won" if won else "challenge_lost"
        return [Utterance(text, event.challenger == self.me, cue, event.challenger)]

    def _revealed_hand(self, target: str, cards: Sequence[Card]) -> str:
        """The hand a challenge showed: every card, or in brief verbosity how many."""
        if self.verbosity == "brief":
            return self.text(
                self._plural("event.challenge.revealed_count", len(cards)), target=target, count=len(cards)
            )
        return self.text("event.challenge.revealed", target=target, cards=self._cards(cards))

    def _uno_called(self, event: UnoCalled, view: PlayerView) -> list[Utterance]:
        return self._by("event.uno", event.player, "uno_called", answer=True)

    def _uno_caught(self, event: UnoCaught, view: PlayerView) -> list[Utterance]:
        target = self._name(event.target)
        if event.target == self.me:
            text = self._words("event.caught.on_you", player=self.names[event.catcher])
            return [Utterance(text, False, "uno_caught", event.catcher)]
        return self._by("event.caught", event.catcher, "uno_caught", answer=True, target=target)

    def _hands_passed(self, event: HandsPassed, view: PlayerView) -> list[Utterance]:
        giver = (self.me - event.direction) % view.players
        direction = self.text("direction.clockwise" if event.direction == 1 else "direction.anticlockwise")
        text = self._words("event.hands_passed", direction=direction, player=self.names[giver])
        return [Utterance(f"{text} {self._you_hold(view)}", False, "hands_passed", None)]

    def _hands_swapped(self, event: HandsSwapped, view: PlayerView) -> list[Utterance]:
        names = {"player": self._name(event.player), "target": self._name(event.target)}
        if event.target == self.me:
            text = self._words("event.swapped.with_you", **names)
        else:
            text = self._words(self._whose("event.swapped", event.player), **names)
        if self.me in (event.player, event.target):
            text += " " + self._you_hold(view)
        return [Utterance(text, event.player == self.me, "swap", event.player)]

    def _swap_declined(self, event: SwapDeclined, view: PlayerView) -> list[Utterance]:
        return self._by("event.swap_declined", event.player, None, answer=True)

    def _greyskull_struck(self, event: GreyskullStruck, view: PlayerView) -> list[Utterance]:
        return self._by("event.greyskull", event.player, "greyskull", count=event.count)

    def _reaction_started(self, event: ReactionStarted, view: PlayerView) -> list[Utterance]:
        kind = event.kind.value
        if self.me in event.players:
            return [Utterance(self.text(f"event.reaction.{kind}.you"), True, kind, None)]
        return [Utterance(self.text(f"event.reaction.{kind}.others"), False, kind, None)]

    def _reaction_pressed(self, event: ReactionPressed, view: PlayerView) -> list[Utterance]:
        if event.player != self.me and self.verbosity == "brief":
            return []
        return self._by("event.pressed", event.player, "buzz_pressed", answer=True, seconds=event.seconds)

    def _reaction_resolved(self, event: ReactionResolved, view: PlayerView) -> list[Utterance]:
        kind = "buzzer" if event.kind is Reaction.BUZZER else "slap"
        text = self._reaction_margin(event, kind) or self._words(
            f"event.reaction_over.{kind}", players=self._list([self._name(s) for s in event.losers])
        )
        cue = "penalty" if self.me in event.losers else "window_closed"
        seat = event.losers[0] if len(event.losers) == 1 else None
        return [Utterance(text, False, cue, seat)]

    def _reaction_margin(self, event: ReactionResolved, kind: str) -> str | None:
        """By how much the player won or lost a race they pressed in: "Slowest: Ana, 180 ms after you." """
        times = {seat: seconds for seat, seconds in event.times if seconds is not None}
        mine = times.get(self.me)
        if mine is None or len(event.losers) != 1:
            return None
        loser = event.losers[0]
        if loser != self.me:
            if loser not in times:
                return None
            ms = round((times[loser] - mine) * 1000)
            return self.text(f"event.reaction_margin.{kind}_won", player=self.names[loser], ms=ms)
        others = [(seconds, seat) for seat, seconds in times.items() if seat != self.me]
        if not others:
            return None
        seconds, seat = max(others)
        return self.text(
            f"event.reaction_margin.{kind}_lost", player=self.names[seat], ms=round((mine - seconds) * 1000)
        )

    def _interception_failed(self, event: InterceptionFailed, view: PlayerView) -> list[Utterance]:
        seat = event.player
        fields = {"player": self._name(seat), "card": self.card(event.card), "reason": self.refusal(event.reason)}
        text = self._words(self._whose("event.interception_failed", seat), **fields)
        if event.penalty_points:
            points = event.penalty_points
            text += " " + self._words(self._plural("event.penalty_points", points), count=points)
        return [Utterance(text, seat == self.me, "penalty", seat)]

    def _wrong_play(self, event: WrongPlay, view: PlayerView) -> list[Utterance]:
        card = self.card(event.card)
        return self._by(
            "event.wrong_play", event.player, "penalty", answer=True, card=card, reason=self.refusal(event.reason, view)
        )

    def _round_ended(self, event: RoundEnded, view: PlayerView) -> list[Utterance]:
        winner = event.winner
        if event.turn_limit:
            parts = [self._words("event.round_turn_limit", count=event.turns)]
        else:
            parts = [self.text("event.round_blocked")] if event.blocked else []
        parts.append(self._words(self._whose("event.round_won", winner), player=self._name(winner)))
        if view.rules.scoring == "winner_takes":
            points = event.round_scores[winner]
            parts.append(self._words(self._plural("event.round_score", points), count=points))
        else:
            added = [self._score(seat, points) for seat, points in enumerate(event.round_scores) if points]
            if added:
                parts.append(self._words("event.round_added", scores=self._list(added)))
        cue = "round_won" if winner == self.me else "round_lost"
        return [Utterance(" ".join(parts), False, cue, winner)]

    def _match_ended(self, event: MatchEnded, view: PlayerView) -> list[Utterance]:
        others = [self.names[seat] for seat in event.winners if seat != self.me]
        if self.me not in event.winners:
            key = "event.match_won.player" if len(others) == 1 else "event.match_won.players"
        else:
            key = "event.match_won.you_tied" if others else "event.match_won.you"
        text = self._words(key, players=self._list(others))
        best_first = -1 if view.rules.scoring == "winner_takes" else 1
        order = sorted(range(len(event.totals)), key=lambda seat: best_first * event.totals[seat])
        standings = self._list([self._score(seat, event.totals[seat]) for seat in order])
        text += " " + self._words("event.standings", scores=standings)
        cue = "match_won" if self.me in event.winners else "match_lost"
        return [Utterance(text, False, cue, None)]

    def _score(self, seat: int, points: int) -> str:
        return self.text("event.score", player=self._name(seat), points=points)
