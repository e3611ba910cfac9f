"""How soon the game gets going, and whether a player who browses holds the bots up.

Runs the real program (loop, scenes, engine, bots, narration, voice) with the real text log as its speech and the
default settings, on a scripted clock: the game reckons how long its news takes at the listener's rate (220 words
a minute by default), as it does for a screen reader that cannot say when it has finished.

1. The first bot move after Enter starts the match, over seeds where a bot plays first. Target: within 6 seconds.
2. The bots' pace with a player who presses nothing against one who browses (the hand, the history, C, T and E
   every 1.5 seconds while the bots play), in every preset: the mean and the longest wait from a bot's turn to its
   move. Target: the browsing player's waits are no longer than the quiet one's plus the answers' length.

    python benchmarks/listening_pace.py [--seeds 20] [--language en]
"""

from __future__ import annotations

import argparse
import io
import os
import statistics

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from audiouno.app.clock import ManualClock
from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.player_files import PlayerFiles
from audiouno.app.files.settings import Settings
from audiouno.app.keys.keymap import parse_key
from audiouno.app.output.speech import open_speaker
from audiouno.app.output.voice import speaking_time
from audiouno.app.program import Program
from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import CALL_UNO, PRESETS, Phase
from audiouno.engine.events import CardPlayed, CardsDrawn, DrawReason, Passed, PlayMode, TurnStarted

STEP = 0.01  # seconds of scripted time per pass of the loop
BROWSING = ("right", "right", "comma", "c", "t", "e", "left")
EVERY = 1.5
MAX_SECONDS = 3 * 3600.0


class Session:
    def __init__(self, seed: int, language: str, setup: MatchSetup | None = None) -> None:
        self.clock = ManualClock()
        self.log = io.StringIO()
        speaker, _ = open_speaker("log", stream=self.log)
        settings = Settings()
        if setup is not None:
            settings.setup = setup
        self.program = Program(
            speaker,
            [],
            self.clock,
            seed=seed,
            files=PlayerFiles(None),
            settings=settings,
            start="new",
            language=language,
        )
        self.program.step()

    def press(self, name: str) -> list[str]:
        key, mod = parse_key(name)  # type: ignore[misc]
        before = len(self.log.getvalue())
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=name if len(name) == 1 else ""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))
        self.program.step()
        return self.log.getvalue()[before:].splitlines()  # the text log: one line a message

    def wait(self, seconds: float) -> None:
        self.clock.advance(seconds)
        self.program.step()

    @property
    def top(self) -> object:
        return self.program.control.stack[-1]

    def close(self) -> None:
        self.program.close()


def is_turn_move(event: object) -> bool:
    if isinstance(event, CardPlayed):
        return event.mode in (PlayMode.TURN, PlayMode.DRAWN, PlayMode.STACK)
    return isinstance(event, Passed) or (isinstance(event, CardsDrawn) and event.reason is DrawReason.CHOICE)


def first_bot_move(seed: int, language: str) -> float | None:
    """Seconds from the lobby's Enter to the first bot's move; None when the player plays first."""
    session = Session(seed, language)
    try:
        session.press("return")
        # The table, under the colour choice when a wild turned up for the player to name.
        table = next(scene for scene in session.program.control.stack if isinstance(scene, TableScene))
        if table.match.game.current == 0:
            return None
        start = session.clock.now
        while session.clock.now - start < 60:
            if any(is_turn_move(event) for event in table.match.game.log or []):
                return session.clock.now - start
            session.wait(STEP)
        raise AssertionError("no bot moved in a minute")
    finally:
        session.close()


def pace(preset: str, browse: bool) -> tuple[list[float], list[float]]:
    """The waits from each bot turn to its move, and the answers' lengths, over a whole match."""
    setup = MatchSetup(bots=["normal", "normal", "normal"], rules=PRESETS[preset].with_options(target_score=60))
    session = Session(9, "en", setup)
    try:
        session.wait(30.0)  # the greeting and the lobby, heard
        session.press("return")
        table = session.top
        assert isinstance(table, TableScene)
        game, voice = table.match.game, session.program.voice
        waits: list[float] = []
        answers: list[float] = []
        seen, started, next_key, keys = 0, None, session.clock.now + EVERY, 0
        while session.clock.now < MAX_SECONDS:
            log = game.log or []
            for event in log[seen:]:
                if isinstance(event, TurnStarted):
                    started = session.clock.now if event.player != 0 else None
                elif started is not None and is_turn_move(event):
                    waits.append(session.clock.now - started)
                    started = None
            seen = len(log)
            top = session.top
            if isinstance(top, LobbyScene) or not isinstance(top, (TableScene, ChoiceScene)):
                return waits, answers
            quiet = voice.news_heard_at() <= session.clock.now
            mine = game.decider == 0 and game.phase in (Phase.PLAY, Phase.PENALTY, Phase.DRAWN)
            if browse and not mine and not isinstance(top, ChoiceScene) and session.clock.now >= next_key:
                said = session.press(BROWSING[keys % len(BROWSING)])
                answers += [speaking_time(text) for text in said]
                keys, next_key = keys + 1, session.clock.now + EVERY
            elif not quiet:
                session.wait(0.05)
            elif isinstance(top, ChoiceScene):
                session.press("1")
            elif game.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) or (
                game.decider == 0 and game.phase is Phase.DRAWN
            ):
                session.press("return")
            elif mine:
                if CALL_UNO in game.legal_actions(0) and len(game.hands[0]) == 2:
                    session.press("u")
                nothing = session.program.services.catalogue.text("table.nothing_playable_now")
                session.press("return" if session.press("z") != [nothing] else "space")
            else:
                session.wait(0.05)
        raise AssertionError("the match did not end")
    finally:
        session.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--language", default="en")
    args = parser.parse_args()

    firsts = [
        moment for seed in range(1, args.seeds + 1) if (moment := first_bot_move(seed, args.language)) is not None
    ]
    print(f"first bot move after Enter ({args.language}, text log, default settings, {len(firsts)} seeds where a bot")
    within = sum(moment <= 6.0 for moment in firsts)
    print(
        f"  plays first): median {statistics.median(firsts):.2f} s, max {max(firsts):.2f} s, {within} of {len(firsts)} "
        "within 6 s (target: within 6 s; a first card that acts, or goes back, adds its own words)"
    )
    print("bots' wait from their turn to their move, quiet player against browsing player (seed 9, normal bots):")
    for preset in sorted(PRESETS):
        quiet, _ = pace(preset, browse=False)
        browsing, answers = pace(preset, browse=True)
        print(
            f"  {preset:8} quiet: mean {statistics.mean(quiet):.2f} s, max {max(quiet):.2f} s ({len(quiet)} moves); "
            f"browsing: mean {statistics.mean(browsing):.2f} s, max {max(browsing):.2f} s ({len(browsing)} moves, "
            f"{len(answers)} answers of {statistics.mean(answers):.2f} s on average)"
        )


if __name__ == "__main__":
    main()
