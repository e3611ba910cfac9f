"""Ctrl+F1 at the table and in the lobby, and the main menu's rules: the rules document (`rules_document`) as a
list, as Elten and PlayAural open their rule documents: Up/Down move from heading to heading, Enter reads the
whole section, a letter jumps, Escape goes back."""

from __future__ import annotations

from ....engine import RuleSet
from ..scene import Services
from .choice import ChoiceScene, Option
from .rules_document import rules_document


class RulesList(ChoiceScene[str]):
    """The game waits while the document is open, as it does behind F1's list."""

    pauses = True

    def __init__(self, services: Services, rules: RuleSet, title: str | None = None) -> None:
        catalogue = services.catalogue
        options = [Option(section.heading, section.words(catalogue)) for section in rules_document(catalogue, rules)]
        title = title or catalogue.text("rules.document.title")
        super().__init__(services, title, options, self._read, on_back=self._back_out, stays=True)

    def _read(self, section: str, now: float) -> None:
        self.services.voice.answer(section)

    def _back_out(self, now: float) -> None:
        self.close()


def open_rules_document(services: Services, rules: RuleSet, title: str | None = None) -> None:
    services.control.push(RulesList(services, rules, title))
