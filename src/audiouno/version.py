"""The program's version, as `audio-uno --version` prints it."""

from __future__ import annotations

from importlib import metadata

DISTRIBUTION = "audio-uno"


def program_version() -> str:
    """The installed version, from the package metadata (which the program folder carries too)."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        return "unknown (not installed)"
