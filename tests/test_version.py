"""`audio-uno --version`: the installed version, and a plain answer from a source tree never installed."""

from __future__ import annotations

import subprocess
import sys
from importlib import metadata

import pytest

from audiouno import version
from audiouno.version import program_version


def test_the_command_prints_the_installed_version() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "audiouno.cli", "--version"], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"audio-uno {metadata.version('audio-uno')}\n"


def test_without_metadata_the_version_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    def not_installed(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(version.metadata, "version", not_installed)
    assert program_version() == "unknown (not installed)"
