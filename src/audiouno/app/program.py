"""The program: the window, speech, sound cues, keymap and the player's files, wired to the loop, which opens
on the main menu (or goes straight to a new match, or to the saved one)."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

import pygame

from ..i18n import ENGLISH, Catalogue
from ..language import starting_language
from .clock import Clock, monotonic_clock
from .files.keeper import forget_a_finished_match
from .files.player_files import KEYMAP, SETTINGS, STATISTICS, WATCH, PlayerFiles
from .files.settings import FORMAT as SETTINGS_FORMAT
from .files.settings import KIND as SETTINGS_KIND
from .files.settings import Settings, listener_rate
from .files.statistics import FORMAT as STATISTICS_FORMAT
from .files.statistics import KIND as STATISTICS_KIND
from .files.statistics import Statistics
from .files.storage import Places
from .keys.keymap import MODIFIER_KEYS, Keymap, default_keymap, name_bound_keys, press_name
from .keys.places import DECLARED
from .loop import KEY_REPEAT, Control, KeyPress, Layer, wake
from .output.display import WINDOW_SIZE, NoDisplay, open_window, set_full_screen
from .output.sound import CuePlayer, default_sounds_dir
from .output.speech import Notice, Speaker, open_speaker, use_language
from .output.speech.chain import CHOICES as SPEECH_CHOICES
from .output.trace import Trace
from .output.voice import Voice
from .output.words import Words
from .scenes.lobby.scene import LobbyScene
from .scenes.main_menu import MainMenu, MenuPlaces
from .scenes.options.describer import KeyDescriber
from .scenes.options.scene import OptionsScene
from .scenes.practice.scene import PracticeScene
from .scenes.readers import open_rules, open_statistics
from .scenes.replay.matches import open_replays
from .scenes.scene import WINDOW_COMMANDS, Services
from .scenes.table.resume import continue_match
from .scenes.table.scene import TableScene
from .scenes.tutorial.lessons_list import LessonsList
from .scenes.tutorial.scene import TutorialScene, start_lesson
from .scenes.tutorial.script import TUTORIAL

TRACE_UNAVAILABLE = "trace.unavailable"  # args: path, detail

# What the main menu's items open: composed here, so that the menu sits below the scenes it leads to.
MENU_PLACES = MenuPlaces(
    tutorial=lambda services: start_lesson(services, TUTORIAL),
    continue_match=continue_match,
    new=LobbyScene,
    lessons=lambda services: LessonsList(services, start_lesson),
    practice=PracticeScene,
    options=OptionsScene,
    rules=open_rules,
    keys=KeyDescriber,
    statistics=open_statistics,
    replays=open_replays,
)


def load_settings(files: PlayerFiles) -> Settings:
    """The settings file's values; one that breaks its rule keeps its default and is counted in one notice."""
    data = files.load(SETTINGS, SETTINGS_KIND, SETTINGS_FORMAT)
    if data is None:
        return Settings()
    rejected: list[str] = []
    settings = Settings.from_data(data, SPEECH_CHOICES, rejected)
    if rejected:  # said once: the file is written back without them
        files.values_reset(SETTINGS, rejected)
        files.save(SETTINGS, SETTINGS_KIND, SETTINGS_FORMAT, settings.to_data())
    return settings


def load_statistics(files: PlayerFiles) -> Statistics:
    """The statistics file's figures; one with a wrong value is left out alone and counted in one notice."""
    data = files.load(STATISTICS, STATISTICS_KIND, STATISTICS_FORMAT)
    if data is None:
        return Statistics()
    rejected: list[str] = []
    statistics = Statistics.from_data(data, rejected)
    if rejected:  # said once: the file is written back without them
        files.values_reset(STATISTICS, rejected)
        files.save(STATISTICS, STATISTICS_KIND, STATISTICS_FORMAT, statistics.to_data())
    return statistics


