"""The rules of a match as a document of sections, one rule a section, its heading first: what Ctrl+F1 opens at
the table and in the lobby, and what `audio-uno rules --preset ...` prints, from this one source.

The sections: how to play, the deck in play, then every option, those this match changes from the official rules
first, each heading naming the option and its value as the lobby says it, each body its description (and, for a
changed one, what the official rules play).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....engine import OPTIONS, RuleSet
from ....i18n import Catalogue
from ...files.match_setup import MatchSetup
from .items import OptionItem

OFFICIAL_RULES = RuleSet()


@dataclass(frozen=True)
class Section:
    heading: str
    body: str

    def words(self, catalogue: Catalogue) -> str:
        """The whole section, as Enter reads it."""
        return catalogue.text("rules.document.section", heading=self.heading, body=self.body)


def rules_document(catalogue: Catalogue, rules: RuleSet) -> list[Section]:
    sections = [Section(catalogue.text("rules.document.basics"), catalogue.text("rules.document.basics.body"))]
    setup = MatchSetup(rules=rules)
    official = MatchSetup(rules=OFFICIAL_RULES)
    changed, kept = [], []
    for spec in OPTIONS:
        item = OptionItem(catalogue, setup, spec)
        body = item.description()
        if spec.name == "edition":
            sections.append(Section(item.label(), body))
        elif item.value != getattr(OFFICIAL_RULES, spec.name):
            was = OptionItem(catalogue, official, spec).value_words()
            changed.append(Section(item.label(), f"{body} {catalogue.text('rules.document.changed', value=was)}"))
        else:
            kept.append(Section(item.label(), body))
    return sections + changed + kept
