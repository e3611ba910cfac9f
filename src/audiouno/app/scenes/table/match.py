"""The table's match: the `Game` and its players, every call on the engine noted for the save, the save and the
statistics' count, and a saved match taken up again. The scene decides what is done and when; the match does it
and keeps the record, so that a match saved after any call replays to the same state.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from ....bots import make_strategy
from ....bots.remote import RemoteSearch
from ....bots.scheduler import Plan
from ....engine import CALL_UNO, Action, Game, IllegalAction, Phase, PlayerView
from ....engine.events import CardPlayed, CardsDiscarded, Event, MatchEnded
from ....engine.notation import Entry, card_index, decode_action, digest, encode_action, replay_entry
from ...files.keeper import MatchKeeper
from ...files.match_setup import MatchSetup
from ...files.player_files import STATISTICS
from ...files.saved_match import SavedMatch, set_rng_state
from ...files.statistics import FORMAT as STATISTICS_FORMAT
from ...files.statistics import KIND as STATISTICS_KIND
from ...files.statistics import Counted, record
from ...output import rating_words
from ..scene import Services
from .pacing import BotPacer

ME = 0
UNO_CALL = encode_action(CALL_UNO)  # a UNO call as the save's log writes it

Deal = Callable[[Game, float], list[Event]]


def shuffled_deal(game: Game, now: float) -> list[Event]:
    return game.start_round(now)


class Match:
    def __init__(self, services: Services, setup: MatchSetup, seed: int, deal: Deal, keep: bool) -> None:
        """`deal` starts each round: shuffled, or arranged (tests, lessons). `keep`: the match is saved after every
        change and counted in the statistics (a shuffled match only: its log replays)."""
        self.services = services
        self.setup = setup
        self.game = Game(setup.players, setup.rules, seed=seed)
        self.view = PlayerView(self.game, ME)  # what the rest of the table reads
        self.keeper = MatchKeeper(services.files, setup, seed) if keep else None
        self._deal = deal
        # Each bot draws from a generator of its own, seeded from the match's seed: the same keys replay a session.
        seeds = random.Random(seed)
        self.bots = {
            seat: make_strategy(name, seat, random.Random(seeds.getrandbits(64)))
            for seat, name in enumerate(setup.bots, 1)
        }
        if setup.stand_in is not None:
            self.bots[ME] = make_strategy(setup.stand_in, ME, random.Random(seeds.getrandbits(64)))

    @property
    def in_round(self) -> bool:
        return self.game.in_round

    def seat_views(self) -> dict[int, PlayerView]:
        """Each bot's own view of the game (the hands list reads a bot's reasons from it)."""
        return {seat: PlayerView(self.game, seat) for seat in self.bots}

    def bot_pacer(self, pace: Callable[[], float], thinker: RemoteSearch | None) -> BotPacer:
        """The pacer that plans the bots' moves on this match's game (`pace`: the settings' bot pace; `thinker`:
        where the expert bots search, if any sits at the table)."""
        return BotPacer(self.game, self.bots, pace, thinker)

    @property
    def counts(self) -> bool:
        """Whether this match counts in the statistics: a kept one, not one a bot plays in the player's seat."""
        return self.keeper is not None and self.setup.stand_in is None

    # ------------------------------------------------------------ calls on the engine, noted for the save

    def deal(self, at: float) -> list[Event]:
        events = self._deal(self.game, at)
        self._note(["deal", at])
        return events

    def apply(self, seat: int, action: Action, at: float) -> list[Event]:
        """`game.apply`, noted. A refused action changes nothing but the windows whose time had come, which is
        noted as time passing."""
        expiring = self._expiring(at)
        try:
            events = self.game.apply(seat, action, at)
        except IllegalAction:
            if expiring:
                self._note(["advance", at])
            raise
        self._note(["act", seat, encode_action(action), at])
        return events

    def advance(self, at: float) -> list[Event]:
        """`game.advance`, noted only when a window closes: otherwise it changes nothing."""
        expiring = self._expiring(at)
        events = self.game.advance(at)
        if expiring:
            self._note(["advance", at])
        return events

    def _expiring(self, at: float) -> bool:
        deadline = self.game.next_deadline()
        return deadline is not None and deadline <= at

    def _note(self, entry: Entry) -> None:
        if self.keeper is not None:
            self.keeper.note(entry)

    # ------------------------------------------------------------ the save and the statistics

    def keep(self, events: list[Event], at: float, presses: Iterable[Plan], hand_sort: str, hints: int) -> None:
        """Save the match as it now stands, then count the events in the statistics, in that order (see
        `Statistics.counted`); a save that failed is said now, at the table."""
        if self.keeper is None:
            return
        self.keeper.save(self.game, self.bots, presses, at, hand_sort, hints)
        self.count(events)
        self.keeper.finish(self.game)
        self.services.tell_file_notices()

    def count(self, events: list[Event]) -> None:
        """Count events of the saved log's entries so far, and note that they are counted."""
        keeper, services = self.keeper, self.services
        if keeper is None or not self.counts:
            return
        if record(services.statistics, events, ME, self.setup):
            over = self.game.phase is Phase.MATCH_OVER
            services.statistics.counted = Counted(keeper.saved.match_id, len(keeper.saved.log), over)
            self._save_statistics()
            if any(isinstance(event, MatchEnded) for event in events):  # the match summary's last words
                services.voice.tell(rating_words.after_match(services.catalogue, services.statistics.rating))

    def count_hint(self) -> None:
        """A hint given, in the statistics (the match's own save is the caller's, with the hint's count in it)."""
        self.services.statistics.count("hints_used")
        self._save_statistics()
        self.services.tell_file_notices()

    def _save_statistics(self) -> None:
        statistics = self.services.statistics
        self.services.files.save(STATISTICS, STATISTICS_KIND, STATISTICS_FORMAT, statistics.to_data())

    # ------------------------------------------------------------ a saved match taken up again

    def replay(self, saved: SavedMatch, told: Callable[[list[Event]], None]) -> tuple[list[Event], list[Plan]]:
        """Replay the saved log to where the match stood, each call's events `told` as they were at the table (a
        bot's UNO said with its card, as `with_the_card`); the events the statistics have not counted yet, and the
        bots' presses in flight. `ValueError` (or `IllegalAction`) if the save does not replay to the state it
        recorded."""
        keeper, game = self.keeper, self.game
        assert keeper is not None
        # A save older than match ids was counted whole; otherwise what the statistics have not counted yet (a
        # kill between writing the match and its figures) is counted now, once.
        counted = self.services.statistics.counted
        uncounted = len(saved.log)
        if saved.match_id:
            keeper.saved.match_id = saved.match_id
            uncounted = counted.entries if counted is not None and counted.match_id == saved.match_id else 0
        not_counted: list[Event] = []
        cards = card_index(game)
        log = saved.log
        index = 0
        while index < len(log):
            events = replay_entry(game, log[index], cards)
            keeper.note(log[index])
            fresh = events if index >= uncounted else []
            following = log[index + 1] if index + 1 < len(log) else None
            if following is not None and self.said_with_the_card(log[index], following):
                index += 1
                uno = replay_entry(game, following, cards)
                keeper.note(following)
                fresh = [*fresh, *uno] if index >= uncounted else fresh
                events = with_the_card(events, uno)
            told(events)
            not_counted += fresh
            index += 1
        if digest(game) != saved.digest or set(saved.bot_states) != set(self.bots):
            raise ValueError("the saved log does not replay to the saved match")
        if any(seat not in self.bots for seat, _, _ in saved.presses):
            raise ValueError("a press for a seat no bot holds")
        for seat, state in saved.bot_states.items():
            set_rng_state(self.bots[seat].rng, state)
        presses = [Plan(seat, decode_action(action, cards), due) for seat, action, due in saved.presses]
        return not_counted, presses

    def said_with_the_card(self, entry: Entry, following: Entry) -> bool:
        """Whether a saved match's next entry is the UNO a bot said as its card landed (`TableScene._with_the_card`):
        the same bot's call, at the same moment, right after a play that left it one card."""
        if entry[0] != "act" or following[0] != "act" or following[1:] != [entry[1], UNO_CALL, entry[3]]:
            return False
        seat = entry[1]
        return isinstance(seat, int) and seat in self.bots and len(self.game.hands[seat]) == 1 and entry[2] != UNO_CALL


def with_the_card(play: list[Event], uno: list[Event]) -> list[Event]:
    """A UNO said as its card landed, told right after the card (and the cards a Discard All took with it),
    before what the play did to the turn: the order a table hears it in, whatever order the log has."""
    laid = next((index for index, event in enumerate(play) if isinstance(event, CardPlayed)), len(play) - 1)
    if laid + 1 < len(play) and isinstance(play[laid + 1], CardsDiscarded):
        laid += 1
    return [*play[: laid + 1], *uno, *play[laid + 1 :]]
