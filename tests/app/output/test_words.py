"""The game's words outside the events: speech notices, refusals and what would have matched, key names."""

from __future__ import annotations

import pytest

from audiouno.app.keys.keymap import Keymap, default_keymap, name_bound_keys
from audiouno.app.output.words import Words
from audiouno.engine import OFFICIAL, Game, Play, PlayerView, Refusal, RuleSet
from audiouno.i18n import Catalogue


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    words = Catalogue.load()
    name_bound_keys(words, Keymap.load(default_keymap())[0])
    return words


def table(rules: RuleSet = OFFICIAL) -> PlayerView:
    """A round in progress in which seat 0 (the player) holds four cards and plays first."""
    game = Game(4, rules, seed=1)
    game.start_arranged_round([["r5", "b9", "g2", "y7"], ["r1"], ["g1"], ["b1"]], "r3", dealer=3)
    return PlayerView(game, 0)


def test_speech_notices_and_refusals_have_words(catalogue: Catalogue) -> None:
    from audiouno.app.output.speech.base import REASON_NO_SCREEN_READER, SPEECH_FALLBACK, Notice

    notice = Notice(SPEECH_FALLBACK, {"wanted": "screenreader", "using": "tts", "reason": REASON_NO_SCREEN_READER})
    said = Words(catalogue).notice(notice)
    assert said == "Cannot use the screen reader: no screen reader is running. Using built-in speech."
    assert Words(catalogue).refusal(Refusal.NOT_YOUR_TURN) == "It's not your turn."


def test_key_names_are_spoken(catalogue: Catalogue) -> None:
    words = Words(catalogue)
    assert [words.key_name(name) for name in ("shift+c", "kp_enter", "f1", "shift+comma", "z")] == [
        "Shift C",
        "Keypad Enter",
        "F1",
        "Shift Comma",
        "Z",
    ]


def facing_a_draw_two(rules: RuleSet, hand: list[str]) -> PlayerView:
    """Seat 0 holding `hand`, a Draw Two just played on them by the seat before."""
    game = Game(4, rules, seed=1)
    game.start_arranged_round([hand, ["r1"], ["g1"], ["b+2", "b1"]], "b3", dealer=2)
    game.apply(3, Play(next(card for card in game.hands[3] if card.kind == "b+2")))
    return PlayerView(game, 0)


def test_enter_on_a_pending_penalty_names_the_cards_that_answer_it(catalogue: Catalogue) -> None:
    """Without stacking, no card: draw. With it, the cards of the hand that answer the penalty in force, or none."""
    plain = Words(catalogue)
    assert plain.refusal(Refusal.MUST_ANSWER_PENALTY, table()) == "Draw the penalty first: Space takes the cards."
    stacking = OFFICIAL.with_options(stacking="manual")
    answers = facing_a_draw_two(stacking, ["r5", "g+2", "g2", "y7"])
    expected = "Only green draw two answers the penalty now, or Space takes it."
    assert plain.refusal(Refusal.MUST_ANSWER_PENALTY, answers) == expected
    none = facing_a_draw_two(stacking, ["r5", "g4", "g2", "y7"])
    expected = "Nothing in your hand answers this penalty: Space takes it."
    assert plain.refusal(Refusal.MUST_ANSWER_PENALTY, none) == expected
