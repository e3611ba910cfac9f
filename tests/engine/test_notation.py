"""The engine's notation: every action reads back as itself, anything else is refused, and the fingerprint tells
states apart and survives a replay."""

from __future__ import annotations

import pytest
from engine_helpers import random_round_calls
from hypothesis import given, settings
from hypothesis import strategies as st
from test_properties import rule_sets

from audiouno.engine import BUZZ, CALL_UNO, CHALLENGE, DRAW, PASS, SLAP, Game, RuleSet
from audiouno.engine.actions import Action, CatchUno, ChooseColour, Play, PlaySame, SwapWith
from audiouno.engine.cards import Colour, Edition
from audiouno.engine.events import RoulettePending
from audiouno.engine.notation import card_index, decode_action, digest, encode_action
from audiouno.engine.rules import for_edition


def every_action(game: Game) -> list[Action]:
    cards = card_index(game)
    actions: list[Action] = [DRAW, PASS, CALL_UNO, CHALLENGE, BUZZ, SLAP, SwapWith(None)]
    actions += [CatchUno(seat) for seat in range(game.players)] + [SwapWith(seat) for seat in range(game.players)]
    actions += [PlaySame(frozenset((cards["r7.1"], cards["b7.2"])), cards["b7.2"])]
    actions += [PlaySame(frozenset((cards["r7.1"], cards["b7.2"], cards["g7.1"])), cards["r7.1"])]
    return actions + [ChooseColour(colour) for colour in Colour] + [Play.of(card) for card in cards.values()]


@settings(max_examples=60, deadline=None)
@given(rules=rule_sets(), players=st.integers(2, 10))
def test_every_action_of_every_deck_reads_back_as_itself(rules: RuleSet, players: int) -> None:
    game = Game(players, rules, seed=0)
    cards = card_index(game)
    for action in every_action(game):
        text = encode_action(action)
        assert text.isprintable() and text == text.strip()
        assert decode_action(text, cards) == action


def test_the_words_are_the_documented_ones() -> None:
    cards = card_index(Game(3, RuleSet(edition=Edition.MINECRAFT, buzzer=True)))
    assert encode_action(Play.of(cards["w+4.3"])) == "play w+4.3"
    assert [encode_action(a) for a in (SwapWith(None), SwapWith(2), CatchUno(3), ChooseColour(Colour.RED))] == [
        "swap none",
        "swap 2",
        "catch 3",
        "colour red",
    ]
    three = frozenset((cards["r7.1"], cards["b7.2"], cards["g7.1"]))
    assert encode_action(PlaySame(three, cards["b7.2"])) == "same g7.1 r7.1 b7.2"


@pytest.mark.parametrize(
    "bad",
    [
        "same r7.1",
        "same r7.1 r7.1",
        "same r7.1 x7.1",
        "play x9.1",
        "colour magenta",
        "swap -1",
        "swap",
        "catch",
        "catch x",
        "jump",
        "draw now",
        "",
    ],
)
def test_anything_else_is_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        decode_action(bad, card_index(Game(3, RuleSet())))


@settings(max_examples=15, deadline=None)
@given(rules=rule_sets(), players=st.integers(2, 6), seed=st.integers(0, 2**32 - 1))
def test_the_fingerprint_follows_the_state_and_a_replay_gives_it_back(rules: RuleSet, players: int, seed: int) -> None:
    """A round's calls, written as words, read back and replayed on a new game of the same seed, give the same
    fingerprint after every call; a play changes it."""
    game, copy = Game(players, rules, seed=seed), Game(players, rules, seed=seed)
    cards = card_index(copy)
    game.start_round()
    copy.start_round()
    before = None
    for _, seat, action, at in random_round_calls(game, seed):
        assert digest(copy) == digest(game)
        if before is not None:
            assert digest(game) != before  # the play before this call changed the state
        before = digest(game) if isinstance(action, Play) else None
        if seat is None or action is None:
            copy.advance(at)
        else:
            copy.apply(seat, decode_action(encode_action(action), cards), at)
    assert digest(copy) == digest(game)
    assert before is None or digest(game) != before


def test_a_flip_round_replays_from_its_words_on_both_sides() -> None:
    """A saved Flip match names the face that was up when each card was played: dark faces read back too, and the
    replay follows the original through every flip."""
    rules = RuleSet(edition=Edition.FLIP)
    flips = 0
    for seed in range(6):
        game, copy = Game(3, rules, seed=seed), Game(3, rules, seed=seed)
        cards = card_index(copy)
        game.start_round()
        copy.start_round()
        for _, seat, action, at in random_round_calls(game, seed):
            assert digest(copy) == digest(game)
            flips += game.dark
            if seat is None or action is None:
                copy.advance(at)
            else:
                copy.apply(seat, decode_action(encode_action(action), cards), at)
        assert digest(copy) == digest(game)
    assert flips > 20  # the replays went through the dark side


def test_a_no_mercy_round_replays_from_its_words() -> None:
    """A saved No Mercy match reads its new faces back (`w+10.3`, `rda.2`), and the replay follows the original
    through roulettes, stacks, swaps and the mercy limit."""
    rules = for_edition(RuleSet(), Edition.NO_MERCY)
    roulettes = 0
    for seed in range(6):
        game, copy = Game(3, rules, seed=seed), Game(3, rules, seed=seed)
        cards = card_index(copy)
        game.start_round()
        copy.start_round()
        for _, seat, action, at in random_round_calls(game, seed):
            assert digest(copy) == digest(game)
            if seat is None or action is None:
                copy.advance(at)
            else:
                copy.apply(seat, decode_action(encode_action(action), cards), at)
        assert digest(copy) == digest(game)
        assert copy.log is not None
        roulettes += sum(type(event) is RoulettePending for event in copy.log)
    assert roulettes > 3  # the replays went through roulettes
