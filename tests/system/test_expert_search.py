"""The expert's search off the main loop (bots.remote), with a real worker process: it answers as the same search
would in-process, a plan that comes due before the answer falls back on the hard bot's choice, and a search the
game has moved past is called off (the worker is free for the next one at once, not after the days the first
one's budget allowed); leaving the table calls the worker off without waiting for it, and it ends by itself."""

from __future__ import annotations

import multiprocessing
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from audiouno.app.scenes.table.pacing import BotPacer
from audiouno.bots.base import tell
from audiouno.bots.expert import MIN_WORLDS, Budget, ExpertStrategy, options, search
from audiouno.bots.heuristic import HardStrategy
from audiouno.bots.remote import RemoteSearch
from audiouno.engine import OFFICIAL, Action, Game, PlayerView

WORLDS = MIN_WORLDS  # the smallest search that may overrule the hard bot: the decision below makes it plain
CEILING = 120.0  # seconds to wait for an answer that comes in well under one on an idle machine
ENDLESS = 10**9  # worlds: a search that would run for days unless called off


@dataclass
class Decision:
    """A decision the search takes another way than the hard bot: with two cards, a red 5 and a Wild Draw Four, on
    a red 3, against one card. The hard bot keeps its wild and lays the 5, which the other player answers more
    often than not (most cards unseen are red); the Draw Four, with the 5 to follow, wins at once."""

    game: Game
    bot: ExpertStrategy
    choices: list[Action]
    favourite: Action
    chosen: Action
    rng_state: Any  # the bot's search generator before it drew the search's seed


@pytest.fixture(scope="module")
def found() -> Decision:
    game = Game(2, OFFICIAL, seed=1)
    game.set_up([["w+4", "r5"], ["g7"]], ["b3", "r3"], ["r1", "r2", "r7", "r8", "b5", "g5", "y5", "r9"])
    bot = ExpertStrategy(0, random.Random(1), Budget(worlds=WORLDS))
    view = PlayerView(game, 0)
    legal = view.legal_actions()
    favourite = HardStrategy.decide(bot, view, legal)[0]  # type: ignore[index]
    state = bot.search_rng.getstate()
    chosen = bot.decide(view, legal)[0]  # type: ignore[index]
    assert chosen != favourite  # the search, in-process, overrules the hard bot here
    return Decision(game, bot, options(legal, favourite), favourite, chosen, state)


@pytest.fixture
def thinker() -> Iterator[RemoteSearch]:
    remote = RemoteSearch(lambda: None, WORLDS)
    yield remote
    remote.close()


def ask(remote: RemoteSearch, found: Decision, worlds: int, game: Game | None = None) -> None:
    """Ask the worker for the decision found, with the seed the in-process search drew."""
    bot = found.bot
    bot.search_rng.setstate(found.rng_state)
    remote.worlds = worlds
    remote.think(PlayerView(game or found.game, bot.seat), bot, found.choices, found.favourite)


def wait_for_answer(remote: RemoteSearch) -> None:
    start = time.monotonic()
    while not remote.ready():
        assert time.monotonic() - start < CEILING, "the worker never answered"
        time.sleep(0.01)


def test_the_worker_answers_as_the_search_does_in_process(thinker: RemoteSearch, found: Decision) -> None:
    ask(thinker, found, WORLDS)
    wait_for_answer(thinker)
    assert thinker.settle(found.bot.seat, found.favourite) == found.chosen != found.favourite


def test_a_plan_due_before_the_answer_keeps_the_hard_bots_choice(thinker: RemoteSearch, found: Decision) -> None:
    ask(thinker, found, ENDLESS)
    time.sleep(0.5)
    assert not thinker.ready()
    assert thinker.settle(found.bot.seat, found.favourite) == found.favourite
    # Called off as it fell back, the endless search leaves the worker free for the next question at once.
    ask(thinker, found, WORLDS)
    wait_for_answer(thinker)
    assert thinker.settle(found.bot.seat, found.favourite) == found.chosen


def test_a_search_the_game_moved_past_is_called_off(thinker: RemoteSearch, found: Decision) -> None:
    game = found.game.copy()
    expert = found.bot
    expert.thinker = thinker
    expert.budget = Budget(worlds=ENDLESS)
    thinker.worlds = ENDLESS
    pacer = BotPacer(game, {expert.seat: expert}, lambda: 1.0, thinker)
    now = game.now
    assert pacer.next_due(now) is not None  # the expert's turn is planned, its endless search under way
    time.sleep(0.5)
    assert not thinker.ready()
    # The turn is taken another way (as a player's key would take it); the table tells the pacer, which plans
    # afresh: the expert is not asked that decision again, and its search is called off.
    pacer.observe(game.apply(expert.seat, found.favourite, now))
    pacer.next_due(now)
    expert.budget = Budget(worlds=WORLDS)
    ask(thinker, found, WORLDS)
    wait_for_answer(thinker)
    assert thinker.settle(expert.seat, found.favourite) == found.chosen


def test_leaving_the_table_ends_the_worker_without_waiting_for_it(found: Decision) -> None:
    remote = RemoteSearch(lambda: None, ENDLESS)
    before = set(multiprocessing.active_children())
    ask(remote, found, ENDLESS)
    time.sleep(0.5)
    assert not remote.ready()
    (worker,) = set(multiprocessing.active_children()) - before
    remote.close()  # the key that left the table is answered at once: the worker is told, not waited for
    assert not remote.pending
    worker.join(CEILING)  # called off, the endless search stops after its world, and the worker ends
    assert worker.exitcode == 0


def test_the_worker_judges_the_worlds_by_the_cards_the_others_chose_as_the_search_does_in_process(
    thinker: RemoteSearch,
) -> None:
    """Mid-round, after the hard bot laid cards of its choice: the worker receives those choices with the tables they
    were made at, and deals and judges the same worlds as the search in-process (the same share of rounds won)."""
    game = Game(2, OFFICIAL, seed=3)
    expert = ExpertStrategy(0, random.Random(3), Budget(worlds=1))
    hard = HardStrategy(1, random.Random(4))
    view = PlayerView(game, 0)
    tell([expert, hard], game.start_round())
    while True:
        seat = game.decider
        assert seat is not None and game.in_round, "no decision with choices to judge came up"
        legal = game.legal_actions(seat)
        if seat == 0 and expert.knowledge.choices:
            favourite = HardStrategy.decide(expert, view, legal)[0]  # type: ignore[index]
            choices = options(legal, favourite)
            if len(choices) > 1:
                break
        action = (expert if seat == 0 else hard).decide(PlayerView(game, seat), legal)[0]  # type: ignore[index]
        tell([expert, hard], game.apply(seat, action, game.now))
    expert.knowledge.sync(view)
    state = expert.search_rng.getstate()
    budget = Budget(worlds=WORLDS)
    chosen, share = search(
        view, expert.knowledge, choices, favourite, budget, random.Random(expert.search_rng.getrandbits(64))
    )
    expert.search_rng.setstate(state)
    thinker.worlds = WORLDS
    thinker.think(view, expert, choices, favourite)
    wait_for_answer(thinker)
    assert thinker.settle(0, favourite) == chosen
    assert thinker.share == share
