"""Helpers for scripted scenarios: arranged deals, and cards named by face."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from audiouno.engine import Card, Game, Play, RuleSet
from audiouno.engine.events import Event


class Table:
    """A game with an arranged deal, and shorthands that name cards by face ("r5", "w+4")."""

    def __init__(
        self,
        rules: RuleSet,
        hands: Sequence[Sequence[str]],
        starting: str,
        pile: Sequence[str] = (),
        dealer: int | None = None,
        seed: int = 0,
    ) -> None:
        self.game = Game(len(hands), rules, seed=seed)
        # By default the dealer sits so that seat 0 plays first, whichever way play starts.
        if dealer is None:
            dealer = len(hands) - 1 if rules.first_player == "left" else 1
        self.start_events = self.game.start_arranged_round(hands, starting, pile, dealer)

    def card(self, player: int, kind: str) -> Card:
        for card in self.game.hands[player]:
            if card.kind == kind:
                return card
        raise AssertionError(f"seat {player} holds no {kind}: {[c.kind for c in self.game.hands[player]]}")

    def play(self, player: int, kind: str, now: float = 0.0) -> list[Event]:
        return self.game.apply(player, Play(self.card(player, kind)), now)

    def act(self, player: int, action: object, now: float = 0.0) -> list[Event]:
        return self.game.apply(player, action, now)  # type: ignore[arg-type]

    def kinds(self, player: int) -> list[str]:
        return [card.kind for card in self.game.hands[player]]


@pytest.fixture
def table():
    """`table(rules, hands, starting, pile=(), dealer=None)` builds a `Table`."""
    return Table
