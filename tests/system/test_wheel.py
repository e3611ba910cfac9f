"""The wheel (what `pip install .` and `pipx install .` put in place): the cues, the keymap and the catalogues are
inside the package, where importlib.resources finds them, away from the source tree."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json, audiouno
from audiouno.app.keys.keymap import default_keymap
from audiouno.app.output.sound import CUES, default_sounds_dir
from audiouno.i18n import LANGUAGES, Catalogue
from audiouno.cli_words import argparse_translation
print(json.dumps({
    "package": audiouno.__file__,
    "keymap": str(default_keymap()),
    "keymap_read": bool(default_keymap().read_text(encoding="utf-8")),
    "deal_cue": str(default_sounds_dir() / "deal.wav"),
    "cues_missing": [cue for cue in CUES if not (default_sounds_dir() / f"{cue}.wav").is_file()],
    "yes": {language: Catalogue.load(language).text("menu.yes") for language in LANGUAGES},
    "bot_pace": Catalogue.load("pt-BR").text("table.bot_pace", seconds=1.5),
    "argparse": argparse_translation("es").gettext("usage: "),
}))
"""


def test_the_installed_package_finds_its_resources_inside_itself(tmp_path: Path) -> None:
    source, wheels, target = tmp_path / "source", tmp_path / "wheels", tmp_path / "site"
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
    subprocess.run([*pip, "install", "--no-deps", "--target", str(target), str(wheel)], check=True, timeout=300)
    env = {**os.environ, "PYTHONPATH": str(target), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    package = target / "audiouno"
    assert Path(found["package"]).parent == package  # the installed copy, not the checkout
    assert Path(found["keymap"]) == package / "keymaps" / "default.toml" and found["keymap_read"]
    assert Path(found["deal_cue"]) == package / "sounds" / "deal.wav" and found["cues_missing"] == []
    assert found["yes"] == {"en": "Yes", "pt-BR": "Sim", "es": "Sí"}  # every language's catalogue is there
    assert found["bot_pace"] == "Os bots esperam 1,5 segundos."  # with Fluent and Babel's locale data
    assert found["argparse"] == "uso: "  # argparse's words, from the packaged argparse.po
