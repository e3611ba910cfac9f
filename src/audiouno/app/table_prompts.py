"""What the table tells the player when the game turns to them: what they may do, once per turn, and between
rounds what Enter does."""

from __future__ import annotations

from collections.abc import Mapping

from ..bots import Strategy
from ..engine import CHALLENGE, Game, Phase, Play
from ..engine.events import Event, MatchEnded, RoundEnded
from .game_choices import GameChoices
from .scene import Services


class Prompter:
    def __init__(
        self,
        services: Services,
        game: Game,
        seat: int,
        bots: Mapping[int, Strategy],
        choices: GameChoices,
    ) -> None:
        """`bots`: a bot in the player's own seat (watching a match) decides for them, unprompted."""
        self.services = services
        self.game = game
        self.seat = seat
        self.bots = bots
        self.choices = choices
        self._prompted: tuple[int, int, Phase] | None = None  # the game state the player was last prompted in

    def prompt(self, events: list[Event]) -> None:
        """Between rounds, say what Enter does; when the game turns to the player, say what they may do, once."""
        game = self.game
        voice = self.services.voice
        if any(isinstance(event, MatchEnded) for event in events):
            voice.tell(self.services.catalogue.text("table.match_over_prompt"))
        elif any(isinstance(event, RoundEnded) for event in events):
            voice.tell(self.services.catalogue.text("table.next_round_prompt"))
        state = (game.round_number, game.turns, game.phase)
        if game.decider != self.seat or state == self._prompted or self.seat in self.bots:
            return  # not the player's to decide (a bot in their seat decides while they watch)
        self._prompted = state
        if game.phase is Phase.CHOOSE_COLOUR:
            self.choices.choose_colour()
        elif game.phase is Phase.CHOOSE_SWAP:
            self.choices.choose_swap()
        elif game.phase is Phase.DRAWN:
            voice.tell(self.services.catalogue.text("table.drawn_prompt"))
        else:
            voice.tell(self.turn_prompt())

    def turn_prompt(self) -> str:
        """What the player may do: take a penalty or challenge it, and how many cards may be played."""
        text = self.services.catalogue.text
        legal = self.game.legal_actions(self.seat)
        playable = sum(isinstance(action, Play) for action in legal)
        parts = []
        if self.game.phase is Phase.PENALTY:
            parts.append(text("table.penalty_prompt", count=self.game.pending_draw))
            if CHALLENGE in legal:
                parts.append(text("table.challenge_prompt"))
        if playable:
            parts.append(text("table.playable", count=playable))
        elif self.game.phase is Phase.PLAY:
            parts.append(text("table.nothing_playable"))
        return " ".join(parts)
