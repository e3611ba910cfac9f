"""Shared helpers of the engine tests: picking events, snapshots, refusals, and common tables."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from audiouno.bots import make_strategy
from audiouno.bots.scheduler import BotScheduler
from audiouno.engine import (
    OFFICIAL,
    Action,
    Card,
    ChooseColour,
    Colour,
    Edition,
    Game,
    IllegalAction,
    Play,
)
from audiouno.engine.events import (
    CardsDrawn,
)

MAX_CALLS = 20_000  # far past any round random bots play


def random_round_calls(
    game: Game, seed: int, absent: tuple[int, ...] = ()
) -> Iterator[tuple[float, int | None, Action | None, float]]:
    """The round in progress played by random bots as `bots.headless.play_round` plays it, one call at a time.

    Before each call it yields (now, seat, action, at): the game time so far, then who acts and what at time `at`
    (seat and action None: time passes to `at`, closing a window). The call is made when the loop resumes, so a
    test can look at the game as it stands before it, or make the same call elsewhere. The `absent` seats never
    act (a player away from the keys): under a turn timer their time runs out.
    """
    rng = random.Random(seed)
    bots = {seat: make_strategy("random", seat, random.Random(rng.getrandbits(32))) for seat in range(game.players)}
    for seat in absent:
        del bots[seat]
    scheduler = BotScheduler(game, bots)
    now = 0.0
    for _ in range(MAX_CALLS):
        if not game.in_round:
            return
        plan = scheduler.next_plan(now)
        deadline = game.next_deadline()
        if deadline is not None and (plan is None or deadline <= plan.due):
            at = max(now, deadline)
            yield now, None, None, at
            game.advance(at)
        else:
            assert plan is not None, "nobody can act and no deadline is pending"
            at = plan.due
            yield now, plan.seat, plan.action, at
            game.apply(plan.seat, plan.action, at)
        now = at
        scheduler.invalidate()
    raise AssertionError("the round never ended")


MINECRAFT = OFFICIAL.with_options(edition=Edition.MINECRAFT)
MOTU = OFFICIAL.with_options(edition=Edition.MOTU)
NO_SKIP = OFFICIAL.with_options(draw_penalty_skips_turn=False)
CLASSIC_COLOURS = [Colour.RED, Colour.YELLOW, Colour.GREEN, Colour.BLUE]
HANDS3 = [["r1", "g2", "b3"], ["r4", "g5", "b6"], ["r7", "g8", "b9"]]
HANDS4 = [*HANDS3, ["r8", "y2", "y3"]]


def of(events, kind):
    """The events of one kind, in order."""
    return [event for event in events if type(event) is kind]


def one(events, kind):
    found = of(events, kind)
    assert len(found) == 1, f"expected one {kind.__name__} in {events}"
    return found[0]


def kinds(cards):
    return [card.kind for card in cards]


def snapshot(game):
    """Everything an illegal action must leave untouched."""
    return (
        game.phase,
        game.current,
        game.decider,
        game.direction,
        game.colour,
        game.pending_draw,
        [[card.id for card in hand] for hand in game.hands],
        [card.id for card in game.draw_pile],
        [card.id for card in game.discard],
        list(game.totals),
        list(game.uno_called),
        dict(game.catch_deadlines),
        len(game.log),
    )


def refused(target, player, action, reason, now=0.0):
    """Apply an action the rules must refuse with `reason` (on a Game or a Table), and check it changed nothing."""
    game = getattr(target, "game", target)
    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(player, action, now)
    assert info.value.reason == reason
    assert snapshot(game) == before


def thin_pile(game, keep):
    """Move all but the top `keep` cards of the draw pile under the top card of the discard pile."""
    rest = game.draw_pile[:-keep] if keep else list(game.draw_pile)
    del game.draw_pile[: len(rest)]
    game.discard[:0] = rest


def play_out(game):
    """Finish the round: every decider plays its first playable card, else its first legal action."""
    for _ in range(5000):
        if not game.in_round:
            return
        seat = game.decider
        actions = game.legal_actions(seat)
        plays = [action for action in actions if type(action) is Play]
        game.apply(seat, plays[0] if plays else actions[0])
    raise AssertionError("the round never ended")


def draw_four_table(table, rules, first_hand):
    """Seat 0 plays a Draw Four on a red 5 and names green; seat 1 is the victim."""
    t = table(rules, [first_hand, ["r4", "b2"], ["g7", "b3"]], "r5", pile=["y1", "y2", "y3", "y4", "y5", "y6"])
    t.play(0, "w+4")
    t.events = t.act(0, ChooseColour(Colour.GREEN))
    return t


def finish(table, rules, losers=(["rs", "w", "g9"], ["b+2", "w+4", "y0"]), dealer=None):
    """Seat 0 goes out with a red 1; the others keep `losers`."""
    t = table(rules, [["r1"], *losers], "r5", dealer=dealer)
    t.events = t.play(0, "r1")
    return t


def drawn(events, player):
    """(count, reason) of every CardsDrawn of `player`."""
    return [(event.count, event.reason) for event in of(events, CardsDrawn) if event.player == player]


def play_of(t, player, kind):
    return Play(t.card(player, kind))


VARIANTS_OFF = {
    "sequences": False,
    "interception": "off",
    "zero_passes_hands": False,
    "seven_swaps": False,
    "buzzer": False,
    "slap_on_nine": False,
    "no_wild_finish": False,
    "wrong_play_penalty": 0,
}


ROOT = Path(__file__).resolve().parents[2]


def cards_in(value):
    """Every Card inside a value made of cards, tuples and lists."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from cards_in(item)
