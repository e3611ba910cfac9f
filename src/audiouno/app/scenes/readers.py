"""Lists to read line by line, from the main menu: the rules of the match set up (the rules document), and the
statistics.

Both are choice lists that stay open: Up/Down read the lines, Enter reads the line's detail, Escape goes back.
"""

from __future__ import annotations

from ...i18n import Argument
from ..files.statistics import Statistics, Timing
from .lists.choice import ChoiceScene, Option
from .lists.rules_list import open_rules_document
from .practice.saved import saved_practice, tell_store_problem
from .practice.scene import statistics_lines as practice_lines
from .scene import Services


def open_rules(services: Services) -> None:
    """The rules of the current setup as the rules document (the lobby's and the table's Ctrl+F1), a rule a
    section, each read whole on Enter."""
    setup = services.settings.setup
    title = services.catalogue.text(
        "rules.title", preset=services.catalogue.text(f"preset.{setup.preset}.name"), players=setup.players
    )
    open_rules_document(services, setup.rules, title)


def open_statistics(services: Services) -> None:
    """The figures, then the practice's; a practice file found damaged on the way is said after the title."""
    practice = saved_practice(services)
    lines = statistics_lines(services, services.statistics)
    lines += practice_lines(services.catalogue.text, practice.drills())  # the buzzer practice's, after
    if not lines:
        lines = [services.catalogue.text("stats.none")]
    _open_reader(services, services.catalogue.text("stats.title"), [Option[str | None](line, line) for line in lines])
    tell_store_problem(services, practice)


def _open_reader(services: Services, title: str, options: list[Option[str | None]]) -> None:
    scene: ChoiceScene[str | None] | None = None

    def read(detail: str | None, now: float) -> None:
        services.voice.answer(str(detail))

    def back(now: float) -> None:
        assert scene is not None
        scene.close()

    scene = ChoiceScene(services, title, options, read, on_back=back, stays=True)
    services.control.push(scene)


def statistics_lines(services: Services, stats: Statistics) -> list[str]:
    """The wins and the last results first, then every figure in words, the newest first."""
    summary = []
    for what in ("matches", "rounds"):
        last = stats.last_won(what)
        if last is not None:
            played, won = stats.get(f"{what}_played"), stats.get(f"{what}_won")
            result = "won" if last else "lost"
            summary.append(services.catalogue.text(f"stats.summary.{what}", played=played, won=won, last=result))
    return summary + [_figure_words(services, name, figure) for name, figure in stats.newest_first()]


def _figure_words(services: Services, name: str, figure: int | Timing) -> str:
    """`matches_won.preset.official` reads through `stats.matches_won.preset` with the preset's name as
    `{value}`; a figure the catalogue has no words for is read by its name."""
    parts = name.split(".")
    key = "stats." + ".".join(parts[:2])
    value = ".".join(parts[2:])
    if len(parts) > 2 and parts[1] == "preset":
        value = services.catalogue.get(f"preset.{value}.name") or value
    elif len(parts) > 2 and parts[1] == "strength":
        value = services.catalogue.get(f"lobby.strength.{value}") or value
    if isinstance(figure, Timing):
        fields: dict[str, Argument] = {"count": figure.count, "average": figure.average, "best": figure.best or 0}
        if not services.catalogue.has(key):
            return services.catalogue.text("stats.other_time", name=name, **fields)
        return services.catalogue.text(key, value=value, **fields)
    if not services.catalogue.has(key):
        return services.catalogue.text("stats.other", name=name, count=figure)
    return services.catalogue.text(key, value=value, count=figure)
