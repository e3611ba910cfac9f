"""The game in each language: grammar spot checks, choosing the language, switching it in the lobby, and a voice
for it in built-in speech."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from table_driver import Driver, default_words

from audiouno.app.files.player_files import PlayerFiles
from audiouno.app.files.storage import Places
from audiouno.app.output.narration import Narrator
from audiouno.app.output.speech.base import voice_matches
from audiouno.app.program import load_settings
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import OPTIONS, Edition, PlayerView, new_deck
from audiouno.engine.events import CardPlayed, CardsDrawn, ColourChosen, DrawReason, PlayMode
from audiouno.engine.game import Game
from audiouno.engine.rules import OFFICIAL
from audiouno.i18n import Catalogue
from audiouno.language import closest_language, starting_language, system_language

DECK = new_deck(Edition.CLASSIC)


def card(kind: str):  # type: ignore[no-untyped-def]
    return next(card for card in DECK if card.kind == kind)


def words(language: str) -> Catalogue:
    return default_words(language)


def narrator(language: str) -> Narrator:
    catalogue = words(language)
    return Narrator(catalogue, [catalogue.text("table.my_name"), catalogue.text("bot.name.1")], 0)


def view() -> PlayerView:
    game = Game(2, OFFICIAL, seed=1)
    game.start_arranged_round([["r5", "b9"], ["r1", "g2"]], "r3", dealer=1)
    return PlayerView(game, 0)


# ---------------------------------------------------------------- grammar, language by language

CARDS = {  # language: (no cards, one card, two cards)
    "en": ("0 cards", "1 card", "2 cards"),
    "pt-BR": ("nenhuma carta", "1 carta", "2 cartas"),
    "es": ("ninguna carta", "1 carta", "2 cartas"),
}


@pytest.mark.parametrize("language", CARDS)
def test_zero_one_and_two_cards(language: str) -> None:
    text = words(language).text
    assert tuple(text("table.cards", count=count) for count in (0, 1, 2)) == CARDS[language]


def test_cards_another_player_draws() -> None:
    said = {
        language: [
            narrator(language).narrate(CardsDrawn(1, (), count, DrawReason.CHOICE), view())[0].text for count in (1, 2)
        ]
        for language in CARDS
    }
    assert said == {
        "en": ["Ana draws a card.", "Ana draws 2 cards."],
        "pt-BR": ["Júlia compra uma carta.", "Júlia compra 2 cartas."],
        "es": ["Lucía roba una carta.", "Lucía roba 2 cartas."],
    }


def test_cldr_plurals_and_the_locales_decimal_comma() -> None:
    """Brazilian Portuguese says "0,5 segundo" and "1,5 segundo" (under 2 is singular); Spanish does not."""
    paces = {
        language: [words(language).text("table.bot_pace", seconds=s, wpm=220, felt=s + 2.5) for s in (0.5, 1.5, 2)]
        for language in CARDS
    }
    assert [said.split(" after")[0] for said in paces["en"]] == ["Bots wait 0.5 seconds", "Bots wait 1.5 seconds",
                                                                  "Bots wait 2 seconds"]  # fmt: skip
    assert [said.split(" depois")[0] for said in paces["pt-BR"]] == [
        "Os bots esperam 0,5 segundos", "Os bots esperam 1,5 segundos", "Os bots esperam 2 segundos"
    ]  # fmt: skip
    assert [said.split(" tras")[0] for said in paces["es"]] == [
        "Los bots esperan 0,5 segundos", "Los bots esperan 1,5 segundos", "Los bots esperan 2 segundos"
    ]  # fmt: skip
    assert paces["pt-BR"][1].endswith("cerca de 4 segundos por jogada.")  # the wait as felt, a decimal comma
    assert paces["es"][0].endswith("unos 3 segundos por jugada.")
    pressed = words("pt-BR").text("event.pressed", who="you", seconds=0.4567)
    assert pressed == "Apertou em 0,46 segundos."  # as Brazilians say it: the singular for exactly 1 only


COLOURS = {  # language: (a number card, an action card, the colour alone, the colour to match)
    "en": ("red 5", "red skip", "You choose red.", "Colour: red."),
    "pt-BR": ("5 vermelho", "Pular vermelho", "Você escolhe vermelho.", "Cor: vermelha."),
    "es": ("5 rojo", "Salta rojo", "Eliges rojo.", "Color: rojo."),
}


@pytest.mark.parametrize("language", COLOURS)
def test_a_colour_alone_and_in_a_card_name(language: str) -> None:
    told = narrator(language)
    chosen = told.narrate(ColourChosen(0, card("r5").colour), view())[0].text  # type: ignore[arg-type]
    match = told.words.text("table.colour", colour="red")
    assert (told.words.card(card("r5")), told.words.card(card("rs")), chosen, match) == COLOURS[language]


def test_the_purple_of_masters_of_the_universe_agrees_too() -> None:
    purple = next(card for card in new_deck(Edition.MOTU) if card.kind == "ps")
    assert narrator("pt-BR").words.card(purple) == "Pular roxo"
    assert words("pt-BR").text("table.colour", colour="purple") == "Cor: roxa."


PLAYS = {  # language: (the player plays, another player plays, the player is skipped, another is)
    "en": ("You play red 5.", "Ana plays red 5."),
    "pt-BR": ("Você joga 5 vermelho.", "Júlia joga 5 vermelho."),
    "es": ("Juegas 5 rojo.", "Lucía juega 5 rojo."),
}


@pytest.mark.parametrize("language", PLAYS)
def test_you_and_another_player_as_the_subject_of_the_same_event(language: str) -> None:
    words = narrator(language)
    said = [words.narrate(CardPlayed(seat, card("r5"), PlayMode.TURN, 3), view())[0].text for seat in (0, 1)]
    assert tuple(said) == PLAYS[language]


def test_a_challenge_against_you_and_by_you() -> None:
    text = words("pt-BR").text
    assert text("event.challenge", who="you", whom="other", target="Júlia", verdict="guilty") == (
        "Denúncia certa: Júlia estava blefando."
    )
    assert text("event.challenge", who="other", whom="you", player="Júlia", verdict="guilty") == (
        "Júlia denuncia você: era blefe."
    )


def test_key_names_are_said_in_the_language_as_bound() -> None:
    assert words("pt-BR").text("table.nothing_playable") == "Nada para jogar: Espaço compra."
    assert words("es").text("table.nothing_playable") == "Nada que jugar: Espacio roba."


# ---------------------------------------------------------------- choosing the language


@pytest.mark.parametrize(
    ("tag", "language"),
    [
        ("pt_BR.UTF-8", "pt-BR"),
        ("pt_PT.UTF-8", "pt-BR"),
        ("pt", "pt-BR"),
        ("Portuguese_Brazil", "pt-BR"),
        ("es_MX.UTF-8", "es"),
        ("es-419", "es"),
        ("Spanish_Spain", "es"),
        ("en_GB.UTF-8", "en"),
        ("fr_FR.UTF-8", "en"),
        ("de_DE@euro", "en"),
        ("", "en"),
        (None, "en"),
    ],
)
def test_the_closest_language_to_a_locale(tag: str | None, language: str) -> None:
    assert closest_language(tag) == language


def test_the_system_locale_at_first_start(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "pt_PT.UTF-8")
    assert system_language() == "pt-BR"
    monkeypatch.setenv("LC_ALL", "es_AR.UTF-8")
    assert system_language() == "es"
    assert starting_language(None, None) == "es"  # nothing saved yet: the system's
    assert starting_language(None, "en") == "en"  # the player's choice, kept in the settings, wins over it
    assert starting_language("pt-BR", "en") == "pt-BR"  # and --lang over both


def write_settings(folder: Path, **body: object) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"kind": "settings", "format": 1, **body})
    (folder / "settings.json").write_text(text, encoding="utf-8")


def test_a_settings_file_from_before_the_language_still_loads(tmp_path: Path) -> None:
    places = Places(tmp_path / "config", tmp_path / "data")
    write_settings(places.config, cue_volume=0.5, hand_sort="number")  # as issue 13's first version wrote it
    files = PlayerFiles(places)
    settings = load_settings(files)
    assert (settings.language, settings.cue_volume, settings.hand_sort) == (None, 0.5, "number")
    assert files.notices == [] and (places.config / "settings.json").exists()  # not set aside


def test_a_language_the_game_does_not_speak_costs_only_the_language(tmp_path: Path) -> None:
    places = Places(tmp_path / "config", tmp_path / "data")
    write_settings(places.config, language="tlh")
    files = PlayerFiles(places)
    assert load_settings(files).language is None
    assert [notice.key for notice in files.notices] == ["files.values_reset"]
    assert not list(places.config.glob("*.bad-*"))
    files.close()


def run(*args: str, locale: str = "C.UTF-8", **extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LC_ALL": locale, "XDG_CONFIG_HOME": "/nonexistent/audio-uno-tests"}
    env.pop("AUDIO_UNO_CONFIG_DIR", None)  # no settings of this account's player
    env.update(extra)
    return subprocess.run(
        [sys.executable, "-m", "audiouno.cli", *args], capture_output=True, text=True, timeout=60, check=False, env=env
    )


def test_an_unknown_language_is_refused() -> None:
    done = run("rules", "--lang", "fr")
    assert done.returncode == 2 and "--lang" in done.stderr


# ---------------------------------------------------------------- switching in the lobby


# The lobby's items with three bots: start, players, the bots, edition, preset, the rule options (edition and
# target score among them), speech detail, card position and language.
LOBBY_ITEMS = 1 + 1 + 3 + 1 + len(OPTIONS) + 3


def test_the_lobby_switches_the_language_at_once_and_keeps_it(tmp_path: Path) -> None:
    places = Places(tmp_path / "config", tmp_path / "data")
    driver = Driver(seed=3, places=places)
    try:
        english, portuguese = default_words("en"), default_words("pt-BR")
        language = english.text("lobby.language", name="English")
        assert driver.press("end")[0] == english.text(
            "choice.item", label=language, number=LOBBY_ITEMS, count=LOBBY_ITEMS
        )
        assert driver.press("right") == [portuguese.text("lobby.language", name="Português do Brasil")]
        language = portuguese.text("lobby.language", name="Português do Brasil")
        assert driver.press("r") == [
            portuguese.text("choice.item", label=language, number=LOBBY_ITEMS, count=LOBBY_ITEMS)
        ]
        assert driver.press("return") == [portuguese.text("lobby.language.description")]  # the description: Enter
        assert load_settings(PlayerFiles(places)).language == "pt-BR"  # in settings.json, for the next start
        start = portuguese.text("lobby.start")
        assert driver.press("home")[0] == portuguese.text("choice.item", label=start, number=1, count=LOBBY_ITEMS)
        assert driver.press("f1")[0].startswith(portuguese.text("help.lobby_intro"))
        driver.press("escape")  # closes the list of keys
        driver.press("return")
        table = driver.top
        assert isinstance(table, TableScene)
        assert table.names[1] == "Júlia" and driver.texts[-1] != ""
        history = driver.program.voice.history._messages  # the welcome is kept there; the deal is said
        assert any(text.startswith("Nova partida contra Júlia, ") for text in history)
        assert any(text.startswith("Você dá 7 cartas") or " dá 7 cartas: " in text for text in driver.texts)
    finally:
        driver.close()


# ---------------------------------------------------------------- a voice for the language


def test_how_well_a_voice_fits() -> None:
    assert voice_matches("pt-BR", ["pt-br"]) == 2
    assert voice_matches("pt-BR", ["pt"]) == 1
    assert voice_matches("es", ["es-419"]) == 1
    assert voice_matches("es", ["en-gb", "fr"]) == 0


def test_no_voice_for_the_language_is_said() -> None:
    driver = Driver(seed=3, language="es")
    try:
        driver.program.services.voice.speaker.use_language = lambda language: False  # type: ignore[attr-defined]
        driver.press("end")
        said = driver.press("left")  # to Portuguese
        assert said[-1] == default_words("pt-BR").text("speech.no_voice", language="pt-BR")
        assert said[-1] == "A fala embutida não tem voz em português: ela lê com a voz padrão."
    finally:
        driver.close()


class Voiced:
    """A backend with voices of its own, speaking into a list; it has voices for the languages in `voices`."""

    kind = "tts"
    name = "voiced"

    def __init__(self, voices: tuple[str, ...] = ("pt-BR", "es")) -> None:
        self.voices = voices
        self.asked: list[str] = []
        self.said: list[str] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.said.append(text)

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass

    def use_language(self, language: str) -> bool:
        self.asked.append(language)
        return language in self.voices


class Broken(Voiced):
    def speak(self, text: str, interrupt: bool = False) -> None:
        raise RuntimeError("gone")


def test_the_language_goes_through_the_speech_thread_and_to_the_next_backend() -> None:
    from audiouno.app.output.speech import FallbackSpeaker, use_language
    from audiouno.app.output.speech.offthread import OffThreadSpeaker

    inner = Voiced()
    off_thread = OffThreadSpeaker(lambda: inner)
    try:
        assert use_language(off_thread, "es") is True and inner.asked == ["es"]
        assert use_language(off_thread, "en") is False
    finally:
        off_thread.close()
    spare = Voiced()
    speaker = FallbackSpeaker([("tts", Broken), ("log", lambda: spare)])
    assert speaker.use_language("pt-BR") is True
    speaker.speak("Sua vez.")  # the first backend breaks: the next one takes over, in the same language
    assert spare.asked == ["pt-BR"] and spare.said == ["Sua vez."]
    assert use_language(object(), "es") is None  # a screen reader keeps its own voice
