"""The `audio-uno` command."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import sys
from collections.abc import Sequence
from dataclasses import fields
from pathlib import Path
from typing import cast

from .app.files import SETTINGS
from .app.settings import FORMAT as SETTINGS_FORMAT
from .app.settings import KIND as SETTINGS_KIND
from .app.settings import Settings
from .app.speech.chain import CHOICES as SPEECH_CHOICES
from .app.storage import Damaged, Places, read_json
from .bots import STRATEGIES
from .engine import OPTIONS, PRESETS, VARIANTS, Edition, RuleSet, apply_variants
from .i18n import LANGUAGES, Catalogue
from .language import starting_language
from .simulate import SimulationResult, simulate, wilson_interval
from .stopping import Stopped, stopping_on_signals
from .version import program_version

PROGRESS_AFTER = 3.0  # seconds of simulation before its progress line appears
PROGRESS_FORMAT = "{percentage:.0f}% done, {n} of {total} rounds, about {remaining} left"


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        with stopping_on_signals():
            status: int = args.run(args, parser)
            sys.stdout.flush()  # here, where a closed pipe is caught, not in Python's last flush at exit
            return status
    except Stopped as stop:
        # Asked to end, not a failure to report: one line, no traceback. (Matches are not saved yet.)
        print(f"audio-uno: stopped by {stop.name}.", file=sys.stderr)
        return stop.exit_code
    except BrokenPipeError:
        return _pipe_closed()


def _pipe_closed() -> int:
    """The reader of our output went away (`audio-uno simulate | head -2`): end quietly, as Unix tools do, with
    the status a shell gives a tool that SIGPIPE ended (141). Standard output is pointed at the null device
    first, or Python's last flush at exit would fail on the closed pipe and print a traceback after all."""
    with contextlib.suppress(OSError, ValueError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    return 128 + getattr(signal, "SIGPIPE", 13)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="audio-uno", description="UNO for blind and low-vision players. Without a command: play."
    )
    parser.set_defaults(command="play", run=_play)
    parser.add_argument("--version", action="version", version=f"%(prog)s {program_version()}")
    _play_options(parser)
    commands = parser.add_subparsers(title="commands")

    play = commands.add_parser("play", help="play against bots, by keyboard and ear (the default)")
    play.set_defaults(command="play", run=_play)
    _play_options(play)

    sim = commands.add_parser("simulate", help="play bots-only rounds headless and summarise them")
    sim.set_defaults(command="simulate", run=_simulate)
    sim.add_argument("--games", type=int, default=1000, help="rounds to play (default 1000)")
    sim.add_argument("--players", type=int, help="players at the table (default: as many as --bots, or 4)")
    sim.add_argument("--seed", type=int, help="fixes every deal and every bot choice")
    sim.add_argument("--edition", choices=[edition.value for edition in Edition], default="classic")
    sim.add_argument("--preset", choices=sorted(PRESETS), default="official")
    sim.add_argument("--variants", default="", help=f"comma list to switch on, or 'all': {', '.join(VARIANTS)}")
    sim.add_argument("--bots", default="", help=f"comma list of strategies, one per seat: {', '.join(STRATEGIES)}")
    sim.add_argument("--rotate", action="store_true", help="rotate seats between games to cancel seat advantage")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    _language_option(sim)

    practice = commands.add_parser("practice", help="practise the buzzer: reaction drills, timed to the millisecond")
    practice.set_defaults(command="practice", run=_practice)
    _play_options(practice, starts=False)
    practice.add_argument(
        "--export", type=Path, metavar="CSV", help="write every practice answer to CSV (for a spreadsheet) and stop"
    )
    practice.add_argument(
        "--replace", action="store_true", help="with --export: replace the CSV file if it exists, without asking"
    )

    rules = commands.add_parser("rules", help="list the rule options, presets and variants")
    rules.set_defaults(command="rules", run=_rules)
    _language_option(rules)
    return parser


def _language_option(parser: argparse.ArgumentParser, default: object = None) -> None:
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=default,
        help="the game's language (default: the one chosen in the game and kept in its settings, else the system's)",
    )


def _catalogue(args: argparse.Namespace) -> Catalogue:
    return Catalogue.load(starting_language(getattr(args, "lang", None), _saved_language(args)))


def _saved_language(args: argparse.Namespace) -> str | None:
    """The language kept in the player's settings (in --config-dir where the command takes one, else where
    `play` finds them), if any. Only read, through the game's own reader: a damaged file is left for `play` to
    set aside and speak of."""
    try:
        data = read_json(Places.default(getattr(args, "config_dir", None)).config / SETTINGS, SETTINGS_KIND,
                         SETTINGS_FORMAT)  # fmt: skip
    except Damaged:
        return None
    return Settings.from_data(data, SPEECH_CHOICES).language if data is not None else None


