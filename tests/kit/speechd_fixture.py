"""Real speech back ends without a sound card (see HEADLESS.md), used by the fixtures in conftest.py.

- `start_speechd`: a Speech Dispatcher of our own that renders with espeak-ng and appends every utterance to
  a raw audio file, so a test can tell that real speech came out.
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


@dataclass
class PrivateSpeechd:
    address: str  # the value for SPEECHD_ADDRESS
    audio: Path  # every utterance is appended here as raw 16-bit mono 22050 Hz
    pid: int

    def audio_bytes(self) -> int:
        return self.audio.stat().st_size if self.audio.exists() else 0

    def running(self) -> bool:
        try:
            stat = Path(f"/proc/{self.pid}/stat").read_text()
        except FileNotFoundError:
            return False
        return stat.rsplit(")", 1)[1].split()[0] != "Z"  # a daemon's zombie may wait long for init to reap it

    def stop(self) -> None:
        """SIGTERM, and SIGKILL if it is still running 3 s later."""
        for sig in (signal.SIGTERM, signal.SIGKILL):
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, sig)
            deadline = time.monotonic() + 3
            while self.running() and time.monotonic() < deadline:
                time.sleep(0.01)
            if not self.running():
                return


def start_speechd(base: Path) -> PrivateSpeechd:
    """Copies the system configuration, makes espeak-ng the voice and an ALSA `file` device the sound card."""
    if not (shutil.which("speech-dispatcher") and shutil.which("espeak-ng")):
        pytest.skip("needs the speech-dispatcher and espeak-ng programs (apt-get install speech-dispatcher ...)")
    conf, home, log = base / "conf", base / "home", base / "log"
    shutil.copytree("/etc/speech-dispatcher", conf)
    home.mkdir()
    log.mkdir()
    with (conf / "speechd.conf").open("a") as config:
        config.write('\nDefaultModule espeak-ng\nAudioOutputMethod "alsa"\nAudioALSADevice "spdfile"\n')
    audio = base / "speech.raw"
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
            return PrivateSpeechd(f"unix_socket:{sock}", audio, pid)
        time.sleep(0.02)
    logs = "\n".join(path.read_text(errors="replace")[-2000:] for path in log.iterdir())
    pytest.fail(f"the private Speech Dispatcher did not start:\n{logs}")


@dataclass
class PacedSoundCard:
    played: int = 0  # bytes of audio taken so far, at 16-bit mono 22050 Hz


@contextlib.contextmanager
def paced_sound_card(home: Path) -> Iterator[PacedSoundCard]:
    """Makes ALSA's default device, for a process whose HOME is `home`, a pipe read in real time like a card.

    pyttsx3 plays each message with `aplay`; with no card that fails at once, so nothing would take time or
    could be cut off. Here `aplay` blocks until its audio has been "heard", and `played` counts it.
    """
    if ctypes.util.find_library("espeak-ng") is None or shutil.which("aplay") is None:
        pytest.skip("needs libespeak-ng1 and aplay (alsa-utils)")
    pipe = home / "pcm.fifo"
    os.mkfifo(pipe)
    (home / ".asoundrc").write_text(f'pcm.!default {{ type file; slave.pcm "null"; file "{pipe}"; format "raw" }}\n')
    reader = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)
    fcntl.fcntl(reader, fcntl.F_SETPIPE_SZ, 4096)  # a card's small buffer rather than 64 KiB (1.5 s) of audio
    card, done = PacedSoundCard(), threading.Event()

    def listen() -> None:
        while not done.is_set():
            with contextlib.suppress(BlockingIOError):
                card.played += len(os.read(reader, BYTES_PER_SECOND // 100))
            time.sleep(0.01)

    thread = threading.Thread(target=listen, daemon=True)
    thread.start()
    try:
        yield card
    finally:
        done.set()
        thread.join()
        os.close(reader)
