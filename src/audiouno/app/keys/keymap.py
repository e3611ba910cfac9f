"""The keys that run each place's commands ("table", "lobby", "choice", "practice" ...), read from keymap TOML files.
The commands themselves are declared with their places (`places.py`) and bound by the scenes (`commands.py`).

The default keymap comes with the game; a keymap in the user's config folder overrides it command by command.
Bad input never raises: each mistake comes back as a `Problem` (a message key and its arguments, to be spoken)
and the defaults stay in force wherever the user's file is wrong. A user's file that cannot be read or parsed at
all (not a regular file, too big, not UTF-8, not TOML, nested too deeply) is renamed out of the way, so that the
next start is clean and nothing is lost.

About 400 lines, on purpose: reading a hand-edited file without ever failing, with the line of each mistake, is
one job, and its parts (key names, the file's checks, the lines) are only used together.
"""

from __future__ import annotations

import re
import sys
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...i18n import Catalogue
from ..files.storage import Damaged, NotAFile, TooBig, read_bytes, set_aside

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

if TYPE_CHECKING:
    if sys.version_info >= (3, 11):
        from importlib.resources.abc import Traversable
    else:
        from importlib.abc import Traversable

KeyName = str
"""A key as the files write it: "left", "return", "c", "shift+c", "f1", "comma", "kp_enter" ..."""

Binding = tuple[int, int]  # (pygame key code, modifier bits as `_modifiers` normalises them)

_MODIFIERS = {"shift": pygame.KMOD_SHIFT, "ctrl": pygame.KMOD_CTRL, "alt": pygame.KMOD_ALT}
# Names SDL would read differently: its "enter" is the keypad's Enter, which nobody means by it.
_ALIASES = {"enter": "return", "esc": "escape"}
_CONSTANT_NAME = re.compile(r"[a-z0-9_]+")
_HEADER = re.compile(r"\s*\[\s*[\"']?([^\]\"']+?)[\"']?\s*\]")
_ASSIGNMENT = re.compile(r"\s*[\"']?([A-Za-z0-9_-]+)[\"']?\s*=")
FORMAT = 1  # of the user's keymap file, written as `format = 1` at its top (a file without it is format 1)
_TOML_POSITION = re.compile(r"\s*\(at (?:line (\d+), column \d+|end of document)\)$")
MAX_BYTES = 1_000_000  # a keymap is a few kilobytes; anything over this is not one, and is not read
PROBLEMS_SPOKEN = 3  # the first problems are read out one by one, the rest only counted


@dataclass(frozen=True)
class Problem:
    """Something wrong in a keymap file, to be spoken: a message key and its (string) arguments."""

    key: str
    args: dict[str, str]


def default_keymap() -> Traversable:
    """The keymap installed as ``audiouno.keymaps`` (from the top-level ``keymaps/``), else that folder's file
    itself when the package runs from a source tree that was not installed."""
    try:
        return resources.files("audiouno.keymaps") / "default.toml"
    except ModuleNotFoundError:
        return Path(__file__).resolve().parents[4] / "keymaps" / "default.toml"


def key_words(catalogue: Catalogue, name: KeyName) -> str:
    """Words for a key name: "shift+c" is "Shift C", "kp_enter" is "Keypad Enter"."""
    *modifiers, base = name.split("+")
    words = [catalogue.text(f"keyname.{modifier}") for modifier in modifiers]
    key = f"keyname.{base}"
    words.append(catalogue.text(key) if catalogue.has(key) else base.upper())
    return " ".join(words)


# The message arguments that name bound keys: `{ $key_draw }` is the table's `draw`, `{ $key_choice_confirm }`
# the choice list's `confirm`, `{ $key_lobby_start }` the lobby's `start`, `{ $key_options_back }` the options'
# `back`, `{ $key_drill_buzzer }` the drill's `buzzer`.
FIELD_PREFIXES = {
    "table": "key_",
    "lobby": "key_lobby_",
    "options": "key_options_",
    "choice": "key_choice_",
    "practice": "key_practice_",
    "drill": "key_drill_",
    "calibration": "key_calibration_",
    "window": "key_window_",
}


