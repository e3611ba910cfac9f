"""The command line on the player's files and on pipes: output to a closed pipe ends quietly with the status a
shell gives a tool that SIGPIPE ended; a settings file nested 1,200 deep kills no command; an export never
replaces the game's own files, and asks before replacing another (refusing without a terminal to ask on)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from audiouno.i18n import Catalogue

DEEP_SETTINGS = '{"kind": "settings", "format": 1, "language": "pt-BR", "setup": ' + "[" * 1200 + "]" * 1200 + "}"


def run(*args: str, config: Path | None = None, data: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    if config is not None:
        env["AUDIO_UNO_CONFIG_DIR"] = str(config)
    if data is not None:
        env["AUDIO_UNO_DATA_DIR"] = str(data)
    return subprocess.run(
        [sys.executable, "-m", "audiouno.cli", *args],
        capture_output=True, text=True, timeout=120, check=False, env=env, stdin=subprocess.DEVNULL,
    )  # fmt: skip


@pytest.mark.skipif(sys.platform == "win32", reason="no SIGPIPE on Windows")
def test_output_to_a_closed_pipe_ends_quietly_with_the_status_of_sigpipe() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "audiouno.cli", "simulate", "--games", "20", "--seed", "1"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # the reader is gone before the first line, as `| head -0` would leave it
    errors = process.stderr.read().decode()
    assert process.wait(timeout=120) == 128 + signal.SIGPIPE
    assert errors == ""  # no traceback, no "Exception ignored"


@pytest.mark.skipif(sys.platform == "win32", reason="no SIGPIPE on Windows")
def test_simulate_into_head_gives_head_its_lines() -> None:
    done = subprocess.run(
        f"{sys.executable} -m audiouno.cli simulate --games 20 --seed 1 | head -2; echo status ${{PIPESTATUS[0]}}",
        shell=True, executable="/bin/bash", capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    lines = done.stdout.splitlines()
    assert len(lines) == 3 and lines[-1] in ("status 0", "status 141")  # all written before head left, or not
    assert "Traceback" not in done.stderr and "Exception" not in done.stderr


@pytest.mark.parametrize("command", [["rules"], ["simulate", "--games", "5", "--seed", "1"], ["practice", "--export"]])
def test_a_settings_file_nested_1200_deep_kills_no_command(tmp_path: Path, command: list[str]) -> None:
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    (config / "settings.json").write_text(DEEP_SETTINGS)
    if command[-1] == "--export":
        command = [*command, str(tmp_path / "out.csv")]
    done = run(*command, config=config, data=data)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert (config / "settings.json").read_text() == DEEP_SETTINGS  # only read: `play` sets it aside and says so


def test_an_export_never_replaces_the_games_own_files(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    practice = data / "practice.json"
    practice.write_text('{"format": 1, "drills": []}')
    for target in (practice, data / "statistics.json", data / "." / "practice.json"):
        done = run("practice", "--export", str(target), "--replace", data=data)
        assert done.returncode == 2
        assert Catalogue.load("en").text("practice.export.own_file", path=str(target)) in done.stderr
    link = tmp_path / "innocent.csv"
    link.symlink_to(practice)
    assert run("practice", "--export", str(link), "--replace", data=data).returncode == 2
    assert practice.read_text() == '{"format": 1, "drills": []}'


def test_an_export_asks_before_replacing_and_without_a_terminal_keeps_the_file(tmp_path: Path) -> None:
    data, out = tmp_path / "data", tmp_path / "mine.csv"
    out.write_text("my own spreadsheet")
    done = run("practice", "--export", str(out), data=data)
    assert done.returncode == 1
    assert done.stderr.strip() == Catalogue.load("en").text("practice.export.exists", path=str(out))
    assert out.read_text() == "my own spreadsheet"
    assert run("practice", "--export", str(out), "--replace", data=data).returncode == 0
    assert out.read_text().startswith("drill,kind,started")


def test_an_export_speaks_the_language_kept_in_the_settings(tmp_path: Path) -> None:
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"kind": "settings", "format": 1, "language": "pt-BR"}))
    out = tmp_path / "out.csv"
    done = run("practice", "--config-dir", str(config), "--data-dir", str(data), "--export", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == Catalogue.load("pt-BR").text("practice.export.done", rows=0, drills=0, path=str(out))
