"""The table's picture for the view: the card on top, what the keys V, T and G say, every player's count and
whose turn it is, the hand with its focused card, and the last messages, all from what the table already holds."""

from __future__ import annotations

from collections.abc import Sequence

from ....engine import Phase, PlayerView, Rank
from ...output.history import MessageHistory
from ...output.pictures import CardFace, SeatLine, TablePicture
from ...output.words import Words
from .answers import Answers
from .hand import HandCursor
from .review import TableReview

MESSAGES = 3  # the last messages drawn


def table_picture(
    view: PlayerView,
    answers: Answers,
    review: TableReview,
    words: Words,
    names: Sequence[str],
    hand: HandCursor,
    said: MessageHistory,
) -> TablePicture:
    top = None
    if view.top is not None:
        top = CardFace(words.card(view.top), view.colour if view.colour is not None else view.top.colour)
    playing = view.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    seats = tuple(SeatLine(review.hand_size(seat), playing and seat == view.current) for seat in range(len(names)))
    pending = view.pending_draw or view.pending_rank is Rank.WILD_DRAW_COLOUR
    return TablePicture(
        top=top,
        facts=(answers.colour(), answers.whose_turn()),
        penalty=answers.pending() if pending else None,
        seats=seats,
        hand=tuple(CardFace(words.card(card), card.colour) for card in hand.cards),
        focus=hand.index if hand.cards else -1,
        messages=said.recent(MESSAGES),
    )
