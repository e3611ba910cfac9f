"""The keys that teach at the table: the hint (what the hard bot would do now, and why), what a card does under
this match's rules (the focused card and the top card), and how many points the hand is worth.

The hint asks a hard bot sitting in the player's seat, told everything the player's seat is told (the scene tells
it, as it tells the bots): its decision is the hint, the same code path as the hard bots' own play. With the
expert's hints on (a setting, off at first), an expert bot in that seat answers, and the hint says it is the
expert's: where its search has something to weigh, it runs in a process of its own (`bots.remote`), the key is
answered at once that the expert is thinking, and the advice follows when the search is done, unless the game
has moved on meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable

from ....bots.advice import Advice, advise, explain_search
from ....bots.expert import ExpertStrategy, options
from ....bots.heuristic import HeuristicStrategy
from ....bots.remote import RemoteSearch, decision_key
from ....engine import Action, CallUno, Card, CatchUno, PlayerView, hand_points
from ...output.advice_words import hint_words
from ...output.card_rules import explain_card
from .context import TableContext
from .hand import HandCursor

# The expert's search for a hint: as long as a second, as many worlds as that allows.
HINT_SECONDS = 1.0
HINT_WORLDS = 400
HINT_POLL = 0.05  # seconds between looks for its answer


class Learning:
    def __init__(
        self,
        context: TableContext,
        hand: HandCursor,
        adviser: HeuristicStrategy,
        counted: Callable[[], None],
        expert: ExpertStrategy,
    ) -> None:
        """`adviser`: the hard bot in the player's seat, and `expert` the expert there (both told what the seat is
        told); `counted`: called for each hint given, to count it."""
        self.context = context
        self.services = context.services
        self.hand = hand
        self.adviser = adviser
        self.expert = expert
        self._counted = counted
        self.hints_used = 0  # this match's, said when it ends
        self._thinker: RemoteSearch | None = None  # started at the first expert's hint that needs a search
        self._waiting: tuple[tuple[object, ...], Advice, list[Action]] | None = None  # a hint the expert owes
        self._answered: tuple[tuple[object, ...], Advice] | None = None  # the expert's last hint, kept for a repeat

    @property
    def advisers(self) -> tuple[HeuristicStrategy, ...]:
        """The bots in the player's seat, told what the seat is told."""
        return (self.adviser, self.expert)

    def hint(self) -> None:
        services, view = self.services, self.context.view
        if not services.settings.hints:
            services.voice.answer(services.catalogue.text("hint.off"), "invalid")
            return
        legal = view.legal_actions()
        advice = advise(self.adviser, view, legal)
        self.hints_used += 1
        self._counted()
        if services.settings.expert_hints:
            self._ask_the_expert(view, legal, advice)
        else:
            services.voice.answer(hint_words(self.context.words, advice, view), kind="hints")  # brief: the move alone

    @property
    def waiting(self) -> bool:
        """Whether a hint is owed: the table looks for the expert's answer at each pass (`poll`)."""
        return self._waiting is not None

    def poll(self) -> None:
        """Say the expert's hint once its search has answered; drop it if the game has moved on."""
        if self._waiting is None or self._thinker is None:
            return
        key, advice, legal = self._waiting
        view = self.context.view
        if decision_key(view) != key:
            self._waiting = None
            self._thinker.forget()
        elif self._thinker.ready():
            self._waiting = None
            share = self._thinker.share
            assert advice.action is not None  # a hint is searched only for an action to take
            action = self._thinker.settle(view.seat, advice.action)
            self._say_expert(key, explain_search(self.adviser, view, legal, advice, action, share))

    def close(self) -> None:
        """The table is left: no search goes on."""
        if self._thinker is not None:
            self._thinker.close()

    def _ask_the_expert(self, view: PlayerView, legal: list[Action], advice: Advice) -> None:
        key = decision_key(view)
        action = advice.action
        searched = (
            action is not None
            and view.decider == view.seat
            and not isinstance(action, (CallUno, CatchUno))
            and len(options(legal, action)) > 1
        )
        if not searched:
            self._say_expert(key, advice)  # nothing to weigh: the expert's choice is the hard bot's
        elif self._answered is not None and self._answered[0] == key:
            self._say_expert(key, self._answered[1])
        else:
            if self._thinker is None:
                self._thinker = RemoteSearch(lambda: HINT_SECONDS, HINT_WORLDS)
                self.expert.thinker = self._thinker
            self.expert.decide(view, legal)  # asks its thinker: the search runs off the loop
            if not self._thinker.pending:  # pragma: no cover - the expert weighs what `searched` says it weighs
                self._say_expert(key, advice)
                return
            self._waiting = (key, advice, legal)
            self.services.voice.answer(self.services.catalogue.text("hint.thinking"), kind="hints")

    def _say_expert(self, key: tuple[object, ...], advice: Advice) -> None:
        self._answered = (key, advice)
        words = hint_words(self.context.words, advice, self.context.view)
        self.services.voice.answer(self.services.catalogue.text("hint.expert", hint=words), kind="hints")

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
