"""The engine as a whole (engine/game.py): isolation from the app, and its state kept in slots."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from engine_helpers import ROOT, random_round_calls

from audiouno.engine import PRESETS, Edition, Game, apply_variants
from audiouno.engine.rules import for_edition


class TestIsolation:
    """Importing the engine and the bots loads no pygame, speech or sound module."""

    def test_fresh_import_has_no_app_modules(self):
        script = textwrap.dedent(
            """
            import importlib.abc
            import sys

            class Block(importlib.abc.MetaPathFinder):
                def find_spec(self, name, path=None, target=None):
                    if name.split(".")[0] == "pygame":
                        raise ImportError("pygame is blocked: " + name)
                    return None

            sys.meta_path.insert(0, Block())
            try:
                import pygame  # noqa: F401
            except ImportError:
                pass
            else:
                raise SystemExit("the pygame blocker does not work")

            import audiouno.engine
            import audiouno.bots

            banned = ("pygame", "accessible_output2", "pyttsx3", "speechd")
            loaded = sorted(
                name for name in sys.modules
                if name.split(".")[0] in banned or name == "audiouno.app" or name.startswith("audiouno.app.")
            )
            print("loaded:", loaded)
            """
        )
        env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
        result = subprocess.run(
            [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
        )
        assert result.returncode == 0, result.stderr
        assert result.stdout.strip() == "loaded: []"


def test_the_rules_keep_the_state_in_slots():
    """Whatever the rules set on a game is one of GameState's slots: an attribute left out lands in the instance dict
    `Game` keeps for callers, and every action reaching it pays a dict look-up (benchmarks/engine_speed.py)."""
    for seed, edition in enumerate(Edition):
        for preset in PRESETS.values():
            rules = for_edition(apply_variants(preset, ["all"]), edition).with_options(max_hand=12, turn_timer_s=30)
            game = Game(3, rules, seed=seed)
            game.start_round()
            for _ in random_round_calls(game, seed, absent=(2,)):
                pass
            assert vars(game) == {}, edition
