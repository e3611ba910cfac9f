"""The flow of turns: who plays next, pending Draw Two / Draw Four penalties, drawing on one's turn, passing."""

from __future__ import annotations

from . import dealing, flipping, legality
from .actions import Draw, Pass
from .cards import PENALTY_SIZE, Card, Colour, Rank
from .errors import IllegalAction, Refusal
from .events import (
    PASSED,
    PLAYER_SKIPPED,
    TURN_STARTED,
    ColourPenaltyPending,
    DirectionChanged,
    DrawReason,
    EveryoneSkipped,
    FreeDraw,
    NothingToDraw,
    PenaltyDeflected,
    PenaltyPending,
    RoulettePending,
)
from .scoring import end_blocked_round, end_round
from .state import CHOOSE_COLOUR, DRAWN, PENALTY, PLAY, GameState

__all__ = ["PENALTY_SIZE"]  # read by effects, with the rest of the turn's flow

SKIP = Rank.SKIP  # enum members are slow to look up (see state.py)
REVERSE = Rank.REVERSE
FLIP = Rank.FLIP
SKIP_EVERYONE = Rank.SKIP_EVERYONE
DRAW_COLOUR = Rank.WILD_DRAW_COLOUR
CHOICE = DrawReason.CHOICE
REVERSE_DRAW_FOUR = Rank.WILD_REVERSE_DRAW_FOUR
ROULETTE = Rank.WILD_COLOUR_ROULETTE
# Some rule mixes can go round for ever once every card is in someone's hand: stacked Draw Fours drawn back as
# penalties and played again, Greyskull on Greyskull. A round that reaches this many turns stops as a blocked
# round does. Measured with the four bots, 2 to 10 players, 5,000 rounds a preset: official and manual rounds
# ended within 330 turns, house rounds within 820 at the 99.9th percentile, and the 2 house rounds that
# reached this limit had every card in a hand.
TURN_LIMIT = 1000
# The cards that leave the turn to pass to the next player, as most plays do: `finish_play` tells them first, ahead
# of its branches, one for each other rank.
_PASS_THE_TURN = frozenset(Rank) - PENALTY_SIZE.keys() - {SKIP_EVERYONE, ROULETTE, SKIP, REVERSE, FLIP, DRAW_COLOUR}


def finish_play(game: GameState, player: int, card: Card) -> None:
    """Move the turn on after `card`'s own effect, once any choice it asked for is made."""
    game.choice_card = None
    rank = card.rank
    if rank in _PASS_THE_TURN and not game.pending_draw:
        begin_turn(game, game.next_seat(player))  # which names the next decider, or ends the round
        return
    game.decider = None
    following = game.next_seat(player)
    size = PENALTY_SIZE.get(rank)
    if game.pending_draw and not size:
        _deflect(game, player, card)
    elif size:
        if rank is REVERSE_DRAW_FOUR:  # it turns the play round first: the draw falls the other way
            game.direction = -game.direction
            game.out.append(DirectionChanged(game.direction))
            if reverse_skips(game, player):
                # Between two players it skips the other player and its own player draws, who may stack the
                # draw back (No Mercy's rule sheet).
                game.out.append(PLAYER_SKIPPED[following])
                following = player
            else:
                following = game.next_seat(player)
        game.pending_draw += size
        game.pending_rank = rank
        game.out.append(PenaltyPending(following, game.pending_draw, size))
        begin_turn(game, following)
    elif rank is SKIP_EVERYONE:
        game.out.append(EveryoneSkipped(player, game.others(player)))
        begin_turn(game, player)
    elif rank is ROULETTE:
        spin_roulette(game, card, following)
    elif rank is SKIP:
        if game.rules.skip_everyone:
            game.out.append(EveryoneSkipped(player, game.others(player)))
            begin_turn(game, player)
        else:
            skip_next(game, player)
    elif rank is REVERSE:
        game.direction = -game.direction
        game.out.append(DirectionChanged(game.direction))
        if reverse_skips(game, player):
            skip_next(game, player)
        else:
            begin_turn(game, game.next_seat(player))
    elif game.two_sided:
        _finish_flip_play(game, player, card, following)
    else:
        begin_turn(game, following)


