"""The bots on the UNO Flip deck: what they remember across a flip, and how the hard bot weighs a Flip."""

from __future__ import annotations

import random

from bot_table import action_of

from audiouno.bots import make_strategy
from audiouno.bots.tracker import Tracker
from audiouno.engine import OFFICIAL, Edition, Game, Play, Rank, new_deck
from audiouno.engine.events import CardsDrawn, DrawReason, Passed, StartingCard, TableFlipped

FLIP = OFFICIAL.with_options(edition=Edition.FLIP)
DECK = new_deck(Edition.FLIP)


def light_faces(wanted, count: int, colour_letter: str | None = None) -> list[str]:
    """Light faces (numbers, by kind) whose dark face passes `wanted`."""
    found = [
        card.kind
        for card in DECK
        if card.number is not None and wanted(card.other) and (colour_letter is None or card.kind[0] == colour_letter)
    ]
    return found[:count]


def test_the_tracker_turns_what_it_saw_over_with_the_table() -> None:
    tracker = Tracker(0)
    tracker.players = 2
    seen = DECK[5]
    tracker.observe([StartingCard(DECK[0]), CardsDrawn(1, (seen,), 1, DrawReason.CHOICE), Passed(1)])
    tracker.seen[1].add(seen)
    assert tracker.lacks[1]  # it drew on its turn and passed
    top = DECK[9].other
    tracker.observe([TableFlipped(True, top)])  # type: ignore[arg-type]
    assert tracker.seen[1] == {seen.other}
    assert not tracker.lacks[1]  # what it lacked was a colour of the other side
    assert tracker.colour is top.colour  # type: ignore[union-attr]


def decide(hand: list[str], opponent: list[str]) -> Play:
    game = Game(2, FLIP, seed=5)
    game.set_up([hand, opponent], ["r3"], ["g9", "g8", "g7"])
    action = action_of(make_strategy("hard", 0, random.Random(1)), game)
    assert isinstance(action, Play)
    return action


def test_the_hard_bot_flips_when_its_dark_side_is_armed_and_the_next_player_is_close() -> None:
    armed = light_faces(lambda dark: dark.rank in (Rank.DRAW_FIVE, Rank.WILD_DRAW_COLOUR), 3)
    assert len(armed) == 3
    # A red Skip would give another turn (two players), and is what the bot plays without looking at the backs.
    action = decide(["rf", "rs", *armed], ["b1", "b2"])
    assert action.card.kind == "rf"


def test_the_hard_bot_keeps_the_light_side_when_the_dark_one_would_disarm_it() -> None:
    weak = light_faces(lambda dark: dark.number is not None and dark.number >= 7, 3)
    assert len(weak) == 3
    # Its light side holds a Wild Draw Two and a Draw One; the backs of the rest are plain numbers.
    action = decide(["rf", "r4", "r+1", "w+2", *weak], ["b1", "b2"])
    assert action.card.kind != "rf"
