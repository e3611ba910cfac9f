"""`--rule` on the command line keeps to each option's range, as the rules declare it: a value outside it (or one
the other options forbid) ends `simulate` and `rules` with the reason in the player's language and status 2,
never a traceback; `audio-uno rules` lists each range in the lobby's words."""

from __future__ import annotations

import pytest

from audiouno.app.output.rule_words import range_words
from audiouno.engine.rules import SPECS
from audiouno.i18n import Catalogue
from test_cli import run


@pytest.mark.parametrize(
    ("args", "language", "said"),
    [
        (("simulate", "--rule", "turn_timer_s=1"), "en", "Turn timer cannot be 1: it takes off (0), or from 5 seconds"),
        (("rules", "--rule", "hand_size=2"), "en", "Hand size cannot be 2: it takes from 3 to 15."),
        (("simulate", "--rule", "uno_catch_ms=0"), "es", "no puede ser 0: acepta de 0,5 segundos a 30 segundos."),
        (("rules", "--rule", "max_hand=5"), "pt-BR", "não pode ser 5: aceita desligado (0), ou de 10 a 100."),
        (
            ("simulate", "--rule", "target_score=" + "9" * 5001),
            "en",
            "Target score cannot be 99999999999999999999999…:",
        ),
        (
            ("simulate", "--rule", "hand_size=" + "x" * 5001),
            "en",
            "--rule hand_size takes a whole number, not 'xxxxxxxx",
        ),
        (
            ("rules", "--edition", "no_mercy", "--rule", "hand_size=12", "--rule", "max_hand=12"),
            "en",
            "Hand limit cannot be 12: it must be above the hand size, 12 cards.",
        ),
    ],
)
def test_a_value_the_rules_refuse_is_said_with_its_reason(args: tuple[str, ...], language: str, said: str) -> None:
    done = run(*args, "--lang", language)
    assert done.returncode == 2
    assert said in " ".join(done.stderr.split()), done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""


def test_digits_of_other_scripts_are_not_a_number() -> None:
    done = run("simulate", "--rule", "hand_size=\u00b2")  # a superscript 2: int() would read it
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "--rule hand_size takes a whole number, not '²'" in done.stderr


def test_the_rules_list_says_each_range() -> None:
    done = run("rules")
    assert done.returncode == 0, done.stderr
    words = Catalogue.load("en")
    timer = SPECS["turn_timer_s"]
    assert f"\nturn_timer_s [{words.text('lobby.off')}] ({range_words(words, timer)})\n" in done.stdout
    window = words.text("cli.rules.milliseconds", values=range_words(words, SPECS["uno_catch_ms"]))
    assert f"\nuno_catch_ms [{words.text('lobby.seconds', seconds=4)}] ({window})\n" in done.stdout
