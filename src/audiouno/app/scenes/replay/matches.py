"""The main menu's replays: the last matches finished, the newest first, each named by who won, the players and
the rounds; Enter replays one (`ReplayScene`), Escape goes back. A kept match that does not replay any more is
said to be damaged and leaves the file, alone."""

from __future__ import annotations

import logging

from ...files.replays import REPLAYS, KeptMatch, forget_kept, load_kept
from ..lists.choice import ChoiceScene, Option
from ..scene import Services
from ..table.match import ME
from .scene import ReplayScene
from .turns import replay_turns, table_names

_log = logging.getLogger(__name__)


def open_replays(services: Services) -> None:
    text = services.catalogue.text
    kept = load_kept(services.files)
    if not kept:
        services.tell_file_notices()
        services.voice.tell(text("replay.none"))
        return
    options = [Option(match_words(services, number, match), match) for number, match in enumerate(kept, 1)]
    scene: ChoiceScene[KeptMatch] | None = None

    def back(now: float) -> None:
        assert scene is not None
        scene.close()

    def replay(match: KeptMatch, now: float) -> None:
        assert scene is not None
        start_replay(services, match, scene.options[scene.index].label, scene)

    scene = ChoiceScene(services, text("replay.list_title"), options, replay, on_back=back, stays=True)
    services.control.push(scene)
    services.tell_file_notices()  # after the list's first words, which answer the key and would cut them off


def match_words(services: Services, number: int, match: KeptMatch) -> str:
    """ "Ana won: 3 players, 4 rounds"."""
    names = table_names(services, match.match.setup.players)
    winner = match.winners[0]
    return services.catalogue.text(
        "replay.match",
        result="won" if ME in match.winners else "lost",
        winner=names[winner],
        players=match.match.setup.players,
        rounds=match.rounds,
    )


def start_replay(services: Services, match: KeptMatch, title: str, listed: ChoiceScene[KeptMatch]) -> None:
    """Replay `match`; one that does not replay is damaged: said, and left out of the file and the list."""
    try:
        turns = replay_turns(services, match)
    except Exception as damage:  # whatever a kept log makes the replay do, it is only a damaged match
        _log.warning("%s: a kept match does not replay: %r", REPLAYS, damage)
        forget_kept(services.files, match.match.match_id)
        services.voice.answer(services.catalogue.text("replay.damaged"), "invalid")
        services.tell_file_notices()
        listed.options = [option for option in listed.options if option.value is not match]
        listed.index = min(listed.index, len(listed.options) - 1)
        if not listed.options:
            listed.close()
        return
    services.control.push(ReplayScene(services, match, turns, title))
