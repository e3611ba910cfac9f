"""What every place of the program (lobby, table, a choice, the menu) shares: its services and its hooks."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...i18n import Catalogue
from ..files.player_files import SETTINGS, FileNotice, PlayerFiles
from ..files.settings import FORMAT as SETTINGS_FORMAT
from ..files.settings import KIND as SETTINGS_KIND
from ..files.settings import Settings
from ..files.statistics import Statistics
from ..keys.commands import Command, Commands
from ..keys.keymap import Keymap, name_bound_keys
from ..keys.places import WINDOW
from ..loop import Control, KeyPress, Layer
from ..output.display import set_full_screen
from ..output.look import Look
from ..output.pictures import Picture
from ..output.renderer import render
from ..output.voice import Voice
from ..output.words import Words

SEED_STRIDE = 1000  # between the seeds of a seeded session's matches and drills


@dataclass
class Services:
    catalogue: Catalogue
    words: Words  # for words outside a match: speech notices, key names, a card in practice
    keymap: Keymap
    voice: Voice
    settings: Settings
    control: Control
    files: PlayerFiles = field(default_factory=lambda: PlayerFiles(None))
    statistics: Statistics = field(default_factory=Statistics)
    seed: int | None = None  # fixes the deals and the bots' choices, match after match
    matches_started: int = 0  # in this session: each seeded match gets a seed of its own
    hints_given: set[str] = field(default_factory=set)  # one-time explanations already spoken

    def session_seed(self, started: int) -> int | None:
        """The seed of the session's match or drill after `started` others: each gets its own, far enough apart
        that the bots' seeds (the match's plus the seat) of one never meet another's."""
        return None if self.seed is None else self.seed + SEED_STRIDE * started

    def set_language(self, language: str) -> str | None:
        """Speak `language` from now on: its words, its key names, the window's title, and a voice for it where
        speech has voices. The settings keep it for the next start once saved.

        Returns what to tell the player when the built-in speech has no voice for it, else None."""
        catalogue = Catalogue.load(language)
        name_bound_keys(catalogue, self.keymap)
        self.catalogue = catalogue
        self.words = Words(catalogue)
        self.settings.language = language
        pygame.display.set_caption(catalogue.text("app.title"))
        return self.voice_for_language()

    def voice_for_language(self) -> str | None:
        """Ask speech for a voice in the catalogue's language; the words to say when it has none."""
        language = self.catalogue.language
        if self.voice.use_language(language) is False:
            return self.catalogue.text("speech.no_voice", language=language)
        return None

    def notice(self, notice: FileNotice) -> str:
        """One sentence about one of the player's files."""
        name = str(notice.args.get("file", ""))
        what = self.catalogue.text(f"files.what.{name.split('.')[0]}") if name else ""
        return self.catalogue.text(notice.key, **{**notice.args, "what": what})

    def tell_file_notices(self) -> None:
        """Say what went wrong with the player's files since last asked, one sentence each."""
        for notice in self.files.notices:
            self.voice.tell(self.notice(notice))
        self.files.notices.clear()

    def save_settings(self) -> None:
        self.files.save(SETTINGS, SETTINGS_KIND, SETTINGS_FORMAT, self.settings.to_data())
        self.tell_file_notices()

    def look(self) -> Look:
        """How the view is drawn: the theme and text scale the settings hold."""
        return Look.named(self.settings.theme, self.settings.text_scale)

    def hint_once(self, key: str) -> str | None:
        """The words of a hint the first time it is asked for in this session, then None."""
        if key in self.hints_given:
            return None
        self.hints_given.add(key)
        return self.catalogue.text(key)


def toggle_full_screen(services: Services) -> None:
    """The full-screen key: switch, keep it in the settings, and say which it is now."""
    settings = services.settings
    if not set_full_screen(not settings.full_screen):
        services.voice.answer(services.catalogue.text("view.full_screen_refused"), "invalid")
        return
    settings.full_screen = not settings.full_screen
    services.save_settings()
    services.control.dirty = True
    services.voice.answer(services.catalogue.text("view.full_screen", on="yes" if settings.full_screen else "no"))


def change_text_scale(services: Services, step: int) -> None:
    """The text size keys: one step larger or smaller, kept, and said as the options say it; at either end, which."""
    settings = services.settings
    before = settings.text_scale
    label = services.catalogue.text("options.text_scale", value=settings.change_text_scale(step) * 100)
    if settings.text_scale == before:
        services.voice.answer(services.catalogue.text("lobby.highest" if step > 0 else "lobby.lowest", label=label),
                              "invalid")  # fmt: skip
        return
    services.save_settings()
    services.control.dirty = True
    services.voice.answer(label)


class Scene:
    place: str | None = None  # the keymap section its keys come from
    pauses = False  # time stops for the scenes below (the menu)
    passes_keys = False  # keys this scene does not use go to the scene below (a choice during the game)
    takes_every_key = False  # even the window's own keys come here first (a key being bound or described)

    def __init__(self, services: Services) -> None:
        self.services = services

    def enter(self, now: float) -> None:
        """Pushed on the stack: say where the player is."""

    def reveal(self, now: float, closed: Layer) -> None:
        """`closed` (and whatever was above it) went away: this scene is in front again."""

    def suspend(self, now: float) -> None:
        """A pausing scene opened above."""

    def resume(self, now: float) -> None:
        """The pausing scene above closed."""

    def handle(self, press: KeyPress, now: float) -> bool:
        """A key press; True if this scene used it (a repeat it ignores counts as used)."""
        return False

    def update(self, now: float) -> None:
        """Time passes."""

    def next_wake(self, now: float) -> float | None:
        """The next moment `update` has something to do, if any."""
        return None

    def picture(self) -> Picture | None:
        """What the view draws of this place, made from what the scene holds; None: the scene draws itself."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the large-print view of this place: its picture, in the player's theme and text scale."""
        picture = self.picture()
        if picture is not None:
            render(surface, picture, self.services.look())

    def close(self) -> None:
        self.services.control.pop(self)


# The window's own keys, which work in every place before the place's own (the loop asks them first).
WINDOW_COMMANDS: Commands[Services] = Commands(
    WINDOW,
    Command("full_screen", lambda services, now: toggle_full_screen(services)),
    Command("larger_text", lambda services, now: change_text_scale(services, 1)),
    Command("smaller_text", lambda services, now: change_text_scale(services, -1)),
)
