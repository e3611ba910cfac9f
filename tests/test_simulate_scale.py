"""Long simulations: memory that does not grow with the number of games, and progress shown on a terminal only."""

from __future__ import annotations

import contextlib
import fcntl
import io
import os
import pty
import statistics
import struct
import sys
import termios

import pytest
from hypothesis import given
from hypothesis import strategies as st

from audiouno import cli
from audiouno.histogram import RATIO, SMALLEST, LogHistogram

TOLERANCE = RATIO**0.5 * 1.000001  # half a bin, as a ratio, with room for rounding


@given(st.lists(st.floats(min_value=SMALLEST, max_value=10.0), min_size=1, max_size=300))
def test_the_histograms_percentile_is_within_half_a_bin_of_the_exact_one(values: list[float]) -> None:
    histogram = LogHistogram()
    histogram.add(values)
    ordered = sorted(values)
    rank = (len(values) - 1) * 99 // 100
    exact = statistics.quantiles(values, n=100, method="inclusive")[98] if len(values) > 1 else values[0]
    found = histogram.percentile(99)
    # The exact figure interpolates between the values at `rank` and the next; the histogram gives the first.
    assert ordered[rank] / TOLERANCE <= found <= ordered[rank] * TOLERANCE
    assert found <= exact * TOLERANCE


def test_the_histogram_keeps_a_fixed_size_however_many_values_it_counts() -> None:
    histogram = LogHistogram()
    size = len(histogram._counts)
    histogram.add([1e-9, 1e-6, 2e-6, 1e-3, 5e4] * 10_000)
    assert (len(histogram._counts), histogram.count) == (size, 50_000)
    assert histogram.percentile(99) == pytest.approx(1e3, rel=0.02)  # beyond the range: the top bin
    assert LogHistogram().percentile(99) == 0.0


def run_simulate(stderr: io.TextIOBase, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setattr(cli, "PROGRESS_AFTER", 0.0)  # as if the run were long
    monkeypatch.setattr(sys, "stderr", stderr)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli.main(["simulate", "--games", "200", "--seed", "1"]) == 0
    return out.getvalue()


def test_a_long_simulation_shows_its_progress_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))  # a terminal's size, 80 columns
    with open(slave, "w", encoding="utf-8") as terminal:
        out = run_simulate(terminal, monkeypatch)
    os.set_blocking(master, False)
    shown = b""
    with contextlib.suppress(BlockingIOError, OSError):
        while chunk := os.read(master, 4096):
            shown += chunk
    os.close(master)
    assert "of 200 rounds" in shown.decode()
    assert out.startswith("200 rounds, 4 players")  # the results, on standard output, untouched


def test_progress_is_silent_when_standard_error_is_not_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    stderr = io.StringIO()
    out = run_simulate(stderr, monkeypatch)
    assert stderr.getvalue() == ""
    assert out.startswith("200 rounds, 4 players")
