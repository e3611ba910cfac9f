"""Issue 22's turn timer: the decider's deadline, reached through `advance(now)` with the caller's clock. At the
deadline the player draws (the pending penalty, or one card) or keeps the card just drawn, and the turn passes; no
card is ever played for them."""

from __future__ import annotations

import random

import pytest
from engine_helpers import kinds, of, one, random_round_calls, refused
from test_conformance import probe
from test_properties import InvariantChecker

from audiouno.bots import make_strategy
from audiouno.bots.scheduler import BotScheduler
from audiouno.engine import DRAW, HOUSE, OFFICIAL, ChooseColour, Colour, Game, IllegalAction, Phase, Refusal, RuleSet
from audiouno.engine.cards import Edition
from audiouno.engine.events import (
    CardPlayed,
    CardsDrawn,
    ColourChosen,
    DrawReason,
    PlayerSkipped,
    RoundEnded,
    TurnStarted,
    TurnTimedOut,
)
from audiouno.engine.rules import for_edition

TIMED = OFFICIAL.with_options(turn_timer_s=10)


def test_off_by_default_no_deadline(table):
    t = table(OFFICIAL, [["r1", "b2"], ["r4", "g2"]], "r5")
    assert t.game.turn_deadline is None and t.game.next_deadline() is None
    assert t.game.advance(10_000) == []


def test_time_up_draws_one_card_and_passes_the_turn(table):
    t = table(TIMED, [["r1", "b2"], ["r4", "g2"]], "r5")
    game = t.game
    assert game.next_deadline() == 10
    assert game.advance(9.99) == []
    events = game.advance(10)
    assert events[0] == TurnTimedOut(0, 1, kept=False)
    drawn = one(events, CardsDrawn)
    assert (drawn.player, drawn.count, drawn.reason) == (0, 1, DrawReason.TIMEOUT)
    assert events[-1] == TurnStarted(1)
    assert not of(events, CardPlayed) and len(game.hands[0]) == 3  # the playable red 1 stays in the hand
    assert game.next_deadline() == 20  # the next player's time counts from the timeout


def test_an_action_after_the_deadline_is_too_late(table):
    t = table(TIMED, [["r1", "b2"], ["r4", "g2"]], "r5")
    with pytest.raises(IllegalAction) as info:
        t.play(0, "r1", now=10.5)
    assert info.value.reason is Refusal.NOT_YOUR_TURN
    assert info.value.events[0] == TurnTimedOut(0, 1, kept=False)  # the timeout itself stands
    assert t.game.current == 1 and "r1" in t.kinds(0)
    refused(t.game, 0, DRAW, Refusal.NOT_YOUR_TURN, now=11)


def test_a_pending_penalty_is_drawn_and_the_turn_passes_even_where_penalties_do_not_skip(table):
    rules = TIMED.with_options(draw_penalty_skips_turn=False, stacking="manual")
    t = table(rules, [["r+2", "b1", "b7"], ["b+2", "g2"], ["y3"]], "r5")
    t.play(0, "r+2", now=1)
    assert t.game.phase is Phase.PENALTY and t.game.turn_deadline == 11
    events = t.game.advance(11)
    assert events[0] == TurnTimedOut(1, 2, kept=False)
    assert one(events, CardsDrawn).count == 2 and events[-1] == TurnStarted(2)
    assert t.game.pending_draw == 0


def test_a_drawn_card_is_kept_not_played(table):
    t = table(TIMED, [["b2", "g3"], ["r4", "g2"]], "r5", pile=["r9"])
    t.act(0, DRAW, now=2)
    assert t.game.phase is Phase.DRAWN and t.game.next_deadline() == 10  # one deadline for the whole turn
    events = t.game.advance(10)
    assert events == [TurnTimedOut(0, 0, kept=True), TurnStarted(1)]
    assert "r9" in t.kinds(0)


def test_a_colour_choice_is_not_timed_and_the_opening_wild_starts_the_clock_once_named(table):
    t = table(TIMED, [["w", "b2", "b3"], ["r4", "g2"]], "r5")
    t.play(0, "w", now=3)
    assert t.game.phase is Phase.CHOOSE_COLOUR and t.game.next_deadline() is None
    assert t.game.advance(100) == []
    t.act(0, ChooseColour(Colour.GREEN), now=100)
    assert t.game.next_deadline() == 110
    opening = table(TIMED, [["r1", "r2"], ["g2", "g3"]], "w")
    assert opening.game.phase is Phase.CHOOSE_COLOUR and opening.game.next_deadline() is None
    opening.act(0, ChooseColour(Colour.RED), now=4)
    assert opening.game.next_deadline() == 14


NO_MERCY_TIMED = for_edition(TIMED, Edition.NO_MERCY)


def test_a_roulette_victim_is_timed_and_gets_the_colour_they_hold_most_of(table):
    t = table(NO_MERCY_TIMED, [["wcr", "r1", "r2"], ["g1", "b2", "g2"], ["y1", "y2"]], "r5", pile=["r3", "b4", "g7"])
    t.play(0, "wcr", now=2)
    assert t.game.phase is Phase.CHOOSE_COLOUR and t.game.decider == 1
    assert t.game.next_deadline() == 12  # the victim's time counts from the spin
    assert t.game.advance(11.9) == []
    events = t.game.advance(12)
    assert events[:2] == [TurnTimedOut(1, 0, kept=False, named=Colour.GREEN), ColourChosen(1, Colour.GREEN)]
    drawn = one(events, CardsDrawn)
    assert (kinds(drawn.cards), drawn.reason) == (["r3", "b4", "g7"], DrawReason.ROULETTE)
    assert one(events, PlayerSkipped) == PlayerSkipped(1) and events[-1] == TurnStarted(2)
    assert t.game.colour is Colour.GREEN and t.game.next_deadline() == 22


