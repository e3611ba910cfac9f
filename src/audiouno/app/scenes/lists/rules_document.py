"""The rules of a match as a document of sections, one rule a section, its heading first: what Ctrl+F1 opens at
the table and in the lobby, and what `audio-uno rules --preset ...` prints, from this one source.

The sections: how to play, the deck in play, what this game chose for that deck where its rule sheet is silent or
the sources disagree, then every option, those this match changes from the official rules first, each heading
naming the option and its value as the lobby says it, each body its description (and, for a changed one, what the
official rules play).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....engine import OPTIONS, Edition, RuleSet
from ....i18n import Catalogue
from ...files.match_setup import MatchSetup
from .items import OptionItem

OFFICIAL_RULES = RuleSet()
# Each deck's notes: where its rule sheet is silent or the sources disagree, what this game chose, one sentence
# each (`rules.deck_note.<deck>.<note>`). RULES.md keeps the sources.
DECK_NOTES: dict[Edition, tuple[str, ...]] = {
    Edition.CLASSIC: ("dealer_tie", "empty_piles", "turn_limit"),
    Edition.MINECRAFT: ("creeper_start", "creeper_points"),
    Edition.MOTU: ("greyskull_start", "greyskull_points"),
    Edition.FLIP: ("flip_start", "wild_draw_two_start", "flip_last", "draw_colour_last"),
    Edition.NO_MERCY: (
        "card_breakdown",
        "starting_card",
        "last_draw_card",
        "reverse_draw_four_last",
        "roulette_last",
        "set_aside",
        "knocked_out_hands",
    ),
}


@dataclass(frozen=True)
class Section:
    heading: str
    body: str

    def words(self, catalogue: Catalogue) -> str:
        """The whole section, as Enter reads it."""
        return catalogue.text("rules.document.section", heading=self.heading, body=self.body)


def rules_document(catalogue: Catalogue, rules: RuleSet) -> list[Section]:
    draw = "until" if rules.draw_until_playable else "one"  # as the deck plays it (No Mercy draws until playable)
    basics = catalogue.text("rules.document.basics.body", draw=draw)
    sections = [Section(catalogue.text("rules.document.basics"), basics)]
    setup = MatchSetup(rules=rules)
    official = MatchSetup(rules=OFFICIAL_RULES)
    changed, kept = [], []
    for spec in OPTIONS:
        item = OptionItem(catalogue, setup, spec)
        body = item.description()
        if spec.name == "edition":
            sections += [Section(item.label(), body), deck_notes(catalogue, rules.edition)]
        elif item.value != getattr(OFFICIAL_RULES, spec.name):
            was = OptionItem(catalogue, official, spec).value_words()
            changed.append(
                Section(item.label(), catalogue.sentences(body, catalogue.text("rules.document.changed", value=was)))
            )
        else:
            kept.append(Section(item.label(), body))
    return sections + changed + kept


def deck_notes(catalogue: Catalogue, edition: Edition) -> Section:
    """What this game chose for `edition` where its rule sheet is silent or the sources disagree."""
    notes = [catalogue.text(f"rules.deck_note.{edition.value}.{note}") for note in DECK_NOTES[edition]]
    heading = catalogue.text("rules.document.deck_notes", deck=catalogue.text(f"edition.{edition.value}"))
    return Section(heading, catalogue.sentences(*notes))
