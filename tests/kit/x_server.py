"""A private X server (Xvfb) for the tests that open a real window. Xvfb picks a free display number itself and
writes it to a pipe (-displayfd), so that tests running side by side never race for one."""

from __future__ import annotations

import os
import select
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager

from waiting import CEILING


@contextmanager
def x_server(width: int = 1024, height: int = 768) -> Iterator[str]:
    """The display (":97") of a new X server, ready for clients; stopped on leaving."""
    read, write = os.pipe()
    # -noreset: an X server resets when its last client leaves, and refuses clients while it does; a test's
    # passing client (xprop, xdotool) leaving just as the window manager or the game connects made it fail to
    # open the display.
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp", "-noreset"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        number = b""
        while not number.endswith(b"\n"):  # the number, once the server accepts clients
            ready, _, _ = select.select([read], [], [], CEILING)
            chunk = os.read(read, 16) if ready else b""
            assert chunk, "the X server did not start"
            number += chunk
        yield f":{int(number)}"
    finally:
        os.close(read)
        server.terminate()
        server.wait(timeout=10)
