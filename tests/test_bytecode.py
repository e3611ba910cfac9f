"""The package's bytecode is current when the tests start programs (tests/conftest.py compiles it once), so that no
worker or program a test starts compiles the package again, whatever the shell's PYTHONDONTWRITEBYTECODE says."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import audiouno

PACKAGE = Path(audiouno.__file__).parent


def stale(source: Path) -> bool:
    """Whether `source` has no bytecode, or older bytecode than its text (Python's own check: the source's mtime,
    stored in the header's third word)."""
    cached = Path(importlib.util.cache_from_source(str(source)))
    if not cached.exists():
        return True
    stored = int.from_bytes(cached.read_bytes()[8:12], "little")
    return stored != int(source.stat().st_mtime) & 0xFFFFFFFF


def test_every_module_of_the_package_has_current_bytecode() -> None:
    sources = sorted(PACKAGE.rglob("*.py"))
    assert len(sources) > 100  # the package is read
    assert [str(source.relative_to(PACKAGE)) for source in sources if stale(source)] == []
