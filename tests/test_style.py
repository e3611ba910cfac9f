"""The code base stays ruff-clean (lint and format) and type-checks, as the project's style asks. Ruff and mypy
are in the test extra: a run without them fails here rather than passing with the style unchecked."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import mypy  # noqa: F401  (imported to fail here, with its name, where the test extra is missing)
import pytest
import ruff  # noqa: F401

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("command", [["check"], ["format", "--check"]])
def test_ruff(command: list[str]) -> None:
    # Through the interpreter, not PATH: the README's test command runs .venv/bin/python without activating .venv.
    command_line = [sys.executable, "-m", "ruff"]
    done = subprocess.run([*command_line, *command, str(ROOT)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_package_type_checks() -> None:
    done = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
