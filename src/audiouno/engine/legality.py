"""What may be played: the legal actions of a player, and why an action is refused."""

from __future__ import annotations

from itertools import combinations

from .actions import (
    BUZZ,
    CALL_UNO,
    CHALLENGE,
    COLOUR_CHOICES,
    DRAW,
    PASS,
    PLAYS,
    SLAP,
    Action,
    CatchUno,
    PlaySame,
    SwapWith,
)
from .cards import CHALLENGEABLE_RANKS, PENALTY_SIZE, Card, Rank
from .errors import Refusal
from .events import Reaction
from .state import CHOOSE_COLOUR, CHOOSE_SWAP, DRAWN, MATCH_OVER, PENALTY, PLAY, REACTION, ROUND_OVER, GameState

DRAW_TWO = Rank.DRAW_TWO
DRAW_FOUR = Rank.WILD_DRAW_FOUR
SKIP = Rank.SKIP
REVERSE = Rank.REVERSE
WILD = Rank.WILD
# Stacking with mixing: the wild draw card that may go on each side's coloured one.
_MIXES = {DRAW_TWO: DRAW_FOUR, Rank.DRAW_ONE: Rank.WILD_DRAW_TWO}
# A Wild Draw Colour's draw has no number to add to: nothing stacks on it, and no advanced response passes it on.
_UNSTACKABLE = Rank.WILD_DRAW_COLOUR


def legal_actions(game: GameState, player: int) -> list[Action]:
    """Every action `player` may take now, in a stable order: the decider's turn actions first, then plays out
    of turn, then `CallUno`, then catches."""
    phase = game.phase
    actions: list[Action]
    if game.seats_may_leave and (
        (game.any_out and game.out_of_round[player]) or (game.eliminated and player in game.eliminated)
    ):
        return []  # out of the round, or of the match: not even a catch or a press in a race
    hand = game.hands[player]
    if player == game.decider:  # there is no decider in a reaction or between rounds
        if phase is PLAY:
            # The hot path of every simulation: one set look-up per card (wilds are in every set), in a loop rather
            # than a list comprehension, which costs CPython 3.11 a function object and a call (a fifth of this call).
            matches = game.matches[game.colour][game.discard[-1].rank]
            actions = []
            for card in hand:
                if card in matches:
                    actions.append(PLAYS[card])
            if game.rules.no_wild_finish and len(hand) == 1 and hand[0].is_wild:
                actions.clear()
            if game.turn_options and actions:
                _turn_options(game, player, hand, actions)
            elif not actions or game.draw_pile or len(game.discard) > 1 or game.set_aside:
                actions.append(DRAW)
        else:
            actions = _later_turn_actions(game, player)
    elif phase is REACTION:
        actions = []
        reaction = game.reaction
        assert reaction is not None
        if player in reaction.players and player not in reaction.presses:
            actions.append(BUZZ if reaction.kind is Reaction.BUZZER else SLAP)
    elif phase is ROUND_OVER or phase is MATCH_OVER:
        return []
    else:
        actions = []
    if game.out_of_turn_plays and (phase is PLAY or phase is PENALTY):
        if game.sequence is not None and game.sequence.owner == player:
            actions.extend(PLAYS[card] for card in hand if continues_sequence(game, card))
        if game.interception_deadline is not None and player != game.current:
            actions.extend(PLAYS[card] for card in hand if intercepts(game, player, card))
    if len(hand) <= 2 and may_call_uno(game, player):  # the length first: it spares a call
        actions.append(CALL_UNO)
    if game.catch_deadlines:
        actions.extend(CatchUno(target) for target in game.catch_deadlines if target != player)
    return actions


def _turn_options(game: GameState, player: int, hand: list[Card], actions: list[Action]) -> None:
    """The turn's actions besides single cards, for a player holding a playable card, under the options that
    change them: several cards of one number, must play, free draws."""
    rules = game.rules
    if rules.same_rank_play:
        actions.extend(same_rank_plays(game, hand))
    if can_draw(game) and (game.free_drawn < rules.free_draws if rules.free_draws else not rules.must_play):
        actions.append(DRAW)
    if may_pass_after_free_draws(game):
        actions.append(PASS)


