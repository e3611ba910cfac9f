"""The hand keys' answers: the focused card and whether it may be played now, the next playable card, sorting."""

from __future__ import annotations

from ..engine import Card, Game, Play
from .hand import HandCursor, Sort
from .narration import Narrator
from .scene import Services


class HandReader:
    def __init__(self, services: Services, game: Game, seat: int, hand: HandCursor, narrator: Narrator) -> None:
        self.services = services
        self.game = game
        self.seat = seat
        self.hand = hand
        self.narrator = narrator

    def playable(self) -> set[Card]:
        return {action.card for action in self.game.legal_actions(self.seat) if isinstance(action, Play)}

    def browse(self, moved: bool) -> None:
        """Read the focused card, and whether it may be played now (and its place, if the player asked for it).

        At either end of the hand the card is read again with the edge sound and which edge it is, so that a
        listener can tell the end of the hand from a second card of the same kind."""
        card, hand, services = self.hand.focus, self.hand, self.services
        if card is None:
            services.voice.answer(services.catalogue.text("table.empty_hand"))
            return
        name = self.narrator.card(card)
        parts = [services.catalogue.text("table.card_playable", card=name) if card in self.playable() else name]
        if services.settings.card_position:
            parts.append(services.catalogue.text("table.card_position", position=hand.index + 1, count=len(hand.cards)))
        if not moved:
            edge = "only" if len(hand.cards) == 1 else "first" if hand.index == 0 else "last"
            parts.append(services.catalogue.text(f"table.edge.{edge}"))
        services.voice.answer(services.catalogue.text("list.separator").join(parts), None if moved else "menu_back")

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
