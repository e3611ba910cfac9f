"""Plays and draws as the player hears them: the turn, the cards laid and drawn, the colour named, hands
passed or swapped, and the table turned over."""

from __future__ import annotations

from dataclasses import replace

from ....engine import PlayerView
from ....engine.events import (
    CardPlayed,
    CardsDiscarded,
    CardsDrawn,
    ColourChosen,
    DirectionChanged,
    DrawReason,
    FreeDraw,
    HandsPassed,
    HandsSwapped,
    NothingToDraw,
    Passed,
    PlayMode,
    Reshuffled,
    SameRankPlayed,
    SetAsideReturned,
    SwapDeclined,
    TableFlipped,
    TurnStarted,
    UnoCalled,
)
from ..voice import Utterance
from ..words import direction
from .teller import CARD_CUES, NAMED_DRAW, Teller

_PLAY_KEYS = {
    PlayMode.TURN: "event.played",
    PlayMode.DRAWN: "event.played",
    PlayMode.STACK: "event.stacked",
    PlayMode.SEQUENCE: "event.sequence",
    PlayMode.INTERCEPTION: "event.intercepted",
    PlayMode.SAME_RANK: "event.same_rank_top",
}
_PLAY_CUES = {PlayMode.SEQUENCE: "sequence", PlayMode.INTERCEPTION: "interception"}


