"""The main menu, where the program opens: continue the saved match, a new match, practise the buzzer, options,
rules, keys, statistics, quit. A choice list that stays open under everything else; Escape asks whether to quit."""

from __future__ import annotations

from .choice import HINT, ChoiceScene, Option
from .control import Layer
from .describer import KeyDescriber
from .files import MATCH
from .lobby import LobbyScene
from .menu import confirm_quit
from .options import OptionsScene
from .practice.scene import PracticeScene
from .readers import open_rules, open_statistics
from .saved_match import FORMAT, KIND, SavedMatch
from .scene import Services
from .table import TableScene

ITEMS = ("continue", "new", "practice", "options", "rules", "keys", "statistics", "quit")


class MainMenu(ChoiceScene):
    def __init__(self, services: Services, *, announce: bool = True) -> None:
        """`announce` False: the program went straight on to another place (`--new`, `--continue`)."""
        super().__init__(
            services, services.catalogue.text("main.title"), self._options(services), self._chosen, stays=True
        )
        self._on_back = self._quit
        self._announce = announce

    @staticmethod
    def _options(services: Services) -> list[Option]:
        shown = [item for item in ITEMS if item != "continue" or services.files.exists(MATCH)]
        return [Option(services.catalogue.text(f"main.{item}"), item) for item in shown]

    def enter(self, now: float) -> None:
        if self._announce:  # queued after the greeting, not cutting it off
            hint = self.services.hint_once(HINT)
            self.services.voice.tell(" ".join([self.title, self._item(), *([hint] if hint else [])]))
        self._announce = True

    def reveal(self, now: float, closed: Layer) -> None:
        """Back in front: the saved match may have come or gone, so the items are made again."""
        current = self.options[self.index].value
        self.options = self._options(self.services)
        values = [option.value for option in self.options]
        self.index = values.index(current) if current in values else 0
        self.services.tell_file_notices()
        if isinstance(closed, TableScene) and self.services.files.exists(MATCH):
            kept = self.services.catalogue.text("main.match_kept")  # a match left, not finished
            self.services.voice.answer(f"{kept} {self.title} {self._item()}")
            return
        super().reveal(now, closed)

    def _chosen(self, item: object, now: float) -> None:
        services = self.services
        actions = {
            "continue": lambda: continue_match(services),
            "new": lambda: services.control.push(LobbyScene(services)),
            "practice": lambda: services.control.push(PracticeScene(services)),
            "options": lambda: services.control.push(OptionsScene(services)),
            "rules": lambda: open_rules(services),
            "keys": lambda: services.control.push(KeyDescriber(services)),
            "statistics": lambda: open_statistics(services),
            "quit": services.control.quit,
        }
        actions[str(item)]()

    def _quit(self, now: float) -> None:
        confirm_quit(self.services, lambda now: None)  # No: `reveal` says where the player is


def continue_match(services: Services) -> bool:
    """Take up the saved match where it stood; False (and a spoken reason) if there is none or it is damaged."""
    data = services.files.load(MATCH, KIND, FORMAT)
    if data is None:
        if not services.files.notices:
            services.voice.tell(services.catalogue.text("main.nothing_saved"))
        services.tell_file_notices()
        return False
    try:
        table = TableScene.restored(services, SavedMatch.from_data(data))
    except Exception as damage:  # whatever a save makes the replay do, it is only a bad save
        services.files.damaged(MATCH, f"does not replay: {damage!r}")
        services.tell_file_notices()
        return False
    services.voice.cue("menu_select")
    services.control.push(table)
    return True
