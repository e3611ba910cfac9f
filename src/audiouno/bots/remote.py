"""The expert's search in a process of its own, so that it never holds up a key: Python runs one thread at a time,
and a search on the program's own thread, or on another thread of it, would keep the player's key waiting.

One worker process serves a table's experts: only the decider thinks, so one search runs at a time. The table asks
for a search when an expert's turn is planned (`think`), and at the moment the plan comes due takes the answer if it
has come for that very decision, or else the hard bot's choice (`settle`); a search the game moved past is called
off. The worker is started with "spawn", the one way that works on every system and never copies the program's
window or sound into it.

A world crosses to the worker as the game's state with each card named by its place in the deck, so that it is the
worker's own card object (cards compare by identity), and without what the worker rebuilds (the deck, which cards
may follow which); so do the tables the expert's knowledge keeps.
"""

from __future__ import annotations

import contextlib
import io
import multiprocessing
import os
import pickle
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from multiprocessing.connection import Connection
from typing import Any

from ..engine import Action, Card, Edition, Game, PlayerView
from ..engine.cards import new_deck, side_deck
from ..engine.piles import shuffle
from ..engine.state import GameState
from .expert import Budget, ExpertStrategy, search
from .knowledge import Knowledge

REBUILT = ("matches", "deck", "log", "out", "shuffler")  # what the worker makes again rather than receives
WORKER_NICENESS = 10  # how far below the program the worker stands for the processor (Unix's scale: 0 to 19)


@cache
def _faces(edition: Edition, buzzer: bool) -> tuple[Card, ...]:
    light = side_deck(edition, buzzer)
    return tuple(light + side_deck(edition, buzzer, True)) if edition.two_sided else tuple(light)


@cache
def _places(edition: Edition, buzzer: bool) -> dict[Card, int]:
    return {card: index for index, card in enumerate(_faces(edition, buzzer))}


def _card(edition: str, buzzer: bool, index: int) -> Card:
    return _faces(Edition(edition), buzzer)[index]


class _Pickler(pickle.Pickler):
    """Names each card by its place in the deck's faces."""

    def __init__(self, file: io.BytesIO, edition: Edition, buzzer: bool) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self._key = (edition.value, buzzer)
        self._places = _places(edition, buzzer)

    def reducer_override(self, obj: Any) -> Any:
        if type(obj) is Card:
            return _card, (*self._key, self._places[obj])
        if type(obj) is Game:  # a table the knowledge keeps (`knowledge.Choice`): sent as the game itself is
            return rebuild, (game_state(obj),)
        return NotImplemented


@dataclass
class Question:
    """A search asked for: the decision, what is known, and how long it may take."""

    job: int
    state: dict[str, Any]  # the game's attributes, less what the worker rebuilds
    seat: int
    knowledge: Knowledge
    choices: list[Action]
    favourite: Action
    budget: Budget
    seed: int


def encode(question: Question) -> bytes:
    rules = question.state["rules"]
    buffer = io.BytesIO()
    _Pickler(buffer, rules.edition, rules.buzzer).dump(question)
    return buffer.getvalue()


def game_state(game: Game) -> dict[str, Any]:
    """What is sent of a game: its slots and whatever was attached besides, less what the worker rebuilds."""
    state = {name: getattr(game, name) for name in GameState.__slots__}
    state.update(vars(game))
    return {name: value for name, value in state.items() if name not in REBUILT}


def rebuild(state: dict[str, Any]) -> Game:
    """The game from its state as sent."""
    game = Game.__new__(Game)
    for name, value in state.items():
        setattr(game, name, value)
    rules = game.rules
    game.deck = tuple(new_deck(rules.edition, rules.buzzer))
    game.log = None
    game.out = []
    game.shuffler = shuffle
    game.set_side(game.dark)
    return game


def serve(connection: Connection, wanted: Any) -> None:
    """The worker: answers each question still wanted with the index of the chosen action and the share of the
    sampled rounds it won, until told to stop. It yields the processor to the program (and to the player's screen
    reader) wherever the system lets it: on a busy machine a key is answered first, and a search merely ends with
    fewer worlds."""
    if hasattr(os, "nice"):  # not on Windows, whose scheduler favours the window in front anyway
        os.nice(WORKER_NICENESS)
    while True:
        try:
            data = connection.recv_bytes()
        except EOFError:
            return
        if not data:
            return
        question: Question = pickle.loads(data)
        if wanted.value == question.job:
            answer(connection, question, wanted)


