"""What the table tells the player when the game turns to them: what they may do, once per turn, and between
rounds what Enter does (and where it leads, after the match)."""

from __future__ import annotations

from collections.abc import Mapping

from ....bots import Strategy
from ....engine import CHALLENGE, PASS, Phase, Play, Rank
from ....engine.events import Event, MatchEnded, RoundEnded, RoundStarted
from .choices import GameChoices
from .context import TableContext

RECENT = 2.0  # seconds: a key pressed this shortly before the player's turn came was meant for before it
NOTICE = 1.0  # seconds the player needs at least to take in that the turn is theirs


class Prompter:
    def __init__(self, context: TableContext, bots: Mapping[int, Strategy], choices: GameChoices) -> None:
        """`bots`: a bot in the player's own seat (watching a match) decides for them, unprompted."""
        self.services = context.services
        self.view = context.view
        self.seat = context.seat
        self.bots = bots
        self.choices = choices
        self._prompted: tuple[int, int, Phase] | None = None  # the game state the player was last prompted in
        self._turn_came: tuple[float, float] | None = None  # app times: the player's turn came, and was heard

    def prompt(self, events: list[Event]) -> None:
        """Between rounds, say what Enter does; when the game turns to the player, say what they may do, once."""
        view = self.view
        voice = self.services.voice
        self.choices.withdraw_unasked()
        if any(isinstance(event, MatchEnded) for event in events):
            voice.tell(self.services.catalogue.text("table.match_over_to", place=self._place_below()))
        elif any(isinstance(event, RoundEnded) for event in events):
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
        if view.phase is Phase.CHOOSE_COLOUR:
            self.choices.choose_colour()
        elif view.phase is Phase.CHOOSE_SWAP:
            self.choices.choose_swap()
        elif view.phase is Phase.DRAWN:  # kept, or played as the rules have it (must play, No Mercy's drawing)
            keep = "yes" if PASS in view.legal_actions() else "no"
            voice.tell(self.services.catalogue.text("table.drawn_prompt", keep=keep))
        else:
            voice.tell(self.turn_prompt())
            now = self.services.control.clock()
            self._turn_came = (now, max(voice.news_heard_at(), now + NOTICE))

    def turn_came_unheard(self, last_key: float | None, now: float) -> bool:
        """Whether the player's turn came just after their last key and before they could hear it: an Enter
        now was meant for the moment before (an interception), not for their turn."""
        if self._turn_came is None or last_key is None or self.view.decider != self.seat:
            return False
        came, heard = self._turn_came
        return came - RECENT <= last_key < came and now < heard

    def _place_below(self) -> str:
        """Where leaving the finished match leads: the lobby, or the main menu (a match continued from it)."""
        stack = self.services.control.stack
        tables = [index for index, layer in enumerate(stack) if layer.place == "table"]
        below = stack[tables[-1] - 1] if tables and tables[-1] > 0 else None
        return "lobby" if below is not None and below.place == "lobby" else "main"

    def turn_prompt(self) -> str:
        """What the player may do: take a penalty or challenge it, and how many cards may be played."""
        text = self.services.catalogue.text
        view = self.view
        legal = view.legal_actions()
        playable = sum(isinstance(action, Play) for action in legal)
        parts = []
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
        return " ".join(parts)
