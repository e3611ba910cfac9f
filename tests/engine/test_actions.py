"""Actions (engine/actions.py)."""

from __future__ import annotations

from audiouno.engine import (
    OFFICIAL,
    Edition,
    Play,
    new_deck,
)


class TestPlayCache:
    """`Play.of` returns one cached Play per card, the same object legal_actions lists."""

    def test_cached_and_equal(self, table):
        t = table(OFFICIAL, [["r1", "g2", "b3"], ["r4", "g5"], ["y7"]], "r5")
        card = t.card(0, "r1")
        assert Play.of(card) is Play.of(card)
        assert Play.of(card) == Play(card)
        listed = [action for action in t.game.legal_actions(0) if type(action) is Play]
        assert listed == [Play.of(card)] and listed[0] is Play.of(card)

    def test_copies_of_one_face_are_distinct(self):
        fives = [card for card in new_deck(Edition.CLASSIC) if card.kind == "r5"]
        assert len(fives) == 2
        assert Play.of(fives[0]) != Play.of(fives[1])
