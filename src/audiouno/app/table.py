"""The table: a match between the player (seat 0) and the bots, played by keys and heard through speech and cues.

Every key becomes an engine action or a question about the table; every engine event, the player's or a bot's,
is narrated from the player's point of view. The engine's time is the app's clock minus the time spent in the
menu, so no window runs out while the game is paused.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pygame

from ..bots import make_strategy
from ..engine import (
    BUZZ,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    PASS,
    SLAP,
    Action,
    CatchUno,
    ChooseColour,
    Game,
    IllegalAction,
    Phase,
    Play,
    PlayerView,
    SwapWith,
    redact,
)
from ..engine.events import CardsDrawn, Event, HandsPassed, HandsSwapped, MatchEnded, RoundEnded
from .answers import Answers
from .choice import ChoiceScene, Option
from .clock import PausableTime
from .control import KeyPress
from .files import STATISTICS
from .hand import HandCursor, Sort
from .helplist import HelpList
from .keeper import MatchKeeper
from .menu import GameMenu
from .narration import Narrator, Utterance
from .pacing import BotPacer, Plan
from .saved_match import SavedMatch, card_index, decode_action, digest, encode_action, replay_entry, set_rng_state
from .scene import Scene, Services
from .setup import MatchSetup
from .statistics import FORMAT as STATISTICS_FORMAT
from .statistics import KIND as STATISTICS_KIND
from .statistics import record
from .view import BACKGROUND, CARD_SIZE, DIM, MARGIN, TEXT_SIZE, TITLE_SIZE, draw_cards, paragraph

PLACE = "table"
ME = 0
REPEATING = frozenset({
    "previous_card", "next_card", "previous_group", "next_group", "next_playable", "previous_playable",
    "older_message", "newer_message", "cue_volume_down", "cue_volume_up", "bots_slower", "bots_faster",
})  # fmt: skip
RACE_CUES = frozenset({"buzzer", "slap"})  # a race: the player reacts to this sound, so it plays alone
HELP_TITLE = "help.table_intro"
MAX_BOT_STEPS = 50  # bot actions applied in one update at most, so a key is never kept waiting


Deal = Callable[[Game, float], list[Event]]


def shuffled_deal(game: Game, now: float) -> list[Event]:
    return game.start_round(now)


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
        self._deal = deal
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)  # chosen here rather than by the engine: a save names it
        self.setup = setup.copy()
        self.keeper = MatchKeeper(services.files, setup, seed) if keep else None
        self._restored_at: float | None = None  # game time a saved match was taken up at
        self._round_over_at = 0.0  # game time the last round ended
        catalogue = services.catalogue
        self.names = [services.text("table.my_name")] + [
            services.text(f"bot.name.{seat}") for seat in range(1, setup.players)
        ]
        self.game = Game(setup.players, setup.rules, seed=seed)
        self.view = PlayerView(self.game, ME)
        self.narrator = Narrator(catalogue, self.names, ME, services.settings.verbosity)
        self.answers = Answers(catalogue, self.narrator, self.names, self.view)
        # Each bot draws from a generator of its own, seeded from the match's seed: the same keys replay a session.
        seeds = random.Random(seed)
        self.bots = {
            seat: make_strategy(name, seat, random.Random(seeds.getrandbits(64)))
            for seat, name in enumerate(setup.bots, 1)
        }
        if setup.stand_in is not None:
            self.bots[ME] = make_strategy(setup.stand_in, ME, random.Random(seeds.getrandbits(64)))
        self.pacer = BotPacer(self.game, self.bots, lambda: services.settings.bot_pace, self._words_heard)
        self.hand = HandCursor()
        self.hand.sort = Sort(services.settings.hand_sort)
        self.time = PausableTime()
        self._choice: ChoiceScene | None = None
        self._deadline: float | None = None
        self._prompted: tuple[int, int, Phase] | None = None  # the game state the player was last prompted in
        self._commands: dict[str, Callable[[float], None]] = {
            "previous_card": lambda now: self._browse(self.hand.move(-1)),
            "next_card": lambda now: self._browse(self.hand.move(1)),
            "previous_group": lambda now: self._browse(self.hand.group(-1)),
            "next_group": lambda now: self._browse(self.hand.group(1)),
            "first_card": lambda now: self._browse(self.hand.first()),
            "last_card": lambda now: self._browse(self.hand.last()),
            "play_card": self._play,
            "draw": self._draw,
            "top_card": lambda now: self._answer(self.answers.top_card()),
            "scores": lambda now: self._answer(self.answers.scores()),
            "whose_turn": lambda now: self._answer(self.answers.whose_turn()),
            "uno": self._uno,
            "challenge": self._challenge,
            "buzzer": self._buzzer,
            "sort_by_colour": lambda now: self._sort(Sort.COLOUR),
            "sort_by_number": lambda now: self._sort(Sort.NUMBER),
            "sort_off": lambda now: self._sort(Sort.OFF),
            "colour_to_match": lambda now: self._answer(self.answers.colour()),
            "hand_sizes": lambda now: self._answer(self.answers.hand_sizes()),
            "pending_penalty": lambda now: self._answer(self.answers.pending()),
            "next_playable": lambda now: self._next_playable(1),
            "previous_playable": lambda now: self._next_playable(-1),
            "older_message": lambda now: self._history(self.services.voice.history.older()),
            "newer_message": lambda now: self._history(self.services.voice.history.newer()),
            "oldest_message": lambda now: self._history(self.services.voice.history.oldest()),
            "newest_message": lambda now: self._history(self.services.voice.history.newest()),
            "repeat_message": lambda now: self._history(self.services.voice.history.last),
            "help": lambda now: self.services.control.push(
                HelpList(self.services, PLACE, "help.table", "help.table_intro")
            ),
            "cue_volume_down": lambda now: self._volume(-1),
            "cue_volume_up": lambda now: self._volume(1),
            "bots_slower": lambda now: self._pace(1),
            "bots_faster": lambda now: self._pace(-1),
            "menu": lambda now: self.services.control.push(
                GameMenu(self.services, self._leave, self.answers.whose_turn)
            ),
        }

    # ------------------------------------------------------------ the scene's hooks

    @classmethod
    def restored(cls, services: Services, saved: SavedMatch) -> TableScene:
        """The saved match replayed to where it stood; `ValueError` (or `IllegalAction`) if the save does not
        replay to the state it recorded."""
        table = cls(services, saved.setup, saved.seed, keep=True)
        assert table.keeper is not None
        game, cards = table.game, card_index(table.game)
        for entry in saved.log:
            events = replay_entry(game, entry, cards)
            for bot in table.bots.values():
                if bot.observes:
                    bot.observe([redact(event, bot.seat) for event in events])  # type: ignore[arg-type]
            table.keeper.note(entry)
        if digest(game) != saved.digest or set(saved.bot_states) != set(table.bots):
            raise ValueError("the saved log does not replay to the saved match")
        for seat, state in saved.bot_states.items():
            set_rng_state(table.bots[seat].rng, state)
        presses = [Plan(seat, decode_action(action, cards), due) for seat, action, due in saved.presses]
        table.pacer.keep_presses(presses)
        table.hand.sort = Sort(saved.hand_sort)
        table.hand.sync(table.view.hand)
        table._restored_at = saved.saved_at
        table._deadline = game.next_deadline()
        return table

    def enter(self, now: float) -> None:
        self.services.voice.seat_at(self.game.players, ME)
        if self._restored_at is not None:
            self.time.continue_from(self._restored_at, now)
            self.services.voice.answer(self.answers.where_it_stands())
            self._process([])
            return
        opponents = self.services.text("list.separator").join(self.names[1:])
        self.services.voice.answer(self.services.text("table.welcome", opponents=opponents))
        self._deal_round(self.time.at(now))

    def suspend(self, now: float) -> None:
        self.time.pause(now)

    def resume(self, now: float) -> None:
        self.time.resume(now)

    def handle(self, press: KeyPress, now: float) -> bool:
        command = self.services.keymap.command(PLACE, press.key, press.mod)
        if command not in self._commands:
            return False
        if press.repeat and command not in REPEATING:
            return True  # holding Enter or Space must not play or draw again and again
        self._commands[command](self.time.at(now))
        return True

    def _next_deal(self, at: float) -> float | None:
        """When a bot in the player's seat deals the next round (after the bots' pace): only while watching."""
        if self.setup.stand_in is None or self.game.phase is not Phase.ROUND_OVER:
            return None
        return self._round_over_at + self.services.settings.bot_pace

    def update(self, now: float) -> None:
        at = self.time.at(now)
        deal = self._next_deal(at)
        if deal is not None and deal <= at:
            self._deal_round(at)
        if not self.game.in_round:
            return
        events = self._advance(at)
        if events or (self._deadline is not None and self._deadline <= at):
            self._process(events)  # a window closed: what the bots may do has changed
        for _ in range(MAX_BOT_STEPS):
            plan = self.pacer.due(at)
            if plan is None or not self.game.in_round:
                break
            try:
                events = self._apply(plan.seat, plan.action, at)
            except IllegalAction as refusal:  # a chance that closed silently (a catch window ran out)
                events = refusal.events
            self._process(events)

    def next_wake(self, now: float) -> float | None:
        at = self.time.at(now)
        deal = self._next_deal(at)
        if deal is not None:
            return deal - at + now
        if not self.game.in_round:
            return None
        moments = [moment for moment in (self.pacer.next_due(at), self.game.next_deadline()) if moment is not None]
        return min(moments) - at + now if moments else None

    # ------------------------------------------------------------ calls on the engine, noted for the save

    def _deal_round(self, at: float) -> None:
        events = self._deal(self.game, at)
        if self.keeper is not None:
            self.keeper.note(["deal", at])
        self._process(events)

    def _apply(self, seat: int, action: Action, at: float) -> list[Event]:
        """`game.apply`, noted. A refused action changes nothing but the windows whose time had come, which
        is noted as time passing."""
        expiring = self._expiring(at)
        try:
            events = self.game.apply(seat, action, at)
        except IllegalAction:
            if expiring and self.keeper is not None:
                self.keeper.note(["advance", at])
            raise
        if self.keeper is not None:
            self.keeper.note(["act", seat, encode_action(action), at])
        return events

    def _advance(self, at: float) -> list[Event]:
        """`game.advance`, noted only when a window closes: otherwise it changes nothing."""
        expiring = self._expiring(at)
        events = self.game.advance(at)
        if expiring and self.keeper is not None:
            self.keeper.note(["advance", at])
        return events

    def _expiring(self, at: float) -> bool:
        deadline = self.game.next_deadline()
        return deadline is not None and deadline <= at

    def _keep(self, events: list[Event]) -> None:
        """Count the events in the statistics and save the match as it now stands."""
        if self.keeper is None:
            return
        services = self.services
        # A match a bot plays in the player's seat (--watch) is not the player's to count.
        if self.setup.stand_in is None and record(services.statistics, events, ME, self.setup):
            services.files.save(STATISTICS, STATISTICS_KIND, STATISTICS_FORMAT, services.statistics.to_data())
        at = self.time.at(services.control.clock())
        self.keeper.save(self.game, self.bots, self.pacer.presses(), at, self.hand.sort.value)

    def _words_heard(self) -> float:
        """The game time when the words said so far will have been heard: no bot takes its turn before."""
        now = self.services.control.clock()
        return self.time.at(now) + self.services.voice.heard_at() - now

    # ------------------------------------------------------------ events in, words out

    def _process(self, events: list[Event]) -> None:
        """Narrate the events, keep the hand and the bots up to date, and prompt the player when it is their turn."""
        voice = self.services.voice
        self.narrator.verbosity = self.services.settings.verbosity
        said: list[Utterance] = []
        for event in events:
            seen = redact(event, ME)
            said += self.narrator.narrate(seen, self.view)
            if isinstance(seen, RoundEnded):
                self._round_over_at = self.time.at(self.services.control.clock())
            if isinstance(seen, RoundEnded) and self.game.phase is Phase.ROUND_OVER:
                # The narrator said who scored what; now where everyone stands.
                said.append(Utterance(self.answers.scores(), False, None, None))
        race = next((utterance for utterance in said if utterance.cue in RACE_CUES), None)
        if race is not None and race.cue is not None:
            # A race starts with its own sound, alone and before any words: the card's cue would blur it.
            voice.cue(race.cue, race.seat)
            said = [replace(utterance, cue=None) for utterance in said]
        for utterance in said:
            voice.say(utterance)
        self.hand.sync(self.view.hand)
        for event in events:
            if isinstance(event, CardsDrawn) and event.player == ME and event.cards:
                self.hand.focus_card(event.cards[-1])
            elif isinstance(event, HandsPassed) or (
                isinstance(event, HandsSwapped) and ME in (event.player, event.target)
            ):
                self.hand.first()  # a new hand: start from its first card
        for bot in self.bots.values():
            if bot.observes:
                bot.observe([redact(event, bot.seat) for event in events])
        self.pacer.invalidate()
        self._deadline = self.game.next_deadline()
        self._keep(events)
        self._prompt(events)
        self.services.control.dirty = True

    def _prompt(self, events: list[Event]) -> None:
        """Between rounds, say what Enter does; when the game turns to the player, say what they may do, once."""
        game = self.game
        voice = self.services.voice
        if any(isinstance(event, MatchEnded) for event in events):
            voice.tell(self.services.text("table.match_over_prompt"))
        elif any(isinstance(event, RoundEnded) for event in events):
            voice.tell(self.services.text("table.next_round_prompt"))
        state = (game.round_number, game.turns, game.phase)
        if game.decider != ME or state == self._prompted or ME in self.bots:
            return  # not the player's to decide (a bot in their seat decides while they watch)
        self._prompted = state
        if game.phase is Phase.CHOOSE_COLOUR:
            self._open_choice(self._colour_choice())
        elif game.phase is Phase.CHOOSE_SWAP:
            self._open_choice(self._swap_choice())
        elif game.phase is Phase.DRAWN:
            voice.tell(self.services.text("table.drawn_prompt"))
        else:
            voice.tell(self._turn_prompt())

    def _turn_prompt(self) -> str:
        """What the player may do: take a penalty or challenge it, and how many cards may be played."""
        legal = self.game.legal_actions(ME)
        playable = sum(isinstance(action, Play) for action in legal)
        parts = []
        if self.game.phase is Phase.PENALTY:
            parts.append(self.services.text("table.penalty_prompt", count=self.game.pending_draw))
            if CHALLENGE in legal:
                parts.append(self.services.text("table.challenge_prompt"))
        if playable:
            parts.append(self.services.text("table.playable", count=playable))
        elif self.game.phase is Phase.PLAY:
            parts.append(self.services.text("table.nothing_playable"))
        return " ".join(parts)

    # ------------------------------------------------------------ choices the game asks for

    def _open_choice(self, choice: ChoiceScene) -> None:
        if self._choice is not None and self._choice in self.services.control.stack:
            return
        self._choice = choice
        self.services.control.push(choice)

    def _colour_choice(self) -> ChoiceScene:
        options = [Option(self.services.text("colour", colour=colour.value), colour) for colour in self.game.colours]
        return ChoiceScene(
            self.services,
            self.services.text("table.choose_colour"),
            options,
            lambda colour, now: self._act(ChooseColour(colour), self.time.at(now)),  # type: ignore[arg-type]
            in_game=True,
        )

    def _swap_choice(self) -> ChoiceScene:
        sizes = self.view.hand_sizes
        words = [
            self.services.text("table.swap_with", name=name, count=size)
            for name, size in zip(self.names, sizes, strict=True)
        ]
        options = [Option(words[seat], seat) for seat in range(self.game.players) if seat != ME]
        options.append(Option(self.services.text("table.keep_hand"), None))
        return ChoiceScene(
            self.services,
            self.services.text("table.choose_swap"),
            options,
            lambda seat, now: self._act(SwapWith(seat), self.time.at(now)),  # type: ignore[arg-type]
            in_game=True,
        )

    # ------------------------------------------------------------ the player's actions

    def _act(self, action: Action, at: float) -> None:
        try:
            events = self._apply(ME, action, at)
        except IllegalAction as refusal:
            self._process(refusal.events)
            self.services.voice.answer(self.narrator.refusal(refusal.reason, self.view), "invalid")
            return
        self._process(events)

    def _play(self, at: float) -> None:
        phase = self.game.phase
        if phase is Phase.ROUND_OVER:
            self._deal_round(at)
        elif phase is Phase.MATCH_OVER:
            self._leave(at)
        elif self.hand.focus is None:
            self._answer(self.services.text("table.empty_hand"), "invalid")
        else:
            self._act(Play(self.hand.focus), at)

    def _draw(self, at: float) -> None:
        self._act(PASS if self.game.phase is Phase.DRAWN and self.game.decider == ME else DRAW, at)

    def _uno(self, at: float) -> None:
        legal = self.game.legal_actions(ME)
        if CALL_UNO in legal:
            self._act(CALL_UNO, at)
            return
        catches = [action for action in legal if isinstance(action, CatchUno)]
        if catches:
            self._act(catches[0], at)
        else:
            self._answer(self.services.text("table.nobody_to_catch"), "invalid")

    def _challenge(self, at: float) -> None:
        if self.game.rules.challenge == "off":
            self._answer(self.services.text("table.challenge_off"), "invalid")
        else:
            self._act(CHALLENGE, at)

    def _buzzer(self, at: float) -> None:
        rules = self.game.rules
        if not (rules.buzzer or rules.slap_on_nine):
            self._answer(self.services.text("table.buzzer_off"), "invalid")
            return
        legal = self.game.legal_actions(ME)
        press = SLAP if SLAP in legal or (rules.slap_on_nine and not rules.buzzer) else BUZZ
        self._act(press, self._heard(at))

    def _heard(self, at: float) -> float:
        """A press timed as practice times it: from when the cue reached the player, so the sound's calibrated
        delay (settings.output_delay) is taken off; never earlier than the race opened."""
        reaction = self.game.reaction
        if reaction is None:
            return at
        return max(reaction.opened, at - self.services.settings.output_delay)

    # ------------------------------------------------------------ the hand

    def _playable(self) -> set[object]:
        return {action.card for action in self.game.legal_actions(ME) if isinstance(action, Play)}

    def _browse(self, moved: bool) -> None:
        """Read the focused card, and whether it may be played now (and its place, if the player asked for it).

        At either end of the hand the card is read again with the edge sound and which edge it is, so that a
        listener can tell the end of the hand from a second card of the same kind."""
        card, hand = self.hand.focus, self.hand
        if card is None:
            self._answer(self.services.text("table.empty_hand"))
            return
        name = self.narrator.card(card)
        parts = [self.services.text("table.card_playable", card=name) if card in self._playable() else name]
        if self.services.settings.card_position:
            parts.append(self.services.text("table.card_position", position=hand.index + 1, count=len(hand.cards)))
        if not moved:
            edge = "only" if len(hand.cards) == 1 else "first" if hand.index == 0 else "last"
            parts.append(self.services.text(f"table.edge.{edge}"))
        self._answer(self.services.text("list.separator").join(parts), None if moved else "menu_back")

    def _next_playable(self, step: int) -> None:
        playable = self._playable()
        if self.hand.playable(step, playable.__contains__):
            self._browse(True)
        else:
            self._answer(self.services.text("table.nothing_playable_now"), "invalid")

    def _sort(self, sort: Sort) -> None:
        reversed_order = self.hand.set_sort(sort)
        key = "table.sorted_reversed" if reversed_order else "table.sorted"
        self._answer(self.services.text(key, sort=sort.value))

    # ------------------------------------------------------------ messages and settings

    def _answer(self, text: str, cue: str | None = None) -> None:
        self.services.voice.answer(text, cue)

    def _history(self, entry: str | tuple[str, bool] | None) -> None:
        if entry is None:
            self._answer(self.services.text("table.no_messages"))
            return
        text, at_edge = entry if isinstance(entry, tuple) else (entry, False)
        if at_edge:
            self.services.voice.cue("menu_back")
        self.services.voice.reread(text)

    def _volume(self, steps: int) -> None:
        settings = self.services.settings
        volume = settings.change_volume(steps)
        self.services.voice.cues.set_volume(volume)
        self._answer(self.services.text("table.cue_volume", percent=round(volume * 100)), "menu_move")
        self.services.save_settings()

    def _pace(self, steps: int) -> None:
        pace = self.services.settings.change_pace(steps)
        self.pacer.invalidate()
        self._keep([])  # the bots are asked again: the save keeps their random state from before
        self._answer(self.services.text("table.bot_pace", seconds=pace))
        self.services.save_settings()

    def _leave(self, now: float) -> None:
        self.services.voice.leave_table()
        self.close()

    # ------------------------------------------------------------ the picture

    def draw(self, surface: pygame.Surface) -> None:
        """The card on top, large; what the keys C, T, E and G say; the hand; the focused card, large."""
        surface.fill(BACKGROUND)
        answers, view = self.answers, self.view
        y = MARGIN
        if view.top is not None:
            colour = view.colour if view.colour is not None else view.top.colour
            y = draw_cards(surface, [(self.narrator.card(view.top), colour)], -1, y, CARD_SIZE)
        lines = [answers.colour(), answers.whose_turn(), answers.hand_sizes()]
        lines += [answers.pending()] if view.pending_draw else []
        for line in lines:
            y = paragraph(surface, line, TEXT_SIZE, y) + MARGIN // 2
        cards = [(self.narrator.card(card), card.colour) for card in self.hand.cards]
        y = draw_cards(surface, cards, self.hand.index, y + MARGIN)
        focus = self.hand.focus
        if focus is not None:
            y = draw_cards(surface, [(self.narrator.card(focus), focus.colour)], 0, y + MARGIN, CARD_SIZE)
        last = self.services.voice.history.last
        if last:
            paragraph(surface, last, TEXT_SIZE, max(y + MARGIN, surface.get_height() - 2 * TITLE_SIZE), DIM)