def name_bound_keys(catalogue: Catalogue, keymap: Keymap) -> None:
    """Let every message name keys as the player has bound them, so a prompt never names a key that no longer
    does what it says."""
    for place, prefix in FIELD_PREFIXES.items():
        for command in keymap.commands(place):
            keys = keymap.keys_for(place, command)
            if keys:
                catalogue.fields[prefix + command] = key_words(catalogue, keys[0])


def _modifiers(mod: int) -> int:
    """The modifier bits that make a different key press, left and right alike.

    NumLock, CapsLock and AltGr's mode bit are dropped, so a lock key never changes what a key does; the
    Windows/Command key is kept, so that Super+C is not C.
    """
    bits = 0
    for group in (pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT, pygame.KMOD_GUI):
        if mod & group:
            bits |= group
    return bits


def _key_code(name: str) -> int | None:
    name = _ALIASES.get(name, name)
    if _CONSTANT_NAME.fullmatch(name):
        # pygame's own constant names, as the default keymap uses them: K_c, K_F1, K_COMMA, K_KP_ENTER.
        code = getattr(pygame, f"K_{name}" if len(name) == 1 else f"K_{name.upper()}", None)
        if isinstance(code, int) and code != pygame.K_UNKNOWN:
            return code
    # Then SDL's names ("page up", "keypad 1", "="). The table is SDL's own and needs no display, so the
    # warning pygame gives before pygame.init() does not apply.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return pygame.key.key_code(name)
        except ValueError:
            return None


def _binding(name: KeyName) -> Binding:
    """The binding of a name already checked by `parse_key`."""
    binding = parse_key(name)
    assert binding is not None
    return binding


def parse_key(name: KeyName) -> Binding | None:
    """The key code and modifiers of a key name such as "shift+comma"; None if it names no key."""
    *modifiers, base = name.strip().lower().split("+")
    if not base or any(modifier not in _MODIFIERS for modifier in modifiers):
        return None
    code = _key_code(base)
    if code is None:
        return None
    bits = 0
    for modifier in modifiers:
        bits |= _MODIFIERS[modifier]
    return code, bits


class Keymap:
    def __init__(self, keys: dict[str, dict[str, list[KeyName]]]) -> None:
        """`keys`: place -> command -> key names, each name valid and each key bound once per place."""
        self._keys = keys
        self._commands: dict[str, dict[Binding, str]] = {}
        for place, commands in keys.items():
            table = self._commands[place] = {}
            for command, names in commands.items():
                table.update((_binding(name), command) for name in names)

    @classmethod
    def load(
        cls, default: Traversable | Path, user: Path | None = None, declared: Mapping[str, Sequence[str]] | None = None
    ) -> tuple[Keymap, list[Problem]]:
        """The default keymap with the user's file over it, and the problems found in either.

        `declared` (place -> command names, from the scenes' command declarations) is what both files may bind;
        without it the default file defines the places and commands."""
        problems: list[Problem] = []
        declared_known = None if declared is None else {place: set(names) for place, names in declared.items()}
        keys = _read(default, declared_known, problems, keep_aside=False)
        if user is not None:
            known = declared_known or {place: set(commands) for place, commands in keys.items()}
            for place, commands in _read(user, known, problems, keep_aside=True).items():
                mine = {_binding(name) for names in commands.values() for name in names}
                # A key the user gives to one command leaves the default command that had it.
                defaults = keys.setdefault(place, {})
                for command, names in defaults.items():
                    defaults[command] = [name for name in names if _binding(name) not in mine]
                defaults.update(commands)
        return cls(keys), _first_problems(problems)

    def command(self, place: str, key: int, mod: int) -> str | None:
        """The command a key press runs in `place`; the modifiers must match exactly (lock keys aside)."""
        return self._commands.get(place, {}).get((key, _modifiers(mod)))

    def keys_for(self, place: str, command: str) -> list[KeyName]:
        return list(self._keys.get(place, {}).get(command, []))

    def rebound(self, place: str, command: str, names: list[KeyName]) -> Keymap:
        """A copy in which `command` of `place` has the keys `names` (valid names, bound to nothing else there)."""
        keys = {p: {c: list(n) for c, n in commands.items()} for p, commands in self._keys.items()}
        keys[place][command] = names
        return Keymap(keys)

    def commands(self, place: str) -> list[str]:
        """The commands of `place` in the order of the default keymap, for help."""
        return list(self._keys.get(place, {}))


