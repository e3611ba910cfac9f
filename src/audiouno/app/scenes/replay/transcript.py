"""A replayed match as a text file in the data folder: its title, then each turn as the replay says it, with the
player's hand on that turn. Written atomically, like every file of the game."""

from __future__ import annotations

from ...files.replays import KeptMatch
from ..scene import Services
from ..table.hand_reader import hand_summary
from .replay_turn import ReplayTurn, turn_words


def transcript_name(kept: KeptMatch) -> str:
    return f"replay-{kept.match.match_id[:8]}.txt"


def transcript(services: Services, title: str, turns: list[ReplayTurn]) -> str:
    text = services.catalogue.text
    lines = [title, ""]
    for turn in turns:
        lines.append(turn_words(text, turn, len(turns)))
        hand = hand_summary(text, services.words, turn.hand)
        lines += [text("replay.hand", number=turn.number, hand=hand), ""]
    return "\n".join(lines)


def export_transcript(services: Services, kept: KeptMatch, title: str, turns: list[ReplayTurn]) -> str | None:
    """Where the transcript was written; None when it could not be (a notice says why, or no files are kept)."""
    name = transcript_name(kept)
    path = services.files.path(name)
    if path is None or not services.files.write_text(name, transcript(services, title, turns)):
        return None
    return str(path)