def test_a_timed_out_roulette_colour_ties_go_to_the_decks_first_colour(table):
    t = table(NO_MERCY_TIMED, [["wcr", "r1"], ["b1", "y2", "w+6"], ["g1", "g2"]], "r5", pile=["g3", "y4"])
    t.play(0, "wcr", now=0)
    events = t.game.advance(10)
    assert events[0] == TurnTimedOut(1, 0, kept=False, named=Colour.YELLOW)  # yellow comes before blue
    assert kinds(one(events, CardsDrawn).cards) == ["g3", "y4"]


def test_a_timed_out_roulette_that_was_its_players_last_card_ends_the_round(table):
    t = table(NO_MERCY_TIMED, [["wcr"], ["g1", "g2"], ["y1"]], "r5", pile=["r2", "g3"])
    t.play(0, "wcr", now=1)
    assert t.game.in_round and t.game.next_deadline() == 11
    ended = one(t.game.advance(11), RoundEnded)
    assert ended.winner == 0 and t.game.next_deadline() is None


def test_nothing_left_to_draw_passes(table):
    t = table(TIMED, [["b2"], ["g3"]], "r5")
    t.game.draw_pile.clear()
    events = t.game.advance(10)
    assert events == [TurnTimedOut(0, 0, kept=False), TurnStarted(1)]


def test_a_card_down_stops_the_clock(table):
    t = table(TIMED, [["r1", "b2"], ["r4", "g2"]], "r5")
    t.play(0, "r1", now=9)
    assert t.game.turn_deadline == 19 and t.game.current == 1  # the next player's, counted from the play


def test_set_up_starts_the_clock_at_now() -> None:
    game = Game(2, TIMED, seed=1)
    game.set_up([["r1"], ["b2"]], ["r5"], ["g1", "g2"], now=50)
    assert game.next_deadline() == 60


def absent_player_round(rules: RuleSet, players: int, seed: int) -> tuple[InvariantChecker, int]:
    """A round where seat 0 never acts (the player left the keyboard) and random bots play the others: seat 0's
    every turn times out. Returns the checker and how many times seat 0 timed out."""
    game = Game(players, rules, seed=seed)
    rng = random.Random(seed)
    bots = {seat: make_strategy("random", seat, random.Random(rng.getrandbits(32))) for seat in range(1, players)}
    scheduler = BotScheduler(game, bots)
    game.start_round()
    checker = InvariantChecker(game)
    now, timeouts = 0.0, 0
    for _ in range(20_000):
        if not game.in_round:
            break
        plan = scheduler.next_plan(now)
        deadline = game.next_deadline()
        if deadline is not None and (plan is None or deadline <= plan.due):
            now = max(now, deadline)
            events = game.advance(now)
        else:
            assert plan is not None
            now = plan.due
            events = game.apply(plan.seat, plan.action, now)
        for event in events:
            if type(event) is TurnTimedOut:
                assert event.player == 0, "a bot let its time run out"
                timeouts += 1
        scheduler.invalidate()
        checker(events)
    assert not game.in_round
    return checker, timeouts


def test_an_absent_player_times_out_every_turn_and_the_bots_never_do() -> None:
    total = 0
    for seed in range(12):
        rules = (HOUSE if seed % 2 else OFFICIAL).with_options(turn_timer_s=5 + 10 * (seed % 3))
        _, timeouts = absent_player_round(rules, 2 + seed % 4, seed)
        total += timeouts
    assert total > 0


def test_a_sequence_laid_during_the_next_turn_starts_that_players_time_again(table):
    rules = TIMED.with_options(sequences=True, sequence_ms=3000)
    t = table(rules, [["r5", "r6", "g1"], ["g9", "b4"], ["y5", "y2"]], "r9")
    t.play(0, "r5", now=1)
    assert t.game.current == 1 and t.game.turn_deadline == 11
    t.play(0, "r6", now=2)  # out of turn, the run goes on
    assert t.game.current == 1 and t.game.turn_deadline == 12


def test_rounds_with_an_absent_player_conform() -> None:
    """`apply` takes exactly what `legal_actions` lists while an absent player's time runs out, turn after turn."""
    for seed in range(4):
        game = Game(3, TIMED.with_options(turn_timer_s=5, interception="jump_in"), seed=seed)
        game.start_round()
        for step, (now, _, _, _) in enumerate(random_round_calls(game, seed, absent=(0,))):
            if step < 25:
                probe(game, now)
        assert any(type(event) is TurnTimedOut for event in game.log)


def test_an_absent_player_on_the_no_mercy_deck_is_named_roulette_colours_and_the_game_goes_on() -> None:
    named = 0
    for seed in range(12):
        checker, _ = absent_player_round(NO_MERCY_TIMED.with_options(turn_timer_s=5), 2 + seed % 4, seed)
        named += sum(1 for event in checker.game.log if type(event) is TurnTimedOut and event.named is not None)
    assert named > 0
