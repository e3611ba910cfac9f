"""A player who reads their hand and the table while the bots play does not hold the bots up.

Two players play the same seeded match of each preset through the real program, heard through a double that
speaks as a screen reader does (a line takes time; an interrupt drops what is unfinished). One presses nothing
while the bots play; the other browses the hand, reviews the history and asks for the top card, whose turn it is
and the hands' sizes every 1.5 seconds, as players do while they wait. Both matches end, and the bots take no
longer over their turns for the browsing player than for the quiet one, give or take the length of the answers.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from statistics import mean

import pytest
from speechd_fixture import PrivateSpeechd
from table_driver import Driver
from waiting import wait_until

from audiouno.app.clock import monotonic_clock
from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.output.sound import CuePlayer, default_sounds_dir
from audiouno.app.output.speech.screenreader import ScreenReaderSpeaker
from audiouno.app.output.voice import Voice
from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import PRESETS, Phase
from audiouno.engine.events import CardPlayed, CardsDrawn, DrawReason, Passed, PlayMode, TurnStarted

MAX_STEPS = 40_000
BROWSING = ("right", "right", "comma", "c", "t", "e", "left")  # the hand, the history, the top card, turn, sizes
EVERY = 1.5  # seconds between the browsing player's keys


pytestmark = pytest.mark.usefixtures("headless_sdl")  # the program on SDL's dummy drivers


@dataclass
class Match:
    waits: list[float] = field(default_factory=list)  # seconds from a bot's turn starting to its move
    answers: list[float] = field(default_factory=list)  # seconds each answer to a browsing key takes to say
    bot_moves: int = 0


def bot_turn_moves(driver: Driver, table: TableScene, browse: bool) -> Match:
    """Play the match to its end; the player's own moves wait for quiet, as a listener's do."""
    game, match = table.match.game, Match()
    speaker = driver.speaker
    seen, turn_started_at = 0, None
    next_key, keys = driver.clock.now + EVERY, 0
    for _ in range(MAX_STEPS):
        for event in game.log[seen:]:  # what happened in the last step, at this step's time
            if isinstance(event, TurnStarted):
                turn_started_at = driver.clock.now if event.player != 0 else None
            elif turn_started_at is not None and _is_turn_move(event):
                match.waits.append(driver.clock.now - turn_started_at)
                match.bot_moves += 1
                turn_started_at = None
        seen = len(game.log)
        top = driver.top
        if isinstance(top, LobbyScene):
            return match
        mine = game.decider == 0 and game.phase in (Phase.PLAY, Phase.PENALTY, Phase.DRAWN)
        if browse and not mine and not isinstance(top, ChoiceScene) and driver.clock.now >= next_key:
            said = driver.press(BROWSING[keys % len(BROWSING)])
            match.answers += [len(text.split()) * speaker.SECONDS_PER_WORD for text in said]  # type: ignore[attr-defined]
            keys += 1
            next_key = driver.clock.now + EVERY
        elif not speaker.quiet():  # type: ignore[attr-defined]
            driver.wait(0.05)
        else:
            driver.listeners_move(table)
    raise AssertionError("the match did not end")


def _is_turn_move(event: object) -> bool:
    if isinstance(event, CardPlayed):
        return event.mode in (PlayMode.TURN, PlayMode.DRAWN, PlayMode.STACK)
    return isinstance(event, Passed) or (isinstance(event, CardsDrawn) and event.reason is DrawReason.CHOICE)


def play(preset: str, browse: bool) -> Match:
    driver = Driver(seed=9, screen_reader=True)
    try:
        setup = MatchSetup(bots=["normal", "normal", "normal"], rules=PRESETS[preset].with_options(target_score=60))
        table = driver.start_from_the_lobby(setup)
        return bot_turn_moves(driver, table, browse)
    finally:
        driver.close()


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_bots_keep_their_pace_while_the_player_browses(preset: str) -> None:
    quiet = play(preset, browse=False)
    browsing = play(preset, browse=True)
    assert quiet.bot_moves > 20 and browsing.bot_moves > 20  # both matches ended, the bots played real ones
    assert len(browsing.answers) > browsing.bot_moves / 2  # the player really did browse through the bots' turns
    assert not quiet.answers
    # The bots wait for the news and the pace; an answer said before their news delays it by its own length.
    assert mean(browsing.waits) <= mean(quiet.waits) + mean(browsing.answers)
    assert max(browsing.waits) <= max(quiet.waits) + max(browsing.answers)


# The shared daemon's card takes audio as fast as espeak-ng makes it, so a line lasts as long as its making: the
# news is long enough for that to take seconds (three here), and the key comes once the daemon says it began. (With
# four sentences and a fixed 0.2 s, the news had now and then ended before the key.) A card paced in real time
# cannot stand in here: its pipe holds the daemon's write after a CANCEL until the whole utterance has played.
def test_through_speech_dispatcher_answers_cut_the_news_and_hold_nothing_up(speechd: PrivateSpeechd) -> None:
    """The real Speech Dispatcher says when it has finished; answers to the player's keys do not count as news."""
    clock = monotonic_clock()
    speaker = ScreenReaderSpeaker()
    voice = Voice(speaker, CuePlayer(default_sounds_dir()), clock)
    try:
        voice.tell(" ".join(["Ana plays green 7. Ana has one card left. Bruno's turn."] * 40))
        news = voice.said_last
        assert news is not None and voice.news_heard_at() > clock()  # being said
        assert wait_until(lambda: news.began_at is not None)
        cut = clock()
        voice.key_pressed()
        voice.answer("red 7, 2 of 7")  # the player reads their hand: the news is cut off, heard as far as the game goes
        voice.key_answered()
        assert not news.engine_ended  # the key came while it was being said
        assert voice.news_heard_at() == pytest.approx(cut, abs=0.05)
        for card in ("blue 2, 3 of 7", "green skip, 4 of 7", "yellow 9, 5 of 7"):
            time.sleep(0.15)
            voice.key_pressed()
            voice.answer(card)
            voice.key_answered()
            assert voice.news_heard_at() == pytest.approx(cut, abs=0.05)  # answers alone hold nothing up
        said = clock()
        voice.tell("Bruno plays blue 7.")  # news after the answers waits for them, then for its own words
        last = voice.said_last
        assert last is not None
        assert wait_until(lambda: voice.news_heard_at() <= clock())
        assert last.engine_ended and voice.news_heard_at() > said  # it ended, as Speech Dispatcher reported
    finally:
        speaker.close()
