"""NVDA's word on when each line is over: its controller client (NVDA 2024.1 and later) speaks SSML and calls back
as each `<mark/>` is reached, so each line is spoken with a mark at its end.

The client calls the mark callback only while `nvdaController_speakSsml` runs synchronously (it returns once the
speech is over), and keeps the callback per thread: the lines are spoken one at a time on a thread of this
module's own, which sets it. An interrupt drops the lines waiting here and cancels NVDA's speech, which ends the
call. A client without the two functions (accessible_output2 0.17 ships one from before 2024.1), JAWS and the
others keep the estimate, and nothing is said about it.

Not tried on a real NVDA (it runs on Windows only): the tests drive this module with a stand-in for the DLL.
"""

from __future__ import annotations

import ctypes
import sys
import threading
from collections import deque
from typing import Any
from xml.sax.saxutils import escape

from .base import LineEnd

SPEAK_SSML = "nvdaController_speakSsml"
SET_MARK_CALLBACK = "nvdaController_setOnSsmlMarkReachedCallback"
SYMBOL_LEVEL_UNCHANGED = -1  # the player's own punctuation level
SPEECH_PRIORITY_NORMAL = 0  # queued after what NVDA is saying, as the game's news is
RPC_S_UNKNOWN_IF = 1717  # the client is newer than the NVDA running (before 2024.1), which speaks no SSML
STOP_TIMEOUT = 1.0  # seconds close() waits for the thread

# error_status_t (__stdcall *)(const wchar_t* name); elsewhere than Windows, the C convention of the tests' stand-in
if sys.platform == "win32":
    MARK_CALLBACK = ctypes.WINFUNCTYPE(ctypes.c_ulong, ctypes.c_wchar_p)
else:
    MARK_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_ulong, ctypes.c_wchar_p)


def offers_ssml(lib: Any) -> bool:
    """Whether the loaded controller client has SSML and its mark callback (NVDA 2024.1's client or later)."""
    return all(hasattr(lib, name) for name in (SPEAK_SSML, SET_MARK_CALLBACK))


def line_ssml(text: str, mark: str) -> str:
    return f'<speak>{escape(text)}<mark name="{mark}"/></speak>'


class NvdaSsml:
    """Speaks lines through NVDA's controller client, one at a time, each with a mark at its end."""

    def __init__(self, lib: Any) -> None:
        self._lib = lib
        speak = getattr(lib, SPEAK_SSML)
        speak.argtypes = (ctypes.c_wchar_p, ctypes.c_int, ctypes.c_int, ctypes.c_ubyte)  # MIDL's boolean: a byte
        speak.restype = ctypes.c_ulong
        self._lock = threading.Condition()
        self._pending: deque[tuple[str, LineEnd]] = deque()
        self._speaking: tuple[str, LineEnd] | None = None  # the mark that ends the line being said, and its line
        self._marks = 0
        self._closing = False
        self.working = True  # False once NVDA has answered that it speaks no SSML
        self._on_mark = MARK_CALLBACK(self._mark_reached)  # kept alive here: the client holds only a pointer
        self._thread = threading.Thread(target=self._run, name="audiouno-nvda", daemon=True)
        self._thread.start()

    def speak(self, text: str, line: LineEnd | None) -> None:
        with self._lock:
            self._pending.append((text, line or _UNTOLD))
            self._lock.notify()

    def cancel(self) -> None:
        """Cut off the line being said and drop those waiting."""
        with self._lock:
            dropped = [line for _, line in self._pending]
            self._pending.clear()
            if self._speaking is not None:
                dropped.append(self._speaking[1])
        for line in dropped:
            line.cut()
        self._lib.nvdaController_cancelSpeech()

    def close(self) -> None:
        with self._lock:
            self._closing = True
            waiting = [line for _, line in self._pending]
            self._pending.clear()
            self._lock.notify()
        for line in waiting:
            line.unreported()
        self._thread.join(timeout=STOP_TIMEOUT)

    def _run(self) -> None:
        lib = self._lib
        getattr(lib, SET_MARK_CALLBACK)(self._on_mark)  # on the thread that speaks: the client keeps it per thread
        while (job := self._next()) is not None:
            text, mark, line = job
            if not self.working:
                lib.nvdaController_speakText(text)
                line.unreported()
                continue
            # Returns once the line is over: said (its mark reached, or none to reach), or cancelled (an error).
            # A cancel that comes between taking the line and NVDA receiving it is not seen: the line is said.
            result = getattr(lib, SPEAK_SSML)(line_ssml(text, mark), SYMBOL_LEVEL_UNCHANGED, SPEECH_PRIORITY_NORMAL, 0)
            with self._lock:
                self._speaking = None
            if result == RPC_S_UNKNOWN_IF:
                self.working = False
                lib.nvdaController_speakText(text)
                line.unreported()
            elif result == 0:
                line.ended()  # if the mark came, that was the end, and this says nothing more
            else:
                line.cut()
        getattr(lib, SET_MARK_CALLBACK)(None)

    def _next(self) -> tuple[str, str, LineEnd] | None:
        """The next line to say, with the mark that ends it, made the line being said; None once closing."""
        with self._lock:
            while not self._pending and not self._closing:
                self._lock.wait()
            if self._closing:
                return None
            text, line = self._pending.popleft()
            self._marks += 1
            mark = f"audiouno-{self._marks}"
            self._speaking = (mark, line)
            return text, mark, line

    def _mark_reached(self, name: str) -> int:
        """NVDA's callback, on this module's thread while it waits in speakSsml."""
        with self._lock:
            speaking = self._speaking
        if speaking is not None and speaking[0] == name:
            speaking[1].ended()
        return 0


class _Untold:
    """The line of a message nobody asked to hear the end of."""

    def began(self, ago: float = 0.0) -> None:
        pass

    def ended(self, ago: float = 0.0) -> None:
        pass

    def cut(self, ago: float = 0.0) -> None:
        pass

    def unreported(self) -> None:
        pass


_UNTOLD = _Untold()
