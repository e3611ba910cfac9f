"""The hard bot's choice for a seat, with why: what the hint key says at the table.

`advise` asks the bot itself (`Strategy.decide`), so the advice is exactly what that bot would do; the reasons
are read afterwards from the choice and what the seat may know (its hand, the hand sizes, what the bot's tracker
remembers), as data the narration turns into words. Nothing here chooses: a second opinion would drift from the bot.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ..engine import (
    CHALLENGE,
    DRAW,
    PASS,
    Action,
    Buzz,
    CallUno,
    Card,
    CatchUno,
    ChooseColour,
    Colour,
    Edition,
    Phase,
    Play,
    PlayerView,
    PlaySame,
    Rank,
    Slap,
    SwapWith,
)
from ..engine.cards import CHALLENGEABLE_RANKS, PENALTY_SIZE
from . import no_mercy
from .heuristic import ATTACKS, HeuristicStrategy

HEAVY = 20  # points from which shedding a card is a reason of its own
CLOSE = 2  # cards: a next player holding this few is close to winning


class ReasonKind(Enum):
    ONLY_PLAYABLE = "only_playable"  # the one card that can be played
    ATTACK = "attack"  # it hurts the next player (`seat`), who holds `count` cards
    ANOTHER_TURN = "another_turn"  # it gives its player another turn
    KEEPS_WILD = "keeps_wild"  # a coloured card played while the hand holds a wild for later
    CHANGES_COLOUR = "changes_colour"  # a wild played: it names `colour`
    NEXT_LACKS = "next_lacks"  # the next player (`seat`) seems to have no `colour`
    COLOUR_HELD = "colour_held"  # it leaves in play `colour`, of which the hand holds `count` more
    COLOUR_COUNT = "colour_count"  # the colour named: the hand holds `count` cards of `colour`
    SHEDS_POINTS = "sheds_points"  # it sheds a heavy card, `count` points
    FLIP_HELPS = "flip_helps"  # turning the table over suits the hand
    BEST_OF = "best_of"  # the best of `count` playable cards by the bot's reckoning
    NOTHING_PLAYABLE = "nothing_playable"  # no card can be played: draw
    PLAY_DRAWN = "play_drawn"  # the card just drawn can be played
    KEEP_DRAWN = "keep_drawn"  # the card just drawn is kept
    ALL_TOGETHER = "all_together"  # `count` cards of one number shed at once
    STACK = "stack"  # a card passes the penalty of `count` cards on
    NO_ANSWER = "no_answer"  # nothing passes the penalty of `count` cards on: take it
    LIKELY_BLUFF = "likely_bluff"  # the Draw Four was a bluff `count` times in a hundred: challenge
    LIKELY_HONEST = "likely_honest"  # it was a bluff only `count` times in a hundred: take it
    FEWER_CARDS = "fewer_cards"  # `seat` holds `count` cards, fewer than the hand's
    NOBODY_FEWER = "nobody_fewer"  # nobody holds fewer cards: keep the hand
    LAST_CARD = "last_card"  # one card left: say UNO
    FORGOT_UNO = "forgot_uno"  # `seat` holds one card and did not say UNO
    RACE = "race"  # a buzzer or slap race: the slowest draws
    OUT_OF_TURN = "out_of_turn"  # a card may be played out of turn: shed `count` points
    # No Mercy's own decisions.
    STACK_UP = "stack_up"  # a bigger draw card on the stack: the next player faces `count` cards
    DISCARD_ALL = "discard_all"  # a Discard All: `count` cards of `colour` leave the hand with it
    ROULETTE_COLOUR = "roulette_colour"  # `count` of the cards not yet seen are `colour`, the most of any colour
    ROULETTE_VICTIM = "roulette_victim"  # a Colour Roulette: `seat` names a colour and draws until it comes
    MERCY_OUT = "mercy_out"  # the draw takes the next player (`seat`) to the mercy limit, `count` cards: out
    SMALLEST_HAND = "smallest_hand"  # the 7 must swap: `seat` holds the smallest hand, `count` cards
    # A Wild Reverse Draw 4 between two players skips the other (`seat`) and falls on its own player, who sends it
    # back with a draw card: `seat` then faces `count` cards.
    STACK_BACK = "stack_back"
    # Drawing rather than laying that Wild Reverse Draw 4 with nothing to send it back: it would skip `seat` and
    # make the player draw `count` cards.
    SELF_DRAW = "self_draw"
    HARD_BOTS_CHOICE = "hard_bots_choice"  # a choice this module cannot explain yet (a new kind of action)
    SEARCHED = "searched"  # the expert's choice: played out from here, it won `count` rounds in a hundred
    NOTHING_TO_DO = "nothing_to_do"  # nothing to do now: it is `seat`'s turn
    NOTHING_YET = "nothing_yet"  # nothing to do now, and nobody else's turn either (a race the seat has pressed in)
    ROUND_OVER = "round_over"  # the round, or the match, is over


@dataclass(frozen=True)
class Reason:
    kind: ReasonKind
    seat: int | None = None
    count: int = 0
    colour: Colour | None = None


@dataclass(frozen=True)
class Advice:
    """What the bot would do now (None: nothing, out of turn) and why: never without a reason."""

    action: Action | None
    reasons: tuple[Reason, ...]


def advise(bot: HeuristicStrategy, view: PlayerView, legal: Sequence[Action]) -> Advice:
    """The bot's own decision for its seat now, and why. The bot's generator is not drawn on for the hard
    temperament's choices (it never slips), so asking changes nothing it will do."""
    if view.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        return Advice(None, (Reason(ReasonKind.ROUND_OVER),))
    decision = bot.decide(view, legal)
    if decision is None:
        decider = view.decider
        if decider is None or decider == view.seat:
            return Advice(None, (Reason(ReasonKind.NOTHING_YET),))
        return Advice(None, (Reason(ReasonKind.NOTHING_TO_DO, seat=decider),))
    action = decision[0]
    return Advice(action, _reasons(bot, view, legal, action) or (Reason(ReasonKind.HARD_BOTS_CHOICE),))


