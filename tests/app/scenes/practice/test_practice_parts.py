"""The parts of practice that need no window: the waits, the drills' rules, races, calibration, statistics."""

from __future__ import annotations

import csv
import itertools
import math
import random
import re
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from table_driver import default_words

from audiouno.app.scenes.practice import calibration
from audiouno.app.scenes.practice.drill import PLANS, TOO_SOON, Answered, Cued, Drill, Finished, Kind
from audiouno.app.scenes.practice.export import COLUMNS, export_csv
from audiouno.app.scenes.practice.foreperiod import Foreperiod
from audiouno.app.scenes.practice.race import RaceResult, Rival
from audiouno.app.scenes.practice.reaction import Outcome, Reaction
from audiouno.app.scenes.practice.store import FORMAT, PracticeFile
from audiouno.app.scenes.practice.summary import Summary
from audiouno.app.scenes.practice.trend import trend_sentence
from audiouno.bots.reflexes import HARD
from audiouno.i18n import Catalogue

TEXT = default_words().text

# ---------------------------------------------------------------- the waits before a cue


def ks_statistic(draws: list[float], cdf: object) -> float:
    """Kolmogorov-Smirnov: the largest gap between the draws' empirical distribution and `cdf`."""
    ordered = sorted(draws)
    n = len(ordered)
    gaps = [max(abs((i + 1) / n - cdf(x)), abs(i / n - cdf(x))) for i, x in enumerate(ordered)]  # type: ignore[operator]
    return max(gaps)


def test_waits_follow_the_truncated_exponential() -> None:
    waits = Foreperiod(1.5, 6.0, 1.5)
    rng = random.Random(7)
    draws = [waits.draw(rng) for _ in range(4000)]
    assert min(draws) >= 1.5 and max(draws) <= 6.0
    critical = 1.36 / math.sqrt(len(draws))  # 5 % level; the seed is fixed, so the test cannot flake
    assert ks_statistic(draws, waits.cdf) < critical
    # The test has teeth: the same draws are far from a uniform wait over the range, and a clipped exponential
    # (all the long waits piled on 6 s) is told apart too.
    assert ks_statistic(draws, lambda x: min(1.0, max(0.0, (x - 1.5) / 4.5))) > 3 * critical
    clipped = [min(6.0, 1.5 + random.Random(seed).expovariate(1 / 3)) for seed in range(4000)]
    assert ks_statistic(clipped, waits.cdf) > 3 * critical


def test_waits_do_not_age() -> None:
    """Having waited 2 s already, the rest of the wait is distributed like a fresh one (up to the truncation)."""
    waits = Foreperiod(1.5, 60.0, 1.5)
    rng = random.Random(3)
    draws = [waits.draw(rng) for _ in range(20000)]
    later = [wait - 2.0 + 1.5 for wait in draws if wait > 2.0]
    assert ks_statistic(later, waits.cdf) < 1.36 / math.sqrt(len(later))


def test_a_bad_range_is_refused() -> None:
    with pytest.raises(ValueError):
        Foreperiod(6.0, 1.5)


# ---------------------------------------------------------------- a drill scripted instant by instant


def run_until_cue(drill: Drill, now: float, step: float = 0.001) -> tuple[float, Cued]:
    while True:
        for happening in drill.update(now):
            if isinstance(happening, Cued):
                drill.cue_started(now)
                return now, happening
        now += step


def test_reaction_times_are_from_the_cue_less_the_sound_delay() -> None:
    drill = Drill(PLANS[Kind.REACTION], random.Random(1), Foreperiod(), output_delay=0.030)
    drill.start(0.0)
    cue_at, cued = run_until_cue(drill, 0.0)
    assert cued.stimulus.target and 1.5 <= cue_at <= 6.0
    [answer] = drill.press(cue_at + 0.292)
    assert answer == Answered(Reaction(Outcome.HIT, 262.0, "buzzer"))


