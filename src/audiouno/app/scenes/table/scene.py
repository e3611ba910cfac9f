"""The table: a match between the player (seat 0) and the bots, played by keys and heard through speech and cues.

Every key becomes an engine action or a question about the table; every engine event, the player's or a bot's,
is narrated from the player's point of view. The engine's time is the app's clock minus the time spent in the
menu, so no window runs out while the game is paused, and minus the time the game's own news takes to be heard:
the bots' pace, their reflexes and every window (the player's and theirs) count from when the words that opened
them are heard. Only a race whose sound is heard runs while its words are said: it starts at its sound.

The scene decides what is done and when: it applies every action (the player's and the bots') through its match
(`match.Match`: the `Game`, each call noted for the save, the save, the count, a saved match taken up again) and
keeps the game's time; everything that only reads the game, through the player's view, is a part of its own
(`context.TableContext`).
"""

from __future__ import annotations

import random

from ....bots import tell
from ....bots.expert import ExpertStrategy
from ....bots.heuristic import HardStrategy
from ....engine import Action, IllegalAction, Phase
from ....engine.events import (
    CardPlayed,
    CardsDrawn,
    Event,
    HandsPassed,
    HandsSwapped,
    MatchEnded,
    RoundEnded,
)
from ...clock import PausableTime
from ...files.match_setup import MatchSetup
from ...files.saved_match import SavedMatch
from ...keys.commands import Command, Commands
from ...keys.keymap import press_name
from ...keys.places import TABLE
from ...loop import KeyPress, Layer
from ...output.history import MessageHistory
from ...output.narration import Narrator
from ...output.pictures import TablePicture
from ..lists.helplist import HelpList
from ..lists.menu import GameMenu
from ..lists.rules_list import RulesList, open_rules_document
from ..scene import Scene, Services
from .answers import Answers
from .choices import GameChoices
from .context import FollowUp, TableContext
from .fair_races import FairRaces
from .hand import HandCursor, Sort
from .hand_reader import HandReader
from .history_reader import HistoryReader
from .learning import HINT_POLL, Learning
from .match import ME, Deal, Match, shuffled_deal, with_the_card
from .moves import PlayerMoves
from .pacing import expert_thinker
from .picture import table_picture
from .prompts import Prompter
from .quick_settings import TableSettings
from .races import Races
from .review import TableReview
from .round_hands import RoundHands
from .seats import SeatKeys, seat_commands
from .stray_keys import says_nothing_here
from .telling import TableNarration

PLACE = TABLE.place
MAX_BOT_STEPS = 50  # bot actions applied in one update at most, so a key is never kept waiting
# The turn timer's one warning, when the player asked for it (settings.timer_warning): this many seconds before
# their time is up, on turns longer than that.
TIMER_WARNING = 10


