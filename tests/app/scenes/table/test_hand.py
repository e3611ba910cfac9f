"""The hand cursor: sorting, the focus that follows a card, moves, groups, the next playable card."""

from __future__ import annotations

import pytest

from audiouno.app.scenes.table.hand import HandCursor, Sort
from audiouno.engine import Card, Game

CARDS = {card.kind: card for card in reversed(Game(2).deck)}  # one card of each face


def hand(*kinds: str) -> list[Card]:
    return [CARDS[kind] for kind in kinds]


def kinds(cursor: HandCursor) -> list[str]:
    return [card.kind for card in cursor.cards]


def test_sorting_by_colour_by_number_and_as_received_and_again_reverses() -> None:
    cursor = HandCursor()
    cursor.sync(hand("g5", "r9", "w", "r2", "b5"))
    assert kinds(cursor) == ["r2", "r9", "g5", "b5", "w"]  # by colour is the default
    assert cursor.set_sort(Sort.COLOUR) is True
    assert kinds(cursor) == ["w", "b5", "g5", "r9", "r2"]
    assert cursor.set_sort(Sort.NUMBER) is False
    assert kinds(cursor) == ["r2", "g5", "b5", "r9", "w"]
    cursor.set_sort(Sort.OFF)
    assert kinds(cursor) == ["g5", "r9", "w", "r2", "b5"]
    assert cursor.set_sort(Sort.OFF) is False  # as received has no reverse
    assert kinds(cursor) == ["g5", "r9", "w", "r2", "b5"]


def test_focus_follows_the_card_and_goes_to_the_nearest_when_it_leaves() -> None:
    cursor = HandCursor()
    cards = hand("r1", "r2", "r3", "g4")
    cursor.sync(cards)
    cursor.move(1)
    cursor.move(1)
    assert cursor.focus is CARDS["r3"]
    cursor.sync([CARDS["b7"], *cards])  # a blue card sorts in before
    assert cursor.focus is CARDS["r3"]
    cursor.sync([card for card in cards if card.kind != "r3"])
    assert cursor.focus is CARDS["g4"]  # now where r3 was
    cursor.sync(hand("r1"))
    assert cursor.focus is CARDS["r1"]
    cursor.sync([])
    assert cursor.focus is None
    assert not cursor.move(1) and not cursor.group(1) and not cursor.first()


def test_moves_stop_at_the_ends() -> None:
    cursor = HandCursor()
    cursor.sync(hand("r1", "r2"))
    assert not cursor.move(-1)
    assert cursor.move(1) and cursor.focus is CARDS["r2"]
    assert not cursor.move(1)
    assert cursor.first() and cursor.focus is CARDS["r1"]
    assert cursor.last() and cursor.focus is CARDS["r2"]


@pytest.mark.parametrize(
    ("sort", "starts"), [(Sort.COLOUR, ["r2", "g5", "b5", "w"]), (Sort.NUMBER, ["r2", "g5", "r9", "g+2", "w"])]
)
def test_groups_follow_the_sort(sort: Sort, starts: list[str]) -> None:
    cursor = HandCursor()
    cursor.sort = sort
    cursor.sync(hand("g5", "r9", "w", "r2", "b5", "g+2"))
    visited = [cursor.focus.kind]  # type: ignore[union-attr]
    while cursor.group(1):
        visited.append(cursor.focus.kind)  # type: ignore[union-attr]
    assert visited == starts


def test_previous_group_goes_to_the_start_of_the_group_first() -> None:
    cursor = HandCursor()
    cursor.sync(hand("g5", "r9", "w", "r2", "b5", "g+2"))
    cursor.focus_card(CARDS["g+2"])  # second of the greens
    assert cursor.group(-1) and cursor.focus is CARDS["g5"]
    assert cursor.group(-1) and cursor.focus is CARDS["r2"]
    assert not cursor.group(-1)


def test_next_playable_wraps_and_says_when_there_is_none() -> None:
    cursor = HandCursor()
    cursor.sync(hand("r1", "g2", "r3", "b4"))
    red = {CARDS["r1"], CARDS["r3"]}
    assert cursor.playable(1, red.__contains__) and cursor.focus is CARDS["r3"]
    assert cursor.playable(1, red.__contains__) and cursor.focus is CARDS["r1"]
    assert cursor.playable(-1, red.__contains__) and cursor.focus is CARDS["r3"]
    assert not cursor.playable(1, lambda card: False)
    assert cursor.focus is CARDS["r3"]
