"""The last matches the player finished, kept to be replayed by ear: each one's setup, seed and log (the saved
match's own, which replays it exactly), with who won and how many rounds it took, for the list. The newest first,
at most KEPT; written whole and atomically when a match ends, like every file of the data folder.

A match in the file that breaks its rules is left out alone, and counted in one notice; a file that cannot be read
at all is set aside, as the other files are."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass

from ...engine import Game
from ...engine.notation import digest
from .player_files import REPLAYS, FileNotice, PlayerFiles
from .saved_match import SavedMatch
from .schema import Number

FORMAT = 1
KIND = "replays"
KEPT = 20  # the last matches kept
LIMIT = 4 * 1024 * 1024  # characters: half what the reader takes (storage.MAX_SIZE), whatever the matches' length
_ROUNDS = Number(1, 1_000_000, whole=True)
_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class KeptMatch:
    match: SavedMatch  # setup, seed, log and the digest of the state it ends in; no bot states, no presses
    winners: tuple[int, ...]
    rounds: int

    def to_data(self) -> dict[str, object]:
        body = self.match.to_data()
        return {**body, "winners": list(self.winners), "rounds": self.rounds}

    @classmethod
    def from_data(cls, data: object) -> KeptMatch:
        """`ValueError` for anything that breaks its rules."""
        if not isinstance(data, dict):
            raise ValueError("a kept match is a table")
        match = SavedMatch.from_data(data)
        winners = data.get("winners")
        players = match.setup.players
        if not isinstance(winners, list) or not winners or not all(_is_seat(seat, players) for seat in winners):
            raise ValueError("winners")
        if not match.digest:
            raise ValueError("digest")
        return cls(match, tuple(winners), int(_ROUNDS.check(data.get("rounds"))))


def _is_seat(value: object, players: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def load_kept(files: PlayerFiles) -> list[KeptMatch]:
    """The kept matches, newest first. One that breaks its rules is left out and the file written again without
    it, so that it is said once, by count."""
    data = files.load(REPLAYS, KIND, FORMAT)
    if data is None:
        return []
    entries = data.get("matches")
    if not isinstance(entries, list):
        files.damaged(REPLAYS, "matches: not a list")
        return []
    kept, rejected = [], 0
    for entry in entries[:KEPT]:
        try:
            kept.append(KeptMatch.from_data(entry))
        except ValueError as damage:
            _log.warning("%s: a kept match left out: %s", files.path(REPLAYS), damage)
            rejected += 1
    if rejected:
        files.notices.append(FileNotice("files.matches_left_out", {"file": REPLAYS, "count": rejected}))
        _write(files, kept)
    return kept


def keep_match(files: PlayerFiles, saved: SavedMatch, game: Game) -> None:
    """A match just over, first in the file; the oldest beyond KEPT go, and so do as many as keep the file under
    LIMIT (very long matches), the newest always kept."""
    match = SavedMatch(saved.setup.copy(), saved.seed, list(saved.log), digest=digest(game), match_id=saved.match_id)
    ended = KeptMatch(match, tuple(game.winners), game.round_number)
    older = [kept for kept in load_kept(files) if kept.match.match_id != saved.match_id]
    _write(files, [ended, *older][:KEPT])


def forget_kept(files: PlayerFiles, match_id: str) -> None:
    """A kept match that does not replay goes from the file, alone."""
    _write(files, [kept for kept in load_kept(files) if kept.match.match_id != match_id])


def _write(files: PlayerFiles, matches: list[KeptMatch]) -> None:
    encoded = [_encoded(kept) for kept in matches]
    while len(encoded) > 1 and sum(map(len, encoded)) > LIMIT:
        encoded.pop()
    head = json.dumps({"kind": KIND, "format": FORMAT}, separators=(",", ":"))
    files.write_text(REPLAYS, f'{head[:-1]},"matches":[{",".join(encoded)}]}}\n')


def _encoded(kept: KeptMatch) -> str:
    """One match as compact JSON: a log of thousands of entries, one line."""
    return json.dumps(kept.to_data(), ensure_ascii=False, separators=(",", ":"))
