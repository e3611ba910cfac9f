"""Drives the real program headless: posted key events, an injected clock, and a speaker that records.

The recording speaker stands in for the output device only; the loop, scenes, engine, bots, narration, keymap
and cue player (on SDL's dummy or disk audio driver) are the real ones.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import pygame

from audiouno.app.clock import ManualClock
from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.player_files import PlayerFiles
from audiouno.app.files.storage import Places
from audiouno.app.keys.keymap import Keymap, default_keymap, name_bound_keys, parse_key
from audiouno.app.output.sound import CuePlayer, default_sounds_dir
from audiouno.app.output.speech import LineEnd, Notice, Speaker, braille, can_braille, reports_ends, speak_line
from audiouno.app.output.trace import Trace
from audiouno.app.program import Program
from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import CALL_UNO, Game, Phase, RuleSet
from audiouno.engine.events import Event
from audiouno.i18n import Catalogue

STEP = 0.05  # seconds of game time per pass of the loop when waiting
SLOW_BOTS = 600.0  # seconds a bot waits before its turn: nothing moves unless a test lets time pass


class Journal(Protocol):
    def append(self, entry: object) -> None: ...


@dataclass
class Said:
    text: str
    interrupt: bool


@dataclass
class Key:
    name: str  # as in the keymap: "shift+c"


class RecordingSpeaker:
    kind = "log"
    name = "recording"

    def __init__(self, journal: Journal) -> None:
        self.said: list[Said] = []
        self.journal = journal

    def speak(self, text: str, interrupt: bool = False) -> None:
        said = Said(text, interrupt)
        self.said.append(said)
        self.journal.append(said)

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass


class TellingSpeaker(RecordingSpeaker):
    """A speaker that says when each line is over, as Speech Dispatcher, built-in speech and NVDA's SSML marks do:
    the test tells each line's end (`lines`), as the engine's thread would."""

    reports_ends = True

    def __init__(self, journal: Journal) -> None:
        super().__init__(journal)
        self.lines: list[LineEnd] = []

    def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
        super().speak(text, interrupt)
        assert line is not None, "every line given to a speaker that tells has a clock"
        self.lines.append(line)


class TappedSpeaker(RecordingSpeaker):
    """A real speaker (the screen reader through accessible_output2, say), with what it is asked to speak noted
    on the way; braille goes straight through."""

    def __init__(self, journal: Journal, inner: Speaker) -> None:
        super().__init__(journal)
        self.inner = inner
        self.kind, self.name = inner.kind, inner.name  # type: ignore[misc]

    @property
    def brailles(self) -> bool:
        return can_braille(self.inner)

    @property
    def reports_ends(self) -> bool:
        return reports_ends(self.inner)

    def braille(self, text: str) -> None:
        braille(self.inner, text)

    def speak(self, text: str, interrupt: bool = False, line: LineEnd | None = None) -> None:
        super().speak(text, interrupt)
        speak_line(self.inner, text, interrupt, line)

    def stop(self) -> None:
        self.inner.stop()

    def close(self) -> None:
        self.inner.close()


@dataclass
class Line:
    text: str
    said_at: float  # when the game gave it to the screen reader
    start: float  # when the screen reader starts it, after what was queued before it
    end: float  # when it has been heard whole
    cut_at: float | None = None  # when an interrupt dropped it, before its end


class ScreenReaderDouble(RecordingSpeaker):
    """Speaks as a screen reader does: each line takes time (SECONDS_PER_WORD), lines queue one after another,
    and an interrupt drops whatever is unfinished, the line being spoken and those queued. It has no signal of
    its own for "still speaking", as NVDA or JAWS through accessible_output2 have none."""

    SECONDS_PER_WORD = 0.055

    def __init__(self, journal: Journal, clock: ManualClock) -> None:
        super().__init__(journal)
        self.clock = clock
        self.lines: list[Line] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        super().speak(text, interrupt)
        now = self.clock.now
        if interrupt:
            for line in self.lines:
                if line.cut_at is None and line.end > now:
                    line.cut_at = now
        queued = [line.end for line in self.lines if line.cut_at is None]
        start = max([now, *queued])
        self.lines.append(Line(text, now, start, start + len(text.split()) * self.SECONDS_PER_WORD))

    def quiet(self) -> bool:
        """Everything said so far has been heard or dropped."""
        return all(line.cut_at is not None or line.end <= self.clock.now for line in self.lines)


class RecordingCues(CuePlayer):
    """The real cue player, which also notes each cue asked for and where it sits."""

    def __init__(self, journal: Journal) -> None:
        super().__init__(default_sounds_dir())
        self.played: list[tuple[str, float]] = []
        self.journal = journal

    def play(self, cue: str, pan: float = 0.0) -> None:
        self.played.append((cue, pan))
        self.journal.append((cue, pan))
        super().play(cue, pan)


@dataclass
class Driver:
    seed: int | None = 1
    start: str = "new"  # the lobby, as `audio-uno play --new`: most tests begin there
    notices: Sequence[Notice] = ()
    user_keymap: Path | None = None
    places: Places | None = None  # None: no files read or written
    watch: str | None = None  # a bot of this strength plays the player's seat in a match started at once
    clock: ManualClock = field(default_factory=ManualClock)
    screen_reader: bool = False  # speak through a ScreenReaderDouble, which takes time to say each line
    telling: bool = False  # speak through a TellingSpeaker: the test tells each line's end, as an engine would
    language: str = "en"
    real_speaker: Speaker | None = None  # speak through this one (noted on the way) rather than a recording
    trace: Path | None = None  # `--trace PATH`: every key, line and cue, as the program writes them

    def __post_init__(self) -> None:
        self.journal: list[tuple[float, object]] = []  # (time, Key, Said or (cue, pan)), in order
        timed = _Timed(self.journal, self.clock)
        self.speaker: RecordingSpeaker
        if self.real_speaker is not None:
            self.speaker = TappedSpeaker(timed, self.real_speaker)
        elif self.screen_reader:
            self.speaker = ScreenReaderDouble(timed, self.clock)
        elif self.telling:
            self.speaker = TellingSpeaker(timed)
        else:
            self.speaker = RecordingSpeaker(timed)
        self.cues = RecordingCues(timed)
        self.program = Program(
            self.speaker,
            list(self.notices),
            self.clock,
            seed=self.seed,
            user_keymap=self.user_keymap,
            cues=self.cues,
            files=PlayerFiles(self.places),
            start=self.start,
            watch=self.watch,
            language=self.language,
            trace=Trace(self.trace, self.clock) if self.trace is not None else None,
        )
        self.program.step()

    # ------------------------------------------------------------ what was said

    @property
    def texts(self) -> list[str]:
        return [said.text for said in self.speaker.said]

    def mark(self) -> int:
        return len(self.speaker.said)

    def since(self, mark: int) -> list[str]:
        return [said.text for said in self.speaker.said[mark:]]

    @property
    def last(self) -> str:
        return self.speaker.said[-1].text

    # ------------------------------------------------------------ what the player does

    def press(self, name: str, unicode: str | None = None) -> list[str]:
        """Press and release a key named as in the keymap ("shift+c", "return", "2"); returns what was said."""
        binding = parse_key(name)
        assert binding is not None, name
        key, mod = binding
        if unicode is None:
            base = name.split("+")[-1]
            unicode = base.upper() if len(base) == 1 and mod & pygame.KMOD_SHIFT else base if len(base) == 1 else ""
        mark = self.mark()
        self.journal.append((self.clock.now, Key(name)))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))
        self.program.step()
        return self.since(mark)

    def wait(self, seconds: float, until: Callable[[], bool] | None = None) -> list[str]:
        """Let game time pass in small steps (stopping early once `until` holds); returns what was said."""
        mark = self.mark()
        end = self.clock.now + seconds
        while self.clock.now < end - 1e-9 and not (until and until()):
            self.clock.advance(STEP)
            self.program.step()
        return self.since(mark)

    # ------------------------------------------------------------ a table set up by the test

    def sit(
        self,
        rules: RuleSet,
        hands: Sequence[Sequence[str]],
        starting: str,
        pile: Sequence[str] = (),
        dealer: int | None = None,
        bots: str = "random",
        seed: int = 1,
    ) -> TableScene:
        """Go straight to a table with arranged hands; the dealer is chosen so that the player (seat 0) starts."""
        setup = MatchSetup(bots=[bots] * (len(hands) - 1), rules=rules)
        first_after = 1 if rules.first_player == "left" else -1
        chosen = dealer if dealer is not None else (0 - first_after) % len(hands)

        def deal(game: Game, now: float) -> list[Event]:
            return game.start_arranged_round(hands, starting, pile, chosen, now)

        table = TableScene(self.program.services, setup, seed, deal)
        self.program.control.push(table)
        self.program.step()
        return table

    def start_from_the_lobby(self, setup: MatchSetup) -> TableScene:
        """The match set up as the lobby's keys would set it (tests/app/scenes/lobby/test_lobby.py tries those),
        and started with Enter once the lobby's words have been heard."""
        lobby = self.top
        assert isinstance(lobby, LobbyScene)
        lobby.setup = setup
        self.wait(60, until=self.speaker.quiet)  # type: ignore[attr-defined]
        self.press("return")
        table = self.top
        assert isinstance(table, TableScene)
        return table

    def listeners_move(self, table: TableScene) -> None:
        """What a listener does once the words have been heard: the first choice of a list; Enter between rounds
        and on a drawn card; on their turn UNO with two cards, then Z and Enter, or Space with nothing playable;
        otherwise they let a moment pass."""
        game = table.game
        if isinstance(self.top, ChoiceScene):
            self.press("1")
        elif game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) or (game.decider == 0 and game.phase is Phase.DRAWN):
            self.press("return")
        elif game.decider == 0 and game.phase in (Phase.PLAY, Phase.PENALTY):
            if CALL_UNO in game.legal_actions(0) and len(game.hands[0]) == 2:
                self.press("u")
            playable = self.press("z")[0] != self.program.services.catalogue.text("table.nothing_playable_now")
            self.press("return" if playable else "space")
        else:
            self.wait(0.05)

    def play_a_little(self, table: TableScene) -> None:
        """A hurried player's step: the first choice of a list, or on their turn the next playable card (else a
        draw), then a fifth of a second."""
        if isinstance(self.top, ChoiceScene):
            self.press("return")
        elif table.game.decider == 0:
            self.press("z")  # the next playable card, if any
            self.press("return" if table.game.phase is not Phase.DRAWN else "space")
            self.press("space")  # nothing played: draw
        self.wait(0.2)

    @property
    def top(self) -> object:
        return self.program.control.stack[-1]

    def close(self) -> None:
        self.program.close()


