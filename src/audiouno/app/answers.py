"""The answers to the table's question keys: the top card, the colour, the scores, whose turn, hand sizes and
the pending penalty. Words from the catalogue, facts from the player's view."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Phase, PlayerView
from ..i18n import Argument, Catalogue
from .narration import Narrator, direction


class Answers:
    def __init__(self, catalogue: Catalogue, narrator: Narrator, names: Sequence[str], view: PlayerView) -> None:
        self.catalogue = catalogue
        self.narrator = narrator
        self.names = names
        self.view = view

    def text(self, key: str, **fields: Argument) -> str:
        return self.catalogue.text(key, **fields)

    # ------------------------------------------------------------ the keys

    def top_card(self) -> str:
        view = self.view
        if view.top is None:
            return self.text("table.no_top_card")
        words = self.text("table.top_card", card=self.narrator.card(view.top), colour=self.colour_to_match())
        return f"{words} {self.pending()}" if view.pending_draw else words

    def colour_to_match(self) -> str:
        """The `colour` argument: the colour's id, or "choosing" or "any"."""
        view = self.view
        if view.colour is not None:
            return view.colour.value
        return "choosing" if view.phase is Phase.CHOOSE_COLOUR else "any"

    def colour(self) -> str:
        return self.text("table.colour", colour=self.colour_to_match())

    def pending(self) -> str:
        view = self.view
        if not view.pending_draw:
            return self.text("table.no_penalty")
        who = "you" if view.current == view.seat else "other"
        return self.text("table.penalty", who=who, name=self.names[view.current], count=view.pending_draw)

    def scores(self) -> str:
        view = self.view
        entries = [
            self.text("table.score", name=name, points=points)
            for name, points in zip(self.names, view.totals, strict=True)
        ]
        scores = self.text("list.separator").join(entries)
        key = "table.scores_penalty" if view.rules.scoring == "penalty" else "table.scores"
        return self.text(key, scores=scores, target=view.rules.target_score)

    def whose_turn(self) -> str:
        view = self.view
        if view.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            return self.text("table.no_turn")
        way = direction(view.direction)
        if view.phase is Phase.REACTION:
            return self.text("table.reaction_turn", direction=way)
        who = "you" if view.current == view.seat else "other"
        return self.text("table.turn", who=who, name=self.names[view.current], direction=way)

    def where_it_stands(self) -> str:
        """A saved match taken up again: the round, whose turn, the hand, the top card."""
        view = self.view
        parts = [self.text("table.continued", round=view.round_number), self.whose_turn()]
        if view.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            parts += [self.text("table.you_hold", count=len(view.hand)), self.top_card()]
        return " ".join(parts)

    def hand_sizes(self) -> str:
        entries = [
            self.text("table.hand_size", name=name, count=size)
            for name, size in zip(self.names, self.view.hand_sizes, strict=True)
        ]
        return self.text("list.separator").join(entries)
