"""Laying a card and what it does: the play itself, going out, wilds and colours, passing and swapping hands,
the Draw Four challenge, and the penalties for a wrong play."""

from __future__ import annotations

from . import dealing, flipping, legality, turns, windows
from .actions import Challenge, ChooseColour, Draw, Play, PlaySame, SwapWith
from .cards import CHALLENGEABLE_RANKS, PENALTY_SIZE, Card, Rank
from .errors import IllegalAction, Refusal
from .events import (
    PLAYER_SKIPPED,
    CardPlayed,
    CardsDiscarded,
    ChallengeResolved,
    ColourChosen,
    DirectionChanged,
    DrawReason,
    GreyskullStruck,
    HandsPassed,
    HandsSwapped,
    InterceptionFailed,
    PlayMode,
    Reaction,
    SameRankPlayed,
    SwapDeclined,
    WrongPlay,
)
from .scoring import end_round
from .state import CHOOSE_COLOUR, CHOOSE_SWAP, DRAWN, PENALTY, PLAY, REACTION, DrawFourPlay, GameState, Run

GREYSKULL_DRAW = 3  # cards every other player draws when Greyskull is played
CHALLENGE_EXTRA = 2  # cards added to the penalty for losing a challenge
DRAW_FOUR = Rank.WILD_DRAW_FOUR
DRAW_COLOUR = Rank.WILD_DRAW_COLOUR
ROULETTE = Rank.WILD_COLOUR_ROULETTE
DISCARD_ALL = Rank.DISCARD_ALL
# Their draw lands after a choice still to be made (a colour, by whom it falls on for the roulette): a last card
# of these does not end the round at once.
_DRAW_AFTER_CHOICE = (DRAW_COLOUR, ROULETTE)
BUZZER = Rank.BUZZER
# Enum members are slow to look up (see state.py) and every play reads its mode several times.
TURN_PLAY = PlayMode.TURN
DRAWN_PLAY = PlayMode.DRAWN
STACK_PLAY = PlayMode.STACK
SEQUENCE_PLAY = PlayMode.SEQUENCE
INTERCEPTION_PLAY = PlayMode.INTERCEPTION
SAME_RANK_PLAY = PlayMode.SAME_RANK


def on_play(game: GameState, player: int, action: Play, now: float) -> None:
    card = action.card
    hand = game.hands[player]
    if card not in hand:
        raise IllegalAction(Refusal.CARD_NOT_IN_HAND, card=card.id)
    phase = game.phase
    if player == game.decider and phase is PLAY:
        # `legality.playable`, without the call: every wild is in every set of the match table
        if card not in game.matches[game.colour][game.discard[-1].rank] or (
            card.is_wild and game.rules.no_wild_finish and len(hand) == 1
        ):
            _wrong_play(game, player, card, Refusal.NO_WILD_FINISH if card.is_wild else Refusal.DOES_NOT_MATCH)
            return
        mode = TURN_PLAY
    elif player == game.decider and phase is DRAWN:
        if card is not game.drawn_card:
            raise IllegalAction(Refusal.ONLY_DRAWN_CARD)
        mode = DRAWN_PLAY
    elif player == game.decider and phase is PENALTY:
        if not legality.answers_penalty(game, player, card):
            last_wild = card.is_wild and game.rules.no_wild_finish and len(hand) == 1
            _wrong_play(game, player, card, Refusal.NO_WILD_FINISH if last_wild else Refusal.MUST_ANSWER_PENALTY)
            return
        # A draw card stacks; a Skip, a Reverse or a Wild (advanced responses) is played, and turns the penalty.
        rank = card.rank
        stacked = rank is DRAW_FOUR or rank is Rank.DRAW_TWO or (game.no_mercy and rank in PENALTY_SIZE)
        mode = STACK_PLAY if stacked else TURN_PLAY
    elif player == game.decider:
        raise IllegalAction(Refusal.CHOOSE_COLOUR_FIRST if phase is CHOOSE_COLOUR else Refusal.CHOOSE_SWAP_FIRST)
    elif phase is REACTION:
        raise IllegalAction(Refusal.REACTION_PENDING)
    else:
        # Out of turn: a sequence going on, an interception, or a failed attempt at one.
        open_to_plays = phase is PLAY or phase is PENALTY
        sequence = game.sequence
        if (
            open_to_plays
            and sequence is not None
            and sequence.owner == player
            and legality.continues_sequence(game, card)
        ):
            mode = SEQUENCE_PLAY
        elif open_to_plays and game.interception_deadline is not None and legality.intercepts(game, player, card):
            mode = INTERCEPTION_PLAY
        else:
            _failed_interception(game, player, card)
            return
    _lay(game, player, card, mode, now)


