"""The keymap: the default file, exact modifiers, the user's overrides, and every kind of mistake reported."""

from __future__ import annotations

import json
import os
import sys
import tempfile
import threading
from pathlib import Path

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from audiouno.app.keys.keymap import PROBLEMS_SPOKEN, Keymap, Problem, default_keymap, parse_key
from audiouno.app.keys.places import DECLARED, PLACES
from audiouno.i18n import Catalogue

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

DEFAULT = default_keymap()
DEFAULT_KEYS: dict[str, dict[str, list[str]]] = tomllib.loads(DEFAULT.read_text(encoding="utf-8"))


def load_user(folder: Path, text: str | bytes) -> tuple[Keymap, list[Problem], Path]:
    folder.mkdir(exist_ok=True)
    user = folder / "keymap.toml"
    if isinstance(text, bytes):
        user.write_bytes(text)
    else:
        user.write_text(text, encoding="utf-8")
    keymap, problems = Keymap.load(DEFAULT, user)
    return keymap, problems, user


def assert_defaults(keymap: Keymap) -> None:
    for place, commands in DEFAULT_KEYS.items():
        for command, names in commands.items():
            assert keymap.keys_for(place, command) == names


def test_the_default_keymap_loads_without_problems_and_every_key_runs_its_command() -> None:
    keymap, problems = Keymap.load(DEFAULT)
    assert problems == []
    assert set(DEFAULT_KEYS) == {"table", "lobby", "options", "choice", "practice", "drill", "calibration", "window"}
    for place, commands in DEFAULT_KEYS.items():
        assert keymap.commands(place) == list(commands)
        for command, names in commands.items():
            assert names, command
            for name in names:
                binding = parse_key(name)
                assert binding is not None, name
                assert keymap.command(place, *binding) == command, name