class TableScene(Scene):
    place = PLACE

    def __init__(
        self,
        services: Services,
        setup: MatchSetup,
        seed: int | None,
        deal: Deal = shuffled_deal,
        *,
        keep: bool = False,
    ) -> None:
        """`deal` starts each round: shuffled, or arranged (tests, and practice later). `keep`: the match is saved
        after every change and counted in the statistics (a shuffled match only: its log replays)."""
        super().__init__(services)
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)  # chosen here rather than by the engine: a save names it
        self.setup = setup.copy()
        self.match = Match(services, self.setup, seed, deal, keep)
        self.keeper, self.bots = self.match.keeper, self.match.bots
        self._restored_at: float | None = None  # game time a saved match was taken up at
        self._round_over_at = 0.0  # game time the last round ended
        catalogue = services.catalogue
        self.names = [services.catalogue.text("table.my_name")] + [
            services.catalogue.text(f"bot.name.{seat}") for seat in range(1, setup.players)
        ]
        self.view = self.match.view
        self.narrator = Narrator(catalogue, self.names, ME)
        # What every part of the table reads: the player's view, never the Game (engine.view).
        self.context = TableContext(services, self.view, tuple(self.names), self.narrator)
        self.answers = Answers(self.context)
        self.review = TableReview(self.context)
        self.seats = SeatKeys(self.context, self.review)

        def pace() -> float:  # read at each use: F4 and F5 change it
            return services.settings.bot_pace

        self.pacer = self.match.bot_pacer(pace, expert_thinker(self.bots, pace))
        # The hint's hard bot in the player's seat, told what the seat is told: its choice is the hint. Its own
        # generator, so that the bots' stay as they were (the hard temperament never draws on it to choose).
        self.adviser = HardStrategy(ME, random.Random(seed))
        self.hand = HandCursor()
        self.hand.sort = Sort(services.settings.hand_sort)
        self.time = PausableTime()
        self._deadline: float | None = None
        self._warned_turn: int | None = None  # the turn (view.turns) whose time warning was said
        # The table's parts, each answering its own keys or telling its own part of the game.
        self.hand_reader = HandReader(self.context, self.hand)
        self.learning = Learning(
            self.context, self.hand, self.adviser, self._count_hint, ExpertStrategy(ME, random.Random(seed))
        )
        self.heard = MessageHistory()  # the game's events as told: what the history keys read
        self.history = HistoryReader(services, self.heard)
        self._last_key_at: float | None = None  # app time of the player's last key at the table
        self.table_settings = TableSettings(services, self.pacer, lambda: self._keep([]))
        self.narration = TableNarration(self.context, self.answers, self.review, self.heard)
        fair = FairRaces(self.context, self.bots, self.adviser, lambda: self.match.counts)
        self.races = Races(self.context, self.time, fair)
        self.choices = GameChoices(self.context, self._chosen)
        coming = lambda: self.pacer.plays_out_of_turn(self.time.at(services.control.clock()))  # noqa: E731
        parts = (self.choices, self.narration, self.hand, self.answers)
        self.prompter = Prompter(self.context, self.bots, parts, coming)
        by_itself = setup.stand_in is None  # not while watching a bot in the player's seat
        views = self.match.seat_views()
        self.round_hands = RoundHands(self.context, self.review, self.bots, views, by_itself=by_itself)
        self.moves = PlayerMoves(
            self.context,
            self.hand,
            self._act,
            deal=self._deal_round,
            leave=self._leave,
            turn_came_unheard=lambda: self.prompter.turn_came_unheard(self._last_key_at, services.control.clock()),
            race_gate=self.races.gate,
        )

    # ------------------------------------------------------------ the scene's hooks

    @classmethod
    def restored(cls, services: Services, saved: SavedMatch) -> TableScene:
        """The saved match replayed to where it stood; `ValueError` (or `IllegalAction`) if the save does not
        replay to the state it recorded."""
        table = cls(services, saved.setup, saved.seed, keep=True)

        def told(events: list[Event]) -> None:
            table.narration.replay(events)
            tell([*table.bots.values(), *table.learning.advisers], events)

        not_counted, presses = table.match.replay(saved, told)
        table.pacer.keep_presses(presses)
        table.hand.sort = Sort(saved.hand_sort)
        table.hand.sync(table.view.hand)
        table.learning.hints_used = saved.hints_used
        table._restored_at = saved.saved_at
        table._deadline = table.view.next_deadline
        table.match.count(not_counted)
        return table

    def enter(self, now: float) -> None:
        self.services.voice.seat_at(self.view.players, ME)
        if self._restored_at is not None:
            self.time.continue_from(self._restored_at, now)
            self.services.voice.answer(self.answers.where_it_stands())
            self._process([])
            return
        opponents = self.services.catalogue.text("list.separator").join(self.names[1:])
        # In the history only: the lobby has just named the players, and the deal's first words answer the Enter
        # that started the match, so that the first turn comes soon.
        self.services.voice.note(self.services.catalogue.text("table.welcome", opponents=opponents))
        self._deal_round(self._at(now))
        self._listen(now)

    def suspend(self, now: float) -> None:
        self.time.pause(now)

    def resume(self, now: float) -> None:
        self.time.resume(now)

    def handle(self, press: KeyPress, now: float) -> bool:
        command = self.services.keymap.command(PLACE, press.key, press.mod)
        calling = self.races.call_unheard()
        try:
            if command is None and says_nothing_here(press):
                name = self.services.words.key_name(press_name(press.key, press.mod))
                self._answer(self.services.catalogue.text("table.no_such_key", pressed=name))
                handled = True
            else:
                handled = TABLE_COMMANDS.dispatch(self, command, press.repeat, self._at(now))
        finally:
            self._last_key_at = now
        if calling and command != "buzzer":
            self.races.call_again()  # the key's answer cut the call off: the race starts when it is heard
        self._listen(now)
        return handled

    def reveal(self, now: float, closed: Layer) -> None:
        """Back from the keys' list (F1): say so, and where the game stands (the menu says it itself)."""
        if isinstance(closed, (HelpList, RulesList)):
            back = self.services.catalogue.text("menu.back_to_game")
            self._answer(self.services.catalogue.sentences(back, self.answers.whose_turn()))

    def _next_deal(self, at: float) -> float | None:
        """When a bot in the player's seat deals the next round (after the bots' pace): only while watching."""
        if self.setup.stand_in is None or self.view.phase is not Phase.ROUND_OVER:
            return None
        return self._round_over_at + self.services.settings.bot_pace

    def update(self, now: float) -> None:
        self.learning.poll()
        at = self._at(now)
        deal = self._next_deal(at)
        if deal is not None and deal <= at:
            self._deal_round(at)
        if self.match.in_round and not self.time.holding(now):  # nothing happens while the news is being heard
            self._play_due(at)
            self._warn_of_time(at)
        self._listen(now)

    def _warning_at(self) -> float | None:
        """When the player's time warning is due this turn, if they asked for one and it is not said yet."""
        view, rules = self.view, self.view.rules
        deadline = view.turn_deadline
        if deadline is None or view.decider != ME or not self.services.settings.timer_warning:
            return None
        if rules.turn_timer_s <= TIMER_WARNING or self._warned_turn == view.turns:
            return None
        return deadline - TIMER_WARNING

    def _warn_of_time(self, at: float) -> None:
        """The one warning of a timed turn, said as news: the player's time stands still while it is heard."""
        due = self._warning_at()
        if due is not None and due <= at:
            self._warned_turn = self.view.turns
            self.services.voice.tell(self.answers.time_left(at))

    def _play_due(self, at: float) -> None:
        """Close the windows whose time has come and let the bots whose plans are due act."""
        events = self.match.advance(at)
        if events or (self._deadline is not None and self._deadline <= at):
            self._process(events)  # a window closed: what the bots may do has changed
        for _ in range(MAX_BOT_STEPS):
            plan = self.pacer.due(at)
            if plan is None or not self.match.in_round:
                break
            self.round_hands.note(plan.seat, plan.action)
            try:
                events = self._with_the_card(plan.seat, self.match.apply(plan.seat, plan.action, at), at)
            except IllegalAction as refusal:  # a chance that closed silently (a catch window ran out)
                events = refusal.events
            self._process(events)

    def _with_the_card(self, seat: int, events: list[Event], at: float) -> list[Event]:
        """A bot that says UNO as its card lands is heard saying it with the card: its call is made at once and
        told with the card, before the turn moves on (`restored` tells it so again from the save's log)."""
        if not any(isinstance(event, CardPlayed) for event in events) or self.view.hand_sizes[seat] != 1:
            return events
        uno = self.pacer.said_with_the_card(seat, at)
        return events if uno is None else with_the_card(events, self.match.apply(seat, uno.action, at))

    def next_wake(self, now: float) -> float | None:
        wake = self._next_game_wake(now)
        if self.learning.waiting:  # the expert's hint, looked for until its search answers
            return now + HINT_POLL if wake is None else min(wake, now + HINT_POLL)
        return wake

    def _next_game_wake(self, now: float) -> float | None:
        at = self._at(now)
        deal = self._next_deal(at)
        if deal is not None:
            return self.time.reaches(deal, now)
        if not self.match.in_round:
            return None
        candidates = (self.pacer.next_due(at), self.view.next_deadline, self._warning_at())
        moments = [moment for moment in candidates if moment is not None]
        return self.time.reaches(min(moments), now) if moments else None

    # ------------------------------------------------------------ game time, which waits for the words

    def _at(self, now: float) -> float:
        """The game time at app time `now`, the news heard so far taken into account."""
        self._listen(now)
        return self.time.at(now)

    def _listen(self, now: float) -> None:
        """Game time stands still until the game's own news said so far is heard (a line cut off by the player's
        key counts as heard; answers to the player's keys do not hold it). A race whose sound is heard runs from
        that sound, as practice trains it."""
        if self.races.runs_on_its_sound():
            self.time.hold(now, now)
        else:
            self.time.hold(self.services.voice.news_heard_at(), now)

    # ------------------------------------------------------------ the match's record

    def _deal_round(self, at: float) -> None:
        self._process(self.match.deal(at))

    def _keep(self, events: list[Event]) -> None:
        """Save the match as it now stands and count the events (`Match.keep`)."""
        at = self.time.at(self.services.control.clock())
        self.match.keep(events, at, self.pacer.presses(), self.hand.sort.value, self.learning.hints_used)

    # ------------------------------------------------------------ events in, words out

    def _process(self, events: list[Event], follow_up: FollowUp | None = None) -> None:
        """In order: the hand, the words for the events (`follow_up`: the rest of the answer to the player's key, said
        after them), the races, the bots, the prompt when it is the player's turn; then the save."""
        self.hand.sync(self.view.hand)  # first, so that the words can say where the focus went
        for event in events:
            if isinstance(event, CardsDrawn) and event.player == ME and event.cards:
                self.hand.focus_card(event.cards[-1])
            elif isinstance(event, HandsPassed) or (
                isinstance(event, HandsSwapped) and ME in (event.player, event.target)
            ):
                self.hand.first()  # a new hand: start from its first card
        self.narration.say(events, follow_up)
        at = self.time.at(self.services.control.clock())
        self.races.observe(events, at)
        if any(isinstance(event, RoundEnded) for event in events):
            self._round_over_at = at
        self.pacer.observe(events)
        tell(self.learning.advisers, events)
        self._deadline = self.view.next_deadline
        if self.learning.hints_used and any(isinstance(event, MatchEnded) for event in events):
            self.services.voice.tell(self.services.catalogue.text("hints.used", count=self.learning.hints_used))
        self.prompter.prompt(events)
        self.round_hands.observe(events)
        self._keep(events)  # once every word is on its way: the write never stands between a play and "Your turn"
        self.services.control.dirty = True

    # ------------------------------------------------------------ the player's actions (moves.py makes them)

    def _act(self, action: Action, at: float, follow_up: FollowUp | None = None) -> None:
        try:
            events = self.match.apply(ME, action, at)
        except IllegalAction as refusal:
            if refusal.events:  # a window closed meanwhile; a refusal alone changes nothing, nor the bots' plans
                self._process(refusal.events)
            self.services.voice.answer(self.context.words.refusal(refusal.reason, self.view), "invalid")
            return
        self._process(events, follow_up)

    def _chosen(self, action: Action, now: float) -> None:
        """The answer to a choice the game asked for, made at the app's time `now`."""
        self._act(action, self._at(now))
        self._listen(now)

    def _count_hint(self) -> None:
        """A hint given counts in the statistics of a match that counts."""
        if self.match.counts:
            self._keep([])  # the match's own count of hints is kept with it, though the hint moved nothing
            self.match.count_hint()

    def _answer(self, text: str, cue: str | None = None) -> None:
        self.services.voice.answer(text, cue)

    def _leave(self, now: float) -> None:
        self.pacer.close()
        self.learning.close()
        self.services.voice.leave_table()
        self.close()

    def picture(self) -> TablePicture:
        """What the view draws: read from the table and from what the voice has said, never changing either."""
        return table_picture(
            self.view, self.answers, self.review, self.context.words, self.names, self.hand, self.services.voice.history
        )


