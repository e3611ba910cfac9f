"""Every narrated line about a hand, a count or a score agrees with the engine's state after its event, on every deck
and under mixes of options: bots-only matches, said by the real narrator for one seat, each message's numbers
checked (tests/kit/narration_truth.py). A few hundred rounds a mix here; benchmarks/narration_truth.py plays
thousands."""

from __future__ import annotations

import pytest

from audiouno.app.keys.keymap import Keymap, default_keymap, name_bound_keys
from audiouno.i18n import Catalogue
from narration_truth import MIXES, Tally, narrate_rounds


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    words = Catalogue.load()
    name_bound_keys(words, Keymap.load(default_keymap())[0])
    return words


@pytest.mark.parametrize("mix", list(MIXES))
def test_what_the_narration_says_is_what_the_engine_did(catalogue: Catalogue, mix: str) -> None:
    rules, bots, seeds, expected = MIXES[mix]  # a few hundred rounds a mix
    tally = Tally()
    narrate_rounds(rules, catalogue, range(seeds), bots, tally)
    assert tally.problems == []
    assert tally.rounds >= seeds and sum(tally.lines.values()) > 20 * tally.rounds
    assert [key for key in expected if not tally.lines[key]] == []  # the lines at stake came up
