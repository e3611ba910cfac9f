"""The player's own moves at the table: Enter plays the focused card (or deals, or leaves a finished match),
Shift+Enter lays every card of its number, Space draws or passes, Shift+Space ends a turn of free draws, U says UNO
or catches, F challenges, B presses the buzzer. Each becomes an engine action for the scene to apply, or is answered
with why there is none."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ....engine import (
    BUZZ,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    PASS,
    SLAP,
    Action,
    Card,
    CatchUno,
    Phase,
    Play,
    PlaySame,
    Refusal,
)
from .context import FollowUp, TableContext
from .hand import HandCursor
from .out_of_turn import no_attempt


class Act(Protocol):
    """The scene applies the player's action at game time `at`; `follow_up`, the rest of the answer to the key, is
    said after what the action did."""

    def __call__(self, action: Action, at: float, follow_up: FollowUp | None = None) -> None: ...


Step = Callable[[float], None]


class PlayerMoves:
    def __init__(
        self,
        context: TableContext,
        hand: HandCursor,
        act: Act,
        *,
        deal: Step,
        leave: Step,
        turn_came_unheard: Callable[[], bool],
        race_gate: Callable[[float], bool],
    ) -> None:
        """`deal` starts the next round, `leave` closes the table; `turn_came_unheard` says whether the player's
        turn came just after their key before this one and is not heard yet (`Prompter.turn_came_unheard`);
        `race_gate` answers a press of B that cannot count now (too soon, or just after a verdict) and says
        whether it did."""
        self.context = context
        self.hand = hand
        self.act = act
        self.deal = deal
        self.leave = leave
        self.turn_came_unheard = turn_came_unheard
        self.race_gate = race_gate

    def play(self, at: float) -> None:
        phase = self.context.view.phase
        if phase is Phase.ROUND_OVER:
            self.deal(at)
        elif phase is Phase.MATCH_OVER:
            self.leave(at)
        elif self.hand.focus is None:
            self._refuse("table.empty_hand")
        else:
            self._play_focus(self.hand.focus, at)

    def _play_focus(self, card: Card, at: float) -> None:
        """Enter on a card. Out of turn, what is no interception attempt is answered, not punished; on a turn
        that came between the player's last key and this one, the first Enter says whose turn it is now."""
        context = self.context
        services, view, words = context.services, context.view, context.words
        reason = no_attempt(view, card)
        if reason is not None:
            top = view.top
            services.voice.answer(services.catalogue.text(reason, card=words.card(top) if top else ""), "invalid")
            return
        if self.turn_came_unheard():
            self._refuse("table.turn_came", card=words.card(card))
            return
        self._play_telling_the_focus(Play(card), card, at)

    def _play_telling_the_focus(self, action: Action, card: Card, at: float, why: str | None = None) -> None:
        """Apply a play of `card`; `why` it went as it did, and where the focus went, are said after the play and
        what it did, before the next turn."""
        self.act(action, at, lambda: self.context.services.catalogue.sentences(why, self._focus_after_play(card)))

    def _focus_after_play(self, played: Card) -> str | None:
        """Where the focus went when the played card left the hand, so the next Enter plays no unannounced card:
        part of the answer to the player's key."""
        context = self.context
        view, focus = context.view, self.hand.focus
        choosing = view.decider == context.seat and view.phase in (Phase.CHOOSE_COLOUR, Phase.CHOOSE_SWAP)
        if played in view.hand or focus is None or choosing:
            return None
        return context.services.catalogue.text("table.focus_now", card=context.words.card(focus))

    def draw(self, at: float) -> None:
        """Space draws; it keeps a drawn card, and after the last free draw it ends the turn."""
        view = self.context.view
        legal = view.legal_actions()
        done_drawing = PASS in legal and DRAW not in legal
        keep = view.phase is Phase.DRAWN and view.decider == self.context.seat
        self.act(PASS if keep or done_drawing else DRAW, at)

    def end_turn(self, at: float) -> None:
        """Shift+Space: end the turn keeping every card, after free draws (or a drawn card)."""
        self.act(PASS, at)

    def play_all_of_number(self, at: float) -> None:
        """Shift+Enter on a number card: every card of that number together, this one on top when it can be
        (when it is the only one that may go down first, it goes first and another lies on top)."""
        context = self.context
        view, words, card = context.view, context.words, self.hand.focus
        if card is None:
            self._refuse("table.empty_hand")
            return
        if not context.rules.same_rank_play:
            context.services.voice.answer(words.refusal(Refusal.ONE_CARD_AT_A_TIME, view), "invalid")
            return
        same = frozenset(other for other in view.hand if card.number is not None and other.number == card.number)
        if len(same) < 2:
            self._refuse("table.no_others_of_number", card=words.card(card))
            return
        sets = [a for a in view.legal_actions() if isinstance(a, PlaySame) and a.cards == same]
        chosen = next((a for a in sets if a.top is card), sets[0] if sets else PlaySame(same, card))
        why = None
        if chosen.top is not card and chosen in sets and view.top is not None:
            # The focused card is the only one that goes on the top card: it goes first, and another lies on top.
            top = words.card(view.top)
            why = context.services.catalogue.text("table.first_to_match", card=words.card(card), top=top)
        self._play_telling_the_focus(chosen, card, at, why)

    def uno(self, at: float) -> None:
        legal = self.context.view.legal_actions()
        if CALL_UNO in legal:
            self.act(CALL_UNO, at)
            return
        catches = [action for action in legal if isinstance(action, CatchUno)]
        if catches:
            self.act(catches[0], at)
        else:
            self._refuse("table.nobody_to_catch")

    def challenge(self, at: float) -> None:
        if self.context.rules.challenge == "off":
            self._refuse("table.challenge_off")
        else:
            self.act(CHALLENGE, at)

    def buzzer(self, at: float) -> None:
        rules = self.context.rules
        if not (rules.buzzer or rules.slap_on_nine):
            self._refuse("table.buzzer_off")
            return
        legal = self.context.view.legal_actions()
        press = SLAP if SLAP in legal or (rules.slap_on_nine and not rules.buzzer) else BUZZ
        if not self.race_gate(at):
            self.act(press, self._heard(at))

    def _heard(self, at: float) -> float:
        """A press timed as practice times it: from when the cue reached the player, so the sound's calibrated
        delay (settings.output_delay) is taken off; never earlier than the race opened."""
        opened = self.context.view.reaction_opened
        if opened is None:
            return at
        return max(opened, at - self.context.services.settings.output_delay)

    def _refuse(self, key: str, **fields: str) -> None:
        services = self.context.services
        services.voice.answer(services.catalogue.text(key, **fields), "invalid")
