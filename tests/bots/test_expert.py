"""The expert bot (bots/expert.py): it keeps the hard bot's choice unless playing the actions out shows another
clearly better, compares only actions that differ, leaves the real-time reactions to the hard bot, plays whole
rounds under any rules on every deck, and plays the same game from the same seed."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_headless import rule_sets

from audiouno.bots.base import Decision
from audiouno.bots.determinise import sample_world
from audiouno.bots.expert import (
    EARLY_LOOKS,
    MIN_WORLDS,
    Budget,
    ExpertStrategy,
    hindsight,
    options,
    outcomes,
    playout,
    verdict,
)
from audiouno.bots.headless import play_round
from audiouno.bots.heuristic import HardStrategy
from audiouno.bots.knowledge import Knowledge
from audiouno.engine import (
    DRAW,
    OFFICIAL,
    Action,
    Buzz,
    CallUno,
    CatchUno,
    ChooseColour,
    Colour,
    Edition,
    Game,
    Phase,
    Play,
    PlayerView,
    RuleSet,
    Slap,
    redact,
)
from audiouno.engine.cards import new_deck
from audiouno.engine.events import Event
from audiouno.engine.rules import for_edition

SMALL = Budget(worlds=2, depth=12)  # enough to exercise every path of the search, quickly


def test_the_search_overrules_the_hard_bot_where_playing_out_shows_a_better_move() -> None:
    """Two cards, a red 5 and a Wild Draw Four, on a red 3, against one card: the hard bot keeps its wild and lays
    the 5, which the other player answers more often than not (most cards unseen are red, or a 5); the Draw Four,
    with the 5 to follow, wins at once."""
    game = Game(2, OFFICIAL, seed=1)
    game.set_up([["w+4", "r5"], ["g7"]], ["b3", "r3"], ["r1", "r2", "r7", "r8", "b5", "g5", "y5", "r9"])
    view = PlayerView(game, 0)
    expert = ExpertStrategy(0, random.Random(1), Budget(worlds=MIN_WORLDS))
    hard = HardStrategy(0, random.Random(1)).decide(view, view.legal_actions())
    chosen = expert.decide(view, view.legal_actions())
    assert hard is not None and chosen is not None
    assert hard[0] == Play.of(game.hands[0][1])  # the red 5
    assert chosen[0] == Play.of(game.hands[0][0])  # the Wild Draw Four
    assert chosen[1] == hard[1]  # at the hard bot's pace


def worlds_searched(hands: list[list[str]], worlds: int, steps: int = Budget.steps) -> int:
    """How many worlds the search plays out for seat 0 on a red 3, the hard bot's choice first."""
    game = Game(2, OFFICIAL, seed=1)
    game.set_up(hands, ["b3", "r3"], ["r1", "r2", "r7", "r8", "b5", "g5", "y5", "r9", "b1", "b2", "g1", "g2"])
    view = PlayerView(game, 0)
    legal = view.legal_actions()
    favourite = HardStrategy(0, random.Random(1)).decide(view, legal)
    assert favourite is not None
    choices = options(legal, favourite[0])
    knowledge = Knowledge(0)
    knowledge.sync(view)
    return len(outcomes(view, knowledge, choices, Budget(worlds=worlds, steps=steps), random.Random(1), mine=0))


def test_a_search_where_nothing_beats_the_hard_bots_choice_stops_early() -> None:
    """Two red cards against seven: laying either wins every round, so after the first look nothing has won more
    than the hard bot's choice; where the Draw Four wins more than the 5, the search uses its whole budget."""
    assert worlds_searched([["r5", "r6"], ["g7", "g8", "g9", "y1", "y2", "y3", "b7"]], 64) == EARLY_LOOKS[0]
    assert worlds_searched([["w+4", "r5"], ["g7"]], 12) == 12


def test_a_search_stops_once_its_steps_are_spent() -> None:
    """The Draw Four against the 5 searches its whole budget of worlds; with the moves of its playouts capped, it
    stops sooner (a No Mercy round runs long, and a decision's time is bounded so)."""
    hands = [["w+4", "r5"], ["g7"]]
    assert worlds_searched(hands, 12) == 12
    assert 1 <= worlds_searched(hands, 12, steps=10) < 12


