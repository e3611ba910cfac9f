"""The wheel, as `pip install .` and `pipx install .` put it in place: built from a copy of the sources, installed
with its dependencies into a fresh virtual environment away from the source tree, every module imported, the
cues, keymap and catalogues found inside the package, and the installed command started to its first spoken line.
(The editable install of the README's commands reads the checkout, so it would hide a folder left out.)"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from audiouno.i18n import Catalogue

ROOT = Path(__file__).resolve().parents[2]
BIN = "Scripts" if sys.platform == "win32" else "bin"
TEXT = Catalogue.load().text

PROBE = """
import importlib, json, pkgutil, audiouno
from audiouno.app.keys.keymap import default_keymap
from audiouno.app.output.sound import CUES, default_sounds_dir
from audiouno.i18n import LANGUAGES, Catalogue
from audiouno.cli_words import argparse_translation
unimportable = []
for module in pkgutil.walk_packages(audiouno.__path__, "audiouno."):
    try:
        importlib.import_module(module.name)
    except Exception as exc:
        unimportable.append(f"{module.name}: {exc!r}")
print(json.dumps({
    "package": audiouno.__file__,
    "unimportable": unimportable,
    "keymap": str(default_keymap()),
    "keymap_read": bool(default_keymap().read_text(encoding="utf-8")),
    "deal_cue": str(default_sounds_dir() / "deal.wav"),
    "cues_missing": [cue for cue in CUES if not (default_sounds_dir() / f"{cue}.wav").is_file()],
    "yes": {language: Catalogue.load(language).text("menu.yes") for language in LANGUAGES},
    "bot_pace": Catalogue.load("pt-BR").text("table.bot_pace", seconds=1.5, wpm=220, felt=3.5),
    "argparse": argparse_translation("es").gettext("usage: "),
}))
"""


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with the wheel and its dependencies (from the package index, or pip's cache)."""
    work = tmp_path_factory.mktemp("wheel")
    source, wheels, venv = work / "source", work / "wheels", work / "venv"
    source.mkdir()
    # A copy of what the build reads, as setuptools builds in the source tree (build/, *.egg-info).
    leftovers = shutil.ignore_patterns("__pycache__", "*.egg-info")
    for part in ("pyproject.toml", "README.md", "src", "sounds", "keymaps"):
        if (ROOT / part).is_dir():
            shutil.copytree(ROOT / part, source / part, ignore=leftovers)
        else:
            shutil.copy2(ROOT / part, source / part)
    pip = [sys.executable, "-m", "pip", "--quiet"]
    subprocess.run([*pip, "wheel", "--no-deps", "--wheel-dir", str(wheels), str(source)], check=True, timeout=300)
    (wheel,) = wheels.glob("audio_uno-*.whl")
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    install = [str(venv / BIN / "python"), "-m", "pip", "--quiet", "--disable-pip-version-check", "install"]
    subprocess.run([*install, str(wheel)], check=True, timeout=600, cwd=work)
    return venv


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    """Nothing of this process's Python leaks in (PYTHONPATH, its virtual environment), and English: the system's
    locale would choose the language otherwise."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("PYTHON", "VIRTUAL_ENV"))}
    return {**env, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"), "LC_ALL": "C.UTF-8", **extra}


def test_the_installed_package_imports_and_finds_its_resources_inside_itself(installed: Path, tmp_path: Path) -> None:
    done = subprocess.run(
        [str(installed / BIN / "python"), "-c", PROBE],
        cwd=tmp_path,
        env=clean_env(tmp_path, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    package = Path(found["package"]).parent
    assert installed in package.parents  # the installed copy, not the checkout
    assert found["unimportable"] == []
    assert Path(found["keymap"]) == package / "keymaps" / "default.toml" and found["keymap_read"]
    assert Path(found["deal_cue"]) == package / "sounds" / "deal.wav" and found["cues_missing"] == []
    assert found["yes"] == {"en": "Yes", "pt-BR": "Sim", "es": "Sí"}  # every language's catalogue is there
    expected = "Os bots esperam 1,5 segundos depois de cada fala: a 220 palavras por minuto, cerca de 3,5 segundos"
    assert found["bot_pace"] == f"{expected} por jogada."  # with Fluent and Babel's locale data
    assert found["argparse"] == "uso: "  # argparse's words, from the packaged argparse.po


def test_the_installed_command_starts_and_speaks(installed: Path, tmp_path: Path) -> None:
    """`audio-uno` as pipx puts it on the path: the window (SDL's dummy driver), the cues and the main menu, up to
    its first spoken lines; then asked to end, as a desktop does."""
    log = tmp_path / "speech.log"
    game = subprocess.Popen(
        [str(installed / BIN / "audio-uno"), "--speech", "log", "--speech-log", str(log)],
        cwd=tmp_path,
        env=clean_env(tmp_path, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 120  # a ceiling for a loaded machine; the wait ends at the second line
        while len(log.read_text(encoding="utf-8").splitlines() if log.exists() else []) < 2:
            assert game.poll() is None, game.communicate()[1]
            assert time.monotonic() < deadline, "the installed game said nothing"
            time.sleep(0.05)
    finally:
        game.send_signal(signal.SIGTERM)
        _, err = game.communicate(timeout=60)
    greeting, menu = log.read_text(encoding="utf-8").splitlines()[:2]
    assert greeting.startswith(TEXT("app.welcome", backend=TEXT("speech.backend.log")))
    assert menu.startswith(TEXT("main.title"))
    assert "Traceback" not in err
