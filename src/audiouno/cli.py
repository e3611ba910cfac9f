"""The `audio-uno` command: its subcommands (play, rules, simulate, practice and the rest), their arguments and
their words in the player's language.

Each subcommand's parser sits beside what the subcommand does, so its arguments are read where they are used;
`audio-uno rules` and the `--rule` values are `cli_rules.py`'s, the files the commands write `cli_files.py`'s.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import cast

from .app.files.player_files import SETTINGS
from .app.files.settings import FORMAT as SETTINGS_FORMAT
from .app.files.settings import KIND as SETTINGS_KIND
from .app.files.settings import Settings
from .app.files.storage import Damaged, Places, read_json
from .app.output.speech.chain import CHOICES as SPEECH_CHOICES
from .bots import STRATEGIES
from .cli_files import export, path_type, refused_outputs
from .cli_rules import rules_command, with_rules
from .cli_words import argparse_words, asked_config_dir, asked_language, whole_number
from .closed_output import mute
from .engine import FEWEST_PLAYERS, MOST_PLAYERS, PRESETS, VARIANTS, Edition, RuleSet, apply_variants
from .engine.rules import (
    REFUSED,
    for_edition,
    refused_options,
    without_refused,
)
from .i18n import LANGUAGES, Catalogue
from .language import starting_language
from .simulate import SimulationResult, simulate, wilson_interval
from .stopping import Stopped, stopping_on_signals
from .version import program_version

PROGRESS_AFTER = 3.0  # seconds of simulation before its progress line appears


def main(argv: Sequence[str] | None = None) -> int:
    # The language is known before the parser is made, so that --help, argparse's own words (through gettext) and
    # ours (through Fluent) are all in it: --lang if given, else the saved one, else the system's.
    words = Catalogue.load(starting_language(asked_language(argv), _saved_language(asked_config_dir(argv))))
    with argparse_words(words.language):
        parser = _parser(words)
        args = parser.parse_args(argv)
        try:
            with stopping_on_signals():
                status = int(args.run(args, parser, words))
                if sys.stdout is not None:  # None: started with its output closed, so print() wrote nothing
                    sys.stdout.flush()  # here, where a closed pipe is caught, not in Python's last flush at exit
                return status
        except Stopped as stop:
            # Asked to end, not a failure to report: one line, no traceback. (Matches are not saved yet.)
            print(words.text("cli.stopped", signal=stop.name), file=sys.stderr)
            return stop.exit_code
        except BrokenPipeError:
            return _pipe_closed()


def _pipe_closed() -> int:
    """The reader of our output went away (`audio-uno simulate | head -2`): end quietly, as Unix tools do, with
    the status a shell gives a tool that SIGPIPE ended (141)."""
    mute(sys.stdout)
    return 128 + getattr(signal, "SIGPIPE", 13)


def _parser(words: Catalogue) -> argparse.ArgumentParser:
    say = words.text
    parser = argparse.ArgumentParser(prog="audio-uno", description=say("cli.help.description"))
    parser.set_defaults(command="play", run=_play)
    parser.add_argument(
        "--version", action="version", version=f"%(prog)s {program_version()}", help=say("cli.help.version")
    )
    _play_options(parser, words)
    commands = parser.add_subparsers(title=say("cli.help.commands"))

    play = commands.add_parser("play", help=say("cli.help.play"), description=say("cli.help.play"))
    play.set_defaults(command="play", run=_play)
    _play_options(play, words)

    sim = commands.add_parser("simulate", help=say("cli.help.simulate"), description=say("cli.help.simulate"))
    sim.set_defaults(command="simulate", run=_simulate)
    whole = whole_number(words)
    sim.add_argument("--games", type=whole, default=1000, metavar="N", help=say("cli.help.games"))
    sim.add_argument("--players", type=whole, metavar="N", help=say("cli.help.players"))
    sim.add_argument("--seed", type=whole, metavar="N", help=say("cli.help.seed_every"))
    sim.add_argument(
        "--edition", choices=[edition.value for edition in Edition], default="classic", help=say("cli.help.edition")
    )
    sim.add_argument("--preset", choices=sorted(PRESETS), default="official", help=say("cli.help.preset"))
    listed = say("cli.metavar.list")
    sim.add_argument(
        "--variants", default="", metavar=listed, help=say("cli.help.variants", variants=", ".join(VARIANTS))
    )
    sim.add_argument("--bots", default="", metavar=listed, help=say("cli.help.bots", strategies=", ".join(STRATEGIES)))
    sim.add_argument("--rule", action="append", default=[], metavar=say("cli.metavar.rule"), help=say("cli.help.rule"))
    sim.add_argument("--rotate", action="store_true", help=say("cli.help.rotate"))
    sim.add_argument("--json", action="store_true", help=say("cli.help.json"))
    _language_option(sim, words)

    practice = commands.add_parser("practice", help=say("cli.help.practice"), description=say("cli.help.practice"))
    practice.set_defaults(command="practice", run=_practice)
    _play_options(practice, words, starts=False)
    practice.add_argument("--export", type=path_type(words), metavar="CSV", help=say("cli.help.export"))
    practice.add_argument("--replace", action="store_true", help=say("cli.help.replace"))

    tutorial = commands.add_parser("tutorial", help=say("cli.help.tutorial"), description=say("cli.help.tutorial"))
    tutorial.set_defaults(command="tutorial", run=_play, start="tutorial")
    _play_options(tutorial, words, starts=False)

    rules = commands.add_parser(
        "rules", help=say("cli.help.rules"), description=say("cli.help.rules"), epilog=say("cli.rules.document")
    )
    rules.set_defaults(command="rules", run=rules_command)
    # The match's rules as the game's rules document shows them (Ctrl+F1), when any of these is given.
    rules.add_argument("--edition", choices=[edition.value for edition in Edition], help=say("cli.help.edition"))
    rules.add_argument("--preset", choices=sorted(PRESETS), help=say("cli.help.preset"))
    rule = say("cli.metavar.rule")
    rules.add_argument("--rule", action="append", default=[], metavar=rule, help=say("cli.help.rule"))
    _language_option(rules, words)
    return parser


def _language_option(parser: argparse.ArgumentParser, words: Catalogue, default: object = None) -> None:
    parser.add_argument("--lang", choices=LANGUAGES, default=default, help=words.text("cli.help.lang"))


def _saved_language(config_dir: Path | None) -> str | None:
    """The language kept in the player's settings (in --config-dir where given, else where `play` finds them),
    if any. Only read, through the game's own reader: a damaged file is left for `play` to set aside and speak
    of."""
    try:
        data = read_json(Places.default(config_dir).config / SETTINGS, SETTINGS_KIND, SETTINGS_FORMAT)
    except Damaged:
        return None
    return Settings.from_data(data, SPEECH_CHOICES).language if data is not None else None


def _play_options(parser: argparse.ArgumentParser, words: Catalogue, *, starts: bool = True) -> None:
    """The options of `play`, also accepted without the command. No defaults here (SUPPRESS): a subcommand's
    default would overwrite the value given before it; `_play` supplies them. `starts` False: without the ways
    to skip the main menu (practice opens a place of its own)."""
    parser.add_argument(
        "--speech",
        choices=SPEECH_CHOICES,
        default=argparse.SUPPRESS,
        help=words.text("cli.help.speech"),
    )
    parser.add_argument(
        "--speech-log",
        type=path_type(words),
        default=argparse.SUPPRESS,
        metavar=words.text("cli.metavar.path"),
        help=words.text("cli.help.speech_log", path=words.text("cli.metavar.path")),
    )
    seed = whole_number(words)
    parser.add_argument("--seed", type=seed, default=argparse.SUPPRESS, metavar="N", help=words.text("cli.help.seed"))
    if starts:
        _start_options(parser, words)
    parser.add_argument(
        "--config-dir",
        type=path_type(words),
        default=argparse.SUPPRESS,
        metavar=words.text("cli.metavar.path"),
        help=words.text("cli.help.config_dir"),
    )
    parser.add_argument(
        "--data-dir",
        type=path_type(words),
        default=argparse.SUPPRESS,
        metavar=words.text("cli.metavar.path"),
        help=words.text("cli.help.data_dir"),
    )
    parser.add_argument(
        "--trace",
        type=path_type(words),
        default=argparse.SUPPRESS,
        metavar=words.text("cli.metavar.path"),
        help=words.text("cli.help.trace", path=words.text("cli.metavar.path")),
    )
    _language_option(parser, words, argparse.SUPPRESS)


def _start_options(parser: argparse.ArgumentParser, words: Catalogue) -> None:
    start = parser.add_mutually_exclusive_group()
    start.add_argument(
        "--continue",
        dest="start",
        action="store_const",
        const="continue",
        default=argparse.SUPPRESS,
        help=words.text("cli.help.continue"),
    )
    start.add_argument(
        "--new",
        dest="start",
        action="store_const",
        const="new",
        default=argparse.SUPPRESS,
        help=words.text("cli.help.new"),
    )
    start.add_argument(
        "--watch",
        choices=sorted(STRATEGIES),
        default=argparse.SUPPRESS,
        metavar=words.text("cli.metavar.strength"),
        help=words.text("cli.help.watch"),
    )


def _play(args: argparse.Namespace, parser: argparse.ArgumentParser, words: Catalogue) -> int:
    # Before pygame is imported: keep its banner off the player's console.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .app.files.storage import Places
    from .app.program import play

    places = Places.default(getattr(args, "config_dir", None), getattr(args, "data_dir", None))
    if refused_outputs(args, places, words):
        return 2
    return play(
        getattr(args, "speech", None),
        getattr(args, "speech_log", None),
        getattr(args, "seed", None),
        start=getattr(args, "start", "menu"),
        watch=getattr(args, "watch", None),
        places=places,
        trace_path=getattr(args, "trace", None),
        language=getattr(args, "lang", None),
    )


def _practice(args: argparse.Namespace, parser: argparse.ArgumentParser, words: Catalogue) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .app.files.storage import Places
    from .app.program import play

    places = Places.default(getattr(args, "config_dir", None), getattr(args, "data_dir", None))
    if args.export is not None:
        return export(args.export, args.replace, places, words)
    if refused_outputs(args, places, words):
        return 2
    return play(
        getattr(args, "speech", None),
        getattr(args, "speech_log", None),
        getattr(args, "seed", None),
        start="practice",
        places=places,
        trace_path=getattr(args, "trace", None),
        language=getattr(args, "lang", None),
    )


def _simulate(args: argparse.Namespace, parser: argparse.ArgumentParser, words: Catalogue) -> int:
    say = words.text
    bots = _comma_list(args.bots, "--bots", parser, words)
    players = args.players if args.players is not None else len(bots) or 4
    if not FEWEST_PLAYERS <= players <= MOST_PLAYERS:
        parser.error(say("cli.error.players"))
    if not bots:
        bots = ["random"] * players
    elif len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        parser.error(say("cli.error.bots_count", count=len(bots), players=players))
    unknown = [name for name in bots if name not in STRATEGIES]
    if unknown:
        parser.error(say("cli.error.unknown_strategy", name=repr(unknown[0]), choices=", ".join(STRATEGIES)))
    if args.games < 1:
        parser.error(say("cli.error.games"))
    variants = _comma_list(args.variants, "--variants", parser, words)
    if "all" in variants and len(variants) > 1:
        parser.error(say("cli.error.variants_all"))
    rules = for_edition(PRESETS[args.preset], Edition(args.edition))  # with the deck's defaults
    try:
        rules = apply_variants(rules, variants)
    except KeyError as unknown_variant:
        parser.error(say("cli.error.unknown_variant", name=str(unknown_variant), choices=", ".join(VARIANTS)))
    rules = with_rules(rules, args.rule, parser, words)
    for name in refused_options(rules):  # the deck cannot be played with it: said, and left off
        print(say(f"refused.{REFUSED[rules.edition][name]}"), file=sys.stderr)
    rules = without_refused(rules)
    result = _simulate_with_progress(rules, bots, args, words)
    summary = result.summary()
    if args.json:
        print(json.dumps(summary))
        return 0
    preset, edition = say(f"preset.{args.preset}.name"), say(f"edition.{args.edition}")
    print(say("cli.simulate.summary", games=result.games, players=players, preset=preset, edition=edition))
    rate, turns = cast(float | None, summary["games_per_second"]), cast(float | None, summary["mean_turns"])
    print(say("cli.simulate.speed", rate=rate or 0, turns=turns or 0))
    for seat, (name, wins) in enumerate(zip(bots, result.wins_by_seat, strict=True), start=1):
        print(say("cli.simulate.seat", seat=seat, bot=_strength(words, name), share=100 * wins / result.games))
    for name, seat_games in result.seat_games_by_bot.items():
        low, high = wilson_interval(result.wins_by_bot[name], seat_games)
        share = 100 * result.wins_by_bot[name] / seat_games
        print(say("cli.simulate.bot", bot=_strength(words, name), share=share, low=100 * low, high=100 * high))
    return 0


def _strength(words: Catalogue, name: str) -> str:
    """A bot strategy in the lobby's words; one added without words of its own is called by its name."""
    return words.get(f"lobby.strength.{name}", name) or name


