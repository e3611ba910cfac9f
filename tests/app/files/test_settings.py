"""The settings the player changes during a match move in steps within bounds."""

from __future__ import annotations

import pytest

from audiouno.app.files.settings import PACES, TEXT_SCALES, THEMES, Settings


def test_volume_and_pace_move_in_steps_within_bounds() -> None:
    settings = Settings()
    assert settings.change_volume(1) == pytest.approx(0.9)
    assert settings.change_volume(5) == 1.0
    assert settings.change_volume(-20) == 0.0
    assert settings.change_pace(1) > 1.2
    assert settings.change_pace(-100) == PACES[0]
    assert settings.change_pace(100) == PACES[-1]


def test_the_listeners_rate_steps_within_bounds_and_is_kept() -> None:
    settings = Settings()
    assert settings.listener_wpm == 220
    assert settings.change_listener_wpm(1) == 240
    assert settings.change_listener_wpm(-100) == 100
    assert settings.change_listener_wpm(100) == 900
    settings.listener_wpm = 450
    assert Settings.from_data(settings.to_data(), ("auto",)).listener_wpm == 450
    assert Settings.from_data({}, ("auto",)).listener_wpm == 220  # an older file: the default


@pytest.mark.parametrize("wrong", [99, 901, 300.5, True, "fast", None])
def test_a_wrong_listeners_rate_costs_only_itself(wrong: object) -> None:
    rejected: list[str] = []
    settings = Settings.from_data({"listener_wpm": wrong, "cue_volume": 0.3}, ("auto",), rejected)
    assert (settings.listener_wpm, settings.cue_volume, rejected) == (220, 0.3, ["listener_wpm"])


def test_the_views_settings_have_defaults_that_an_older_file_gets_and_keep_their_rules() -> None:
    older = Settings.from_data({"cue_volume": 0.5}, ("auto",))  # a file from before the view had settings
    assert (older.theme, older.text_scale, older.full_screen) == ("dark", 1.0, False)
    settings = Settings()
    assert [settings.change_text_scale(1) for _ in range(7)] == [*TEXT_SCALES[1:], TEXT_SCALES[-1], TEXT_SCALES[-1]]
    assert settings.change_text_scale(-100) == 1.0
    settings.theme, settings.text_scale, settings.full_screen = "colour_blind", 2.5, True
    assert Settings.from_data(settings.to_data(), ("auto",)) == settings
    rejected: list[str] = []
    wrong = {"theme": "neon", "text_scale": 7, "full_screen": "yes", "cue_volume": 0.3}
    read = Settings.from_data(wrong, ("auto",), rejected)  # type: ignore[arg-type]
    assert (read.theme, read.text_scale, read.full_screen, read.cue_volume) == ("dark", 1.0, False, 0.3)
    assert sorted(rejected) == ["full_screen", "text_scale", "theme"]
    assert set(THEMES) == {"dark", "light", "colour_blind"}