def _play_options(parser: argparse.ArgumentParser, *, starts: bool = True) -> None:
    """The options of `play`, also accepted without the command. No defaults here (SUPPRESS): a subcommand's
    default would overwrite the value given before it; `_play` supplies them. `starts` False: without the ways
    to skip the main menu (practice opens a place of its own)."""
    parser.add_argument(
        "--speech",
        choices=SPEECH_CHOICES,
        default=argparse.SUPPRESS,
        help="who speaks: your screen reader, built-in speech, a text log, or nobody (default: as the options say;"
        " at first auto, the best there is)",
    )
    parser.add_argument(
        "--speech-log",
        type=Path,
        default=argparse.SUPPRESS,
        metavar="PATH",
        help="also append every spoken message to PATH",
    )
    parser.add_argument("--seed", type=int, default=argparse.SUPPRESS, help="fixes the deals and the bots' choices")
    if starts:
        _start_options(parser)
    parser.add_argument(
        "--config-dir",
        type=Path,
        default=argparse.SUPPRESS,
        metavar="PATH",
        help="where settings and keymap live (default: $AUDIO_UNO_CONFIG_DIR, else the platform's config folder)",
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        default=argparse.SUPPRESS,
        metavar="PATH",
        help="where statistics and the saved match live (default: $AUDIO_UNO_DATA_DIR, else the platform's data"
        " folder)",
    )
    parser.add_argument(
        "--trace",
        type=Path,
        default=argparse.SUPPRESS,
        metavar="PATH",
        help="write every key, spoken line and sound cue to PATH, one JSON object a line (for bug reports)",
    )
    _language_option(parser, argparse.SUPPRESS)


def _start_options(parser: argparse.ArgumentParser) -> None:
    start = parser.add_mutually_exclusive_group()
    start.add_argument(
        "--continue",
        dest="start",
        action="store_const",
        const="continue",
        default=argparse.SUPPRESS,
        help="skip the main menu: take up the saved match",
    )
    start.add_argument(
        "--new",
        dest="start",
        action="store_const",
        const="new",
        default=argparse.SUPPRESS,
        help="skip the main menu: set up a new match",
    )
    start.add_argument(
        "--watch",
        choices=sorted(STRATEGIES),
        default=argparse.SUPPRESS,
        metavar="STRENGTH",
        help="start a match at once with the last setup, a bot of this strength playing your seat: listen to one",
    )