def keeping_refused(game: GameState) -> Refusal | None:
    """Why the playable card just drawn may not be kept, or None when it may: the must-play option (the player
    holds a card they can play), or the No Mercy deck's drawing until playable ("Then, play that card")."""
    rules = game.rules
    if rules.must_play:
        return Refusal.MUST_PLAY
    if game.no_mercy and rules.draw_until_playable:
        return Refusal.MUST_PLAY_DRAWN
    return None


def may_pass_after_free_draws(game: GameState) -> bool:
    """Whether the decider, having drawn freely this turn, may end it keeping every card (unless they must play)."""
    return game.phase is PLAY and game.free_drawn > 0 and not game.rules.must_play


def same_rank_plays(game: GameState, hand: list[Card]) -> list[PlaySame]:
    """Every way to play several number cards of one number together: each set of two or more, with each card
    that may lie on top (another of the set must be playable, to go down first)."""
    groups: dict[int, list[Card]] = {}
    for card in hand:
        if card.number is not None:
            groups.setdefault(card.number, []).append(card)
    plays: list[PlaySame] = []
    for group in groups.values():
        if len(group) < 2:
            continue
        openers = {card for card in group if playable(game, card, hand)}
        if not openers:
            continue
        for size in range(2, len(group) + 1):
            for chosen in combinations(group, size):
                for top in chosen:
                    if any(card in openers for card in chosen if card is not top):
                        plays.append(PlaySame(frozenset(chosen), top))
    return plays


def same_rank_order(game: GameState, hand: list[Card], play: PlaySame) -> tuple[Card, ...] | Refusal:
    """The order `play`'s cards go down in (a playable one first, in hand order, the top one last), or why
    they may not."""
    cards = play.cards
    if not game.rules.same_rank_play:
        return Refusal.ONE_CARD_AT_A_TIME
    if any(card not in hand for card in cards) or play.top not in cards:
        return Refusal.CARD_NOT_IN_HAND
    numbers = {card.number for card in cards}
    if len(cards) < 2 or len(numbers) != 1 or None in numbers:
        return Refusal.NOT_SAME_RANK
    under = [card for card in hand if card in cards and card is not play.top]
    first = next((card for card in under if playable(game, card, hand)), None)
    if first is None:
        return Refusal.DOES_NOT_MATCH
    under.remove(first)
    return (first, *under, play.top)


def _later_turn_actions(game: GameState, player: int) -> list[Action]:
    """The decider's actions after the first decision of a turn: a drawn card, a penalty, a choice."""
    phase = game.phase
    actions: list[Action] = []
    if phase is DRAWN:
        assert game.drawn_card is not None
        actions.append(PLAYS[game.drawn_card])
        if keeping_refused(game) is None:
            actions.append(PASS)
    elif phase is PENALTY:
        actions.append(DRAW)
        actions.extend(PLAYS[card] for card in game.hands[player] if answers_penalty(game, player, card))
        if may_challenge(game):
            actions.append(CHALLENGE)
    elif phase is CHOOSE_COLOUR:
        actions.extend(map(COLOUR_CHOICES.__getitem__, game.colours))
    elif phase is CHOOSE_SWAP:
        if game.no_mercy:  # the 7 must swap, with someone still in the round
            actions.extend(SwapWith(seat) for seat in game.others(player))
        else:
            actions.extend(SwapWith(seat) for seat in game.seats_in if seat != player)
            actions.append(SwapWith(None))
    return actions


def playable(game: GameState, card: Card, hand: list[Card]) -> bool:
    """Whether `card` may be played on the current player's turn."""
    if card.is_wild:
        return not (game.rules.no_wild_finish and len(hand) == 1)
    return card in game.matches[game.colour][game.discard[-1].rank]


def holds_playable(game: GameState, hand: list[Card]) -> bool:
    """Whether any card of `hand` may be played on the current player's turn (`playable`, asked of the whole hand
    in one set operation: wilds are in every set of the match table)."""
    if len(hand) == 1 and game.rules.no_wild_finish:
        return playable(game, hand[0], hand)
    return not game.matches[game.colour][game.discard[-1].rank].isdisjoint(hand)


def bluffs(game: GameState, player: int, card: Card, hand: list[Card]) -> bool:
    """Whether `player` laying the wild draw `card` from `hand` now is a bluff a challenge would expose: under the
    official rule, while holding the colour in play; under the manual one, while holding another card to play."""
    if card.rank not in CHALLENGEABLE_RANKS:
        return False
    others = [other for other in hand if other is not card]
    if game.rules.challenge == "official":
        colour = game.colour
        return colour is not None and any(other.colour is colour for other in others)
    if game.phase is PENALTY:
        return any(answers_penalty(game, player, other) and other.rank is not card.rank for other in others)
    return any(playable(game, other, hand) and other.rank is not card.rank for other in others)


