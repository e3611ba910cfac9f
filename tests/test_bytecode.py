"""The package's bytecode is current when the tests start programs (tests/conftest.py compiles it once), so that no
worker or program a test starts compiles the package again, whatever the shell's PYTHONDONTWRITEBYTECODE says."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import audiouno

PACKAGE = Path(audiouno.__file__).parent


def stale(source: Path) -> bool:
    """Whether `source` has no bytecode, or bytecode of another text: Python's own check (PEP 552), on the source's
    hash where the header says it holds one (as compileall writes under SOURCE_DATE_EPOCH), else on its mtime."""
    cached = Path(importlib.util.cache_from_source(str(source)))
    if not cached.exists():
        return True
    header = cached.read_bytes()[:16]
    if int.from_bytes(header[4:8], "little") & 1:
        return header[8:16] != importlib.util.source_hash(source.read_bytes())
    return int.from_bytes(header[8:12], "little") != int(source.stat().st_mtime) & 0xFFFFFFFF


def test_every_module_of_the_package_has_current_bytecode() -> None:
    sources = sorted(PACKAGE.rglob("*.py"))
    assert len(sources) > 100  # the package is read
    assert [str(source.relative_to(PACKAGE)) for source in sources if stale(source)] == []
