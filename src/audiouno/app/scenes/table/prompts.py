"""What the table tells the player when the game turns to them: what they may do, once per turn, and between
rounds what Enter does (and where it leads, after the match).

What the player may do is said with their turn line: held with it while a bot means to lay a card out of turn
(an interception would take the turn away), said with it at once otherwise."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from ....bots import Strategy
from ....engine import CHALLENGE, PASS, Phase, Play, Rank
from ....engine.events import CardsDrawn, Event, MatchEnded, RoundEnded, RoundStarted
from ...files.verbosity import CUE, FULL, OFF
from ...output.line_clock import LineClock
from ...output.narration import NAMED_DRAW
from .answers import Answers
from .context import TableContext
from .hand import HandCursor

RECENT = 2.0  # seconds: a key pressed this shortly before the player's turn came was meant for before it
NOTICE = 1.0  # seconds from the turn line's first word to the player knowing that the turn is theirs


class Choosing(Protocol):
    """The choices the game asks the player for (`choices.GameChoices`)."""

    def choose_colour(self) -> None: ...

    def choose_swap(self) -> None: ...

    def withdraw_unasked(self) -> None: ...


class TurnLine(Protocol):
    """The player's own turn line, held with what they may do while a card may still be laid out of turn
    (`telling.TableNarration`); told when it is said."""

    on_own_turn_said: Callable[[LineClock | None], None] | None

    def holds_own_turn(self) -> bool: ...

    def hold_with_turn(self, text: str) -> None: ...

    def release_turn(self) -> None: ...


class Prompter:
    def __init__(
        self,
        context: TableContext,
        bots: Mapping[int, Strategy],
        parts: tuple[Choosing, TurnLine, HandCursor, Answers],
        out_of_turn_coming: Callable[[], bool],
    ) -> None:
        """`bots`: a bot in the player's own seat (watching a match) decides for them, unprompted; `parts`: the
        table's that ask the player to choose, tell the turn, hold the focus and say the top card;
        `out_of_turn_coming`: whether a bot means to lay a card out of turn now."""
        self.services = context.services
        self.words = context.words
        self.choices, self.narration, self.hand, self.answers = parts
        self.view = context.view
        self.seat = context.seat
        self.bots = bots
        self.out_of_turn_coming = out_of_turn_coming
        self.narration.on_own_turn_said = self._turn_said
        # Whether Enter is about to mean something else (a lesson's last step): the table's own words for Enter,
        # the next round and a card just drawn, are then left out.
        self.quiet_enter: Callable[[], bool] = lambda: False
        self._prompted: tuple[int, int, Phase] | None = None  # the game state the player was last prompted in
        # The app time the player's turn line was said, and its clock (None: a line not said).
        self._turn_came: tuple[float, LineClock | None] | None = None

    def prompt(self, events: list[Event]) -> None:
        """Between rounds, say what Enter does; when the game turns to the player, say what they may do, once."""
        view = self.view
        voice = self.services.voice
        self.choices.withdraw_unasked()
        quiet = self.quiet_enter()
        if not quiet and any(isinstance(event, MatchEnded) for event in events):
            voice.tell(self.services.catalogue.text("table.match_over_to", place=self._place_below()))
        elif not quiet and any(isinstance(event, RoundEnded) for event in events):
            voice.tell(self.services.catalogue.text("table.next_round_prompt"))
        started = next((event for event in events if isinstance(event, RoundStarted)), None)
        held = len(view.hand)
        if started is not None and self.seat not in self.bots and held != started.hand_size:
            # The deal said how many each was dealt; the hand's size is news only when the first card changed it.
            voice.tell(self.services.catalogue.text("table.you_hold", count=held))
        state = (view.round_number, view.turns, view.phase)
        if view.decider != self.seat or state == self._prompted or self.seat in self.bots:
            return  # not the player's to decide (a bot in their seat decides while they watch)
        self._prompted = state
        # Many cards drawn are counted, not named: the card Enter would play must be said.
        unnamed = any(isinstance(e, CardsDrawn) and e.player == self.seat and e.count > NAMED_DRAW for e in events)
        if view.phase is Phase.CHOOSE_COLOUR:
            self.choices.choose_colour()
        elif view.phase is Phase.CHOOSE_SWAP:
            self.choices.choose_swap()
        elif view.phase is Phase.DRAWN:  # kept, or played as the rules have it (must play, No Mercy's drawing)
            text = self.services.catalogue.text
            drawn = view.drawn_card
            if unnamed and drawn is not None:  # the history names the cards drawn: the one to play, said here
                voice.tell(text("table.drawn_card", card=self.words.card(drawn)))
            if not quiet:
                voice.tell(text("table.drawn_prompt", keep="yes" if PASS in view.legal_actions() else "no"))
        elif self.narration.holds_own_turn():
            self.narration.hold_with_turn(self.turn_prompt(unnamed))
            if not self.out_of_turn_coming():
                self.narration.release_turn()  # nobody means to take this turn away: said now
        else:
            voice.tell(self.turn_prompt(unnamed))

    def _turn_said(self, told: LineClock | None) -> None:
        """The player's turn line is said, and `told` tells when it is heard."""
        self._turn_came = (self.services.control.clock(), told)

    def turn_came_unheard(self, last_key: float | None, now: float) -> bool:
        """Whether the player's turn line was said just after their last key and is not heard yet: an Enter now
        was meant for the moment before (an interception), not for their turn. Once the turn line is heard, or
        after any other key, Enter plays."""
        if self._turn_came is None or last_key is None or self.view.decider != self.seat:
            return False
        came, told = self._turn_came
        heard = max(told.heard_at(now) if told is not None else came, came + NOTICE)
        return came - RECENT <= last_key < came and now < heard

    def _place_below(self) -> str:
        """Where leaving the finished match leads: the lobby, or the main menu (a match continued from it)."""
        stack = self.services.control.stack
        tables = [index for index, layer in enumerate(stack) if layer.place == "table"]
        below = stack[tables[-1] - 1] if tables and tables[-1] > 0 else None
        return "lobby" if below is not None and below.place == "lobby" else "main"

    def turn_prompt(self, focus: bool = False) -> str:
        """What the player may do: take a penalty or challenge it, and how many cards may be played; with `focus`
        (the cards just drawn were not named), the card Enter plays, or where the focus is."""
        text = self.services.catalogue.text
        view = self.view
        legal = view.legal_actions()
        playable = sum(isinstance(action, Play) for action in legal)
        parts = []
        if self.services.voice.levels().get("plays", FULL) in (CUE, OFF):
            parts.append(self.answers.top_card_alone())  # others' cards went unsaid: the one to play on
        if view.phase is Phase.PENALTY:
            if view.pending_rank is Rank.WILD_DRAW_COLOUR:
                parts.append(text("table.penalty_until_prompt"))
            else:
                parts.append(text("table.penalty_prompt", count=view.pending_draw))
            if CHALLENGE in legal:
                parts.append(text("table.challenge_prompt"))
        if playable:
            parts.append(text("table.playable", count=playable))
        elif view.phase is Phase.PLAY:
            parts.append(text("table.nothing_playable"))
        card = self.hand.focus
        if focus and card is not None:
            key = "table.enter_plays" if Play.of(card) in legal else "table.focus_now"
            parts.append(text(key, card=self.words.card(card)))
        return self.services.catalogue.sentences(*parts)