class Program:
    """Opens the window and the cues, greets the player, and runs the scenes until the player quits.

    `speaker` is already open (its start-up `notices` are spoken here); tests pass a recording one and a manual
    clock, and call `step()` instead of `run()`. `files`: the player's files (None: nothing is read or kept).
    `start`: "menu", "new" (the lobby), "continue" (the saved match, else the menu), "practice" or "tutorial".
    `watch`: a match starts at once with the last setup, a bot of that strength in the player's seat.
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
        language: str = ENGLISH,
        files: PlayerFiles | None = None,
        settings: Settings | None = None,
        start: str = "menu",
        watch: str | None = None,
        trace: Trace | None = None,
    ) -> None:
        catalogue = Catalogue.load(language)
        self.surface = open_window(WINDOW_SIZE)
        pygame.display.set_caption(catalogue.text("app.title"))
        pygame.key.set_repeat(*KEY_REPEAT)
        files = files or PlayerFiles(None)
        settings = settings or load_settings(files)
        statistics = load_statistics(files)
        forget_a_finished_match(files, statistics)
        self.cues = cues or CuePlayer(default_sounds_dir(), settings.cue_volume)
        self.cues.open()
        keymap, problems = Keymap.load(default_keymap(), user_keymap or files.path(KEYMAP), DECLARED)
        name_bound_keys(catalogue, keymap)
        words = Words(catalogue)
        self.trace = trace
        self.voice = Voice(speaker, self.cues, clock, trace)
        self.voice.follow(settings)
        self.voice.shorten = lambda text: self.services.catalogue.shorten(text)  # in the language of the moment
        self.voice.wake = wake
        self.voice.rate_learned = self._rate_learned
        self.control = Control(clock, _KeyWatch(lambda: self.services.keymap, self.voice, trace))
        self.control.on_focus = self.voice.focus_changed
        self.services = Services(
            catalogue,
            words,
            keymap,
            self.voice,
            settings,
            self.control,
            files,
            statistics,
            seed=seed,
        )
        greeting = [catalogue.text("app.welcome", backend=catalogue.text(f"speech.backend.{speaker.kind}"))]
        greeting += [words.notice(notice) for notice in notices]
        no_voice = self.services.voice_for_language()
        if no_voice:
            greeting.append(no_voice)
        if not self.cues.available:
            greeting.append(catalogue.text("app.no_sound"))
        if self.voice.braille_missing:
            greeting.append(catalogue.text("options.screen_reader_output.missing"))
        greeting += [catalogue.text(problem.key, **problem.args) for problem in problems]
        greeting += [self.services.notice(notice) for notice in files.notices]
        files.notices.clear()
        if settings.full_screen and not set_full_screen(True):
            greeting.append(catalogue.text("view.full_screen_refused"))
        self.control.window_keys = self._window_key
        self.voice.tell(catalogue.sentences(*greeting))
        self.control.push(MainMenu(self.services, MENU_PLACES, announce=start == "menu" and watch is None))
        if watch is not None:
            if not continue_match(self.services, WATCH, quiet=True):  # the watched match's own save, else a new one
                setup = settings.setup.copy()
                setup.stand_in = watch
                self.control.push(TableScene(self.services, setup, seed, keep=True))
        elif start == "new":
            self.control.push(LobbyScene(self.services))
        elif start == "practice":
            self.control.push(PracticeScene(self.services))
        elif start == "tutorial":
            self.control.push(TutorialScene(self.services, TUTORIAL))
        elif start == "continue" and not continue_match(self.services):
            self.control.stack[-1].enter(clock())  # nothing to continue: the main menu says itself after all

    def _window_key(self, press: KeyPress, now: float) -> bool:
        """A key of the window's own (F11, full screen), which works in every place."""
        command = self.services.keymap.command(WINDOW_COMMANDS.place, press.key, press.mod)
        return WINDOW_COMMANDS.dispatch(self.services, command, press.repeat, now)

    def _rate_learned(self, words_per_minute: float) -> None:
        """The player's speech rate, as the engine's timings teach it: the setting keeps it, and the settings file
        too, so that the next session starts at it. A file that cannot be written is told with the next notices
        (this runs while a line is being said)."""
        settings = self.services.settings
        kept = listener_rate(words_per_minute)
        if kept != settings.listener_wpm:
            settings.listener_wpm = kept
            self.services.files.save(SETTINGS, SETTINGS_KIND, SETTINGS_FORMAT, settings.to_data())

    def speech_notice(self, notice: Notice) -> None:
        """A speech backend failed mid-game and the next one took over: say so."""
        self.voice.tell(self.services.words.notice(notice))

    def step(self) -> None:
        """One pass of the loop without waiting: for tests that drive time themselves."""
        self.control.step()
        self.control.draw(self.surface)

    def run(self) -> None:
        self.control.run(self.surface)

    def close(self) -> None:
        self.services.files.close()
        self.voice.speaker.close()
        self.cues.close()
        if self.trace is not None:
            self.trace.close()
        pygame.display.quit()


