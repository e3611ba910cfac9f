"""The README's two set-up commands, in the shape .ci/run reads and runs them, and its table of the player's guides
(the guides themselves are checked in test_guides.py)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def readme() -> str:
    return (ROOT / "README.md").read_text(encoding="utf-8")


def two_commands() -> list[str]:
    section = re.search(r"^## Two commands\n(.*?)^## ", readme(), re.MULTILINE | re.DOTALL)
    assert section, "README.md has no Two commands section"
    return re.findall(r"^ {4}(.+)$", section.group(1), re.MULTILINE)


def test_the_readme_gives_exactly_two_commands_each_setting_up_a_virtual_environment() -> None:
    play, tests = two_commands()
    for command in (play, tests):
        # A virtual environment in the checkout: a stock system Python refuses pip installs (PEP 668).
        assert command.startswith("python3 -m venv .venv && .venv/bin/pip install -e ")
    assert play.endswith(" && .venv/bin/audio-uno")  # .ci/run runs what comes before, then --version and rules
    assert tests.endswith(" && .venv/bin/python -m pytest")


def test_the_readme_points_to_the_whole_guide_in_each_language() -> None:
    """A table of the guides, each a file that is there; the player's guide itself is not in the README any more."""
    linked = re.findall(r"^\| [^|]+ \| \[[^]]+\]\((docs/[^)]+)\) \|$", readme(), re.MULTILINE)
    assert sorted(linked) == ["docs/guia.es.md", "docs/guia.pt-BR.md", "docs/guide.en.md"]
    assert all((ROOT / path).is_file() for path in linked)
    assert "## How to play" not in readme() and "## Como jogar" not in readme()
