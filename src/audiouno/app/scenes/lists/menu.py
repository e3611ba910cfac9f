"""The Escape menu of a match, and the question that guards every way out."""

from __future__ import annotations

from collections.abc import Callable

from ...files.player_files import MATCH
from ...keys.commands import Command
from ..scene import Services
from .choice import ChoiceScene, Option


def confirm(
    services: Services,
    question: str,
    on_yes: Callable[[float], None],
    on_no: Callable[[float], None],
    *,
    pauses: bool = False,
    ends_program: bool = False,
) -> None:
    """Ask `question`; No comes first, so a stray Enter never ends anything, and a digit only goes to its answer.
    Escape means No. `ends_program`: Yes quits, and the question stays up until the end, so that the place below
    does not say itself after the last words."""
    scene: ChoiceScene[bool] | None = None

    def answered(yes: bool, now: float) -> None:
        assert scene is not None
        if not (yes and ends_program):
            scene.close()
        (on_yes if yes else on_no)(now)

    def back(now: float) -> None:
        assert scene is not None
        scene.close()
        on_no(now)

    options = [Option(services.catalogue.text("menu.no"), False), Option(services.catalogue.text("menu.yes"), True)]
    scene = ChoiceScene(services, question, options, answered, on_back=back, stays=True, digits_choose=False)
    scene.pauses = pauses
    services.control.push(scene)


def confirm_quit(services: Services, on_no: Callable[[float], None], *, pauses: bool = False) -> None:

    def quit(now: float) -> None:
        """The last words: goodbye, and whether a match is kept for next time."""
        kept = "yes" if services.files.exists(MATCH) else "no"
        services.voice.answer(services.catalogue.text("menu.goodbye", kept=kept))
        services.control.quit()

    confirm(services, services.catalogue.text("menu.quit_question"), quit, on_no, pauses=pauses, ends_program=True)


class GameMenu(ChoiceScene[Command["GameMenu"]]):
    """Escape at the table: the game stops until the player goes back to it."""

    pauses = True

    def __init__(self, services: Services, leave_match: Callable[[float], None], whose_turn: Callable[[], str]) -> None:
        """`whose_turn` says where the game stands, to be told on the way back to it."""
        options = [Option(services.catalogue.text(f"menu.{item.name}"), item) for item in GAME_MENU_ITEMS]
        title = services.catalogue.text("menu.title")
        super().__init__(services, title, options, lambda item, now: item.run(self, now), on_back=self._resume)
        self._leave_match = leave_match
        self._whose_turn = whose_turn

    def _ask_leave(self, now: float) -> None:
        question = self.services.catalogue.text("menu.leave_question")
        confirm(self.services, question, self._leave_match, self._resume, pauses=True)

    def _ask_quit(self, now: float) -> None:
        confirm_quit(self.services, self._resume, pauses=True)

    def _resume(self, now: float) -> None:
        if isinstance(self.services.control.stack[-1], ChoiceScene):
            return  # a choice the game is waiting for came back to the front and said itself again
        self.services.voice.answer(
            self.services.catalogue.sentences(self.services.catalogue.text("menu.back_to_game"), self._whose_turn())
        )


# Each item is its name (`menu.<name>` in the catalogue) and what Enter on it does, declared once.
GAME_MENU_ITEMS: tuple[Command[GameMenu], ...] = (
    Command("resume", lambda menu, now: menu._resume(now)),
    Command("leave_match", lambda menu, now: menu._ask_leave(now)),
    Command("quit", lambda menu, now: menu._ask_quit(now)),
)