def answers_penalty(game: GameState, player: int, card: Card) -> bool:
    """Whether `card` answers the pending Draw Two / Draw Four instead of drawing."""
    if card.is_wild and game.rules.no_wild_finish and len(game.hands[player]) == 1:
        return False
    stacking = game.rules.stacking
    rank = card.rank
    if stacking != "off":
        if game.going_out is not None and not game.others(player):
            return False  # the penalty of a last card, with nobody left to pass it to
        if game.pending_rank is _UNSTACKABLE:
            return False
        if game.no_mercy:
            # No Mercy's stacking: any draw card on one that makes the player draw as many or fewer.
            size = PENALTY_SIZE.get(rank)
            if size is not None and size >= PENALTY_SIZE.get(game.pending_rank, 0):  # type: ignore[arg-type]
                return True
        elif rank is game.pending_rank:
            return True
        if stacking == "house" and _MIXES.get(game.pending_rank) is rank:  # type: ignore[arg-type]
            return True
        if game.rules.advanced_responses and (
            rank is WILD or ((rank is SKIP or rank is REVERSE) and card.colour is game.colour)
        ):
            return True
    # Another player may intercept the card and pass the penalty on; the one it falls on is not out of turn, so
    # answering it with a card is stacking, which may be off.
    return player != game.current and game.interception_deadline is not None and intercepts(game, player, card)


def may_challenge(game: GameState) -> bool:
    return game.challenge_on and game.pending_rank in CHALLENGEABLE_RANKS and game.draw_four is not None


def can_draw(game: GameState) -> bool:
    # cards_to_draw > 0, asked on every draw without counting: a property and max() cost more than the answer
    return bool(game.draw_pile) or len(game.discard) > 1 or bool(game.set_aside)


def intercepts(game: GameState, player: int, card: Card) -> bool:
    """Whether `player` may play `card` out of turn on the top card now."""
    mode = game.rules.interception
    if mode == "off" or card.is_wild or player == game.played_by:
        return False
    top = game.discard[-1]
    if card.rank is not top.rank or top.is_wild:
        return False
    if mode == "identical":
        return top.number is not None and card.colour is top.colour
    if mode == "jump_in":
        return card.colour is top.colour and card not in game.penalty_cards[player]
    return True  # super interception: same number or symbol, any colour


def continues_sequence(game: GameState, card: Card) -> bool:
    sequence = game.sequence
    if sequence is None or card.colour is not sequence.colour or card.number is None:
        return False
    step = card.number - sequence.last
    return step in (1, -1) and (sequence.step == 0 or step == sequence.step)


def may_call_uno(game: GameState, player: int) -> bool:
    if game.uno_called[player]:
        return False
    size = len(game.hands[player])
    if size == 1:
        return True
    # Saying it early, before playing the second-to-last card.
    return size == 2 and player == game.decider and game.phase in (PLAY, DRAWN, PENALTY)


def not_now(game: GameState, player: int) -> Refusal:
    """Why `player` may not draw now."""
    if game.phase is REACTION:
        return Refusal.REACTION_PENDING
    if player != game.decider:
        return Refusal.NOT_YOUR_TURN
    return _BUSY.get(game.phase, Refusal.NOT_NOW)


_BUSY = {
    DRAWN: Refusal.ALREADY_DREW,
    CHOOSE_COLOUR: Refusal.CHOOSE_COLOUR_FIRST,
    CHOOSE_SWAP: Refusal.CHOOSE_SWAP_FIRST,
}


def interception_refusal(game: GameState, player: int, card: Card) -> Refusal:
    """Why an out-of-turn card is not an interception."""
    if player == game.played_by:
        return Refusal.INTERCEPT_OWN_CARD
    if intercepts(game, player, card):
        return Refusal.INTERCEPTION_TOO_LATE  # it matches, but the moment has passed
    if card in game.penalty_cards[player]:
        return Refusal.JUMP_IN_WITH_PENALTY_CARD
    return Refusal.INTERCEPTION_NO_MATCH