def _read(
    source: Traversable | Path,
    known: dict[str, set[str]] | None,
    problems: list[Problem],
    keep_aside: bool,
) -> dict[str, dict[str, list[KeyName]]]:
    """The valid entries of one keymap file. `known` limits places and commands (None: the file defines them).

    An entry with any mistake is left out whole, so its command keeps the default keys.
    """
    path = str(source)
    try:
        data = _read_user_file(source) if isinstance(source, Path) else source.read_bytes()
    except FileNotFoundError:
        return {}
    except _Unusable as exc:
        problems.append(_damaged(source, exc.key, exc.args_, keep_aside))
        return {}
    except OSError as exc:
        problems.append(_damaged(source, "keymap.unreadable", {"detail": exc.strerror or str(exc)}, keep_aside))
        return {}
    try:
        text = data.decode("utf-8-sig")  # Notepad on Windows may start the file with a byte order mark
        table = tomllib.loads(text)
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        problems.append(_damaged(source, "keymap.bad_file", {"line": str(line), "detail": str(exc)}, keep_aside))
        return {}
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        position = _TOML_POSITION.search(message)
        # "At end of document" (an unclosed array, say) is the last line.
        line = int(position.group(1)) if position and position.group(1) else max(1, len(text.splitlines()))
        detail = message[: position.start()] if position else message
        problems.append(_damaged(source, "keymap.bad_file", {"line": str(line), "detail": detail}, keep_aside))
        return {}
    except RecursionError:  # tomllib parses nested arrays and tables by recursion
        problems.append(_damaged(source, "keymap.too_deep", {}, keep_aside))
        return {}
    except MemoryError:
        problems.append(_damaged(source, "keymap.too_big", {"limit": _megabytes(MAX_BYTES)}, keep_aside))
        return {}

    lines = _Lines(text)

    def problem(key: str, line: int, **args: str) -> None:
        problems.append(Problem(key, {"path": path, "line": str(line), **args}))

    version = table.pop("format", FORMAT)  # the user's file says which format it is written in
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= FORMAT:
        detail = f"format {version!r}, this version reads 1 to {FORMAT}"
        where = str(lines.find(("format",)))
        problems.append(_damaged(source, "keymap.bad_file", {"line": where, "detail": detail}, keep_aside))
        return {}

    keys: dict[str, dict[str, list[KeyName]]] = {}
    for place, commands in table.items():
        if known is not None and place not in known:
            problem("keymap.unknown_place", lines.find((place,)), place=place)
            continue
        if not isinstance(commands, dict):
            problem("keymap.not_a_section", lines.find((place,)), place=place)
            continue
        bound: dict[Binding, str] = {}
        keys[place] = {}
        for command, names in commands.items():
            if known is not None and command not in known[place]:
                problem("keymap.unknown_command", lines.find((place, command)), place=place, command=command)
            elif not isinstance(names, list) or not all(isinstance(name, str) for name in names):
                problem("keymap.not_a_list", lines.find((place, command)), command=command)
            elif entry := _entry(lines, place, command, names, bound, problem):
                keys[place][command] = entry
    return keys


class _Unusable(Exception):
    """The user's file is not something to read as a keymap: `key` and `args_` say why, for a Problem."""

    def __init__(self, key: str, **args: str) -> None:
        super().__init__(key)
        self.key = key
        self.args_ = args


def _read_user_file(path: Path) -> bytes:
    """The bytes of the user's keymap, through the one reader of the player's files (storage.read_bytes): a
    regular file of at most MAX_BYTES, opened without blocking. A link is followed: the player may keep their
    keymap elsewhere."""
    try:
        data = read_bytes(path, MAX_BYTES, follow_links=True)
    except NotAFile as exc:
        raise _Unusable("keymap.not_a_file") from exc
    except TooBig as exc:
        raise _Unusable("keymap.too_big", limit=_megabytes(MAX_BYTES)) from exc
    except Damaged as exc:
        raise _Unusable("keymap.unreadable", detail=str(exc)) from exc
    if data is None:
        raise FileNotFoundError(path)
    return data


