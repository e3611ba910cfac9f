"""Every sound cue with what it means, to learn them before a match: Enter plays the one in focus, from where it
is heard at the table."""

from __future__ import annotations

from ....i18n import Catalogue
from ...output.sound import CUES, seat_pan
from ..lists.item_list import OPTIONS_COMMANDS, ItemListScene
from ..lists.items import Item

# Cues heard from the seat of the player who caused them (narration places them there): here they come from the
# seat of the first player after you at a table of four, on your left. The others sound in the centre.
SEATED = frozenset(
    {
        *(cue for cue in CUES if cue.startswith("card_")),
        "draw", "deal", "skip", "colour_chosen", "stack", "draw_two", "draw_four", "sequence", "interception",
        "uno_called", "uno_caught", "challenge_won", "challenge_lost", "swap", "creeper", "greyskull", "penalty",
        "round_won", "round_lost", "skip_everyone", "draw_one", "draw_five", "draw_colour",
        "draw_six", "draw_ten", "discard_all", "roulette", "mercy_out",
    }
)  # fmt: skip
SEAT_PAN = seat_pan(1, 4, 0)


class CueItem(Item):
    def __init__(self, catalogue: Catalogue, cue: str) -> None:
        super().__init__(catalogue)
        self.cue = cue

    def label(self) -> str:
        return self.catalogue.text(f"sounds.cue.{self.cue}")


class CueAudition(ItemListScene):
    place = OPTIONS_COMMANDS.place
    commands = OPTIONS_COMMANDS
    title_key = "sounds.title"
    hint_key = "sounds.hint"

    def _items(self) -> list[Item]:
        return [CueItem(self.services.catalogue, cue) for cue in CUES]

    def _announcement(self, opening: str) -> str:
        """Without a sound device, the list says at once that none of its sounds can be heard."""
        if self.services.voice.cues.available:
            return super()._announcement(opening)
        return super()._announcement(
            self.services.catalogue.sentences(opening, self.services.catalogue.text("sounds.no_device"))
        )

    def activate(self, now: float) -> None:
        cue = CUES[self.index]  # the items are the cues, in order
        voice = self.services.voice
        if not voice.cues.available:
            voice.answer(self.services.catalogue.text("sounds.no_device"))
            return
        voice.cues.play(cue, SEAT_PAN * voice.stereo_width if cue in SEATED else 0.0)
