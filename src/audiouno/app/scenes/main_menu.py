"""The main menu, where the program opens: the tutorial, continue the saved match, a new match, the lessons,
practise the buzzer, options, rules, keys, statistics, quit, then the last matches replayed. Always these, in this
order, so that an item's number never changes (Continue says when no match is saved; the replays come after Quit,
past the ten a digit chooses); it opens on the tutorial for a new player (until it has been finished or left once),
else on the saved match, else on a new one. A choice list that stays open under everything else; Escape, and Quit,
ask whether to quit, and say goodbye.

What each item opens is handed down by the program, which composes the scenes (`MenuPlaces`): the menu sits below
the places it leads to, not above every scene of the game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..files.player_files import MATCH
from ..files.progress import load_progress
from ..keys.commands import Command
from ..keys.places import TABLE
from ..loop import Layer
from .lists.choice import HINT, ChoiceScene, Option
from .lists.menu import confirm_quit
from .scene import Services

Opens = Callable[[Services], None]  # opens a place in front of the menu, or says why it cannot
Makes = Callable[[Services], Layer]  # makes a scene, which the menu opens in front of itself


@dataclass(frozen=True)
class MenuPlaces:
    """Where the menu's items lead."""

    tutorial: Opens
    continue_match: Callable[[Services], bool]  # False: no match taken up (it said why)
    new: Makes  # the lobby
    lessons: Makes
    practice: Makes
    options: Makes
    rules: Opens
    keys: Makes  # the key describer
    statistics: Opens
    replays: Opens


class MainMenu(ChoiceScene[Command["MainMenu"]]):
    def __init__(self, services: Services, places: MenuPlaces, *, announce: bool = True) -> None:
        """`announce` False: the program went straight on to another place (`--new`, `--continue`)."""
        self.places = places
        super().__init__(
            services,
            services.catalogue.text("main.title"),
            self._options(services),
            lambda item, now: item.run(self, now),
            stays=True,
        )
        self._on_back = self._quit
        self._announce = announce

    @staticmethod
    def _options(services: Services) -> list[Option[Command[MainMenu]]]:
        saved = "yes" if services.files.exists(MATCH) else "no"
        return [Option(services.catalogue.text(f"main.{item.name}", saved=saved), item) for item in ITEMS]

    def opening(self) -> int:
        """Where the menu opens: the tutorial for a new player, else the saved match, else a new one."""
        if tutorial_first(self.services):
            return 0
        names = [option.value.name for option in self.options]
        return names.index("continue" if self.services.files.exists(MATCH) else "new")

    def enter(self, now: float) -> None:
        self._rebuild()  # a save set aside since the menu was made (`--continue`) is said to be gone
        self.index = self.opening()
        self.services.tell_file_notices()  # a lessons file set aside in making the items, before the items
        if self._announce:  # queued after the greeting, not cutting it off
            hint = self.services.hint_once(HINT)
            self.services.voice.tell(self.services.catalogue.sentences(self.title, self.item_words(), hint))
        self._announce = True

    def reveal(self, now: float, closed: Layer) -> None:
        """Back in front: the saved match may have come or gone, so the items are made again."""
        self._rebuild()
        self.services.tell_file_notices()
        if closed.place == TABLE.place and self.services.files.exists(MATCH):
            kept = self.services.catalogue.text("main.match_kept")  # a match left, not finished
            self.services.voice.answer(f"{kept} {self.title} {self.item_words()}")
            return
        super().reveal(now, closed)

    def _rebuild(self) -> None:
        current = self.options[self.index].value
        self.options = self._options(self.services)
        values = [option.value for option in self.options]
        self.index = values.index(current) if current in values else 0

    def _continue(self) -> None:
        if not self.places.continue_match(self.services):
            self._rebuild()  # the save was set aside: "Continue" says so

    def _open(self, scene: Makes) -> None:
        self.services.control.push(scene(self.services))

    def _quit(self, now: float) -> None:
        confirm_quit(self.services, lambda now: None)  # No: `reveal` says where the player is


# Each item is its name (`main.<name>` in the catalogue) and what Enter on it does, declared once.
ITEMS: tuple[Command[MainMenu], ...] = (
    Command("tutorial", lambda menu, now: menu.places.tutorial(menu.services)),
    Command("continue", lambda menu, now: menu._continue()),
    Command("new", lambda menu, now: menu._open(menu.places.new)),
    Command("lessons", lambda menu, now: menu._open(menu.places.lessons)),
    Command("practice", lambda menu, now: menu._open(menu.places.practice)),
    Command("options", lambda menu, now: menu._open(menu.places.options)),
    Command("rules", lambda menu, now: menu.places.rules(menu.services)),
    Command("keys", lambda menu, now: menu._open(menu.places.keys)),
    Command("statistics", lambda menu, now: menu.places.statistics(menu.services)),
    Command("quit", lambda menu, now: menu._quit(now)),
    # Past the ten that digits choose, so that those keep their numbers: reached by arrows, End or its letter.
    Command("replays", lambda menu, now: menu.places.replays(menu.services)),
)


def tutorial_first(services: Services) -> bool:
    """A new player's menu opens on the tutorial: until it is finished or left before its end, and while they
    have neither played a round of a match (a player of an older version, or one who went straight to a match,
    skipped it) nor a match saved."""
    played = "rounds_played" in services.statistics.counts or services.files.exists(MATCH)
    return not played and load_progress(services.files).offers_tutorial_first
