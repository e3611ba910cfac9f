"""A short explanation the first time in a match an edition's own card acts: the Creeper drawn from the pile or
played, Greyskull played, UNO Flip's Flip, Skip Everyone and Wild Draw Colour, UNO No Mercy's Discard All and
wilds. The lobby's edition item says the same beforehand; this is for the moment it hits."""

from __future__ import annotations

from collections.abc import Iterable

from ....engine import Rank
from ....engine.events import CardPlayed, CreeperRevealed, PenaltyPending
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
    Rank.WILD_DRAW_SIX: "note.wild_draw_six",
    Rank.WILD_DRAW_TEN: "note.wild_draw_ten",
}


class CardNotes:
    def __init__(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue
        self._explained: set[str] = set()
        self._reverse_by: int | None = None  # who laid a Wild Reverse Draw 4 whose draw is still to fall

    def notes(self, events: Iterable[object]) -> list[str]:
        """The explanations `events` call for, each once a match. A Wild Reverse Draw 4's is said when its draw
        falls (after its colour is named), as it fell: on the next player, or between two players on its own."""
        keys = []
        for event in events:
            if isinstance(event, CreeperRevealed):
                keys.append("note.creeper_drawn")
            elif isinstance(event, CardPlayed):
                reverse = event.card.rank is Rank.WILD_REVERSE_DRAW_FOUR
                self._reverse_by = event.player if reverse else None
                if event.card.rank in _NOTES:
                    keys.append(_NOTES[event.card.rank])
            elif isinstance(event, PenaltyPending) and self._reverse_by is not None:
                own = event.player == self._reverse_by
                keys.append("note.wild_reverse_draw_four_two" if own else "note.wild_reverse_draw_four")
                self._reverse_by = None
        said = []
        for key in keys:
            if key not in self._explained:
                self._explained.add(key)
                said.append(self.catalogue.text(key))
        return said