def reasons_for(
    bot: HeuristicStrategy, view: PlayerView, legal: Sequence[Action], action: Action
) -> tuple[Reason, ...]:
    """Why `action`, chosen by `bot` for its seat (`view`), as the hint would give them; () when this module has
    none for it. Asked before the action is applied: the reasons read the table it was chosen on."""
    return _reasons(bot, view, legal, action)


def explain_search(
    bot: HeuristicStrategy, view: PlayerView, legal: Sequence[Action], advice: Advice, action: Action, share: float
) -> Advice:
    """The expert's choice for the seat: the hard bot's `advice` where the search kept it, else `action`, first
    for what playing it out showed (`share` of the rounds won), then for what the hard bot's reckoning says of it."""
    if action == advice.action:
        return advice
    searched = Reason(ReasonKind.SEARCHED, count=_percent(share))
    also = [reason for reason in _reasons(bot, view, legal, action) if reason.kind not in _HARD_BOTS_OWN]
    return Advice(action, (searched, *also[:1]))


# Reasons that speak of the hard bot's own ranking: not said of a choice the search made instead.
_HARD_BOTS_OWN = (ReasonKind.BEST_OF, ReasonKind.HARD_BOTS_CHOICE)


def _reasons(bot: HeuristicStrategy, view: PlayerView, legal: Sequence[Action], action: Action) -> tuple[Reason, ...]:
    if isinstance(action, CallUno):
        return (Reason(ReasonKind.LAST_CARD),)
    if isinstance(action, CatchUno):
        return (Reason(ReasonKind.FORGOT_UNO, seat=action.target),)
    if isinstance(action, (Buzz, Slap)):
        return (Reason(ReasonKind.RACE),)
    if isinstance(action, ChooseColour):
        return _colour_reasons(bot, view, action.colour)
    if isinstance(action, SwapWith):
        if action.target is None:
            return (Reason(ReasonKind.NOBODY_FEWER),)
        size = view.hand_sizes[action.target]
        if size >= len(view.hand):  # no smaller hand, and the 7 must swap (No Mercy): the least bad
            return (Reason(ReasonKind.SMALLEST_HAND, seat=action.target, count=size),)
        return (Reason(ReasonKind.FEWER_CARDS, seat=action.target, count=size),)
    if action is CHALLENGE:
        return (Reason(ReasonKind.LIKELY_BLUFF, count=_percent(bot._bluff_chance(view))),)
    if action is PASS:
        return (Reason(ReasonKind.KEEP_DRAWN),)
    if action is DRAW:
        return _draw_reasons(bot, view, legal)
    if isinstance(action, PlaySame):
        return (Reason(ReasonKind.ALL_TOGETHER, count=len(action.cards)),)
    if isinstance(action, Play):
        return _play_reasons(bot, view, legal, action)
    return ()  # an action this module has no reasons for yet: `advise` says it is the hard bot's choice


def _percent(chance: float) -> int:
    return round(100 * chance)


def _draw_reasons(bot: HeuristicStrategy, view: PlayerView, legal: Sequence[Action]) -> tuple[Reason, ...]:
    if any(type(action) is Play and no_mercy.draws_on_self(view, action.card, view.hand) for action in legal):
        size = view.pending_draw + PENALTY_SIZE[Rank.WILD_REVERSE_DRAW_FOUR]
        return (Reason(ReasonKind.SELF_DRAW, seat=view.next_seat(view.seat), count=size),)
    if view.phase is Phase.PENALTY:
        if CHALLENGE in legal:
            return (Reason(ReasonKind.LIKELY_HONEST, count=_percent(bot._bluff_chance(view))),)
        return (Reason(ReasonKind.NO_ANSWER, count=view.pending_draw),)
    return (Reason(ReasonKind.NOTHING_PLAYABLE),)