def reverse_skips(game: GameState, player: int) -> bool:
    """Whether a reverse laid by `player` skips the other player: with only the two of them still playing this
    round (two seats, or the rest out of the match or round), unless the table plays it as a plain reverse."""
    if game.rules.two_player_reverse != "skip":
        return False
    return game.players == 2 or ((game.any_out or bool(game.eliminated)) and len(game.others(player)) == 1)


def _finish_flip_play(game: GameState, player: int, card: Card, following: int) -> None:
    """The Flip edition's own cards: Flip and Wild Draw Colour (the draws are in PENALTY_SIZE)."""
    rank = card.rank
    if rank is FLIP:
        flipping.flip_table(game)
        if not game.discard[-1].is_wild:
            begin_turn(game, following)
        elif game.turns >= TURN_LIMIT:
            end_blocked_round(game, turn_limit=True)
        else:
            game.turns += 1
            name_turned_wild(game, following)
    elif rank is DRAW_COLOUR:
        game.pending_rank = rank
        colour = game.colour
        assert colour is not None
        game.out.append(ColourPenaltyPending(following, colour))
        begin_turn(game, following)
    else:
        begin_turn(game, following)


def spin_roulette(game: GameState, card: Card, victim: int) -> None:
    """A Wild Colour Roulette: the next player names the colour (see `effects.on_choose_colour`), then draws
    until a card of it comes and loses the turn."""
    game.out.append(RoulettePending(victim))
    game.current = victim
    game.choice_card = card
    game.phase = CHOOSE_COLOUR
    game.decider = victim
    if game.rules.turn_timer_s:
        start_clock(game)  # the victim's choice is theirs to make, like a turn: an absent victim must not stall it


def roulette_draw(game: GameState, player: int, colour: Colour) -> None:
    """The roulette's victim named `colour`: they draw until a card of it comes and lose the turn; if the roulette
    was its player's last card, the round ends on it."""
    game.turn_deadline = None
    game.choice_card = None
    game.decider = None
    dealing.draw_until_colour(game, player, colour, DrawReason.ROULETTE)
    _after_the_roulette(game, player, skipped=not game.out_of_round[player])


def _after_the_roulette(game: GameState, victim: int, skipped: bool) -> None:
    """The round ends if the roulette was its player's last card; otherwise the turn moves on past its victim,
    who is said to lose it when still in the round."""
    spinner = game.played_by
    if spinner is not None and not game.hands[spinner]:
        end_round(game, spinner)
        return
    if skipped:
        game.out.append(PLAYER_SKIPPED[victim])
    begin_turn(game, game.next_seat(victim))


def colour_named_at_timeout(game: GameState, player: int) -> Colour:
    """The roulette's colour named for a victim whose time ran out: the colour they hold most of, ties going to the
    deck's first colour (red, yellow, green, blue). A plain rule anyone can check, and no help from the draw pile."""
    held = [card.colour for card in game.hands[player]]
    return max(game.colours, key=lambda colour: (held.count(colour), -game.colours.index(colour)))


def name_turned_wild(game: GameState, player: int) -> None:
    """A wild turned up (to start, or on top after a flip) is no one's play: `player`, whose turn it is, names
    its colour and then plays."""
    game.current = player
    game.choice_card = game.discard[-1]
    game.opening_wild = True
    game.phase = CHOOSE_COLOUR
    game.decider = player
    game.out.append(TURN_STARTED[player])


def _deflect(game: GameState, player: int, card: Card) -> None:
    """An advanced response: a Reverse sends the penalty back the other way, a Skip or a Wild on to the next
    player; it grows by nothing."""
    if card.rank is REVERSE:
        game.direction = -game.direction
        game.out.append(DirectionChanged(game.direction))
    game.draw_four = None  # the Draw Four was not played on the new victim: nothing for them to challenge
    victim = game.next_seat(player)
    game.out.append(PenaltyDeflected(player, victim, game.pending_draw))
    game.out.append(PenaltyPending(victim, game.pending_draw, 0))
    begin_turn(game, victim)