def on_play_same(game: GameState, player: int, action: PlaySame, now: float) -> None:
    """Several cards of one number at once: the ones under go down without effect, the top one with its own."""
    if player != game.decider or game.phase is not PLAY:
        raise IllegalAction(Refusal.NOT_YOUR_TURN if player != game.decider else legality.not_now(game, player))
    hand = game.hands[player]
    order = legality.same_rank_order(game, hand, action)
    if isinstance(order, Refusal):
        raise IllegalAction(order)
    game.close_windows_for(player)
    for card in order[:-1]:
        hand.remove(card)
        game.discard.append(card)
    game.out.append(SameRankPlayed(player, order))
    _lay(game, player, order[-1], SAME_RANK_PLAY, now)


def on_draw(game: GameState, player: int, action: Draw, now: float) -> None:
    """Drawing on one's turn (`turns.on_draw`); with force play, a drawn card that can be played is played."""
    turns.on_draw(game, player, action, now)
    if game.rules.force_play and game.phase is DRAWN and game.decider == player:
        card = game.drawn_card
        assert card is not None
        _lay(game, player, card, DRAWN_PLAY, now)


def _wrong_play(game: GameState, player: int, card: Card, reason: Refusal) -> None:
    """An illegal card: refused, or at a strict table played back into the hand with a penalty draw."""
    penalty = game.rules.wrong_play_penalty
    if not penalty:
        raise IllegalAction(reason, card=card.id)
    game.out.append(WrongPlay(player, card, reason, penalty))
    dealing.draw(game, player, penalty, DrawReason.WRONG_PLAY)


def _failed_interception(game: GameState, player: int, card: Card) -> None:
    rules = game.rules
    if rules.interception == "off" or (
        game.interception_deadline is None and not legality.intercepts(game, player, card)
    ):
        # No card is open to interception (and this one would not have been too late): simply not their turn.
        _wrong_play(game, player, card, Refusal.NOT_YOUR_TURN)
        return
    reason = legality.interception_refusal(game, player, card)
    points = rules.interception_penalty_points
    if not points and not rules.wrong_play_penalty:
        raise IllegalAction(reason, card=card.id)
    if points:
        game.totals[player] += -points if rules.scoring == "winner_takes" else points
    game.out.append(InterceptionFailed(player, card, reason, points, rules.wrong_play_penalty))
    if rules.wrong_play_penalty:
        dealing.draw(game, player, rules.wrong_play_penalty, DrawReason.WRONG_PLAY)


def _lay(game: GameState, player: int, card: Card, mode: PlayMode, now: float) -> None:
    """Put `card` on the pile and carry out its effect.

    A further card of a run (`PlayMode.SEQUENCE`) is laid out of turn with no effect of its own: the turn stays
    where it is."""
    hand = game.hands[player]
    rank = card.rank
    in_run = mode is SEQUENCE_PLAY  # asked three times: a local is quicker than the enum's name
    if in_run:
        _extend_run(game, card, now)
    elif rank in CHALLENGEABLE_RANKS and game.challenge_on:
        _note_draw_four(game, player, card, hand)
    if game.catch_deadlines or (
        game.out_of_turn_plays and (game.interception_deadline is not None or game.sequence is not None)
    ):
        game.close_windows_for(player)  # asked first: most plays find nothing open, and the call costs more
    game.idle_passes = 0
    if not in_run:
        game.turn_deadline = None  # the card is down: a choice it asks for is not timed
    elif game.turn_deadline is not None:
        turns.start_clock(game)  # a run laid during the next player's turn: the top changed, their time restarts
    hand.remove(card)
    game.discard.append(card)
    game.played_by = player
    game.drawn_card = None
    if mode is INTERCEPTION_PLAY:
        game.current = player
    game.out.append(CardPlayed(player, card, mode, len(hand)))
    if rank is DISCARD_ALL:
        _discard_all(game, player, card)
    if len(hand) == 1 and not game.uno_called[player]:
        game.catch_deadlines[player] = now + game.rules.uno_catch_ms / 1000
    if in_run:
        if not hand:
            end_round(game, player)
        return
    if game.interception_on and not card.is_wild:
        game.interception_deadline = now + game.rules.interception_ms / 1000
    if not hand and rank not in _DRAW_AFTER_CHOICE:
        _go_out(game, player, card, now)
        return
    if rank is ROULETTE:
        game.colour = None  # the player it falls on names it
        turns.finish_play(game, player, card)
        return
    if card.is_wild:
        if rank is Rank.GREYSKULL:
            _strike_with_greyskull(game, player)
        game.colour = None
        game.choice_card = card
        game.phase = CHOOSE_COLOUR
        game.decider = player
        return
    game.colour = card.colour
    if rank is BUZZER:
        windows.open_reaction(game, Reaction.BUZZER, player, card, _racers(game), now)
        return
    if game.number_effects and card.number is not None:
        rules = game.rules
        if rules.sequences and mode in (TURN_PLAY, DRAWN_PLAY, SAME_RANK_PLAY):
            game.sequence = Run(player, card, now + rules.sequence_ms / 1000)
        if rank is Rank.ZERO and rules.zero_passes_hands:
            _pass_hands(game, now)
        elif rank is Rank.SEVEN and rules.seven_swaps:
            game.choice_card = card
            game.phase = CHOOSE_SWAP
            game.decider = player
            return
        elif rank is Rank.NINE and rules.slap_on_nine:
            windows.open_reaction(game, Reaction.SLAP, player, card, _racers(game), now)
            return
    turns.finish_play(game, player, card)


