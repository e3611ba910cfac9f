"""What the three tellers of the narration share: the words from one seat's point of view, the memory that
crosses events (a card laid, whose turn was said), and one utterance for a seat's action."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ....engine import Card, Rank
from ....i18n import Argument
from ..voice import Utterance
from ..words import Words

CARD_CUES = {
    Rank.SKIP: "card_skip",
    Rank.REVERSE: "card_reverse",
    Rank.DRAW_TWO: "card_draw_two",
    Rank.WILD: "card_wild",
    Rank.WILD_DRAW_FOUR: "card_draw_four",
    Rank.CREEPER: "card_creeper",
    Rank.GREYSKULL: "card_greyskull",
    Rank.BUZZER: "card_buzzer",
    Rank.DRAW_ONE: "card_draw_one",
    Rank.FLIP: "card_flip",
    Rank.WILD_DRAW_TWO: "card_wild_draw_two",
    Rank.DRAW_FIVE: "card_draw_five",
    Rank.SKIP_EVERYONE: "card_skip_everyone",
    Rank.WILD_DRAW_COLOUR: "card_wild_draw_colour",
    # UNO No Mercy: its coloured Draw Four sounds as the wild one
    Rank.DRAW_FOUR: "card_draw_four",
    Rank.DISCARD_ALL: "card_discard_all",
    Rank.WILD_REVERSE_DRAW_FOUR: "card_wild_reverse_draw_four",
    Rank.WILD_DRAW_SIX: "card_wild_draw_six",
    Rank.WILD_DRAW_TEN: "card_wild_draw_ten",
    Rank.WILD_COLOUR_ROULETTE: "card_wild_colour_roulette",
}  # every other rank is a number: card_number
NAMED_DRAW = 4  # cards the player draws that are named one by one; more are counted, and named in the history
Kinds = tuple[str | None, str | None]  # the kind of a message about the player's own action, and about another's
OWN: Kinds = ("own", None)  # the player's own move; another's would concern the player (a penalty on them)


@dataclass
class Memory:
    """What the narration remembers from one event to the next, whichever teller says them."""

    revealed: Utterance | None = None  # a challenged hand, said after the penalty is drawn
    turn_of: int | None = None  # whose turn was last announced
    out_of_turn: bool = False  # the last card was laid by an interception or a jump-in
    dealer_highest: str | None = None  # the dealer's card in the draw, said when the round starts
    top: Card | None = None  # the card last laid, which an interception takes over
    named_for: int | None = None  # a roulette's victim whose colour the timeout named (and said)


class Teller:
    """One part of the narration: a method per event kind it tells, each returning the utterances for it."""

    def __init__(self, words: Words, memory: Memory) -> None:
        self.words = words
        self.names: Sequence[str] = words.names
        self.me = words.me
        self.memory = memory

    def _by(
        self, key: str, seat: int, cue: str | None, kinds: Kinds, answer: bool = False, **fields: Argument
    ) -> list[Utterance]:
        """One utterance for an action by `seat`, in "you" words for the player's own.

        `kinds`: its kind when `seat` is the player's, and when it is another's. `answer`: for the player, this
        is the outcome of their own key press, so it interrupts.
        """
        text = self.words.text(key, who=self.words.who(seat), player=self.names[seat], **fields)
        kind = kinds[0] if seat == self.me else kinds[1]
        return [Utterance(text, answer and seat == self.me, cue, seat, kind=kind)]
