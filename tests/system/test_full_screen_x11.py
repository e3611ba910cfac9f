"""Full screen in a real X server, beyond SDL's dummy driver: the real program under Xvfb with a window manager
(Openbox, which honours the EWMH full-screen state as desktop window managers do), F11 pressed with xdotool, the
window's geometry read with xwininfo and its pixels from an xwd screenshot of the screen.

Without any window manager SDL's full-screen request changes nothing on the X server (the window keeps its size
and place), so the window manager is not optional here; the test skips, saying so, where Openbox is missing."""

from __future__ import annotations

import os
import shutil
import signal
import struct
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import pytest
from test_xvfb import RealGame, wait_for
from waiting import CEILING
from x_server import x_server

from audiouno.app.files.settings import TEXT_SCALES
from audiouno.app.output.display import WINDOW_SIZE
from audiouno.app.output.look import THEMES
from audiouno.i18n import Catalogue

MISSING = [tool for tool in ("Xvfb", "xdotool", "xwininfo", "xwd", "xprop", "openbox") if shutil.which(tool) is None]
pytestmark = pytest.mark.skipif(
    bool(MISSING), reason=f"needs {', '.join(MISSING)} (apt-get install xvfb xdotool x11-utils x11-apps openbox)"
)
SCREEN = (1280, 1024)  # larger than the window, so that full screen is told apart from it
TEXT = Catalogue.load("en").text


@pytest.fixture
def desktop(tmp_path: Path) -> Iterator[str]:
    """A private X server of SCREEN's size, with Openbox managing its windows."""
    with x_server(*SCREEN) as name:
        yield from _managed(name, tmp_path)


def _managed(name: str, tmp_path: Path) -> Iterator[str]:
    """Openbox managing the display's windows, while the caller uses it."""
    manager = None
    try:
        env = {**os.environ, "DISPLAY": name, "HOME": str(tmp_path)}
        manager = subprocess.Popen(["openbox", "--sm-disable"], env=env, stderr=subprocess.DEVNULL)
        wait_for(
            lambda: "_NET_SUPPORTING_WM_CHECK" in _run(["xprop", "-root"], env) or manager.poll() is not None,
            "the window manager",
        )
        assert manager.poll() is None, f"openbox stopped: {manager.returncode}"
        yield name
    finally:
        if manager is not None:
            manager.terminate()
            manager.wait(timeout=10)


def _run(command: list[str], env: dict[str, str]) -> str:
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=20, check=False).stdout


@dataclass(frozen=True)
class Geometry:
    x: int
    y: int
    width: int
    height: int
    full_screen: bool  # the window manager's EWMH state says so


class Window:
    """The game's X window, found afresh each time: SDL makes a new one when the mode changes."""

    def __init__(self, real: RealGame) -> None:
        self.real = real

    def id(self) -> str:
        found = self.real.xdotool("search", "--pid", str(self.real.game.pid)).split()
        return found[-1] if found else ""

    def geometry(self) -> Geometry | None:
        window = self.id()
        if not window:
            return None
        info = _run(["xwininfo", "-id", window], self.real.env)
        fields = dict(line.strip().split(":", 1) for line in info.splitlines() if ":" in line)
        try:
            x, y = int(fields["Absolute upper-left X"]), int(fields["Absolute upper-left Y"])
            width, height = int(fields["Width"]), int(fields["Height"])
        except (KeyError, ValueError):
            return None  # the window went away while being asked
        state = _run(["xprop", "-id", window, "_NET_WM_STATE"], self.real.env)
        return Geometry(x, y, width, height, "_NET_WM_STATE_FULLSCREEN" in state)

    def settles_at(self, expected: tuple[int, int, int, int], full_screen: bool) -> Geometry:
        """Wait for the window to stand where expected (x, y or -1 for anywhere, width, height)."""

        def there() -> bool:
            got = self.geometry()
            if got is None or (got.width, got.height, got.full_screen) != (*expected[2:], full_screen):
                return False
            return expected[0] < 0 or (got.x, got.y) == expected[:2]

        wait_for(there, f"the window at {expected}, full screen {full_screen}; it is at {self.geometry()}")
        geometry = self.geometry()
        assert geometry is not None
        return geometry


