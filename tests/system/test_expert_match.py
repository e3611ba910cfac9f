"""A whole match against three expert bots, played by keys through the real program on the real clock: the experts
search in their worker process while the player asks questions, every key is answered, and the searches' answers
are taken at the table. benchmarks/app_latency.py --experts plays the same match at the default pace and prints
the key-to-speech figures against their target (a timed figure belongs to a benchmark, not to a test)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from app_latency import expert_match

PACE = 0.3  # seconds: a quick table, so that the match is short; each expert still searches for most of it
WPM = 900  # the listener's fastest speech, so that the game's news holds the match up little


def test_a_whole_match_against_three_experts_is_played_by_keys() -> None:
    match = expert_match(pace=PACE, target=50, wpm=WPM)
    assert match.ended, "the match did not reach its end"
    assert match.rounds >= 1
    assert match.unanswered == 0
    assert len(match.speech) > 50
    # The experts searched in their worker, and their answers came in time to be played.
    assert match.searches > 5 and match.in_time > 0
    assert match.worker_seconds > 0
    # The player's questions were answered while a search was under way.
    assert len(match.thinking) > 10
