"""The main menu, where the program opens: the tutorial, continue the saved match, a new match, the lessons,
practise the buzzer, options, rules, keys, statistics, quit. Always these ten, in this order, so that an item's
number never changes (Continue says when no match is saved); it opens on the tutorial for a new player (until it has
been finished or left once), else on the saved match, else on a new one. A choice list that stays open under
everything else; Escape, and Quit, ask whether to quit, and say goodbye."""

from __future__ import annotations

from ...engine import Phase
from ..files.player_files import MATCH
from ..files.progress import load_progress
from ..files.saved_match import FORMAT, KIND, SavedMatch
from ..keys.commands import Command
from ..loop import Layer
from .lists.choice import HINT, ChoiceScene, Option
from .lists.menu import confirm_quit
from .lobby.scene import LobbyScene
from .options.describer import KeyDescriber
from .options.scene import OptionsScene
from .practice.scene import PracticeScene
from .readers import open_rules, open_statistics
from .scene import Scene, Services
from .table.scene import TableScene
from .tutorial.lessons_list import LessonsList, start_lesson
from .tutorial.script import TUTORIAL


class MainMenu(ChoiceScene[Command["MainMenu"]]):
    def __init__(self, services: Services, *, announce: bool = True) -> None:
        """`announce` False: the program went straight on to another place (`--new`, `--continue`)."""
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
        if isinstance(closed, TableScene) and self.services.files.exists(MATCH):
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
        if not continue_match(self.services):
            self._rebuild()  # the save was set aside: "Continue" says so

    def _open(self, scene: type[Scene]) -> None:
        self.services.control.push(scene(self.services))

    def _quit(self, now: float) -> None:
        confirm_quit(self.services, lambda now: None)  # No: `reveal` says where the player is


# Each item is its name (`main.<name>` in the catalogue) and what Enter on it does, declared once.
ITEMS: tuple[Command[MainMenu], ...] = (
    Command("tutorial", lambda menu, now: start_lesson(menu.services, TUTORIAL)),
    Command("continue", lambda menu, now: menu._continue()),
    Command("new", lambda menu, now: menu._open(LobbyScene)),
    Command("lessons", lambda menu, now: menu._open(LessonsList)),
    Command("practice", lambda menu, now: menu._open(PracticeScene)),
    Command("options", lambda menu, now: menu._open(OptionsScene)),
    Command("rules", lambda menu, now: open_rules(menu.services)),
    Command("keys", lambda menu, now: menu._open(KeyDescriber)),
    Command("statistics", lambda menu, now: open_statistics(menu.services)),
    Command("quit", lambda menu, now: menu._quit(now)),
)


def tutorial_first(services: Services) -> bool:
    """A new player's menu opens on the tutorial: until it is finished or left before its end, and while they
    have neither played a round of a match (a player of an older version, or one who went straight to a match,
    skipped it) nor a match saved."""
    played = "rounds_played" in services.statistics.counts or services.files.exists(MATCH)
    return not played and load_progress(services.files).offers_tutorial_first


def continue_match(services: Services, name: str = MATCH, *, quiet: bool = False) -> bool:
    """Take up the saved match where it stood; False (and a spoken reason, unless `quiet` and there is simply
    none) if there is none or it is damaged. Whatever goes wrong in taking it up (a value no check foresaw,
    a replay that raises) makes it a damaged save: set aside with one sentence, so it is never tried twice."""
    data = services.files.load(name, KIND, FORMAT)
    if data is None:
        if not services.files.notices and not quiet:
            services.voice.tell(services.catalogue.text("main.nothing_saved"))
        services.tell_file_notices()
        return False
    table: TableScene | None = None
    try:
        table = TableScene.restored(services, SavedMatch.from_data(data))
    except Exception as damage:  # whatever a save makes the replay do, it is only a bad save
        if table is not None:
            table.close()
        services.files.damaged(name, f"does not replay: {damage!r}")
        services.tell_file_notices()
        return False
    if table.game.phase is Phase.MATCH_OVER:  # a kill came before its save was removed: it is over, not saved
        table.close()
        services.files.forget(name)
        if not quiet:
            services.voice.tell(services.catalogue.text("main.nothing_saved"))
        services.tell_file_notices()
        return False
    services.voice.cue("menu_select")
    services.control.push(table)
    return True
