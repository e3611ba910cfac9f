"""Rule values in the player's settings keep to each option's range, declared once on its `OptionSpec`: a value
written by hand outside it keeps its default, alone, and is reported as other bad values are; the lobby then says
the default, and never calls the value written an end of its range."""

from __future__ import annotations

import json
import re

import pytest
from table_driver import Driver, default_words

from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.player_files import SETTINGS, PlayerFiles
from audiouno.app.files.storage import Places
from audiouno.app.program import load_settings
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.engine import RuleSet

TEXT = default_words().text


def write_setup(places: Places, **rules: object) -> None:
    places.config.mkdir(parents=True, exist_ok=True)
    setup = MatchSetup(bots=["hard", "easy"]).to_data()
    setup["rules"].update(stacking="house", **rules)  # type: ignore[attr-defined]
    (places.config / SETTINGS).write_text(json.dumps({"kind": "settings", "format": 1, "setup": setup}))


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("turn_timer_s", 1),
        ("turn_timer_s", 1_000_000),
        ("uno_catch_ms", 0),
        ("target_score", 0),
        ("hand_size", 2),
        ("max_hand", 5),
        ("free_draws", 1000),
        ("round_limit", True),
    ],
)
def test_a_rule_out_of_its_range_keeps_its_default_and_is_reported(places: Places, name: str, value: object) -> None:
    write_setup(places, **{name: value})
    files = PlayerFiles(places)
    settings = load_settings(files)
    files.close()
    rules = settings.setup.rules
    assert getattr(rules, name) == getattr(RuleSet(), name)
    assert rules.stacking == "house" and settings.setup.bots == ["hard", "easy"]  # the rest of the setup is kept
    assert [notice.key for notice in files.notices] == ["files.values_reset"]


def test_the_lobby_says_the_default_and_the_real_ends(places: Places) -> None:
    write_setup(places, turn_timer_s=1_000_000)
    driver = Driver(places=places)
    try:
        assert any(TEXT("files.values_reset", what=TEXT("files.what.settings"), count=1) in t for t in driver.texts)
        scene = driver.top
        assert isinstance(scene, LobbyScene)
        driver.press("home")
        for _ in range(len(scene.items)):
            said = re.sub(r", \d+ of \d+\.$", "", driver.press("down")[0])
            if said.startswith(TEXT("option.turn_timer_s") + ":"):
                break
        off = TEXT("lobby.option", name=TEXT("option.turn_timer_s"), value=TEXT("lobby.off"))
        assert said == off
        assert driver.press("left") == [TEXT("lobby.lowest", label=off)]
        five = TEXT("lobby.option", name=TEXT("option.turn_timer_s"), value=TEXT("lobby.seconds", seconds=5))
        assert driver.press("right")[0] == five
    finally:
        driver.close()
