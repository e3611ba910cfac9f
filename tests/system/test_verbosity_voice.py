"""The one place the verbosity profile filters: the voice says each line as its kind's level has it heard, keeps
every line whole in its history, and through the real Speech Dispatcher a line left to its sound makes no speech
and holds the game up for nothing."""

from __future__ import annotations

import time

import pytest
from speechd_fixture import PrivateSpeechd
from table_driver import RecordingCues, RecordingSpeaker

from audiouno.app.clock import ManualClock, monotonic_clock
from audiouno.app.files.settings import Settings
from audiouno.app.files.verbosity import CUE, CUSTOM, PROFILES
from audiouno.app.output.narration import Narrator
from audiouno.app.output.speech.screenreader import ScreenReaderSpeaker
from audiouno.app.output.voice import Utterance, Voice
from audiouno.engine import Game, PlayerView
from audiouno.engine.events import CardPlayed, PlayMode, TurnStarted
from audiouno.engine.rules import OFFICIAL
from audiouno.i18n import Catalogue

pytestmark = pytest.mark.usefixtures("headless_sdl")  # the program on SDL's dummy drivers


def lines(catalogue: Catalogue) -> list[Utterance]:
    """What the narration says of a bot's play with a last card, then of the player's turn."""
    game = Game(2, OFFICIAL, seed=1)
    game.start_arranged_round([["r5", "b9"], ["r1", "g2"]], "r3", dealer=1)
    view = PlayerView(game, 0)
    narrator = Narrator(catalogue, ["You", "Ana"], 0)
    red_1 = next(card for card in game.hands[1] if card.kind == "r1")
    said = narrator.narrate(CardPlayed(1, red_1, PlayMode.TURN, 1), view)
    return said + narrator.narrate(TurnStarted(0), view)


@pytest.mark.parametrize("profile", [*PROFILES, CUSTOM])
def test_each_level_is_heard_as_it_says_and_the_history_keeps_every_line(profile: str) -> None:
    catalogue = Catalogue.load("en")
    journal: list[object] = []
    speaker, cues = RecordingSpeaker(journal), RecordingCues(journal)
    voice = Voice(speaker, cues, ManualClock())
    voice.shorten = catalogue.shorten
    settings = Settings(verbosity=profile)
    if profile == CUSTOM:
        settings.detail = {**PROFILES["full"], "plays": CUE, "races": "off"}
    voice.follow(settings)
    for line in lines(catalogue):
        voice.say(line)
    said = [entry.text for entry in speaker.said]
    play, last, turn = "Ana plays red 1.", "Ana has one card left.", "Your turn."
    expected = {
        "full": [play, last, turn],
        "brief": ["Ana: red 1.", "Ana: one card.", turn],
        "essentials": ["Ana: one card.", turn],  # the play by its sound alone; the last card, a chance, in brief
        CUSTOM: [turn],
    }[profile]
    assert said == expected
    assert [cue for cue, _ in cues.played] == ["card_number", "your_turn"]  # the card's sound plays whatever the level
    assert voice.history.recent(3) == (play, last, turn)  # whole, for comma and period


def test_the_table_key_takes_effect_on_the_next_line() -> None:
    """The voice asks the settings for each line: a profile changed a moment ago holds for the next one."""
    catalogue = Catalogue.load("en")
    speaker = RecordingSpeaker([])
    voice = Voice(speaker, RecordingCues([]), ManualClock())
    voice.shorten = catalogue.shorten
    settings = Settings()
    voice.follow(settings)
    play, *_ = lines(catalogue)
    voice.say(play)
    settings.cycle_profile()
    voice.say(play)
    settings.cycle_profile()
    voice.say(play)
    assert [entry.text for entry in speaker.said] == ["Ana plays red 1.", "Ana: red 1."]
    assert settings.verbosity == "essentials"


def test_through_speech_dispatcher_a_line_left_to_its_sound_is_not_spoken(speechd: PrivateSpeechd) -> None:
    catalogue = Catalogue.load("en")
    clock = monotonic_clock()
    speaker = ScreenReaderSpeaker()
    voice = Voice(speaker, RecordingCues([]), clock)
    voice.shorten = catalogue.shorten
    voice.follow(Settings(verbosity="essentials"))
    play, _, turn = lines(catalogue)
    try:
        before = speechd.audio_bytes()
        voice.say(play)  # its sound alone
        assert voice.news_heard_at() <= clock()  # nothing to wait for
        time.sleep(0.5)
        assert speechd.audio_bytes() == before  # and nothing was spoken
        voice.say(turn)
        deadline = clock() + 10
        while voice.news_heard_at() > clock() and clock() < deadline:
            time.sleep(0.01)
        assert speechd.audio_bytes() > before  # the player's turn, in words
        assert clock() < deadline
    finally:
        speaker.close()