def _simulate_with_progress(
    rules: RuleSet, bots: list[str], args: argparse.Namespace, words: Catalogue
) -> SimulationResult:
    """The simulation, with a progress line on standard error if that is a terminal and the run lasts more than a
    few seconds; otherwise nothing is written there. The line is words and figures, not a bar of block characters
    a screen reader would spell out; it changes at most once a second, so a screen reader following the terminal
    is not flooded, and it is wiped at the end, leaving the results alone on screen."""
    from tqdm import tqdm  # only here: the game itself never needs it

    with tqdm(
        total=args.games,
        # tqdm fills in its fields; the words around them are the catalogue's.
        bar_format=words.text(
            "cli.simulate.progress",
            percent="{percentage:.0f}",
            done="{n}",
            total="{total}",
            remaining="{remaining}",
        ),
        file=sys.stderr,
        disable=None,  # None: only on a terminal
        delay=PROGRESS_AFTER,
        mininterval=1.0,
        leave=False,
    ) as bar:
        return simulate(rules, bots, args.games, seed=args.seed, rotate=args.rotate, on_game=bar.update)


def _comma_list(value: str, option: str, parser: argparse.ArgumentParser, words: Catalogue) -> list[str]:
    """The names of a comma list ("random, normal"); none for an empty value. An empty name is a mistake: the
    player meant something there."""
    if not value.strip():
        return []
    names = [name.strip() for name in value.split(",")]
    if "" in names:
        parser.error(words.text("cli.error.empty_name", option=option, value=repr(value)))
    return names


if __name__ == "__main__":
    sys.exit(main())