def test_key_names_are_pygame_constants_and_sdl_names() -> None:
    assert parse_key("c") == (pygame.K_c, 0)
    assert parse_key("shift+comma") == (pygame.K_COMMA, pygame.KMOD_SHIFT)
    assert parse_key("kp_enter") == (pygame.K_KP_ENTER, 0)
    assert parse_key("F1") == (pygame.K_F1, 0)
    assert parse_key("equals") == (pygame.K_EQUALS, 0)  # SDL's own "equals" would be the keypad's
    assert parse_key("enter") == (pygame.K_RETURN, 0)  # SDL's "enter" would be the keypad's too
    assert parse_key("page up") == (pygame.K_PAGEUP, 0)  # an SDL name, through pygame.key.key_code
    assert parse_key("ctrl+shift+z") == (pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    for bad in ("lfet", "", "shift+", "hyper+c", "unknown", "shift+nothing"):
        assert parse_key(bad) is None, bad


def test_shift_c_is_never_c() -> None:
    keymap, _ = Keymap.load(DEFAULT)
    assert keymap.command("table", pygame.K_c, 0) == "top_card"
    assert keymap.command("table", pygame.K_c, pygame.KMOD_LSHIFT) == "sort_by_colour"
    assert keymap.command("table", pygame.K_c, pygame.KMOD_RSHIFT) == "sort_by_colour"
    assert keymap.command("table", pygame.K_c, pygame.KMOD_LCTRL) is None
    assert keymap.command("table", pygame.K_c, pygame.KMOD_SHIFT | pygame.KMOD_ALT) is None
    assert keymap.command("table", pygame.K_c, pygame.KMOD_LGUI) is None
    assert keymap.command("table", pygame.K_COMMA, pygame.KMOD_RSHIFT) == "oldest_message"


def test_lock_keys_and_altgr_mode_change_nothing() -> None:
    keymap, _ = Keymap.load(DEFAULT)
    locks = pygame.KMOD_NUM | pygame.KMOD_CAPS | pygame.KMOD_MODE
    assert keymap.command("table", pygame.K_c, locks) == "top_card"
    assert keymap.command("table", pygame.K_c, locks | pygame.KMOD_LSHIFT) == "sort_by_colour"
    assert keymap.command("choice", pygame.K_KP_ENTER, pygame.KMOD_NUM) == "confirm"


def test_a_real_key_event_matches(monkeypatch: pytest.MonkeyPatch) -> None:
    """The key and modifier bits SDL hands over with an event are the ones the keymap expects."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    try:
        pygame.display.set_mode((10, 10))
        pygame.event.clear()
        mods = (pygame.KMOD_LSHIFT | pygame.KMOD_NUM, 0)
        for mod in mods:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=mod, unicode="c"))
        events = [event for event in pygame.event.get() if event.type == pygame.KEYDOWN]
    finally:
        pygame.display.quit()
    keymap, _ = Keymap.load(DEFAULT)
    assert [keymap.command("table", event.key, event.mod) for event in events] == ["sort_by_colour", "top_card"]


def test_a_user_override_changes_that_command_only(tmp_path: Path) -> None:
    keymap, problems, _ = load_user(tmp_path, '[table]\ndraw = ["d", "shift+space"]\n')
    assert problems == []
    assert keymap.keys_for("table", "draw") == ["d", "shift+space"]
    assert keymap.command("table", pygame.K_d, 0) == "draw"
    assert keymap.command("table", pygame.K_SPACE, pygame.KMOD_SHIFT) == "draw"
    assert keymap.command("table", pygame.K_SPACE, 0) is None
    assert keymap.command("table", pygame.K_c, 0) == "top_card"
    assert keymap.keys_for("choice", "confirm") == ["return", "kp_enter"]


def test_a_key_the_user_takes_leaves_its_default_command(tmp_path: Path) -> None:
    keymap, problems, _ = load_user(tmp_path, '[table]\ndraw = ["C"]\n')
    assert problems == []
    assert keymap.command("table", pygame.K_c, 0) == "draw"
    assert keymap.keys_for("table", "top_card") == []
    assert keymap.keys_for("table", "draw") == ["c"]


def test_no_user_file_is_no_problem(tmp_path: Path) -> None:
    keymap, problems = Keymap.load(DEFAULT, tmp_path / "missing.toml")
    assert problems == []
    assert_defaults(keymap)


def test_a_broken_file_is_reported_with_its_line_and_kept_aside(tmp_path: Path) -> None:
    text = '[table]\ndraw = ["d"]\nscores = ["s"\n'
    keymap, problems, user = load_user(tmp_path, text)
    assert [problem.key for problem in problems] == ["keymap.bad_file_kept"]
    args = problems[0].args
    assert args["line"] == "3"  # tomllib says "at end of document": the last line
    assert args["path"] == str(user)
    assert "line" not in args["detail"]
    assert_defaults(keymap)  # nothing of the broken file is used, not even its valid first entry
    kept = Path(args["kept"])
    assert kept.parent == user.parent and kept.name.startswith("keymap.toml.bad-")
    assert kept.read_text(encoding="utf-8") == text
    assert not user.exists()  # so the next start does not report it again


def test_tomllib_line_is_reported(tmp_path: Path) -> None:
    _, problems, _ = load_user(tmp_path, '[table]\n\n\ndraw = = ["d"]\n')
    assert problems[0].args["line"] == "4"


def test_a_file_that_is_not_utf8_is_reported_with_its_line(tmp_path: Path) -> None:
    _, problems, _ = load_user(tmp_path, b'[table]\ndraw = ["d"]\nscores = ["\xff"]\n')
    assert [(problem.key, problem.args["line"]) for problem in problems] == [("keymap.bad_file_kept", "3")]


def assert_set_aside(user: Path, problems: list[Problem], key: str) -> Path:
    """One problem, `key`, says where the file went; nothing is at the old name any more."""
    assert [problem.key for problem in problems] == [key]
    kept = Path(problems[0].args["kept"])
    assert kept.parent == user.parent and kept.name.startswith("keymap.toml.bad-")
    assert not os.path.lexists(user)
    return kept


def test_a_folder_in_the_keymaps_place_is_set_aside(tmp_path: Path) -> None:
    folder = tmp_path / "keymap.toml"
    folder.mkdir()
    keymap, problems = Keymap.load(DEFAULT, folder)
    assert assert_set_aside(folder, problems, "keymap.not_a_file_kept").is_dir()
    assert_defaults(keymap)


def test_a_deeply_nested_keymap_is_set_aside_not_a_crash(tmp_path: Path) -> None:
    text = "[table]\nnext_card = " + "[" * 500 + "]" * 500 + "\n"
    keymap, problems, user = load_user(tmp_path, text)
    assert assert_set_aside(user, problems, "keymap.too_deep_kept").read_text(encoding="utf-8") == text
    assert_defaults(keymap)


def test_a_link_to_an_endless_device_is_refused_unread_and_the_link_set_aside(tmp_path: Path) -> None:
    if not os.path.exists("/dev/zero"):
        pytest.skip("needs /dev/zero")
    user = tmp_path / "keymap.toml"
    user.symlink_to("/dev/zero")
    keymap, problems = Keymap.load(DEFAULT, user)
    kept = assert_set_aside(user, problems, "keymap.not_a_file_kept")
    assert kept.is_symlink() and os.readlink(kept) == "/dev/zero"  # the link was renamed, not followed
    assert_defaults(keymap)


def test_a_named_pipe_in_the_keymaps_place_does_not_block_the_start(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("needs named pipes")
    user = tmp_path / "keymap.toml"
    os.mkfifo(user)
    loaded: list[tuple[Keymap, list[Problem]]] = []
    loader = threading.Thread(target=lambda: loaded.append(Keymap.load(DEFAULT, user)), daemon=True)
    loader.start()
    loader.join(timeout=10)
    assert loaded, "loading the keymap blocked on a named pipe with no writer"
    assert_set_aside(user, loaded[0][1], "keymap.not_a_file_kept")
    assert_defaults(loaded[0][0])


def test_a_file_over_a_megabyte_is_refused_unread(tmp_path: Path) -> None:
    text = "# padding\n" * 110_000  # 1.1 MB of valid TOML
    keymap, problems, user = load_user(tmp_path, text)
    kept = assert_set_aside(user, problems, "keymap.too_big_kept")
    assert problems[0].args["limit"] == "1 MB" and kept.stat().st_size == len(text)
    assert_defaults(keymap)


def test_thousands_of_mistakes_are_counted_after_the_first_few(tmp_path: Path) -> None:
    text = "[table]\n" + "".join(f'nosuch{number} = ["x"]\n' for number in range(5000))
    keymap, problems, user = load_user(tmp_path, text)
    assert [problem.key for problem in problems] == [
        *["keymap.unknown_command"] * PROBLEMS_SPOKEN,
        "keymap.more_problems",
    ]
    assert [problem.args["line"] for problem in problems[:PROBLEMS_SPOKEN]] == ["2", "3", "4"]
    assert problems[-1].args == {"path": str(user), "count": str(5000 - PROBLEMS_SPOKEN)}
    assert user.exists()  # a file that parses keeps its place: its good entries apply
    assert_defaults(keymap)


def test_an_unknown_key_name_is_reported_with_its_line(tmp_path: Path) -> None:
    text = '[choice]\nback = ["escape"]\n\n[table]\ndraw = ["d"]\nprevious_card = [\n  "left",\n  "lfet",\n]\n'
    keymap, problems, _ = load_user(tmp_path, text)
    assert problems == [
        Problem(
            "keymap.unknown_key",
            {"path": str(tmp_path / "keymap.toml"), "line": "8", "name": "lfet", "command": "previous_card"},
        )
    ]
    assert keymap.keys_for("table", "previous_card") == ["left"]  # the default stays
    assert keymap.keys_for("table", "draw") == ["d"]  # the good entries apply


def test_an_unknown_command_place_or_value_is_reported(tmp_path: Path) -> None:
    text = '[table]\njump = ["j"]\ndraw = "d"\nscores = [1]\n\n[setup]\nstart = ["return"]\n'
    keymap, problems, user = load_user(tmp_path, text)
    found = [(problem.key, problem.args["line"]) for problem in problems]
    assert found == [
        ("keymap.unknown_command", "2"),
        ("keymap.not_a_list", "3"),
        ("keymap.not_a_list", "4"),
        ("keymap.unknown_place", "6"),
    ]
    assert problems[0].args["command"] == "jump" and problems[3].args["place"] == "setup"
    assert_defaults(keymap)
    assert user.exists()  # only a file that cannot be read at all is moved aside


def test_a_key_given_twice_is_reported(tmp_path: Path) -> None:
    keymap, problems, _ = load_user(tmp_path, '[table]\ndraw = ["d"]\nscores = ["x", "d"]\n')
    assert [(problem.key, problem.args["line"], problem.args["other"]) for problem in problems] == [
        ("keymap.key_twice", "3", "draw")
    ]
    assert keymap.keys_for("table", "scores") == ["s"]


def test_a_place_that_is_not_a_section_is_reported(tmp_path: Path) -> None:
    keymap, problems, _ = load_user(tmp_path, 'choice = ["x"]\n')
    assert [(problem.key, problem.args["line"]) for problem in problems] == [("keymap.not_a_section", "1")]
    assert_defaults(keymap)


def test_every_problem_has_words(tmp_path: Path) -> None:
    catalogue = Catalogue.load()
    texts = [
        '[table]\ndraw = ["lfet"]\njump = ["j"]\nscores = "s"\n',
        '[table]\ntop_card = ["x"]\nuno = ["x"]\n[setup]\n',
        "choice = 1\n",
        "[table\n",
        "[table]\nuno = " + "[" * 900 + "]" * 900,
        "[table]\n" + "".join(f'jump{number} = ["j"]\n' for number in range(5)),
    ]
    problems = [problem for index, text in enumerate(texts) for problem in load_user(tmp_path / str(index), text)[1]]
    keys = {problem.key for problem in problems}
    assert keys == {
        "keymap.unknown_key",
        "keymap.unknown_command",
        "keymap.not_a_list",
        "keymap.key_twice",
        "keymap.unknown_place",
        "keymap.not_a_section",
        "keymap.bad_file_kept",
        "keymap.too_deep_kept",
        "keymap.more_problems",
    }
    for problem in problems:
        words = catalogue.text(problem.key, **problem.args)
        assert "{" not in words and problem.args.get("line", "") in words
    for key in ("unreadable", "not_a_file", "too_big", "too_deep", "bad_file"):  # kept aside, or not
        for variant in (f"keymap.{key}", f"keymap.{key}_kept"):
            words = catalogue.text(variant, path="p", line="1", detail="d", kept="k", limit="1 MB")
            assert "{" not in words


ENTRY = st.tuples(
    st.sampled_from(["table", "choice", "lobby"]),
    st.sampled_from(["draw", "top_card", "confirm", "jump"]),
    st.lists(st.sampled_from(["d", "c", "shift+c", "space", "lfet", "return", "ctrl+", 'x"']), max_size=3),
)


@settings(max_examples=40, deadline=None)
@given(st.one_of(st.text(max_size=60), st.lists(ENTRY, max_size=5)))
def test_loading_never_raises(content: str | list[tuple[str, str, list[str]]]) -> None:
    """Any file at all: a keymap comes back, every key runs at most one command, and each problem has a line."""
    if isinstance(content, list):
        content = "".join(f"[{place}]\n{command} = {json.dumps(names)}\n" for place, command, names in content)
    with tempfile.TemporaryDirectory() as folder:
        keymap, problems, _ = load_user(Path(folder), content)
    for problem in problems:
        assert problem.key.startswith("keymap.") and problem.args["path"]
        assert "line" not in problem.args or int(problem.args["line"]) >= 1
    for place in DEFAULT_KEYS:
        for command in keymap.commands(place):
            for name in keymap.keys_for(place, command):
                binding = parse_key(name)
                assert binding is not None and keymap.command(place, *binding) == command


def test_the_default_keymap_binds_exactly_the_declared_commands_in_their_order() -> None:
    """The scenes declare their commands; the default file gives each a key, in the same order, and nothing else."""
    assert {place: list(commands) for place, commands in DEFAULT_KEYS.items()} == {
        place: list(names) for place, names in DECLARED.items()
    }
    keymap, problems = Keymap.load(DEFAULT, None, DECLARED)
    assert problems == []
    for place in PLACES:
        assert keymap.commands(place.place) == place.names()


def test_a_keymap_of_the_old_layout_still_works_and_undeclared_names_are_reported(tmp_path: Path) -> None:
    """Before the lobby had a place of its own, it read the table's keys: such a file still sets the table's keys,
    the lobby keeps its own; a command or place the game does not declare is reported with its line."""
    user = tmp_path / "keymap.toml"
    user.write_text('[table]\nplay_card = ["p"]\nstart = ["s"]\n\n[setup]\nstart = ["s"]\n', encoding="utf-8")
    keymap, problems = Keymap.load(DEFAULT, user, DECLARED)
    assert keymap.command("table", pygame.K_p, 0) == "play_card"
    assert keymap.command("lobby", pygame.K_RETURN, 0) == "choose"  # the lobby keeps its own Enter
    assert [(problem.key, problem.args["line"]) for problem in problems] == [
        ("keymap.unknown_command", "3"),
        ("keymap.unknown_place", "5"),
    ]


def test_the_lobby_section_of_a_user_keymap_rebinds_the_lobby_alone(tmp_path: Path) -> None:
    user = tmp_path / "keymap.toml"
    user.write_text('[lobby]\nstart = ["s"]\n', encoding="utf-8")
    keymap, problems = Keymap.load(DEFAULT, user, DECLARED)
    assert problems == []
    assert keymap.command("lobby", pygame.K_s, 0) == "start"
    assert keymap.command("lobby", pygame.K_RETURN, pygame.KMOD_CTRL) is None  # the start key moved to S
    assert keymap.command("lobby", pygame.K_RETURN, 0) == "choose"  # Enter keeps its own command
    assert keymap.command("table", pygame.K_RETURN, 0) == "play_card"