def _colour_reasons(bot: HeuristicStrategy, view: PlayerView, colour: Colour) -> tuple[Reason, ...]:
    top = view.top
    if top is not None and top.rank is Rank.WILD_COLOUR_ROULETTE:  # named by its victim, to draw until it comes
        unseen = sum(1 for card in bot._unseen(view, view.hand) if card.colour is colour)
        return (Reason(ReasonKind.ROULETTE_COLOUR, colour=colour, count=unseen),)
    held = sum(1 for card in view.hand if card.colour is colour)
    reasons = [Reason(ReasonKind.COLOUR_COUNT, colour=colour, count=held)]
    next_seat = view.next_seat(view.seat)
    if colour in bot.tracker.lacks[next_seat]:
        reasons.append(Reason(ReasonKind.NEXT_LACKS, seat=next_seat, colour=colour))
    return tuple(reasons)


def _play_reasons(bot: HeuristicStrategy, view: PlayerView, legal: Sequence[Action], play: Play) -> tuple[Reason, ...]:
    """Why this card of those that could be played: at most two reasons, the weightiest first."""
    card, hand = play.card, view.hand
    if view.decider != view.seat:
        return (Reason(ReasonKind.OUT_OF_TURN, count=card.points),)
    if view.phase is Phase.DRAWN:
        return (Reason(ReasonKind.PLAY_DRAWN),)
    reasons: list[Reason] = []
    next_seat = view.next_seat(view.seat)
    next_holds = view.hand_sizes[next_seat]
    if view.rules.edition is Edition.NO_MERCY:
        reasons.extend(_no_mercy_reasons(view, card, next_seat))
    if view.phase is Phase.PENALTY and not reasons:
        reasons.append(Reason(ReasonKind.STACK, count=view.pending_draw))
    plays = [action for action in legal if type(action) is Play and action.card in hand]
    if len(plays) == 1 and not reasons:
        return (Reason(ReasonKind.ONLY_PLAYABLE),)
    rest = [other for other in hand if other is not card]
    attack = card.rank in ATTACKS or card.rank in CHALLENGEABLE_RANKS
    if attack and next_holds <= CLOSE:
        reasons.append(Reason(ReasonKind.ATTACK, seat=next_seat, count=next_holds))
    if bot._gives_another_turn(view, card.rank):
        reasons.append(Reason(ReasonKind.ANOTHER_TURN))
    if card.rank is Rank.FLIP:
        reasons.append(Reason(ReasonKind.FLIP_HELPS))
    if card.rank is Rank.WILD_COLOUR_ROULETTE:  # its victim names the colour, not its player
        colour = None
        reasons.append(Reason(ReasonKind.ROULETTE_VICTIM, seat=next_seat))
    elif card.colour is None:
        colour = bot._best_colour(view, rest)
        reasons.append(Reason(ReasonKind.CHANGES_COLOUR, colour=colour))
    else:
        colour = card.colour
        if any(other.colour is None for other in rest):
            reasons.append(Reason(ReasonKind.KEEPS_WILD))
    if colour in bot.tracker.lacks[next_seat]:
        reasons.append(Reason(ReasonKind.NEXT_LACKS, seat=next_seat, colour=colour))
    held = Counter(other.colour for other in rest)[colour]
    if held and card.colour is not None:
        reasons.append(Reason(ReasonKind.COLOUR_HELD, colour=colour, count=held))
    if card.points >= HEAVY and card.colour is not None:
        reasons.append(Reason(ReasonKind.SHEDS_POINTS, count=card.points))
    if not reasons:
        reasons.append(Reason(ReasonKind.BEST_OF, count=len(plays)))
    return tuple(reasons[:2])


def _no_mercy_reasons(view: PlayerView, card: Card, next_seat: int) -> list[Reason]:
    """What a card does on the No Mercy deck that the hard bot weighs (`no_mercy.value`): a draw that takes its
    victim to the mercy limit, a bigger draw card on a stack, a Wild Reverse Draw 4 between two players sent
    back with another draw card, a Discard All's shedding."""
    reasons: list[Reason] = []
    size = PENALTY_SIZE.get(card.rank, 0)
    if no_mercy.falls_on_self(view, card):  # its draw is its own player's, unless they send it back
        back = no_mercy.stack_back([other for other in view.hand if other is not card])
        if back is not None:
            total = view.pending_draw + size + PENALTY_SIZE[back.rank]
            reasons.append(Reason(ReasonKind.STACK_BACK, seat=next_seat, count=total))
    elif size:
        total = view.pending_draw + size
        limit = view.rules.max_hand
        victim = no_mercy.victim(view, card)  # after a Wild Reverse Draw 4, the one before
        if limit and view.hand_sizes[victim] + total >= limit:
            reasons.append(Reason(ReasonKind.MERCY_OUT, seat=victim, count=limit))
        if view.phase is Phase.PENALTY:
            reasons.append(Reason(ReasonKind.STACK_UP, seat=victim, count=total))
    elif card.rank is Rank.DISCARD_ALL:
        shed = sum(1 for other in view.hand if other.colour is card.colour)  # itself among them
        reasons.append(Reason(ReasonKind.DISCARD_ALL, colour=card.colour, count=shed))
    return reasons
