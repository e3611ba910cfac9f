"""Fixtures with real speech back ends (a private Speech Dispatcher, a sound card that plays in real time), and
those of the tests that run the program (tests/kit/app_fixtures.py)."""

from __future__ import annotations

import compileall
import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings
from speechd_fixture import PacedSoundCard, PrivateSpeechd, paced_sound_card, start_speechd

import audiouno

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # in every worker, before the plugin below imports pygame
pytest_plugins = ["app_fixtures"]

# Hypothesis draws new examples at every run, which finds bugs; CI (.ci/run) asks for the same examples every time,
# so that a red build is always the code's doing, never the draw's.
settings.register_profile("ci", derandomize=True, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(scope="session")
def private_speechd(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PrivateSpeechd]:
    """One daemon for the session, stopped at its end."""
    daemon = start_speechd(tmp_path_factory.mktemp("speechd"))
    yield daemon
    daemon.stop()


@pytest.fixture
def speechd(private_speechd: PrivateSpeechd, monkeypatch: pytest.MonkeyPatch) -> PrivateSpeechd:
    """The session's daemon, quiet (an earlier test's words over), with SPEECHD_ADDRESS pointing at it for this
    test."""
    private_speechd.wait_quiet()
    monkeypatch.setenv("SPEECHD_ADDRESS", private_speechd.address)
    return private_speechd


@pytest.fixture
def doomed_speechd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[PrivateSpeechd]:
    """A daemon of this test's own, which the test may stop."""
    daemon = start_speechd(tmp_path)
    monkeypatch.setenv("SPEECHD_ADDRESS", daemon.address)
    yield daemon
    daemon.stop()


@pytest.fixture
def paced_speechd(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[PrivateSpeechd]:
    """A daemon of this test's own that plays into a sound card paced in real time, so that each line lasts as long
    as it is heard; at the words a minute the test asks for (`indirect` parametrization), else espeak-ng's own."""
    daemon = start_speechd(tmp_path, paced=True, words_per_minute=getattr(request, "param", None))
    monkeypatch.setenv("SPEECHD_ADDRESS", daemon.address)
    yield daemon
    daemon.stop()


@pytest.fixture
def sound_card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[PacedSoundCard]:
    """ALSA's default device for child processes (pyttsx3's `aplay`) is a card that plays in real time."""
    monkeypatch.setenv("HOME", str(tmp_path))  # alsa-lib reads ~/.asoundrc
    with paced_sound_card(tmp_path) as card:
        yield card


# How the suite is spread over workers (-n auto, --dist loadfile: a file runs whole on one worker).
# Many tests wait more than they compute (speech heard at a listener's pace, X servers, programs started and
# stopped): two workers a core keep the cores busy while they wait. And the files that take longest are started
# first (`pytest.mark.started_first`, with xdist's own ordering by test count turned off), so that none of them
# is left running alone at the end.


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "started_first: a file that takes long, started before the others")
    if not hasattr(config, "workerinput"):  # once, before the workers start
        compile_the_package()


# The package's bytecode, written once before the workers start. A player's game keeps it (pip compiles a wheel
# at install; Python writes it at a checkout's first start), but a shell that sets PYTHONDONTWRITEBYTECODE, as this
# machine and CI do, would have every worker and every program a test starts compile the package from its source
# again: in a fresh clone, about 0.17 s of processor a start, a minute of processor over the suite
# (benchmarks/app_latency.py times launches with the bytecode kept, for the same reason). Only the package's own
# folder is written.
def compile_the_package() -> None:
    compileall.compile_dir(Path(audiouno.__file__).parent, quiet=1)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    return 2 * (os.cpu_count() or 1)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: item.get_closest_marker("started_first") is None)  # stable: files stay whole


# The whole suite's length, kept in pytest's cache (.pytest_cache) after a run of every test that passed, for
# benchmarks/guard.py to print beside the other timed figures (a run of some tests, one that ignored a folder, or one
# that failed, is not kept).
SUITE_LENGTH_KEY = "audio-uno/suite-length"


def pytest_sessionstart(session: pytest.Session) -> None:
    session.config.stash[_STARTED] = time.monotonic()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    options = config.option
    everything = config.args == list(config.getini("testpaths")) and not (options.keyword or options.markexpr)
    cache = getattr(config, "cache", None)
    ignored = getattr(options, "ignore", None) or getattr(options, "ignore_glob", None)
    if cache is None or not everything or exitstatus != 0 or getattr(options, "deselect", None) or ignored:
        return
    seconds = time.monotonic() - config.stash[_STARTED]
    cache.set(SUITE_LENGTH_KEY, {"seconds": round(seconds, 1), "tests": session.testscollected, "when": time.time()})


_STARTED = pytest.StashKey[float]()
