"""The table's parts on their own: the hand cursor, the message history, game time, settings, bot pacing."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from audiouno.app.clock import ManualClock, PausableTime
from audiouno.app.hand import HandCursor, Sort
from audiouno.app.history import MessageHistory
from audiouno.app.pacing import BotPacer
from audiouno.app.settings import PACES, Settings
from audiouno.bots import Strategy, make_strategy
from audiouno.bots.base import Decision
from audiouno.bots.scheduler import NoDecision
from audiouno.engine import BUZZ, OFFICIAL, Action, Card, Game, Play, PlayerView

CARDS = {card.kind: card for card in reversed(Game(2).deck)}  # one card of each face


def hand(*kinds: str) -> list[Card]:
    return [CARDS[kind] for kind in kinds]


def kinds(cursor: HandCursor) -> list[str]:
    return [card.kind for card in cursor.cards]


# ---------------------------------------------------------------- the hand


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


# ---------------------------------------------------------------- history, time, settings


def test_history_browses_back_and_forth_and_a_new_message_resets_the_place() -> None:
    history = MessageHistory(limit=3)
    assert history.older() is None and history.oldest() is None and history.last is None
    for text in ("one", "two", "three", "four"):
        history.add(text)
    assert history.last == "four"
    assert history.older() == ("three", False)
    assert history.older() == ("two", False)
    assert history.older() == ("two", True)  # "one" fell out of the history
    assert history.newer() == ("three", False)
    assert history.newest() == "four"
    assert history.newer() == ("four", True)
    assert history.oldest() == "two"
    history.add("five")
    assert history.older() == ("four", False)


def test_game_time_stops_while_paused() -> None:
    time = PausableTime()
    assert time.at(5.0) == 5.0
    time.pause(5.0)
    assert time.paused and time.at(9.0) == 5.0
    time.resume(9.0)
    assert time.at(10.0) == 6.0
    time.resume(11.0)  # not paused: nothing to resume
    assert time.at(11.0) == 7.0


def test_volume_and_pace_move_in_steps_within_bounds() -> None:
    settings = Settings()
    assert settings.change_volume(1) == pytest.approx(0.9)
    assert settings.change_volume(5) == 1.0
    assert settings.change_volume(-20) == 0.0
    assert settings.change_pace(1) > 1.2
    assert settings.change_pace(-100) == PACES[0]
    assert settings.change_pace(100) == PACES[-1]


# ---------------------------------------------------------------- bot pacing


def test_turn_decisions_wait_for_the_pace_and_real_time_ones_for_the_reflex() -> None:
    game = Game(3, OFFICIAL.with_options(buzzer=True), seed=3)
    game.start_arranged_round([["r1", "r2"], ["buzzer", "r5", "r4"], ["g5", "r6", "r7"]], "r9", dealer=0)
    assert game.current == 1
    bots = {seat: make_strategy("random", seat, random.Random(seat)) for seat in (1, 2)}
    pace = 2.5
    pacer = BotPacer(game, bots, lambda: pace)
    assert pacer.next_due(10.0) == 10.0 + pace
    assert pacer.due(12.0) is None
    plan = pacer.due(12.5)
    assert plan is not None and plan.seat == 1 and isinstance(plan.action, Play)
    game.apply(1, Play(next(card for card in game.hands[1] if card.kind == "buzzer")), 12.5)
    pacer.invalidate()
    due = pacer.next_due(12.5)
    assert due is not None and 12.5 < due < 12.5 + 1.0  # the buzzer: the random bot's reflex, not the pace
    plan = pacer.due(13.6)
    assert plan is not None and plan.action is BUZZ


def test_plans_stand_until_the_game_changes() -> None:
    game = Game(2, seed=1)
    game.start_arranged_round([["r1"], ["r2", "r3", "r4"]], "r9", dealer=0)
    clock = ManualClock(0.0)
    pacer = BotPacer(game, {1: make_strategy("random", 1, random.Random(0))}, lambda: 1.0)
    assert pacer.next_due(clock()) == 1.0
    assert pacer.next_due(clock.advance(0.5)) == 1.0  # asked again later: the same plan
    pacer.invalidate()
    assert pacer.next_due(clock()) == 1.5


def test_a_bots_buzz_keeps_its_time_when_another_player_presses_first() -> None:
    """Another press changes the game, but not the signal the bots answer: their reflexes must not restart."""
    game = Game(3, OFFICIAL.with_options(buzzer=True), seed=3)
    game.start_arranged_round([["buzzer", "r1", "r2"], ["r5", "r4"], ["g5", "r6", "r7"]], "r9", dealer=2)
    assert game.current == 0
    game.apply(0, Play(next(card for card in game.hands[0] if card.kind == "buzzer")), 10.0)
    bots = {seat: make_strategy("hard", seat, random.Random(seat)) for seat in (1, 2)}
    pacer = BotPacer(game, bots, lambda: 1.0)
    first = pacer.next_due(10.0)
    assert first is not None and 10.0 < first < 10.6  # a hard bot's reflex
    game.apply(0, BUZZ, 10.05)  # the player presses first
    pacer.invalidate()
    assert pacer.next_due(10.05) == first
    plan = pacer.due(first)
    assert plan is not None and plan.action is BUZZ


def test_bots_wait_for_the_words_on_their_turn_and_notice_a_named_chance_once_heard() -> None:
    game = Game(3, OFFICIAL.with_options(interception="identical"), seed=3)
    game.start_arranged_round([["r5", "r1", "g1"], ["g9", "b4", "y4"], ["r5", "y2", "y3"]], "r9", dealer=2)
    assert game.current == 0
    bots = {seat: make_strategy("hard", seat, random.Random(seat)) for seat in (1, 2)}
    game.apply(0, Play(next(card for card in game.hands[0] if card.kind == "r5")), 10.0)
    pacer = BotPacer(game, bots, lambda: 1.0, lambda: 11.0)  # the words said so far are heard at 11 s
    # Ana's turn waits for the words, then the pace; Bruno may intercept the red 5 with his own, once the
    # words naming it are heard, after his reflex: he comes first.
    due = pacer.next_due(10.0)
    assert due is not None and 11.0 < due < 12.0
    assert pacer.due(due - 0.001) is None
    plan = pacer.due(12.0)  # Ana's turn is due then too, but Bruno's interception comes first
    assert plan is not None and plan.seat == 2 and isinstance(plan.action, Play)
    game.apply(2, plan.action, due)
    pacer.invalidate()
    assert pacer.next_due(due) is None  # play goes on after Bruno: the player's turn, no bot is due


def test_a_bot_silent_on_its_own_turn_is_an_error_at_the_table() -> None:
    """As in headless play: the table no longer plays the first legal action for it."""

    class Silent(Strategy):
        def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
            return None

    game = Game(2, seed=1)
    game.start_round()
    pacer = BotPacer(game, {seat: Silent(seat, random.Random(seat)) for seat in (0, 1)}, lambda: 2.0)
    with pytest.raises(NoDecision, match="own turn"):
        pacer.next_due(0.0)
