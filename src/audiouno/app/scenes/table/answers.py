"""The answers to the table's question keys: the top card, the colour, the scores, whose turn and the pending
penalty (the table review says the hand sizes). Words from the catalogue, facts from the player's view."""

from __future__ import annotations

import math

from ....engine import Phase, Rank
from ...output.words import direction
from .context import TableContext


class Answers:
    def __init__(self, context: TableContext) -> None:
        self.catalogue = context.services.catalogue
        self.words = context.words
        self.names = context.names
        self.view = context.view

    # ------------------------------------------------------------ the keys

    def top_card(self) -> str:
        view = self.view
        if view.top is None:
            return self.catalogue.text("table.no_top_card")
        words = self.top_card_alone()
        if view.rules.edition.two_sided:
            words += " " + self.catalogue.text("table.side", side="dark" if view.dark else "light")
        spinning = view.top.rank is Rank.WILD_COLOUR_ROULETTE and view.phase is Phase.CHOOSE_COLOUR
        if spinning and view.decider is not None:  # the roulette's victim is naming the colour
            who = "you" if view.decider == view.seat else "other"
            words += " " + self.catalogue.text("table.roulette", who=who, name=self.names[view.decider])
        pending = view.pending_draw or view.pending_rank is Rank.WILD_DRAW_COLOUR
        return self.catalogue.sentences(words, self.pending()) if pending else words

    def top_card_alone(self) -> str:
        """The top card and the colour to match, without the side, the roulette or a penalty."""
        view = self.view
        if view.top is None:
            return self.catalogue.text("table.no_top_card")
        return self.catalogue.text("table.top_card", card=self.words.card(view.top), colour=self.colour_to_match())

    def colour_to_match(self) -> str:
        """The `colour` argument: the colour's id, or "choosing" or "any"."""
        view = self.view
        if view.colour is not None:
            return view.colour.value
        return "choosing" if view.phase is Phase.CHOOSE_COLOUR else "any"

    def colour(self) -> str:
        return self.catalogue.text("table.colour", colour=self.colour_to_match())

    def pending(self) -> str:
        view = self.view
        who = "you" if view.current == view.seat else "other"
        if view.pending_rank is Rank.WILD_DRAW_COLOUR and view.colour is not None:
            return self.catalogue.text(
                "table.penalty_until", who=who, name=self.names[view.current], colour=view.colour.value
            )
        if not view.pending_draw:
            return self.catalogue.text("table.no_penalty")
        return self.catalogue.text("table.penalty", who=who, name=self.names[view.current], count=view.pending_draw)

    def scores(self) -> str:
        view = self.view
        entries = [
            self.catalogue.text("table.score", name=name, points=points)
            for name, points in zip(self.names, view.totals, strict=True)
        ]
        scores = self.catalogue.text("list.separator").join(entries)
        key = {"penalty": "table.scores_penalty", "elimination": "table.scores_elimination"}.get(
            view.rules.scoring, "table.scores"
        )
        return self.catalogue.text(key, scores=scores, target=view.rules.target_score)

    def time_left(self, at: float) -> str:
        """The turn timer, asked for: the seconds left to whoever's turn it is (game time `at`)."""
        view = self.view
        if not view.rules.turn_timer_s:
            return self.catalogue.text("table.no_timer")
        deadline = view.turn_deadline
        if deadline is None or view.decider is None:
            return self.catalogue.text("table.timer_stopped")
        who = "you" if view.decider == view.seat else "other"
        seconds = max(0, math.ceil(deadline - at))
        return self.catalogue.text("table.time_left", who=who, name=self.names[view.decider], seconds=seconds)

    def whose_turn(self) -> str:
        view = self.view
        if view.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            return self.catalogue.text("table.no_turn")
        way = direction(view.direction)
        if view.phase is Phase.REACTION:
            return self.catalogue.text("table.reaction_turn", direction=way)
        who = "you" if view.current == view.seat else "other"
        following = view.next_seat(view.current)  # never a player out of the round or of the match
        return self.catalogue.text(
            "table.turn",
            who=who,
            name=self.names[view.current],
            direction=way,
            next_who="you" if following == view.seat else "other",
            next=self.names[following],
        )

    def where_it_stands(self) -> str:
        """A saved match taken up again: the round, whose turn, the hand, the top card."""
        view = self.view
        parts = [self.catalogue.text("table.continued", round=view.round_number), self.whose_turn()]
        if view.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            parts += [self.catalogue.text("table.you_hold", count=len(view.hand)), self.top_card()]
        elif view.phase is Phase.ROUND_OVER:
            parts.append(self.catalogue.text("table.next_round_prompt"))  # what Enter does now
        return self.catalogue.sentences(*parts)
