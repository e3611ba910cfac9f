"""A match that is over is never taken up again: killed after its end was counted but before its save was
removed, the next start neither offers it nor counts it twice."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from table_driver import Driver, default_words, saved_match_offered

from audiouno.app.files.keeper import MatchKeeper
from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.player_files import MATCH, SETTINGS, STATISTICS
from audiouno.app.files.storage import Places
from audiouno.app.scenes.main_menu import MainMenu
from audiouno.app.scenes.table.scene import TableScene
from audiouno.engine import Game, Phase, RuleSet

TEXT = default_words().text


class Killed(BaseException):
    """The program dies here, as under SIGKILL: nothing after this line runs."""


def test_a_kill_between_the_counted_end_and_the_removal_wakes_no_finished_match(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    places = Places(tmp_path / "config", tmp_path / "data")
    places.config.mkdir()
    setup = MatchSetup(bots=["random"], rules=RuleSet(target_score=50)).to_data()
    (places.config / SETTINGS).write_text(json.dumps({"kind": "settings", "format": 1, "bot_pace": 0, "setup": setup}))
    real_finish = MatchKeeper.finish

    def killed_before_the_removal(self: MatchKeeper, game: Game) -> None:
        if game.phase is Phase.MATCH_OVER:
            raise Killed  # the end is counted and saved; the save is still there
        real_finish(self, game)

    driver = Driver(seed=6, places=places, start="new")
    try:
        driver.press("ctrl+return")
        table = driver.top
        assert isinstance(table, TableScene)
        with monkeypatch.context() as patch:
            patch.setattr(MatchKeeper, "finish", killed_before_the_removal)
            with pytest.raises(Killed):
                for _ in range(20_000):
                    driver.listeners_move(table)
    finally:
        driver.close()
    assert (places.data / MATCH).exists()
    played = json.loads((places.data / STATISTICS).read_text())["counts"]["matches_played"]["count"]
    assert played == 1
    for start in ("menu", "continue"):
        again = Driver(places=places, start=start)
        try:
            menu = again.top
            assert isinstance(menu, MainMenu)  # not the finished table, even when asked to continue
            assert not saved_match_offered(menu)
            assert again.program.services.statistics.get("matches_played") == 1
        finally:
            again.close()
    assert not (places.data / MATCH).exists()