def _play(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    # Before pygame is imported: keep its banner off the player's console.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .app.program import play
    from .app.storage import Places

    places = Places.default(getattr(args, "config_dir", None), getattr(args, "data_dir", None))
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


def _practice(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .app.practice.export import export_csv
    from .app.practice.store import PRACTICE_FILE, PracticeFile
    from .app.program import play
    from .app.storage import Places

    places = Places.default(getattr(args, "config_dir", None), getattr(args, "data_dir", None))
    if args.export is not None:
        catalogue = _catalogue(args)
        target: Path = args.export
        if _is_own_file(target, places):
            print(catalogue.text("practice.export.own_file", path=str(target)), file=sys.stderr)
            return 2
        if (target.exists() or target.is_symlink()) and not args.replace and not _may_replace(target, catalogue):
            return 1
        store = PracticeFile(places.data / PRACTICE_FILE, read_only=True)  # an export only reads
        if store.problem is not None:
            print(catalogue.text(store.problem.key, **store.problem.args), file=sys.stderr)
        try:
            rows = export_csv(store.drills(), target)
        except OSError as exc:
            print(catalogue.text("practice.export.failed", path=str(target), detail=str(exc)), file=sys.stderr)
            return 1
        print(catalogue.text("practice.export.done", rows=rows, drills=len(store.drills()), path=str(target)))
        return 0
    return play(
        getattr(args, "speech", None),
        getattr(args, "speech_log", None),
        getattr(args, "seed", None),
        start="practice",
        places=places,
        trace_path=getattr(args, "trace", None),
        language=getattr(args, "lang", None),
    )


def _is_own_file(target: Path, places: Places) -> bool:
    """Whether `target` is (or links to) one of the game's own files, or a copy it set aside: an export never
    replaces those, whatever the player answers."""
    from .app.files import OWN_FILES
    from .app.practice.store import PRACTICE_FILE

    names = (*OWN_FILES, PRACTICE_FILE)
    folders = {folder.resolve() for folder in (places.config, places.data)}
    resolved = target.resolve()
    if resolved.parent not in folders:
        return False
    return any(resolved.name == name or resolved.name.startswith(f"{name}.bad-") for name in names)


def _may_replace(target: Path, catalogue: Catalogue) -> bool:
    """Ask on the terminal whether to replace an existing file; without one to ask on, the answer is no."""
    if not sys.stdin.isatty():
        print(catalogue.text("practice.export.exists", path=str(target)), file=sys.stderr)
        return False
    try:
        answer = input(catalogue.text("practice.export.replace_question", path=str(target)) + " ")
    except EOFError:
        answer = ""
    if answer.strip().lower() in (catalogue.text("practice.export.yes").lower(), "y"):
        return True
    print(catalogue.text("practice.export.kept", path=str(target)), file=sys.stderr)
    return False


def _simulate(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    bots = _comma_list(args.bots, "--bots", parser)
    players = args.players if args.players is not None else len(bots) or 4
    if not 2 <= players <= 10:
        parser.error("--players must be 2 to 10")
    if not bots:
        bots = ["random"] * players
    elif len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        parser.error(f"--bots names {len(bots)} strategies for {players} players")
    unknown = [name for name in bots if name not in STRATEGIES]
    if unknown:
        parser.error(f"unknown strategy {unknown[0]!r}; choose from {', '.join(STRATEGIES)}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    variants = _comma_list(args.variants, "--variants", parser)
    if "all" in variants and len(variants) > 1:
        parser.error("--variants all already switches on every variant: give it alone")
    rules = PRESETS[args.preset].with_options(edition=Edition(args.edition))
    try:
        rules = apply_variants(rules, variants)
    except KeyError as unknown_variant:
        parser.error(f"unknown variant {unknown_variant}; choose from {', '.join(VARIANTS)} or all")
    result = _simulate_with_progress(rules, bots, args)
    summary = result.summary()
    if args.json:
        print(json.dumps(summary))
        return 0
    words = _catalogue(args)
    print(
        words.text(
            "cli.simulate.summary", games=result.games, players=players, preset=args.preset, edition=args.edition
        )
    )
    rate, turns = cast(float | None, summary["games_per_second"]), cast(float | None, summary["mean_turns"])
    print(words.text("cli.simulate.speed", rate=rate or 0, turns=turns or 0))
    for seat, (name, wins) in enumerate(zip(bots, result.wins_by_seat, strict=True)):
        print(words.text("cli.simulate.seat", seat=seat, bot=name, share=100 * wins / result.games))
    for name, seat_games in result.seat_games_by_bot.items():
        low, high = wilson_interval(result.wins_by_bot[name], seat_games)
        share = 100 * result.wins_by_bot[name] / seat_games
        print(words.text("cli.simulate.bot", bot=name, share=share, low=100 * low, high=100 * high))
    return 0


def _simulate_with_progress(rules: RuleSet, bots: list[str], args: argparse.Namespace) -> SimulationResult:
    """The simulation, with a progress line on standard error if that is a terminal and the run lasts more than a
    few seconds; otherwise nothing is written there. The line is words and figures, not a bar of block characters
    a screen reader would spell out; it changes at most once a second, so a screen reader following the terminal
    is not flooded, and it is wiped at the end, leaving the results alone on screen."""
    from tqdm import tqdm  # only here: the game itself never needs it

    with tqdm(
        total=args.games,
        bar_format=PROGRESS_FORMAT,
        file=sys.stderr,
        disable=None,  # None: only on a terminal
        delay=PROGRESS_AFTER,
        mininterval=1.0,
        leave=False,
    ) as bar:
        return simulate(rules, bots, args.games, seed=args.seed, rotate=args.rotate, on_game=bar.update)


def _comma_list(value: str, option: str, parser: argparse.ArgumentParser) -> list[str]:
    """The names of a comma list ("random, normal"); none for an empty value. An empty name is a mistake: the
    player meant something there."""
    if not value.strip():
        return []
    names = [name.strip() for name in value.split(",")]
    if "" in names:
        parser.error(f"{option} has an empty name in {value!r}: write the names with one comma between each")
    return names


def _rules(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    catalogue = _catalogue(args)
    defaults = RuleSet()
    values = {f.name: getattr(defaults, f.name) for f in fields(RuleSet)}
    print(catalogue.text("cli.rules.options"))
    for option in OPTIONS:
        default = values[option.name]
        shown = default.value if isinstance(default, Edition) else default
        choices = ", ".join(str(getattr(c, "value", c)) for c in option.choices) or catalogue.text(
            "cli.rules.whole_number"
        )
        print(f"\n{option.name} [{shown}] ({choices})")
        print(f"  {catalogue.text(option.name_key)}: {catalogue.text(option.description_key)}")
    print("\n" + catalogue.text("cli.rules.presets"))
    for name in PRESETS:
        print(f"  {name}: {catalogue.text(f'preset.{name}')}: {catalogue.text(f'preset.{name}.description')}")
    print("\n" + catalogue.text("cli.rules.variants"))
    for name in VARIANTS:
        print(f"  {name}: {catalogue.text(f'variant.{name}')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
