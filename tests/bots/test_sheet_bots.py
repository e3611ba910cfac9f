"""The bots under the rules as printed: No Mercy's Wild Reverse Draw 4 between two players weighed as its sheet has
it (its own player draws, unless they send it back), the hint that says so, and no bot ever trying to keep a card
the rules make it play (No Mercy's drawing until playable, the must-play option)."""

from __future__ import annotations

import random

import pytest
from every_strength import quick_strategy
from test_no_mercy_bots import NO_MERCY, decision

from audiouno.bots import STRATEGIES
from audiouno.bots.advice import ReasonKind, advise
from audiouno.bots.headless import play_round
from audiouno.bots.heuristic import HardStrategy
from audiouno.engine import DRAW, OFFICIAL, Card, Edition, Game, Phase, Play, PlayerView, RuleSet
from audiouno.engine.events import CardPlayed, Event, OutOfRound, Passed, PlayMode
from audiouno.engine.rules import for_edition


def two_player(hand: list[str]) -> Game:
    """Seat 0 to play on a red 5, the Wild Reverse Draw 4 its only red answer; seat 1 holds three cards."""
    game = Game(2, NO_MERCY, seed=3)
    game.set_up([hand, ["g1", "g2", "g3"]], ["r5"], ["y1", "y2", "y3", "y4", "y5", "y6", "y7", "y8", "y9"])
    return game


def test_between_two_it_draws_rather_than_lay_a_reverse_draw_four_on_itself() -> None:
    game = two_player(["wr+4", "b1", "b2"])
    assert Play(game.hands[0][0]) in game.legal_actions(0)
    assert decision(game, 0) == DRAW
    # The others play it as any wild draw card: weighing it so is the hard bot's (its edge over the normal one).
    assert decision(game, 0, "normal") == Play(game.hands[0][0])


def test_it_does_not_lay_it_on_itself_while_another_card_plays() -> None:
    game = two_player(["wr+4", "r7", "b2"])
    assert decision(game, 0) == Play(game.hands[0][1])


def test_with_a_draw_card_to_send_it_back_it_lays_it_and_stacks_back() -> None:
    game = two_player(["wr+4", "w+6", "b2", "b3"])
    reverse = Play(game.hands[0][0])
    assert decision(game, 0) == reverse
    game.apply(0, reverse)
    game.apply(0, decision(game, 0))  # its colour
    assert game.phase is Phase.PENALTY and game.decider == 0  # skipped the other player: its own draw
    answer = decision(game, 0)
    assert isinstance(answer, Play) and answer.card.kind == "w+6"


def test_with_three_players_it_lays_it_as_an_attack() -> None:
    game = Game(3, NO_MERCY, seed=3)
    game.set_up([["wr+4", "b1", "b2"], ["g1", "g2"], ["y1"]], ["r5"], ["y2", "y3", "y4", "y5", "y6"])
    assert decision(game, 0) == Play(game.hands[0][0])


def test_the_hint_says_why() -> None:
    game = two_player(["wr+4", "b1", "b2"])
    advice = advise(HardStrategy(0, random.Random(1)), PlayerView(game, 0), game.legal_actions(0))
    assert advice.action == DRAW and advice.reasons[0].kind is ReasonKind.SELF_DRAW
    assert (advice.reasons[0].seat, advice.reasons[0].count) == (1, 4)
    game = two_player(["wr+4", "w+6", "b2", "b3"])
    advice = advise(HardStrategy(0, random.Random(1)), PlayerView(game, 0), game.legal_actions(0))
    assert advice.reasons[0].kind is ReasonKind.STACK_BACK
    assert (advice.reasons[0].seat, advice.reasons[0].count) == (1, 10)


@pytest.mark.parametrize(
    "rules",
    [NO_MERCY, OFFICIAL.with_options(must_play=True), for_edition(OFFICIAL.with_options(must_play=True), Edition.FLIP)],
    ids=["no_mercy", "must_play", "flip_must_play"],
)
def test_no_bot_tries_to_keep_a_card_it_must_play(rules: RuleSet) -> None:
    """Every strategy, whole rounds: each playable card drawn on a turn is played (a pass would be refused, and
    end the round in `IllegalAction`) unless its player is knocked out first, and the moment comes up often."""
    names = list(STRATEGIES)
    moments = 0
    for seed in range(24):
        players = 2 + seed % 3
        game = Game(players, rules, seed=seed)
        rng = random.Random(seed)
        bots = [quick_strategy(names[(seed + seat) % len(names)], seat, random.Random(rng.getrandbits(32)))
                for seat in range(players)]  # fmt: skip
        game.start_round()
        holding: dict[int, Card] = {}  # the playable card each player drew and has not played yet

        def watch(events: list[Event], game: Game = game, holding: dict[int, Card] = holding) -> None:
            nonlocal moments
            for event in events:
                if type(event) is CardPlayed and event.mode is PlayMode.DRAWN:
                    assert holding.pop(event.player) is event.card
                elif type(event) is Passed:
                    assert event.player not in holding, f"seat {event.player} kept {holding[event.player]}"
                elif type(event) is OutOfRound:
                    holding.pop(event.player, None)  # knocked out (caught without UNO) while holding it
            if game.phase is Phase.DRAWN and game.decider not in holding:
                assert game.decider is not None and game.drawn_card is not None
                holding[game.decider] = game.drawn_card
                moments += 1

        play_round(game, bots, on_step=watch)
    assert moments > 10