def _discard_all(game: GameState, player: int, card: Card) -> None:
    """Every other card of the Discard All's colour goes under it."""
    hand = game.hands[player]
    colour = card.colour
    discarded = tuple(other for other in hand if other.colour is colour)
    if not discarded:
        return
    hand[:] = [other for other in hand if other.colour is not colour]
    game.discard[-1:-1] = discarded
    game.out.append(CardsDiscarded(player, discarded, len(hand)))


def _racers(game: GameState) -> tuple[int, ...]:
    """Everyone still in the round races to press."""
    return tuple(seat for seat in range(game.players) if game.in_play(seat))


def _extend_run(game: GameState, card: Card, now: float) -> None:
    sequence = game.sequence
    assert sequence is not None and card.number is not None
    sequence.step = card.number - sequence.last
    sequence.last = card.number
    sequence.deadline = now + game.rules.sequence_ms / 1000


def _note_draw_four(game: GameState, player: int, card: Card, hand: list[Card]) -> None:
    """Record, before the card leaves the hand, whether this wild draw card (Draw Four, and Flip's Draw Two and
    Draw Colour) is a bluff a challenge would expose."""
    others = tuple(other for other in hand if other is not card)
    game.draw_four = DrawFourPlay(player, legality.bluffs(game, player, card, hand), others)


def _strike_with_greyskull(game: GameState, player: int) -> None:
    victims = game.others(player)
    short = game.cards_to_draw < GREYSKULL_DRAW * len(victims)  # the pile cannot give each of them all 3
    game.out.append(GreyskullStruck(player, GREYSKULL_DRAW, short))
    for seat in victims:
        dealing.draw(game, seat, GREYSKULL_DRAW, DrawReason.GREYSKULL)


def _go_out(game: GameState, player: int, card: Card, now: float) -> None:
    """The player's last card: its penalty still lands (and counts in the score), then the round ends."""
    rank = card.rank
    makes_penalty = rank in turns.PENALTY_SIZE
    if rank is Rank.WILD_REVERSE_DRAW_FOUR and turns.reverse_skips(game, player):
        # Between two players its draw, and a stack it answers, would fall on its own player, who has gone out:
        # nobody draws, and the round ends.
        game.direction = -game.direction
        game.out.append(DirectionChanged(game.direction))
        game.pending_draw = 0
        game.pending_rank = None
        end_round(game, player)
        return
    if (makes_penalty or game.pending_draw) and game.rules.wait_for_draw_responses and game.rules.stacking != "off":
        # The next player answers it or draws it, and then the round is scored.
        game.going_out = player
        game.draw_four = None  # nobody challenges a card that went out
        turns.finish_play(game, player, card)
        return
    if makes_penalty or game.pending_draw:
        if rank is Rank.WILD_REVERSE_DRAW_FOUR or (not makes_penalty and rank is Rank.REVERSE):
            # The draw goes the other way: a Wild Reverse Draw Four, or a Reverse as an advanced response.
            game.direction = -game.direction
            if makes_penalty:
                game.out.append(DirectionChanged(game.direction))
        victim = game.next_seat(player)
        dealing.draw(game, victim, game.pending_draw + turns.PENALTY_SIZE.get(rank, 0), DrawReason.PENALTY)
        game.pending_draw = 0
    elif rank is Rank.GREYSKULL:
        _strike_with_greyskull(game, player)
    elif rank is Rank.FLIP:
        flipping.flip_table(game)  # the round is scored on the side it ends on
    elif rank is Rank.BUZZER or (rank is Rank.NINE and game.rules.slap_on_nine):
        # The winner is out of it; the others still race, and the loser's cards count in the score.
        kind = Reaction.BUZZER if rank is Rank.BUZZER else Reaction.SLAP
        windows.open_reaction(game, kind, player, card, game.others(player), now)
        return
    end_round(game, player)


