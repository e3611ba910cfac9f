"""What the wheel holds, read from pyproject.toml: every folder of the package, and every kind of file the game
reads at run time. (tests/system/test_wheel.py builds the wheel, installs it and starts the game from it.)"""

from __future__ import annotations

import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
SETUPTOOLS = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def source_folder(package: str) -> Path:
    """Where setuptools takes a package from: its own entry in package-dir, else the root's ("" = "src")."""
    mapped = SETUPTOOLS["package-dir"]
    if package in mapped:
        return ROOT / mapped[package]
    return ROOT / mapped[""] / package.replace(".", "/")


def test_every_folder_of_the_package_is_in_the_wheel() -> None:
    code = ROOT / SETUPTOOLS["package-dir"][""]
    folders = {
        ".".join(init.parent.relative_to(code).parts)
        for init in code.rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert sorted(folders - set(SETUPTOOLS["packages"])) == []


def test_every_listed_package_exists() -> None:
    assert [package for package in SETUPTOOLS["packages"] if not source_folder(package).is_dir()] == []


def test_every_file_the_game_reads_is_package_data() -> None:
    """The files beside the code that are not Python: each kind is declared for its package."""
    data = SETUPTOOLS["package-data"]
    undeclared = []
    for package in SETUPTOOLS["packages"]:
        folder = source_folder(package)
        subpackages = {source_folder(other) for other in SETUPTOOLS["packages"] if other.startswith(package + ".")}
        for path in folder.rglob("*"):
            if path.is_dir() or path.suffix in (".py", ".pyc") or any(sub in path.parents for sub in subpackages):
                continue
            if path.name == "README.md" or "__pycache__" in path.parts:
                continue  # notes for contributors, not read by the game
            relative = path.relative_to(folder)
            if not any(relative.match(pattern) for pattern in data.get(package, [])):
                undeclared.append(f"{package}: {relative}")
    assert undeclared == []
