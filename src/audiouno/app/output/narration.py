"""Engine events as the player hears them: which words, which sound cue, and which seat's place in the stereo field.

The narrator reads the events one by one from the point of view of one seat (`me`), remembers what it must
across them (whose turn was last said, a challenged hand said after its penalty, the card an interception takes
over), and decides what is said and whether it answers the player's own key. The words themselves come from
`words.Words`, always in full; each utterance names its kind of message (files/verbosity.KINDS), or none when it
is something the player must hear, and the voice says it as the player's verbosity profile has it.

Over 400 lines on purpose: one short method per event kind (about 50 kinds, the rule options' and the Flip deck's
among them), kept beside the state they share, so an event's words are found in one place. The words left for
`words.py` when the narrator was split; what stays here is the reading.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ...engine import Card, PlayerView, Rank
from ...engine.events import (
    CardPlayed,
    CardsDiscarded,
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
    PlayMode,
    Reaction,
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
from ...i18n import Argument, Catalogue
from .voice import Utterance
from .words import Words, direction

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
    # UNO No Mercy: its coloured Draw Four sounds as the wild one
    Rank.DRAW_FOUR: "card_draw_four",
    Rank.DISCARD_ALL: "card_discard_all",
    Rank.WILD_REVERSE_DRAW_FOUR: "card_wild_reverse_draw_four",
    Rank.WILD_DRAW_SIX: "card_wild_draw_six",
    Rank.WILD_DRAW_TEN: "card_wild_draw_ten",
    Rank.WILD_COLOUR_ROULETTE: "card_wild_colour_roulette",
}  # every other rank is a number: card_number
# By the cards a card adds: the heavier the penalty, the heavier its sound.
_PENALTY_CUES = {1: "draw_one", 2: "draw_two", 4: "draw_four", 5: "draw_five", 6: "draw_six", 10: "draw_ten"}
_PLAY_KEYS = {
    PlayMode.TURN: "event.played",
    PlayMode.DRAWN: "event.played",
    PlayMode.STACK: "event.stacked",
    PlayMode.SEQUENCE: "event.sequence",
    PlayMode.INTERCEPTION: "event.intercepted",
    PlayMode.SAME_RANK: "event.same_rank_top",
}
_PLAY_CUES = {PlayMode.SEQUENCE: "sequence", PlayMode.INTERCEPTION: "interception"}
NAMED_DRAW = 4  # cards the player draws that are named one by one; more are counted, and named in the history
Kinds = tuple[str | None, str | None]  # the kind of a message about the player's own action, and about another's
OWN: Kinds = ("own", None)  # the player's own move; another's would concern the player (a penalty on them)


class Narrator:
    """Turns events into utterances for the player at seat `me`.

    `interrupt` marks what answers the player's own action; the Voice lets it cut off older speech only when
    it is the first of the words a key press caused. Everything else queues.
    """

    def __init__(self, catalogue: Catalogue, names: Sequence[str], me: int) -> None:
        self.words = Words(catalogue, names, me)
        self.names = self.words.names
        self.me = me
        self._revealed: Utterance | None = None  # a challenged hand, said after the penalty is drawn
        self._turn_of: int | None = None  # whose turn was last announced
        self._out_of_turn = False  # the last card was laid by an interception or a jump-in
        self._dealer_highest: str | None = None  # the dealer's card in the draw, said when the round starts
        self._top: Card | None = None  # the card last laid, which an interception takes over
        self._named_for: int | None = None  # a roulette's victim whose colour the timeout named (and said)
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
            SameRankPlayed: self._same_rank_played,
            FreeDraw: self._free_draw,
            PenaltyDeflected: self._penalty_deflected,
            OutOfRound: self._out_of_round,
            # Issue 22: scoring and thinking time (a Skip that skips everyone is said as Flip's Skip Everyone).
            TurnTimedOut: self._turn_timed_out,
            PlayerEliminated: self._player_eliminated,
            # UNO No Mercy
            RoulettePending: self._roulette_pending,
            CardsDiscarded: self._cards_discarded,
            SetAsideReturned: self._set_aside_returned,
            KnockoutsScored: self._knockouts_scored,
        }

    @property
    def handled(self) -> frozenset[type]:
        """The event classes this narrator has words for."""
        return frozenset(self._handlers)

    # ----------------------------------------------------------------- the public API

    def narrate(self, event: Event, view: PlayerView) -> list[Utterance]:
        """What to say and play for `event` (already redacted for `me`), in order; empty when nothing is."""
        said = self._handlers[type(event)](event, view)
        if self._revealed is not None and not isinstance(event, ChallengeResolved):
            # The verdict first, then the penalty drawn, then the hand that proved it.
            revealed, self._revealed = self._revealed, None
            said = [*said, revealed] if isinstance(event, CardsDrawn) else [revealed, *said]
        return said

    def _by(
        self, key: str, seat: int, cue: str | None, kinds: Kinds, answer: bool = False, **fields: Argument
    ) -> list[Utterance]:
        """One utterance for an action by `seat`, in "you" words for the player's own.

        `kinds`: its kind when `seat` is the player's, and when it is another's. `answer`: for the player, this
        is the outcome of their own key press, so it interrupts.
        """
        text = self.words.text(key, who=self.words.who(seat), player=self.names[seat], **fields)
        kind = kinds[0] if seat == self.me else kinds[1]
        return [Utterance(text, answer and seat == self.me, cue, seat, kind=kind)]

    # ----------------------------------------------------------------- one method per event

    def _round_started(self, event: RoundStarted, view: PlayerView) -> list[Utterance]:
        if self._dealer_highest is not None:  # the draw that chose the dealer, said with the deal in one sentence
            card, self._dealer_highest = self._dealer_highest, None
            dealer = event.dealer
            text = self.words.text(
                "event.dealer_highest",
                who=self.words.who(dealer),
                player=self.names[dealer],
                card=card,
                cards=event.hand_size,
            )
            # The first words of the match: they answer its Enter.
            return [Utterance(text, True, "deal", dealer, kind="table")]
        table = ("table", "table")
        if not event.hand_size:  # arranged hands of different sizes: no "cards each" to say
            return self._by("event.round_started_unequal", event.dealer, "deal", table, number=event.number)
        return self._by("event.round_started", event.dealer, "deal", table, number=event.number, cards=event.hand_size)

    def _dealer_chosen(self, event: DealerChosen, view: PlayerView) -> list[Utterance]:
        """Every card drawn is kept in the history, and said on request (`dealer_draws`); the round's start says
        who deals and why in one short sentence."""
        highest = next(card for seat, card in reversed(event.draws) if seat == event.dealer)
        self._dealer_highest = self.words.card(highest)
        return [Utterance(self.words.dealer_draws(event), False, None, None, True, kind="table")]

    def _starting_card(self, event: StartingCard, view: PlayerView) -> list[Utterance]:
        self._top = event.card
        if event.returned:
            # Detail, kept in the history: the first card that stays is what the player needs to hear first.
            text = self.words.text("event.starting_card.returned", card=self.words.card(event.card))
            return [Utterance(text, False, None, None, quiet=True, kind="table")]
        text = self.words.text("event.starting_card.shown", card=self.words.card(event.card))
        return [Utterance(text, False, _CARD_CUES.get(event.card.rank, "card_number"), None, kind="table")]

    def _turn_started(self, event: TurnStarted, view: PlayerView) -> list[Utterance]:
        self._turn_of = event.player
        # The player's own turn is always said; another's is a turn change (the cue of the last play already sits
        # on its player's side).
        return self._by(
            "event.turn", event.player, "your_turn" if event.player == self.me else None, (None, "turns"), True
        )

    def _card_played(self, event: CardPlayed, view: PlayerView) -> list[Utterance]:
        card = event.card
        seat = event.player
        whose = {"who": self.words.who(seat), "player": self.names[seat]}
        key = _PLAY_KEYS[event.mode]
        self._out_of_turn = event.mode is PlayMode.INTERCEPTION
        if self._out_of_turn and view.rules.interception == "jump_in":
            key = "event.jumped_in"  # the rule's own name
        mine = seat == self.me
        cue = _PLAY_CUES.get(event.mode) or _CARD_CUES.get(card.rank, "card_number")
        text = self.words.text(key, card=self.words.card(card), **whose)
        said = [Utterance(text, mine, cue, seat, kind="own" if mine else "plays")]
        # What the card did to a turn, and a last card: lines of their own, as the player needs them whatever
        # the level of the play itself.
        if self._out_of_turn and self._turn_of == self.me and not mine:
            # It was the player's turn, and now it is not: on which card.
            said.append(Utterance(self._turn_gone(), False, None, seat))
            self._turn_of = seat
        elif self._out_of_turn and self._turn_of not in (None, seat, self.me) and self._top is not None:
            # Another player's turn is gone: what was intercepted, and whose turn was lost.
            lost = self.names[self._turn_of]  # type: ignore[index]
            text = self.words.text("event.turn_lost", card=self.words.card(self._top), player=lost)
            said.append(Utterance(text, False, None, seat, kind="turns"))
            self._turn_of = seat
        self._top = card
        if event.cards_left == 1:  # worth hearing at once: UNO is due, or another's last card can be caught
            text = self.words.text("event.one_left", **whose)
            said.append(Utterance(text, mine, None, seat, kind=None if mine else "races"))
        return said

    def _turn_gone(self) -> str:
        if self._top is None:
            return self.words.text("event.turn_gone")
        return self.words.text("event.turn_gone_on", card=self.words.card(self._top))

    def _cards_drawn(self, event: CardsDrawn, view: PlayerView) -> list[Utterance]:
        seat = event.player
        # The draw key's outcome; a penalty queues after its cause.
        answer = event.reason is DrawReason.CHOICE or event.reason is DrawReason.UNTIL_PLAYABLE
        if event.reason is DrawReason.TIMEOUT and seat != self.me:
            return []  # "Time is up: Bruno draws a card" said it
        if not event.count:
            return self._by("event.drew_nothing", seat, None, ("own", "draws"))
        if event.reason is DrawReason.UNTIL_PLAYABLE and event.count > 1:
            return self._drew_until_playable(event)
        if event.reason is DrawReason.ROULETTE and seat != self.me and event.cards and event.count <= NAMED_DRAW:
            # The roulette turns its cards up for everyone: a few are named, as the player's own are.
            cards = self.words.cards(event.cards)
            return self._by("event.drew_shown", seat, "roulette", ("own", "draws"), cards=cards)
        # Another player's cards are redacted: only the player's own are named, and many of them are kept in the
        # history for reading on request (the hand has them too), the count said.
        cue = "roulette" if event.reason is DrawReason.ROULETTE else "draw"  # the wheel spins until the colour comes
        cards = self.words.cards(event.cards)
        named = self._by("event.drew", seat, cue, ("own", "draws"), answer, cards=cards, count=event.count)
        if seat == self.me and event.count > NAMED_DRAW:
            summary = self.words.text("event.drew_many", count=event.count)
            return [replace(named[0], text=summary), replace(named[0], cue=None, quiet=True)]
        return named

    def _drew_until_playable(self, event: CardsDrawn) -> list[Utterance]:
        """Drawing until a card can be played: how many it took, and the player's own cards by name."""
        seat = event.player
        cards = self.words.cards(event.cards)
        named = self._by("event.drew_until", seat, "draw", ("own", "draws"), True, cards=cards, count=event.count)
        if seat == self.me and event.count > NAMED_DRAW:
            summary = self.words.text("event.drew_until_many", count=event.count)
            return [replace(named[0], text=summary), replace(named[0], cue=None, quiet=True)]
        return named

    def _creeper_revealed(self, event: CreeperRevealed, view: PlayerView) -> list[Utterance]:
        return self._by("event.creeper", event.player, "creeper", (None, "penalties"), count=event.count)

    def _nothing_to_draw(self, event: NothingToDraw, view: PlayerView) -> list[Utterance]:
        return self._by("event.nothing_to_draw", event.player, None, ("own", "draws"), answer=True)

    def _reshuffled(self, event: Reshuffled, view: PlayerView) -> list[Utterance]:
        text = self.words.text("event.reshuffled", count=event.count)
        return [Utterance(text, False, "shuffle", None, kind="table")]

    def _passed(self, event: Passed, view: PlayerView) -> list[Utterance]:
        # Not interrupting: after drawing a card that cannot be played, it would cut off the card's name.
        return self._by("event.passed", event.player, None, ("own", "plays"))

    def _player_skipped(self, event: PlayerSkipped, view: PlayerView) -> list[Utterance]:
        return self._by("event.skipped", event.player, "skip", (None, "penalties"))

    def _direction_changed(self, event: DirectionChanged, view: PlayerView) -> list[Utterance]:
        text = self.words.text("event.reversed", direction=direction(event.direction))
        return [Utterance(text, False, "reverse", None, kind="table")]

    def _colour_chosen(self, event: ColourChosen, view: PlayerView) -> list[Utterance]:
        if self._named_for == event.player:
            self._named_for = None
            return []  # "Time is up: green is named for you" said it
        colour = event.colour.value
        kinds = ("own", "plays")
        return self._by("event.colour_chosen", event.player, "colour_chosen", kinds, answer=True, colour=colour)

    def _penalty_pending(self, event: PenaltyPending, view: PlayerView) -> list[Utterance]:
        size = event.added  # a stacked total is heard apart from a single card
        cue = "stack" if event.total > size > 0 else _PENALTY_CUES.get(size, "draw_two")
        if self._out_of_turn and event.total > size:  # a card laid out of turn passed the penalty on
            return self._by("event.penalty_moves", event.player, cue, (None, "penalties"), True, total=event.total)
        return self._by("event.penalty", event.player, cue, (None, "penalties"), True, total=event.total)

    def _colour_penalty_pending(self, event: ColourPenaltyPending, view: PlayerView) -> list[Utterance]:
        colour = event.colour.value
        kinds = (None, "penalties")
        return self._by("event.colour_penalty", event.player, "draw_colour", kinds, answer=True, colour=colour)

    def _table_flipped(self, event: TableFlipped, view: PlayerView) -> list[Utterance]:
        """Said plainly: which side is up now, the new top card, and the player's hand, every card turned."""
        self._top = event.top
        side = "dark" if event.dark else "light"
        text = self.words.text("event.flipped", side=side, card=self.words.card(event.top), count=len(view.hand))
        return [Utterance(text, False, "flip_dark" if event.dark else "flip_light", None, kind="table")]

    def _everyone_skipped(self, event: EveryoneSkipped, view: PlayerView) -> list[Utterance]:
        return self._by("event.everyone_skipped", event.player, "skip_everyone", ("own", "penalties"))

    def _challenge_resolved(self, event: ChallengeResolved, view: PlayerView) -> list[Utterance]:
        challenger, challenged = event.challenger, event.challenged
        text = self.words.text(
            "event.challenge",
            who=self.words.who(challenger),
            player=self.names[challenger],
            whom=self.words.who(challenged),
            target=self.names[challenged],
            verdict="guilty" if event.guilty else "innocent",
        )
        if challenger == self.me and event.revealed:
            revealed = self.words.revealed_hand(self.names[challenged], event.revealed)
            self._revealed = Utterance(revealed, False, None, None, kind="own")  # the detail of the player's win
        won = event.guilty if challenged != self.me else not event.guilty
        cue = "challenge_won" if won else "challenge_lost"
        kind = None if self.me in (challenger, challenged) else "penalties"
        return [Utterance(text, challenger == self.me, cue, challenger, kind=kind)]

    def _uno_called(self, event: UnoCalled, view: PlayerView) -> list[Utterance]:
        return self._by("event.uno", event.player, "uno_called", ("own", "plays"), answer=True)

    def _uno_caught(self, event: UnoCaught, view: PlayerView) -> list[Utterance]:
        whom = {"whom": self.words.who(event.target), "target": self.names[event.target]}
        kinds = ("own", None if event.target == self.me else "penalties")
        return self._by("event.caught", event.catcher, "uno_caught", kinds, answer=True, **whom)

    def _hands_passed(self, event: HandsPassed, view: PlayerView) -> list[Utterance]:
        giver = event.givers[self.me]
        way = direction(event.direction)
        if giver is None:  # passed over: out of the match, or knocked out with the No Mercy deck (hand set aside)
            out = "match" if self.me in view.eliminated else "round"
            text = self.words.text("event.hands_passed_over", direction=way, out=out)
        else:
            passed = self.words.text("event.hands_passed", direction=way, player=self.names[giver])
            text = f"{passed} {self.words.you_hold(view)}"
        return [Utterance(text, False, "hands_passed", None, kind="table")]

    def _hands_swapped(self, event: HandsSwapped, view: PlayerView) -> list[Utterance]:
        whom = {"whom": self.words.who(event.target), "target": self.names[event.target]}
        kinds = ("own", None if event.target == self.me else "plays")
        utterance = self._by("event.swapped", event.player, "swap", kinds, answer=True, **whom)[0]
        if self.me in (event.player, event.target):
            return [replace(utterance, text=f"{utterance.text} {self.words.you_hold(view)}")]
        return [utterance]

    def _swap_declined(self, event: SwapDeclined, view: PlayerView) -> list[Utterance]:
        return self._by("event.swap_declined", event.player, None, ("own", "plays"), answer=True)

    def _greyskull_struck(self, event: GreyskullStruck, view: PlayerView) -> list[Utterance]:
        short = "yes" if event.short else "no"
        return self._by("event.greyskull", event.player, "greyskull", OWN, count=event.count, short=short)

    def _reaction_started(self, event: ReactionStarted, view: PlayerView) -> list[Utterance]:
        kind = event.kind.value
        racing = self.me in event.players
        text = self.words.text(f"event.reaction.{kind}", who="you" if racing else "other")
        return [Utterance(text, racing, kind, None, kind=None if racing else "races")]

    def _reaction_pressed(self, event: ReactionPressed, view: PlayerView) -> list[Utterance]:
        if event.player != self.me:
            return []  # the verdict names the slowest: one line for the race, not one for each player
        return self._by("event.pressed", event.player, "buzz_pressed", (None, None), True, seconds=event.seconds)

    def _reaction_resolved(self, event: ReactionResolved, view: PlayerView) -> list[Utterance]:
        kind = "buzzer" if event.kind is Reaction.BUZZER else "slap"
        text = self._reaction_margin(event, kind) or self.words.text(
            f"event.reaction_over.{kind}", players=self.words.players(event.losers)
        )
        cue = "penalty" if self.me in event.losers else "window_closed"
        seat = event.losers[0] if len(event.losers) == 1 else None
        racing = self.me in event.losers or any(racer == self.me for racer, _ in event.times)
        return [Utterance(text, False, cue, seat, kind=None if racing else "races")]

    def _reaction_margin(self, event: ReactionResolved, kind: str) -> str | None:
        """By how much the player won a race they pressed in: "Slowest: Ana, 180 ms after you."

        (A race ends once all but one have pressed, so a player who pressed never loses it.)
        """
        times = {seat: seconds for seat, seconds in event.times if seconds is not None}
        mine = times.get(self.me)
        if mine is None or len(event.losers) != 1:
            return None
        loser = event.losers[0]
        if loser not in times:
            return None
        ms = round((times[loser] - mine) * 1000)
        return self.words.text(f"event.reaction_margin.{kind}_won", player=self.names[loser], ms=ms)

    def _interception_failed(self, event: InterceptionFailed, view: PlayerView) -> list[Utterance]:
        seat = event.player
        utterance = self._by(
            "event.interception_failed",
            seat,
            "penalty",
            (None, "penalties"),
            True,
            card=self.words.card(event.card),
            reason=self.words.refusal(event.reason),
        )[0]
        if event.penalty_points:
            points = self.words.text("event.penalty_points", count=event.penalty_points)
            return [replace(utterance, text=f"{utterance.text} {points}")]
        return [utterance]

    def _wrong_play(self, event: WrongPlay, view: PlayerView) -> list[Utterance]:
        card, reason = self.words.card(event.card), self.words.refusal(event.reason, view)
        kinds = (None, "penalties")
        return self._by("event.wrong_play", event.player, "penalty", kinds, answer=True, card=card, reason=reason)

    # Drawing, responses and hands (issue 22)

    def _same_rank_played(self, event: SameRankPlayed, view: PlayerView) -> list[Utterance]:
        # The cards in the order laid; the top card's own play follows ("On top: green 7.").
        number = event.cards[-1].number
        text = self.words.text(
            "event.same_rank", who=self.words.who(event.player), player=self.names[event.player],
            count=len(event.cards), number=number if number is not None else 0, cards=self.words.cards(event.cards),
        )  # fmt: skip
        mine = event.player == self.me
        return [Utterance(text, mine, "card_number", event.player, kind="own" if mine else "plays")]

    def _free_draw(self, event: FreeDraw, view: PlayerView) -> list[Utterance]:
        kinds = ("own", "draws")
        return self._by("event.free_draw", event.player, None, kinds, left=event.left, may_pass=_may_pass(view))

    def _penalty_deflected(self, event: PenaltyDeflected, view: PlayerView) -> list[Utterance]:
        # Another's deflection may send the penalty to the player: said whatever the profile.
        return self._by("event.penalty_deflected", event.by, "stack", OWN, answer=True, total=event.total)

    def _out_of_round(self, event: OutOfRound, view: PlayerView) -> list[Utterance]:
        said = self._by("event.out_of_round", event.player, "mercy_out", ("results", "results"), count=event.cards)
        if not event.set_aside:
            return said
        aside = self.words.text(
            "event.hand_set_aside", who=self.words.who(event.player), player=self.names[event.player]
        )
        return [replace(said[0], text=f"{said[0].text} {aside}")]

    def _set_aside_returned(self, event: SetAsideReturned, view: PlayerView) -> list[Utterance]:
        text = self.words.text("event.set_aside_returned", count=event.count)
        return [Utterance(text, False, None, None, kind="table")]

    def _knockouts_scored(self, event: KnockoutsScored, view: PlayerView) -> list[Utterance]:
        players = self.words.players(event.players)
        text = self.words.text("event.knockouts", count=len(event.players), points=event.points, players=players)
        return [Utterance(text, False, None, None, kind="results")]

    def _round_ended(self, event: RoundEnded, view: PlayerView) -> list[Utterance]:
        winner = event.winner
        if event.turn_limit:
            parts = [self.words.text("event.round_turn_limit", count=event.turns)]
        else:
            parts = [self.words.text("event.round_blocked")] if event.blocked else []
        parts.append(self.words.text("event.round_won", who=self.words.who(winner), player=self.names[winner]))
        if view.rules.scoring == "winner_takes":
            parts.append(self.words.text("event.round_score", count=event.round_scores[winner]))
        else:
            added = [self.words.score(seat, points) for seat, points in enumerate(event.round_scores) if points]
            if added:
                parts.append(self.words.text("event.round_added", scores=self.words.listed(added)))
        cue = "round_won" if winner == self.me else "round_lost"
        return [Utterance(" ".join(parts), False, cue, winner, kind="results")]

    def _match_ended(self, event: MatchEnded, view: PlayerView) -> list[Utterance]:
        others = [self.names[seat] for seat in event.winners if seat != self.me]
        won = self.me in event.winners
        text = self.words.text(
            "event.match_won", who="you" if won else "other", count=len(others), players=self.words.listed(others)
        )
        best_first = -1 if view.rules.scoring == "winner_takes" else 1
        order = sorted(range(len(event.totals)), key=lambda seat: best_first * event.totals[seat])
        standings = self.words.listed([self.words.score(seat, event.totals[seat]) for seat in order])
        text += " " + self.words.text("event.standings", scores=standings)
        cue = "match_won" if won else "match_lost"
        return [Utterance(text, False, cue, None, kind="results")]

    def _turn_timed_out(self, event: TurnTimedOut, view: PlayerView) -> list[Utterance]:
        """Said plainly: the time ran out, what it cost, and that the turn passes (the cards drawn follow)."""
        kinds = (None, "penalties")
        if event.named is not None:  # a Colour Roulette's victim: the colour they hold most of is named for them
            self._named_for = event.player
            return self._by("event.timed_out_named", event.player, "penalty", kinds, colour=event.named.value)
        outcome = "kept" if event.kept else ("drew" if event.drawn else "nothing")
        return self._by("event.timed_out", event.player, "penalty", kinds, outcome=outcome, count=event.drawn)

    def _player_eliminated(self, event: PlayerEliminated, view: PlayerView) -> list[Utterance]:
        return self._by("event.eliminated", event.player, None, ("results", "results"), points=event.total)

    def _roulette_pending(self, event: RoulettePending, view: PlayerView) -> list[Utterance]:
        """Who spins the roulette: they name a colour, then draw until it comes (the choice and the draw follow)."""
        # A roulette on the player is theirs to answer; on another, the penalty it is.
        return self._by("event.roulette", event.player, None, (None, "penalties"), answer=True)

    def _cards_discarded(self, event: CardsDiscarded, view: PlayerView) -> list[Utterance]:
        """A Discard All: the cards that went with it, shown to everyone, and what is left when it is little."""
        seat = event.player
        whose = {"who": self.words.who(seat), "player": self.names[seat]}
        cards = self.words.cards(event.cards)
        text = self.words.text("event.discarded", count=len(event.cards), cards=cards, **whose)
        mine = seat == self.me
        said = [Utterance(text, mine, "discard_all", seat, kind="own" if mine else "plays")]
        if event.cards_left == 1:  # a line of its own, as after a play: UNO is due, or a card left to catch
            said.append(
                Utterance(self.words.text("event.one_left", **whose), mine, None, seat, kind=None if mine else "races")
            )
        return said


def _may_pass(view: PlayerView) -> str:
    """Whether a player who drew freely may end the turn keeping the cards: "yes" or "no", for the catalogue."""
    return "no" if view.rules.must_play else "yes"
