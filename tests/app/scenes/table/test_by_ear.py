"""The scripted by-ear listener (benchmarks/by_ear.py) on a short match: deciding only from the lines it hears,
with keys pressed the whole time (refused ones too: Z and Space while the bots play), it reaches the match's end,
and no wait for the game's news is longer than the bots' pace, or than the window the rules hold open. No Mercy,
Flip and the House preset with draw until playable and the turn timer among them. The benchmark plays whole
matches and prints the figures."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from audiouno.app.files.match_setup import MatchSetup
from audiouno.engine import PRESETS, Edition, apply_variants
from audiouno.engine.rules import for_edition

sys.path.insert(0, str(Path(__file__).resolve().parents[4] / "benchmarks"))
from by_ear import Listener


@pytest.mark.parametrize(
    ("language", "preset", "variants", "players", "edition", "timer"),
    [
        ("pt-BR", "manual", ["bluff", "sequences", "super_interception", "buzzer"], 4, "classic", 0),
        ("es", "house", ["zero_seven", "sequences"], 6, "classic", 0),
        ("pt-BR", "house", ["draw_until_playable"], 4, "classic", 30),
        ("es", "official", [], 5, "no_mercy", 0),
        ("es", "official", [], 3, "flip", 0),
    ],
)
def test_a_listener_by_ear_finishes_a_short_match_with_no_wait_over_the_pace(
    language: str, preset: str, variants: list[str], players: int, edition: str, timer: int
) -> None:
    rules = for_edition(apply_variants(PRESETS[preset], variants), Edition(edition))
    rules = rules.with_options(target_score=50, turn_timer_s=timer)  # the lowest target: a short match
    listener = Listener(language, MatchSetup(bots=["normal"] * (players - 1), preset=preset, rules=rules), seed=3)
    try:
        assert listener.play()
    finally:
        listener.close()
    assert listener.keys > 50 and len(listener.waits) > 20
    assert [wait for wait in listener.waits if wait.seconds > wait.limit] == []
    heard = [line.text for line in listener.transcript]
    assert heard.count(listener.your_turn) > 3  # it played its turns, by ear
    assert any(line.key == "return" and line.text.startswith(listener.you_play) for line in listener.transcript)
