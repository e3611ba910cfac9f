"""Practice in its own process, killed in the middle of a drill: no answer given is lost."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from audiouno.app.scenes.practice.store import PracticeFile

KILLED_WRITER = textwrap.dedent(
    """
    import sys, time
    from datetime import datetime
    from pathlib import Path
    from audiouno.app.scenes.practice.reaction import Outcome, Reaction
    from audiouno.app.scenes.practice.store import PracticeFile

    store = PracticeFile(Path(sys.argv[1]))
    record = store.begin("reaction", datetime(2026, 11, 30, 9), {})
    for number in range(10_000):
        store.record(record, Reaction(Outcome.HIT, 200.0 + number, "buzzer"))
        print(number, flush=True)
    """
)


def test_a_program_killed_mid_drill_loses_no_answer(tmp_path: Path) -> None:
    path = tmp_path / "practice.json"
    writer = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(path)], stdout=subprocess.PIPE, text=True)
    assert writer.stdout is not None
    for _ in range(30):
        last = int(writer.stdout.readline())
    writer.kill()
    writer.wait()
    [drill] = PracticeFile(path).drills()
    assert not drill.finished
    assert len(drill.reactions) >= last + 1  # every answer reported saved is there, maybe one more
    assert [r.ms for r in drill.reactions] == [200.0 + n for n in range(len(drill.reactions))]