class _Timed:
    """A journal that notes the clock's time with each entry."""

    def __init__(self, journal: list[tuple[float, object]], clock: ManualClock) -> None:
        self.journal = journal
        self.clock = clock

    def append(self, entry: object) -> None:
        self.journal.append((self.clock.now, entry))


def headless(monkeypatch: object, audio: str = "dummy") -> None:
    """SDL without a screen or a sound card; read by SDL when the display and the mixer start."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")  # type: ignore[attr-defined]
    monkeypatch.setenv("SDL_AUDIODRIVER", audio)  # type: ignore[attr-defined]
    pygame.mixer.quit()  # a mixer left running by another test would keep its old driver


def saved_match_offered(menu: object) -> bool:
    """Whether the main menu's Continue says a match is saved (the item is always there: the menu keeps its length)."""
    assert isinstance(menu, MainMenu)
    label = next(option.label for option in menu.options if option.value.name == "continue")
    return label == menu.services.catalogue.text("main.continue", saved="yes")


def opens_on(menu: object) -> str:
    """The item the main menu is on: where it opened, or where the player left it."""
    assert isinstance(menu, MainMenu)
    return menu.options[menu.index].value.name


def default_words(language: str = "en") -> Catalogue:
    """A catalogue (English unless asked) with the default keys named, as the program sets it up."""
    catalogue = Catalogue.load(language)
    name_bound_keys(catalogue, Keymap.load(default_keymap())[0])
    return catalogue
