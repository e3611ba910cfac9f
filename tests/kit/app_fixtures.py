"""The fixtures of the tests that run the program (a pytest plugin, loaded by tests/conftest.py): the one `driver`,
the real program headless (tests/kit/table_driver.py), closed after the test; the player's `places`; and
`headless_sdl`, SDL without a screen or a sound card, which every test under tests/app uses.

It opens in the lobby, as `audio-uno play --new`, with no player files. A module or a test asks for another start
with a marker, whose arguments are `Driver`'s, plus:
- `files=True`: the player's files in the test's `places` (a temporary folder, unless the module has its own);
- `bot_pace=SECONDS`: the bots' pace, set once the program is open (`SLOW_BOTS`: nothing moves unless the test
  lets time pass);
- `audio="disk"`: SDL's disk audio driver instead of the dummy one, its output written in the test's temporary
  folder: a device whose sound is kept, so that the game counts its cues as heard (a race runs from its sound);
and a language given by indirect parametrisation (`@pytest.mark.parametrize("driver", LANGUAGES, indirect=True)`).

    pytestmark = pytest.mark.driver(start="menu", screen_reader=True, files=True)
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from table_driver import Driver, headless

from audiouno.app.files.storage import Places


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "driver(**options): how the `driver` fixture opens the program")


@pytest.fixture
def headless_sdl(monkeypatch: pytest.MonkeyPatch) -> None:
    """SDL's dummy video and audio drivers; a test that wants another (the disk audio driver, a driver that does
    not exist) says so in its own body, which runs after this."""
    headless(monkeypatch)


@pytest.fixture
def places(tmp_path: Path) -> Places:
    """The player's folders, inside the test's own temporary folder."""
    return Places(tmp_path / "config", tmp_path / "data")


@pytest.fixture
def driver(request: pytest.FixtureRequest, headless_sdl: None) -> Iterator[Driver]:
    marker = request.node.get_closest_marker("driver")
    options = dict(marker.kwargs) if marker is not None else {}
    pace = options.pop("bot_pace", None)
    audio = options.pop("audio", None)
    if audio is not None:
        monkeypatch = request.getfixturevalue("monkeypatch")
        headless(monkeypatch, audio)
        if audio == "disk":
            monkeypatch.setenv("SDL_DISKAUDIOFILE", str(request.getfixturevalue("tmp_path") / "cues.raw"))
    if options.pop("files", False):
        options["places"] = request.getfixturevalue("places")
    if hasattr(request, "param"):
        options["language"] = request.param
    driver = Driver(**options)
    if pace is not None:
        driver.program.services.settings.bot_pace = pace
    yield driver
    driver.close()
