"""Keeps the match in progress on disk: every engine call noted, the whole written after every change, and the
save removed when the match ends (see `saved_match` for what a save holds and why).

The player's own match is kept in `match.json`; a match a bot plays in their seat (`--watch`) in a save of its
own, `watch.json`, so that watching never replaces the player's match."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping

from ...bots import Strategy
from ...bots.scheduler import Plan
from ...engine import Game, Phase
from ...engine.notation import Entry, digest, encode_action
from .match_setup import MatchSetup
from .player_files import MATCH, WATCH, PlayerFiles
from .saved_match import FORMAT, KIND, SavedMatch, rng_state
from .statistics import Statistics
from .storage import Damaged, read_json


class MatchKeeper:
    def __init__(self, files: PlayerFiles, setup: MatchSetup, seed: int, log: list[Entry] | None = None) -> None:
        self.files = files
        self.name = MATCH if setup.stand_in is None else WATCH
        self.saved = SavedMatch(setup.copy(), seed, [])
        self._encoded: list[str] = []  # each entry's JSON, made once: the log is most of every save
        for entry in log or []:
            self.note(entry)

    def note(self, entry: Entry) -> None:
        self.saved.log.append(entry)
        self._encoded.append(json.dumps(entry, separators=(",", ":")))

    def save(
        self,
        game: Game,
        bots: Mapping[int, Strategy],
        presses: Iterable[Plan],
        saved_at: float,
        hand_sort: str,
        hints_used: int = 0,
    ) -> None:
        """Write the match as it stands (a finished one too: `finish` removes it once its end is counted)."""
        saved = self.saved
        saved.hints_used = hints_used
        saved.bot_states = {seat: rng_state(bot.rng) for seat, bot in bots.items()}
        saved.presses = [(plan.seat, encode_action(plan.action), plan.due) for plan in presses]
        saved.saved_at = saved_at
        saved.hand_sort = hand_sort
        saved.digest = digest(game)
        body = saved.to_data()
        del body["log"]
        head = json.dumps({"kind": KIND, "format": FORMAT, **body}, ensure_ascii=False, separators=(",", ":"))
        # The whole file, rewritten after every action: the log's entries are spliced in as they were encoded.
        self.files.write_text(self.name, f'{head[:-1]},"log":[{",".join(self._encoded)}]}}\n')

    def finish(self, game: Game) -> None:
        """Remove the save of a match that is over."""
        if game.phase is Phase.MATCH_OVER:
            self.files.remove(self.name)


def forget_a_finished_match(files: PlayerFiles, statistics: Statistics) -> None:
    """The save of a match whose end the statistics counted (a kill came between counting it and `finish`) is
    removed, or where it cannot be, taken as absent: a match that is over is never offered again."""
    counted, path = statistics.counted, files.path(MATCH)
    if counted is None or not counted.over or path is None or not files.exists(MATCH):
        return
    try:
        data = read_json(path, KIND, FORMAT)
    except Damaged:  # a damaged save is set aside when it is taken up, and said then
        return
    if data is not None and data.get("match_id") == counted.match_id:
        files.forget(MATCH)
