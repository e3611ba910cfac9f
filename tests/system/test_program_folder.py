"""The program folder: PyInstaller builds it from packaging/audio-uno.spec, and the program in it runs without
Python, finds its cues, keymap and catalogues inside the folder, and speaks its greeting in an X window."""

from __future__ import annotations

import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import sysconfig
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from waiting import CEILING
from x_server import x_server

from audiouno.i18n import Catalogue
from audiouno.version import program_version

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "audio-uno.spec"
TEXT = Catalogue.load().text

MISSING = [tool for tool in ("Xvfb",) if shutil.which(tool) is None]
if importlib.util.find_spec("PyInstaller") is None:
    MISSING.append("PyInstaller (pip install -e '.[test]')")
if sys.platform == "linux" and shutil.which("objdump") is None:
    MISSING.append("objdump, which PyInstaller reads libraries with (apt-get install binutils)")
if sys.platform == "linux" and not sysconfig.get_config_var("Py_ENABLE_SHARED"):
    MISSING.append("a Python built with a shared libpython, which PyInstaller bundles")
pytestmark = pytest.mark.skipif(bool(MISSING), reason=f"needs {' and '.join(MISSING)}")


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built folder, away from the source tree, so that nothing can be found there by accident."""
    out = tmp_path_factory.mktemp("frozen")
    build = ["--noconfirm", "--log-level", "WARN", "--distpath", str(out / "dist"), "--workpath", str(out / "build")]
    done = subprocess.run(
        [sys.executable, "-m", "PyInstaller", *build, str(SPEC)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return out / "dist" / "audio-uno"


@pytest.fixture
def display() -> Iterator[str]:
    with x_server() as name:
        yield name


def program_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    # No PYTHONPATH or virtual environment leaks in: the folder must carry everything itself.
    env = {key: value for key, value in os.environ.items() if not key.startswith(("PYTHON", "VIRTUAL_ENV"))}
    # English unless asked: the system's locale would choose the language otherwise.
    return {**env, "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config"), "LC_ALL": "C.UTF-8", **extra}


def test_the_folder_holds_the_cues_keymap_catalogues_and_screen_reader_clients(folder: Path) -> None:
    inside = folder / "audiouno"
    assert sorted(path.name for path in (inside / "sounds").glob("*.wav")) == sorted(
        path.name for path in (ROOT / "sounds").glob("*.wav")
    )
    assert (inside / "keymaps" / "default.toml").read_bytes() == (ROOT / "keymaps" / "default.toml").read_bytes()
    catalogues = ROOT / "src" / "audiouno" / "locales"
    wanted = {path.relative_to(catalogues) for path in catalogues.rglob("*") if path.is_file()}
    wanted = {path for path in wanted if path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts}
    assert wanted, "no catalogue files"
    frozen = inside / "locales"
    assert {path.relative_to(frozen) for path in frozen.rglob("*") if path.is_file()} >= wanted
    # Frozen, accessible_output2 loads the NVDA controller client from accessible_output2/lib beside the program.
    assert (folder / "accessible_output2" / "lib" / "nvdaControllerClient64.dll").is_file()


def test_the_program_says_its_version_and_the_rules(folder: Path, tmp_path: Path) -> None:
    program = str(folder / "audio-uno")
    version = subprocess.run([program, "--version"], env=program_env(tmp_path), capture_output=True, text=True)
    assert version.returncode == 0, version.stderr
    assert version.stdout.strip() == f"audio-uno {program_version()}"
    rules = subprocess.run([program, "rules"], env=program_env(tmp_path), capture_output=True, text=True)
    assert rules.returncode == 0, rules.stderr
    assert TEXT("preset.house") in rules.stdout
    # Another language needs Babel's locale data in the folder too (its plural rules and number formats).
    rules = subprocess.run(
        [program, "rules", "--lang", "pt-BR"], env=program_env(tmp_path), capture_output=True, text=True
    )
    assert rules.returncode == 0, rules.stderr
    assert Catalogue.load("pt-BR").text("preset.house") in rules.stdout


def test_the_program_speaks_its_greeting_in_a_window(folder: Path, display: str, tmp_path: Path) -> None:
    log = tmp_path / "speech.log"
    env = program_env(
        tmp_path,
        DISPLAY=display,
        SDL_VIDEODRIVER="x11",
        SDL_AUDIODRIVER="disk",  # a real mixer, so that every cue is loaded from the folder
        SDL_DISKAUDIOFILE=str(tmp_path / "audio.raw"),
    )
    game = subprocess.Popen(
        [str(folder / "audio-uno"), "--speech", "silent", "--speech-log", str(log)],
        env=env,
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + CEILING
        while len(log.read_text(encoding="utf-8").splitlines() if log.exists() else []) < 2:
            assert game.poll() is None, game.communicate()[1]
            assert time.monotonic() < deadline, "the program said nothing"
            time.sleep(0.1)
    finally:
        game.send_signal(signal.SIGTERM)
        _, err = game.communicate(timeout=20)
    greeting, menu = log.read_text(encoding="utf-8").splitlines()[:2]
    assert greeting == TEXT("app.welcome", backend=TEXT("speech.backend.silent"))  # a sound device: no warning
    assert menu.startswith(TEXT("main.title"))
    assert "is silent" not in err  # every cue loaded
