"""Real speech back ends without a sound card (see HEADLESS.md), used by the fixtures in conftest.py.

- `start_speechd`: a Speech Dispatcher of our own that renders with espeak-ng and appends every utterance to
  a raw audio file, so a test can tell that real speech came out; or, `paced`, plays it into a sound card that
  takes it at a real card's pace, so that a line lasts as long as it is heard and its END comes at its end.
- `paced_sound_card`: an ALSA default device that takes audio at a real card's pace, for pyttsx3's `aplay`.
"""

from __future__ import annotations

import contextlib
import ctypes.util
import fcntl
import os
import shutil
import signal
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from waiting import CEILING

BYTES_PER_SECOND = 22050 * 2  # espeak-ng's audio as Speech Dispatcher and pyttsx3 play it: 16-bit mono 22050 Hz


class PacedSoundCard:
    """A named pipe read as a sound card plays: in real time while there is audio, banking no time while there is
    none, through a card's small buffer (one page: 93 ms of 16-bit mono 22050 Hz). A writer blocks until its
    audio has been "heard", and `played` counts the bytes taken so far."""

    def __init__(self, pipe: Path) -> None:
        os.mkfifo(pipe)
        self.played = 0
        self._reader = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)
        fcntl.fcntl(self._reader, fcntl.F_SETPIPE_SZ, 4096)  # a card's small buffer rather than 64 KiB (1.5 s)
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._play, daemon=True)
        self._thread.start()

    def _play(self) -> None:
        since, played_since = time.monotonic(), 0  # the card has played without a gap since then
        while not self._done.is_set():
            time.sleep(0.005)
            now = time.monotonic()
            due = min(int((now - since) * BYTES_PER_SECOND) - played_since, BYTES_PER_SECOND // 50) & ~1
            taken = b""
            if due > 0:
                with contextlib.suppress(BlockingIOError):
                    taken = os.read(self._reader, due)
            self.played += len(taken)
            played_since += len(taken)
            if due > 0 and len(taken) < due:  # ran dry: what is written next plays from now
                since, played_since = now, 0

    def close(self) -> None:
        self._done.set()
        self._thread.join()
        os.close(self._reader)


@dataclass
class PrivateSpeechd:
    address: str  # the value for SPEECHD_ADDRESS
    audio: Path  # every utterance is appended here as raw 16-bit mono 22050 Hz (unless paced)
    pid: int
    card: PacedSoundCard | None = None  # paced: the sound card that plays every utterance in real time
    words_per_minute: int | None = None  # espeak-ng's rate, where the daemon was given one

    def audio_bytes(self) -> int:
        if self.card is not None:
            return self.card.played
        return self.audio.stat().st_size if self.audio.exists() else 0

    def wait_quiet(self, quiet: float = 0.3) -> None:
        """Until no audio has come for `quiet` seconds: what an earlier test said is over (the daemon is shared)."""
        deadline = time.monotonic() + CEILING
        heard, since = self.audio_bytes(), time.monotonic()
        while time.monotonic() - since < quiet and time.monotonic() < deadline:
            time.sleep(0.02)
            if self.audio_bytes() != heard:
                heard, since = self.audio_bytes(), time.monotonic()

    def running(self) -> bool:
        """Whether the daemon or one of its output modules is still alive. The modules are its children in its
        process group; an orphaned one keeps the clients' sockets open, so a client would not see the daemon go."""
        for stat_file in Path("/proc").glob("[0-9]*/stat"):
            with contextlib.suppress(OSError):
                state, _parent, group = stat_file.read_text().rsplit(")", 1)[1].split()[:3]
                if int(group) == self.pid and state != "Z":  # a zombie may wait long for init to reap it
                    return True
        return False

    def stop(self) -> None:
        """SIGTERM to the daemon and its modules, and SIGKILL if one is still running 3 s later."""
        for sig in (signal.SIGTERM, signal.SIGKILL):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.pid, sig)  # the daemon leads its own group (it detached with setsid)
            deadline = time.monotonic() + 3
            while self.running() and time.monotonic() < deadline:
                time.sleep(0.01)
            if not self.running():
                break
        if self.card is not None:
            self.card.close()


def start_speechd(base: Path, *, paced: bool = False, words_per_minute: int | None = None) -> PrivateSpeechd:
    """Copies the system configuration, makes espeak-ng the voice and an ALSA `file` device the sound card.

    `paced`: the device is a `PacedSoundCard`. `words_per_minute`: espeak-ng's rate, set in its module's
    configuration as its normal rate (Speech Dispatcher's rate 0), above the usual ceiling of 449 if need be."""
    if not (shutil.which("speech-dispatcher") and shutil.which("espeak-ng")):
        pytest.skip("needs the speech-dispatcher and espeak-ng programs (apt-get install speech-dispatcher ...)")
    conf, home, log = base / "conf", base / "home", base / "log"
    shutil.copytree("/etc/speech-dispatcher", conf)
    home.mkdir()
    log.mkdir()
    with (conf / "speechd.conf").open("a") as config:
        config.write('\nDefaultModule espeak-ng\nAudioOutputMethod "alsa"\nAudioALSADevice "spdfile"\n')
    if words_per_minute is not None:
        with (conf / "modules" / "espeak-ng.conf").open("a") as module:
            module.write(f"\nEspeakNormalRate {words_per_minute}\nEspeakMaxRate {max(449, words_per_minute)}\n")
    card = PacedSoundCard(base / "speech.fifo") if paced else None
    audio = base / "speech.fifo" if paced else base / "speech.raw"
    (home / ".asoundrc").write_text(f'pcm.spdfile {{ type file; slave.pcm "null"; file "{audio}"; format "raw" }}\n')
    sock, pid_file = base / "speechd.sock", base / "speechd.pid"
    command = ["speech-dispatcher", "-d", "-t", "0", "-C", conf, "-L", log, "-c", "unix_socket", "-S", sock]
    # The daemon would hold on to inherited pipes; its messages go to the log directory.
    subprocess.run(
        [*command, "-P", pid_file],
        env={**os.environ, "HOME": str(home)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        check=True,
        timeout=10,
    )
    deadline = time.monotonic() + CEILING
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError, ValueError), socket.socket(socket.AF_UNIX) as probe:
            pid = int(pid_file.read_text())
            probe.connect(str(sock))
            return PrivateSpeechd(f"unix_socket:{sock}", audio, pid, card, words_per_minute)
        time.sleep(0.02)
    if card is not None:
        card.close()
    logs = "\n".join(path.read_text(errors="replace")[-2000:] for path in log.iterdir())
    pytest.fail(f"the private Speech Dispatcher did not start:\n{logs}")


@contextlib.contextmanager
def paced_sound_card(home: Path) -> Iterator[PacedSoundCard]:
    """Makes ALSA's default device, for a process whose HOME is `home`, a pipe read in real time like a card.

    pyttsx3 plays each message with `aplay`; with no card that fails at once, so nothing would take time or
    could be cut off. Here `aplay` blocks until its audio has been "heard", and `played` counts it.
    """
    if ctypes.util.find_library("espeak-ng") is None or shutil.which("aplay") is None:
        pytest.skip("needs libespeak-ng1 and aplay (alsa-utils)")
    pipe = home / "pcm.fifo"
    (home / ".asoundrc").write_text(f'pcm.!default {{ type file; slave.pcm "null"; file "{pipe}"; format "raw" }}\n')
    card = PacedSoundCard(pipe)
    try:
        yield card
    finally:
        card.close()
