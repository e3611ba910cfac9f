"""The table's large-print picture: the card on top, what the keys C, T, E and G say, the hand, the focused card."""

from __future__ import annotations

import pygame

from ....engine import PlayerView, Rank
from ...output.large_print import BACKGROUND, CARD_SIZE, DIM, MARGIN, TEXT_SIZE, TITLE_SIZE, draw_cards, paragraph
from ...output.narration import Narrator
from .answers import Answers
from .hand import HandCursor


def draw_table(
    surface: pygame.Surface,
    view: PlayerView,
    answers: Answers,
    narrator: Narrator,
    hand: HandCursor,
    last_message: str | None,
) -> None:
    surface.fill(BACKGROUND)
    y = MARGIN
    if view.top is not None:
        colour = view.colour if view.colour is not None else view.top.colour
        y = draw_cards(surface, [(narrator.card(view.top), colour)], -1, y, CARD_SIZE)
    lines = [answers.colour(), answers.whose_turn(), answers.hand_sizes()]
    lines += [answers.pending()] if view.pending_draw or view.pending_rank is Rank.WILD_DRAW_COLOUR else []
    for line in lines:
        y = paragraph(surface, line, TEXT_SIZE, y) + MARGIN // 2
    cards = [(narrator.card(card), card.colour) for card in hand.cards]
    y = draw_cards(surface, cards, hand.index, y + MARGIN)
    focus = hand.focus
    if focus is not None:
        y = draw_cards(surface, [(narrator.card(focus), focus.colour)], 0, y + MARGIN, CARD_SIZE)
    if last_message:
        paragraph(surface, last_message, TEXT_SIZE, max(y + MARGIN, surface.get_height() - 2 * TITLE_SIZE), DIM)
