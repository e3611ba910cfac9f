"""Build step: compile the rules engine and the bots to C with mypyc, where a C compiler is at hand.

Simulations and bot search run the engine millions of times, and compiled it runs about twice as fast. The
same modules stay importable as plain Python, which plays identically, so a machine without a C compiler
still installs and plays; the metadata lives in pyproject.toml.

- AUDIOUNO_PURE_PYTHON=1 skips compiling: for editing the engine or the bots, whose compiled modules do not
  see later edits to their source until the next install.
- AUDIOUNO_REQUIRE_COMPILED=1 turns a failed compile into a failed install instead of a fallback (CI).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

# Every module of these packages is compiled except their `__init__`, which stays plain Python.
COMPILED_PACKAGES = ("src/audiouno/engine", "src/audiouno/bots")


def _flag(name: str) -> bool:
    return os.environ.get(name, "") not in ("", "0")


def compiled_sources() -> list[str]:
    return sorted(
        str(path) for package in COMPILED_PACKAGES for path in Path(package).glob("*.py") if path.name != "__init__.py"
    )


class OptionalBuildExt(build_ext):
    """Falls back to plain Python when the C compiler is missing or fails, unless a compiled build is required."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # distutils' compiler errors have no common base short of Exception
            if _flag("AUDIOUNO_REQUIRE_COMPILED"):
                raise
            print(f"audio-uno: the engine stays plain Python (compiling failed: {error})", file=sys.stderr)


def remove_compiled_leftovers() -> None:
    """Compiled modules from an earlier editable install lie beside the source and would shadow it, so every build
    starts without them: a compiling build makes them anew, a plain or failed one must not leave old ones."""
    leftovers = [path for package in COMPILED_PACKAGES for path in Path(package).iterdir()]
    leftovers += Path("src").glob("audiouno__mypyc.*")
    for path in leftovers:
        if path.suffix in (".so", ".pyd"):
            path.unlink()


def extensions() -> list:
    remove_compiled_leftovers()
    if _flag("AUDIOUNO_PURE_PYTHON"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        if _flag("AUDIOUNO_REQUIRE_COMPILED"):
            raise
        print("audio-uno: mypyc is missing, so the engine stays plain Python", file=sys.stderr)
        return []
    return mypycify(compiled_sources(), opt_level="3", debug_level="0", group_name="audiouno")


setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuildExt})
