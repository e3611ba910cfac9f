"""Dealing and the piles: the dealer, the deal, the starting card, drawing and reshuffling, and setting up a
round by hand (an arranged deal, or a position in the middle of a round)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .cards import Card, Colour, Rank, side_deck, take_card
from .events import (
    TURN_STARTED,
    CardsDrawn,
    CreeperRevealed,
    DealerChosen,
    DrawReason,
    OutOfRound,
    Reshuffled,
    RoundStarted,
    SetAsideReturned,
)
from .state import PLAY, GameState

CREEPER_DRAW = 3  # cards a revealed Creeper makes its drawer take


def deal(game: GameState) -> None:
    """A new round: the first one chooses the dealer by drawn cards, later ones pass the deal left."""
    game.reset_round_state()
    game.round_number += 1
    cards = list(game.deck)
    if game.dealer is None:
        game.dealer = _choose_dealer(game, cards)
    else:
        game.dealer = (game.dealer + 1) % game.players
        while game.dealer in game.eliminated:  # the deal passes left, over the seats out of the match
            game.dealer = (game.dealer + 1) % game.players
    game.shuffler(cards, game.rng)
    game.draw_pile = cards
    size = dealt_hand_size(game)
    for seat, hand in enumerate(game.hands):
        if seat in game.eliminated:
            continue
        hand.extend(cards[-size:])
        del cards[-size:]
    game.in_round = True
    game.out.append(RoundStarted(game.round_number, game.dealer, size))


def dealt_hand_size(game: GameState) -> int:
    """The rule's hand size, or fewer when so many hands would not leave a starting card and a pile to draw from
    (15 cards for 10 players: 10 each)."""
    return min(game.rules.hand_size, (len(game.deck) - game.players_in) // game.players_in)


def deal_arranged(
    game: GameState, hands: Sequence[Sequence[str]], starting: str, pile: Sequence[str], dealer: int
) -> None:
    """A deal of chosen cards: `starting` is turned up with its usual effect, `pile` is drawn first, in order,
    and the rest of the deck, shuffled, lies under it."""
    if len(hands) != game.players:
        raise ValueError(f"an arranged round needs {game.players} hands, not {len(hands)}")
    game.reset_round_state()
    game.round_number += 1
    game.dealer = dealer
    unused = list(game.deck)
    for hand, faces in zip(game.hands, hands, strict=True):
        hand.extend(take_card(unused, face) for face in faces)
    top = take_card(unused, starting)
    first_draws = [take_card(unused, face) for face in pile]
    game.shuffler(unused, game.rng)
    game.draw_pile = unused + first_draws[::-1] + [top]
    game.in_round = True
    sizes = {len(hand) for hand in hands}
    # Arranged hands may differ in size (a lesson's moment): then there is no one size dealt to each, 0.
    game.out.append(RoundStarted(game.round_number, dealer, sizes.pop() if len(sizes) == 1 else 0))


def set_up(
    game: GameState,
    hands: Sequence[Sequence[str]],
    discard: Sequence[str],
    draw_pile: Sequence[str],
    current: int,
    direction: int,
    colour: Colour | None,
    dark: bool = False,
) -> None:
    """A position in the middle of a round, exactly as given; see `Game.set_up`."""
    if len(hands) != game.players:
        raise ValueError(f"a set-up needs {game.players} hands, not {len(hands)}")
    if not discard:
        raise ValueError("a set-up needs at least the top card of the discard pile")
    if direction not in (1, -1):
        raise ValueError(f"the direction is 1 (clockwise) or -1 (anticlockwise), not {direction}")
    if not 0 <= current < game.players:
        raise ValueError(f"no seat {current} among {game.players} players")
    if dark and not game.two_sided:
        raise ValueError(f"the {game.rules.edition.value} deck has no dark side")
    unused = side_deck(game.rules.edition, game.rules.buzzer, dark)
    dealt = [[take_card(unused, face) for face in faces] for faces in hands]
    laid = [take_card(unused, face) for face in discard]
    pile = [take_card(unused, face) for face in draw_pile]
    top = laid[-1]
    if top.is_wild and colour is None:
        raise ValueError(f"the top card {top.kind!r} is wild: name the colour to match")
    if colour is not None and colour not in game.rules.edition.side_colours(dark):
        raise ValueError(f"{colour.value} is not a colour of this edition")
    game.reset_round_state()
    game.set_side(dark)
    game.round_number += 1
    game.dealer = (current - direction) % game.players
    game.hands = dealt
    game.discard = laid
    game.draw_pile = pile[::-1]  # listed from the top; the list's end is the top
    game.direction = direction
    game.colour = colour if colour is not None else top.colour
    game.played_by = None
    game.out.append(RoundStarted(game.round_number, game.dealer, max(len(hand) for hand in dealt)))
    game.turns = 1
    game.current = game.decider = current
    game.phase = PLAY
    game.in_round = True
    game.out.append(TURN_STARTED[current])


def _choose_dealer(game: GameState, cards: list[Card]) -> int:
    """Each player draws a card; the highest number deals (action cards and wilds count as zero).

    Players tied for the highest draw again, from the same cards, until one is highest.
    """
    draws: list[tuple[int, Card]] = []
    contenders = list(range(game.players))
    pool = list(cards)
    randrange = game.rng.randrange
    while len(contenders) > 1:
        drawn = [(player, pool.pop(randrange(len(pool)))) for player in contenders]
        draws.extend(drawn)
        best = max((card.number or 0) for _, card in drawn)
        contenders = [player for player, card in drawn if (card.number or 0) == best]
    game.out.append(DealerChosen(contenders[0], tuple(draws)))
    return contenders[0]


def draw(game: GameState, player: int, count: int, reason: DrawReason) -> tuple[Card, ...]:
    """Draw up to `count` cards, reshuffling the discards when the pile runs out."""
    if count <= 0:
        return ()
    if len(game.draw_pile) < count:
        _reshuffle(game)
    pile = game.draw_pile
    if count >= len(pile):
        drawn = tuple(reversed(pile))
        pile.clear()
    else:
        drawn = tuple(pile[: -count - 1 : -1])
        del pile[-count:]
    return _into_hand(game, player, drawn, reason)


def draw_until(game: GameState, player: int, limit: int, playable: Callable[[Card], bool]) -> tuple[Card, ...]:
    """The draw-until-playable rule: draw one card at a time until one is `playable`, `limit` cards are drawn
    (0: no limit) or nothing is left to draw; one event tells them all."""
    cards = _take_until(game, limit, playable)
    _into_hand(game, player, cards, DrawReason.UNTIL_PLAYABLE)
    return cards  # without the cards a Creeper among them made the player draw


def draw_until_colour(game: GameState, player: int, colour: Colour, reason: DrawReason) -> tuple[Card, ...]:
    """A Wild Draw Colour: draw one card at a time until one of `colour` comes (kept too), or nothing is left.

    A wild is no colour until it is played, so drawing one does not end it."""
    cards = _take_until(game, 0, lambda card: card.colour is colour)
    _into_hand(game, player, cards, reason)
    return cards


def _take_until(game: GameState, limit: int, wanted: Callable[[Card], bool]) -> tuple[Card, ...]:
    """Cards off the pile one at a time until one is `wanted`, `limit` are taken (0: no limit) or none is left."""
    drawn: list[Card] = []
    while not limit or len(drawn) < limit:
        if not game.draw_pile:
            _reshuffle(game)
            if not game.draw_pile:
                break
        card = game.draw_pile.pop()
        drawn.append(card)
        if wanted(card):
            break
    return tuple(drawn)


def _into_hand(game: GameState, player: int, drawn: tuple[Card, ...], reason: DrawReason) -> tuple[Card, ...]:
    hand = game.hands[player]
    hand.extend(drawn)
    if len(hand) > 1:
        game.uno_called[player] = False
        if game.catch_deadlines:
            game.catch_deadlines.pop(player, None)
    game.out.append(CardsDrawn(player, drawn, len(drawn), reason))
    if game.creepers and reason is not DrawReason.CREEPER:
        for card in drawn:
            if card.rank is Rank.CREEPER:
                count = min(CREEPER_DRAW, game.cards_to_draw)  # fewer when the pile runs short
                game.out.append(CreeperRevealed(player, card, count))
                drawn += draw(game, player, count, DrawReason.CREEPER)
    limit = game.rules.max_hand
    if limit and len(hand) >= limit and not game.out_of_round[player]:
        _out_at_the_limit(game, player)
    return drawn


def _out_at_the_limit(game: GameState, player: int) -> None:
    """The mercy rule: the player takes no more turns this round. With the No Mercy deck they are knocked out and
    their hand is set aside until the pile runs out (its rule sheet), scoring the knockout bonus instead; with the
    option alone they keep their cards, which count in the score."""
    game.out_of_round[player] = True
    game.any_out = True
    game.uno_called[player] = False
    game.catch_deadlines.pop(player, None)
    game.penalty_cards[player].clear()
    hand = game.hands[player]
    game.out.append(OutOfRound(player, len(hand), set_aside=game.no_mercy))
    if game.no_mercy:
        game.set_aside.extend(hand)
        hand.clear()  # in place: a caller may hold the list


def _reshuffle(game: GameState) -> None:
    """The discards but the top card, and with the No Mercy deck the hands set aside, shuffled into a new pile
    under what is left of the old one."""
    discard = game.discard
    set_aside = game.set_aside
    if len(discard) < 2 and not set_aside:
        return
    cards = discard[:-1]
    del discard[:-1]
    if set_aside:
        game.out.append(SetAsideReturned(len(set_aside)))
        cards += set_aside
        set_aside.clear()
    game.shuffler(cards, game.rng)
    cards.extend(game.draw_pile)  # what was left of the pile stays on top
    game.draw_pile = cards
    game.out.append(Reshuffled(len(cards)))