def test_false_starts_before_and_just_after_the_cue_are_counted_not_timed() -> None:
    drill = Drill(PLANS[Kind.REACTION], random.Random(2), Foreperiod())
    drill.start(0.0)
    [early] = drill.press(1.0)  # before any cue can come
    assert isinstance(early, Answered) and early.reaction.outcome is Outcome.FALSE_START
    assert early.reaction.ms is None
    cue_at, _ = run_until_cue(drill, 1.0)
    assert cue_at >= 1.0 + 1.5 + PLANS[Kind.REACTION].settle  # the wait started again
    [anticipated] = drill.press(cue_at + TOO_SOON - 0.001)
    assert isinstance(anticipated, Answered) and anticipated.reaction.outcome is Outcome.FALSE_START
    assert drill.trials_done == 0  # neither used up a cue
    cue_at, _ = run_until_cue(drill, cue_at + 0.01)
    [answer] = drill.press(cue_at + TOO_SOON + 0.001)
    assert isinstance(answer, Answered) and answer.reaction.outcome is Outcome.HIT
    assert drill.trials_done == 1
    assert Summary.of(drill.reactions).false_starts == 2


def test_an_unanswered_buzzer_is_a_miss_and_the_drill_finishes() -> None:
    plan = PLANS[Kind.REACTION]
    drill = Drill(plan, random.Random(3), Foreperiod())
    drill.start(0.0)
    now, happened = 0.0, []
    while not drill.finished:
        due = drill.next_due()
        assert due is not None
        now = due
        happened += drill.update(now)
    misses = [h for h in happened if isinstance(h, Answered)]
    assert len(misses) == plan.trials and all(h.reaction.outcome is Outcome.MISS for h in misses)
    assert isinstance(happened[-1], Finished)


def test_go_no_go_presses_on_a_distractor_are_errors() -> None:
    drill = Drill(PLANS[Kind.GO_NO_GO], random.Random(4), Foreperiod())
    drill.start(0.0)
    now, seen = 0.0, {True: 0, False: 0}
    while not drill.finished:
        now, cued = run_until_cue(drill, now)
        seen[cued.stimulus.target] += 1
        answer, *finished = drill.press(now + 0.3)
        assert isinstance(answer, Answered) and finished == ([Finished()] if drill.finished else [])
        expected = Outcome.HIT if cued.stimulus.target else Outcome.ERROR
        assert answer.reaction.outcome is expected
        assert cued.stimulus.cue == "buzzer" if cued.stimulus.target else cued.stimulus.cue != "buzzer"
        now += 0.31
    assert seen[True] and seen[False]
    summary = Summary.of(drill.reactions)
    assert summary.errors == seen[False] and len(summary.times) == seen[True]


def test_slap_the_9_keeps_a_steady_rhythm_and_slaps_only_nines() -> None:
    plan = PLANS[Kind.SLAP]
    assert plan.rhythm is not None
    drill = Drill(plan, random.Random(5), Foreperiod())
    drill.start(0.0)
    onsets, now = [], 0.0
    while not drill.finished:
        due = drill.next_due()
        assert due is not None
        now = due
        for happening in drill.update(now):
            if isinstance(happening, Cued):
                onsets.append(now)
                card = happening.stimulus.card
                assert card is not None and happening.stimulus.target == (card.number == 9)
                if card.number in (9, 5):  # slap every 9, and wrongly every 5
                    [answer] = drill.press(now + 0.25)
                    assert isinstance(answer, Answered)
                    assert answer.reaction.outcome is (Outcome.HIT if card.number == 9 else Outcome.ERROR)
    gaps = {round(b - a, 6) for a, b in itertools.pairwise(onsets)}
    assert gaps == {plan.rhythm} and len(onsets) == plan.trials
    summary = Summary.of(drill.reactions)
    assert summary.times and all(ms == 250.0 for ms in summary.times) and summary.errors and not summary.misses


def test_a_race_ranks_the_player_among_bots_with_their_own_reflexes() -> None:
    rivals = [Rival(name, HARD) for name in ("Ana", "Bruno", "Carla")]
    drill = Drill(PLANS[Kind.RACE], random.Random(6), Foreperiod(), rivals=rivals)
    drill.start(0.0)
    cue_at, _ = run_until_cue(drill, 0.0)
    [answer] = drill.press(cue_at + 0.280)
    assert isinstance(answer, Answered) and answer.race is not None
    times = dict(answer.race.rivals)
    assert set(times) == {"Ana", "Bruno", "Carla"} and all(120 <= ms < 1000 for ms in times.values())
    assert answer.race.place == 1 + sum(ms < 280 for ms in times.values())


