"""The settings a player changes during a match: the cues' volume (F2, F3), the bots' pace (F4, F5) and the
verbosity profile (Ctrl+P)."""

from __future__ import annotations

from collections.abc import Callable

from ...output.voice import speaking_time
from ..scene import Services
from .pacing import BotPacer

TYPICAL_MOVE = "listening.sentence.1"  # "Ana plays green 7, and Bruno draws two cards."


class TableSettings:
    def __init__(self, services: Services, pacer: BotPacer, replanned: Callable[[], None]) -> None:
        """`replanned` is told when the bots are asked again (a kept match saves their random state from before)."""
        self.services = services
        self.pacer = pacer
        self.replanned = replanned

    def volume(self, steps: int) -> None:
        services = self.services
        volume = services.settings.change_volume(steps)
        services.voice.cues.set_volume(volume)
        services.voice.answer(services.catalogue.text("table.cue_volume", percent=round(volume * 100)), "menu_move")
        services.save_settings()

    def pace(self, steps: int) -> None:
        """The bots' pace, said as it will be felt: after each line of news, heard at the listener's rate, so a move
        takes the time a typical move's words take to hear (the listening measure's first sentence) and the pace."""
        services = self.services
        pace = services.settings.change_pace(steps)
        self.pacer.invalidate()  # a bot already waiting waits the new time
        self.replanned()
        wpm = services.settings.listener_wpm
        felt = round(pace + speaking_time(services.catalogue.text(TYPICAL_MOVE), wpm), 1)
        services.voice.answer(services.catalogue.text("table.bot_pace", seconds=pace, wpm=wpm, felt=felt))
        services.save_settings()

    def profile(self) -> None:
        """The next verbosity profile, at once for what comes next, said in words that say what it keeps."""
        services = self.services
        profile = services.settings.cycle_profile()
        services.voice.answer(services.catalogue.text(f"table.profile.{profile}"), "menu_move")
        services.save_settings()
