"""Start-up time spent on a user keymap full of mistakes: it must grow in proportion to the file, not faster.

    python benchmarks/keymap_load.py

Writes keymaps with 1,000 to 32,000 lines that each name an unknown command, and a 10 MB one, and prints how long
`Keymap.load` takes on each and what it reports. Finding each mistake's line used to rescan the whole file: 0.8 s
for 1,000 lines, 143 s for 16,000, more than 11 minutes for 10 MB.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from audiouno.app.keys.keymap import Keymap, default_keymap


def measure(folder: Path, text: str) -> tuple[float, int, str]:
    user = folder / "keymap.toml"
    user.write_text(text, encoding="utf-8")
    start = time.perf_counter()
    _, problems = Keymap.load(default_keymap(), user)
    seconds = time.perf_counter() - start
    for leftover in folder.iterdir():
        leftover.unlink()
    return seconds, len(problems), problems[-1].key if problems else "-"


def main() -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for lines in (1000, 4000, 16000, 32000):
            text = "[table]\n" + "".join(f'nosuch{number} = ["x"]\n' for number in range(lines))
            seconds, count, last = measure(folder, text)
            print(f"{lines:>6} bad lines ({len(text) / 1e6:.2f} MB): {seconds:.3f} s, {count} problems, last {last}")
        seconds, count, last = measure(folder, "[table]\n" + "# a comment line\n" * 625_000)
        print(f"10 MB file: {seconds:.3f} s, {count} problem ({last})")


if __name__ == "__main__":
    main()
