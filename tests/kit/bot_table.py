"""A bot at an arranged table: shown what its seat has seen so far, then asked what it does."""

from __future__ import annotations

from audiouno.bots.base import Strategy, tell
from audiouno.engine import Action, Game, PlayerView


def show_table(bot: Strategy, game: Game) -> None:
    """Tell the bot every event of the game so far, as its seat saw them (`bots.base.tell`)."""
    assert game.log is not None
    tell([bot], game.log)


def action_of(bot: Strategy, game: Game) -> Action:
    """What the bot does now at its seat, once shown the table (it must do something)."""
    show_table(bot, game)
    decided = bot.decide(PlayerView(game, bot.seat), game.legal_actions(bot.seat))
    assert decided is not None
    return decided[0]
