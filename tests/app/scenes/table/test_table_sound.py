"""A bot's cue, played through the table on real SDL audio, comes from the bot's side of the stereo field.

SDL's disk driver writes the mixed output to a raw file (signed 16-bit little-endian stereo, 44100 Hz, complete
after the mixer closes); we measure each channel's loudness in the part written while the bot played.
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest
from pcm import pcm, rms
from table_driver import Driver, headless

from audiouno.app.output.sound import seat_pan
from audiouno.engine import OFFICIAL
from audiouno.engine.events import CardPlayed

FRAME_BYTES = 4  # one stereo frame of 16-bit samples


def quiet() -> None:
    deadline = time.monotonic() + 5.0
    while pygame.mixer.get_busy() and time.monotonic() < deadline:
        time.sleep(0.01)
    time.sleep(0.1)  # let the driver write out what it mixed


@pytest.mark.parametrize(("seat", "first_player", "side"), [(1, "left", "left"), (2, "right", "right")])
def test_a_bots_card_is_heard_from_its_side(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, seat: int, first_player: str, side: str
) -> None:
    raw = tmp_path / "out.raw"
    headless(monkeypatch, audio="disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(raw))
    driver = Driver()
    try:
        assert driver.cues.available, driver.cues.failure_reason
        driver.program.services.settings.bot_pace = 0.2
        # Three players: the one after the player (Ana) sits far left, the one before (Bruno) far right. The
        # player deals, so the bot plays first, and the next to play is the other bot: no cue of the player's.
        rules = OFFICIAL.with_options(first_player=first_player)
        table = driver.sit(rules, [["g1", "g2", "g3"], ["r1", "r2", "r3"], ["r4", "r5", "r6"]], "r9", dealer=0)
        assert table.match.game.current == seat
        quiet()  # the deal and the first card have sounded
        start = raw.stat().st_size // FRAME_BYTES * FRAME_BYTES
        played = len(driver.cues.played)
        driver.wait(
            30.0, until=lambda: isinstance(table.match.game.log[-1], CardPlayed) or table.match.game.current != seat
        )
        assert driver.cues.played[played] == ("card_number", seat_pan(seat, 3, 0))
        quiet()
    finally:
        driver.close()
    samples = pcm(raw.read_bytes()[start:])
    left, right = rms(samples[0::2]), rms(samples[1::2])
    assert max(left, right) > 100, "the cue was not heard"
    if side == "left":
        assert left > 10 * right
    else:
        assert right > 10 * left
