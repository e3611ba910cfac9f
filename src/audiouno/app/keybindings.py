"""Rebinding keys: choose a command, press its new key. A key already bound in that place is named and refused,
Escape cancels. The keys that differ from the defaults are written to the user keymap file, plain TOML that
stays editable by hand."""

from __future__ import annotations

import json

import pygame

from .choice import ChoiceScene, Option
from .control import KeyPress
from .describer import WAITED_PAST, bindable_name, is_escape
from .files import KEYMAP
from .keymap import Keymap, default_keymap, key_words, name_bound_keys, parse_key
from .scene import Scene, Services
from .view import draw_list

PLACES = ("table", "choice")
HEADER = """\
# Your keys for audio-uno, written by the options' key bindings; you may edit it by hand.
# Only the commands whose keys differ from the default keymap are here; the rest keep their default keys.
# Key names: letters and digits, pygame's key names in lower case ("left", "return", "space", "f1", "comma"),
# with "shift+", "ctrl+" or "alt+" in front.
format = 1
"""


def command_words(services: Services, place: str, command: str) -> str:
    return services.catalogue.get(f"help.{place}.{command}") or command.replace("_", " ")


def keys_words(services: Services, place: str, command: str) -> str:
    keys = services.keymap.keys_for(place, command)
    if not keys:
        return services.text("keys.unbound")
    return services.text("help.or").join(key_words(services.catalogue, key) for key in keys)


def user_keymap_text(keymap: Keymap, default: Keymap) -> str:
    """The TOML of every command whose keys differ from the default's."""
    lines = [HEADER]
    for place in PLACES:
        changed = [c for c in keymap.commands(place) if keymap.keys_for(place, c) != default.keys_for(place, c)]
        if changed:
            lines.append(f"\n[{place}]\n")
            lines += [f"{c} = {json.dumps(keymap.keys_for(place, c))}\n" for c in changed]
    return "".join(lines)


def use_keymap(services: Services, keymap: Keymap) -> None:
    """Put `keymap` in force (prompts name its keys) and keep it in the user's file."""
    services.keymap = keymap
    name_bound_keys(services.catalogue, keymap)
    default = Keymap.load(default_keymap())[0]
    if services.files.remembers:
        services.files.write_text(KEYMAP, user_keymap_text(keymap, default))
    services.tell_file_notices()


def reset_keys(services: Services) -> None:
    default = Keymap.load(default_keymap())[0]
    services.keymap = default
    name_bound_keys(services.catalogue, default)
    services.files.remove(KEYMAP)
    services.voice.answer(services.text("keys.reset_done"))
    services.tell_file_notices()


class KeyBindingsScene(ChoiceScene):
    """Every command of the table and of lists, with its keys; Enter waits for a new key for it."""

    def __init__(self, services: Services) -> None:
        super().__init__(services, services.text("keys.title"), self._options(services), self._chosen, stays=True)
        self._on_back = lambda now: self.close()

    @staticmethod
    def _options(services: Services) -> list[Option]:
        return [
            Option(
                services.text(
                    f"keys.item.{place}",
                    command=command_words(services, place, command),
                    keys=keys_words(services, place, command),
                ),
                (place, command),
            )
            for place in PLACES
            for command in services.keymap.commands(place)
        ]

    def reveal(self, now: float, closed: Scene) -> None:
        self.options = self._options(self.services)
        super().reveal(now, closed)

    def _chosen(self, value: object, now: float) -> None:
        assert isinstance(value, tuple)
        place, command = value
        self.services.control.push(KeyCapture(self.services, place, command))


class KeyCapture(Scene):
    """Waits for the new key of one command."""

    def __init__(self, services: Services, place: str, command: str) -> None:
        super().__init__(services)
        self.bound_place, self.command = place, command

    def enter(self, now: float) -> None:
        services = self.services
        self.services.voice.answer(
            services.text(
                "keys.press",
                command=command_words(services, self.bound_place, self.command),
                keys=keys_words(services, self.bound_place, self.command),
            )
        )

    def handle(self, press: KeyPress, now: float) -> bool:
        if press.key in WAITED_PAST or press.repeat:
            return True  # a modifier waits for its key
        services = self.services
        if is_escape(press):
            services.voice.answer(services.text("keys.cancelled"), "menu_back")
            self.close()
            return True
        name = bindable_name(press)
        if name is None or parse_key(name) is None:
            services.voice.answer(services.text("keys.unusable"), "invalid")
            return True
        words = key_words(services.catalogue, name)
        taken = services.keymap.command(self.bound_place, press.key, press.mod)
        if taken == self.command:
            services.voice.answer(services.text("keys.same", pressed=words))
            self.close()
        elif taken is not None:
            other = command_words(services, self.bound_place, taken)
            services.voice.answer(services.text("keys.taken", pressed=words, command=other), "invalid")
        else:
            use_keymap(services, services.keymap.rebound(self.bound_place, self.command, [name]))
            command = command_words(services, self.bound_place, self.command)
            services.voice.answer(services.text("keys.bound", pressed=words, command=command), "menu_select")
            self.close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_list(surface, command_words(self.services, self.bound_place, self.command), [], 0)
