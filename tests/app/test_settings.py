"""The settings the player changes during a match move in steps within bounds."""

from __future__ import annotations

import pytest

from audiouno.app.settings import PACES, Settings


def test_volume_and_pace_move_in_steps_within_bounds() -> None:
    settings = Settings()
    assert settings.change_volume(1) == pytest.approx(0.9)
    assert settings.change_volume(5) == 1.0
    assert settings.change_volume(-20) == 0.0
    assert settings.change_pace(1) > 1.2
    assert settings.change_pace(-100) == PACES[0]
    assert settings.change_pace(100) == PACES[-1]
