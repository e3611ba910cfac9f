"""The easy, normal and hard bots (bots/heuristic.py): the decisions that matter."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from bot_table import action_of, show_table

from audiouno.bots import make_strategy
from audiouno.bots.headless import play_round
from audiouno.bots.heuristic import EASY, HARD, NORMAL, HardStrategy, HeuristicStrategy, Unseen
from audiouno.engine import (
    CHALLENGE,
    DRAW,
    OFFICIAL,
    CatchUno,
    ChooseColour,
    Colour,
    Edition,
    Game,
    Phase,
    Play,
    PlayerView,
    PlaySame,
    RuleSet,
    apply_variants,
)
from audiouno.engine.events import CardPlayed, Event, PlayMode, UnoCalled, UnoCaught
from audiouno.engine.rules import for_edition


def arranged(rules: RuleSet, hands: list[list[str]], starting: str, pile: tuple[str, ...] = ()) -> Game:
    game = Game(len(hands), rules, seed=3)
    game.start_arranged_round(hands, starting, pile, dealer=len(hands) - 1)
    return game


@pytest.mark.parametrize("name", ["normal", "hard"])
def test_a_lone_draw_four_with_no_colour_match_is_played(name: str) -> None:
    game = arranged(OFFICIAL, [["w+4", "b3", "g7"], ["y1", "y2"]], "r5")
    bot = make_strategy(name, 0, random.Random(1))
    action = action_of(bot, game)
    assert action == Play(game.hands[0][0])


@pytest.mark.parametrize("name", ["normal", "hard"])
def test_a_named_colour_is_the_one_the_hand_is_rich_in(name: str) -> None:
    game = arranged(OFFICIAL, [["w", "g1", "g2", "g3", "b4"], ["y1", "y2"]], "r5")
    bot = make_strategy(name, 0, random.Random(1))
    show_table(bot, game)
    game.apply(0, Play(game.hands[0][0]))
    action, _ = bot.decide(PlayerView(game, 0), game.legal_actions(0))
    assert action == ChooseColour(Colour.GREEN)


def _draw_four_on(victim_history: bool) -> tuple[Game, object]:
    """Seat 1 plays a Draw Four on seat 0 while red is in play. If `victim_history`, seat 1 earlier had to draw
    on red and pass, so it lacks red: the Draw Four is honest."""
    hands = [["b1", "b2", "g3", "y4", "b5", "g6"], ["w+4", "g8", "y9", "b7", "g5", "y2", "g2"]]
    pile = ("y3", "b9") if victim_history else ()
    game = arranged(OFFICIAL, hands, "r5", pile)
    bot = make_strategy("hard", 0, random.Random(2))
    if victim_history:
        game.apply(0, DRAW)  # seat 0 draws y3: unplayable on red, so it passes
        game.apply(1, DRAW)  # seat 1 draws b9 on red 5: unplayable, so it passes: it lacks red
        game.apply(0, DRAW)
    else:
        game.apply(0, DRAW)
    game.apply(1, Play(game.hands[1][0]))
    game.apply(1, ChooseColour(Colour.GREEN))
    show_table(bot, game)
    return game, bot


def test_a_draw_four_is_challenged_when_the_player_likely_held_the_colour() -> None:
    game, bot = _draw_four_on(victim_history=False)
    assert game.phase is Phase.PENALTY and game.current == 0
    action, _ = bot.decide(PlayerView(game, 0), game.legal_actions(0))
    assert action is CHALLENGE


def test_a_draw_four_is_accepted_when_the_player_was_seen_lacking_the_colour() -> None:
    game, bot = _draw_four_on(victim_history=True)
    assert game.phase is Phase.PENALTY and game.current == 0
    action, _ = bot.decide(PlayerView(game, 0), game.legal_actions(0))
    assert action is DRAW


@pytest.mark.parametrize(("name", "at_least"), [("easy", 0.3), ("normal", 0.75), ("hard", 0.99)])
@pytest.mark.parametrize("catcher_seat", [1, 2])  # the next player, and a player further round
def test_a_forgotten_uno_is_caught_within_the_window(name: str, at_least: float, catcher_seat: int) -> None:
    game = arranged(OFFICIAL, [["r7", "r8"], ["b1", "b2", "b3"], ["g1", "g2", "g3"]], "r5")
    game.apply(0, Play(game.hands[0][0]), now=10.0)  # down to one card, UNO not said
    catcher = make_strategy(name, catcher_seat, random.Random(4))
    show_table(catcher, game)
    decisions = [catcher.decide(PlayerView(game, catcher_seat), game.legal_actions(catcher_seat)) for _ in range(300)]
    delays = [delay for action, delay in filter(None, decisions) if action == CatchUno(0)]
    assert len(delays) >= at_least * len(decisions)
    assert max(delays) < OFFICIAL.uno_catch_ms / 1000
    events = game.apply(catcher_seat, CatchUno(0), now=10.0 + delays[0])
    assert any(type(event) is UnoCaught for event in events)


@pytest.mark.parametrize("rules", [OFFICIAL, OFFICIAL.with_options(interception="super", sequences=True)])
@pytest.mark.parametrize("name", ["random", "easy", "normal", "hard"])
def test_a_bot_says_uno_as_its_card_lands(name: str, rules: RuleSet) -> None:
    """After the card, as a listener hears it: the play, then "UNO", in the same moment, before anyone else acts
    (so nobody can catch a bot that said it); after an interception or a sequence too. A bot that forgets (easy
    and normal do, now and then) may say it later, if nobody caught it first."""
    calls = with_the_card = out_of_turn = 0
    for seed in range(30):
        game = Game(3, rules, seed=seed)
        game.start_round(0.0)
        bots = [make_strategy(name, seat, random.Random(seed * 10 + seat)) for seat in range(3)]
        last_mode: dict[int, PlayMode] = {}
        landed: list[int | None] = [None]  # who laid the last card, while nobody has acted since

        def check(
            events: list[Event],
            game: Game = game,
            last_mode: dict[int, PlayMode] = last_mode,
            landed: list[int | None] = landed,
        ) -> None:
            nonlocal calls, with_the_card, out_of_turn
            for event in events:
                if isinstance(event, UnoCalled):
                    assert len(game.hands[event.player]) == 1, "UNO said before the card went down"
                    calls += 1
                    with_the_card += landed[0] == event.player
                    out_of_turn += last_mode.get(event.player) in (PlayMode.INTERCEPTION, PlayMode.SEQUENCE)
            played = [event for event in events if isinstance(event, CardPlayed)]
            for event in played:
                last_mode[event.player] = event.mode
            landed[0] = played[-1].player if played else None

        play_round(game, bots, on_step=check)
    assert calls > 10
    forget = {"random": 0.0, "easy": EASY.uno_forget, "normal": NORMAL.uno_forget, "hard": HARD.uno_forget}[name]
    assert with_the_card >= calls * (1 - 2 * forget) - 1  # random and hard never forget: every call with the card
    if rules.interception != "off":
        assert out_of_turn > 0  # bots call UNO after an interception or a sequence too


def _hard_choice_under_elimination(totals: list[int], hands: list[list[str]]) -> str:
    """What the hard bot at seat 0 plays on a red 5 under elimination scoring (limit 300), with these totals."""
    rules = OFFICIAL.with_options(scoring="elimination", target_score=300)
    game = Game(len(hands), rules, seed=3)
    game.totals[:] = totals
    game.start_arranged_round(hands, "r5", dealer=len(hands) - 1)
    bot = make_strategy("hard", 0, random.Random(1))
    action = action_of(bot, game)
    assert isinstance(action, Play)
    return action.card.kind


def test_under_elimination_the_hard_bot_loads_cards_on_a_next_player_near_the_limit() -> None:
    # Blue 5 keeps the blue-rich hand's colour; the Draw Two hits Ana, who holds seven cards.
    hands = [["r+2", "b5", "b1", "b2", "b3", "b4"], ["g7", "g8", "g9", "y6", "y1", "g4", "y2"], ["g1", "y9"]]
    assert _hard_choice_under_elimination([0, 0, 0], hands) == "b5"
    assert _hard_choice_under_elimination([0, 290, 0], hands) == "r+2"  # at 290 of 300, two cards may put Ana out


def test_under_elimination_the_hard_bot_sheds_weight_as_its_own_total_nears_the_limit() -> None:
    hands = [["rs", "b5", "b1", "b2", "b3", "b4"], ["g7", "g8", "g9", "y6", "y1", "g4", "y2"], ["g1", "y9"]]
    assert _hard_choice_under_elimination([0, 0, 0], hands) == "b5"
    assert _hard_choice_under_elimination([280, 0, 0], hands) == "rs"  # the 20-point Skip goes first near the limit


# ---------------------------------------------------------------- the issue 22 options


@pytest.mark.parametrize("name", ["normal", "hard"])
def test_it_lays_every_card_of_the_number_it_plays_leaving_its_own_colour_on_top(name: str) -> None:
    rules = OFFICIAL.with_options(same_rank_play=True)
    game = arranged(rules, [["r7", "b7", "g7", "g1", "g3", "y9"], ["y1", "y2"]], "r5")
    bot = make_strategy(name, 0, random.Random(1))
    action = action_of(bot, game)
    assert isinstance(action, PlaySame)
    assert sorted(card.kind for card in action.cards) == ["b7", "g7", "r7"]
    assert action.top.kind == "g7"  # two greens left in the hand


@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_it_never_draws_freely_while_it_can_play(name: str) -> None:
    rules = OFFICIAL.with_options(free_draws=5)
    game = arranged(rules, [["r7", "b2", "g4"], ["y1", "y2"]], "r5")
    bot = make_strategy(name, 0, random.Random(1))
    show_table(bot, game)
    for _ in range(20):
        action, _ = bot.decide(PlayerView(game, 0), game.legal_actions(0))
        assert action == Play(game.hands[0][0])


@pytest.mark.parametrize("name", ["normal", "hard"])
def test_it_turns_a_penalty_away_rather_than_draw(name: str) -> None:
    rules = OFFICIAL.with_options(stacking="manual", advanced_responses=True)
    game = arranged(rules, [["r+2", "b2", "g4"], ["rs", "w", "y2"], ["y5", "y6"]], "r5")
    game.apply(0, Play(game.hands[0][0]))
    bot = make_strategy(name, 1, random.Random(1))
    action = action_of(bot, game)
    assert action == Play(game.hands[1][0])  # the red Skip, keeping the Wild


@pytest.mark.parametrize(
    "variants",
    [["same_rank_play"], ["free_draws", "must_play"], ["draw_until_playable", "force_play"], ["mercy", "stacking"]],
)
def test_every_strength_finishes_rounds_under_the_options(variants: list[str]) -> None:
    rules = apply_variants(OFFICIAL, [*variants, "advanced_responses", "wait_for_draw_responses"])
    for seed in range(6):
        game = Game(4, rules, seed=seed)
        rng = random.Random(seed)
        names = ["easy", "normal", "hard", "random"]
        bots = [make_strategy(name, seat, random.Random(rng.getrandbits(32))) for seat, name in enumerate(names)]
        game.start_round()
        play_round(game, bots)
        assert not game.in_round


def unseen_checker(bots: list[HeuristicStrategy], game: Game, checked: list[int]) -> Callable[[object], None]:
    """A step hook that holds each bot's counted unseen cards against the unseen cards it lists, and counts the
    checks in `checked`."""

    def check(_events: object) -> None:
        for bot in bots:
            view = PlayerView(game, bot.seat)
            bot._look(view)  # the deck's faces, learnt at a bot's first decision
            listed = bot._unseen(view, view.hand)
            counted = Unseen(view, view.hand)
            assert counted.size == len(listed)
            for colour, rank in {(card.colour, card.rank) for card in bot._deck(view)}:  # each face once
                for named in view.colours if colour is None else (colour,):  # a wild, for the colour it names
                    # Lacking colours, at every fifth step: each asks the list again.
                    for lacks in (set(), {named}, set(view.colours) - {named})[: 1 if checked[0] % 5 else 3]:
                        held = [c for c in listed if c.colour not in lacks]  # what a seat lacking those may hold
                        answering = [c for c in held if c.colour is None or c.colour is named or c.rank is rank]
                        assert counted.answers(named, rank, lacks) == (len(answering), len(held))
            checked[0] += 1

    return check


@pytest.mark.parametrize(
    "rules",
    [
        OFFICIAL,
        apply_variants(OFFICIAL, ["buzzer"]),
        *(
            for_edition(OFFICIAL, edition)
            for edition in (Edition.FLIP, Edition.NO_MERCY, Edition.MINECRAFT, Edition.MOTU)
        ),
    ],
    ids=["official", "buzzer", "flip", "no_mercy", "minecraft", "motu"],
)
def test_the_unseen_cards_counted_from_the_deck_are_the_unseen_cards_listed(rules: RuleSet) -> None:
    """The hard bot counts the cards it has not seen as the deck's counts less those of its hand and the discards;
    that holds only while those are cards of the deck's side up, which every step of whole rounds checks."""
    checked = [0]
    for seed in range(3):
        game = Game(3, rules, seed=seed)
        game.start_round()
        bots = [HardStrategy(seat, random.Random(seed + seat)) for seat in range(3)]
        play_round(game, bots, on_step=unseen_checker(bots, game, checked))
    assert checked[0] > 100