def _megabytes(size: int) -> str:
    return f"{size / 1_000_000:g} MB"


def _first_problems(problems: list[Problem]) -> list[Problem]:
    """The first PROBLEMS_SPOKEN problems, then one that counts the rest: a file with thousands of mistakes is
    not read out for an hour."""
    if len(problems) <= PROBLEMS_SPOKEN + 1:
        return problems
    rest = problems[PROBLEMS_SPOKEN:]
    paths = {problem.args.get("path", "") for problem in rest}
    path = paths.pop() if len(paths) == 1 else problems[0].args.get("path", "")
    return [*problems[:PROBLEMS_SPOKEN], Problem("keymap.more_problems", {"path": path, "count": str(len(rest))})]


def _entry(
    lines: _Lines, place: str, command: str, names: list[str], bound: dict[Binding, str], problem: Callable[..., None]
) -> list[KeyName]:
    """The normalised key names of one command, or [] after reporting what is wrong with them."""
    entry: list[KeyName] = []
    for name in names:
        binding = parse_key(name)
        if binding is None:
            problem("keymap.unknown_key", lines.find((place, command), name), name=name, command=command)
            return []
        if bound.get(binding, command) != command:
            line = lines.find((place, command), name)
            problem("keymap.key_twice", line, name=name, command=command, other=bound[binding])
            return []
        bound[binding] = command
        entry.append(name.strip().lower())
    return entry


def _damaged(source: Traversable | Path, key: str, args: dict[str, str], keep_aside: bool) -> Problem:
    """A file that cannot be used at all. The user's is renamed (the name itself, never what a link points to), so
    it is neither lost nor read again; then the message is the `_kept` one, which says where it went."""
    args = {"path": str(source), **args}
    if keep_aside and isinstance(source, Path):
        kept = set_aside(source)
        if kept is None:
            return Problem(key, args)
        return Problem(f"{key}_kept", {**args, "kept": str(kept)})
    return Problem(key, args)


class _Lines:
    """Where each section and entry of a keymap's text starts and ends, found in one pass over the text.

    tomllib gives no positions for valid files, so the text is scanned, once: finding the lines of thousands of
    mistakes must not take thousands of scans.
    """

    def __init__(self, text: str) -> None:
        self._lines = text.splitlines()
        self._starts: dict[tuple[str, ...], int] = {}  # the first line of a section (place,) or entry (place, command)
        self._ends: dict[tuple[str, ...], int] = {}  # the line of the next section or entry after that first line
        section: tuple[str, ...] = ()
        previous: tuple[str, ...] | None = None
        for number, line in enumerate(self._lines, start=1):
            path: tuple[str, ...] | None = None
            if header := _HEADER.match(line):
                section = path = (header.group(1).strip(),)
            elif assignment := _ASSIGNMENT.match(line):
                path = (*section, assignment.group(1))
            if path is not None:
                if previous is not None:
                    self._ends.setdefault(previous, number)
                previous = path
                self._starts.setdefault(path, number)

    def find(self, target: tuple[str, ...], name: str | None = None) -> int:
        """The line of a section (place,) or an entry (place, command), or of `name` quoted inside that entry;
        1 when it cannot be found."""
        start = self._starts.get(target)
        if start is None:
            return 1
        if name is None:
            return start
        quoted = re.compile(rf"[\"']{re.escape(name)}[\"']", re.IGNORECASE)
        end = self._ends.get(target, len(self._lines) + 1)
        for number in range(start, end):
            if quoted.search(self._lines[number - 1]):
                return number
        return start


MODIFIER_KEYS = frozenset({
    pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
    pygame.K_LGUI, pygame.K_RGUI, pygame.K_MODE,
})  # fmt: skip


def press_name(key: int, mod: int) -> KeyName:
    """The keymap's name of a key press, modifiers first: "shift+c", "return", "f1"."""
    bits = _modifiers(mod)
    modifiers = [name for name, bit in _MODIFIERS.items() if bits & bit]
    return "+".join([*modifiers, pygame.key.name(key).lower() or str(key)])
