"""The Escape menu of a match, and the question that guards every way out."""

from __future__ import annotations

from collections.abc import Callable

from .choice import ChoiceScene, Option
from .scene import Services


def confirm(
    services: Services,
    question: str,
    on_yes: Callable[[float], None],
    on_no: Callable[[float], None],
    *,
    pauses: bool = False,
) -> None:
    """Ask `question`; No comes first, so a stray Enter never ends anything. Escape means No."""

    def answered(yes: object, now: float) -> None:
        (on_yes if yes else on_no)(now)

    options = [Option(services.text("menu.no"), False), Option(services.text("menu.yes"), True)]
    scene = ChoiceScene(services, question, options, answered, on_back=on_no)
    scene.pauses = pauses
    services.control.push(scene)


def confirm_quit(services: Services, on_no: Callable[[float], None], *, pauses: bool = False) -> None:
    confirm(services, services.text("menu.quit_question"), lambda now: services.control.quit(), on_no, pauses=pauses)


class GameMenu(ChoiceScene):
    """Escape at the table: the game stops until the player goes back to it."""

    pauses = True

    def __init__(self, services: Services, leave_match: Callable[[float], None], whose_turn: Callable[[], str]) -> None:
        """`whose_turn` says where the game stands, to be told on the way back to it."""
        options = [
            Option(services.text("menu.resume"), "resume"),
            Option(services.text("menu.leave_match"), "leave"),
            Option(services.text("menu.quit"), "quit"),
        ]
        super().__init__(services, services.text("menu.title"), options, self._chosen, on_back=self._resume)
        self._leave_match = leave_match
        self._whose_turn = whose_turn

    def _chosen(self, choice: object, now: float) -> None:
        if choice == "leave":
            question = self.services.text("menu.leave_question")
            confirm(self.services, question, self._leave_match, self._resume, pauses=True)
        elif choice == "quit":
            confirm_quit(self.services, self._resume, pauses=True)
        else:
            self._resume(now)

    def _resume(self, now: float) -> None:
        if isinstance(self.services.control.stack[-1], ChoiceScene):
            return  # a choice the game is waiting for came back to the front and said itself again
        self.services.voice.answer(f"{self.services.text('menu.back_to_game')} {self._whose_turn()}")
