"""Bot pacing at the table: the pace for turn decisions, reflexes for races, the wait for the words."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from audiouno.app.clock import ManualClock, PausableTime
from audiouno.app.scenes.table.pacing import BotPacer
from audiouno.bots import Strategy, make_strategy
from audiouno.bots.base import Decision
from audiouno.bots.scheduler import NoDecision
from audiouno.engine import BUZZ, OFFICIAL, Action, Game, Play, PlayerView


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
    """The table's game time stands still while the news is heard, so both the pace and a reflex count from the
    end of the words."""
    game = Game(3, OFFICIAL.with_options(interception="identical"), seed=3)
    game.start_arranged_round([["r5", "r1", "g1"], ["g9", "b4", "y4"], ["r5", "y2", "y3"]], "r9", dealer=2)
    assert game.current == 0
    bots = {seat: make_strategy("hard", seat, random.Random(seat)) for seat in (1, 2)}
    game.apply(0, Play(next(card for card in game.hands[0] if card.kind == "r5")), 10.0)
    time = PausableTime()
    time.hold(11.0, 10.0)  # the words naming the red 5, said at 10 s, are heard at 11 s
    pacer = BotPacer(game, bots, lambda: 1.0)
    # Ana's turn waits for the words, then the pace; Bruno may intercept the red 5 with his own, once the
    # words naming it are heard, after his reflex: he comes first.
    due = pacer.next_due(time.at(10.0))
    assert due is not None and 10.0 < due < 11.0  # game time: Bruno's reflex from the event
    assert 11.0 < time.reaches(due, 10.0) < 12.0  # app time: his reflex from the end of the words
    assert pacer.due(time.at(10.99)) is None
    plan = pacer.due(time.at(12.0))  # Ana's turn is due then too, but Bruno's interception comes first
    assert plan is not None and plan.seat == 2 and isinstance(plan.action, Play)
    game.apply(2, plan.action, time.at(12.0))
    pacer.invalidate()
    assert pacer.next_due(time.at(12.0)) is None  # play goes on after Bruno: the player's turn, no bot is due


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
