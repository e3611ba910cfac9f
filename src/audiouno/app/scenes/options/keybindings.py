"""Rebinding keys: choose a command, press its new key. A key already bound in that place is named and refused,
Escape cancels. The keys that differ from the defaults are written to the user keymap file, plain TOML that
stays editable by hand.

The player may have edited that file: a rebinding changes its one entry in place (tomlkit keeps every comment,
blank line, unknown section and entry the game did not understand, as written), and a file tomlkit cannot
edit is first copied to `keymap.toml.bak`."""

from __future__ import annotations

import json
from collections.abc import MutableMapping

import tomlkit

from ...files.player_files import KEYMAP, KEYMAP_KEPT
from ...files.storage import Damaged, read_bytes
from ...keys.keymap import MAX_BYTES, Keymap, default_keymap, key_words, name_bound_keys, parse_key
from ...keys.places import DECLARED, PLACES, WINDOW
from ...loop import KeyPress, Layer
from ...output.pictures import ListPicture
from ..lists.choice import ChoiceScene, Option
from ..scene import Scene, Services
from .describer import WAITED_PAST, bindable_name, is_escape

_HELP = {commands.place: commands for commands in PLACES}
HEADER = """\
# Your keys for audio-uno, written by the options' key bindings; you may edit it by hand.
# Only the commands whose keys differ from the default keymap are here; the rest keep their default keys.
# Key names: letters and digits, pygame's key names in lower case ("left", "return", "space", "f1", "comma"),
# with "shift+", "ctrl+" or "alt+" in front.
format = 1
"""


def command_words(services: Services, place: str, command: str) -> str:
    """What the command does, in the words F1 uses for it (its declaration's help message)."""
    return services.catalogue.text(_HELP[place].help_key(command))


def keys_words(services: Services, place: str, command: str) -> str:
    keys = services.keymap.keys_for(place, command)
    if not keys:
        return services.catalogue.text("keys.unbound")
    return services.catalogue.text("help.or").join(key_words(services.catalogue, key) for key in keys)


def user_keymap_text(keymap: Keymap, default: Keymap) -> str:
    """The TOML of every command whose keys differ from the default's."""
    lines = [HEADER]
    for place in DECLARED:
        changed = [c for c in DECLARED[place] if keymap.keys_for(place, c) != default.keys_for(place, c)]
        if changed:
            lines.append(f"\n[{place}]\n")
            lines += [f"{c} = {json.dumps(keymap.keys_for(place, c))}\n" for c in changed]
    return "".join(lines)


def edited_keymap_text(existing: str, keymap: Keymap, default: Keymap, place: str, command: str) -> str:
    """The player's keymap text with the keys of `command` in `place` as `keymap` has them, and nothing else
    changed; an entry back at the default keys is taken out. `ValueError` (or tomlkit's errors) if the text
    cannot be edited so."""
    document = tomlkit.parse(existing)
    names = keymap.keys_for(place, command)
    section = document.get(place)
    if section is not None and not isinstance(section, MutableMapping):
        raise ValueError(f"{place} is not a section")
    if names == default.keys_for(place, command):
        if section is not None and command in section:
            del section[command]
    else:
        if section is None:
            section = tomlkit.table()
            document[place] = section
        section[command] = names
    return tomlkit.dumps(document)


def use_keymap(services: Services, keymap: Keymap, place: str, command: str) -> None:
    """Put `keymap` in force (prompts name its keys) and keep it in the user's file, where only the entry of
    `command` in `place` changes."""
    services.keymap = keymap
    name_bound_keys(services.catalogue, keymap)
    default = Keymap.load(default_keymap(), None, DECLARED)[0]
    path = services.files.path(KEYMAP)
    if path is not None:
        text = user_keymap_text(keymap, default)
        try:
            existing = read_bytes(path, MAX_BYTES, follow_links=True)
        except Damaged:
            existing = None
        if existing is not None:
            old = existing.decode("utf-8-sig", errors="replace")
            try:
                text = edited_keymap_text(old, keymap, default, place, command)
            except Exception:  # tomlkit cannot edit it: the player's text is kept beside the new one
                services.files.write_text(KEYMAP_KEPT, old)
        services.files.write_text(KEYMAP, text, through_link=True)  # a keymap the player keeps elsewhere stays there
    services.tell_file_notices()


