"""The hand keys' answers: the focused card and whether it may be played now, the next playable card, sorting."""

from __future__ import annotations

from collections.abc import Callable

from ....engine import Card, Play
from .context import TableContext
from .hand import HandCursor, Sort, by_colour


class HandReader:
    def __init__(self, context: TableContext, hand: HandCursor) -> None:
        self.context = context
        self.services = context.services
        self.hand = hand
        self.words = context.words

    def playable(self) -> set[Card]:
        return {action.card for action in self.context.view.legal_actions() if isinstance(action, Play)}

    def browse(self, moved: bool, *, jump: bool = False) -> None:
        """Read the focused card, and whether it may be played now (and its place, if the player asked for it).

        A move that could not be made reads the card again with the edge sound and which edge it is, so that a
        listener can tell the end of the hand from a second card of the same kind; Home and End (`jump`) always
        name the edge they land on. The card's place, when it is said, already tells the end of the hand."""
        card, hand, services = self.hand.focus, self.hand, self.services
        if card is None:
            services.voice.answer(services.catalogue.text("table.empty_hand"))
            return
        parts = [self._card_words(card)]
        position = services.settings.card_position
        if position:
            parts.append(services.catalogue.text("table.card_position", position=hand.index + 1, count=len(hand.cards)))
        edge = self._edge() if jump or not moved else None
        if edge is not None and not (position and edge in ("first", "last")):
            parts.append(services.catalogue.text(f"table.edge.{edge}", sort=hand.sort.value))
        services.voice.answer(services.catalogue.text("list.separator").join(parts), None if moved else "menu_back")

    def _card_words(self, card: Card) -> str:
        """The card's name, and whether it may be played now: a wild draw card that would be a bluff says so."""
        name, view, text = self.words.card(card), self.context.view, self.services.catalogue.text
        if card not in self.playable():
            return name
        if view.would_bluff(card):
            colour = view.colour.value if view.colour is not None else ""
            return text("table.card_bluff", card=name, rule=view.rules.challenge, colour=colour)
        return text("table.card_playable", card=name)

    def other_side(self) -> None:
        """The other face of the focused card (UNO Flip): what it becomes when the table turns over, which the
        player cannot see on the cards as a sighted player cannot see it on their own."""
        card, services = self.hand.focus, self.services
        if card is None:
            services.voice.answer(services.catalogue.text("table.empty_hand"))
        elif card.other is None:
            services.voice.answer(services.catalogue.text("table.one_sided"), "invalid")
        else:
            services.voice.answer(services.catalogue.text("table.other_side", card=self.words.card(card.other)))

    def _edge(self) -> str:
        """Which end the focus is at: of the hand, or (a group move that could not go on) of the groups."""
        hand = self.hand
        if len(hand.cards) == 1:
            return "only"
        if hand.index == 0:
            return "first"
        if hand.index == len(hand.cards) - 1:
            return "last"
        return "last_group"

    def summary(self) -> None:
        """The whole hand in one sentence: its size, then each colour with how many and which (the wild cards
        last), whatever the hand's order."""
        text = self.services.catalogue.text
        cards = sorted(self.hand.cards, key=by_colour)
        if not cards:
            self.services.voice.answer(text("table.empty_hand"))
            return
        groups: list[str] = []
        for colour in dict.fromkeys(card.colour for card in cards):
            same = [card for card in cards if card.colour is colour]
            if colour is None:
                names = [self.words.card(card) for card in same]
                groups.append(text("table.summary_wild", count=len(same), cards=_joined(text, names)))
                continue
            ranks = [
                text("table.summary_face", rank=card.number if card.number is not None else card.rank.value)
                for card in same
            ]
            groups.append(
                text("table.summary_colour", colour=colour.value, count=len(same), cards=_joined(text, ranks))
            )
        self.services.voice.answer(text("table.summary", count=len(cards), groups=text("list.separator").join(groups)))

    def next_playable(self, step: int) -> None:
        playable = self.playable()
        if self.hand.playable(step, playable.__contains__):
            self.browse(True)
        else:
            self.services.voice.answer(self.services.catalogue.text("table.nothing_playable_now"), "invalid")

    def sort(self, sort: Sort) -> None:
        reversed_order = self.hand.set_sort(sort)
        key = "table.sorted_reversed" if reversed_order else "table.sorted"
        self.services.voice.answer(self.services.catalogue.text(key, sort=sort.value))


def _joined(text: Callable[..., str], words: list[str]) -> str:
    return text("list.separator").join(words)
