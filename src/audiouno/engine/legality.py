"""What may be played: the legal actions of a player, and why an action is refused."""

from __future__ import annotations

from .actions import BUZZ, CALL_UNO, CHALLENGE, DRAW, PASS, PLAYS, SLAP, Action, CatchUno, ChooseColour, SwapWith
from .cards import CHALLENGEABLE_RANKS, Card, Rank
from .errors import Refusal
from .events import Reaction
from .state import CHOOSE_COLOUR, CHOOSE_SWAP, DRAWN, MATCH_OVER, PENALTY, PLAY, REACTION, ROUND_OVER, GameState

DRAW_TWO = Rank.DRAW_TWO
DRAW_FOUR = Rank.WILD_DRAW_FOUR
# Stacking with mixing: the wild draw card that may go on each side's coloured one.
_MIXES = {DRAW_TWO: DRAW_FOUR, Rank.DRAW_ONE: Rank.WILD_DRAW_TWO}
# A Wild Draw Colour's draw has no number to add to: nothing stacks on it.
_UNSTACKABLE = Rank.WILD_DRAW_COLOUR


def legal_actions(game: GameState, player: int) -> list[Action]:
    """Every action `player` may take now, in a stable order: the decider's turn actions first, then plays out
    of turn, then `CallUno`, then catches."""
    phase = game.phase
    actions: list[Action]
    if player == game.decider:  # there is no decider in a reaction or between rounds
        if phase is PLAY:
            # The hot path of every simulation: one set look-up per card (wilds are in every set).
            hand = game.hands[player]
            matches = game.matches[game.colour, game.discard[-1].rank]
            actions = [PLAYS[card] for card in hand if card in matches]
            if game.rules.no_wild_finish and len(hand) == 1 and hand[0].is_wild:
                actions.clear()
            if not actions or game.draw_pile or len(game.discard) > 1:
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
    if (game.sequence is not None or game.interception_deadline is not None) and (phase is PLAY or phase is PENALTY):
        hand = game.hands[player]
        if game.sequence is not None and game.sequence.owner == player:
            actions.extend(PLAYS[card] for card in hand if continues_sequence(game, card))
        if game.interception_deadline is not None and player != game.current:
            actions.extend(PLAYS[card] for card in hand if intercepts(game, player, card))
    if may_call_uno(game, player):
        actions.append(CALL_UNO)
    if game.catch_deadlines:
        actions.extend(CatchUno(target) for target in game.catch_deadlines if target != player)
    return actions


def _later_turn_actions(game: GameState, player: int) -> list[Action]:
    """The decider's actions after the first decision of a turn: a drawn card, a penalty, a choice."""
    phase = game.phase
    actions: list[Action] = []
    if phase is DRAWN:
        assert game.drawn_card is not None
        actions.append(PLAYS[game.drawn_card])
        actions.append(PASS)
    elif phase is PENALTY:
        actions.append(DRAW)
        actions.extend(PLAYS[card] for card in game.hands[player] if answers_penalty(game, player, card))
        if may_challenge(game):
            actions.append(CHALLENGE)
    elif phase is CHOOSE_COLOUR:
        actions.extend(ChooseColour(colour) for colour in game.colours)
    elif phase is CHOOSE_SWAP:
        actions.extend(SwapWith(seat) for seat in range(game.players) if seat != player)
        actions.append(SwapWith(None))
    return actions


def playable(game: GameState, card: Card, hand: list[Card]) -> bool:
    """Whether `card` may be played on the current player's turn."""
    if card.is_wild:
        return not (game.rules.no_wild_finish and len(hand) == 1)
    return card in game.matches[game.colour, game.discard[-1].rank]


def answers_penalty(game: GameState, player: int, card: Card) -> bool:
    """Whether `card` answers the pending Draw Two / Draw Four instead of drawing."""
    if card.is_wild and game.rules.no_wild_finish and len(game.hands[player]) == 1:
        return False
    stacking = game.rules.stacking
    rank = card.rank
    if stacking != "off":
        if rank is game.pending_rank and rank is not _UNSTACKABLE:
            return True
        if stacking == "house" and _MIXES.get(game.pending_rank) is rank:  # type: ignore[arg-type]
            return True
    # Another player may intercept the card and pass the penalty on; the one it falls on is not out of turn, so
    # answering it with a card is stacking, which may be off.
    return player != game.current and game.interception_deadline is not None and intercepts(game, player, card)


def may_challenge(game: GameState) -> bool:
    return game.challenge_on and game.pending_rank in CHALLENGEABLE_RANKS and game.draw_four is not None


def can_draw(game: GameState) -> bool:
    return bool(game.draw_pile) or len(game.discard) > 1


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