def skip_next(game: GameState, player: int) -> None:
    skipped = game.next_seat(player)
    game.out.append(PLAYER_SKIPPED[skipped])
    begin_turn(game, game.next_seat(skipped))


def begin_turn(game: GameState, player: int) -> None:
    turns = game.turns
    if turns >= TURN_LIMIT:
        end_blocked_round(game, turn_limit=True)
        return
    if game.any_out:
        last = _only_one_left(game)
        if last is not None:  # the mercy rule left one player: the round is theirs, with no turn begun first
            end_round(game, last)
            return
    game.turns = turns + 1
    game.current = game.decider = player
    game.free_drawn = 0
    if game.penalty_cards[player]:
        game.penalty_cards[player].clear()
    if game.pending_rank is None:
        game.phase = PLAY
    elif _penalty_is_open(game, player):
        game.phase = PENALTY
    else:
        take_penalty(game, player)
        if game.going_out is not None or game.out_of_round[player]:
            after_penalty(game, player)
            return
        if game.rules.draw_penalty_skips_turn:
            game.out.append(PLAYER_SKIPPED[player])
            begin_turn(game, game.next_seat(player))
            return
        game.phase = PLAY
    game.out.append(TURN_STARTED[player])
    if game.rules.turn_timer_s:
        start_clock(game)


def start_clock(game: GameState) -> None:
    """The decider's time starts now: `turn_timer_s` seconds to play or draw, or to name the colour of a Colour
    Roulette that fell on them (a choice after one's own card is untimed)."""
    game.turn_deadline = game.now + game.rules.turn_timer_s


def _penalty_is_open(game: GameState, player: int) -> bool:
    """Whether the victim gets to decide: they can answer or challenge, or someone may jump in first."""
    if legality.may_challenge(game):
        return True
    if game.interception_deadline is not None and game.rules.interception in ("super", "jump_in"):
        return True
    if game.rules.stacking == "off" and not game.interception_on:
        return False  # no card answers a penalty: the hand need not be asked card by card
    return any(legality.answers_penalty(game, player, card) for card in game.hands[player])


def take_penalty(game: GameState, player: int, reason: DrawReason = DrawReason.PENALTY) -> None:
    if game.pending_rank is DRAW_COLOUR:
        colour = game.colour
        assert colour is not None
        drawn = dealing.draw_until_colour(game, player, colour, DrawReason.UNTIL_COLOUR)
    else:
        drawn = dealing.draw(game, player, game.pending_draw, reason)
    if game.rules.interception == "jump_in":
        game.penalty_cards[player].update(drawn)
    game.pending_draw = 0
    game.pending_rank = None
    game.draw_four = None


def after_penalty(game: GameState, player: int) -> None:
    """A penalty drawn by a player who is now out of the round (the mercy rule), or that ends the round: the
    player who went out on it waited for the answers (wait for draw responses)."""
    winner = game.going_out
    if winner is not None:
        game.going_out = None
        end_round(game, winner)
    else:
        begin_turn(game, game.next_seat(player))


def settle_the_mercy_rule(game: GameState) -> None:
    """After an action, under the mercy rule: the last player left in the round wins it; a decider who went out
    of the round in the middle of their turn leaves it."""
    if not game.in_round:
        return
    last = _only_one_left(game)
    if last is not None:
        end_round(game, last)
    elif game.decider is not None and game.out_of_round[game.decider]:
        leave_turn(game)


def _only_one_left(game: GameState) -> int | None:
    """The one player still in the round under the mercy rule; None while more are, or one is going out."""
    if game.going_out is not None:
        return None
    left = [seat for seat in range(game.players) if game.in_play(seat)]
    return left[0] if len(left) == 1 else None


