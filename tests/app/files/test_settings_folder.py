"""The player's files on each system: where the program puts them, worked out by platformdirs' own code for that
system (only its lookup of Windows' folders is replaced, as that asks the Windows shell), and a file as Windows
saves it."""

from __future__ import annotations

from pathlib import Path, PureWindowsPath

import platformdirs
import platformdirs.macos
import platformdirs.unix
import platformdirs.windows
import pytest

from audiouno.app.files.player_files import KEYMAP, MATCH, path_in
from audiouno.app.files.storage import CONFIG_ENV, DATA_ENV, Places
from audiouno.app.keys.keymap import Keymap, default_keymap


def where(name: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Where the program keeps the file `name` when nothing points it elsewhere."""
    monkeypatch.delenv(CONFIG_ENV, raising=False)
    monkeypatch.delenv(DATA_ENV, raising=False)
    return path_in(Places.default(), name)  # only where: opening the files would make their folders


WINDOWS_FOLDERS = {
    "CSIDL_APPDATA": r"C:\Users\Ana\AppData\Roaming",
    "CSIDL_LOCAL_APPDATA": r"C:\Users\Ana\AppData\Local",
    "CSIDL_COMMON_APPDATA": r"C:\ProgramData",
}


def test_on_windows_the_keymap_is_in_appdata(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.windows.Windows)
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", WINDOWS_FOLDERS.__getitem__)
    path = PureWindowsPath(str(where(KEYMAP, monkeypatch)))
    assert path == PureWindowsPath(r"C:\Users\Ana\AppData\Roaming\audio-uno\keymap.toml")
    # The match in progress belongs to this machine: the local folder, not the roaming one.
    match = PureWindowsPath(str(where(MATCH, monkeypatch)))
    assert match.parent == PureWindowsPath(r"C:\Users\Ana\AppData\Local\audio-uno")


def test_on_macos_the_keymap_is_in_application_support(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.macos.MacOS)
    monkeypatch.setenv("HOME", "/Users/ana")
    assert where(KEYMAP, monkeypatch) == Path("/Users/ana/Library/Application Support/audio-uno/keymap.toml")


def test_on_linux_the_keymap_is_in_the_xdg_config_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.unix.Unix)
    monkeypatch.setenv("XDG_CONFIG_HOME", "/home/ana/.config")
    assert where(KEYMAP, monkeypatch) == Path("/home/ana/.config/audio-uno/keymap.toml")


def test_a_keymap_saved_by_windows_notepad_is_read(tmp_path: Path) -> None:
    """Notepad may begin the file with a byte order mark, and ends lines with CR LF."""
    user = tmp_path / "keymap.toml"
    user.write_bytes('\ufeff[table]\r\ndraw = ["d"]\r\n'.encode())
    keymap, problems = Keymap.load(default_keymap(), user)
    assert problems == []
    assert keymap.keys_for("table", "draw") == ["d"]
    assert user.exists()  # not put aside as broken
