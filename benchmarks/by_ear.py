"""A scripted by-ear play-through: a whole match played at the real table by a listener who decides only from what
it hears, pressing keys the whole time, and every wait for the bots measured against their pace.

The real program (loop, scenes, engine, bots, narration, voice) speaks through the real text log, on a scripted
clock; the game reckons how long its words take at the listener's rate (settings.listener_wpm), as it does for a
screen reader that cannot say when it has finished, and this listener hears each line for that long, a line cut
off by the next key's answer as a screen reader cuts it.

The listener reads nothing but the spoken lines. It knows the words of the language it plays in (the catalogue's own
sentences: "Your turn.", "Nothing playable now.", the race's call) and presses: on its turn U when it holds two cards
(it counts them with H), Z for a playable card and Enter to play it, Space when Z found none or Enter was refused,
Enter on a drawn card it may play; B 0.25 s after a race's sound (after its words, with no sound); Enter on the first
item of a choice, between rounds and at the end; and while the bots play, every 1.5 s one of Right, Right, C, T, E,
Comma, Left, Shift+T and H (none once it has heard a race's call, until it presses B), and with `refused` (the
default) one of Z and Space, which the game refuses then ("Nothing playable now.", "It's not your turn."): a listener
waiting for their turn presses those too, and they must never hold the bots.

A wait is the time from the end of the words heard so far to the next line of the game's news said while the
listener waits; its limit is the bots' pace plus the loop's step. A wait over that limit is listed with the line
that ended it. A window the rules hold open (an interception or a sequence before the next turn line, a race)
is a wait of its own kind: its limit is that window's length.

    python benchmarks/by_ear.py --language pt-BR --preset manual --variants bluff,sequences,super_interception,buzzer
    python benchmarks/by_ear.py --language es --preset house --variants zero_seven,sequences --players 6
    python benchmarks/by_ear.py --language es --edition no_mercy --players 5
    python benchmarks/by_ear.py --language es --edition flip --players 3
"""

from __future__ import annotations

import argparse
import io
import os
import re
import statistics
from dataclasses import dataclass, field
from pathlib import Path

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
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import PRESETS, Edition, apply_variants
from audiouno.engine.rules import for_edition

STEP = 0.05  # seconds of scripted time per pass of the loop
BROWSING = ("right", "right", "c", "t", "e", "comma", "left", "shift+t", "h")
REFUSED = ("z", "right", "space", "c", "z", "t", "space", "e", "z", "comma", "space", "left", "shift+t", "h")
EVERY = 1.5  # seconds between browsing keys while the bots play
REFLEX = 0.25  # seconds from hearing a race's call to pressing B: a practised listener
MAX_SECONDS = 4 * 3600.0
STALLED = 120.0  # seconds with no news: the listener is stuck, and says so
MOVES = (None, "return", "space", "u", "b")  # news, and the keys whose answers are the player's own moves


@dataclass
class Heard:
    at: float  # when the game said it
    start: float  # when the listener starts hearing it
    end: float  # when it has been heard, or cut off
    text: str
    key: str | None = None  # the key whose answer it is, None for news said while the listener waited


@dataclass
class Wait:
    seconds: float
    limit: float
    line: str
    kind: str  # "pace" or "window"


