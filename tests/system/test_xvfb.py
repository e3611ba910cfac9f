"""The real program in a real X window: keys pressed with xdotool, answers read from the --speech-log file."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from table_driver import default_words
from waiting import CEILING, wait_until
from x_server import x_server

from audiouno.i18n import Catalogue

PLAY = [sys.executable, "-m", "audiouno.cli", "play", "--speech", "silent"]
MISSING = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
pytestmark = pytest.mark.skipif(bool(MISSING), reason=f"needs {' and '.join(MISSING)} (apt-get install xvfb xdotool)")


@pytest.fixture
def display() -> Iterator[str]:
    """A private X server."""
    with x_server() as name:
        yield name


def wait_for(condition: Callable[[], object], what: str, timeout: float = CEILING) -> None:
    assert wait_until(condition, timeout, every=0.05), f"timed out waiting for {what}"


class RealGame:
    """The game running under Xvfb: keys sent to its window with xdotool, its speech log read back."""

    def __init__(self, game: subprocess.Popen[str], env: dict[str, str], log: Path | None = None) -> None:
        self.game, self.env, self.log = game, env, log
        self.window = ""

    def lines(self) -> list[str]:
        assert self.log is not None
        return self.log.read_text(encoding="utf-8").splitlines() if self.log.exists() else []

    def xdotool(self, *args: str) -> str:
        return self._xdotool(*args).stdout.strip()

    def _xdotool(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=10, check=False)

    def focus(self) -> None:
        """Find the game's window (by its process: SDL's window is not found by name) and give it the keyboard. A
        window found may be gone a moment later (SDL may open it again as the program sets its view up), so the
        search is made again until a window found takes the keyboard."""

        def focused() -> bool:
            if self.game.poll() is not None:
                return True
            windows = self.xdotool("search", "--pid", str(self.game.pid)).split()
            if not windows:
                return False
            try:
                done = self._xdotool("windowfocus", "--sync", windows[0])
            except subprocess.TimeoutExpired:  # the window went before it took the keyboard
                return False
            self.window = windows[0]
            return done.returncode == 0

        wait_for(focused, "the window")
        if self.game.poll() is not None:  # it ended before its window opened: say why
            _, errors = self.game.communicate(timeout=CEILING)
            pytest.fail(f"the game ended with status {self.game.returncode} before its window opened:\n{errors}")

    def key(self, key: str) -> None:
        self.xdotool("key", "--window", self.window, key)

    def press(self, key: str, answer: Callable[[str], bool], what: str) -> str:
        """Press `key` and wait for a new line of speech that `answer` accepts; that line."""
        seen = len(self.lines())
        self.key(key)
        wait_for(lambda: any(answer(line) for line in self.lines()[seen:]), what)
        return next(line for line in self.lines()[seen:] if answer(line))


def quit_from_the_game_menu(real: RealGame, game: subprocess.Popen[str], text: Callable[..., str]) -> None:
    """Escape, Quit, and Yes (by its digit, which only goes to the item; Enter answers), then the program ends.
    `text`: the words of the game's language."""
    real.press("Escape", lambda line: line.startswith(text("menu.title")), "the game menu")
    real.press("End", lambda line: line.startswith(text("menu.quit")), "quit in the menu")
    real.press("Return", lambda line: line.startswith(text("menu.quit_question")), "the question")
    real.press("2", lambda line: line.startswith(text("menu.yes")), "Yes, which a digit only goes to")
    real.key("Return")
    game.wait(timeout=CEILING)


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_real_keys_in_a_real_window(display: str, tmp_path: Path, language: str) -> None:
    words = Catalogue.load(language)
    TEXT = words.text
    names = [TEXT("table.my_name"), *(TEXT(f"bot.name.{seat}") for seat in (1, 2, 3))]
    log = tmp_path / "speech.log"
    env = {
        **os.environ,
        "DISPLAY": display,
        "SDL_VIDEODRIVER": "x11",
        "SDL_AUDIODRIVER": "dummy",
        "HOME": str(tmp_path),  # no user keymap
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    game = subprocess.Popen(
        [*PLAY, "--speech-log", str(log), "--seed", "5", "--lang", language],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    real = RealGame(game, env, log)

    try:
        wait_for(lambda: real.lines(), "the greeting")
        assert real.lines()[0] == TEXT("app.welcome", backend=TEXT("speech.backend.silent"))
        real.focus()

        new = TEXT("main.new")
        real.press("n", lambda line: line.startswith(new), "New match, past the tutorial a new player starts on")
        real.press("Return", lambda line: line.startswith(TEXT("lobby.title")), "the lobby, from the main menu")
        deals = [  # who deals, with how many cards: what comes before the card that was highest
            TEXT(
                "event.dealer_highest", who="you" if seat == 0 else "other", player=names[seat], card="|", cards=7
            ).split("|")[0]
            for seat in range(4)
        ]
        real.press("Return", lambda line: any(line.startswith(deal) for deal in deals), "the match: who deals")
        each = [TEXT("table.score", name=name, points=0) for name in names]
        scores = TEXT("table.scores", scores=TEXT("list.separator").join(each), target=500)
        real.press("s", lambda line: line == scores, "the scores")
        turns = {
            TEXT(
                "table.turn",
                who="you" if seat == 0 else "other",
                name=names[seat],
                direction=direction,
                next_who="you" if (seat + step) % 4 == 0 else "other",
                next=names[(seat + step) % 4],
            )
            for seat in range(4)
            for direction, step in (("clockwise", 1), ("anticlockwise", -1))
        }
        real.press("t", lambda line: line in turns, "whose turn")
        on_top = TEXT("table.top_card", card="", colour="any").removesuffix(
            TEXT("table.colour_to_match", colour="any") + "."
        )
        real.press("c", lambda line: on_top in line, "the top card")
        reversed_colour = TEXT("table.sorted_reversed", sort="colour")
        seen = len(real.lines())
        real.press("shift+c", lambda line: line == reversed_colour, "Shift+C")
        assert not any(on_top in line for line in real.lines()[seen:])  # Shift+C is not also C
        real.press("F1", lambda line: line.startswith(TEXT("help.table_intro")), "help")
        right = TEXT("help.item", keys=TEXT("keyname.right"), does="")
        real.press("Down", lambda line: line.startswith(right), "the next key in the help")
        real.key("Escape")  # closes the help
        quit_from_the_game_menu(real, game, TEXT)
    finally:
        if game.poll() is None:
            game.send_signal(signal.SIGTERM)
        _, err = game.communicate(timeout=CEILING)
    assert game.returncode == 0, err


def test_the_trace_records_each_key_line_and_cue(display: str, tmp_path: Path) -> None:
    TEXT = Catalogue.load("en").text
    trace = tmp_path / "trace.jsonl"
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    game = subprocess.Popen(
        [*PLAY, "--trace", str(trace), "--seed", "5", "--lang", "en"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    real = RealGame(game, env)

    def entries() -> list[dict[str, object]]:
        # Flushed line by line: every complete line can be read while the game runs.
        text = trace.read_text(encoding="utf-8") if trace.exists() else ""
        return [json.loads(line) for line in text.splitlines(keepends=True) if line.endswith("\n")]

    try:
        wait_for(lambda: entries(), "the greeting")
        real.focus()
        # N to the main menu's New match (past the tutorial), Enter on it, then in the lobby, then keys at the table.
        for key, command in [
            ("n", None),  # a letter the list reads itself: no command
            ("Return", "confirm"),
            ("Return", "choose"),
            ("s", "scores"),
            ("shift+c", "sort_by_colour"),
        ]:
            seen = len([e for e in entries() if "key" in e])
            real.key(key)
            wait_for(lambda seen=seen: len([e for e in entries() if "key" in e]) > seen, command)
        scores = TEXT("table.scores", scores="You 0, Ana 0, Bruno 0, Carla 0", target=500)
        wait_for(lambda: any(e.get("say") == scores for e in entries()), "the scores in the trace")
    finally:
        game.send_signal(signal.SIGTERM)
        game.communicate(timeout=CEILING)

    got = entries()
    assert got[0]["say"] == TEXT("app.welcome", backend=TEXT("speech.backend.silent"))
    assert got[0]["interrupt"] is False
    times = [entry["t"] for entry in got]
    assert all(isinstance(t, int) for t in times) and times == sorted(times)
    keys = [(entry["key"], entry["command"]) for entry in got if "key" in entry]
    assert keys == [
        ("n", None),
        ("return", "confirm"),
        ("return", "choose"),
        ("s", "scores"),
        ("shift+c", "sort_by_colour"),
    ]
    # The answer to S follows its key and cuts off whatever was being said.
    after_s = got[next(i for i, entry in enumerate(got) if entry.get("key") == "s") + 1]
    assert after_s == {"t": after_s["t"], "say": scores, "interrupt": True}
    cues = [entry for entry in got if "cue" in entry]
    assert {"menu_select", "deal"} <= {entry["cue"] for entry in cues}
    assert all(-1.0 <= entry["pan"] <= 1.0 for entry in cues)  # type: ignore[operator]


def test_practice_opens_and_enter_starts_the_first_drill(display: str, tmp_path: Path) -> None:
    TEXT = Catalogue.load("en").text
    log = tmp_path / "speech.log"
    env = {
        **os.environ,
        "DISPLAY": display,
        "SDL_VIDEODRIVER": "x11",
        "SDL_AUDIODRIVER": "dummy",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),  # a statistics file of this test's own
    }
    game = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "audiouno.cli",
            "practice",
            "--speech",
            "silent",
            "--speech-log",
            str(log),
            "--lang",
            "en",
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    real = RealGame(game, env, log)

    try:
        wait_for(lambda: any(line.startswith(TEXT("practice.title")) for line in real.lines()), "the practice list")
        real.focus()
        real.press("Return", lambda line: line.startswith("Reaction. After a random wait"), "the first drill")
        real.press("Escape", lambda line: line == TEXT("practice.stopped"), "the drill to stop")
        real.press("Escape", lambda line: line.startswith(TEXT("main.title")), "the main menu, under practice")
        real.press("Escape", lambda line: line.startswith(TEXT("menu.quit_question")), "the question")
        real.press("2", lambda line: line.startswith(TEXT("menu.yes")), "Yes")
        real.press("Return", lambda line: line == TEXT("menu.goodbye", kept="no"), "the last words")
        game.wait(timeout=CEILING)
    finally:
        if game.poll() is None:
            game.send_signal(signal.SIGTERM)
        _, err = game.communicate(timeout=CEILING)
    assert game.returncode == 0, err
    assert (tmp_path / "data" / "audio-uno" / "practice.json").exists()  # the drill was kept, even stopped


def test_leaving_the_window_mutes_the_sounds_when_the_player_asks(display: str, tmp_path: Path) -> None:
    """A watched match in a real window; another window takes the keyboard (xmessage, focused with xdotool), then
    the game's gets it back. SDL tells the loop (WINDOWFOCUSLOST, WINDOWFOCUSGAINED), and the trace shows the cues
    asked for in between as muted."""
    if shutil.which("xmessage") is None:
        pytest.skip("needs xmessage (apt-get install x11-utils)")
    config, trace = tmp_path / "config", tmp_path / "trace.jsonl"
    config.mkdir()
    settings = {"kind": "settings", "format": 1, "mute_unfocused": True, "bot_pace": 0.3}
    (config / "settings.json").write_text(json.dumps(settings))
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    env["HOME"] = str(tmp_path)
    game = subprocess.Popen(
        [*PLAY, "--trace", str(trace), "--seed", "5", "--watch", "normal", "--config-dir", str(config)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    other = None
    real = RealGame(game, env)

    def entries() -> list[dict[str, object]]:
        text = trace.read_text(encoding="utf-8") if trace.exists() else ""
        return [json.loads(line) for line in text.splitlines(keepends=True) if line.endswith("\n")]

    def focus_at(value: bool, since: int = 0) -> int | None:
        """Where the trace says the window gained (True) or lost the keyboard, from entry `since` on."""
        return next((i for i, e in enumerate(entries()) if i >= since and e.get("focus") is value), None)

    def cues_since(index: int) -> int:
        return len([e for e in entries()[index:] if "cue" in e])

    try:
        real.focus()
        wait_for(lambda: focus_at(True) is not None, "the window's focus")
        other = subprocess.Popen(["xmessage", "another window"], env=env, stderr=subprocess.DEVNULL)
        wait_for(lambda: real.xdotool("search", "--class", "xmessage"), "the other window")
        real.xdotool("windowfocus", "--sync", real.xdotool("search", "--class", "xmessage").split()[0])
        wait_for(lambda: focus_at(False) is not None, "the focus lost")
        lost = focus_at(False)
        assert lost is not None
        wait_for(lambda: cues_since(lost) >= 3, "the bots' cues while away")
        real.xdotool("windowfocus", "--sync", real.window)
        wait_for(lambda: focus_at(True, lost) is not None, "the focus back")
        back = focus_at(True, lost)
        assert back is not None
        wait_for(lambda: cues_since(back) >= 3, "the bots' cues once back")
    finally:
        if other is not None:
            other.kill()
            other.wait(timeout=10)
        game.send_signal(signal.SIGTERM)
        game.communicate(timeout=CEILING)

    got = entries()
    away = [e for e in got[lost:back] if "cue" in e]
    assert away and all(e.get("muted") is True for e in away)
    assert not any("muted" in e for e in got[:lost] + got[back:] if "cue" in e)  # heard before and after


def test_the_tutorial_command_teaches_by_real_keys(display: str, tmp_path: Path) -> None:
    """`audio-uno tutorial` in a real window: the question of the speech's speed, left; the welcome, a wrong key
    corrected, the first keys, then quit."""
    TEXT = default_words("en").text  # with the default keys named, as the program names them
    log = tmp_path / "speech.log"
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    tutorial = [sys.executable, "-m", "audiouno.cli", "tutorial", "--speech", "silent", "--speech-log", str(log)]
    game = subprocess.Popen(
        [*tutorial, "--seed", "5", "--lang", "en"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    real = RealGame(game, env, log)

    def said(key: str) -> Callable[[str], bool]:
        text = TEXT(key, bot=TEXT("bot.name.1"))
        return lambda line: line == text

    try:
        # First, once, how fast the screen reader speaks ("silent" speech says nothing of when it has finished).
        question = TEXT("listening.first", wpm=220, count=5)
        wait_for(lambda: question in real.lines(), "the question of the screen reader's speed")
        real.focus()
        real.press("Escape", said("lesson.tutorial.welcome"), "the speed kept, then the welcome")
        real.press("x", said("lesson.tutorial.welcome.again"), "the kind correction of a wrong key")
        real.press("Right", said("lesson.tutorial.ends"), "Right, then Home and End taught")
        real.press("End", said("lesson.tutorial.playable"), "End, then Z taught")
        real.press("z", said("lesson.tutorial.play"), "Z, then Enter taught")
        played = TEXT("event.played", who="you", player="", card="|").split("|")[0]
        real.press("Return", lambda line: line.startswith(played), "the red card played")
        quit_from_the_game_menu(real, game, TEXT)
    finally:
        if game.poll() is None:
            game.send_signal(signal.SIGTERM)
        _, err = game.communicate(timeout=CEILING)
    assert game.returncode == 0, err
