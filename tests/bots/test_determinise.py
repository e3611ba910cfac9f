"""The worlds the expert searches (bots.determinise), at every step of rounds on every deck and under random rule
mixes: each is a legal game the seat cannot tell from the real one. Its own hand and everything public stand as
they are; every hand and the draw pile are as large; every card of the game lies in exactly one place, on the side
up; cards the seat knows to be in a hand are there, and known cards of the draw pile in their stretch of it. What a
player who drew on their turn could not have held (a `Lack`) is an inference, not knowledge, though true of the hard
bots on the classic decks, which draw only for want of a playable card: where the real deal honours every lack, the
worlds honour them too, all but a few in a hundred (a deal that must also keep a reshuffled pile's cards in
place may find no way in the tries it has). What the seat knows is true of the
real game, and a world depends on that knowledge alone: sampled from another world the seat cannot tell apart, it
comes out the same, card for card."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_headless import rule_sets

from audiouno.bots.base import tell
from audiouno.bots.determinise import sample_world
from audiouno.bots.headless import play_round
from audiouno.bots.heuristic import HardStrategy
from audiouno.bots.knowledge import Knowledge, Lack, Segment
from audiouno.engine import (
    DRAW,
    OFFICIAL,
    PRESETS,
    Action,
    Card,
    Colour,
    Edition,
    Game,
    Phase,
    Play,
    PlayerView,
    Rank,
    RuleSet,
    redact,
)
from audiouno.engine.events import Event, HandsPassed, HandsSwapped
from audiouno.engine.rules import for_edition, without_refused

pytestmark = pytest.mark.started_first  # long: see tests/conftest.py

# What a world deals afresh; everything else is the real game's, attribute for attribute.
HIDDEN = {"hands", "draw_pile", "rng", "draw_four", "penalty_cards", "drawn_card", "log", "out", "matches"}
SAMPLES = 2  # worlds sampled at each step


def public(game: Game) -> dict[str, object]:
    """The game's attributes a world keeps, as plain data (windows by their fields, sets in a stable order)."""

    def plain(value: object) -> object:
        if isinstance(value, (set, frozenset)):
            return sorted(map(repr, value))
        if hasattr(type(value), "__slots__") and not isinstance(value, (Card, int, float, str, tuple)):
            return {name: plain(getattr(value, name)) for name in type(value).__slots__}
        return value

    return {name: plain(value) for name, value in vars(game).items() if name not in HIDDEN}


class Counts:
    """How often the cases at stake came up, so that a test can say they did."""

    def __init__(self) -> None:
        self.worlds = self.known_in_hands = self.known_in_pile = self.passed_hands = 0
        self.lacking = self.lacking_kept = self.lacks_true = 0


def pile_stretches(pile: list[Segment], draw_pile: list[Card]) -> list[tuple[frozenset[Card] | None, list[Card]]]:
    """The draw pile cut as the knowledge's stretches, from the top down, each with its cards."""
    top_down = draw_pile[::-1]
    stretches = []
    for segment in pile:
        count = segment.count or 0
        stretches.append((segment.cards, top_down[:count]))
        top_down = top_down[count:]
    return stretches


def honoured(lacks: Sequence[Lack], hand: Sequence[Card]) -> bool:
    """Whether `hand` holds as many cards as each lack counts, none of what it rules out."""
    return all(sum(map(lack.allows, hand)) >= lack.count for lack in lacks)


def check_knowledge(game: Game, knowledge: Knowledge, counts: Counts) -> None:
    """What the seat knows is true: cards it places in a hand are there, known stretches of the pile hold them; and
    on the classic decks, where the hard bots never draw holding a playable card, what a player could not have held
    they do not hold."""
    for seat, cards in knowledge.seen.items():
        if seat != knowledge.seat:
            assert cards <= set(game.hands[seat]), f"seat {knowledge.seat} places {cards} in hand {seat}"
    if game.rules.edition is Edition.CLASSIC:
        for seat, lacks in knowledge.lacking.items():
            assert honoured(lacks, game.hands[seat]), f"seat {seat} holds what it drew for want of: {lacks}"
            counts.lacks_true += bool(lacks)
    if sum(segment.count or 0 for segment in knowledge.pile) == len(game.draw_pile):
        for cards, lying in pile_stretches(knowledge.pile, game.draw_pile):
            assert cards is None or set(lying) <= cards, "a known stretch of the pile holds other cards"