def test_in_a_playout_a_bluffed_draw_four_is_challenged_as_at_the_table() -> None:
    """Seat 0 lays a Draw Four holding three reds on a red 3. In the playout seat 1 knows, as the hard bot at the
    table would, that red was in play: it challenges, and seat 0 takes the four cards (after the colour and the
    answer, two moves, seat 0 holds the most cards: the playout is lost). Playouts that forgot the table never
    challenged, and rewarded every bluff."""
    game = Game(2, OFFICIAL, seed=1)
    knowledge = Knowledge(0)
    knowledge.players = 2
    knowledge.observe(game.start_arranged_round([["w+4", "r5", "r6", "r7", "b2"], ["g1", "g2"]], "r3", dealer=1))
    knowledge.sync(PlayerView(game, 0))
    bluff = Play.of(game.hands[0][0])
    assert [playout(game, 0, bluff, seed, 2, knowledge)[0] for seed in range(5)] == [0.0] * 5


def test_the_hard_bots_choice_stands_unless_another_is_clearly_better() -> None:
    """World by world, what each choice won (1) or lost (0): the mine is choice 0."""
    even = [[1.0, 1.0], [0.0, 0.0], [1.0, 1.0], [0.0, 0.0]]
    assert verdict(even, 0, 0.0) == 0
    lucky = [[0.0, 1.0], [1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]  # one world more for choice 1: chance, not a gain
    assert verdict(lucky, 0, 0.03) == 0
    clear = [[0.0, 1.0]] * 10 + [[1.0, 1.0]] * 6
    assert len(clear) == MIN_WORLDS
    assert verdict(clear, 0, 0.03) == 1
    assert verdict(clear, 0, 0.7) == 0  # a gain below the margin is not taken
    cut_short = [[0.0, 1.0]] * 6 + [[1.0, 1.0]] * 4  # as clear, but over too few worlds (its time ran out)
    assert verdict(cut_short, 0, 0.03) == 0


def test_the_more_choices_the_clearer_a_gain_must_be() -> None:
    """A gain that beats chance against one other choice may be the luckiest of seven: then it is not taken."""
    gain = [[0.0, 1.0]] * 4 + [[1.0, 1.0]] * 12
    assert verdict(gain, 0, 0.03) == 1
    assert verdict([world + [0.0] * 6 for world in gain], 0, 0.03) == 0


def test_only_actions_that_differ_are_compared() -> None:
    """Two red 5s play alike; on a Flip deck two cards with the same face differ by their other side."""
    classic = new_deck(Edition.CLASSIC)
    fives = [card for card in classic if card.kind == "r5"]
    legal: list[Action] = [Play.of(fives[0]), Play.of(fives[1]), DRAW, CallUno()]
    assert options(legal, Play.of(fives[1])) == [Play.of(fives[1]), DRAW]
    flip = new_deck(Edition.FLIP)
    twins = [card for card in flip if card.kind == "r5"]
    assert len(twins) == 2 and twins[0].other.kind != twins[1].other.kind  # type: ignore[union-attr]
    assert options([Play.of(card) for card in twins], Play.of(twins[0])) == [Play.of(card) for card in twins]
    colours = [ChooseColour(colour) for colour in (Colour.RED, Colour.BLUE)]
    assert options([*colours, CatchUno(1)], colours[1]) == [colours[1], colours[0]]


class Watched(ExpertStrategy):
    """An expert beside a hard bot told the same: wherever the expert has nothing to weigh, the two choose alike."""

    def __init__(self, seat: int, rng: random.Random, budget: Budget) -> None:
        super().__init__(seat, rng, budget)
        self.hard = HardStrategy(seat, random.Random(rng.getrandbits(64)))
        self.compared = 0

    def observe(self, events: Sequence[object]) -> None:
        super().observe(events)
        self.hard.observe(events)  # type: ignore[arg-type]

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision | None:
        self.hard.rng.setstate(self.rng.getstate())  # the same draws for the same reflexes
        theirs = self.hard.decide(view, legal)
        mine = super().decide(view, legal)
        if theirs is not None and (isinstance(theirs[0], (CallUno, CatchUno, Buzz, Slap)) or view.decider != self.seat):
            assert mine == theirs  # a reaction: the hard bot's, at its speed
            self.compared += 1
        elif theirs is not None and len(options(legal, theirs[0])) == 1:
            assert mine == theirs
            self.compared += 1
        return mine


def test_the_reactions_and_the_forced_moves_are_the_hard_bots() -> None:
    rules = OFFICIAL.with_options(buzzer=True, interception="super", slap_on_nine=True)
    compared = 0
    for seed in range(4):
        game = Game(3, rules, seed=seed)
        bots = [Watched(seat, random.Random(seed * 10 + seat), SMALL) for seat in range(3)]
        game.start_round()
        play_round(game, bots)
        compared += sum(bot.compared for bot in bots)
    assert compared > 100


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets(), seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_the_expert_plays_whole_rounds_under_any_rules(rules: RuleSet, seed: int, players: int) -> None:
    """Its search plays the rounds out under the table's own rules: an illegal choice would raise IllegalAction,
    a playout that cannot go on would raise out of the search."""
    rng = random.Random(seed)
    game = Game(players, rules, seed=rng.getrandbits(32))
    bots = [ExpertStrategy(seat, random.Random(rng.getrandbits(32)), SMALL) for seat in range(players)]
    game.start_round()
    play_round(game, bots)
    assert game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)


