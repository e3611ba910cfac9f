"""The table's events, said: each event as the player's seat sees it, the standings after a round, and a race's
sound alone before any words.

A turn line waits while a card may still be laid out of turn (an interception, a jump-in, a sequence going on):
an interception is heard before the turn it takes away, and the player's own open sequence is said with how long
it stays open. The player's own turn line waits only while a bot means to lay such a card (the prompter asks the
pacer, `release_turn`): it is never said and then taken away, and never kept waiting for nothing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ....engine import Phase, Play, redact
from ....engine.events import (
    CardPlayed,
    CardsDrawn,
    DealerChosen,
    Event,
    NothingToDraw,
    Passed,
    PlayMode,
    ReactionResolved,
    ReactionStarted,
    RoundEnded,
    TurnStarted,
)
from ...output.history import MessageHistory
from ...output.line_clock import LineClock
from ...output.voice import Utterance
from .answers import Answers
from .card_notes import CardNotes
from .context import FollowUp, TableContext
from .review import TableReview

RACE_CALLS = frozenset({"buzzer", "slap"})  # the cues that call a race: the player reacts to it, so it plays alone
_OWN_RUN = (PlayMode.TURN, PlayMode.DRAWN, PlayMode.SEQUENCE, PlayMode.SAME_RANK)


class TableNarration:
    def __init__(self, context: TableContext, answers: Answers, review: TableReview, history: MessageHistory) -> None:
        """`review`: told every event, for the keys that say what each player laid; `history`: the match's own,
        which the history keys read: the game's events, nothing else."""
        self.services = context.services
        self.view = context.view
        self.narrator = context.narrator
        self.answers = answers
        self.review = review
        self.history = history
        self.notes = CardNotes(context.services.catalogue)
        self._held_turn: list[Utterance] = []  # a turn line, while a card may be laid out of turn
        # Told when the player's own turn line is said, with its clock (when it is heard).
        self.on_own_turn_said: Callable[[LineClock | None], None] | None = None
        self._dealer_draw: DealerChosen | None = None  # the match's draw for the first dealer, once told

    def dealer_draw(self) -> str:
        """Every card drawn to choose the first dealer (the match's first words say only whose was highest)."""
        draw = self._dealer_draw
        if draw is None:
            return self.services.catalogue.text("event.dealer_draw_none")
        return self.narrator.words.dealer_draws(draw)

    def replay(self, events: list[Event]) -> None:
        """A saved match's events, as they are replayed: into the history and the table review, unspoken."""
        said, turn = self._utterances(events)
        for utterance in [*said, *turn]:
            if utterance.text:
                self.history.add(utterance.text)
        self.notes.notes(events)

    def _utterances(self, events: list[Event]) -> tuple[list[Utterance], list[Utterance]]:
        """What the events say, and apart the line of another player's turn they end with, which `say` may hold."""
        self.review.observe(events)
        me = self.view.seat
        said: list[Utterance] = []
        turn: list[Utterance] = []
        for index, event in enumerate(events):
            seen = redact(event, me)
            if isinstance(seen, DealerChosen):
                self._dealer_draw = seen
            words = self.narrator.narrate(seen, self.view)
            if isinstance(seen, TurnStarted) and index == len(events) - 1:
                turn = words
                continue
            said += words
            if isinstance(seen, RoundEnded) and self.view.phase is Phase.ROUND_OVER:
                # The narrator said who scored what; now where everyone stands.
                said.append(Utterance(self.answers.scores(), False, None, None, kind="results"))
        return said, turn

    def say(self, events: list[Event], follow_up: FollowUp | None = None) -> None:
        """Narrate `events`; with none, a window has closed and a turn line held for it is said. `follow_up`: the
        rest of the answer to the player's key (where the focus went after a play), asked for once the hand is up
        to date: said after what the key did, before the next player's turn, and not kept."""
        voice = self.services.voice
        held, self._held_turn = self._held_turn, []
        if any(isinstance(event, CardPlayed) and event.mode is PlayMode.INTERCEPTION for event in events):
            held = []  # that turn is gone: the interception says whose it was
        if _own(held) and any(_takes_a_turn(event) and _by(event) == self.view.seat for event in events):
            held = []  # the player acted on their turn before hearing it: it needs no telling any more
        said, turn = self._utterances(events)
        if held and not turn and not any(_takes_a_turn(event) for event in events):
            # The turn stays where it was (a sequence goes on, someone says UNO): still to be said, once no card
            # can be laid out of turn any more.
            turn, held = held, []
        said += self._own_sequence(events)
        # The rest of the answer: after the play and what it did (the sequence's seconds, a skip, a penalty),
        # before the next player's turn.
        rest = follow_up() if follow_up is not None else None
        answer = Utterance(rest, True, None, None, kind="focus") if rest else None
        if answer is not None:
            mine = next((index for index, said_ in enumerate(said) if said_.cue == "your_turn"), len(said))
            said.insert(mine, answer)  # before the player's own next turn too (a skip with two players)
        said = _after_own_answers(said, held)
        if turn and self._out_of_turn_possible():
            self._held_turn = turn
        else:
            said += turn
        said = self._race_of_one(said, events)
        race = next((utterance for utterance in said if utterance.cue in RACE_CALLS), None)
        if race is not None and race.cue is not None:
            # A race starts with its own sound, alone and before any words: the card's cue would blur it.
            voice.cue(race.cue, race.seat)
            said = [replace(utterance, cue=None) for utterance in said]
        self._speak(said, answer)
        for note in self.notes.notes(events):
            voice.say(Utterance(note, False, None, None, kind="table"))

    def holds_own_turn(self) -> bool:
        """The player's own turn line waits, while a card may still be laid out of turn."""
        return _own(self._held_turn)

    def hold_with_turn(self, text: str) -> None:
        """Words said with the held turn line, after it (what the player may do)."""
        self._held_turn.append(Utterance(text, False, None, None))

    def release_turn(self) -> None:
        """Say the held turn line now: nobody means to lay a card out of turn."""
        held, self._held_turn = self._held_turn, []
        self._speak(held, None)

    def _speak(self, said: list[Utterance], answer: Utterance | None) -> None:
        voice = self.services.voice
        for utterance in said:
            if utterance is answer:
                voice.answer(utterance.text, kind=utterance.kind)  # not waited for, not in the match's history
                continue
            voice.say(utterance)  # as the player's verbosity profile has it heard
            if utterance.cue == "your_turn" and self.on_own_turn_said is not None:
                self.on_own_turn_said(voice.said_last)  # the player's turn line: its clock tells when it is heard
            if utterance.text:
                self.history.add(utterance.text)  # in full, whatever the profile

    def _race_of_one(self, said: list[Utterance], events: list[Event]) -> list[Utterance]:
        """A race decided as it opens (one player left to race, after a last card) calls no one to press and has
        no sound of its own: its line says who is left, and every cue of the verdict plays."""
        start = next((index for index, event in enumerate(events) if isinstance(event, ReactionStarted)), None)
        if start is None or not any(isinstance(event, ReactionResolved) for event in events[start:]):
            return said
        started = events[start]
        assert isinstance(started, ReactionStarted)
        [seat] = started.players
        who = "you" if seat == self.view.seat else "other"
        words = self.services.catalogue.text
        text = words(f"event.reaction_alone.{started.kind.value}", who=who, player=self.narrator.names[seat])
        return [
            replace(utterance, text=text, cue=None, interrupt=False) if utterance.cue in RACE_CALLS else utterance
            for utterance in said
        ]

    def _out_of_turn_possible(self) -> bool:
        view = self.view
        return view.interception_open or view.sequence_owner is not None

    def _own_sequence(self, events: list[Event]) -> list[Utterance]:
        """After the player's own card, when they hold one that goes on with it: how long they have to."""
        view = self.view
        me = view.seat
        played = any(isinstance(e, CardPlayed) and e.player == me and e.mode in _OWN_RUN for e in events)
        if not played or view.sequence_owner != me:
            return []
        if not any(isinstance(action, Play) for action in view.legal_actions()):
            return []
        seconds = view.rules.sequence_ms / 1000
        return [Utterance(self.services.catalogue.text("table.sequence_open", seconds=seconds), False, None, None)]


def _after_own_answers(said: list[Utterance], held: list[Utterance]) -> list[Utterance]:
    """A held turn line is still that player's turn: said after the answer to the player's own key (the lines
    that lead with an interrupt), and before the news that follows, such as what that player does."""
    lead = 0
    while lead < len(said) and said[lead].interrupt:
        lead += 1
    return [*said[:lead], *held, *said[lead:]]


def _own(said: list[Utterance]) -> bool:
    """Whether these lines hold the player's own turn line (its cue says so, whatever the profile says)."""
    return any(utterance.cue == "your_turn" for utterance in said)


def _by(event: Event) -> int | None:
    return getattr(event, "player", None)


def _takes_a_turn(event: Event) -> bool:
    """A move on a turn (a card, a draw, a pass) or a new turn: a turn line held before it is said before it."""
    if isinstance(event, CardPlayed):
        return event.mode is not PlayMode.SEQUENCE
    return isinstance(event, (CardsDrawn, Passed, NothingToDraw, TurnStarted))
