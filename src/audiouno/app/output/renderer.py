"""Draws a picture (`pictures.py`) in a look (`look.py`) on the window, and nothing else: it reads the picture
and changes no state of the game or of any scene. The same picture, look and window size give the same pixels.

Everything is laid out inside the window at every scale: long words break, long lists and hands scroll so the
focused item stays in sight, and what has no room at all is left out, least needed first (the older messages,
then the players' counts, then the top card's row; never the focused card). Each call returns what it drew
(`Drawn`), for the tests that read the pixels back.

One layout, shared by every place (lists, the table, practice), whose fitting rules (break, scroll, leave out) only
make sense read together; the drawing kit it lays out with (text fitted, boxes, cards) is `canvas.py`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pygame

from .canvas import (
    FOCUS_GROWTH,
    TITLE_GROWTH,
    Canvas,
    Drawn,
    card_shape,
    draw_card,
    fitted,
    font,
)
from .look import Look
from .pictures import ListPicture, Picture, SeatLine, TablePicture

# ---------------------------------------------------------------------------------------------------- lists


def render(surface: pygame.Surface, picture: Picture, look: Look) -> Drawn:
    if isinstance(picture, TablePicture):
        return render_table(surface, picture, look)
    return render_list(surface, picture, look)


def render_list(surface: pygame.Surface, picture: ListPicture, look: Look) -> Drawn:
    """The title, any lines, then the items scrolled so the focused one (larger, boxed, ringed) is in sight."""
    drawn = Drawn()
    canvas = Canvas(surface, look, drawn)
    theme = canvas.theme
    canvas.box(theme.background, surface.get_rect())
    area = surface.get_rect().inflate(-2 * canvas.margin, -2 * canvas.margin)
    y = area.top
    if picture.title:  # a third of the window at most, so the items keep room
        title_area = pygame.Rect(area.left, y, area.width, area.height // 3)
        y += canvas.paragraph(picture.title, canvas.size(TITLE_GROWTH), title_area, theme.text) + canvas.margin
    for line in picture.lines:
        y += canvas.paragraph(line, canvas.size(2), _below(area, y), theme.text) + canvas.margin
    if picture.items:
        _items(canvas, picture, _below(area, y))
    return drawn


def page(surface: pygame.Surface, look: Look, lines: Sequence[tuple[str, float]], *, quiet: bool = False) -> int:
    """Lines of text (each with its size against the usual) one under another, on the theme's background: the
    top of a practice screen, whose charts draw themselves below. Returns the y under them."""
    canvas = Canvas(surface, look, Drawn())
    theme = canvas.theme
    canvas.box(theme.background, surface.get_rect())
    area = surface.get_rect().inflate(-2 * canvas.margin, -2 * canvas.margin)
    y = area.top
    for text, times in lines:
        ink = theme.quiet if quiet else theme.text
        y += canvas.paragraph(text, canvas.size(times), _below(area, y), ink) + canvas.margin
    return y


def _below(area: pygame.Rect, y: int) -> pygame.Rect:
    return pygame.Rect(area.left, y, area.width, max(0, area.bottom - y))


def _items(canvas: Canvas, picture: ListPicture, area: pygame.Rect) -> None:
    theme = canvas.theme
    room = 2 * canvas.ring  # round the focused item for its ring
    inner = area.width - 2 * room
    heights = [
        _item_height(canvas, text, index == picture.focus, inner, area.height)
        for index, text in enumerate(picture.items)
    ]
    gap = canvas.margin // 2
    first, last = _window(heights, max(0, picture.focus), area.height, gap)
    y = area.top
    for index in range(first, last):
        text, height = picture.items[index], heights[index]
        if index == picture.focus:
            box = pygame.Rect(area.left + room, y + room, inner, height - 2 * room)
            canvas.box(theme.outline, box.inflate(room, room), canvas.ring)
            canvas.box(theme.focus, box)
            pad = canvas.margin // 2
            text_box = box.inflate(-2 * pad, -2 * pad)
            canvas.paragraph(text, canvas.size(FOCUS_GROWTH), text_box, theme.focus_text)
        else:
            canvas.paragraph(text, canvas.size(), pygame.Rect(area.left + room, y, inner, height), theme.text)
        y += height + gap


def _item_height(canvas: Canvas, text: str, focused: bool, width: int, most: int) -> int:
    """The item's height, `most` at the most: a long item is written smaller rather than past the window."""
    if focused:
        pad = canvas.margin // 2
        frame = 2 * pad + 4 * canvas.ring
        size, lines = fitted(text, canvas.size(FOCUS_GROWTH), width - 2 * pad, max(1, most - frame))
        line = font(size).get_linesize()
        return min(len(lines), max(0, most - frame) // line) * line + frame
    size, lines = fitted(text, canvas.size(), width, most)
    line = font(size).get_linesize()
    return min(len(lines), most // line) * line


def _window(heights: Sequence[int], focus: int, room: int, gap: int) -> tuple[int, int]:
    """The run of items round `focus` that fits in `room`: the focused one, then as many after and before as fit,
    alternately, so the focus sits near the middle of a long list."""
    focus = min(focus, len(heights) - 1)
    first, last, used = focus, focus + 1, heights[focus]
    grew = True
    while grew:
        grew = False
        if last < len(heights) and used + gap + heights[last] <= room:
            used += gap + heights[last]
            last += 1
            grew = True
        if first > 0 and used + gap + heights[first - 1] <= room:
            first -= 1
            used += gap + heights[first]
            grew = True
    return first, last


# ---------------------------------------------------------------------------------------------------- the table


def render_table(surface: pygame.Surface, picture: TablePicture, look: Look) -> Drawn:
    """The top card with the colour, whose turn, the direction and any penalty beside it; every player's count;
    the hand, its focused card larger and ringed; the last messages. What has no room is left out."""
    drawn = Drawn()
    canvas = Canvas(surface, look, drawn)
    canvas.box(canvas.theme.background, surface.get_rect())
    area = surface.get_rect().inflate(-2 * canvas.margin, -2 * canvas.margin)
    measure = Canvas(surface, look, Drawn(), dry=True)
    hand_least = _hand(measure, picture, area, least=True)
    seats = _seats(measure, picture.seats, area)
    free = area.height - hand_least
    # The top card large with the facts beside it; else the top card alone (with any penalty), large, then at
    # the hand's size; else neither.
    shown_top, top_times = False, FOCUS_GROWTH
    for top_picture, times in ((picture, FOCUS_GROWTH), (replace(picture, facts=()), FOCUS_GROWTH),
                               (replace(picture, facts=()), 1.0)):  # fmt: skip
        top = _top_block(measure, top_picture, area, times)
        if top + canvas.margin <= free:
            picture, shown_top, top_times = top_picture, True, times
            free -= top + canvas.margin
            break
    shown_seats = bool(picture.seats) and seats + canvas.margin <= free
    free -= seats + canvas.margin if shown_seats else 0
    messages = list(picture.messages)
    while messages and _messages(measure, messages, area) + canvas.margin > free:
        messages.pop(0)  # the oldest goes first
    y = area.top
    if shown_top:
        y += _top_block(canvas, picture, _below(area, y), top_times) + canvas.margin
    if shown_seats:
        y += _seats(canvas, picture.seats, _below(area, y)) + canvas.margin
    bottom = area.bottom
    if messages:
        height = _messages(measure, messages, area)
        _messages(canvas, messages, pygame.Rect(area.left, bottom - height, area.width, height))
        bottom -= height + canvas.margin
    _hand(canvas, picture, pygame.Rect(area.left, y, area.width, max(0, bottom - y)))
    return drawn


def _top_block(canvas: Canvas, picture: TablePicture, area: pygame.Rect, times: float) -> int:
    """The top card (`times` the hand's size), and beside it (or below, in a narrow window) the facts."""
    height = 0
    facts_area = area
    if picture.top is not None:
        shape = card_shape(canvas, picture.top, times, area.width // 2, area.height // 3)
        width, height = shape.footprint
        draw_card(canvas, shape, area.topleft, in_hand=False)
        beside = area.width - width - canvas.margin
        if beside >= 5 * canvas.unit:
            facts_area = pygame.Rect(area.left + width + canvas.margin, area.top, beside, area.height)
        else:
            facts_area = _below(area, area.top + height + canvas.margin)
    y = facts_area.top
    for fact in picture.facts:
        y += canvas.paragraph(fact, canvas.size(), _below(facts_area, y), canvas.theme.text) + canvas.margin // 2
    if picture.penalty:
        y += _warning(canvas, picture.penalty, _below(facts_area, y))
    facts_height = y - facts_area.top
    return max(height, facts_area.top - area.top + facts_height)


def _warning(canvas: Canvas, text: str, area: pygame.Rect) -> int:
    """A pending penalty: in a heavy frame of the outline colour, so it stands out without a colour of its own."""
    pad = canvas.ring + canvas.margin // 2
    inner = area.inflate(-2 * pad, 0)
    size, lines = fitted(text, canvas.size(), inner.width)
    height = len(lines) * font(size).get_linesize() + 2 * pad
    canvas.box(canvas.theme.outline, pygame.Rect(area.left, area.top, area.width, height), canvas.ring)
    canvas.paragraph(text, size, pygame.Rect(inner.left, area.top + pad, inner.width, height), canvas.theme.text)
    return height


def _seats(canvas: Canvas, seats: Sequence[SeatLine], area: pygame.Rect) -> int:
    """Each player and their count, in a row that wraps; the one whose turn it is boxed and marked."""
    if not seats:
        return 0
    theme = canvas.theme
    size = canvas.size(0.9)
    pad = canvas.margin // 2
    mark = font(size).get_height() // 2
    x, y, row = area.left, area.top, 0
    for seat in seats:
        lead = mark + pad if seat.turn else 0
        text_size, lines = fitted(seat.words, size, area.width - 2 * pad - lead)
        face = font(text_size)
        width = max(face.size(line)[0] for line in lines) + 2 * pad + lead
        height = len(lines) * face.get_linesize() + 2 * pad
        if x > area.left and x + width > area.right:
            x, y, row = area.left, y + row + pad, 0
        box = pygame.Rect(x, y, width, height)
        ink = theme.text
        if seat.turn:
            canvas.box(theme.focus, box)
            canvas.marker(theme.focus_text, pygame.Rect(x + pad, box.centery - mark // 2, mark, mark))
            ink = theme.focus_text
        for number, line in enumerate(lines):
            canvas.line_of_text(line, text_size, x + pad + lead, y + pad + number * face.get_linesize(), ink)
        x += width + canvas.margin
        row = max(row, height)
    return y + row - area.top


def _messages(canvas: Canvas, messages: Sequence[str], area: pygame.Rect) -> int:
    """The last messages, the newest last and in the full text colour, the older ones quieter."""
    y = area.top
    for number, message in enumerate(messages):
        ink = canvas.theme.text if number == len(messages) - 1 else canvas.theme.quiet
        y += canvas.paragraph(message, canvas.size(0.8), _below(area, y), ink)
    return y - area.top


def _hand(canvas: Canvas, picture: TablePicture, area: pygame.Rect, *, least: bool = False) -> int:
    """The hand in rows, scrolled by rows so that the focused card's row is in sight. `least`: only the height
    of that row (what the hand needs at the least). A card is never taller than half the window."""
    tallest = canvas.surface.get_height() // 2
    shapes = [
        card_shape(canvas, face, FOCUS_GROWTH if index == picture.focus else 1.0, area.width, tallest,
                   focused=index == picture.focus)
        for index, face in enumerate(picture.hand)
    ]  # fmt: skip
    if not shapes:
        return 0
    arrow = canvas.unit // 2  # the room at the right for the arrows saying that more rows are above or below
    rows: list[list[int]] = [[]]
    x = 0
    for index, shape in enumerate(shapes):
        width = shape.footprint[0]
        if rows[-1] and x + width > area.width - arrow - canvas.margin:
            rows.append([])
            x = 0
        rows[-1].append(index)
        x += width
    heights = [max(shapes[index].footprint[1] for index in row) for row in rows]
    focus_row = next((number for number, row in enumerate(rows) if picture.focus in row), 0)
    if least:
        return heights[focus_row]
    first, last = _window(heights, focus_row, area.height, 0)
    y = area.top
    for number in range(first, last):
        x = area.left
        for index in rows[number]:
            shape = shapes[index]
            width, height = shape.footprint
            draw_card(canvas, shape, (x, y + (heights[number] - height) // 2))
            x += width
        y += heights[number]
    corner = pygame.Rect(area.right - arrow, area.top, arrow, arrow)
    if first > 0:
        canvas.marker(canvas.theme.text, corner, "up")
    if last < len(rows):
        canvas.marker(canvas.theme.text, corner.move(0, y - area.top - arrow), "down")
    return y - area.top