class _KeyWatch:
    """Each key press opens an answer whose first words may interrupt, and goes into the trace with its command."""

    def __init__(self, keymap: Callable[[], Keymap], voice: Voice, trace: Trace | None) -> None:
        self._keymap = keymap  # the keymap in force, which the player may rebind
        self._voice = voice
        self._trace = trace

    def key_pressed(self, press: KeyPress, stack: list[Layer]) -> None:
        if self._trace is not None and press.key not in MODIFIER_KEYS:  # Shift alone is half of a key
            self._trace.key(press_name(press.key, press.mod), self._command(press, stack))
        self._voice.key_pressed()

    def key_answered(self) -> None:
        self._voice.key_answered()

    def _command(self, press: KeyPress, stack: list[Layer]) -> str | None:
        """The command the key stands for where it lands: the top scene, or below one that passes keys on."""
        for scene in reversed(stack):
            command = self._keymap().command(scene.place, press.key, press.mod) if scene.place else None
            if command is not None or not scene.passes_keys:
                return command
        return None


def play(
    speech: str | None,
    speech_log: Path | None,
    seed: int | None,
    *,
    start: str = "menu",
    watch: str | None = None,
    places: Places | None = None,
    trace_path: Path | None = None,
    language: str | None = None,
) -> int:
    """`audio-uno play`: the game with real speech, sound, keyboard and time. `speech` None: as the settings say.
    `language` (`--lang`), else the one kept in the settings, else the system's. 1 when there is no display."""
    program: Program | None = None

    def on_notice(notice: Notice) -> None:
        if program is not None:
            program.speech_notice(notice)

    clock = monotonic_clock()  # the trace counts from here, the launch
    files = PlayerFiles(places or Places.default())
    settings = load_settings(files)
    speaker, notices = open_speaker(speech or settings.speech, speech_log, on_notice=on_notice)
    trace = None
    if trace_path is not None:
        try:
            trace = Trace(trace_path, clock)
        except OSError as exc:
            notices.append(Notice(TRACE_UNAVAILABLE, {"path": str(trace_path), "detail": str(exc)}))
    language = starting_language(language, settings.language)
    try:
        program = Program(
            speaker,
            notices,
            clock,
            seed=seed,
            files=files,
            settings=settings,
            start=start,
            watch=watch,
            trace=trace,
            language=language,
        )
    except NoDisplay as exc:
        _say_no_display(speaker, exc.sdl_error, language)
        return 1
    finally:
        if program is None:  # no window, or stopped while starting: speech and the trace are all there is to close
            speaker.close()
            if trace is not None:
                trace.close()
    try:
        program.run()
    finally:
        program.close()
    return 0


SPEECH_CHARACTERS_PER_SECOND = 14  # about eSpeak's and screen readers' default rate


def _say_no_display(speaker: Speaker, sdl_error: str | None, language: str) -> None:
    """In the player's language on the terminal, and by speech unless speech is the terminal already (the text
    log); then wait until it has been said, since closing speech would cut it off. SDL's own words, English, go
    on a line of their own on the terminal only, for a bug report."""
    message = Catalogue.load(language).text("app.no_display")
    print(f"audio-uno: {message}", file=sys.stderr)
    if sdl_error:
        print(f"SDL: {sdl_error}", file=sys.stderr)
    if speaker.kind != "log":
        use_language(speaker, language)  # a voice that reads its words, where speech has voices to choose
        speaker.speak(message)
    if speaker.kind in ("screenreader", "tts"):
        time.sleep(min(10.0, 1.0 + len(message) / SPEECH_CHARACTERS_PER_SECOND))
