"""The hint in words: the hard bot's choice (`bots.advice.Advice`) and its reasons, as one sentence from the
player's seat: "Play blue 7: it keeps your wild for later, and Ana has one card."."""

from __future__ import annotations

from ...bots.advice import Advice, Reason
from ...engine import (
    BUZZ,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    PASS,
    SLAP,
    Action,
    CatchUno,
    ChooseColour,
    Phase,
    Play,
    PlayerView,
    PlaySame,
    SwapWith,
)
from ...i18n import Argument
from .words import Words


def hint_words(words: Words, advice: Advice, view: PlayerView) -> str:
    reasons = [reason_words(words, reason) for reason in advice.reasons]
    return words.text("hint", action=action_words(words, advice.action, view), why=words.listed(reasons))


def reason_words(words: Words, reason: Reason) -> str:
    fields: dict[str, Argument] = {"count": reason.count}
    if reason.seat is not None:
        fields["player"] = words.names[reason.seat]
    if reason.colour is not None:
        fields["colour"] = reason.colour.value
    return words.text(f"hint.reason.{reason.kind.value}", **fields)


def action_words(words: Words, action: Action | None, view: PlayerView) -> str:
    """What to do, as an order: "Play blue 7", "Name red", "Take the 4 cards"."""
    if action is None:
        return words.text("hint.action.wait")
    if isinstance(action, Play):
        return words.text("hint.action.play", card=words.card(action.card))
    if isinstance(action, PlaySame):
        cards = [card for card in view.hand if card in action.cards and card is not action.top] + [action.top]
        return words.text("hint.action.together", together=words.cards(cards))
    if action is DRAW:
        if view.phase is Phase.PENALTY:
            return words.text("hint.action.take", count=view.pending_draw)
        return words.text("hint.action.draw")
    if isinstance(action, ChooseColour):
        return words.text("hint.action.colour", colour=action.colour.value)
    if isinstance(action, SwapWith):
        if action.target is None:
            return words.text("hint.action.keep_hand")
        return words.text("hint.action.swap", player=words.names[action.target])
    if isinstance(action, CatchUno):
        return words.text("hint.action.catch", player=words.names[action.target])
    return words.text(_SIMPLE.get(action, "hint.action.other"))


_SIMPLE: dict[object, str] = {
    PASS: "hint.action.pass",
    CHALLENGE: "hint.action.challenge",
    CALL_UNO: "hint.action.uno",
    BUZZ: "hint.action.buzz",
    SLAP: "hint.action.slap",
}
