"""Practice through the real program: keys posted at given instants of an injected clock, the words and cues
recorded, the statistics file real."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

import pytest
from table_driver import Driver, default_words

from audiouno.app.files.storage import Places
from audiouno.app.output.narration import Narrator
from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.practice import calibration
from audiouno.app.scenes.practice.drill import PLANS, Kind
from audiouno.app.scenes.practice.drill_scene import LEAD, DrillScene
from audiouno.app.scenes.practice.reaction import Outcome
from audiouno.app.scenes.practice.reaction import Reaction as Reaction_
from audiouno.app.scenes.practice.scene import PracticeScene
from audiouno.app.scenes.practice.store import PracticeFile
from audiouno.engine import OFFICIAL
from audiouno.engine.events import Reaction, ReactionPressed, ReactionResolved

TEXT = default_words().text
TODAY = datetime(2026, 11, 30, 18, 0)


@pytest.fixture
def practice(driver: Driver, tmp_path: Path) -> PracticeScene:
    scene = PracticeScene(driver.program.services, PracticeFile(tmp_path / "practice.json"), today=lambda: TODAY)
    driver.program.control.push(scene)
    driver.program.step()
    return scene


def played(driver: Driver) -> list[str]:
    return [cue for cue, _ in driver.cues.played]


def next_cue(driver: Driver, limit: float = 15.0) -> tuple[float, str]:
    """Let time pass until the drill plays its next cue; returns when (the clock read after starting it) and which."""
    seen = len(driver.cues.played)
    driver.wait(limit, until=lambda: len(driver.cues.played) > seen)
    assert len(driver.cues.played) > seen, "no cue came"
    return driver.clock.now, driver.cues.played[seen][0]


def press_at(driver: Driver, moment: float, key: str = "b") -> list[str]:
    driver.clock.now = moment
    return driver.press(key)


def drill_scene(driver: Driver) -> DrillScene:
    scene = driver.top
    assert isinstance(scene, DrillScene)
    return scene


def test_enter_starts_the_first_drill_and_reaction_times_are_spoken_in_ms(
    driver: Driver, practice: PracticeScene
) -> None:
    assert TEXT("practice.title") in driver.texts[-1] and TEXT("practice.item.reaction") in driver.texts[-1]
    said = driver.press("return")
    assert said[0] == TEXT("practice.intro.reaction", trials=PLANS[Kind.REACTION].trials)
    assert drill_scene(driver).kind is Kind.REACTION
    start = driver.clock.now
    assert driver.press("b") == []  # during the introduction: neither timed nor a false start
    cue_at, cue = next_cue(driver)
    assert cue == "buzzer" and cue_at >= start + LEAD + 1.5
    assert press_at(driver, cue_at + 0.262) == ["262 milliseconds"]
    assert driver.press("r") == ["262 milliseconds"]
    assert TEXT("help.line", keys="B", does=TEXT("help.drill.buzzer")) in driver.press("f1")[0]
    assert press_at(driver, cue_at + 0.400) == [TEXT("practice.too_soon")]  # a second press: nothing to answer
    assert played(driver)[-1] == "invalid"
    [drill] = practice.store.drills()
    assert [(r.outcome, r.ms) for r in drill.reactions] == [(Outcome.HIT, 262.0), (Outcome.FALSE_START, None)]


def test_a_whole_reaction_drill_ends_with_its_figures_and_trend(driver: Driver, practice: PracticeScene) -> None:
    driver.press("return")
    times = [240 + 10 * n for n in range(PLANS[Kind.REACTION].trials)]
    for ms in times:
        cue_at, _ = next_cue(driver)
        press_at(driver, cue_at + ms / 1000)
    driver.wait(PLANS[Kind.REACTION].settle + 1)
    assert driver.top is practice
    figures = TEXT("practice.summary.times", best=240, median=310, mean=310, spread=45)
    assert figures in " ".join(driver.texts[-3:])
    assert TEXT("practice.trend.first", today=310) in " ".join(driver.texts[-3:])
    [drill] = practice.store.drills()
    assert drill.finished and [r.ms for r in drill.reactions] == times
    assert driver.texts[-1].startswith(TEXT("practice.back"))


def test_go_no_go_distractors_pressed_are_errors(driver: Driver, practice: PracticeScene) -> None:
    driver.press("down")
    driver.press("down")
    assert driver.press("return")[0].startswith("Go or no-go.")
    kinds = []
    for _ in range(8):
        cue_at, cue = next_cue(driver)
        kinds.append(cue)
        said = press_at(driver, cue_at + 0.3)
        assert said == (["300 milliseconds"] if cue == "buzzer" else [TEXT("practice.error.gonogo")])
    assert "buzzer" in kinds and any(cue != "buzzer" for cue in kinds)
    driver.press("escape")
    assert driver.texts[-2].startswith(TEXT("practice.stopped"))
    [drill] = practice.store.drills()
    assert not drill.finished
    assert sum(r.outcome is Outcome.ERROR for r in drill.reactions) == sum(cue != "buzzer" for cue in kinds)


def test_slap_the_9_names_each_card_and_a_slap_on_another_is_an_error(driver: Driver, practice: PracticeScene) -> None:
    for _ in range(3):
        driver.press("down")
    driver.press("return")
    slapped = wrong = 0
    for _ in range(12):
        cue_at, cue = next_cue(driver)
        assert cue == "card_number"
        card = driver.texts[-1]
        assert re.fullmatch(r"(red|yellow|green|blue) \d", card), card
        nine = card.endswith("9")
        if nine or not wrong:
            said = press_at(driver, cue_at + 0.35)
            assert said == (["350 milliseconds"] if nine else [TEXT("practice.error.slap")])
            slapped += nine
            wrong += not nine
    assert slapped and wrong == 1


def test_a_race_against_bots_says_the_place(driver: Driver, practice: PracticeScene) -> None:
    driver.press("down")  # the race, against three normal bots
    assert driver.press("left") == [TEXT("practice.item.race", count=2, strength=TEXT("lobby.strength.normal"))]
    intro = driver.press("return")[0]
    assert intro == TEXT("practice.intro.race", names="Ana, Bruno", trials=PLANS[Kind.RACE].trials)
    cue_at, _ = next_cue(driver)
    [sentence] = press_at(driver, cue_at + 0.12)  # no bot is ever faster than 120 ms: the player wins
    first = r"You were first of three, \d+ milliseconds ahead of (Ana|Bruno); (Ana|Bruno) was slowest\."
    assert re.fullmatch(first, sentence)
    cue_at, _ = next_cue(driver)
    [sentence] = press_at(driver, cue_at + 1.5)
    assert re.fullmatch(r"You were last of three, [\d,]+ milliseconds behind (Ana|Bruno)\.", sentence)


def test_calibration_measures_the_delay_and_practice_takes_it_off(driver: Driver, practice: PracticeScene) -> None:
    driver.press("end")
    driver.press("up")  # calibrate
    calibrate = TEXT("practice.item.calibrate", delay=TEXT("practice.delay.none"))
    assert driver.texts[-1] == TEXT("choice.item", label=calibrate, number=8, count=9)  # its place, like every list
    assert driver.press("return")[0] == TEXT("practice.calibration.intro")
    for _ in range(calibration.CLICKS):
        tick_at, cue = next_cue(driver)
        assert cue == "tick"
        press_at(driver, tick_at + 0.045)
    driver.wait(1.0)
    assert TEXT("practice.calibration.result", ms=45, error=1) in driver.texts[-2]
    assert TEXT("practice.calibration.plausible") in driver.texts[-2]
    assert driver.program.services.settings.output_delay == pytest.approx(0.045)
    assert practice.store.output_delay == pytest.approx(0.045)
    driver.press("home")
    driver.press("return")
    cue_at, _ = next_cue(driver)
    assert press_at(driver, cue_at + 0.300) == ["255 milliseconds"]


def test_calibration_with_taps_ahead_of_the_clicks_keeps_the_old_figure(
    driver: Driver, practice: PracticeScene
) -> None:
    practice.index = practice.items.index("calibrate")
    driver.press("return")
    for _ in range(calibration.CLICKS):
        tick_at, _ = next_cue(driver)
        press_at(driver, tick_at + 0.5)  # before the next click: 100 ms early
    driver.wait(1.0)
    assert TEXT("practice.calibration.negative", previous=TEXT("practice.delay.none")) in driver.texts[-2]
    assert practice.store.output_delay is None and driver.program.services.settings.output_delay == 0.0


def test_statistics_item_and_escape_back(driver: Driver, practice: PracticeScene) -> None:
    practice.index = practice.items.index("statistics")
    assert driver.press("return") == [TEXT("practice.statistics.none")]
    assert TEXT("help.line", keys="Up", does=TEXT("help.practice.previous_item")) in driver.press("f1")[0]
    driver.press("escape")
    assert driver.top is not practice  # back to the place that opened practice


# ---------------------------------------------------------------- real matches: by how much


def test_the_result_of_a_real_race_says_by_how_much() -> None:
    catalogue = default_words()
    narrator = Narrator(catalogue, ["You", "Ana", "Bruno", "Carla"], 0)
    won = ReactionResolved(Reaction.BUZZER, ((0, 0.25), (1, 0.43), (2, 0.30), (3, 0.31)), (1,), 3)
    assert narrator.narrate(won, None)[0].text == "Slowest: Ana, 180 milliseconds after you."  # type: ignore[arg-type]
    # The race ended once the others had pressed: the verdict names the player, with no margin.
    lost = ReactionResolved(Reaction.SLAP, ((0, None), (1, 0.43), (2, 0.48)), (0,), 2)
    assert narrator.narrate(lost, None)[0].text == TEXT("event.reaction_over.slap", players="you")  # type: ignore[arg-type]
    never = ReactionResolved(Reaction.BUZZER, ((0, None), (1, 0.43)), (0,), 3)
    assert narrator.narrate(never, None)[0].text == TEXT("event.reaction_over.buzzer", players="you")  # type: ignore[arg-type]


@pytest.mark.driver(audio="disk")  # a sound heard: the race runs from it
def test_a_real_buzzer_race_takes_off_the_calibrated_delay(driver: Driver) -> None:
    driver.program.services.settings.output_delay = 0.04
    # Three racers and an early press, so the bots cannot end the race before it (it ends once all but one pressed).
    hands = [["buzzer", "g7", "g1"], ["y1", "y2", "y3"], ["b1", "b2", "b3"]]
    table = driver.sit(OFFICIAL.with_options(buzzer=True), hands, "r9")
    driver.press("end")
    driver.press("return")
    driver.wait(0.2)
    assert "0.16" in driver.press("b")[0]
    [pressed] = [event for event in table.game.log if isinstance(event, ReactionPressed) and event.player == 0]
    assert pressed.seconds == pytest.approx(0.16)


def test_the_main_menu_opens_practice_and_escape_comes_back(driver: Driver) -> None:
    control = driver.program.control
    menu = control.stack[0]
    assert isinstance(menu, MainMenu)
    if len(control.stack) > 1:
        control.pop(control.stack[1])
    menu.index = [option.value.name for option in menu.options].index("practice")
    assert menu.options[menu.index].label == TEXT("main.practice")
    driver.press("return")
    assert isinstance(driver.top, PracticeScene)
    assert driver.texts[-1].startswith(TEXT("practice.title"))
    driver.press("escape")
    assert driver.top is menu


def test_practice_is_kept_beside_the_statistics_and_read_on_their_screen(tmp_path: Path) -> None:
    places = Places(tmp_path / "config", tmp_path / "data")
    store = PracticeFile(places.data / "practice.json")
    record = store.begin("reaction", TODAY, {})
    for ms in (250.0, 262.0, 270.0):
        store.record(record, Reaction_(Outcome.HIT, ms, "buzzer"))
    driver = Driver(places=places, start="practice")
    try:
        practice = driver.top
        assert isinstance(practice, PracticeScene) and len(practice.store.drills()) == 1
        line = TEXT("practice.statistics.kind", kind=TEXT("practice.kind.reaction"), drills=1, median=262, best=262)
        practice.index = practice.items.index("statistics")
        assert driver.press("return")[0].startswith(line)
        driver.press("escape")  # the main menu lies under practice
        menu = driver.top
        assert isinstance(menu, MainMenu)
        menu.index = [option.value.name for option in menu.options].index("statistics")
        driver.press("return")
        stats = driver.top
        assert isinstance(stats, ChoiceScene) and line in [option.label for option in stats.options]
    finally:
        driver.close()


@pytest.mark.parametrize(("driver", "race_volume"), [("pt-BR", 0.8), ("es", 0.0)], indirect=["driver"])
def test_a_drill_timed_on_a_sound_says_when_it_starts_that_no_sound_reaches_the_player(
    driver: Driver, practice: PracticeScene, race_volume: float
) -> None:
    """SDL's dummy driver reaches no ear, and neither does a race volume of zero: the reaction drill says so as it
    starts, after its introduction."""
    services = driver.program.services
    services.settings.race_volume = race_volume
    said = driver.press("return")
    unheard = services.catalogue.text("practice.unheard")
    assert said[0] == services.catalogue.text("practice.intro.reaction", trials=PLANS[Kind.REACTION].trials)
    assert said[1:] == [unheard]


@pytest.mark.parametrize("driver", ["pt-BR"], indirect=True)
def test_the_race_drills_bots_race_as_fast_as_the_player_reacts_in_the_reaction_drill(
    driver: Driver, practice: PracticeScene
) -> None:
    """A listener of a steady 600 ms (a whole reaction drill, by keys) races three normal bots: they press with the
    player's own times, so a press at 450 ms is first, where the bots' defaults (210-370 ms) left it last every time."""
    say = driver.program.services.catalogue.text
    driver.press("return")
    for _ in range(PLANS[Kind.REACTION].trials):
        cue_at, _ = next_cue(driver)
        press_at(driver, cue_at + 0.6)
    driver.wait(PLANS[Kind.REACTION].settle + 1)
    assert driver.top is practice
    driver.press("down")  # the race, against three normal bots
    names = say("list.separator").join(say(f"bot.name.{seat}") for seat in (1, 2, 3))
    assert driver.press("return")[0] == say("practice.intro.race", names=names, trials=PLANS[Kind.RACE].trials)
    first = say("practice.race.first", field="|", gap=1, name="").split("|")[0]  # "first among"
    for _ in range(3):
        cue_at, _ = next_cue(driver)
        [sentence] = press_at(driver, cue_at + 0.45)
        assert sentence.startswith(first), sentence