class PlayTeller(Teller):
    """Plays, draws and hands."""

    def turn_started(self, event: TurnStarted, view: PlayerView) -> list[Utterance]:
        self.memory.turn_of = event.player
        # The player's own turn is always said; another's is a turn change (the cue of the last play already sits
        # on its player's side).
        return self._by(
            "event.turn", event.player, "your_turn" if event.player == self.me else None, (None, "turns"), True
        )

    def card_played(self, event: CardPlayed, view: PlayerView) -> list[Utterance]:
        card = event.card
        seat = event.player
        whose = {"who": self.words.who(seat), "player": self.names[seat]}
        key = _PLAY_KEYS[event.mode]
        self.memory.out_of_turn = event.mode is PlayMode.INTERCEPTION
        if self.memory.out_of_turn and view.rules.interception == "jump_in":
            key = "event.jumped_in"  # the rule's own name
        mine = seat == self.me
        cue = _PLAY_CUES.get(event.mode) or CARD_CUES.get(card.rank, "card_number")
        text = self.words.text(key, card=self.words.card(card), **whose)
        said = [Utterance(text, mine, cue, seat, kind="own" if mine else "plays")]
        # What the card did to a turn, and a last card: lines of their own, as the player needs them whatever
        # the level of the play itself.
        memory = self.memory
        if memory.out_of_turn and memory.turn_of == self.me and not mine:
            # It was the player's turn, and now it is not: on which card.
            said.append(Utterance(self._turn_gone(), False, None, seat))
            memory.turn_of = seat
        elif memory.out_of_turn and memory.turn_of not in (None, seat, self.me) and memory.top is not None:
            # Another player's turn is gone: what was intercepted, and whose turn was lost.
            lost = self.names[memory.turn_of]  # type: ignore[index]
            text = self.words.text("event.turn_lost", card=self.words.card(memory.top), player=lost)
            said.append(Utterance(text, False, None, seat, kind="turns"))
            memory.turn_of = seat
        self.memory.top = card
        if event.cards_left == 1:  # worth hearing at once: UNO is due, or another's last card can be caught
            text = self.words.text("event.one_left", **whose)
            said.append(Utterance(text, mine, None, seat, kind=None if mine else "races"))
        return said

    def _turn_gone(self) -> str:
        if self.memory.top is None:
            return self.words.text("event.turn_gone")
        return self.words.text("event.turn_gone_on", card=self.words.card(self.memory.top))

    def cards_drawn(self, event: CardsDrawn, view: PlayerView) -> list[Utterance]:
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
            return self._by("event.drew_shown", seat, "roulette", ("own", "draws"), cards=cards, count=event.count)
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

    def nothing_to_draw(self, event: NothingToDraw, view: PlayerView) -> list[Utterance]:
        return self._by("event.nothing_to_draw", event.player, None, ("own", "draws"), answer=True)

    def reshuffled(self, event: Reshuffled, view: PlayerView) -> list[Utterance]:
        text = self.words.text("event.reshuffled", count=event.count)
        return [Utterance(text, False, "shuffle", None, kind="table")]

    def passed(self, event: Passed, view: PlayerView) -> list[Utterance]:
        # Not interrupting: after drawing a card that cannot be played, it would cut off the card's name.
        return self._by("event.passed", event.player, None, ("own", "plays"))

    def direction_changed(self, event: DirectionChanged, view: PlayerView) -> list[Utterance]:
        text = self.words.text("event.reversed", direction=direction(event.direction))
        return [Utterance(text, False, "reverse", None, kind="table")]

    def colour_chosen(self, event: ColourChosen, view: PlayerView) -> list[Utterance]:
        if self.memory.named_for == event.player:
            self.memory.named_for = None
            return []  # "Time is up: green is named for you" said it
        colour = event.colour.value
        kinds = ("own", "plays")
        return self._by("event.colour_chosen", event.player, "colour_chosen", kinds, answer=True, colour=colour)

    def table_flipped(self, event: TableFlipped, view: PlayerView) -> list[Utterance]:
        """Said plainly: which side is up now, the new top card, and the player's hand, every card turned."""
        self.memory.top = event.top
        side = "dark" if event.dark else "light"
        text = self.words.text("event.flipped", side=side, card=self.words.card(event.top), count=len(view.hand))
        text = self.words.catalogue.sentences(text, self.words.hand_playable(view))
        return [Utterance(text, False, "flip_dark" if event.dark else "flip_light", None, kind="table")]

    def uno_called(self, event: UnoCalled, view: PlayerView) -> list[Utterance]:
        return self._by("event.uno", event.player, "uno_called", ("own", "plays"), answer=True)

    def hands_passed(self, event: HandsPassed, view: PlayerView) -> list[Utterance]:
        giver = event.givers[self.me]
        way = direction(event.direction)
        if giver is None:  # passed over: out of the match, or knocked out with the No Mercy deck (hand set aside)
            out = "match" if self.me in view.eliminated else "round"
            text = self.words.text("event.hands_passed_over", direction=way, out=out)
        else:
            passed = self.words.text("event.hands_passed", direction=way, player=self.names[giver])
            text = self.words.catalogue.sentences(passed, self.words.new_hand(view))
        return [Utterance(text, False, "hands_passed", None, kind="table")]

    def hands_swapped(self, event: HandsSwapped, view: PlayerView) -> list[Utterance]:
        whom = {"whom": self.words.who(event.target), "target": self.names[event.target]}
        kinds = ("own", None if event.target == self.me else "plays")
        utterance = self._by("event.swapped", event.player, "swap", kinds, answer=True, **whom)[0]
        if self.me in (event.player, event.target):
            return [replace(utterance, text=self.words.catalogue.sentences(utterance.text, self.words.new_hand(view)))]
        return [utterance]

    def swap_declined(self, event: SwapDeclined, view: PlayerView) -> list[Utterance]:
        return self._by("event.swap_declined", event.player, None, ("own", "plays"), answer=True)

    def same_rank_played(self, event: SameRankPlayed, view: PlayerView) -> list[Utterance]:
        # The cards in the order laid; the top card's own play follows ("On top: green 7.").
        number = event.cards[-1].number
        text = self.words.text(
            "event.same_rank", who=self.words.who(event.player), player=self.names[event.player],
            count=len(event.cards), number=number if number is not None else 0, cards=self.words.cards(event.cards),
        )  # fmt: skip
        mine = event.player == self.me
        return [Utterance(text, mine, "card_number", event.player, kind="own" if mine else "plays")]

    def free_draw(self, event: FreeDraw, view: PlayerView) -> list[Utterance]:
        kinds = ("own", "draws")
        return self._by("event.free_draw", event.player, None, kinds, left=event.left, may_pass=_may_pass(view))

    def cards_discarded(self, event: CardsDiscarded, view: PlayerView) -> list[Utterance]:
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

    def set_aside_returned(self, event: SetAsideReturned, view: PlayerView) -> list[Utterance]:
        text = self.words.text("event.set_aside_returned", count=event.count)
        return [Utterance(text, False, None, None, kind="table")]


def _may_pass(view: PlayerView) -> str:
    """Whether a player who drew freely may end the turn keeping the cards: "yes" or "no", for the catalogue."""
    return "no" if view.rules.must_play else "yes"
