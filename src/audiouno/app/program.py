"""The program: the window, speech, sound cues and keymap, wired to the loop, which starts in the lobby."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pygame

from ..i18n import Catalogue
from .clock import Clock, monotonic_clock
from .control import KEY_REPEAT, Control
from .display import NoDisplay, open_window
from .keymap import Keymap, default_keymap, name_bound_keys, user_keymap_path
from .lobby import LobbyScene
from .narration import Narrator
from .scene import Services
from .settings import Settings
from .sound import CuePlayer, default_sounds_dir
from .speech import Notice, Speaker, open_speaker
from .voice import Voice

WINDOW_SIZE = (1024, 768)


class Program:
    """Opens the window and the cues, greets the player, and runs the scenes until the player quits.

    `speaker` is already open (its start-up `notices` are spoken here); tests pass a recording one and a manual
    clock, and call `step()` instead of `run()`.
    """

    def __init__(
        self,
        speaker: Speaker,
        notices: list[Notice],
        clock: Clock,
        *,
        seed: int | None = None,
        user_keymap: Path | None = None,
        cues: CuePlayer | None = None,
    ) -> None:
        catalogue = Catalogue.load()
        self.surface = open_window(WINDOW_SIZE)
        pygame.display.set_caption(catalogue.text("app.title"))
        pygame.key.set_repeat(*KEY_REPEAT)
        settings = Settings()
        self.cues = cues or CuePlayer(default_sounds_dir(), settings.cue_volume)
        self.cues.open()
        keymap, problems = Keymap.load(default_keymap(), user_keymap)
        name_bound_keys(catalogue, keymap)
        narrator = Narrator(catalogue, [catalogue.text("table.my_name")], 0, settings.verbosity)
        self.voice = Voice(speaker, self.cues)
        self.control = Control(clock)
        self.services = Services(catalogue, narrator, keymap, self.voice, settings, self.control, seed)
        greeting = [catalogue.text("app.welcome", backend=narrator.text(f"speech.backend.{speaker.kind}"))]
        greeting += [narrator.notice(notice) for notice in notices]
        if not self.cues.available:
            greeting.append(catalogue.text("app.no_sound"))
        greeting += [catalogue.text(problem.key, **problem.args) for problem in problems]
        self.voice.tell(" ".join(greeting))
        self.control.push(LobbyScene(self.services))

    def speech_notice(self, notice: Notice) -> None:
        """A speech backend failed mid-game and the next one took over: say so."""
        self.voice.tell(self.services.narrator.notice(notice))

    def step(self) -> None:
        """One pass of the loop without waiting: for tests that drive time themselves."""
        self.control.step()
        self.control.draw(self.surface)

    def run(self) -> None:
        self.control.run(self.surface)

    def close(self) -> None:
        self.voice.speaker.close()
        self.cues.close()
        pygame.display.quit()


def play(speech: str, speech_log: Path | None, seed: int | None) -> int:
    """`audio-uno play`: the game with real speech, sound, keyboard and time. 1 when there is no display."""
    program: Program | None = None

    def on_notice(notice: Notice) -> None:
        if program is not None:
            program.speech_notice(notice)

    speaker, notices = open_speaker(speech, speech_log, on_notice=on_notice)
    try:
        program = Program(speaker, notices, monotonic_clock(), seed=seed, user_keymap=user_keymap_path())
    except NoDisplay as exc:
        _say_no_display(speaker, str(exc))
        return 1
    finally:
        if program is None:  # no window, or stopped while starting: speech is all there is to close
            speaker.close()
    try:
        program.run()
    finally:
        program.close()
    return 0


SPEECH_CHARACTERS_PER_SECOND = 14  # about eSpeak's and screen readers' default rate


def _say_no_display(speaker: Speaker, detail: str) -> None:
    """On the terminal, and by speech unless speech is the terminal already (the text log); then wait until it has
    been said, since closing speech would cut it off."""
    message = Catalogue.load().text("app.no_display", detail=detail)
    print(f"audio-uno: {message}", file=sys.stderr)
    if speaker.kind != "log":
        speaker.speak(message)
    if speaker.kind in ("screenreader", "tts"):
        time.sleep(min(10.0, 1.0 + len(message) / SPEECH_CHARACTERS_PER_SECOND))
