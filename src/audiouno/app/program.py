"""The program: the window, speech, sound cues and keymap, wired to the loop, which starts in the lobby."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from ..i18n import Catalogue
from .clock import Clock, monotonic_clock
from .control import KEY_REPEAT, Control, KeyPress
from .keymap import MODIFIER_KEYS, Keymap, default_keymap, name_bound_keys, press_name, user_keymap_path
from .lobby import LobbyScene
from .narration import Narrator
from .scene import Scene, Services
from .settings import Settings
from .sound import CuePlayer, default_sounds_dir
from .speech import Notice, Speaker, open_speaker
from .trace import Trace
from .voice import Voice

WINDOW_SIZE = (1024, 768)
TRACE_UNAVAILABLE = "trace.unavailable"  # args: path, detail


class Program:
    """Opens the window and the cues, greets the player, and runs the scenes until the player quits.

    `speaker` is already open (its start-up `notices` are spoken here); tests pass a recording one and a manual
    clock, and call `step()` instead of `run()`. `start` makes the first place: the lobby, or practice.
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
        trace: Trace | None = None,
        start: Callable[[Services], Scene] = LobbyScene,
    ) -> None:
        pygame.display.init()
        catalogue = Catalogue.load()
        self.surface = pygame.display.set_mode(WINDOW_SIZE)
        pygame.display.set_caption(catalogue.text("app.title"))
        pygame.key.set_repeat(*KEY_REPEAT)
        settings = Settings()
        self.cues = cues or CuePlayer(default_sounds_dir(), settings.cue_volume)
        self.cues.open()
        keymap, problems = Keymap.load(default_keymap(), user_keymap)
        name_bound_keys(catalogue, keymap)
        narrator = Narrator(catalogue, [catalogue.text("table.my_name")], 0, settings.verbosity)
        self.trace = trace
        self.voice = Voice(speaker, self.cues, clock, trace)
        self.control = Control(clock, _KeyWatch(keymap, self.voice, trace))
        self.services = Services(catalogue, narrator, keymap, self.voice, settings, self.control, seed)
        greeting = [catalogue.text("app.welcome", backend=narrator.text(f"speech.backend.{speaker.kind}"))]
        greeting += [narrator.notice(notice) for notice in notices]
        if not self.cues.available:
            greeting.append(catalogue.text("app.no_sound"))
        greeting += [catalogue.text(problem.key, **problem.args) for problem in problems]
        self.voice.tell(" ".join(greeting))
        self.control.push(start(self.services))

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
        if self.trace is not None:
            self.trace.close()
        pygame.display.quit()


class _KeyWatch:
    """Each key press opens an answer whose first words may interrupt, and goes into the trace with its command."""

    def __init__(self, keymap: Keymap, voice: Voice, trace: Trace | None) -> None:
        self._keymap = keymap
        self._voice = voice
        self._trace = trace

    def key_pressed(self, press: KeyPress, stack: list[Scene]) -> None:
        if self._trace is not None and press.key not in MODIFIER_KEYS:  # Shift alone is half of a key
            self._trace.key(press_name(press.key, press.mod), self._command(press, stack))
        self._voice.key_pressed()

    def key_answered(self) -> None:
        self._voice.key_answered()

    def _command(self, press: KeyPress, stack: list[Scene]) -> str | None:
        """The command the key stands for where it lands: the top scene, or below one that passes keys on."""
        for scene in reversed(stack):
            command = self._keymap.command(scene.place, press.key, press.mod) if scene.place else None
            if command is not None or not scene.passes_keys:
                return command
        return None


def play(
    speech: str,
    speech_log: Path | None,
    seed: int | None,
    trace_path: Path | None = None,
    start: Callable[[Services], Scene] = LobbyScene,
) -> int:
    """`audio-uno play` (and `audio-uno practice`, starting elsewhere): real speech, sound, keyboard and time."""
    program: Program | None = None

    def on_notice(notice: Notice) -> None:
        if program is not None:
            program.speech_notice(notice)

    clock = monotonic_clock()  # the trace counts from here, the launch
    speaker, notices = open_speaker(speech, speech_log, on_notice=on_notice)
    trace = None
    if trace_path is not None:
        try:
            trace = Trace(trace_path, clock)
        except OSError as exc:
            notices.append(Notice(TRACE_UNAVAILABLE, {"path": str(trace_path), "detail": str(exc)}))
    program = Program(speaker, notices, clock, seed=seed, user_keymap=user_keymap_path(), trace=trace, start=start)
    try:
        program.run()
    finally:
        program.close()
    return 0