def answer(connection: Connection, question: Question, wanted: Any) -> None:
    """Search, and send the index of the action chosen, unless the question was called off meanwhile."""
    job = question.job
    view = PlayerView(rebuild(question.state), question.seat)
    rng = random.Random(question.seed)
    choice, share = search(
        view, question.knowledge, question.choices, question.favourite, question.budget, rng,
        stop=lambda: wanted.value != job,
    )  # fmt: skip
    if wanted.value == job:
        with contextlib.suppress(OSError):  # the table was left as the search ended
            connection.send_bytes(pickle.dumps((job, question.choices.index(choice), share)))


def decision_key(view: PlayerView) -> tuple[object, ...]:
    """What tells one decision of a seat from another: asked again for the same one, the search goes on."""
    return (view.seat, view.round_number, view.turns, view.phase, view.hand_sizes, len(view.discard), view.colour,
            view.pending_draw, view.draw_pile_size, view.drawn_card)  # fmt: skip


class RemoteSearch:
    """The experts' thinker at a table (`expert.Thinker`): their searches, in one worker process started on the
    first question. `seconds` gives the time a search may take, read at each question (the table's pace; None: no
    limit), and `worlds` how many worlds at most."""

    def __init__(self, seconds: Callable[[], float | None], worlds: int) -> None:
        self._seconds = seconds
        self.worlds = worlds
        self._context = multiprocessing.get_context("spawn")
        self._wanted = self._context.Value("q", 0, lock=False)  # the job still wanted; 0: none
        self._connection: Connection | None = None
        self._process: multiprocessing.process.BaseProcess | None = None
        self._job = 0
        self._asked: tuple[tuple[object, ...], list[Action]] | None = None  # the decision and its choices
        self._answer: int | None = None
        self.share = 0.0  # of the rounds played out, those the last answer won
        self.asked_again = False  # the decision asked for since the game last changed
        self.searches = 0  # asked for, all told
        self.in_time = 0  # of those, answered before the plan came due

    def start(self) -> None:
        """Start the worker now (it takes a moment to import the game), rather than at the first question."""
        if self._process is None:
            self._connection, theirs = self._context.Pipe()
            self._process = self._context.Process(target=serve, args=(theirs, self._wanted), daemon=True)
            self._process.start()
            theirs.close()

    def think(self, view: PlayerView, bot: ExpertStrategy, choices: list[Action], favourite: Action) -> None:
        key = decision_key(view)
        self.asked_again = True
        if self._asked is not None and self._asked[0] == key:
            return  # the same decision: the search under way goes on
        self.start()
        assert self._connection is not None
        self._job += 1
        self._wanted.value = self._job
        self._asked, self._answer = (key, choices), None
        self.searches += 1
        budget = replace(bot.budget, worlds=self.worlds, seconds=self._seconds())
        state = game_state(view.copy_game())
        question = Question(self._job, state, view.seat, bot.knowledge, choices, favourite, budget,
                            bot.search_rng.getrandbits(64))  # fmt: skip
        self._connection.send_bytes(encode(question))

    def settle(self, seat: int, action: Action) -> Action:
        """What `seat` does now that its plan is due: the search's answer if it has come, else `action` (the hard
        bot's). Either way the search is over."""
        asked = self._asked
        if asked is None or asked[0][0] != seat:
            return action  # another seat's plan: the search goes on
        self._collect()
        answer = self._answer
        self.forget()
        if answer is None:
            return action
        self.in_time += 1
        return asked[1][answer]

    @property
    def pending(self) -> bool:
        """Whether a search has been asked for and not settled or called off."""
        return self._asked is not None

    def ready(self) -> bool:
        """Whether the search asked for has answered (without waiting)."""
        self._collect()
        return self._answer is not None

    def forget(self) -> None:
        """Call off the search under way (the game moved on)."""
        self._wanted.value = 0
        self._asked, self._answer = None, None

    def close(self) -> None:
        """End the worker (the table is left). Not waited for: the key that left the table is answered at once,
        and the worker, its search called off, ends by itself after the world it is playing out (multiprocessing
        collects it at the next process started, or at exit)."""
        self.forget()
        if self._process is None or self._connection is None:
            return
        with contextlib.suppress(OSError):  # the worker already gone
            self._connection.send_bytes(b"")
        self._connection.close()
        self._process = self._connection = None

    def _collect(self) -> None:
        """Read the answers that have come, keeping the one for the search still asked for."""
        connection = self._connection
        while connection is not None and connection.poll():
            job, answer, share = pickle.loads(connection.recv_bytes())
            if job == self._job and self._asked is not None:
                self._answer, self.share = answer, share
