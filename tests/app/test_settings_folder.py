"""Where the player's keymap goes on each system, worked out by platformdirs' own code for that system.

Only the lookup of the system's folders is replaced on Windows (on Windows it asks the shell, which Linux has not).
"""

from __future__ import annotations

from pathlib import Path, PureWindowsPath

import platformdirs
import platformdirs.macos
import platformdirs.unix
import platformdirs.windows
import pytest

from audiouno.app.keymap import user_keymap_path

WINDOWS_FOLDERS = {
    "CSIDL_APPDATA": r"C:\Users\Ana\AppData\Roaming",
    "CSIDL_LOCAL_APPDATA": r"C:\Users\Ana\AppData\Local",
    "CSIDL_COMMON_APPDATA": r"C:\ProgramData",
}


def test_on_windows_the_keymap_is_in_appdata(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.windows.Windows)
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", WINDOWS_FOLDERS.__getitem__)
    path = PureWindowsPath(str(user_keymap_path()))
    assert path == PureWindowsPath(r"C:\Users\Ana\AppData\Roaming\audio-uno\keymap.toml")


def test_on_macos_the_keymap_is_in_application_support(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.macos.MacOS)
    monkeypatch.setenv("HOME", "/Users/ana")
    assert user_keymap_path() == Path("/Users/ana/Library/Application Support/audio-uno/keymap.toml")


def test_on_linux_the_keymap_is_in_the_xdg_config_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.unix.Unix)
    monkeypatch.setenv("XDG_CONFIG_HOME", "/home/ana/.config")
    assert user_keymap_path() == Path("/home/ana/.config/audio-uno/keymap.toml")
