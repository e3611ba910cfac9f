"""Every test of the program runs on SDL's dummy video and audio drivers (the fixtures: tests/kit/app_fixtures.py)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _sdl_without_screen_or_sound_card(headless_sdl: None) -> None:
    """A test that wants another driver says so in its own body, which runs after this."""
