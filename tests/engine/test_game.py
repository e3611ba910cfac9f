"""The engine as a whole (engine/game.py): isolation from the app."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from engine_helpers import ROOT


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