def _help(table: TableScene, now: float) -> None:
    table.services.control.push(HelpList(table.services, TABLE_COMMANDS, "help.table_intro"))


def _seat_keys(table: TableScene) -> SeatKeys:
    return table.seats


def _menu(table: TableScene, now: float) -> None:
    table.services.control.push(GameMenu(table.services, table._leave, table.answers.whose_turn))


TABLE_COMMANDS: Commands[TableScene] = Commands(
    TABLE,
    Command("previous_card", lambda table, now: table.hand_reader.browse(table.hand.move(-1))),
    Command("next_card", lambda table, now: table.hand_reader.browse(table.hand.move(1))),
    Command("previous_group", lambda table, now: table.hand_reader.browse(table.hand.group(-1))),
    Command("next_group", lambda table, now: table.hand_reader.browse(table.hand.group(1))),
    Command("first_card", lambda table, now: table.hand_reader.browse(table.hand.first(), jump=True)),
    Command("last_card", lambda table, now: table.hand_reader.browse(table.hand.last(), jump=True)),
    Command("play_card", lambda table, at: table.moves.play(at)),
    Command("draw", lambda table, at: table.moves.draw(at)),
    Command("play_all_of_number", lambda table, at: table.moves.play_all_of_number(at)),
    Command("end_turn", lambda table, at: table.moves.end_turn(at)),
    Command("top_card", lambda table, now: table._answer(table.answers.top_card())),
    Command("scores", lambda table, now: table._answer(table.answers.scores())),
    Command("whose_turn", lambda table, now: table._answer(table.answers.whose_turn())),
    Command("uno", lambda table, at: table.moves.uno(at)),
    Command("challenge", lambda table, at: table.moves.challenge(at)),
    Command("buzzer", lambda table, at: table.moves.buzzer(at)),
    Command("sort_by_colour", lambda table, now: table.hand_reader.sort(Sort.COLOUR)),
    Command("sort_by_number", lambda table, now: table.hand_reader.sort(Sort.NUMBER)),
    Command("sort_off", lambda table, now: table.hand_reader.sort(Sort.OFF)),
    Command("colour_to_match", lambda table, now: table._answer(table.answers.colour())),
    Command("hand_sizes", lambda table, now: table._answer(table.review.hand_sizes())),
    Command("table_review", lambda table, now: table._answer(table.review.review())),
    *seat_commands(_seat_keys),
    Command("round_hands", lambda table, now: table.round_hands.key()),
    Command("hand_summary", lambda table, now: table.hand_reader.summary()),
    Command("other_side", lambda table, now: table.hand_reader.other_side()),
    Command("pending_penalty", lambda table, now: table._answer(table.answers.pending())),
    Command("time_left", lambda table, now: table._answer(table.answers.time_left(now))),
    Command("dealer_draw", lambda table, now: table._answer(table.narration.dealer_draw())),
    Command("next_playable", lambda table, now: table.hand_reader.next_playable(1)),
    Command("previous_playable", lambda table, now: table.hand_reader.next_playable(-1)),
    Command("hint", lambda table, now: table.learning.hint()),
    Command("explain_card", lambda table, now: table.learning.explain_focused()),
    Command("explain_top_card", lambda table, now: table.learning.explain_top()),
    Command("hand_value", lambda table, now: table.learning.hand_value()),
    Command("rules_document", lambda table, now: open_rules_document(table.services, table.view.rules)),
    Command("older_message", lambda table, now: table.history.older()),
    Command("newer_message", lambda table, now: table.history.newer()),
    Command("oldest_message", lambda table, now: table.history.oldest()),
    Command("newest_message", lambda table, now: table.history.newest()),
    Command("repeat_message", lambda table, now: table.history.repeat()),
    Command("help", _help),
    Command("cue_volume_down", lambda table, now: table.table_settings.volume(-1)),
    Command("cue_volume_up", lambda table, now: table.table_settings.volume(1)),
    Command("bots_slower", lambda table, now: table.table_settings.pace(1)),
    Command("bots_faster", lambda table, now: table.table_settings.pace(-1)),
    Command("verbosity_profile", lambda table, now: table.table_settings.profile()),
    Command("menu", _menu),
)
