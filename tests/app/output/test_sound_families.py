"""The cues as designed: each family's members at its loudness and under its length, read from the committed files
with the meter the build uses (pyloudnorm, EBU R128), so a cue edited by hand or a build skipped shows here."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from ftl_files import messages

from audiouno.app.output.sound import CUES, RACE_CUES
from audiouno.i18n import LANGUAGES, message_id

TOOLS = Path(__file__).resolve().parents[3] / "tools"
SOUNDS = TOOLS.parent / "sounds"
TOLERANCE = 1.0  # LU


@pytest.fixture(scope="module")
def make() -> ModuleType:
    """tools/make_sounds.py, loaded when a test first asks, not as the file is collected: it imports pyloudnorm
    and SciPy, which would cost each worker a second."""
    spec = importlib.util.spec_from_file_location("make_sounds", TOOLS / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_sounds", module)
    spec.loader.exec_module(module)
    return module


def test_the_build_makes_exactly_the_cues_the_game_plays(make: ModuleType) -> None:
    assert set(make.CUES) == set(CUES)
    assert {family for _, family in make.CUES.values()} == set(make.FAMILIES)  # no family is empty


@pytest.mark.parametrize("cue", CUES)
def test_each_cue_is_at_its_familys_loudness_and_under_its_length(cue: str, make: ModuleType) -> None:
    family = make.FAMILIES[make.CUES[cue][1]]
    signal = make.read_cue(SOUNDS / f"{cue}.wav")
    assert abs(make.loudness(signal) - family.loudness) <= TOLERANCE
    assert len(signal) / make.RATE <= family.longest


def test_the_families_spread_less_than_the_cues_did(make: ModuleType) -> None:
    """Before the families, the cues' loudness spread 16.4 LU (-28.9 to -12.5 LUFS) at one peak level; now the
    quietest family (the menus) and the loudest (the races) are 9 LU apart, and no two cues of a family 2 LU."""
    levels = {cue: make.loudness(make.read_cue(SOUNDS / f"{cue}.wav")) for cue in CUES}
    assert max(levels.values()) - min(levels.values()) <= 9.0 + 2 * TOLERANCE
    for name in make.FAMILIES:
        members = [levels[cue] for cue, (_, family) in make.CUES.items() if family == name]
        assert max(members) - min(members) <= 2 * TOLERANCE


def test_the_cards_laid_share_one_maker_and_differ_in_pitch(make: ModuleType) -> None:
    notes = [note for note, _ in make.CARDS_LAID.values()]
    laid = [cue for cue, (_, family) in make.CUES.items() if family == "card"]
    assert sorted(laid) == sorted(make.CARDS_LAID)
    assert len({(note, taps) for note, taps in make.CARDS_LAID.values()}) == len(notes)  # each kind its own


def test_the_race_volume_covers_the_race_family(make: ModuleType) -> None:
    assert {cue for cue, (_, family) in make.CUES.items() if family == "race"} == RACE_CUES


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_cue_has_its_meaning_in_every_language(language: str) -> None:
    """The options' list of sounds names each cue by what it means (a cue added without words would be read
    out as its message key)."""
    own = messages(language)
    assert [cue for cue in CUES if message_id(f"sounds.cue.{cue}") not in own] == []
