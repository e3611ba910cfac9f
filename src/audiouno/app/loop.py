"""The one non-blocking loop and its stack of scenes (lobby, table, choices, menus).

Keys go to the top scene; a scene that lets keys through (an in-game choice) hands the ones it does not use to
the scene below. Every scene is updated each pass, except those under a scene that pauses the game (the menu).
The loop waits for the next key or the next moment a scene asked for, never longer, so a key is answered at once,
and a speech engine's word that a line has ended (on a thread of its own) wakes it at once too (`wake`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import pygame

from .clock import Clock

IDLE_WAIT = 0.25  # seconds to wait when nothing is due: window events still get an answer
KEY_REPEAT = (400, 80)  # ms before a held key repeats, and between repeats
WAKE = pygame.event.custom_type()  # an event that only ends the loop's wait


def wake() -> None:
    """End the loop's wait now, from any thread; nothing once the program has closed pygame."""
    with contextlib.suppress(pygame.error):
        pygame.event.post(pygame.event.Event(WAKE))


@dataclass(frozen=True)
class KeyPress:
    key: int  # pygame key code
    mod: int  # pygame modifier bits
    unicode: str  # the character typed, if any: number keys and first letters in a list
    repeat: bool  # the key is being held down: only moving keys act on repeats, never Enter or Space


class Layer(Protocol):
    """What the loop asks of a scene on its stack. `scene.Scene` is the one implementation; the loop knows only
    this, so that the scenes may use the loop (`Services.control`) without the two modules importing each other."""

    @property
    def place(self) -> str | None:
        """The keymap section its keys come from."""

    @property
    def pauses(self) -> bool:
        """Time stops for the layers below."""

    @property
    def passes_keys(self) -> bool:
        """Keys this layer does not use go to the layer below."""

    @property
    def takes_every_key(self) -> bool:
        """On top, it hears even the window's own keys (F11): it waits for a key to bind or to describe."""

    def enter(self, now: float) -> None: ...

    def reveal(self, now: float, closed: Layer) -> None: ...

    def suspend(self, now: float) -> None: ...

    def resume(self, now: float) -> None: ...

    def handle(self, press: KeyPress, now: float) -> bool: ...

    def update(self, now: float) -> None: ...

    def next_wake(self, now: float) -> float | None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


class KeyListener(Protocol):
    """Told of every key press before the scenes answer it, and once they have."""

    def key_pressed(self, press: KeyPress, stack: list[Layer]) -> None: ...

    def key_answered(self) -> None: ...


class Control:
    def __init__(self, clock: Clock, listener: KeyListener | None = None) -> None:
        self.clock = clock
        self.listener = listener
        self.stack: list[Layer] = []
        self.running = True
        self.dirty = True  # the screen needs drawing again
        # Keys that act on the window in every place (full screen): asked first; True if the key was one.
        self.window_keys: Callable[[KeyPress, float], bool] | None = None
        self._held: set[int] = set()
        self.on_focus: Callable[[bool], None] | None = None  # told when the window gains (True) or loses the keyboard

    # ------------------------------------------------------------ the stack

    def push(self, scene: Layer) -> None:
        now = self.clock()
        if scene.pauses:
            for below in self.stack:
                below.suspend(now)
        self.stack.append(scene)
        self.dirty = True
        scene.enter(now)

    def pop(self, scene: Layer) -> None:
        """Remove `scene` (with any scenes above it) and tell the new top scene it is back in front."""
        if scene not in self.stack:
            return
        now = self.clock()
        removed = self.stack[self.stack.index(scene) :]
        del self.stack[self.stack.index(scene) :]
        if any(gone.pauses for gone in removed) and not any(left.pauses for left in self.stack):
            for below in self.stack:
                below.resume(now)
        self.dirty = True
        if self.stack:
            self.stack[-1].reveal(now, scene)

    def quit(self) -> None:
        self.running = False

    # ------------------------------------------------------------ one pass of the loop

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.WINDOWFOCUSGAINED, pygame.WINDOWFOCUSLOST):
            if self.on_focus is not None:
                self.on_focus(event.type == pygame.WINDOWFOCUSGAINED)
            return
        if event.type == pygame.KEYUP:
            self._held.discard(event.key)
        if event.type != pygame.KEYDOWN:
            if event.type in (pygame.WINDOWEXPOSED, pygame.VIDEORESIZE):
                self.dirty = True
            return
        press = KeyPress(event.key, event.mod, getattr(event, "unicode", ""), event.key in self._held)
        self._held.add(event.key)
        now = self.clock()
        if self.listener is not None:
            self.listener.key_pressed(press, self.stack)
        try:
            top_takes_all = bool(self.stack) and self.stack[-1].takes_every_key
            if self.window_keys is None or top_takes_all or not self.window_keys(press, now):
                for scene in reversed(list(self.stack)):
                    if scene.handle(press, now) or not scene.passes_keys:
                        break
        finally:
            if self.listener is not None:
                self.listener.key_answered()
        self.dirty = True

    def update(self) -> None:
        now = self.clock()
        for scene in self._live():
            scene.update(now)

    def step(self) -> None:
        """Handle every waiting event, then let time pass for the scenes."""
        for event in pygame.event.get():
            self.handle(event)
        self.update()

    def draw(self, surface: pygame.Surface) -> None:
        if self.dirty and self.stack:
            self.stack[-1].draw(surface)
            pygame.display.flip()
            self.dirty = False

    def wait(self) -> pygame.event.Event | None:
        """Sleep until an event arrives (returned) or a scene has something due (None)."""
        now = self.clock()
        wakes = [wake for scene in self._live() if (wake := scene.next_wake(now)) is not None]
        delay = min([IDLE_WAIT, *(wake - now for wake in wakes)])
        if delay <= 0:
            return None
        event = pygame.event.wait(max(1, round(delay * 1000)))
        return None if event.type == pygame.NOEVENT else event

    def run(self, surface: pygame.Surface) -> None:
        while self.running and self.stack:
            self.step()
            self.draw(surface)
            event = self.wait()
            if event is not None:
                self.handle(event)

    def _live(self) -> list[Layer]:
        """The scenes time passes for: those above the top pausing scene, and that scene itself."""
        live: list[Layer] = []
        for scene in reversed(self.stack):
            live.append(scene)
            if scene.pauses:
                break
        return live
