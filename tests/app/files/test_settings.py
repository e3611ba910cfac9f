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


def test_braille_and_the_race_sounds_step_within_bounds_and_are_kept() -> None:
    settings = Settings()
    defaults = (settings.screen_reader_output, settings.braille_wpm, settings.race_volume)
    assert defaults == ("speech_and_braille", 100, 0.8)
    assert settings.mute_unfocused is False  # as before the setting: the game goes on sounding behind other windows
    assert settings.change_braille_wpm(1) == 110
    assert settings.change_braille_wpm(-100) == 20
    assert settings.change_race_volume(-3) == pytest.approx(0.5)
    assert settings.change_race_volume(10) == 1.0
    settings.screen_reader_output, settings.mute_unfocused = "braille", True
    again = Settings.from_data(settings.to_data(), ("auto",))
    assert (again.screen_reader_output, again.braille_wpm, again.race_volume, again.mute_unfocused) == (
        "braille",
        20,
        1.0,
        True,
    )
    older = Settings.from_data({"cue_volume": 0.5}, ("auto",))  # a file from before these settings
    assert (older.screen_reader_output, older.braille_wpm, older.race_volume, older.mute_unfocused) == (
        "speech_and_braille",
        100,
        0.8,
        False,
    )


@pytest.mark.parametrize(
    ("name", "wrong"),
    [("screen_reader_output", "both"), ("braille_wpm", 10), ("race_volume", 1.5), ("mute_unfocused", "yes")],
)
def test_a_wrong_braille_or_race_setting_costs_only_itself(name: str, wrong: object) -> None:
    rejected: list[str] = []
    settings = Settings.from_data({name: wrong, "cue_volume": 0.3}, ("auto",), rejected)
    assert getattr(settings, name) == getattr(Settings(), name) and settings.cue_volume == 0.3 and rejected == [name]
