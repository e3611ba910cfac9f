"""The round's starting card: turned up from the draw pile, and its effect on the first turn."""

from __future__ import annotations

from . import dealing, flipping
from .cards import PENALTY_SIZE, Rank
from .events import PLAYER_SKIPPED, DirectionChanged, DrawReason, StartingCard
from .state import GameState
from .turns import begin_turn, name_turned_wild

# Turned up to start, these go back under the pile: their draw would fall on the first player with no colour
# named and no challenge possible.
_RETURNED_AT_START = (Rank.WILD_DRAW_FOUR, Rank.WILD_DRAW_TWO)
_DRAWN_AT_START = (Rank.DRAW_TWO, Rank.DRAW_ONE)


def turn_up_starting_card(game: GameState) -> None:
    """The first card of the discard pile, and its effect on the first turn (a Draw Four goes back under the pile)."""
    pile = game.draw_pile
    card = pile.pop()
    # No Mercy starts on a number: any other card turned up goes back under the pile.
    while card.rank in _RETURNED_AT_START or (game.no_mercy and card.number is None):
        game.out.append(StartingCard(card, returned=True))
        pile.insert(0, card)
        card = pile.pop()
    game.discard.append(card)
    game.out.append(StartingCard(card))
    dealer = game.dealer
    assert dealer is not None
    game.direction = 1 if game.rules.first_player == "left" else -1
    first = game.next_seat(dealer)
    game.colour = card.colour
    rank = card.rank
    if rank is Rank.SKIP:
        game.out.append(PLAYER_SKIPPED[first])
        begin_turn(game, game.next_seat(first))
    elif rank is Rank.REVERSE:
        game.direction = -game.direction
        game.out.append(DirectionChanged(game.direction))
        begin_turn(game, dealer)
    elif rank in _DRAWN_AT_START:
        # The starting Draw Two (or Draw One) is drawn outright: there is nothing to answer it with yet.
        dealing.draw(game, first, PENALTY_SIZE[rank], DrawReason.START)
        if game.rules.draw_penalty_skips_turn:
            game.out.append(PLAYER_SKIPPED[first])
            begin_turn(game, game.next_seat(first))
        else:
            begin_turn(game, first)
    elif rank is Rank.FLIP:
        # The table turns over before anyone plays; the dark face now on top is played on as it is (it was
        # not played, so its own action does not apply), a wild's colour named by the first player.
        flipping.flip_table(game)
        if game.discard[-1].is_wild:
            name_turned_wild(game, first)
        else:
            begin_turn(game, first)
    elif card.is_wild:
        # Creeper and Greyskull turned up are plain wilds: the first player names the colour, then plays.
        name_turned_wild(game, first)
    else:
        begin_turn(game, first)
