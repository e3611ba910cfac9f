"""The bot scheduler that headless play and the table share: who acts next, when, and what a silent bot means."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from audiouno.bots import Strategy, make_strategy
from audiouno.bots.base import Decision
from audiouno.bots.headless import play_round
from audiouno.bots.scheduler import BotScheduler, NoDecision
from audiouno.engine import BUZZ, CALL_UNO, OFFICIAL, Action, CatchUno, Game, Play, PlayerView


class Scripted(Strategy):
    """Takes the first legal action of a kind it was told, after a fixed delay; nothing otherwise."""

    def __init__(self, seat: int, delay: float, wants: tuple[type, ...] = (Play,), on_turn: bool = True) -> None:
        super().__init__(seat, random.Random(seat))
        self.delay = delay
        self.wants = wants
        self.on_turn = on_turn
        self.asked = 0

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
        self.asked += 1
        if view.decider == self.seat and not self.on_turn:
            return None
        for action in legal:
            if isinstance(action, self.wants):
                return action, self.delay
        return (legal[0], self.delay) if view.decider == self.seat else None


def catch_window() -> Game:
    """Seat 0 has just played down to one card without saying UNO: seats 1 and 2 may catch, seat 1 is to play."""
    game = Game(3, OFFICIAL, seed=2)
    game.start_arranged_round([["r1", "r2"], ["r3", "g4"], ["r6", "b7"]], "r9", dealer=2)
    game.apply(0, Play(game.hands[0][0]), 10.0)
    assert game.catch_deadlines and game.decider == 1
    return game


def test_the_earliest_decision_wins() -> None:
    game = catch_window()
    bots = {1: Scripted(1, 1.0), 2: Scripted(2, 0.5, wants=(CatchUno,))}
    plan = BotScheduler(game, bots).next_plan(10.0)
    assert plan is not None and (plan.seat, plan.action, plan.due) == (2, CatchUno(0), 10.5)


def test_on_a_tie_the_decider_goes_first() -> None:
    game = catch_window()
    bots = {1: Scripted(1, 0.5), 2: Scripted(2, 0.5, wants=(CatchUno,))}
    plan = BotScheduler(game, bots).next_plan(10.0)
    assert plan is not None and plan.seat == 1 and isinstance(plan.action, Play)


def test_only_the_decider_is_asked_while_no_window_is_open() -> None:
    game = Game(3, OFFICIAL, seed=2)
    game.start_arranged_round([["r1", "r2", "g3"], ["r3", "g4"], ["r6"]], "r9", dealer=2)  # seat 2 said no UNO
    bots = {0: Scripted(0, 1.0), 2: Scripted(2, 0.1, wants=(type(CALL_UNO),))}
    plan = BotScheduler(game, bots).next_plan(0.0)
    assert plan is not None and plan.seat == 0 and bots[2].asked == 0


def test_plans_stand_until_the_game_changes_but_a_press_keeps_its_time() -> None:
    game = Game(3, OFFICIAL.with_options(buzzer=True), seed=3)
    game.start_arranged_round([["buzzer", "r1", "r2"], ["r5", "r4"], ["g5", "r6", "r7"]], "r9", dealer=2)
    game.apply(0, Play(game.hands[0][0]), 10.0)
    bots = {seat: make_strategy("hard", seat, random.Random(seat)) for seat in (1, 2)}
    scheduler = BotScheduler(game, bots)
    first = scheduler.next_plan(10.0)
    assert first is not None and first.action is BUZZ
    assert scheduler.next_plan(10.2) is first  # asked again without a change: the same plan
    game.apply(0, BUZZ, 10.05)
    scheduler.invalidate()
    assert scheduler.next_plan(10.05) == first  # another press does not restart the bots' reflexes


def test_presses_on_their_way_are_handed_over_and_taken_back() -> None:
    """A saved match keeps the presses already decided; taken up, they keep their time and are not decided again."""
    game = Game(3, OFFICIAL.with_options(buzzer=True), seed=3)
    game.start_arranged_round([["buzzer", "r1", "r2"], ["r5", "r4"], ["g5", "r6", "r7"]], "r9", dealer=2)
    game.apply(0, Play(game.hands[0][0]), 10.0)
    scheduler = BotScheduler(game, {seat: make_strategy("hard", seat, random.Random(seat)) for seat in (1, 2)})
    first = scheduler.next_plan(10.0)
    assert first is not None and first in scheduler.presses()
    scheduler.invalidate()
    kept = scheduler.presses()
    assert first in kept
    other_bots = {seat: Scripted(seat, 9.0, wants=()) for seat in (1, 2)}  # would decide nothing of the kind
    taken_up = BotScheduler(game, other_bots)
    taken_up.keep_presses(kept)
    assert taken_up.next_plan(10.05) == first
    assert all(bot.asked == 0 or seat != first.seat for seat, bot in other_bots.items())


def test_a_bot_silent_on_its_own_turn_is_an_error_in_headless_play() -> None:
    game = Game(2, OFFICIAL, seed=1)
    game.start_round()
    with pytest.raises(NoDecision, match="own turn"):
        play_round(game, [Scripted(0, 1.0, on_turn=False), Scripted(1, 1.0, on_turn=False)])


def test_the_drivers_delay_replaces_the_bots_own() -> None:
    game = Game(2, OFFICIAL, seed=1)
    game.start_round()
    seen: list[tuple[int, float, float]] = []

    def delay(seat: int, action: Action, own: float, now: float) -> float:
        seen.append((seat, own, now))
        return 4.0

    bots = {seat: Scripted(seat, 1.0) for seat in (0, 1)}
    plan = BotScheduler(game, bots, delay=delay).next_plan(3.0)
    assert plan is not None and plan.due == 7.0 and seen == [(game.decider, 1.0, 3.0)]
