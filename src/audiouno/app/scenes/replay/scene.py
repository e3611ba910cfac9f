"""A kept match replayed by ear: Left and Right a turn, Up and Down a round, Home and End, a number to jump to a
turn (its digits typed within a moment of each other: three keys reach any of 999 turns), H the player's hand on
that turn, R the turn again, Ctrl+E the whole match as a text file, F1 the keys, Escape back to the list.

Each turn is said as the table told it (`turns.py`). Its keys are a keymap place of their own, `[replay]`.
"""

from __future__ import annotations

from ...files.replays import KeptMatch
from ...keys.commands import Command, Commands
from ...keys.places import REPLAY
from ...loop import KeyPress
from ...output.pictures import ListPicture
from ..lists.helplist import HelpList
from ..scene import Scene, Services
from ..table.hand_reader import hand_summary
from .replay_turn import ReplayTurn, turn_words
from .transcript import export_transcript

PLACE = REPLAY.place
TYPING_WITHIN = 1.5  # seconds between the digits of one turn's number
DIGITS = "0123456789"


class ReplayScene(Scene):
    place = PLACE

    def __init__(self, services: Services, kept: KeptMatch, turns: list[ReplayTurn], title: str) -> None:
        super().__init__(services)
        self.kept = kept
        self.turns = turns
        self.title = title
        self.index = 0
        self._typed: tuple[str, float] | None = None  # the digits typed so far, and when the last came (app time)

    @property
    def turn(self) -> ReplayTurn:
        return self.turns[self.index]

    def enter(self, now: float) -> None:
        text = self.services.catalogue.text
        intro = text("replay.intro", match=self.title, turns=len(self.turns), rounds=self.turns[-1].round)
        self.services.voice.answer(f"{intro} {self.turn_words()}", "menu_move")

    def reveal(self, now: float, closed: object) -> None:
        self.services.voice.answer(self.turn_words())

    def handle(self, press: KeyPress, now: float) -> bool:
        command = self.services.keymap.command(PLACE, press.key, press.mod)
        if REPLAY_COMMANDS.dispatch(self, command, press.repeat, now):
            return True
        if command is None and not press.repeat and len(press.unicode) == 1 and press.unicode in DIGITS:
            self._digit(press.unicode)
            return True
        return False

    def turn_words(self) -> str:
        return turn_words(self.services.catalogue.text, self.turn, len(self.turns))

    # ------------------------------------------------------------ the keys

    def go(self, index: int) -> None:
        """To turn `index`; at either end, the same turn again with the edge sound."""
        index = min(len(self.turns) - 1, max(0, index))
        cue = "menu_back" if index == self.index else "menu_move"
        self.index = index
        self.services.voice.answer(self.turn_words(), cue)

    def round_step(self, step: int) -> None:
        """Down: to the first turn of the next round. Up: to the first turn of this round, or from there of the
        one before."""
        firsts = [
            index for index, turn in enumerate(self.turns) if index == 0 or turn.round != self.turns[index - 1].round
        ]
        position = max(position for position, index in enumerate(firsts) if index <= self.index)
        if step < 0 and firsts[position] < self.index:
            self.go(firsts[position])
            return
        position += step
        self.go(firsts[position] if 0 <= position < len(firsts) else self.index)

    def _digit(self, digit: str) -> None:
        """A digit of a turn's number: typed within a moment of the last, it goes on the number; alone, it starts
        one. The replay goes to that turn as the number grows."""
        now = self.services.control.clock()
        typed = self._typed[0] if self._typed is not None and now - self._typed[1] <= TYPING_WITHIN else ""
        number = typed + digit
        self._typed = (number, now)
        wanted = int(number)
        if not 1 <= wanted <= len(self.turns):
            text = self.services.catalogue.text("replay.no_such_turn", number=wanted, count=len(self.turns))
            self.services.voice.answer(text, "invalid")
            return
        self.go(wanted - 1)

    def hand(self) -> None:
        services = self.services
        words = hand_summary(services.catalogue.text, services.words, self.turn.hand)
        services.voice.answer(services.catalogue.text("replay.hand", number=self.turn.number, hand=words))

    def export(self) -> None:
        services = self.services
        written = export_transcript(services, self.kept, self.title, self.turns)
        if written is None:
            services.voice.answer(services.catalogue.text("replay.export_failed"), "invalid")
            services.tell_file_notices()
            return
        services.voice.answer(services.catalogue.text("replay.exported", path=written))

    def help(self) -> None:
        self.services.control.push(HelpList(self.services, REPLAY_COMMANDS, "help.replay_intro"))

    def picture(self) -> ListPicture:
        return ListPicture(self.title, (self.turn_words(),), 0)


REPLAY_COMMANDS: Commands[ReplayScene] = Commands(
    REPLAY,
    Command("previous_turn", lambda replay, now: replay.go(replay.index - 1)),
    Command("next_turn", lambda replay, now: replay.go(replay.index + 1)),
    Command("previous_round", lambda replay, now: replay.round_step(-1)),
    Command("next_round", lambda replay, now: replay.round_step(1)),
    Command("first_turn", lambda replay, now: replay.go(0)),
    Command("last_turn", lambda replay, now: replay.go(len(replay.turns) - 1)),
    Command("hand", lambda replay, now: replay.hand()),
    Command("repeat", lambda replay, now: replay.services.voice.answer(replay.turn_words())),
    Command("export", lambda replay, now: replay.export()),
    Command("help", lambda replay, now: replay.help()),
    Command("back", lambda replay, now: replay.close()),
)
