"""A kept match's turns, told again: the match's log replayed on a new game with its seed, each step narrated as the
table narrates a saved match taken up (`TableNarration.replay`: the lines the match's history holds), and cut into
turns where a new player's turn starts. A round's deal goes with its first turn, and its end with its last.

Each turn keeps the player's hand as it was once the step that began it was played: what they held on that turn.
"""

from __future__ import annotations

from ....engine import PlayerView
from ....engine.events import Event, RoundStarted, TurnStarted
from ....engine.notation import card_index, digest, replay_entry
from ...files.replays import KeptMatch
from ...output.history import MessageHistory
from ...output.narration import Narrator
from ..scene import Services
from ..table.answers import Answers
from ..table.context import TableContext
from ..table.match import ME, Match, shuffled_deal, with_the_card
from ..table.review import TableReview
from ..table.telling import TableNarration
from .replay_turn import ReplayTurn


def table_names(services: Services, players: int) -> list[str]:
    """The names the table gives, by seat: the player's own first."""
    text = services.catalogue.text
    return [text("table.my_name")] + [text(f"bot.name.{seat}") for seat in range(1, players)]


def replay_turns(services: Services, kept: KeptMatch) -> list[ReplayTurn]:
    """Every turn of the match; `ValueError` when its log does not replay to the state it was kept in."""
    saved = kept.match
    match = Match(services, saved.setup, saved.seed, shuffled_deal, keep=False)
    game = match.game
    view = PlayerView(game, ME)
    names = table_names(services, saved.setup.players)
    context = TableContext(services, view, tuple(names), Narrator(services.catalogue, names, ME))
    heard = MessageHistory()
    narration = TableNarration(context, Answers(context), TableReview(context), heard)
    cards, log = card_index(game), saved.log
    turns: list[ReplayTurn] = []
    index = 0
    while index < len(log):
        events = replay_entry(game, log[index], cards)
        following = log[index + 1] if index + 1 < len(log) else None
        if following is not None and match.said_with_the_card(log[index], following):
            index += 1
            uno = replay_entry(game, following, cards)
            events = with_the_card(events, uno)
        for chunk in _by_turn(events):
            if not turns or _opens_a_turn(chunk[0], turns[-1]):
                turns.append(ReplayTurn(len(turns) + 1, view.round_number, view.hand))
            turns[-1].started |= any(isinstance(event, TurnStarted) for event in chunk)
            before = heard.added
            narration.replay(chunk)
            turns[-1].lines += heard.recent(heard.added - before)
        index += 1
    if digest(game) != saved.digest or not turns:
        raise ValueError("the kept log does not replay to the match kept")
    return turns


def _by_turn(events: list[Event]) -> list[list[Event]]:
    """The events cut before each new turn and each new round."""
    chunks: list[list[Event]] = []
    for event in events:
        if not chunks or isinstance(event, (TurnStarted, RoundStarted)):
            chunks.append([])
        chunks[-1].append(event)
    return chunks


def _opens_a_turn(first: Event, current: ReplayTurn) -> bool:
    """A round or a player's turn opens a turn, once the one before has had a player's turn: the match's draw for
    the dealer, a round's deal and its first player's turn are one turn."""
    return isinstance(first, (RoundStarted, TurnStarted)) and current.started