def check_world(game: Game, view: PlayerView, knowledge: Knowledge, seed: int, counts: Counts) -> None:
    seat = view.seat
    world = sample_world(view, knowledge, random.Random(seed))
    counts.worlds += 1
    assert public(world) == public(game)
    assert world.hands[seat] == game.hands[seat]
    assert [len(hand) for hand in world.hands] == [len(hand) for hand in game.hands]
    assert len(world.draw_pile) == len(game.draw_pile)
    placed = [card for hand in world.hands for card in hand] + world.draw_pile + world.discard
    real = [card for hand in game.hands for card in hand] + game.draw_pile + game.discard
    assert len(set(placed)) == len(placed), "a card in two places"
    assert set(placed) == set(real), "the world's cards are not the game's"
    assert all(card.dark == game.dark for card in placed), "a card shows the side that is down"
    hidden = set(game.draw_pile).union(*(game.hands[p] for p in range(game.players) if p != seat))
    for player, cards in knowledge.seen.items():
        known = cards & hidden
        if player != seat and known and len(known) <= len(game.hands[player]):
            assert known <= set(world.hands[player]), f"a card known in hand {player} was dealt elsewhere"
            counts.known_in_hands += 1
    if sum(segment.count or 0 for segment in knowledge.pile) == len(game.draw_pile):
        for cards, lying in pile_stretches(knowledge.pile, world.draw_pile):
            if cards is not None and lying:
                assert set(lying) <= cards, "a known stretch of the pile was dealt other cards"
                counts.known_in_pile += 1
    lacking = {player: lacks for player, lacks in knowledge.lacking.items() if player != seat and lacks}
    if lacking and all(honoured(lacks, game.hands[player]) for player, lacks in lacking.items()):
        counts.lacking += 1  # the real deal honours every lack: so can the world
        counts.lacking_kept += all(honoured(lacks, world.hands[player]) for player, lacks in lacking.items())
    # Sampled from that world (which the seat cannot tell from the game), with the same generator: the same world.
    again = sample_world(PlayerView(world, seat), knowledge, random.Random(seed))
    assert [hand for hand in again.hands] == [hand for hand in world.hands]
    assert again.draw_pile == world.draw_pile
    if world.draw_four is not None:
        assert again.draw_four is not None
        assert (again.draw_four.bluff, again.draw_four.hand) == (world.draw_four.bluff, world.draw_four.hand)


def play_watched(rules: RuleSet, players: int, seed: int, counts: Counts, rounds: int = 1) -> None:
    """Rounds of hard bots; one seat's knowledge follows the events as that seat sees them, and worlds are sampled
    from it at every step."""
    rng = random.Random(seed)
    game = Game(players, rules, seed=seed)
    bots = [HardStrategy(seat, random.Random(rng.getrandbits(32))) for seat in range(players)]
    watched = seed % players
    knowledge = Knowledge(watched)
    knowledge.players = players
    view = PlayerView(game, watched)

    def step(events: Sequence[Event]) -> None:
        knowledge.observe([redact(event, watched) for event in events])
        counts.passed_hands += sum(isinstance(event, (HandsPassed, HandsSwapped)) for event in events)
        if not game.in_round:
            return
        knowledge.sync(view)
        check_knowledge(game, knowledge, counts)
        for sample in range(SAMPLES):
            check_world(game, view, knowledge, rng.getrandbits(32) + sample, counts)

    for _ in range(rounds):
        if game.phase is not Phase.ROUND_OVER:
            break
        events = game.start_round()
        tell(bots, events)
        step(events)
        play_round(game, bots, on_step=step)