# ---------------------------------------------------------------- race sentences


def test_the_race_sentence() -> None:
    result = RaceResult(300.0, (("Ana", 420.0), ("Bruno", 260.0), ("Carla", 350.0)))
    assert result.place == 2
    assert result.sentence(TEXT) == "You were second of four, 40 milliseconds behind Bruno; Ana was slowest."
    assert (
        RaceResult(250.0, result.rivals).sentence(TEXT)
        == "You were first of four, 10 milliseconds ahead of Bruno; Ana was slowest."
    )
    assert RaceResult(500.0, result.rivals).sentence(TEXT) == "You were last of four, 80 milliseconds behind Ana."
    assert RaceResult(200.0, (("Ana", 230.0),)).sentence(TEXT) == "You were first of two, 30 milliseconds ahead of Ana."
    assert (
        RaceResult(None, result.rivals).sentence(TEXT)
        == "You did not press: last of four; Ana was slowest of the bots."
    )


# ---------------------------------------------------------------- calibration


@pytest.mark.parametrize(("delay", "jitter"), [(0.040, 0.010), (0.120, 0.025), (0.0, 0.005)])
def test_calibration_finds_a_known_delay_through_jittery_taps(delay: float, jitter: float) -> None:
    rng = random.Random(int(delay * 1000))
    clicks = calibration.click_times(10.0)
    taps = [click + delay + rng.gauss(0, jitter) for click in clicks[2:]]  # late to start, as people are
    taps.insert(8, taps[7] + 0.02)  # a double tap, left out
    found = calibration.estimate(clicks, taps)
    assert found is not None
    assert abs(found.delay - delay) < 3 * jitter / math.sqrt(len(clicks) - calibration.LEAD_IN) + 0.002
    assert found.plausible and found.taps == len(clicks) - calibration.LEAD_IN


def test_calibration_says_what_is_not_plausible() -> None:
    clicks = calibration.click_times(0.0)
    ahead = calibration.estimate(clicks, [click - 0.05 for click in clicks])
    assert ahead is not None and not ahead.plausible
    slow = calibration.estimate(clicks, [click + 0.28 for click in clicks])
    assert slow is not None and not slow.plausible
    assert calibration.estimate(clicks, clicks[:6]) is None  # too few taps
    rng = random.Random(1)
    uneven = calibration.estimate(clicks, [click + 0.05 + rng.uniform(-0.08, 0.08) for click in clicks])
    assert uneven is not None and not uneven.plausible


# ---------------------------------------------------------------- statistics kept, trends, export


def drill_on(store: PracticeFile, day: datetime, times: list[float], kind: str = "reaction") -> None:
    record = store.begin(kind, day, {"shortest_wait": 1.5})
    for ms in times:
        store.record(record, Reaction(Outcome.HIT, ms, "buzzer"))
    store.record(record, Reaction(Outcome.FALSE_START, None, "buzzer"))
    store.finish(record)


def test_statistics_persist_and_the_trend_compares_today_with_last_week(tmp_path: Path) -> None:
    path = tmp_path / "data" / "practice.json"
    today = datetime(2026, 11, 30, 18, 0)
    store = PracticeFile(path)
    drill_on(store, today - timedelta(days=20), [400, 410, 420])
    assert trend_sentence(store.drills(), "reaction", (today - timedelta(days=20)).date(), TEXT) == (
        "Your median today: 410 milliseconds, your first day of this drill."
    )
    drill_on(store, today - timedelta(days=3), [280, 291, 300])
    drill_on(store, today - timedelta(days=8), [500, 500, 500])  # more than a week ago: not last week
    drill_on(store, today, [250, 262, 270])
    drill_on(store, today, [300], kind="race")  # another drill does not count
    store.set_output_delay(0.042)
    again = PracticeFile(path)
    assert again.problem is None and again.output_delay == pytest.approx(0.042)
    assert [d.reactions for d in again.drills()] == [d.reactions for d in store.drills()]
    assert [d.started for d in again.drills()] == [d.started for d in store.drills()]
    assert trend_sentence(again.drills(), "reaction", today.date(), TEXT) == (
        "Your median today: 262 milliseconds; last week: 291 milliseconds."
    )
    later = today + timedelta(days=30)
    drill_on(again, later, [240])
    assert trend_sentence(again.drills(), "reaction", later.date(), TEXT) == (
        "Your median today: 240 milliseconds; before last week: 350 milliseconds."
    )
    assert trend_sentence(again.drills(), "reaction", (later + timedelta(days=1)).date(), TEXT) is None
    assert [p.name for p in path.parent.iterdir()] == ["practice.json"]  # no temporary file left behind