# ----------------------------------------------------------------- choices after a wild or a 7


def on_choose_colour(game: GameState, player: int, action: ChooseColour, now: float) -> None:
    colour = action.colour
    if player != game.decider or game.phase is not CHOOSE_COLOUR:
        raise IllegalAction(Refusal.NO_COLOUR_TO_CHOOSE)
    if colour not in game.colours:
        raise IllegalAction(Refusal.NOT_A_COLOUR, colour=colour.value)
    card = game.choice_card
    assert card is not None
    game.colour = colour
    game.out.append(ColourChosen(player, colour))
    if card.rank is ROULETTE:
        turns.roulette_draw(game, player, colour)
        return
    if not game.hands[player]:
        # A last card that needed its colour first (a Wild Draw Colour): its draw lands, then the round ends.
        dealing.draw_until_colour(game, game.next_seat(player), colour, DrawReason.UNTIL_COLOUR)
        end_round(game, player)
        return
    if game.opening_wild:
        game.opening_wild = False
        game.choice_card = None
        game.phase = PLAY
        if game.rules.turn_timer_s:
            turns.start_clock(game)  # the first player's turn proper begins once the colour is named
        return
    turns.finish_play(game, player, card)


def on_swap(game: GameState, player: int, action: SwapWith, now: float) -> None:
    target = action.target
    if player != game.decider or game.phase is not CHOOSE_SWAP:
        raise IllegalAction(Refusal.NO_SWAP_TO_CHOOSE)
    if target is None and game.no_mercy:
        raise IllegalAction(Refusal.MUST_SWAP)
    if target is not None and (
        target == player
        or not 0 <= target < game.players
        or target in game.eliminated
        or (game.no_mercy and not game.in_play(target))
    ):
        raise IllegalAction(Refusal.BAD_SWAP_TARGET, target=target)
    card = game.choice_card
    assert card is not None
    if target is None:
        game.out.append(SwapDeclined(player))
    else:
        hands = game.hands
        hands[player], hands[target] = hands[target], hands[player]
        game.out.append(HandsSwapped(player, target))
        windows.open_catch_after_moves(game, (player, target), now)
    turns.finish_play(game, player, card)


def _pass_hands(game: GameState, now: float) -> None:
    """The 0 rule: every hand moves to the next player in the direction of play."""
    hands = game.hands
    # The eliminated seats hold nothing, and are passed over; so are those knocked out with the No Mercy deck
    # (their hands are set aside), not those out of the round with the mercy option alone (they keep their cards,
    # which go round with the others).
    ring = tuple(seat for seat in game.seats_in if not (game.no_mercy and game.out_of_round[seat]))
    passed = list(hands)  # those passed over keep what they hold (nothing)
    givers: list[int | None] = [None] * game.players
    for place, seat in enumerate(ring):
        receiver = ring[(place + game.direction) % len(ring)]
        passed[receiver] = hands[seat]
        givers[receiver] = seat
    game.hands = passed
    game.out.append(HandsPassed(game.direction, tuple(givers)))
    windows.open_catch_after_moves(game, ring, now)


# ----------------------------------------------------------------- the Draw Four challenge


def on_challenge(game: GameState, player: int, action: Challenge, now: float) -> None:
    if player != game.decider or game.phase is not PENALTY or not legality.may_challenge(game):
        raise IllegalAction(Refusal.NO_CHALLENGE)
    game.close_windows_for(player)
    accused = game.draw_four
    assert accused is not None
    until_colour = game.pending_rank is DRAW_COLOUR
    total = game.pending_draw
    game.pending_draw = 0
    game.pending_rank = None
    game.draw_four = None
    if accused.bluff:
        loser, drawn = accused.player, total + (CHALLENGE_EXTRA if game.rules.challenge == "manual" else 0)
    else:
        loser, drawn = player, total + CHALLENGE_EXTRA
    game.out.append(ChallengeResolved(player, accused.player, accused.bluff, accused.hand, drawn))
    if until_colour:  # the loser draws until the colour named, and then the extra cards
        colour = game.colour
        assert colour is not None
        dealing.draw_until_colour(game, loser, colour, DrawReason.UNTIL_COLOUR)
    dealing.draw(game, loser, drawn, DrawReason.CHALLENGE)
    if accused.bluff or not game.rules.draw_penalty_skips_turn:
        game.phase = PLAY
        return
    game.out.append(PLAYER_SKIPPED[player])
    turns.begin_turn(game, game.next_seat(player))