def reset_keys(services: Services) -> None:
    default = Keymap.load(default_keymap(), None, DECLARED)[0]
    services.keymap = default
    name_bound_keys(services.catalogue, default)
    path = services.files.path(KEYMAP)
    if path is not None and path.is_symlink():  # the player's own file, kept elsewhere: emptied, not unlinked
        services.files.write_text(KEYMAP, user_keymap_text(default, default), through_link=True)
    else:
        services.files.remove(KEYMAP)
    services.voice.answer(services.catalogue.text("keys.reset_done"))
    services.tell_file_notices()


class KeyBindingsScene(ChoiceScene[tuple[str, str]]):
    """Every command of the table and of lists, with its keys; Enter waits for a new key for it."""

    def __init__(self, services: Services) -> None:
        super().__init__(
            services, services.catalogue.text("keys.title"), self._options(services), self._chosen, stays=True
        )
        self._on_back = lambda now: self.close()

    @staticmethod
    def _options(services: Services) -> list[Option[tuple[str, str]]]:
        return [
            Option(
                services.catalogue.text(
                    f"keys.item.{place}",
                    command=command_words(services, place, command),
                    keys=keys_words(services, place, command),
                ),
                (place, command),
            )
            for place, commands in DECLARED.items()
            for command in commands
        ]

    def reveal(self, now: float, closed: Layer) -> None:
        self.options = self._options(self.services)
        super().reveal(now, closed)

    def _chosen(self, value: tuple[str, str], now: float) -> None:
        place, command = value
        self.services.control.push(KeyCapture(self.services, place, command))


class KeyCapture(Scene):
    """Waits for the new key of one command."""

    takes_every_key = True  # F11 may be the key asked for

    def __init__(self, services: Services, place: str, command: str) -> None:
        super().__init__(services)
        self.bound_place, self.command = place, command

    def enter(self, now: float) -> None:
        services = self.services
        self.services.voice.answer(
            services.catalogue.text(
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
            services.voice.answer(services.catalogue.text("keys.cancelled"), "menu_back")
            self.close()
            return True
        name = bindable_name(press)
        if name is None or parse_key(name) is None:
            services.voice.answer(services.catalogue.text("keys.unusable"), "invalid")
            return True
        words = key_words(services.catalogue, name)
        taken = self._taken(press)
        if taken == (self.bound_place, self.command):
            services.voice.answer(services.catalogue.text("keys.same", pressed=words))
            self.close()
        elif taken is not None:
            other = command_words(services, *taken)
            services.voice.answer(services.catalogue.text("keys.taken", pressed=words, command=other), "invalid")
        else:
            keymap = services.keymap.rebound(self.bound_place, self.command, [name])
            use_keymap(services, keymap, self.bound_place, self.command)
            command = command_words(services, self.bound_place, self.command)
            services.voice.answer(services.catalogue.text("keys.bound", pressed=words, command=command), "menu_select")
            self.close()
        return True

    def _taken(self, press: KeyPress) -> tuple[str, str] | None:
        """The place and command a key already runs where it would clash: this place's own, and the window's keys,
        which every place hears first (so a window key clashes with the keys of every place)."""
        window = WINDOW.place
        others = [place for place in DECLARED if place != window] if self.bound_place == window else [window]
        for place in [self.bound_place, *others]:
            command = self.services.keymap.command(place, press.key, press.mod)
            if command is not None:
                return place, command
        return None

    def picture(self) -> ListPicture:
        return ListPicture(command_words(self.services, self.bound_place, self.command))
