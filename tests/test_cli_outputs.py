"""What the command line writes, and where: never into the game's own files (a trace, a speech log or an export
aimed at them is refused before anything is opened), never an empty path taken for the current folder, never a
pipe or a device replaced by a plain file, never an empty export of a history that could not be read; and every
subcommand ends without a traceback when its output is closed, when a name is not UTF-8 or a link loops."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from audiouno import cli
from audiouno.app import program
from audiouno.app.files.storage import Places
from audiouno.i18n import Catalogue

TEXT = Catalogue.load("en").text
SETTINGS = '{"kind": "settings", "format": 1, "bot_pace": 0}'
STATISTICS = '{"kind": "statistics", "format": 1, "counts": {"rounds_won": {"count": 3, "changed": 1}}}'
PRACTICE = '{"format": 1, "drills": []}'


def run(*args: str, closed_stdout: bool = False, **env: str) -> subprocess.CompletedProcess[bytes]:
    """The real command, in English, its output captured as bytes (or its standard output closed)."""
    environment = {**os.environ, "LC_ALL": "C.UTF-8", "PYGAME_HIDE_SUPPORT_PROMPT": "1", **env}
    environment.setdefault("XDG_CONFIG_HOME", "/nonexistent/audio-uno-tests")
    return subprocess.run(
        [sys.executable, "-m", "audiouno.cli", *args],
        stdout=None if closed_stdout else subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
        timeout=120, check=False, env=environment, preexec_fn=(lambda: os.close(1)) if closed_stdout else None,
    )  # fmt: skip


@pytest.fixture
def places(tmp_path: Path) -> Places:
    """Folders holding each of the game's files, as a player's would."""
    places = Places(tmp_path / "config", tmp_path / "data")
    places.config.mkdir()
    places.data.mkdir()
    (places.config / "settings.json").write_text(SETTINGS)
    (places.config / "keymap.toml").write_text('format = 1\n[table]\ndraw = ["x"]\n')
    (places.data / "statistics.json").write_text(STATISTICS)
    (places.data / "match.json").write_text('{"kind": "match", "format": 1}')
    (places.data / "lessons.json").write_text('{"kind": "lessons", "format": 1, "done": ["tutorial"]}')
    (places.data / "practice.json").write_text(PRACTICE)
    (places.data / "statistics.json.bad-20261130-093000").write_text("{")
    (places.data / ".audio-uno.lock").write_text("")
    return places


def contents(places: Places) -> dict[str, bytes]:
    return {f"{path.parent.name}/{path.name}": path.read_bytes() for folder in (places.config, places.data)
            for path in folder.iterdir() if path.is_file()}  # fmt: skip


def folders(places: Places) -> list[str]:
    return ["--config-dir", str(places.config), "--data-dir", str(places.data)]


@pytest.fixture
def no_window(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, object]]:
    """The game itself replaced by a note of how it was asked to start: what the command line refuses never gets
    there, and what it lets through is seen without a window."""
    started: list[dict[str, object]] = []

    def play(*args: object, **kwargs: object) -> int:
        started.append({"args": args, **kwargs})
        return 0

    monkeypatch.setattr(program, "play", play)
    return started


# ------------------------------------------------------------ the game's own files are never an output


def own_targets(places: Places, tmp_path: Path) -> dict[str, Path]:
    hard = tmp_path / "hard-link.jsonl"
    os.link(places.data / "statistics.json", hard)
    soft = tmp_path / "innocent.log"
    soft.symlink_to(places.config / "settings.json")
    names = ["config/settings.json", "config/keymap.toml", "data/statistics.json", "data/match.json",
             "data/lessons.json", "data/practice.json", "data/.audio-uno.lock",
             "data/statistics.json.bad-20261130-093000", "data/./match.json"]  # fmt: skip
    targets = {name: tmp_path / name for name in names}
    inside = places.config / "settings.json.bad-20261130-093000"  # a folder that stood in place of the settings
    inside.mkdir()
    return {**targets, "a hard link": hard, "a link": soft, "inside a folder set aside": inside / "trace.jsonl"}


@pytest.mark.parametrize("option", ["--trace", "--speech-log"])
@pytest.mark.parametrize("command", [["play", "--continue"], ["practice"], ["tutorial"]])
def test_a_trace_or_speech_log_aimed_at_the_games_own_files_is_refused_before_anything_opens(
    places: Places, tmp_path: Path, option: str, command: list[str], no_window: list[object],
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    before = contents(places)
    for what, target in own_targets(places, tmp_path).items():
        assert cli.main([*command, *folders(places), option, str(target)]) == 2, what
        said = capsys.readouterr().err
        assert TEXT("cli.own_file", path=str(target), option=option) in said, what
    assert no_window == [] and contents(places) == before


def test_a_trace_beside_the_games_files_under_a_name_of_the_players_is_written(
    places: Places, no_window: list[dict[str, object]]
) -> None:
    trace = places.data / "my-trace.jsonl"
    assert cli.main(["play", *folders(places), "--trace", str(trace)]) == 0
    assert no_window[0]["trace_path"] == trace


def test_the_refusal_is_what_a_player_meets_on_the_real_command(places: Places) -> None:
    saved = places.data / "match.json"
    before = saved.read_bytes()
    done = run("play", "--continue", "--trace", str(saved), *folders(places), SDL_VIDEODRIVER="dummy")
    assert done.returncode == 2
    assert done.stderr.decode().strip() == TEXT("cli.own_file", path=str(saved), option="--trace")
    assert saved.read_bytes() == before


def test_an_export_never_replaces_the_lock(places: Places) -> None:
    lock = places.data / ".audio-uno.lock"
    done = run("practice", "--export", str(lock), "--replace", *folders(places))
    assert done.returncode == 2
    assert lock.read_text() == "" and lock.stat().st_nlink == 1


# ------------------------------------------------------------ an empty path is no path


@pytest.mark.parametrize("option", ["--config-dir", "--data-dir", "--trace", "--speech-log"])
def test_an_empty_path_is_refused_not_taken_for_the_current_folder(
    option: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_window: list[object],
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as refused:
        cli.main(["play", option, ""])
    assert refused.value.code == 2 and no_window == []
    assert f"{option}: {TEXT('cli.error.empty_path')}" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_an_empty_export_path_is_refused(tmp_path: Path) -> None:
    done = run("practice", "--export", "", "--data-dir", str(tmp_path / "data"))
    assert done.returncode == 2 and f"--export: {TEXT('cli.error.empty_path')}" in done.stderr.decode()


# ------------------------------------------------------------ a pipe or a device is never replaced


@pytest.fixture
def pipe(tmp_path: Path) -> Iterator[tuple[Path, list[bytes]]]:
    """A named pipe with a reader, as `mkfifo p; cat p` would be."""
    path = tmp_path / "pipe"
    os.mkfifo(path)
    received: list[bytes] = []

    def read() -> None:
        with open(path, "rb") as reader:
            received.append(reader.read())

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    yield path, received
    if reader.is_alive():  # nothing opened it for writing: let the reader go
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
    reader.join(10)


def test_an_export_into_a_named_pipe_writes_into_it_and_leaves_it_a_pipe(
    pipe: tuple[Path, list[bytes]], places: Places
) -> None:
    path, received = pipe
    time.sleep(0.2)  # the reader is waiting on the pipe
    done = run("practice", "--export", str(path), "--replace", *folders(places))
    assert done.returncode == 0, done.stderr
    assert stat.S_ISFIFO(path.lstat().st_mode)
    deadline = time.monotonic() + 10
    while not received and time.monotonic() < deadline:
        time.sleep(0.05)
    assert received and received[0].startswith(b"drill,kind,started")


def test_an_export_into_a_pipe_nobody_reads_fails_at_once_and_leaves_it(tmp_path: Path, places: Places) -> None:
    path = tmp_path / "lonely"
    os.mkfifo(path)
    began = time.monotonic()
    done = run("practice", "--export", str(path), "--replace", *folders(places))
    assert time.monotonic() - began < 30 and done.returncode == 1
    assert done.stderr.decode().startswith(TEXT("practice.export.failed", path=str(path), detail="")[:20])
    assert stat.S_ISFIFO(path.lstat().st_mode)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="only root can make a device node")
def test_an_export_as_root_never_replaces_a_device(tmp_path: Path, places: Places) -> None:
    device = tmp_path / "null"  # the null device's numbers, in this test's own folder: writing to it is harmless
    os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    done = run("practice", "--export", str(device), "--replace", *folders(places))
    assert done.returncode == 1
    assert done.stderr.decode().strip() == TEXT("practice.export.not_a_file", path=str(device))
    assert stat.S_ISCHR(device.lstat().st_mode) and device.lstat().st_rdev == os.makedev(1, 3)


# ------------------------------------------------------------ a history that cannot be read is not exported


@pytest.mark.parametrize("damage", ["cut short", "a folder", "not utf-8"])
def test_an_unreadable_history_fails_clearly_and_writes_no_file(tmp_path: Path, places: Places, damage: str) -> None:
    practice = places.data / "practice.json"
    if damage == "a folder":
        practice.unlink()
        practice.mkdir()
    else:
        practice.write_bytes(b'{"format": 1, "dri' if damage == "cut short" else b'{"format": 1, "\xff": []}')
    out = tmp_path / "out.csv"
    done = run("practice", "--export", str(out), *folders(places))
    assert done.returncode == 1
    errors = done.stderr.decode()
    assert errors.startswith(TEXT("practice.store.unreadable", path="practice.json", detail="")[:40])
    assert TEXT("practice.export.not_written", path=str(out)) in errors
    assert not out.exists() and (practice.is_dir() or practice.read_bytes().startswith(b'{"format": 1'))


# ------------------------------------------------------------ closed output, names that are not UTF-8, loops


@pytest.mark.skipif(sys.platform == "win32", reason="closes a POSIX descriptor")
@pytest.mark.parametrize(
    "command",
    [["rules"], ["rules", "--preset", "house"], ["simulate", "--games", "3", "--seed", "1"],
     ["simulate", "--games", "3", "--json"], ["practice", "--export", "{out}"], ["--version"], ["rules", "--help"]],
)  # fmt: skip
def test_every_subcommand_with_its_output_closed_ends_quietly(command: list[str], tmp_path: Path) -> None:
    out = tmp_path / "out.csv"
    args = [part.format(out=out) for part in command]
    done = run(*args, "--data-dir", str(tmp_path / "data"), closed_stdout=True) if "--export" in command else (
        run(*args, closed_stdout=True))  # fmt: skip
    errors = done.stderr.decode()
    assert "Traceback" not in errors and "Exception" not in errors, errors
    assert done.returncode == 0, errors


@pytest.mark.skipif(sys.platform == "win32", reason="no SIGPIPE on Windows")
def test_the_text_log_on_a_closed_pipe_ends_quietly(tmp_path: Path, places: Places) -> None:
    log = tmp_path / "speech.log"
    environment = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LC_ALL": "C.UTF-8"}
    process = subprocess.Popen(
        [sys.executable, "-m", "audiouno.cli", "play", "--speech", "log", "--speech-log", str(log), *folders(places)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment,
    )  # fmt: skip
    assert process.stdout is not None
    process.stdout.close()  # the reader of the text log is gone
    began = time.monotonic()
    while not (log.exists() and log.read_text().strip()):
        assert process.poll() is None and time.monotonic() - began < 60
        time.sleep(0.05)
    time.sleep(0.5)
    process.send_signal(signal.SIGTERM)
    _, errors = process.communicate(timeout=30)
    assert process.returncode == 128 + signal.SIGTERM
    assert "Traceback" not in errors.decode() and "Exception ignored" not in errors.decode(), errors.decode()


def test_an_export_to_a_name_that_is_not_utf8_says_where_it_wrote(tmp_path: Path, places: Places) -> None:
    out = Path(os.fsdecode(bytes(tmp_path) + b"/r\xe9sum\xe9.csv"))  # a Latin-1 name, as an old disk may hold
    done = run("practice", "--export", str(out), *folders(places), PYTHONIOENCODING="utf-8")  # a UTF-8 terminal
    assert done.returncode == 0, done.stderr.decode()
    said = done.stdout.decode("utf-8")  # what a terminal in UTF-8 shows, and a screen reader reads
    assert said.strip() == TEXT("practice.export.done", rows=0, drills=0, path=str(tmp_path / "r\\xe9sum\\xe9.csv"))
    assert out.exists()


@pytest.mark.parametrize("where", ["the export", "the data folder"])
def test_a_looping_link_is_a_clear_refusal(tmp_path: Path, where: str) -> None:
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    out = tmp_path / "out.csv"
    target, data = (loop, tmp_path / "data") if where == "the export" else (out, loop)
    for replace in ([], ["--replace"]):
        done = run("practice", "--export", str(target), "--data-dir", str(data), *replace)
        errors = done.stderr.decode()
        assert done.returncode == 1 and "Traceback" not in errors and errors.strip(), errors
    assert loop.is_symlink() and os.readlink(loop) == str(loop) and not out.exists()
