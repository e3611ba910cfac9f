"""The `audio-uno` command line: simulate and rules, run as a player would run them."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from audiouno.app.files.match_setup import forced_reason
from audiouno.app.output.rule_words import option_description, option_description_key, option_name_key
from audiouno.app.scenes.lists.rules_document import rules_document
from audiouno.engine import HOUSE, OPTIONS, PRESETS, VARIANTS, Edition, RuleSet
from audiouno.engine.rules import forced_options
from audiouno.i18n import Catalogue

pytestmark = pytest.mark.started_first  # long: see tests/conftest.py

# English whatever the machine's locale, and no language saved by a player of this account.
ENGLISH = {**os.environ, "LC_ALL": "C.UTF-8", "XDG_CONFIG_HOME": "/nonexistent/audio-uno-tests"}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "audiouno.cli", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=ENGLISH,
    )


def simulate_json(*args: str) -> dict:
    done = run("simulate", "--json", *args)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_simulate_prints_the_summary_as_json() -> None:
    summary = simulate_json("--games", "300", "--players", "3", "--seed", "4")
    assert summary["games"] == 300
    assert summary["players"] == 3
    assert summary["seconds"] > 0
    assert summary["games_per_second"] > 0
    assert summary["mean_turns"] > 3
    assert len(summary["win_rate"]) == 3
    assert sum(summary["win_rate"]) == pytest.approx(1.0)
    assert summary["win_rate_by_bot"]["random"] == pytest.approx(1 / 3, abs=1e-3)
    low, high = summary["ci95_by_bot"]["random"]
    assert low < 1 / 3 < high
    assert summary["decision_ms_p99_by_bot"]["random"] > 0


def test_the_seed_fixes_every_game() -> None:
    first = simulate_json("--games", "200", "--players", "2", "--seed", "9")
    again = simulate_json("--games", "200", "--players", "2", "--seed", "9")
    other = simulate_json("--games", "200", "--players", "2", "--seed", "10")
    assert first["win_rate"] == again["win_rate"] and first["mean_turns"] == again["mean_turns"]
    assert (first["win_rate"], first["mean_turns"]) != (other["win_rate"], other["mean_turns"])


@pytest.mark.parametrize(
    ("args", "players"),
    [
        (("--variants", "all", "--players", "5"), 5),
        (("--preset", "house", "--edition", "motu", "--players", "4"), 4),
        (("--preset", "manual", "--variants", "bluff,zero_seven,buzzer", "--edition", "minecraft"), 4),
        (("--bots", "random,random", "--rotate"), 2),
        # Issue 22: any rule option, by name.
        (("--rule", "scoring=elimination", "--rule", "target_score=100", "--players", "3"), 3),
        (("--rule", "turn_timer_s=5", "--rule", "skip_everyone=on", "--bots", "hard,normal"), 2),
        (("--rule", "two_player_reverse=reverse", "--bots", "easy,random"), 2),
    ],
)
def test_simulate_plays_any_combination(args: tuple[str, ...], players: int) -> None:
    summary = simulate_json("--games", "60", "--seed", "1", *args)
    assert summary["games"] == 60
    assert len(summary["win_rate"]) == players


def test_simulate_plays_the_no_mercy_deck_and_says_what_it_refuses() -> None:
    done = run("simulate", "--games", "60", "--seed", "2", "--edition", "no_mercy", "--rule", "skip_everyone=on")
    assert done.returncode == 0, done.stderr
    assert "has its own Skip Everyone cards" in done.stderr
    assert "60 rounds, 4 players, Official rules, UNO Show 'Em No Mercy edition" in done.stdout
    summary = simulate_json("--games", "60", "--seed", "2", "--edition", "no_mercy", "--rule", "max_hand=0")
    assert summary["games"] == 60 and len(summary["win_rate"]) == 4


def test_rotation_pools_a_strategy_over_its_seats() -> None:
    summary = simulate_json("--games", "400", "--bots", "random,random,random", "--rotate", "--seed", "3")
    assert summary["win_rate_by_bot"] == {"random": pytest.approx(1 / 3, abs=1e-3)}


@pytest.mark.parametrize(
    ("args", "complaint"),
    [
        (("--bots", "random,genius"), "unknown strategy 'genius'"),
        (("--variants", "telepathy"), "unknown variant 'telepathy'"),
        (("--players", "11"), "--players must be 2 to 10"),
        (("--players", "3", "--bots", "random,random"), "names 2 strategies for 3 players"),
        (("--players", "0"), "--players must be 2 to 10"),
        (("--players", "-3", "--bots", "random"), "--players must be 2 to 10"),
        (("--bots", "random,,random"), "--bots has an empty name"),
        (("--bots", "random,"), "--bots has an empty name"),
        (("--variants", "all,stacking"), "--variants all already switches on every variant"),
        (("--variants", "stacking,,bluff"), "--variants has an empty name"),
        (("--games", "0"), "--games must be at least 1"),
        (("--games", "many"), "argument --games: not a whole number: 'many'"),
        (("--rule", "telepathy=on"), "no rule option is called 'telepathy'"),
        (("--rule", "skip_everyone=maybe"), "--rule skip_everyone cannot be 'maybe'; choose from on, off"),
        (("--rule", "turn_timer_s=soon"), "--rule turn_timer_s takes a whole number, not 'soon'"),
    ],
)
def test_bad_arguments_are_refused_with_the_reason(args: tuple[str, ...], complaint: str) -> None:
    done = run("simulate", *args)
    assert done.returncode == 2
    assert complaint in done.stderr


def test_rules_lists_every_option_with_its_description() -> None:
    done = run("rules")
    assert done.returncode == 0, done.stderr
    catalogue = Catalogue.load()
    for option in OPTIONS:
        assert f"\n{option.name} [" in done.stdout
        assert option_description(catalogue, option, Edition.CLASSIC) in done.stdout
    for name in [*PRESETS, *VARIANTS]:
        assert f"  {name}: " in done.stdout


@pytest.mark.parametrize("language", ["en", "pt-BR", "es"])
def test_rules_lists_the_no_mercy_deck_with_every_rule_it_plays_its_own_way(language: str) -> None:
    done = run("rules", "--lang", language)
    assert done.returncode == 0, done.stderr
    words = Catalogue.load(language)
    deck = done.stdout[done.stdout.index("  no_mercy: ") :]
    assert deck.startswith(f"  no_mercy: {words.text('lobby.edition.no_mercy')}\n")
    reasons = [words.text(forced_reason(Edition.NO_MERCY, name)) for name in forced_options(Edition.NO_MERCY)]
    reasons.append(words.text("refused.no_mercy_skip_everyone"))
    assert len(reasons) >= 6 and [reason for reason in reasons if f"    {reason}\n" not in deck] == []
    assert words.text("lobby.edition_defaults.no_mercy", max_hand=25, target_score=1000) in deck


def test_the_catalogue_names_and_describes_every_option_preset_and_variant() -> None:
    catalogue = Catalogue.load()
    keys = [key for option in OPTIONS for key in (option_name_key(option), option_description_key(option))]
    keys += [f"preset.{name}" for name in PRESETS] + [f"variant.{name}" for name in VARIANTS]
    missing = [key for key in keys if not catalogue.has(key) or not catalogue.text(key, edition="classic").strip()]
    assert not missing


# ---------------------------------------------------------------- --help and refusals in the player's language

COMMANDS = {None: "cli.help.description", "play": "cli.help.play", "simulate": "cli.help.simulate",
            "practice": "cli.help.practice", "rules": "cli.help.rules"}  # fmt: skip
ARGPARSE_ENGLISH = ("usage:", "options:", "show this help message", "positional arguments")


def flat(text: str) -> str:
    """argparse wraps lines to the terminal: compare words, not line breaks."""
    return " ".join(text.split())


@pytest.mark.parametrize("language", ["pt-BR", "es"])
@pytest.mark.parametrize("command", list(COMMANDS))
def test_every_commands_help_is_in_the_language_asked(language: str, command: str | None) -> None:
    done = run(*([command] if command else []), "--help", "--lang", language)
    assert done.returncode == 0, done.stderr
    words, shown = Catalogue.load(language), flat(done.stdout)
    assert shown.startswith("uso: audio-uno")  # "uso" in both
    assert flat(words.text(COMMANDS[command])) in shown
    assert flat(words.text("cli.help.lang")) in shown
    assert [english for english in ARGPARSE_ENGLISH if english in shown] == []


def test_a_portuguese_system_reads_the_help_in_portuguese() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "audiouno.cli", "simulate", "--help"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**ENGLISH, "LC_ALL": "pt_PT.UTF-8"},  # any Portuguese reads Brazilian Portuguese
    )
    assert done.returncode == 0, done.stderr
    assert flat(Catalogue.load("pt-BR").text("cli.help.rotate")) in flat(done.stdout)
    assert flat(done.stdout).startswith("uso: audio-uno simulate")


@pytest.mark.parametrize(
    ("args", "complaint"),
    [
        (
            ("simulate", "--edition", "uno", "--lang", "es"),
            "audio-uno simulate: error: argumento --edition: valor no válido: 'uno'",
        ),
        (
            ("simulate", "--games", "x", "--lang", "pt-BR"),
            "audio-uno simulate: erro: argumento --games: não é um número inteiro: 'x'",
        ),
        (("simulate", "--players", "11", "--lang", "pt-BR"), "audio-uno: erro: --players deve ser de 2 a 10"),
        (
            ("simulate", "--bots", "easy,hard", "--players", "3", "--lang", "es"),
            "--bots da 2 estrategias para 3 jugadores",
        ),
    ],
)
def test_refusals_are_in_the_language_asked(args: tuple[str, ...], complaint: str) -> None:
    done = run(*args)
    assert done.returncode == 2
    assert complaint in done.stderr, done.stderr


# Python's own words that a player must not meet: its literals and the type names argparse's refusals carry.
PYTHON_WORDS = re.compile(r"\b(?:True|False|None|int|float|str|bool)\b")


@pytest.mark.parametrize("language", ["en", "pt-BR", "es"])
def test_help_rules_and_refusals_show_no_python_literal_or_type_name(language: str) -> None:
    shown = [run("rules", "--lang", language), run("simulate", "--games", "x", "--lang", language)]
    shown += [run(*([command] if command else []), "--help", "--lang", language) for command in COMMANDS]
    shown.append(run("rules", "--rule", "buzzer=maybe", "--lang", language))
    found = [(done.args[3:], word) for done in shown for word in PYTHON_WORDS.findall(done.stdout + done.stderr)]
    assert found == []
    assert PYTHON_WORDS.search("draw_penalty_skips_turn [True] (False, True)")  # the check sees what it is for


@pytest.mark.parametrize(("language", "yes", "no"), [("en", "yes", "no"), ("pt-BR", "sim", "não"), ("es", "sí", "no")])
def test_a_switch_is_set_and_shown_with_the_lobbys_yes_and_no(language: str, yes: str, no: str) -> None:
    words = Catalogue.load(language)
    listed = run("rules", "--lang", language).stdout
    on, off = words.text("lobby.on"), words.text("lobby.off")
    assert f"\nbuzzer [{off}] ({on}, {off})\n" in listed
    done = run(
        "rules",
        "--rule",
        f"buzzer={yes}",
        "--rule",
        f"skip_everyone={yes}",
        "--rule",
        f"draw_penalty_skips_turn={no}",
        "--lang",
        language,
    )
    assert done.returncode == 0, done.stderr
    rules = RuleSet().with_options(buzzer=True, skip_everyone=True, draw_penalty_skips_turn=False)
    assert (
        done.stdout
        == "\n\n".join(f"{section.heading}\n  {section.body}" for section in rules_document(words, rules)) + "\n"
    )


def test_lang_without_a_value_is_answered_once_by_the_real_parser() -> None:
    done = run("rules", "--lang")
    assert done.returncode == 2
    assert done.stderr.count("usage:") == 1 and "argument --lang: expected one argument" in done.stderr


@pytest.mark.parametrize("language", ["en", "pt-BR", "es"])
def test_rules_with_a_match_print_the_rules_document_of_that_match(language: str) -> None:
    """The same sections as Ctrl+F1 opens at the table, from the same source, in the player's language."""
    done = run("rules", "--preset", "house", "--edition", "minecraft", "--rule", "seven_swaps=on", "--lang", language)
    assert done.returncode == 0, done.stderr
    rules = HOUSE.with_options(edition=Edition.MINECRAFT, seven_swaps=True)
    sections = rules_document(Catalogue.load(language), rules)
    assert done.stdout == "\n\n".join(f"{section.heading}\n  {section.body}" for section in sections) + "\n"
    assert not done.stdout.startswith(Catalogue.load(language).text("cli.rules.options"))  # not the reference