@pytest.mark.parametrize("edition", list(Edition))
@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_world_is_a_game_the_seat_cannot_tell_apart_on_every_deck(edition: Edition, preset: str) -> None:
    counts = Counts()
    rules = for_edition(PRESETS[preset], edition)
    for seed in range(6):
        play_watched(rules, 2 + seed % 4, seed, counts, rounds=2)
    assert counts.worlds > 300
    assert counts.lacking_kept >= 0.95 * counts.lacking


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets(), players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_every_world_is_a_game_the_seat_cannot_tell_apart_under_any_rule_mix(
    rules: RuleSet, players: int, seed: int
) -> None:
    play_watched(rules, players, seed, Counts())


def test_the_cases_at_stake_come_up() -> None:
    """Hands passed and swapped with the seat's own among them, cards known in other hands, colours lacking,
    known stretches of the pile after reshuffles: the properties above were held where they matter."""
    counts = Counts()
    rules = without_refused(PRESETS["house"].with_options(seven_swaps=True, challenge="official"))
    for seed in range(12):
        play_watched(rules, 3 + seed % 3, seed, counts, rounds=3)
    assert counts.passed_hands > 10 and counts.known_in_hands > 100 and counts.lacking > 20 and counts.lacks_true > 20
    assert counts.lacking_kept >= 0.95 * counts.lacking
    assert counts.known_in_pile > 20


def seat_0_watching(
    hands: list[list[str]], starting: str, pile: list[str]
) -> tuple[Game, Knowledge, Callable[[int, Action], None]]:
    """A two-player round arranged for seat 1 to start, seat 0's knowledge of it, and a way to make a move that
    seat 0 sees as it would at the table."""
    game = Game(2, OFFICIAL, seed=1)
    knowledge = Knowledge(0)
    knowledge.players = game.players
    view = PlayerView(game, 0)
    knowledge.observe(game.start_arranged_round(hands, starting, pile, dealer=0))
    knowledge.sync(view)

    def move(seat: int, action: Action) -> None:
        knowledge.observe([redact(event, 0) for event in game.apply(seat, action)])
        knowledge.sync(view)

    return game, knowledge, move


def card(game: Game, seat: int, face: str) -> Play:
    return Play.of(next(held for held in game.hands[seat] if held.kind == face))


def test_a_player_who_draws_on_their_turn_is_dealt_nothing_they_could_have_played() -> None:
    """Seat 1 draws on a red 5, and the card it draws will not go either: none of its six cards is red, a 5 or a
    wild, and every world deals it so. On a red 1 it draws again: the cards it held both times are none of what
    either draw ruled out. A card it lays may have been among them: one fewer is sure after it."""
    hands = [["r1", "r2", "r3", "b9"], ["g1", "g2", "y3", "y4", "g7"]]
    game, knowledge, move = seat_0_watching(hands, "r5", ["b1", "g9", "y9", "r9", "w", "b5", "y5", "w+4", "b7", "y7"])
    move(1, DRAW)  # the b1: it passes
    red, five, one = frozenset({Colour.RED}), frozenset({Rank.FIVE}), frozenset({Rank.ONE})
    assert knowledge.lacking[1] == [Lack(6, red, five, False)]
    for seed in range(20):
        world = sample_world(PlayerView(game, 0), knowledge, random.Random(seed))
        assert not any(card.colour is Colour.RED or card.rank is Rank.FIVE or card.is_wild for card in world.hands[1])
    move(0, card(game, 0, "r1"))
    move(1, DRAW)  # the g9
    assert knowledge.lacking[1] == [Lack(6, red, five | one, False), Lack(7, red, one, False)]
    move(0, card(game, 0, "r2"))
    move(1, card(game, 1, "g2"))
    assert knowledge.lacking[1] == [Lack(5, red, five | one, False), Lack(6, red, one, False)]


def test_a_player_who_plays_the_card_they_drew_held_nothing_playable_before() -> None:
    """Seat 1 draws on a red 5 and lays the red 9 it drew: the three cards it keeps are no red, no 5, no wild."""
    game, knowledge, move = seat_0_watching([["r1", "r2"], ["g1", "g2", "y3"]], "r5", ["r9", "b1", "g9"])
    move(1, DRAW)
    assert game.phase is Phase.DRAWN and not knowledge.lacking
    move(1, card(game, 1, "r9"))
    assert knowledge.lacking[1] == [Lack(3, frozenset({Colour.RED}), frozenset({Rank.FIVE}), False)]
