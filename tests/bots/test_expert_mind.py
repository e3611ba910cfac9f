"""The expert's own mind (`temperament.EXPERT`) with more than two players: it keeps a wild that is its only play
while every other hand is large, and it is wary of a Skip that hands the turn to a player near winning. Between two
players those weights change nothing."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import replace

from bot_table import action_of

from audiouno.bots.base import Decision, Strategy
from audiouno.bots.heuristic import HardStrategy
from audiouno.bots.temperament import EXPERT, Temperament
from audiouno.engine import DRAW, OFFICIAL, PASS, Action, Game, Phase, Play, PlayerView
from audiouno.simulate import duplicate

# The expert's mind without the weights that only count above two players.
TWO_PLAYER_MIND = replace(EXPERT, flex_weight=0.0, skip_danger=0.0, spare_wild=0)
SEVEN = ["y1", "y2", "y3", "y4", "g1", "g2", "g3"]
OTHER_SEVEN = ["b6", "b7", "b8", "g6", "g8", "y6", "y8"]


def mind(temperament: Temperament) -> HardStrategy:
    """The hard bot's mind with `temperament`, at seat 0."""

    class Mind(HardStrategy):
        pass

    Mind.temperament = temperament
    return Mind(0, random.Random(1))


def first_move(temperament: Temperament, hands: list[list[str]]) -> tuple[Game, Action]:
    """Seat 0's first decision on a red 5, each seat's hand as given."""
    game = Game(len(hands), OFFICIAL, seed=3)
    game.start_arranged_round(hands, "r5", dealer=len(hands) - 1)
    return game, action_of(mind(temperament), game)


def test_a_lone_wild_is_kept_while_every_other_hand_is_large() -> None:
    hands = [["w", "b1"], SEVEN, OTHER_SEVEN, list(SEVEN)]
    assert first_move(EXPERT, hands)[1] == DRAW
    game, action = first_move(TWO_PLAYER_MIND, hands)
    assert action == Play(game.hands[0][0])  # the hard bot's habit: any playable card goes down


def test_a_lone_wild_is_played_once_someone_nears_the_end() -> None:
    game, action = first_move(EXPERT, [["w", "b1"], SEVEN, ["y7", "g7", "b9"], list(SEVEN)])
    assert action == Play(game.hands[0][0])


def test_a_lone_wild_is_played_between_two_players() -> None:
    game, action = first_move(EXPERT, [["w", "b1"], SEVEN])
    assert action == Play(game.hands[0][0])


def test_a_wild_just_drawn_is_kept_while_every_other_hand_is_large() -> None:
    game = Game(4, OFFICIAL, seed=3)
    game.start_arranged_round([["b1", "g5"], SEVEN, OTHER_SEVEN, list(SEVEN)], "r5", ("w",), dealer=3)
    game.apply(0, DRAW)
    assert game.phase is Phase.DRAWN and game.drawn_card is not None and game.drawn_card.is_wild
    assert action_of(mind(EXPERT), game) == PASS


def test_a_skip_is_held_back_when_the_player_after_next_nears_the_end() -> None:
    near = [["r9", "rs", "b1", "g5"], SEVEN, ["y7", "g7"], list(SEVEN)]
    game, action = first_move(EXPERT, near)
    assert action == Play(game.hands[0][0])  # the 9: a Skip would hand the turn to the player holding two cards
    game, action = first_move(TWO_PLAYER_MIND, near)
    assert action == Play(game.hands[0][1])
    far = [["r9", "rs", "b1", "g5"], SEVEN, OTHER_SEVEN, list(SEVEN)]
    game, action = first_move(EXPERT, far)
    assert action == Play(game.hands[0][1])  # with no one near the end, the Skip as before


def decisions_against_hard(temperament: Temperament) -> tuple[str, list[float]]:
    """A digest of every decision of a mind of `temperament` against the hard bot over seeded two-player duplicate
    deals, and its scores."""
    noted = hashlib.sha256()

    class Noted(HardStrategy):
        def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
            decision = super().decide(view, legal)
            noted.update(repr(decision).encode())
            return decision

    Noted.temperament = temperament

    def make(name: str, seat: int, rng: random.Random) -> Strategy:
        return Noted(seat, rng) if name == "tried" else HardStrategy(seat, rng)

    scores = duplicate(OFFICIAL, ["tried", "hard"], 60, seed=5, make=make).scores
    return noted.hexdigest(), scores


def test_between_two_players_the_weights_for_more_change_no_decision() -> None:
    assert decisions_against_hard(EXPERT) == decisions_against_hard(TWO_PLAYER_MIND)
