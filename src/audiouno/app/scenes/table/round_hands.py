"""The hands shown after a round: a list of every seat's hand as the round left it, with its points, and, when the
setting asks for it, each bot's last three plays of the round with the hint's reasons for them, from that bot's seat.

Off by default (a quicker game); the key (`round_hands`) shows the list at a round's end and turns the setting on,
so that the list then opens by itself after every round, its words queued after the round's own.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ....bots import Strategy
from ....bots.advice import Reason, reasons_for
from ....bots.heuristic import HeuristicStrategy
from ....engine import DRAW, Action, Card, Phase, Play, PlayerView, PlaySame, hand_points
from ....engine.events import Event, RoundEnded
from ...output.advice_words import reason_words
from ..lists.choice import HINT, ChoiceScene, Option
from .context import TableContext
from .review import TableReview

PLAYS_TOLD = 3  # a bot's last plays of the round that the list explains


@dataclass(frozen=True)
class NotedPlay:
    round: int
    action: Action
    cards: tuple[Card, ...]  # the cards laid, in the order they went down (none for a draw)
    reasons: tuple[Reason, ...] | None  # None: a bot that plays at random, which has no reasons


class HandsList(ChoiceScene[None]):
    """Up and Down read the hands; Enter or Escape goes back to the table. The game waits while it is open."""

    pauses = True

    def __init__(
        self, context: TableContext, title: str, lines: Sequence[str], *, by_the_game: bool, lead: str = ""
    ) -> None:
        """`lead`: words said before the title, in the same answer (that the list is now on)."""
        services = context.services
        self._by_the_game = by_the_game
        self._lead = lead
        self._view = context.view
        options = [Option(line, None) for line in lines]
        super().__init__(services, title, options, lambda value, now: self._back_at_table(), on_back=self._leave)

    def enter(self, now: float) -> None:
        """Opened by the round's end: queued after the round's words, which no answer may cut off."""
        if self._by_the_game:
            self.services.voice.tell(f"{self.title} {self.item_words()}")
            return
        hint = self.services.hint_once(HINT)
        words = [self._lead, self.title, self.item_words(), *([hint] if hint else [])]
        self.services.voice.answer(" ".join(word for word in words if word), "menu_move")

    def _leave(self, now: float) -> None:
        self._back_at_table()

    def _back_at_table(self) -> None:
        text = self.services.catalogue.text
        words = [text("menu.back_to_game")]
        if self._view.phase is Phase.ROUND_OVER:
            words.append(text("table.next_round_prompt"))
        self.services.voice.answer(" ".join(words))


class RoundHands:
    def __init__(
        self,
        context: TableContext,
        review: TableReview,
        bots: Mapping[int, Strategy],
        seat_views: Mapping[int, PlayerView],
        *,
        by_itself: bool,
    ) -> None:
        """`seat_views`: each bot's own view, read for its reasons before its play is applied. `by_itself`: the list
        opens at a round's end when the setting is on (not while a bot plays the player's seat, nor in a lesson)."""
        self.context = context
        self.review = review
        self.bots = bots
        self.seat_views = seat_views
        self.by_itself = by_itself
        self._noted: dict[int, deque[NotedPlay]] = {}

    @property
    def _setting(self) -> str:
        return self.context.services.settings.round_hands

    def note(self, seat: int, action: Action) -> None:
        """A bot's play about to be applied: its reasons, while the table is as the bot chose on."""
        if self._setting != "reasons" or seat == self.context.seat or not _a_play(action):
            return
        bot, view = self.bots.get(seat), self.seat_views.get(seat)
        if bot is None or view is None:
            return
        reasons = reasons_for(bot, view, view.legal_actions(), action) if isinstance(bot, HeuristicStrategy) else None
        noted = self._noted.setdefault(seat, deque(maxlen=PLAYS_TOLD))
        noted.append(NotedPlay(view.round_number, action, _laid(action, view.hand), reasons))

    def observe(self, events: Sequence[Event]) -> None:
        """At a round's end, the list opens by itself when the setting is on."""
        if self._setting != "off" and self.by_itself and any(isinstance(e, RoundEnded) for e in events):
            self.open(by_the_game=True)

    def key(self) -> None:
        """The key: between rounds, the list (and the setting on from now); during a round, that it must wait."""
        services = self.context.services
        if self.context.view.hands_shown is None:
            services.voice.answer(services.catalogue.text("hands.not_yet"), "invalid")
            return
        lead = ""
        if self._setting == "off":
            services.settings.round_hands = "hands"
            services.save_settings()
            lead = services.catalogue.text("hands.turned_on")
        self.open(by_the_game=False, lead=lead)

    def open(self, *, by_the_game: bool, lead: str = "") -> None:
        view = self.context.view
        title = self.context.services.catalogue.text("hands.title", round=view.round_number)
        lines = self.lines()
        if not lines:
            return
        hands = HandsList(self.context, title, lines, by_the_game=by_the_game, lead=lead)
        self.context.services.control.push(hands)

    def lines(self) -> list[str]:
        """Each seat's hand in the order of seats, each bot's explained plays after its hand."""
        context = self.context
        hands = context.view.hands_shown
        if hands is None:
            return []
        text, words = context.services.catalogue.text, context.words
        lines = []
        for seat, hand in enumerate(hands):
            who = "you" if seat == context.seat else "other"
            lines.append(
                text(
                    "hands.seat",
                    who=who,
                    name=context.names[seat],
                    count=len(hand),
                    points=hand_points(hand),
                    cards=words.cards(hand),
                    out=self.review.out(seat),
                )
            )
            if self._setting == "reasons":
                lines += [self._play_words(seat, noted) for noted in self._this_round(seat)]
        return lines

    def _this_round(self, seat: int) -> list[NotedPlay]:
        number = self.context.view.round_number
        return [noted for noted in self._noted.get(seat, ()) if noted.round == number]

    def _play_words(self, seat: int, noted: NotedPlay) -> str:
        context = self.context
        words = context.words
        action = noted.action
        kind = "together" if isinstance(action, PlaySame) else "play" if isinstance(action, Play) else "draw"
        cards = words.cards(noted.cards)
        if noted.reasons is None:
            why, reasons = "", "random"
        else:
            why = words.listed([reason_words(words, reason) for reason in noted.reasons])
            reasons = "yes" if noted.reasons else "none"
        return context.services.catalogue.text(
            "hands.play", name=context.names[seat], action=kind, cards=cards, reasons=reasons, why=why
        )


def _laid(action: Action, hand: Sequence[Card]) -> tuple[Card, ...]:
    """The cards an action lays, its top card last."""
    if isinstance(action, PlaySame):
        return (*[card for card in hand if card in action.cards and card is not action.top], action.top)
    return (action.card,) if isinstance(action, Play) else ()


def _a_play(action: Action) -> bool:
    """A move of the bot's turn the list explains: a card, cards of one number together, or a draw."""
    return isinstance(action, (Play, PlaySame)) or action is DRAW
