"""The game's words: a card's name, why an action was refused, a speech notice, a key's name, and the phrases the
narration builds its sentences from, all from the message catalogue and told from the point of view of one seat.

Each message gets `who="you"` for the player's own actions and `who="other"` (with the player's name) for anyone
else's, and the catalogue has a sentence for each. Counts go in as numbers, so the catalogue picks the plural. The
words are always the full ones: a message's `.brief` form, for the brief levels and braille, is the catalogue's
(`Catalogue.shorten`), taken on the way to the voice. Nothing here remembers what was said: that is the
narration's (`narration.Narrator`), which reads the events and chooses what to say.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Card, Play, PlayerView, Refusal
from ...engine.events import DealerChosen
from ...i18n import Argument, Catalogue
from ..keys.keymap import key_words
from .speech.base import Notice

_SPEECH_KINDS = ("wanted", "using", "failed")  # notice arguments that name a speech backend
NAMED_PLAYABLE = 4  # cards of a new hand named as going on the top card; more are counted


def card_name_key(card: Card) -> str:
    """The message of a card's face; the catalogue fills in `{colour}` for coloured cards."""
    return f"card.{card.rank.value}"


class Words:
    def __init__(self, catalogue: Catalogue, names: Sequence[str] = (), me: int = 0) -> None:
        """`names` by seat, and `me` the seat whose point of view the words take (the names are needed only
        for words about players)."""
        self.catalogue = catalogue
        self.names = tuple(names)
        self.me = me

    # ----------------------------------------------------------------- words anyone asks for

    def card(self, card: Card) -> str:
        if card.colour is None:
            return self.catalogue.text(card_name_key(card))
        return self.catalogue.text(card_name_key(card), colour=card.colour.value)

    def refusal(self, reason: Refusal, view: PlayerView | None = None) -> str:
        """Why an action was refused; for a card that does not match, also what would: "blue or 7"."""
        if reason is Refusal.DOES_NOT_MATCH and view is not None and view.top is not None and view.colour:
            colour, top = view.colour.value, view.top
            if top.colour is None:  # a wild on top: only its colour matches
                return self.catalogue.text("illegal.does_not_match_colour", colour=colour)
            rank = top.number if top.number is not None else top.rank.value  # 7, or skip, reverse, draw_two
            return self.catalogue.text("illegal.does_not_match_either", colour=colour, rank=rank)
        if reason is Refusal.MUST_ANSWER_PENALTY and view is not None:
            return self._penalty_answers(view)
        return self.catalogue.text(f"illegal.{reason.value}")

    def _penalty_answers(self, view: PlayerView) -> str:
        """Under a penalty, the cards of the hand that answer the one in force (a Draw Six is answered by a Draw
        Six or a Draw Ten alone), or that none does."""
        if view.rules.stacking == "off":
            return self.catalogue.text("illegal.must_take_penalty")  # no card answers a penalty without stacking
        answers = [action.card for action in view.legal_actions() if isinstance(action, Play)]
        if not answers:
            return self.catalogue.text("illegal.nothing_answers")
        return self.catalogue.text("illegal.answer_penalty_with", cards=self.cards(answers), count=len(answers))

    def notice(self, notice: Notice) -> str:
        args: dict[str, Argument] = dict(notice.args)
        for name in _SPEECH_KINDS:
            if name in args:
                args[name] = self.catalogue.text(f"speech.backend.{args[name]}")
        if "reason" in args:
            args["reason"] = self.catalogue.text(str(args["reason"]))
        return self.catalogue.text(notice.key, **args)

    def key_name(self, name: str) -> str:
        """Words for a keymap key name: "shift+c" is "Shift C", "kp_enter" is "Keypad Enter"."""
        return key_words(self.catalogue, name)

    def dealer_draws(self, event: DealerChosen) -> str:
        """Every card drawn to choose the dealer, in order, and whose was highest."""
        draws = [
            self.text("event.dealer_draw", who=self.who(seat), player=self.names[seat], card=self.card(card))
            for seat, card in event.draws
        ]
        dealer = event.dealer
        whose = {"who": self.who(dealer), "player": self.names[dealer]}
        return self.text("event.dealer_chosen", draws=self.listed(draws), **whose)

    # ----------------------------------------------------------------- the narration's phrases

    def text(self, key: str, **fields: Argument) -> str:
        return self.catalogue.text(key, **fields)

    def who(self, seat: int) -> str:
        """The `who` (or `whom`) argument: each language has its own words for the player's own actions."""
        return "you" if seat == self.me else "other"

    def listed(self, items: Sequence[str]) -> str:
        if len(items) < 2:
            return items[0] if items else ""
        return self.catalogue.text(
            "list.last", rest=self.catalogue.text("list.separator").join(items[:-1]), last=items[-1]
        )

    def players(self, seats: Sequence[int]) -> str:
        """Players listed by name, "you" for the player's own seat: "Ana and you"."""
        return self.listed([self.text("event.name", who=self.who(seat), player=self.names[seat]) for seat in seats])

    def cards(self, cards: Sequence[Card]) -> str:
        return self.listed([self.card(card) for card in cards])

    def you_hold(self, view: PlayerView) -> str:
        return self.text("event.you_hold", count=len(view.hand))

    def new_hand(self, view: PlayerView) -> str:
        """A hand that came from a 0 or a 7, in one line: how many cards, and which go on the top card."""
        return self.catalogue.sentences(self.you_hold(view), self.hand_playable(view))

    def hand_playable(self, view: PlayerView) -> str:
        """Which of the hand's cards go on the top card; nothing while a colour is still to be named."""
        if view.colour is None:
            return ""
        cards = [card for card in view.hand if view.matches_top(card)]
        if len(cards) > NAMED_PLAYABLE:  # a long list is no help by ear: how many, and the key that finds them
            return self.text("event.hand_playable_many", count=len(cards))
        return self.text("event.hand_playable", count=len(cards), cards=self.cards(cards))

    def score(self, seat: int, points: int) -> str:
        return self.catalogue.text("event.score", who=self.who(seat), player=self.names[seat], points=points)

    def revealed_hand(self, target: str, cards: Sequence[Card]) -> str:
        """The hand a challenge showed: every card (its brief form says how many)."""
        return self.catalogue.text("event.challenge.revealed", target=target, cards=self.cards(cards), count=len(cards))


def direction(step: int) -> str:
    """The `direction` argument for a direction of play (+1 or -1)."""
    return "clockwise" if step == 1 else "anticlockwise"