def test_the_expert_plays_whole_rounds_on_every_deck() -> None:
    for edition in Edition:
        rules = for_edition(OFFICIAL, edition)
        for seed in range(2):
            game = Game(3, rules, seed=seed)
            game.start_round()
            play_round(game, [ExpertStrategy(seat, random.Random(seed + seat), SMALL) for seat in range(3)])
            assert game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)


def test_the_same_seed_plays_the_same_round() -> None:
    def played(seed: int) -> list[object]:
        game = Game(2, OFFICIAL, seed=seed)
        game.start_round()
        play_round(game, [ExpertStrategy(seat, random.Random(seed + seat), SMALL) for seat in range(2)])
        assert game.log is not None
        return [repr(event) for event in game.log]

    assert played(3) == played(3)


def watched_hindsight(players: int, seed: int) -> tuple[int, int]:
    """Hard bots play a round; seat 0 watches as at the table. After every event, where hindsight has cards to judge
    by, the real hands must agree with them; three worlds are sampled and checked too. Returns how many times
    hindsight judged, and how many of those times it ruled out a world."""
    judged = ruled_out = 0
    game = Game(players, OFFICIAL, seed=seed)
    bots = [HardStrategy(seat, random.Random(seed * 10 + seat)) for seat in range(players)]
    knowledge = Knowledge(0)
    knowledge.players = players
    view = PlayerView(game, 0)

    def watch(events: Sequence[Event]) -> None:
        nonlocal judged, ruled_out
        knowledge.observe([redact(event, 0) for event in events])
        knowledge.sync(view)
        plausible = hindsight(knowledge)
        if plausible is None or not game.in_round:
            return
        assert plausible(game), f"the real hands disagree with {knowledge.choices}"
        judged += 1
        rng = random.Random(judged)
        ruled_out += not all(plausible(sample_world(view, knowledge, rng)) for _ in range(3))

    watch(game.start_round())
    play_round(game, bots, on_step=watch)
    return judged, ruled_out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_hard_bots_own_hands_agree_with_the_cards_they_chose(players: int) -> None:
    """After every card another seat lays on its turn, its real hand is one that the hard bot's mind would have
    laid that card from: hindsight never rules out the real world. And it rules out others: many hands dealt at
    random would have laid another card."""
    counts = [watched_hindsight(players, seed) for seed in range(8)]
    judged, ruled_out = (sum(count) for count in zip(*counts, strict=True))
    assert judged > 100
    assert ruled_out > judged / 4