def test_an_unreadable_file_is_set_aside_and_said(tmp_path: Path) -> None:
    path = tmp_path / "practice.json"
    path.write_text('{"format": 1, "drills": [{"kind": "reac', encoding="utf-8")
    store = PracticeFile(path)
    assert store.problem is not None and store.problem.key == "practice.store.set_aside"
    aside = path.with_name(str(store.problem.args["path"]))  # its name only: a long path read out helps nobody
    assert aside.name.startswith("practice.json.bad-")  # named as the game's other files are set aside
    assert aside.read_text(encoding="utf-8").startswith('{"format": 1')  # kept, not lost
    assert store.drills() == [] and not path.exists()
    newer = tmp_path / "newer.json"
    newer.write_text(f'{{"format": {FORMAT + 1}, "drills": []}}', encoding="utf-8")
    assert PracticeFile(newer).problem is not None and not newer.exists()


def test_a_folder_that_cannot_be_written_is_said_and_the_drill_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    store = PracticeFile(blocker / "practice.json")  # its folder is a file: nothing can be saved
    record = store.begin("reaction", datetime(2026, 1, 1), {})
    store.record(record, Reaction(Outcome.HIT, 250.0, "buzzer"))
    assert store.problem is not None and store.problem.key == "practice.store.unsaved"
    assert store.drills()[0].reactions == [Reaction(Outcome.HIT, 250.0, "buzzer")]


def test_csv_export(tmp_path: Path) -> None:
    store = PracticeFile(tmp_path / "practice.json")
    drill_on(store, datetime(2026, 11, 29, 20, 15), [250.5, 262])
    drill_on(store, datetime(2026, 11, 30, 8, 0), [240], kind="slap")
    out = tmp_path / "stats.csv"
    assert export_csv(store.drills(), out) == 5
    with out.open(newline="", encoding="utf-8") as stream:
        rows = list(csv.DictReader(stream))
    assert list(rows[0]) == list(COLUMNS)
    assert [(r["drill"], r["kind"], r["day"], r["outcome"], r["ms"]) for r in rows] == [
        ("1", "reaction", "2026-11-29", "hit", "250.5"),
        ("1", "reaction", "2026-11-29", "hit", "262.0"),
        ("1", "reaction", "2026-11-29", "false_start", ""),
        ("2", "slap", "2026-11-30", "hit", "240.0"),
        ("2", "slap", "2026-11-30", "false_start", ""),
    ]
    assert rows[0]["started"] == "2026-11-29T20:15:00" and rows[0]["details"] == "shortest_wait=1.5"


@pytest.mark.parametrize("language", ["en", "pt-BR", "es"])
def test_every_practice_message_exists(language: str) -> None:
    catalogue = Catalogue.load(language)
    source = Path(__file__).resolve().parents[4] / "src" / "audiouno" / "app" / "scenes" / "practice"
    quoted = set()
    for path in source.glob("*.py"):
        quoted |= set(re.findall(r"[\"'](practice\.[a-z_.]+[a-z])[\"']", path.read_text(encoding="utf-8")))
    assert len(quoted) > 20
    kinds = [kind.value for kind in Kind]
    made = {f"practice.{part}.{kind}" for part in ("intro", "miss", "kind", "item") for kind in kinds}
    made |= {"practice.error.gonogo", "practice.error.slap", "main.practice"}
    made |= {f"practice.count.{n}" for n in range(2, 11)} | {f"practice.ordinal.{n}" for n in range(2, 10)}
    made |= {f"event.reaction_margin.{kind}_won" for kind in ("buzzer", "slap")}
    assert sorted(key for key in (quoted | made) - {"practice.json"} if not catalogue.has(key)) == []
