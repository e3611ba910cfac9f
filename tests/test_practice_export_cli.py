"""`audio-uno practice --export`: the saved practice statistics written as CSV, run as a player would run it."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

from audiouno.app.files.statistics import FORMAT, KIND, Statistics
from audiouno.app.scenes.practice.reaction import Outcome, Reaction
from audiouno.app.scenes.practice.store import PracticeFile


def run(data_home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_DATA_HOME": str(data_home)}
    return subprocess.run(
        [sys.executable, "-m", "audiouno.cli", "practice", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=env,
    )


def test_export_writes_every_answer(tmp_path: Path) -> None:
    store = PracticeFile(tmp_path / "data" / "audio-uno" / "practice.json")
    record = store.begin("race", datetime(2026, 11, 30, 9, 30), {"bots": 3, "strength": "hard"})
    store.record(record, Reaction(Outcome.HIT, 281.5, "buzzer"))
    store.record(record, Reaction(Outcome.FALSE_START, None, "buzzer"))
    out = tmp_path / "stats.csv"
    done = run(tmp_path / "data", "--export", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"Answers written to {out}: 2. Drills: 1."
    with out.open(newline="", encoding="utf-8") as stream:
        rows = list(csv.DictReader(stream))
    assert [(row["kind"], row["outcome"], row["ms"], row["details"]) for row in rows] == [
        ("race", "hit", "281.5", "bots=3; strength=hard"),
        ("race", "false_start", "", "bots=3; strength=hard"),
    ]


def test_export_adds_the_rating_after_each_match(tmp_path: Path) -> None:
    store = PracticeFile(tmp_path / "data" / "audio-uno" / "practice.json")
    store.record(store.begin("race", datetime(2026, 11, 30, 9, 30), {}), Reaction(Outcome.HIT, 300.0, "buzzer"))
    stats = Statistics()
    stats.rating.history = [1004, 1012, 998]
    body = {"kind": KIND, "format": FORMAT, **stats.to_data()}
    (tmp_path / "data" / "audio-uno" / "statistics.json").write_text(json.dumps(body), encoding="utf-8")
    out = tmp_path / "stats.csv"
    done = run(tmp_path / "data", "--export", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[1] == "Your rating after each match is in it too: 3 matches."
    with out.open(newline="", encoding="utf-8") as stream:
        rows = list(csv.DictReader(stream))
    assert [(row["kind"], row["answer"], row["details"]) for row in rows[1:]] == [
        ("rating", "1", "rating=1004"), ("rating", "2", "rating=1012"), ("rating", "3", "rating=998")
    ]  # fmt: skip
    (tmp_path / "data" / "audio-uno" / "statistics.json").write_text("{damaged", encoding="utf-8")
    done = run(tmp_path / "data", "--export", str(out), "--replace")
    assert done.returncode == 0 and len(done.stdout.splitlines()) == 1  # the answers, without a rating


def test_export_to_a_place_that_cannot_be_written_says_why(tmp_path: Path) -> None:
    done = run(tmp_path / "data", "--export", str(tmp_path / "missing" / "stats.csv"))
    assert done.returncode == 1
    assert done.stderr.startswith(f"Could not write {tmp_path / 'missing' / 'stats.csv'}: ")