def leave_turn(game: GameState) -> None:
    """The decider went out of the round in the middle of their turn (the mercy rule): a card they laid still
    takes effect, with no colour named, and the turn moves on."""
    player = game.decider
    assert player is not None
    game.drawn_card = None
    card = game.choice_card
    if card is not None and card.rank is ROULETTE:  # its victim, naming the colour (the spinner names none)
        # Caught without UNO while naming a Colour Roulette's colour: the roulette goes out with them (and if it
        # was its player's last card, the round ends on it).
        game.choice_card = None
        _after_the_roulette(game, player, skipped=False)
        return
    if card is not None and not game.opening_wild:
        finish_play(game, player, card)
        return
    game.opening_wild = False
    game.choice_card = None
    begin_turn(game, game.next_seat(player))


def on_draw(game: GameState, player: int, action: Draw, now: float) -> None:
    phase = game.phase
    if player != game.decider or phase not in (PLAY, PENALTY):
        raise IllegalAction(legality.not_now(game, player))
    hand = game.hands[player]
    can_draw = legality.can_draw(game)
    rules = game.rules
    # Holding a playable card matters only to refuse the draw (nothing to draw, must play) or to make it free: the
    # hand is searched only then.
    holding = phase is PLAY and (not can_draw or game.turn_options) and legality.holds_playable(game, hand)
    if holding and not can_draw:
        raise IllegalAction(Refusal.NOTHING_TO_DRAW)
    free = holding and rules.free_draws > 0
    if free and game.free_drawn >= rules.free_draws:
        raise IllegalAction(Refusal.NO_FREE_DRAWS_LEFT)
    if holding and rules.must_play and not free:
        raise IllegalAction(Refusal.MUST_PLAY)
    if game.catch_deadlines or (
        game.out_of_turn_plays and (game.interception_deadline is not None or game.sequence is not None)
    ):
        game.close_windows_for(player)  # asked first: most draws find nothing open, and the call costs more
    if phase is PENALTY:
        take_penalty(game, player)
        if game.going_out is not None or game.out_of_round[player]:
            after_penalty(game, player)
        elif rules.draw_penalty_skips_turn:
            game.out.append(PLAYER_SKIPPED[player])
            begin_turn(game, game.next_seat(player))
        else:
            game.phase = PLAY
        return
    if not can_draw:
        game.out.append(NothingToDraw(player))
        game.idle_passes += 1
        if game.idle_passes >= game.players_in:
            end_blocked_round(game)
        else:
            begin_turn(game, game.next_seat(player))
        return
    game.idle_passes = 0
    if free:
        dealing.draw(game, player, 1, CHOICE)
        game.free_drawn += 1
        if game.out_of_round[player]:
            begin_turn(game, game.next_seat(player))
        else:
            game.out.append(FreeDraw(player, rules.free_draws - game.free_drawn))
        return
    if rules.draw_until_playable:
        cards = dealing.draw_until(game, player, rules.draw_limit, lambda card: legality.playable(game, card, hand))
        drawn = cards[-1] if cards else None
    else:
        drawn = dealing.draw(game, player, 1, CHOICE)[0]
    if drawn is not None and not game.out_of_round[player] and legality.playable(game, drawn, hand):
        game.drawn_card = drawn
        game.phase = DRAWN
    else:
        game.out.append(PASSED[player])
        begin_turn(game, game.next_seat(player))


def on_pass(game: GameState, player: int, action: Pass, now: float) -> None:
    if player != game.decider or not (game.phase is DRAWN or legality.may_pass_after_free_draws(game)):
        raise IllegalAction(Refusal.NOTHING_TO_KEEP if player == game.decider else Refusal.NOT_YOUR_TURN)
    if game.phase is DRAWN:
        refusal = legality.keeping_refused(game)
        if refusal is not None:
            raise IllegalAction(refusal)
    game.close_windows_for(player)
    game.drawn_card = None
    game.out.append(PASSED[player])
    begin_turn(game, game.next_seat(player))
