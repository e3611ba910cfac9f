"""A short explanation the first time in a match an edition's own card acts: the Creeper drawn from the pile or
played, Greyskull played, UNO Flip's Flip, Skip Everyone and Wild Draw Colour, UNO No Mercy's Discard All and
wilds. The lobby's edition item says the same beforehand; this is for the moment it hits."""

from __future__ import annotations

from collections.abc import Iterable

from ....engine import Rank
from ....engine.events import CardPlayed, CreeperRevealed
from ....i18n import Catalogue

_NOTES = {
    Rank.CREEPER: "note.creeper_played",
    Rank.GREYSKULL: "note.greyskull",
    # UNO Flip: the cards no other deck has.
    Rank.FLIP: "note.flip",
    Rank.SKIP_EVERYONE: "note.skip_everyone",
    Rank.WILD_DRAW_COLOUR: "note.wild_draw_colour",
    # UNO No Mercy: the cards that do what no other deck's do (its Draw Four is the classic one, coloured).
    Rank.DISCARD_ALL: "note.discard_all",
    Rank.WILD_COLOUR_ROULETTE: "note.wild_colour_roulette",
    Rank.WILD_REVERSE_DRAW_FOUR: "note.wild_reverse_draw_four",
    Rank.WILD_DRAW_SIX: "note.wild_draw_six",
    Rank.WILD_DRAW_TEN: "note.wild_draw_ten",
}


class CardNotes:
    def __init__(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue
        self._explained: set[str] = set()

    def notes(self, events: Iterable[object]) -> list[str]:
        """The explanations `events` call for, each once a match."""
        keys = []
        for event in events:
            if isinstance(event, CreeperRevealed):
                keys.append("note.creeper_drawn")
            elif isinstance(event, CardPlayed) and event.card.rank in _NOTES:
                keys.append(_NOTES[event.card.rank])
        said = []
        for key in keys:
            if key not in self._explained:
                self._explained.add(key)
                said.append(self.catalogue.text(key))
        return said
