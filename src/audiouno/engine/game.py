"""The game state machine: a match of rounds for 2 to 10 players under any `RuleSet`.

Callers drive it with three calls:
- `legal_actions(player)`: what `player` may do now, out-of-turn actions included;
- `apply(player, action, now)`: do it and get the events, or an `IllegalAction` with a reason key;
- `advance(now)`: let time pass, closing real-time windows whose deadline has come.

The engine owns no clock and no global randomness: `now` (seconds, any origin) comes from the caller and the
random generator from the constructor, so the same seed and the same inputs give the same events.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any

from .actions import (
    BUZZ,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    PASS,
    PLAYS,
    SLAP,
    Action,
    Buzz,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColour,
    Draw,
    Pass,
    Play,
    Slap,
    SwapWith,
)
from .cards import Card, Colour, Rank, match_table, new_deck
from .errors import IllegalAction
from .events import (
    CardPlayed,
    CardsDrawn,
    ChallengeResolved,
    ColourChosen,
    CreeperRevealed,
    DealerChosen,
    DirectionChanged,
    DrawReason,
    Event,
    GreyskullStruck,
    HandsPassed,
    HandsSwapped,
    InterceptionFailed,
    MatchEnded,
    NothingToDraw,
    Passed,
    PenaltyPending,
    PlayerSkipped,
    PlayMode,
    Reaction,
    ReactionPressed,
    ReactionResolved,
    ReactionStarted,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    StartingCard,
    SwapDeclined,
    TurnStarted,
    UnoCalled,
    UnoCaught,
    WrongPlay,
)
from .piles import Shuffler, shuffle
from .rules import OFFICIAL, RuleSet

HAND_SIZE = 7
CREEPER_DRAW = 3
GREYSKULL_DRAW = 3
BUZZER_DRAW = 3
CHALLENGE_EXTRA = 2
# Some rule mixes can go round for ever once every card is in someone's hand: stacked Draw Fours drawn back as
# penalties and played again, Greyskull on Greyskull. A round that reaches this many turns stops as a blocked
# round does. Measured with the four bots, 2 to 10 players, 5,000 rounds a preset: official and manual rounds
# ended within 330 turns, house rounds within 820 at the 99.9th percentile, and the 2 house rounds that
# reached this limit had every card in a hand.
TURN_LIMIT = 1000

DRAW_TWO = Rank.DRAW_TWO
DRAW_FOUR = Rank.WILD_DRAW_FOUR
_PENALTY_SIZE = {DRAW_TWO: 2, DRAW_FOUR: 4}


class Phase(Enum):
    PLAY = "play"  # the current player plays or draws
    DRAWN = "drawn"  # the current player drew a playable card: play it or keep it
    PENALTY = "penalty"  # the current player faces a Draw Two / Draw Four they may answer or challenge
    CHOOSE_COLOUR = "choose_colour"  # `decider` names the colour after a wild
    CHOOSE_SWAP = "choose_swap"  # `decider` picks whom to swap hands with after a 7
    REACTION = "reaction"  # buzzer or slap: every listed player presses
    ROUND_OVER = "round_over"
    MATCH_OVER = "match_over"


class _Reaction:
    """An open buzzer or slap window."""

    __slots__ = ("after", "deadline", "kind", "opened", "players", "presses")

    def __init__(self, kind: Reaction, players: tuple[int, ...], opened: float, deadline: float) -> None:
        self.kind = kind
        self.players = players
        self.opened = opened
        self.deadline = deadline
        self.presses: dict[int, float] = {}
        self.after: tuple[int, Card] | None = None


class _Sequence:
    """The right of `owner` to go on with a run of consecutive same-colour numbers."""

    __slots__ = ("colour", "deadline", "last", "owner", "step")

    def __init__(self, owner: int, card: Card, deadline: float) -> None:
        self.owner = owner
        self.colour = card.colour
        self.last: int = card.number  # type: ignore[assignment]
        self.step = 0  # +1 ascending, -1 descending, 0 until the second card sets it
        self.deadline = deadline


class Game:
    def __init__(
        self,
        players: int,
        rules: RuleSet = OFFICIAL,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
        shuffler: Shuffler = shuffle,
        record: bool = True,
    ) -> None:
        if not 2 <= players <= 10:
            raise ValueError(f"UNO takes 2 to 10 players, not {players}")
        self.players = players
        self.rules = rules
        self.rng = rng if rng is not None else random.Random(seed)
        self._shuffle = shuffler
        self.deck = new_deck(rules.edition, rules.buzzer)
        self.colours = rules.edition.colours
        self._creepers = rules.edition.special_rank is Rank.CREEPER
        self._matches = match_table(rules.edition, rules.buzzer)
        # Rule switches read on every play, looked up once.
        self._challenge_on = rules.challenge != "off"
        self._interception_on = rules.interception != "off"
        self._number_effects = rules.sequences or rules.zero_passes_hands or rules.seven_swaps or rules.slap_on_nine
        self.log: list[Event] | None = [] if record else None
        self.totals = [0] * players
        self.round_number = 0
        self.dealer: int | None = None
        self.phase = Phase.ROUND_OVER
        self.winners: tuple[int, ...] = ()
        self._out: list[Event] = []
        self._reset_round_state()

    # ----------------------------------------------------------------- state, read by views and tests

    def _reset_round_state(self) -> None:
        n = self.players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.draw_pile: list[Card] = []  # the top is the end of the list
        self.discard: list[Card] = []
        self.colour: Colour | None = None  # None: any card may follow (after a buzzer card)
        self.direction = 1
        self.current = 0
        self.decider: int | None = None  # who must act in a turn phase; None in a reaction or between rounds
        self.pending_draw = 0
        self.pending_rank: Rank | None = None
        self.drawn_card: Card | None = None
        self.uno_called = [False] * n
        self.catch_deadlines: dict[int, float] = {}  # players who may be caught for a forgotten UNO
        self.interception_deadline: float | None = None
        self.sequence: _Sequence | None = None
        self.reaction: _Reaction | None = None
        self._choice_card: Card | None = None  # the wild or 7 whose choice is pending
        self._opening_wild = False  # the choice is the starting wild's colour: the first player then plays
        self._df_player: int | None = None
        self._df_bluff = False
        self._df_hand: tuple[Card, ...] = ()
        self._played_by: int | None = None  # who laid the top card
        self._penalty_cards: list[set[Card]] = [set() for _ in range(n)]  # drawn as a penalty this turn
        self._idle_passes = 0
        self.turns = 0  # turns begun this round
        self.round_winner: int | None = None

    @property
    def top(self) -> Card:
        return self.discard[-1]

    @property
    def in_round(self) -> bool:
        return self.phase is not Phase.ROUND_OVER and self.phase is not Phase.MATCH_OVER

    def next_seat(self, player: int, steps: int = 1) -> int:
        return (player + self.direction * steps) % self.players

    # ----------------------------------------------------------------- rounds

    def start_round(self, now: float = 0.0) -> list[Event]:
        """Deal a new round: the first one chooses the dealer by drawn cards, later ones pass the deal left."""
        if self.phase is not Phase.ROUND_OVER:
            raise IllegalAction("illegal.round_in_progress" if self.in_round else "illegal.match_over")
        out: list[Event] = []
        self._out = out
        self._reset_round_state()
        self.round_number += 1
        cards = list(self.deck)
        if self.dealer is None:
            self.dealer = self._choose_dealer(cards)
        else:
            self.dealer = (self.dealer + 1) % self.players
        self._shuffle(cards, self.rng)
        self.draw_pile = cards
        for hand in self.hands:
            hand.extend(cards[-HAND_SIZE:])
            del cards[-HAND_SIZE:]
        self._out.append(RoundStarted(self.round_number, self.dealer, HAND_SIZE))
        self._turn_up_starting_card(now)
        if self.log is not None:
            self.log.extend(out)
        return out

    def start_arranged_round(
        self,
        hands: Sequence[Sequence[str]],
        starting: str,
        pile: Sequence[str] = (),
        dealer: int = 0,
        now: float = 0.0,
    ) -> list[Event]:
        """Start a round with chosen cards instead of a shuffled deal, for scripted scenarios (tests, practice).

        Cards are named by face (``"r5"``, ``"w+4"``); `starting` is turned up as the starting card, with its
        usual effect; `pile` is drawn first, in order, and the rest of the deck, shuffled, lies under it.
        """
        if self.phase is not Phase.ROUND_OVER or len(hands) != self.players:
            raise ValueError("an arranged round needs a finished round and one hand per player")
        out: list[Event] = []
        self._out = out
        self._reset_round_state()
        self.round_number += 1
        self.dealer = dealer
        unused = list(self.deck)

        def take(kind: str) -> Card:
            for index, card in enumerate(unused):
                if card.kind == kind:
                    return unused.pop(index)
            raise ValueError(f"no card {kind!r} left in the deck")

        for hand, kinds in zip(self.hands, hands, strict=True):
            hand.extend(take(kind) for kind in kinds)
        top = take(starting)
        first_draws = [take(kind) for kind in pile]
        self._shuffle(unused, self.rng)
        self.draw_pile = unused + first_draws[::-1] + [top]
        self._out.append(RoundStarted(self.round_number, dealer, max(len(hand) for hand in hands)))
        self._turn_up_starting_card(now)
        if self.log is not None:
            self.log.extend(out)
        return out

    def _choose_dealer(self, cards: list[Card]) -> int:
        """Each player draws a card; the highest number deals (action cards and wilds count as zero).

        Players tied for the highest draw again, from the same cards, until one is highest.
        """
        draws: list[tuple[int, Card]] = []
        contenders = list(range(self.players))
        pool = list(cards)
        randrange = self.rng.randrange
        while len(contenders) > 1:
            drawn = [(player, pool.pop(randrange(len(pool)))) for player in contenders]
            draws.extend(drawn)
            best = max((card.number or 0) for _, card in drawn)
            contenders = [player for player, card in drawn if (card.number or 0) == best]
        self._out.append(DealerChosen(contenders[0], tuple(draws)))
        return contenders[0]

    def _turn_up_starting_card(self, now: float) -> None:
        pile = self.draw_pile
        card = pile.pop()
        while card.rank is DRAW_FOUR:
            self._out.append(StartingCard(card, returned=True))
            pile.insert(0, card)
            card = pile.pop()
        self.discard.append(card)
        self._out.append(StartingCard(card))
        dealer = self.dealer
        assert dealer is not None
        self.direction = 1 if self.rules.first_player == "left" else -1
        first = self.next_seat(dealer)
        self.colour = card.colour
        rank = card.rank
        if rank is Rank.SKIP:
            self._out.append(PlayerSkipped(first))
            self._begin_turn(self.next_seat(first))
        elif rank is Rank.REVERSE:
            self.direction = -self.direction
            self._out.append(DirectionChanged(self.direction))
            self._begin_turn(dealer)
        elif rank is DRAW_TWO:
            # The starting Draw Two is drawn outright: there is nothing to answer it with yet.
            self._draw(first, 2, DrawReason.START)
            if self.rules.draw_penalty_skips_turn:
                self._out.append(PlayerSkipped(first))
                self._begin_turn(self.next_seat(first))
            else:
                self._begin_turn(first)
        elif card.is_wild:
            # Creeper and Greyskull turned up are plain wilds: the first player names the colour, then plays.
            self.current = first
            self._choice_card = card
            self._opening_wild = True
            self.phase = Phase.CHOOSE_COLOUR
            self.decider = first
            self._out.append(TurnStarted(first))
        else:
            self._begin_turn(first)

    def _end_round(self, winner: int, blocked: bool = False, turn_limit: bool = False) -> None:
        self.round_winner = winner
        n = self.players
        points = tuple(sum(card.points for card in hand) for hand in self.hands)
        if self.rules.scoring == "winner_takes":
            # The winner's own hand is empty, except in a blocked round, where it does not count for them.
            scored = tuple(sum(points) - points[winner] if seat == winner else 0 for seat in range(n))
        else:
            scored = points
        for seat in range(n):
            self.totals[seat] += scored[seat]
        self._clear_windows()
        self.decider = None
        self._out.append(RoundEnded(winner, points, scored, tuple(self.totals), blocked, turn_limit))
        rules = self.rules
        limit_reached = rules.round_limit and self.round_number >= rules.round_limit
        if max(self.totals) >= rules.target_score or limit_reached:
            best = max(self.totals) if rules.scoring == "winner_takes" else min(self.totals)
            self.winners = tuple(seat for seat in range(n) if self.totals[seat] == best)
            self.phase = Phase.MATCH_OVER
            self._out.append(MatchEnded(self.winners, tuple(self.totals)))
        else:
            self.phase = Phase.ROUND_OVER

    # ----------------------------------------------------------------- the public API

    def legal_actions(self, player: int) -> list[Action]:
        """Every action `player` may take now, out-of-turn ones (UNO, catches, interceptions) included.

        The order is stable: the decider's turn actions first, then plays out of turn, then `CallUno`, then
        catches.
        """
        phase = self.phase
        if (
            phase is Phase.PLAY
            and player == self.decider
            and not self.catch_deadlines
            and self.interception_deadline is None
            and self.sequence is None
        ):
            # The hot path of every simulation: an ordinary turn with no real-time window open.
            hand = self.hands[player]
            matches = self._matches[self.colour, self.discard[-1].rank]
            actions: list[Action] = [PLAYS[card] for card in hand if card in matches]
            if self.rules.no_wild_finish and len(hand) == 1 and hand[0].is_wild:
                actions.clear()
            if not actions or self.draw_pile or len(self.discard) > 1:
                actions.append(DRAW)
            if len(hand) <= 2 and not self.uno_called[player]:
                actions.append(CALL_UNO)
            return actions
        if phase is Phase.ROUND_OVER or phase is Phase.MATCH_OVER:
            return []
        actions = []
        if phase is Phase.REACTION:
            reaction = self.reaction
            assert reaction is not None
            if player in reaction.players and player not in reaction.presses:
                actions.append(BUZZ if reaction.kind is Reaction.BUZZER else SLAP)
        elif player == self.decider:
            self._turn_actions(player, actions)
        if phase is Phase.PLAY or phase is Phase.PENALTY:
            if self.sequence is not None and self.sequence.owner == player:
                actions.extend(PLAYS[card] for card in self.hands[player] if self._continues_sequence(card))
            if self.interception_deadline is not None and player != self.current:
                actions.extend(PLAYS[card] for card in self.hands[player] if self._intercepts(player, card))
        if self._may_call_uno(player):
            actions.append(CALL_UNO)
        for target in self.catch_deadlines:
            if target != player:
                actions.append(CatchUno(target))
        return actions

    def _turn_actions(self, player: int, actions: list[Action]) -> None:
        phase = self.phase
        hand = self.hands[player]
        if phase is Phase.PLAY:
            playable = self._playable
            actions.extend([PLAYS[card] for card in hand if playable(card, hand)])
            if self._can_draw() or len(actions) == 0:
                actions.append(DRAW)
        elif phase is Phase.DRAWN:
            assert self.drawn_card is not None
            actions.append(PLAYS[self.drawn_card])
            actions.append(PASS)
        elif phase is Phase.PENALTY:
            actions.append(DRAW)
            actions.extend(PLAYS[card] for card in hand if self._answers_penalty(player, card))
            if self._may_challenge():
                actions.append(CHALLENGE)
        elif phase is Phase.CHOOSE_COLOUR:
            actions.extend(ChooseColour(colour) for colour in self.colours)
        elif phase is Phase.CHOOSE_SWAP:
            actions.extend(SwapWith(seat) for seat in range(self.players) if seat != player)
            actions.append(SwapWith(None))

    def apply(self, player: int, action: Action, now: float = 0.0) -> list[Event]:
        """Apply `player`'s action at time `now` and return the events it caused.

        Time passes first, as in `advance(now)`, so an answer that comes after its window is judged late. An action
        the rules refuse raises `IllegalAction` and changes nothing; the events of the passing time, if any, are
        in the log and on the exception's `events`.
        """
        if not 0 <= player < self.players:
            raise IllegalAction("illegal.no_such_player", player=player)
        out: list[Event] = []
        self._out = out
        if self.catch_deadlines or self.interception_deadline is not None or self.sequence or self.reaction:
            self._expire(now)
        try:
            if self.phase is Phase.ROUND_OVER or self.phase is Phase.MATCH_OVER:
                raise IllegalAction("illegal.round_over")
            handler = _HANDLERS.get(type(action))
            if handler is None:
                raise IllegalAction("illegal.unknown_action", action=action)
            handler(self, player, action, now)
        except IllegalAction as refusal:
            # What the passing time did stands; the refused action changed nothing.
            refusal.events = out
            if self.log is not None:
                self.log.extend(out)
            raise
        if self.log is not None:
            self.log.extend(out)
        return out

    def advance(self, now: float) -> list[Event]:
        """Let time pass to `now`: close expired windows and resolve a buzzer or slap past its deadline."""
        out: list[Event] = []
        self._out = out
        self._expire(now)
        if self.log is not None:
            self.log.extend(out)
        return out

    def next_deadline(self) -> float | None:
        """The earliest pending deadline, so a driver knows when to call `advance`."""
        deadlines = list(self.catch_deadlines.values())
        if self.interception_deadline is not None:
            deadlines.append(self.interception_deadline)
        if self.sequence is not None:
            deadlines.append(self.sequence.deadline)
        if self.reaction is not None:
            deadlines.append(self.reaction.deadline)
        return min(deadlines) if deadlines else None

    @property
    def windows_open(self) -> bool:
        """Whether a real-time window is open, so players besides the decider may have actions.

        (A player down to one card who was not caught in time may still say UNO, at no risk: drivers may leave
        that for the player's own turn.)
        """
        return bool(
            self.catch_deadlines
            or self.interception_deadline is not None
            or self.sequence is not None
            or self.reaction is not None
        )

    # ----------------------------------------------------------------- plumbing

    def _expire(self, now: float) -> None:
        if self.catch_deadlines:
            for target, deadline in list(self.catch_deadlines.items()):
                if deadline <= now:
                    del self.catch_deadlines[target]
        if self.interception_deadline is not None and self.interception_deadline <= now:
            self.interception_deadline = None
        if self.sequence is not None and self.sequence.deadline <= now:
            self.sequence = None
        if self.reaction is not None and self.reaction.deadline <= now:
            self._resolve_reaction(now)

    def _close_windows_for(self, actor: int) -> None:
        """A turn action by `actor` closes the windows that belong to anyone else ("until the next player acts")."""
        if self.catch_deadlines:
            for target in list(self.catch_deadlines):
                if target != actor:
                    del self.catch_deadlines[target]
        self.interception_deadline = None
        if self.sequence is not None and self.sequence.owner != actor:
            self.sequence = None

    def _clear_windows(self) -> None:
        self.catch_deadlines.clear()
        self.interception_deadline = None
        self.sequence = None
        self.reaction = None

    # ----------------------------------------------------------------- what may be played

    def _playable(self, card: Card, hand: list[Card]) -> bool:
        """Whether `card` may be played on the current player's turn."""
        if card.is_wild:
            return not (self.rules.no_wild_finish and len(hand) == 1)
        return card in self._matches[self.colour, self.discard[-1].rank]

    def _answers_penalty(self, player: int, card: Card) -> bool:
        """Whether `card` answers the pending Draw Two / Draw Four instead of drawing."""
        if card.is_wild and self.rules.no_wild_finish and len(self.hands[player]) == 1:
            return False
        stacking = self.rules.stacking
        rank = card.rank
        if stacking != "off":
            if rank is self.pending_rank:
                return True
            if stacking == "house" and rank is DRAW_FOUR and self.pending_rank is DRAW_TWO:
                return True
        return self.interception_deadline is not None and self._intercepts(player, card)

    def _may_challenge(self) -> bool:
        return self.rules.challenge != "off" and self.pending_rank is DRAW_FOUR and self._df_player is not None

    def _can_draw(self) -> bool:
        return bool(self.draw_pile) or len(self.discard) > 1

    def _intercepts(self, player: int, card: Card) -> bool:
        """Whether `player` may play `card` out of turn on the top card now."""
        mode = self.rules.interception
        if mode == "off" or card.is_wild or player == self._played_by:
            return False
        top = self.discard[-1]
        if card.rank is not top.rank or top.is_wild:
            return False
        if mode == "identical":
            return top.number is not None and card.colour is top.colour
        if mode == "jump_in":
            return card.colour is top.colour and card not in self._penalty_cards[player]
        return True  # super interception: same number or symbol, any colour

    def _continues_sequence(self, card: Card) -> bool:
        sequence = self.sequence
        if sequence is None or card.colour is not sequence.colour or card.number is None:
            return False
        step = card.number - sequence.last
        return step in (1, -1) and (sequence.step == 0 or step == sequence.step)

    def _may_call_uno(self, player: int) -> bool:
        if self.uno_called[player]:
            return False
        size = len(self.hands[player])
        if size == 1:
            return True
        # Saying it early, before playing the second-to-last card.
        return size == 2 and player == self.decider and self.phase in (Phase.PLAY, Phase.DRAWN, Phase.PENALTY)

    # ----------------------------------------------------------------- playing a card

    def _on_play(self, player: int, action: Play, now: float) -> None:
        card = action.card
        hand = self.hands[player]
        if card not in hand:
            raise IllegalAction("illegal.card_not_in_hand", card=card.id)
        phase = self.phase
        if player == self.decider and phase is Phase.PLAY:
            if not self._playable(card, hand):
                self._wrong_play(player, card, "illegal.no_wild_finish" if card.is_wild else "illegal.does_not_match")
                return
            mode = PlayMode.TURN
        elif player == self.decider and phase is Phase.DRAWN:
            if card is not self.drawn_card:
                raise IllegalAction("illegal.only_drawn_card")
            mode = PlayMode.DRAWN
        elif player == self.decider and phase is Phase.PENALTY:
            if not self._answers_penalty(player, card):
                last_wild = card.is_wild and self.rules.no_wild_finish and len(hand) == 1
                self._wrong_play(player, card, "illegal.no_wild_finish" if last_wild else "illegal.must_answer_penalty")
                return
            mode = PlayMode.STACK
        elif player == self.decider:
            reason = "illegal.choose_colour_first" if phase is Phase.CHOOSE_COLOUR else "illegal.choose_swap_first"
            raise IllegalAction(reason)
        elif phase is Phase.REACTION:
            raise IllegalAction("illegal.reaction_pending")
        else:
            # Out of turn: a sequence going on, an interception, or a failed attempt at one.
            open_to_plays = phase is Phase.PLAY or phase is Phase.PENALTY
            sequence = self.sequence
            if open_to_plays and sequence is not None and sequence.owner == player and self._continues_sequence(card):
                self._lay_sequence_card(player, card, now)
                return
            if not (open_to_plays and self.interception_deadline is not None and self._intercepts(player, card)):
                self._failed_interception(player, card)
                return
            mode = PlayMode.INTERCEPTION
        self._lay(player, card, mode, now)

    def _wrong_play(self, player: int, card: Card, reason: str) -> None:
        """An illegal card: refused, or at a strict table played back into the hand with a penalty draw."""
        penalty = self.rules.wrong_play_penalty
        if not penalty:
            raise IllegalAction(reason, card=card.id)
        self._out.append(WrongPlay(player, card, reason))
        self._draw(player, penalty, DrawReason.WRONG_PLAY)

    def _failed_interception(self, player: int, card: Card) -> None:
        rules = self.rules
        if rules.interception == "off" or (self.interception_deadline is None and not self._intercepts(player, card)):
            # No card is open to interception (and this one would not have been too late): simply not their turn.
            self._wrong_play(player, card, "illegal.not_your_turn")
            return
        reason = self._interception_refusal(player, card)
        points = rules.interception_penalty_points
        if not points and not rules.wrong_play_penalty:
            raise IllegalAction(reason, card=card.id)
        if points:
            self.totals[player] += points if rules.scoring == "penalty" else -points
        self._out.append(InterceptionFailed(player, card, reason, points))
        if rules.wrong_play_penalty:
            self._draw(player, rules.wrong_play_penalty, DrawReason.WRONG_PLAY)

    def _interception_refusal(self, player: int, card: Card) -> str:
        """Why an out-of-turn card is not an interception, as the reason key the player hears."""
        if player == self._played_by:
            return "illegal.intercept_own_card"
        if self._intercepts(player, card):
            return "illegal.interception_too_late"  # it matches, but the moment has passed
        if card in self._penalty_cards[player]:
            return "illegal.jump_in_with_penalty_card"
        return "illegal.interception_no_match"

    def _lay(self, player: int, card: Card, mode: PlayMode, now: float) -> None:
        """Put `card` on the pile and carry out its effect."""
        hand = self.hands[player]
        rules = self.rules
        if card.rank is DRAW_FOUR and self._challenge_on:
            self._note_draw_four(player, card, hand)
        self._close_windows_for(player)
        self._idle_passes = 0
        hand.remove(card)
        self.discard.append(card)
        self._played_by = player
        self.drawn_card = None
        if mode is PlayMode.INTERCEPTION:
            self.current = player
        self._out.append(CardPlayed(player, card, mode, len(hand)))
        if len(hand) == 1 and not self.uno_called[player]:
            self.catch_deadlines[player] = now + rules.uno_catch_ms / 1000
        if self._interception_on and not card.is_wild:
            self.interception_deadline = now + rules.interception_ms / 1000
        rank = card.rank
        if not hand:
            self._go_out(player, card, now)
            return
        if card.is_wild:
            if rank is Rank.GREYSKULL:
                self._out.append(GreyskullStruck(player))
                for seat in self._others(player):
                    self._draw(seat, GREYSKULL_DRAW, DrawReason.GREYSKULL)
            self.colour = None
            self._choice_card = card
            self.phase = Phase.CHOOSE_COLOUR
            self.decider = player
            return
        self.colour = card.colour
        if rank is Rank.BUZZER:
            self._open_reaction(Reaction.BUZZER, player, card, tuple(range(self.players)), now)
            return
        if card.number is not None and self._number_effects:
            if rules.sequences and mode in (PlayMode.TURN, PlayMode.DRAWN):
                self.sequence = _Sequence(player, card, now + rules.sequence_ms / 1000)
            if rank is Rank.ZERO and rules.zero_passes_hands:
                self._pass_hands(now)
            elif rank is Rank.SEVEN and rules.seven_swaps:
                self._choice_card = card
                self.phase = Phase.CHOOSE_SWAP
                self.decider = player
                return
            elif rank is Rank.NINE and rules.slap_on_nine:
                self._open_reaction(Reaction.SLAP, player, card, tuple(range(self.players)), now)
                return
        self._finish_play(player, card)

    def _lay_sequence_card(self, player: int, card: Card, now: float) -> None:
        """A further card of a run: laid out of turn with no effect of its own; the turn stays where it is."""
        sequence = self.sequence
        assert sequence is not None and card.number is not None
        self._close_windows_for(player)
        sequence.step = card.number - sequence.last
        sequence.last = card.number
        sequence.deadline = now + self.rules.sequence_ms / 1000
        hand = self.hands[player]
        hand.remove(card)
        self.discard.append(card)
        self._played_by = player
        self._out.append(CardPlayed(player, card, PlayMode.SEQUENCE, len(hand)))
        if len(hand) == 1 and not self.uno_called[player]:
            self.catch_deadlines[player] = now + self.rules.uno_catch_ms / 1000
        if not hand:
            self._end_round(player)

    def _note_draw_four(self, player: int, card: Card, hand: list[Card]) -> None:
        """Record, before the card leaves the hand, whether this Draw Four is a bluff a challenge would expose."""
        others = [other for other in hand if other is not card]
        if self.rules.challenge == "official":
            colour = self.colour
            bluff = colour is not None and any(other.colour is colour for other in others)
        elif self.phase is Phase.PENALTY:
            bluff = any(self._answers_penalty(player, other) and other.rank is not DRAW_FOUR for other in others)
        else:
            bluff = any(self._playable(other, hand) and other.rank is not DRAW_FOUR for other in others)
        self._df_player = player
        self._df_bluff = bluff
        self._df_hand = tuple(others)

    def _go_out(self, player: int, card: Card, now: float) -> None:
        """The player's last card: its penalty still lands (and counts in the score), then the round ends."""
        rank = card.rank
        if rank in _PENALTY_SIZE:
            victim = self.next_seat(player)
            self._draw(victim, self.pending_draw + _PENALTY_SIZE[rank], DrawReason.PENALTY)
            self.pending_draw = 0
        elif rank is Rank.GREYSKULL:
            self._out.append(GreyskullStruck(player))
            for seat in self._others(player):
                self._draw(seat, GREYSKULL_DRAW, DrawReason.GREYSKULL)
        elif rank is Rank.BUZZER or (rank is Rank.NINE and self.rules.slap_on_nine):
            # The winner is out of it; the others still race, and the loser's cards count in the score.
            kind = Reaction.BUZZER if rank is Rank.BUZZER else Reaction.SLAP
            self._open_reaction(kind, player, card, self._others(player), now)
            return
        self._end_round(player)

    def _finish_play(self, player: int, card: Card) -> None:
        """Move the turn on after `card`'s own effect, once any choice it asked for is made."""
        self.decider = None
        self._choice_card = None
        rank = card.rank
        following = (player + self.direction) % self.players
        if rank is DRAW_TWO or rank is DRAW_FOUR:
            self.pending_draw += _PENALTY_SIZE[rank]
            self.pending_rank = rank
            self._out.append(PenaltyPending(following, self.pending_draw))
            self._begin_turn(following)
        elif rank is Rank.SKIP:
            self._skip_next(player)
        elif rank is Rank.REVERSE:
            self.direction = -self.direction
            self._out.append(DirectionChanged(self.direction))
            if self.players == 2:
                self._skip_next(player)
            else:
                self._begin_turn((player + self.direction) % self.players)
        else:
            self._begin_turn(following)

    def _skip_next(self, player: int) -> None:
        skipped = self.next_seat(player)
        self._out.append(PlayerSkipped(skipped))
        self._begin_turn(self.next_seat(skipped))

    def _begin_turn(self, player: int) -> None:
        if self.turns >= TURN_LIMIT:
            self._end_blocked_round(turn_limit=True)
            return
        self.turns += 1
        self.current = player
        self.decider = player
        if self._penalty_cards[player]:
            self._penalty_cards[player].clear()
        if self.pending_draw and not self._penalty_is_open(player):
            self._take_penalty(player)
            if self.rules.draw_penalty_skips_turn:
                self._out.append(PlayerSkipped(player))
                self._begin_turn(self.next_seat(player))
                return
        self.phase = Phase.PENALTY if self.pending_draw else Phase.PLAY
        self._out.append(TurnStarted(player))

    def _penalty_is_open(self, player: int) -> bool:
        """Whether the victim gets to decide: they can answer or challenge, or someone may jump in first."""
        if self._may_challenge():
            return True
        if self.interception_deadline is not None and self.rules.interception in ("super", "jump_in"):
            return True
        return any(self._answers_penalty(player, card) for card in self.hands[player])

    def _take_penalty(self, player: int) -> None:
        drawn = self._draw(player, self.pending_draw, DrawReason.PENALTY)
        if self.rules.interception == "jump_in":
            self._penalty_cards[player].update(drawn)
        self.pending_draw = 0
        self.pending_rank = None
        self._df_player = None

    # ----------------------------------------------------------------- drawing

    def _draw(self, player: int, count: int, reason: DrawReason) -> tuple[Card, ...]:
        """Draw up to `count` cards, reshuffling the discards when the pile runs out."""
        if count <= 0:
            return ()
        if len(self.draw_pile) < count:
            self._reshuffle()
        pile = self.draw_pile
        if count >= len(pile):
            drawn = tuple(reversed(pile))
            pile.clear()
        else:
            drawn = tuple(pile[: -count - 1 : -1])
            del pile[-count:]
        hand = self.hands[player]
        hand.extend(drawn)
        if len(hand) > 1:
            self.uno_called[player] = False
            self.catch_deadlines.pop(player, None)
        self._out.append(CardsDrawn(player, drawn, len(drawn), reason))
        if self._creepers and reason is not DrawReason.CREEPER:
            for card in drawn:
                if card.rank is Rank.CREEPER:
                    self._out.append(CreeperRevealed(player, card))
                    drawn += self._draw(player, CREEPER_DRAW, DrawReason.CREEPER)
        return drawn

    def _reshuffle(self) -> None:
        discard = self.discard
        if len(discard) < 2:
            return
        cards = discard[:-1]
        del discard[:-1]
        self._shuffle(cards, self.rng)
        cards.extend(self.draw_pile)  # what was left of the pile stays on top
        self.draw_pile = cards
        self._out.append(Reshuffled(len(cards)))

    def _on_draw(self, player: int, action: Draw, now: float) -> None:
        phase = self.phase
        if player != self.decider or phase not in (Phase.PLAY, Phase.PENALTY):
            raise IllegalAction(self._not_now(player))
        hand = self.hands[player]
        if phase is Phase.PLAY and not self._can_draw() and any(self._playable(card, hand) for card in hand):
            raise IllegalAction("illegal.nothing_to_draw")
        self._close_windows_for(player)
        if phase is Phase.PENALTY:
            self._take_penalty(player)
            if self.rules.draw_penalty_skips_turn:
                self._out.append(PlayerSkipped(player))
                self._begin_turn(self.next_seat(player))
            else:
                self.phase = Phase.PLAY
            return
        if not self._can_draw():
            self._out.append(NothingToDraw(player))
            self._idle_passes += 1
            if self._idle_passes >= self.players:
                self._end_blocked_round()
            else:
                self._begin_turn(self.next_seat(player))
            return
        self._idle_passes = 0
        drawn = self._draw(player, 1, DrawReason.CHOICE)[0]
        if self._playable(drawn, hand):
            self.drawn_card = drawn
            self.phase = Phase.DRAWN
        else:
            self._out.append(Passed(player))
            self._begin_turn(self.next_seat(player))

    def _end_blocked_round(self, turn_limit: bool = False) -> None:
        """Nobody can play and nothing is left to draw, or the round reached `TURN_LIMIT`: the lightest hand wins
        (ties: first in turn order)."""
        order = [self.next_seat(self.current, step) for step in range(1, self.players + 1)]
        winner = min(order, key=lambda seat: sum(card.points for card in self.hands[seat]))
        self._end_round(winner, blocked=True, turn_limit=turn_limit)

    def _on_pass(self, player: int, action: Pass, now: float) -> None:
        if player != self.decider or self.phase is not Phase.DRAWN:
            raise IllegalAction("illegal.nothing_to_keep" if player == self.decider else "illegal.not_your_turn")
        self._close_windows_for(player)
        self.drawn_card = None
        self._out.append(Passed(player))
        self._begin_turn(self.next_seat(player))

    def _not_now(self, player: int) -> str:
        if self.phase is Phase.REACTION:
            return "illegal.reaction_pending"
        if player != self.decider:
            return "illegal.not_your_turn"
        return {
            Phase.DRAWN: "illegal.already_drew",
            Phase.CHOOSE_COLOUR: "illegal.choose_colour_first",
            Phase.CHOOSE_SWAP: "illegal.choose_swap_first",
        }.get(self.phase, "illegal.not_now")

    # ----------------------------------------------------------------- choices

    def _on_choose_colour(self, player: int, action: ChooseColour, now: float) -> None:
        colour = action.colour
        if player != self.decider or self.phase is not Phase.CHOOSE_COLOUR:
            raise IllegalAction("illegal.no_colour_to_choose")
        if colour not in self.colours:
            raise IllegalAction("illegal.not_a_colour", colour=colour.value)
        card = self._choice_card
        assert card is not None
        self.colour = colour
        self._out.append(ColourChosen(player, colour))
        if self._opening_wild:
            self._opening_wild = False
            self._choice_card = None
            self.phase = Phase.PLAY
            return
        self._finish_play(player, card)

    def _on_swap(self, player: int, action: SwapWith, now: float) -> None:
        target = action.target
        if player != self.decider or self.phase is not Phase.CHOOSE_SWAP:
            raise IllegalAction("illegal.no_swap_to_choose")
        if target is not None and (target == player or not 0 <= target < self.players):
            raise IllegalAction("illegal.bad_swap_target", target=target)
        card = self._choice_card
        assert card is not None
        if target is None:
            self._out.append(SwapDeclined(player))
        else:
            hands = self.hands
            hands[player], hands[target] = hands[target], hands[player]
            self._out.append(HandsSwapped(player, target))
            self._after_hands_moved((player, target), now)
        self._finish_play(player, card)

    def _pass_hands(self, now: float) -> None:
        """The 0 rule: every hand moves to the next player in the direction of play."""
        hands = self.hands
        n = self.players
        self.hands = [hands[(seat - self.direction) % n] for seat in range(n)]
        self._out.append(HandsPassed(self.direction))
        self._after_hands_moved(tuple(range(n)), now)

    def _after_hands_moved(self, seats: tuple[int, ...], now: float) -> None:
        """A hand that changes owner needs a fresh UNO call: whoever now holds one card must say it."""
        deadline = now + self.rules.uno_catch_ms / 1000
        for seat in seats:
            self.uno_called[seat] = False
            self.catch_deadlines.pop(seat, None)
            if len(self.hands[seat]) == 1:
                self.catch_deadlines[seat] = deadline

    # ----------------------------------------------------------------- UNO

    def _on_call_uno(self, player: int, action: CallUno, now: float) -> None:
        if not self._may_call_uno(player):
            raise IllegalAction("illegal.cannot_call_uno")
        self.uno_called[player] = True
        self.catch_deadlines.pop(player, None)
        self._out.append(UnoCalled(player))

    def _on_catch(self, player: int, action: CatchUno, now: float) -> None:
        target = action.target
        if target == player or target not in self.catch_deadlines:
            raise IllegalAction("illegal.nobody_to_catch", target=target)
        del self.catch_deadlines[target]
        self._out.append(UnoCaught(player, target))
        self._draw(target, self.rules.uno_penalty, DrawReason.UNO)

    # ----------------------------------------------------------------- Draw Four challenge

    def _on_challenge(self, player: int, action: Challenge, now: float) -> None:
        if player != self.decider or self.phase is not Phase.PENALTY or not self._may_challenge():
            raise IllegalAction("illegal.no_challenge")
        self._close_windows_for(player)
        accused = self._df_player
        assert accused is not None
        guilty = self._df_bluff
        self._out.append(ChallengeResolved(player, accused, guilty, self._df_hand))
        total = self.pending_draw
        self.pending_draw = 0
        self.pending_rank = None
        self._df_player = None
        if guilty:
            extra = CHALLENGE_EXTRA if self.rules.challenge == "manual" else 0
            self._draw(accused, total + extra, DrawReason.CHALLENGE)
            self.phase = Phase.PLAY
            return
        self._draw(player, total + CHALLENGE_EXTRA, DrawReason.CHALLENGE)
        if self.rules.draw_penalty_skips_turn:
            self._out.append(PlayerSkipped(player))
            self._begin_turn(self.next_seat(player))
        else:
            self.phase = Phase.PLAY

    # ----------------------------------------------------------------- buzzer and slap

    def _open_reaction(self, kind: Reaction, player: int, card: Card, players: tuple[int, ...], now: float) -> None:
        ms = self.rules.buzzer_ms if kind is Reaction.BUZZER else self.rules.slap_ms
        reaction = _Reaction(kind, players, now, now + ms / 1000)
        reaction.after = (player, card)
        self.reaction = reaction
        self.phase = Phase.REACTION
        self.decider = None
        self._out.append(ReactionStarted(kind, players, reaction.deadline))

    def _on_press(self, player: int, action: Buzz | Slap, now: float) -> None:
        kind = Reaction.BUZZER if type(action) is Buzz else Reaction.SLAP
        reaction = self.reaction
        if reaction is None or reaction.kind is not kind:
            raise IllegalAction("illegal.nothing_to_buzz" if kind is Reaction.BUZZER else "illegal.nothing_to_slap")
        if player not in reaction.players:
            raise IllegalAction("illegal.not_in_reaction")
        if player in reaction.presses:
            raise IllegalAction("illegal.already_pressed")
        reaction.presses[player] = now - reaction.opened
        self._out.append(ReactionPressed(kind, player, now - reaction.opened))
        if len(reaction.presses) == len(reaction.players):
            self._resolve_reaction(now)

    def _resolve_reaction(self, now: float) -> None:
        """The slowest presser draws; anyone who never pressed counts as slowest."""
        reaction = self.reaction
        assert reaction is not None and reaction.after is not None
        presses = reaction.presses
        missing = tuple(seat for seat in reaction.players if seat not in presses)
        if missing:
            losers = missing
        else:
            slowest = max(presses.values())
            losers = tuple(seat for seat in reaction.players if presses[seat] == slowest)
        self.reaction = None
        times = tuple((seat, presses.get(seat)) for seat in reaction.players)
        self._out.append(ReactionResolved(reaction.kind, times, losers))
        if reaction.kind is Reaction.BUZZER:
            penalty, reason = BUZZER_DRAW, DrawReason.BUZZER
        else:
            penalty, reason = self.rules.slap_penalty or self.players - 1, DrawReason.SLAP
        for seat in losers:
            self._draw(seat, penalty, reason)
        player, card = reaction.after
        self.phase = Phase.PLAY
        if not self.hands[player]:
            self._end_round(player)
        else:
            self._finish_play(player, card)

    # ----------------------------------------------------------------- helpers

    def _others(self, player: int) -> tuple[int, ...]:
        """The other players in the order of play from `player`."""
        return tuple(self.next_seat(player, step) for step in range(1, self.players))


# How each kind of action is carried out.
_HANDLERS: dict[type, Callable[[Game, int, Any, float], None]] = {
    Play: Game._on_play,
    Draw: Game._on_draw,
    Pass: Game._on_pass,
    ChooseColour: Game._on_choose_colour,
    SwapWith: Game._on_swap,
    CallUno: Game._on_call_uno,
    CatchUno: Game._on_catch,
    Challenge: Game._on_challenge,
    Buzz: Game._on_press,
    Slap: Game._on_press,
}
