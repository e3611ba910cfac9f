"""The README's two set-up commands, in the shape .ci/run reads and runs them."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def two_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = re.search(r"^## Two commands\n(.*?)^## ", readme, re.MULTILINE | re.DOTALL)
    assert section, "README.md has no Two commands section"
    return re.findall(r"^ {4}(.+)$", section.group(1), re.MULTILINE)


def test_the_readme_gives_exactly_two_commands_each_setting_up_a_virtual_environment() -> None:
    play, tests = two_commands()
    for command in (play, tests):
        # A virtual environment in the checkout: a stock system Python refuses pip installs (PEP 668).
        assert command.startswith("python3 -m venv .venv && .venv/bin/pip install -e ")
    assert play.endswith(" && .venv/bin/audio-uno")  # .ci/run runs what comes before, then --version and rules
    assert tests.endswith(" && .venv/bin/python -m pytest")