class Screenshot:
    """The whole screen's pixels, from `xwd -root` (a TrueColor ZPixmap of 3 or 4 bytes a pixel)."""

    def __init__(self, env: dict[str, str]) -> None:
        data = subprocess.run(["xwd", "-root", "-silent"], env=env, capture_output=True, timeout=30, check=True)
        self.data = data.stdout
        header = struct.unpack(">25I", self.data[:100])
        header_size, pixmap_format, self.width, self.height = header[0], header[2], header[4], header[5]
        byte_order, bits_per_pixel, self.bytes_per_line = header[7], header[11], header[12]
        assert pixmap_format == 2 and bits_per_pixel in (24, 32), header
        self.size = bits_per_pixel // 8
        self.start = header_size + 12 * header[19]  # after the colour map
        self.order: Literal["little", "big"] = "little" if byte_order == 0 else "big"
        self.masks = header[14:17]
        self.shifts = [(mask & -mask).bit_length() - 1 for mask in self.masks]

    def pixel(self, x: int, y: int) -> tuple[int, ...]:
        at = self.start + y * self.bytes_per_line + self.size * x
        value = int.from_bytes(self.data[at : at + self.size], self.order)
        return tuple((value & mask) >> shift for mask, shift in zip(self.masks, self.shifts, strict=True))


def press(real: RealGame, window: Window, key: str, answer: Callable[[str], bool], what: str) -> None:
    """A key pressed as a keyboard presses it (XTEST, into the focused window), and the answer waited for.

    Not `xdotool key --window`: that sends the press and the release to one window, and when the press makes SDL
    replace the window (a new mode), the release is lost, SDL takes the key as held, and it repeats."""
    real.window = window.id()
    real.xdotool("windowfocus", "--sync", real.window)
    seen = len(real.lines())
    real.xdotool("key", key)
    wait_for(lambda: any(answer(line) for line in real.lines()[seen:]), what)


def assert_drawn_within(env: dict[str, str], area: tuple[int, int, int, int], what: str) -> None:
    """Nothing runs off the window at the largest text: the outermost ring of its pixels is all background (the
    margin every place keeps), and inside it something was drawn."""
    shot = Screenshot(env)
    x, y, width, height = area
    assert x + width <= shot.width and y + height <= shot.height, (what, area)
    ring = {shot.pixel(col, row) for col in range(x, x + width) for row in (y, y + height - 1)}
    ring |= {shot.pixel(col, row) for row in range(y, y + height) for col in (x, x + width - 1)}
    background = tuple(THEMES["dark"].background)
    assert ring == {background}, (what, ring)
    ink = sum(shot.pixel(col, row) != background for row in range(y, y + height, 8) for col in range(x, x + width, 8))
    assert ink > 100, what


def test_f11_really_fills_the_screen_and_comes_back_at_the_largest_text(desktop: str, tmp_path: Path) -> None:
    config, log = tmp_path / "config", tmp_path / "speech.log"
    config.mkdir()
    settings = f'{{"kind": "settings", "format": 1, "text_scale": {TEXT_SCALES[-1]}, "theme": "dark"}}'
    (config / "settings.json").write_text(settings)
    env = {**os.environ, "DISPLAY": desktop, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    env["HOME"] = str(tmp_path)
    play = [sys.executable, "-m", "audiouno.cli", "play", "--speech", "silent", "--speech-log", str(log)]
    game = subprocess.Popen(
        [*play, "--config-dir", str(config), "--lang", "en", "--seed", "5"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    real = RealGame(game, env, log)
    window = Window(real)
    full, windowed = TEXT("view.full_screen", on="yes"), TEXT("view.full_screen", on="no")
    try:
        wait_for(lambda: any(line.startswith(TEXT("main.title")) for line in real.lines()), "the main menu")
        real.focus()
        before = window.settles_at((-1, -1, *WINDOW_SIZE), full_screen=False)
        assert_drawn_within(env, (before.x, before.y, *WINDOW_SIZE), "the main menu in its window")

        press(real, window, "F11", lambda line: line == full, "full screen said")
        window.settles_at((0, 0, *SCREEN), full_screen=True)
        time.sleep(0.5)  # the first frame at the new size
        assert_drawn_within(env, (0, 0, *SCREEN), "the main menu, full screen")

        new = TEXT("main.new")
        press(
            real, window, "n", lambda line: line.startswith(new), "New match, past the tutorial a new player starts on"
        )
        press(real, window, "Return", lambda line: line.startswith(TEXT("lobby.title")), "the lobby")
        press(real, window, "Return", lambda line: "deals" in line, "the deal")
        time.sleep(0.5)
        assert_drawn_within(env, (0, 0, *SCREEN), "the table, full screen")

        press(real, window, "F11", lambda line: line == windowed, "back in a window said")
        after = window.settles_at((-1, -1, *WINDOW_SIZE), full_screen=False)
        time.sleep(0.5)
        assert_drawn_within(env, (after.x, after.y, *WINDOW_SIZE), "the table, back in its window")
        assert [line for line in real.lines() if line in (full, windowed)] == [full, windowed]  # one switch a key
    finally:
        if game.poll() is None:
            game.send_signal(signal.SIGTERM)
        _, err = game.communicate(timeout=CEILING)
    assert game.returncode in (0, 128 + signal.SIGTERM), err  # the game says when SIGTERM stopped it
