"""The keys that teach at the table: the hint (what the hard bot would do now, and why), what a card does under
this match's rules (the focused card and the top card), and how many points the hand is worth.

The hint asks a hard bot sitting in the player's seat, told everything the player's seat is told (the scene tells
it, as it tells the bots): its decision is the hint, the same code path as the hard bots' own play.
"""

from __future__ import annotations

from collections.abc import Callable

from ....bots.advice import advise
from ....bots.heuristic import HeuristicStrategy
from ....engine import Card, hand_points
from ...output.advice_words import hint_words
from ...output.card_rules import explain_card
from .context import TableContext
from .hand import HandCursor


class Learning:
    def __init__(
        self, context: TableContext, hand: HandCursor, adviser: HeuristicStrategy, counted: Callable[[], None]
    ) -> None:
        """`adviser`: the hard bot in the player's seat; `counted`: called for each hint given, to count it."""
        self.context = context
        self.services = context.services
        self.hand = hand
        self.adviser = adviser
        self._counted = counted
        self.hints_used = 0  # this match's, said when it ends

    def hint(self) -> None:
        services, view = self.services, self.context.view
        if not services.settings.hints:
            services.voice.answer(services.catalogue.text("hint.off"), "invalid")
            return
        advice = advise(self.adviser, view, view.legal_actions())
        self.hints_used += 1
        self._counted()
        services.voice.answer(hint_words(self.context.words, advice, view), kind="hints")  # brief: the move alone

    def explain_focused(self) -> None:
        self._explain(self.hand.focus)

    def explain_top(self) -> None:
        self._explain(self.context.view.top)

    def _explain(self, card: Card | None) -> None:
        services, view = self.services, self.context.view
        if card is None:
            services.voice.answer(services.catalogue.text("explain.no_card"), "invalid")
            return
        services.voice.answer(explain_card(self.context.words, card, view.rules, view.players_in))

    def hand_value(self) -> None:
        view = self.context.view
        scoring = "winner_takes" if view.rules.scoring == "winner_takes" else "penalty"
        words = self.services.catalogue.text(
            "hand.value", count=len(view.hand), points=hand_points(view.hand), scoring=scoring
        )
        self.services.voice.answer(words)
