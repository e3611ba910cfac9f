"""Engine events as the player hears them: words from the message catalogue, a sound cue and a stereo seat.

Every event is told from the point of view of one seat (`me`): each message gets `who="you"` for the player's
own actions and `who="other"` (with the player's name) for anyone else's, and the catalogue has a sentence for
each. Counts go in as numbers, so the catalogue picks the plural; in brief verbosity a message's `.brief` form,
where it has one, replaces it.

Over 400 lines on purpose: one short method for each of the engine's thirty-odd kinds of event, side by side, so
that every event's words are read and changed in one place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...engine import Card, PlayerView, Rank, Refusal
from ...engine.events import (
    CardPlayed,
    CardsDrawn,
    ChallengeResolved,
    ColourChosen,
    ColourPenaltyPending,
    CreeperRevealed,
    DealerChosen,
    DirectionChanged,
    DrawReason,
    Event,
    EveryoneSkipped,
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
    TableFlipped,
    TurnStarted,
    UnoCalled,
    UnoCaught,
    WrongPlay,
)
from ...i18n import Argument, Catalogue
from ..keys.keymap import key_words
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
    Rank.DRAW_ONE: "card_draw_one",
    Rank.FLIP: "card_flip",
    Rank.WILD_DRAW_TWO: "card_wild_draw_two",
    Rank.DRAW_FIVE: "card_draw_five",
    Rank.SKIP_EVERYONE: "card_skip_everyone",
    Rank.WILD_DRAW_COLOUR: "card_wild_draw_colour",
}  # every other rank is a number: card_number
_PENALTY_CUES = {1: "draw_one", 2: "draw_two", 4: "draw_four", 5: "draw_five"}  # by the cards a card adds
_PLAY_KEYS = {
    PlayMode.TURN: "event.played",
    PlayMode.DRAWN: "event.played",
    PlayMode.STACK: "event.stacked",
    PlayMode.SEQUENCE: "event.sequence",
    PlayMode.INTERCEPTION: "event.intercepted",
}
_PLAY_CUES = {PlayMode.SEQUENCE: "sequence", PlayMode.INTERCEPTION: "interception"}
_SPEECH_KINDS = ("wanted", "using", "failed")  # notice arguments that name a speech backend
NAMED_DRAW = 4  # cards the player draws that are named one by one; more are counted, and named in the history


@dataclass(frozen=True)
class Utterance:
    text: str
    interrupt: bool  # the outcome of the player's own key: it may cut off older speech (the Voice decides)
    cue: str | None  # a name from audiouno.app.output.sound.CUES, or None
    seat: int | None  # whose place in the stereo field; None = centre
    quiet: bool = False  # detail kept in the history for reading on request, not said


class Narrator:
    """Turns events into utterances for the player at seat `me`.

    `interrupt` marks what answers the player's own action; the Voice lets it cut off older speech only when
    it is the first of the words a key press caused. Everything else queues.
    """

    def __init__(self, catalogue: Catalogue, names: Sequence[str], me: int, verbosity: str = "full") -> None:
        self.catalogue = catalogue
        self.names = list(names)
        self.me = me
        self.verbosity = verbosity
        self._revealed: Utterance | None = None  # a challenged hand, said after the penalty is drawn
        self._turn_of: int | None = None  # whose turn was last announced
        self._out_of_turn = False  # the last card was laid by an interception or a jump-in
        self._dealer_highest: str | None = None  # the dealer's card in the draw, said when the round starts
        self._top: Card | None = None  # the card last laid, which an interception takes over
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
            ColourPenaltyPending: self._colour_penalty_pending,
            TableFlipped: self._table_flipped,
            EveryoneSkipped: self._everyone_skipped,
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
            return self.catalogue.text(card.name_key)
        return self.catalogue.text(card.name_key, colour=card.colour.value)

    def refusal(self, reason: Refusal, view: PlayerView | None = None) -> str:
        """Why an action was refused; for a card that does not match, also what would: "blue or 7"."""
        if reason is Refusal.DOES_NOT_MATCH and view is not None and view.top is not None and view.colour:
            colour, top = view.colour.value, view.top
            if top.colour is None:  # a wild on top: only its colour matches
                return self.catalogue.text("illegal.does_not_match_colour", colour=colour)
            rank = top.number if top.number is not None else top.rank.value  # 7, or skip, reverse, draw_two
            return self.catalogue.text("illegal.does_not_match_either", colour=colour, rank=rank)
        if reason is Refusal.MUST_ANSWER_PENALTY and view is not None and view.rules.stacking == "off":
            return self.catalogue.text("illegal.must_take_penalty")  # no card answers a penalty without stacking
        return self.catalogue.text(f"illegal.{reason.value}")

    def notice(self, notice: Notice) -> str:
        args: dict[str, Argument] = dict(notice.args)
        for name in _SPEECH_KINDS:
            if name in args:
                args[name] = self.catalogue.text(f"speech.backend.{args[name]}")
        if "reason" in args:
            args["reason"] = self.catalogue.text(str(args["reason"]))
        return self.catalogue.text(notice.key, **args)

    def key_name(self, name: str) -> str:
        """Words for a keymap key name: "shift+c" is "Shift C", "kp_enter" is "Keypad Enter"."""
        return key_words(self.catalogue, name)

    # ----------------------------------------------------------------- helpers

    def _words(self, key: str, **fields: Argument) -> str:
        """The message, in its brief form in brief verbosity when it has one."""
        words = self.catalogue.brief if self.verbosity == "brief" else self.catalogue.text
        return words(key, **fields)

    def _who(self, seat: int) -> str:
        """The `who` (or `whom`) argument: each language has its own words for the player's own actions."""
        return "you" if seat == self.me else "other"

    def _list(self, items: Sequence[str]) -> str:
        if len(items) < 2:
            return items[0] if items else ""
        return self.catalogue.text(
            "list.last", rest=self.catalogue.text("list.separator").join(items[:-1]), last=items[-1]
        )

    def _cards(self, cards: Sequence[Card]) -> str:
        return self._list([self.card(card) for card in cards])

    def _you_hold(self, view: PlayerView) -> str:
        return self._words("event.you_hold", count=len(view.hand))

    def _by(self, key: str, seat: int, cue: str | None, answer: bool = False, **fields: Argument) -> list[Utterance]:
        """One utterance for an action by `seat`, in "you" words for the player's own.

        `answer`: for the player, this is the outcome of their own key press, so it interrupts.
        """
        text = self._words(key, who=self._who(seat), player=self.names[seat], **fields)
        return [Utterance(text, answer and seat == self.me, cue, seat)]

    # ----------------------------------------------------------------- one method per event

    def _round_started(self, event: RoundStarted, view: PlayerView) -> list[Utterance]:
        if self._dealer_highest is not None:  # the draw that chose the dealer, said with the deal in one sentence
            card, self._dealer_highest = self._dealer_highest, None
            dealer = event.dealer
            text = self.catalogue.text(
                "event.dealer_highest",
                who=self._who(dealer),
                player=self.names[dealer],
                card=card,
                cards=event.hand_size,
            )
            return [Utterance(text, True, "deal", dealer)]  # the first words of the match: they answer its Enter
        return self._by("event.round_started", event.dealer, "deal", number=event.number, cards=event.hand_size)

    def _dealer_chosen(self, event: DealerChosen, view: PlayerView) -> list[Utterance]:
        """Every card drawn is kept in the history, and said on request (`dealer_draws`); the round's start says
        who deals and why in one short sentence."""
        if self.verbosity == "brief":
            return []  # RoundStarted names the dealer
        self._dealer_highest = self.card(next(card for seat, card in reversed(event.draws) if seat == event.dealer))
        return [Utterance(self.dealer_draws(event), False, None, None, True)]

    def dealer_draws(self, event: DealerChosen) -> str:
        """Every card drawn to choose the dealer, in order, and whose was highest."""
        draws = [
            self.catalogue.text("event.dealer_draw", who=self._who(seat), player=self.names[seat], card=self.card(card))
            for seat, card in event.draws
        ]
        dealer = event.dealer
        return self.catalogue.text(
            "event.dealer_chosen", draws=self._list(draws), who=self._who(dealer), player=self.names[dealer]
        )

    def _starting_card(self, event: StartingCard, view: PlayerView) -> list[Utterance]:
        self._top = event.card
        key = "event.starting_card.returned" if event.returned else "event.starting_card.shown"
        text = self._words(key, card=self.card(event.card))
        return [Utterance(text, False, _CARD_CUES.get(event.card.rank, "card_number"), None)]

    def _turn_started(self, event: TurnStarted, view: PlayerView) -> list[Utterance]:
        self._turn_of = event.player
        if event.player == self.me:
            return self._by("event.turn", event.player, "your_turn", answer=True)
        if self.verbosity == "brief":
            return []  # the cue of the last play already sits on its player's side
        return self._by("event.turn", event.player, None)

    def _card_played(self, event: CardPlayed, view: PlayerView) -> list[Utterance]:
        card = event.card
        seat = event.player
        whose = {"who": self._who(seat), "player": self.names[seat]}
        key = _PLAY_KEYS[event.mode]
        self._out_of_turn = event.mode is PlayMode.INTERCEPTION
        if self._out_of_turn and view.rules.interception == "jump_in":
            key = "event.jumped_in"  # the rule's own name
        text = self._words(key, card=self.card(card), **whose)
        if self._out_of_turn and self._turn_of == self.me and seat != self.me:
            text += " " + self.catalogue.text("event.turn_gone")  # it was the player's turn, and now it is not
            self._turn_of = seat
        elif self._out_of_turn and self._turn_of not in (None, seat, self.me) and self._top is not None:
            # Another player's turn is gone: what was intercepted, and whose turn was lost.
            lost = self.names[self._turn_of]  # type: ignore[index]
            text += " " + self.catalogue.text("event.turn_lost", card=self.card(self._top), player=lost)
            self._turn_of = seat
        self._top = card
        if event.cards_left == 1:  # worth hearing at once: UNO is due, or can be caught
            text += " " + self._words("event.one_left", **whose)
        cue = _PLAY_CUES.get(event.mode) or _CARD_CUES.get(card.rank, "card_number")
        return [Utterance(text, seat == self.me, cue, seat)]

    def _cards_drawn(self, event: CardsDrawn, view: PlayerView) -> list[Utterance]:
        seat = event.player
        answer = event.reason is DrawReason.CHOICE  # the draw key's outcome; a penalty queues after its cause
        if not event.count:
            return self._by("event.drew_nothing", seat, None)
        # Another player's cards are redacted: only the player's own are named, and many of them are kept in the
        # history for reading on request (the hand has them too), the count said.
        named = self._by("event.drew", seat, "draw", answer, cards=self._cards(event.cards), count=event.count)
        if seat == self.me and event.count > NAMED_DRAW:
            summary = self._words("event.drew_many", count=event.count)
            return [replace(named[0], text=summary), replace(named[0], cue=None, quiet=True)]
        return named

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
        text = self._words("event.reversed", direction=direction(event.direction))
        return [Utterance(text, False, "reverse", None)]

    def _colour_chosen(self, event: ColourChosen, view: PlayerView) -> list[Utterance]:
        colour = event.colour.value
        return self._by("event.colour_chosen", event.player, "colour_chosen", answer=True, colour=colour)

    def _penalty_pending(self, event: PenaltyPending, view: PlayerView) -> list[Utterance]:
        size = event.added  # a stacked total is heard apart from a single card
        cue = "stack" if event.total > size > 0 else _PENALTY_CUES.get(size, "draw_two")
        if self._out_of_turn and event.total > size:  # a card laid out of turn passed the penalty on
            return self._by("event.penalty_moves", event.player, cue, answer=True, total=event.total)
        return self._by("event.penalty", event.player, cue, answer=True, total=event.total)

    def _colour_penalty_pending(self, event: ColourPenaltyPending, view: PlayerView) -> list[Utterance]:
        colour = event.colour.value
        return self._by("event.colour_penalty", event.player, "draw_colour", answer=True, colour=colour)

    def _table_flipped(self, event: TableFlipped, view: PlayerView) -> list[Utterance]:
        """Said plainly: which side is up now, the new top card, and the player's hand, every card turned."""
        self._top = event.top
        side = "dark" if event.dark else "light"
        text = self._words("event.flipped", side=side, card=self.card(event.top), count=len(view.hand))
        return [Utterance(text, False, "flip_dark" if event.dark else "flip_light", None)]

    def _everyone_skipped(self, event: EveryoneSkipped, view: PlayerView) -> list[Utterance]:
        return self._by("event.everyone_skipped", event.player, "skip_everyone")

    def _challenge_resolved(self, event: ChallengeResolved, view: PlayerView) -> list[Utterance]:
        challenger, challenged = event.challenger, event.challenged
        text = self._words(
            "event.challenge",
            who=self._who(challenger),
            player=self.names[challenger],
            whom=self._who(challenged),
            target=self.names[challenged],
            verdict="guilty" if event.guilty else "innocent",
        )
        if challenger == self.me and event.revealed:
            self._revealed = Utterance(self._revealed_hand(self.names[challenged], event.revealed), False, None, None)
        won = event.guilty if challenged != self.me else not event.guilty
        cue = "challenge_won" if won else "challenge_lost"
        return [Utterance(text, challenger == self.me, cue, challenger)]

    def _revealed_hand(self, target: str, cards: Sequence[Card]) -> str:
        """The hand a challenge showed: every card, or in brief verbosity how many."""
        if self.verbosity == "brief":
            return self.catalogue.text("event.challenge.revealed_count", target=target, count=len(cards))
        return self.catalogue.text("event.challenge.revealed", target=target, cards=self._cards(cards))

    def _uno_called(self, event: UnoCalled, view: PlayerView) -> list[Utterance]:
        return self._by("event.uno", event.player, "uno_called", answer=True)

    def _uno_caught(self, event: UnoCaught, view: PlayerView) -> list[Utterance]:
        whom = {"whom": self._who(event.target), "target": self.names[event.target]}
        return self._by("event.caught", event.catcher, "uno_caught", answer=True, **whom)

    def _hands_passed(self, event: HandsPassed, view: PlayerView) -> list[Utterance]:
        giver = (self.me - event.direction) % view.players
        text = self._words("event.hands_passed", direction=direction(event.direction), player=self.names[giver])
        return [Utterance(f"{text} {self._you_hold(view)}", False, "hands_passed", None)]

    def _hands_swapped(self, event: HandsSwapped, view: PlayerView) -> list[Utterance]:
        whom = {"whom": self._who(event.target), "target": self.names[event.target]}
        utterance = self._by("event.swapped", event.player, "swap", answer=True, **whom)[0]
        if self.me in (event.player, event.target):
            return [replace(utterance, text=f"{utterance.text} {self._you_hold(view)}")]
        return [utterance]

    def _swap_declined(self, event: SwapDeclined, view: PlayerView) -> list[Utterance]:
        return self._by("event.swap_declined", event.player, None, answer=True)

    def _greyskull_struck(self, event: GreyskullStruck, view: PlayerView) -> list[Utterance]:
        return self._by("event.greyskull", event.player, "greyskull", count=event.count)

    def _reaction_started(self, event: ReactionStarted, view: PlayerView) -> list[Utterance]:
        kind = event.kind.value
        racing = self.me in event.players
        text = self.catalogue.text(f"event.reaction.{kind}", who="you" if racing else "other")
        return [Utterance(text, racing, kind, None)]

    def _reaction_pressed(self, event: ReactionPressed, view: PlayerView) -> list[Utterance]:
        if event.player != self.me:
            return []  # the verdict names the slowest: one line for the race, not one for each player
        return self._by("event.pressed", event.player, "buzz_pressed", answer=True, seconds=event.seconds)

    def _reaction_resolved(self, event: ReactionResolved, view: PlayerView) -> list[Utterance]:
        kind = "buzzer" if event.kind is Reaction.BUZZER else "slap"
        losers = [
            self.catalogue.text("event.name", who=self._who(seat), player=self.names[seat]) for seat in event.losers
        ]
        text = self._reaction_margin(event, kind) or self._words(
            f"event.reaction_over.{kind}", players=self._list(losers)
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
            return self.catalogue.text(f"event.reaction_margin.{kind}_won", player=self.names[loser], ms=ms)
        others = [(seconds, seat) for seat, seconds in times.items() if seat != self.me]
        if not others:
            return None
        seconds, seat = max(others)
        return self.catalogue.text(
            f"event.reaction_margin.{kind}_lost", player=self.names[seat], ms=round((mine - seconds) * 1000)
        )

    def _interception_failed(self, event: InterceptionFailed, view: PlayerView) -> list[Utterance]:
        seat = event.player
        utterance = self._by(
            "event.interception_failed",
            seat,
            "penalty",
            True,
            card=self.card(event.card),
            reason=self.refusal(event.reason),
        )[0]
        if event.penalty_points:
            points = self._words("event.penalty_points", count=event.penalty_points)
            return [replace(utterance, text=f"{utterance.text} {points}")]
        return [utterance]

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
            parts = [self.catalogue.text("event.round_blocked")] if event.blocked else []
        parts.append(self._words("event.round_won", who=self._who(winner), player=self.names[winner]))
        if view.rules.scoring == "winner_takes":
            parts.append(self._words("event.round_score", count=event.round_scores[winner]))
        else:
            added = [self._score(seat, points) for seat, points in enumerate(event.round_scores) if points]
            if added:
                parts.append(self._words("event.round_added", scores=self._list(added)))
        cue = "round_won" if winner == self.me else "round_lost"
        return [Utterance(" ".join(parts), False, cue, winner)]

    def _match_ended(self, event: MatchEnded, view: PlayerView) -> list[Utterance]:
        others = [self.names[seat] for seat in event.winners if seat != self.me]
        won = self.me in event.winners
        text = self._words(
            "event.match_won", who="you" if won else "other", count=len(others), players=self._list(others)
        )
        best_first = -1 if view.rules.scoring == "winner_takes" else 1
        order = sorted(range(len(event.totals)), key=lambda seat: best_first * event.totals[seat])
        standings = self._list([self._score(seat, event.totals[seat]) for seat in order])
        text += " " + self._words("event.standings", scores=standings)
        cue = "match_won" if won else "match_lost"
        return [Utterance(text, False, cue, None)]

    def _score(self, seat: int, points: int) -> str:
        return self.catalogue.text("event.score", who=self._who(seat), player=self.names[seat], points=points)


def direction(step: int) -> str:
    """The `direction` argument for a direction of play (+1 or -1)."""
    return "clockwise" if step == 1 else "anticlockwise"
