"""The engine and the bots compiled with mypyc (see setup.py): in use when installed so, built from the current
source, and playing exactly the games that the plain-Python source plays."""

from __future__ import annotations

import importlib
import os
import pkgutil
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

import audiouno
from audiouno import bots, engine

# Every module of these packages but their `__init__` is compiled.
COMPILED_PACKAGES = (engine, bots)


def _compilable_modules() -> list[ModuleType]:
    return [
        importlib.import_module(f"{package.__name__}.{info.name}")
        for package in COMPILED_PACKAGES
        for info in pkgutil.iter_modules(package.__path__)
    ]


def _is_compiled(module: ModuleType) -> bool:
    return not str(module.__file__).endswith(".py")


def _require_compiled() -> list[ModuleType]:
    modules = _compilable_modules()
    if not any(_is_compiled(module) for module in modules):
        pytest.skip("installed as plain Python (AUDIOUNO_PURE_PYTHON=1 or no C compiler at install time)")
    return modules


def test_every_engine_and_bot_module_is_compiled() -> None:
    """A build compiles all of them or none: a mix means a broken or half-updated install."""
    modules = _require_compiled()
    assert [module.__name__ for module in modules if not _is_compiled(module)] == []


def test_compiled_modules_are_built_from_the_current_source() -> None:
    """An edit to a compiled module's source does nothing until the next install: say so instead of testing
    stale code."""
    stale = []
    for module in _require_compiled():
        compiled = Path(str(module.__file__))
        source = compiled.with_name(module.__name__.rpartition(".")[2] + ".py")
        if source.exists() and source.stat().st_mtime > compiled.stat().st_mtime + 1:
            stale.append(source.name)
    assert stale == [], f"edited since the last install: {stale}; run `python3 -m pip install -e .` again"


# Plays seeded rounds with every bot under three rule sets and prints a digest of every event, and where
# the engine came from.
DIGEST_PROGRAM = """
import hashlib, random
from audiouno.bots import make_strategy
from audiouno.bots.simulation import play_round
from audiouno.engine import HOUSE, MANUAL, OFFICIAL, Game, apply_variants
import audiouno.engine.game
digest = hashlib.sha256()
for index, rules in enumerate((OFFICIAL, MANUAL, apply_variants(HOUSE, ["all"]))):
    for players in (2, 4):
        names = ["random", "easy", "normal", "hard"][:players] if players == 4 else ["hard", "random"]
        game = Game(players, rules, seed=index * 10 + players)
        rng = random.Random(players)
        seats = [make_strategy(name, seat, random.Random(rng.getrandbits(32))) for seat, name in enumerate(names)]
        for _ in range(3):
            game.start_round()
            play_round(game, seats)
            if game.phase.value == "match_over":
                break
        digest.update(repr(game.log).encode())
print(audiouno.engine.game.__file__.endswith(".py"), digest.hexdigest())
"""


def _run_digest(pythonpath: str | None) -> tuple[str, str]:
    env = dict(os.environ)
    if pythonpath is not None:
        env["PYTHONPATH"] = pythonpath
    done = subprocess.run(
        [sys.executable, "-c", DIGEST_PROGRAM], env=env, capture_output=True, text=True, check=True, timeout=300
    )
    plain, digest = done.stdout.split()
    return plain, digest


def test_plain_python_plays_the_same_games(tmp_path: Path) -> None:
    _require_compiled()
    package = Path(audiouno.__file__).parent
    shutil.copytree(package, tmp_path / "audiouno", ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    compiled = _run_digest(None)
    plain = _run_digest(str(tmp_path))
    assert (compiled[0], plain[0]) == ("False", "True")  # each run used the engine it was meant to
    assert compiled[1] == plain[1]