@dataclass
class Listener:
    language: str
    setup: MatchSetup
    seed: int
    transcript: list[Heard] = field(default_factory=list)
    waits: list[Wait] = field(default_factory=list)
    from_news: list[float] = field(default_factory=list)  # the same waits, from the end of the news alone
    keys: int = 0
    refused: bool = True  # it also presses keys the game refuses while the bots play (Z, Space)

    def __post_init__(self) -> None:
        self.clock = ManualClock()
        self.log = io.StringIO()
        speaker, _ = open_speaker("log", stream=self.log)
        settings = Settings()
        settings.setup = self.setup
        self.program = Program(
            speaker,
            [],
            self.clock,
            seed=self.seed,
            files=PlayerFiles(None),
            settings=settings,
            start="new",
            language=self.language,
        )
        self.settings = self.program.services.settings
        words = self.program.services.catalogue.text
        self.your_turn = words("event.turn", who="you")
        self.nothing_playable = words("table.nothing_playable_now")
        # The card just drawn: kept or played as the listener likes, or played as the rules have it.
        self.drawn_prompts = (words("table.drawn_prompt", keep="yes"), words("table.drawn_prompt", keep="no"))
        self.next_round = words("table.next_round_prompt")
        self.races = {words("event.reaction.buzzer", who="you"), words("event.reaction.slap", who="you")}
        self.races |= {words("table.race_too_soon.buzzer"), words("table.race_too_soon.slap")}
        self.you_play = tuple(
            words(key, who="you", card="\x00").split("\x00")[0] for key in ("event.played", "event.stacked")
        )
        self.ended = {words("table.match_over_to", place=place) for place in ("lobby", "main")}
        self.turn_gone = words("event.turn_gone").casefold().rstrip(".")
        self.draw_prompt = words("table.nothing_playable")
        counts = [re.escape(words("table.playable", count=count)).replace(str(count), r"\d+") for count in (1, 2)]
        self.playable = re.compile("|".join(counts))
        self.heard_until = 0.0
        self._read = 0  # how much of the log has been heard
        self.my_turn = self.between = self.over = False
        self.race_at: float | None = None
        self.program.step()
        self._take(None)

    # ------------------------------------------------------------ hearing

    def _take(self, key: str | None) -> list[str]:
        """The lines the text log got since last time, heard in turn; a key's first line cuts off what was left."""
        log = self.log.getvalue()
        lines = log[self._read :].splitlines()  # the new lines alone: a match's log grows long
        self._read = len(log)
        now = self.clock.now
        for index, text in enumerate(lines):
            if key is not None and index == 0:
                for line in reversed(self.transcript):  # the lines end in order: those still heard are the last
                    if line.end <= now:
                        break
                    line.end = now
                start = now
            else:
                start = max(now, self.heard_until)
            end = start + speaking_time(text, self.settings.listener_wpm)
            self.transcript.append(Heard(now, start, end, text, key))
            self.heard_until = end
        self._signals(lines, key)
        return lines

    def quiet(self) -> bool:
        return self.heard_until <= self.clock.now

    def press(self, name: str) -> list[str]:
        parsed = parse_key(name)
        assert parsed is not None, name
        key, mod = parsed
        base = name.split("+")[-1]
        unicode = base if len(base) == 1 else ""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))
        self.program.step()
        self.keys += 1
        return self._take(name)

    def wait(self, seconds: float) -> list[str]:
        """Let time pass; every line of news said meanwhile ends a wait, measured from the words heard before it."""
        heard_before = self.heard_until
        news_before = self.news_heard_until()
        self.clock.advance(seconds)
        self.program.step()
        said = self._take(None)
        if said:
            self._measure(max(0.0, self.clock.now - heard_before), said[0])
            self.from_news.append(max(0.0, self.clock.now - news_before))
        return said

    def news_heard_until(self) -> float:
        """When the news said so far was heard, or cut off by a key (the bots' pace counts from there): what was
        said while the listener waited, and what its own moves (Enter, Space, U, B) caused."""
        return next((line.end for line in reversed(self.transcript) if line.key in MOVES), 0.0)  # ends in order

    def _measure(self, seconds: float, line: str) -> None:
        table = self.table
        pace = self.settings.bot_pace + STEP
        if table is None:
            return
        rules = table.match.game.rules
        windows = [pace]
        if rules.interception != "off":
            windows.append(rules.interception_ms / 1000 + STEP)
        if rules.sequences:
            windows.append(rules.sequence_ms / 1000 + STEP)
        if rules.buzzer or rules.slap_on_nine:
            windows.append(max(rules.buzzer_ms, rules.slap_ms) / 1000 + STEP)
        window = max(windows)
        kind = "pace" if seconds <= pace else "window"
        self.waits.append(Wait(seconds, pace if kind == "pace" else window, line, kind))

    def _race_sound(self) -> bool:
        return self.program.services.voice.races_heard(self.settings)

    @property
    def table(self) -> TableScene | None:
        return next((scene for scene in self.program.control.stack if isinstance(scene, TableScene)), None)

    @property
    def top(self) -> object:
        return self.program.control.stack[-1]

    # ------------------------------------------------------------ playing by ear

    def play(self) -> bool:
        """The whole match, from the lobby's Enter to the end; True if it ended."""
        while not self.quiet():
            self.wait(STEP)
        self.press("return")
        next_key, cards = self.clock.now + EVERY, 7
        while self.clock.now < MAX_SECONDS:
            if self.clock.now - self._last_news() > STALLED:
                return False  # the game waits for the listener, which did not hear why: the transcript shows where
            if self.race_at is not None and self.clock.now >= self.race_at - 1e-6:
                self.race_at = None
                self.press("b")
                continue
            if isinstance(self.top, ChoiceScene):
                if self.quiet():
                    self.press("return")  # the first choice, as heard
                else:
                    self.wait(STEP)
                continue
            if self.over and self.quiet():
                self.press("return")
                return not isinstance(self.top, TableScene)
            if self.between and self.quiet():
                self.between = False
                self.press("return")
                cards = 7
                continue
            if self.my_turn and self.quiet():
                self.my_turn = False
                cards = self._take_turn(cards)
                continue
            if not self.my_turn and self.race_at is None and self.clock.now >= next_key:
                keys = REFUSED if self.refused else BROWSING
                said = self.press(keys[self.keys % len(keys)])
                cards = _count(said, cards) if said and said[0][:1].isdigit() else cards
                next_key = self.clock.now + EVERY
                continue
            self.wait(STEP)
        return False

    def _last_news(self) -> float:
        return next((line.at for line in reversed(self.transcript) if line.key is None), 0.0)

    def _signals(self, lines: list[str], key: str | None) -> None:
        """What the listener takes from the lines it hears (the history it reads back excepted): its turn, and that
        it is gone, a race's call, the round's or match's end."""
        if key not in MOVES:
            lines = lines[1:]  # the answer to a browsing key; what follows it is news (a race's call said anew)
        for text in lines:
            still = text == self.draw_prompt or self.playable.match(text)
            if text == self.your_turn or (key == "space" and still):
                self.my_turn = True  # its turn, or still its turn after taking a penalty
            elif self.turn_gone in text.casefold():
                self.my_turn = False
            elif text in self.races:
                # A race starts with its own sound as its words are given (with no sound, at their end).
                heard = self.clock.now if self._race_sound() else self.heard_until
                self.race_at = heard + REFLEX
            elif text == self.next_round:
                self.between = True
            elif text in self.ended:
                self.over = True

    def _take_turn(self, cards: int) -> int:
        said = self.press("h")
        cards = _count(said, cards)
        if cards == 2:
            self.press("u")
        said = self.press("z")
        if said and said[0] == self.nothing_playable:
            said = self.press("space")
            if self._drawn(said):
                self.press("return")
            return cards
        said = self.press("return")
        if said and said[0].startswith(self.you_play):
            return cards - 1
        said = self.press("space")  # refused: draw instead
        if self._drawn(said):
            self.press("return")
        return cards

    def _drawn(self, said: list[str]) -> bool:
        """Whether the game said that the card just drawn may be played (Enter plays it)."""
        return any(prompt in text for prompt in self.drawn_prompts for text in said)

    def close(self) -> None:
        self.program.close()


def _count(said: list[str], cards: int) -> int:
    """The hand's size, from the H summary's first number ("6 cards: ...")."""
    found = re.match(r"\s*(\d+)", said[0]) if said else None
    return int(found.group(1)) if found else cards


def write_transcript(listener: Listener, path: Path) -> None:
    with path.open("w", encoding="utf-8") as out:
        for line in listener.transcript:
            mark = f"> {line.key:8} " if line.key else "  " + " " * 9
            out.write(f"{line.at:8.2f} {mark}{line.text}\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--language", default="en")
    parser.add_argument("--preset", default="official")
    parser.add_argument("--variants", default="")
    parser.add_argument("--edition", default="classic", choices=[edition.value for edition in Edition])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--target", type=int, default=500, help="the match's target score")
    parser.add_argument("--timer", type=int, default=0, help="the turn timer, seconds (0: none)")
    parser.add_argument("--transcript", type=Path, help="write every line heard, with the keys, to this file")
    args = parser.parse_args()

    rules = apply_variants(PRESETS[args.preset], [name for name in args.variants.split(",") if name])
    rules = for_edition(rules, Edition(args.edition)).with_options(turn_timer_s=args.timer)
    setup = MatchSetup(bots=["normal"] * (args.players - 1), preset=args.preset, rules=rules)
    setup.rules = setup.rules.with_options(target_score=args.target)
    listener = Listener(args.language, setup, args.seed)
    try:
        ended = listener.play()
    finally:
        listener.close()
    if args.transcript:
        write_transcript(listener, args.transcript)
    table_rounds = sum(line.text == listener.next_round for line in listener.transcript)
    waits = listener.waits
    paced = [wait for wait in waits if wait.kind == "pace"]
    over = [wait for wait in waits if wait.seconds > wait.limit]
    print(
        f"{args.language} {args.edition} {args.preset} +{args.variants or 'nothing'}, {args.players} players, "
        f"seed {args.seed}: "
        f"{'ended' if ended else 'DID NOT END'} after {listener.clock.now / 60:.1f} min, {table_rounds + 1} rounds, "
        f"{listener.keys} keys, {len(listener.transcript)} lines"
    )
    print(
        f"  waits for news: {len(waits)}; within the pace ({listener.settings.bot_pace:.1f} s + {STEP} s): "
        f"{len(paced)}, mean {statistics.mean(w.seconds for w in paced):.2f} s, "
        f"longest {max(w.seconds for w in paced):.2f} s"
    )
    windows = [wait for wait in waits if wait.kind == "window"]
    if windows:
        longest = max(windows, key=lambda wait: wait.seconds)
        print(
            f"  longer than the pace, within a window the rules hold open: {len(windows) - len(over)}; "
            f"longest {longest.seconds:.2f} s before: {longest.line}"
        )
    print(
        f"  the same waits from the end of the news alone (answers left out): mean "
        f"{statistics.mean(listener.from_news):.2f} s, longest {max(listener.from_news):.2f} s"
    )
    print(f"  over the limit: {len(over)}")
    for wait in over:
        print(f"    {wait.seconds:.2f} s (limit {wait.limit:.2f} s) before: {wait.line}")


if __name__ == "__main__":
    main()
