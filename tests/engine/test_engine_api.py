"""The engine's public API: per-player views, event redaction, out-of-turn legal actions, caching, isolation."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from audiouno.engine import CALL_UNO, DRAW, OFFICIAL, Card, CatchUno, Edition, Play, PlayerView, new_deck, redact
from audiouno.engine.events import CardsDrawn, DrawReason, TurnStarted

ROOT = Path(__file__).resolve().parents[2]


def cards_in(value):
    """Every Card inside a value made of cards, tuples and lists."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from cards_in(item)


class TestPlayerView:
    """A PlayerView exposes one's own hand and only the sizes of the others."""

    def test_own_hand_and_sizes(self, table):
        t = table(OFFICIAL, [["r1", "g2", "b3"], ["r4", "g5"], ["y7"]], "r5")
        view = PlayerView(t.game, 1)
        assert view.hand == tuple(t.game.hands[1])
        assert view.hand_sizes == (3, 2, 1)
        assert (view.current, view.top, view.colour) == (0, t.game.top, t.game.colour)

    def test_no_public_attribute_shows_another_hand(self, table):
        t = table(OFFICIAL, [["r1", "g2", "b3"], ["r4", "g5"], ["y7"]], "r5", pile=["r9"])
        t.act(0, DRAW)  # seat 0 holds a drawn card, playable: phase DRAWN
        game = t.game
        for seat in range(3):
            view = PlayerView(game, seat)
            hidden = {card for other, hand in enumerate(game.hands) if other != seat for card in hand}
            public = [getattr(view, name) for name in dir(view) if not name.startswith("_")]
            seen = {card for value in public for card in cards_in(value)}
            assert not seen & hidden, f"seat {seat} sees {seen & hidden}"
            assert set(view.hand) <= seen
        assert PlayerView(game, 0).drawn_card is t.card(0, "r9")
        assert PlayerView(game, 1).drawn_card is None
        assert not hasattr(PlayerView(game, 1), "hands")

    def test_view_is_live(self, table):
        t = table(OFFICIAL, [["r1", "g2", "b3"], ["r4", "g5"], ["y7"]], "r5")
        view = PlayerView(t.game, 0)
        t.play(0, "r1")
        assert view.hand_sizes == (2, 2, 1) and view.top.kind == "r1" and view.current == 1


class TestRedact:
    """`redact` blanks the cards another player drew and keeps everything else."""

    def test_cards_drawn_by_others_are_blanked(self, table):
        t = table(OFFICIAL, [["g2", "b1", "y3"], ["r4"], ["y7"]], "r5", pile=["b7"])
        drawn = next(event for event in t.act(0, DRAW) if type(event) is CardsDrawn)
        assert [card.kind for card in drawn.cards] == ["b7"]
        for viewer in (1, 2):
            seen = redact(drawn, viewer)
            assert (seen.player, seen.cards, seen.count, seen.reason) == (0, (), 1, DrawReason.CHOICE)
        assert redact(drawn, 0) is drawn
        assert len(drawn.cards) == 1  # the original is not changed

    def test_other_events_pass_unchanged(self):
        event = TurnStarted(2)
        assert redact(event, 0) is event


class TestLegalActions:
    """legal_actions lists out-of-turn actions: catching an uncalled player, saying UNO late."""

    def test_out_of_turn_catch_listed_for_others(self, table):
        t = table(OFFICIAL, [["r1", "r2"], ["r4", "b2", "g3"], ["r7", "b3", "g6"]], "r5")
        t.play(0, "r1")
        assert CatchUno(0) in t.game.legal_actions(1)  # the current player
        assert t.game.legal_actions(2) == [CatchUno(0)]  # a player out of turn
        own = t.game.legal_actions(0)
        assert CALL_UNO in own and CatchUno(0) not in own
        t.play(1, "r4")  # the next player acts: the window closes
        assert CatchUno(0) not in t.game.legal_actions(2)
        assert CatchUno(0) not in t.game.legal_actions(1)

    def test_turn_actions_first_then_catches(self, table):
        t = table(OFFICIAL, [["r1", "r2"], ["r4", "b2", "g3"], ["r7", "b3", "g6"]], "r5")
        t.play(0, "r1")
        actions = t.game.legal_actions(1)
        assert actions == [Play.of(t.card(1, "r4")), DRAW, CatchUno(0)]


class TestPlayCache:
    """`Play.of` returns one cached Play per card, the same object legal_actions lists."""

    def test_cached_and_equal(self, table):
        t = table(OFFICIAL, [["r1", "g2", "b3"], ["r4", "g5"], ["y7"]], "r5")
        card = t.card(0, "r1")
        assert Play.of(card) is Play.of(card)
        assert Play.of(card) == Play(card)
        listed = [action for action in t.game.legal_actions(0) if type(action) is Play]
        assert listed == [Play.of(card)] and listed[0] is Play.of(card)

    def test_copies_of_one_face_are_distinct(self):
        fives = [card for card in new_deck(Edition.CLASSIC) if card.kind == "r5"]
        assert len(fives) == 2
        assert Play.of(fives[0]) != Play.of(fives[1])


class TestIsolation:
    """Importing the engine and the bots loads no pygame, speech or sound module."""

    def test_fresh_import_has_no_app_modules(self):
        script = textwrap.dedent(
            """
            import importlib.abc
            import sys

            class Block(importlib.abc.MetaPathFinder):
                def find_spec(self, name, path=None, target=None):
                    if name.split(".")[0] == "pygame":
                        raise ImportError("pygame is blocked: " + name)
                    return None

            sys.meta_path.insert(0, Block())
            try:
                import pygame  # noqa: F401
            except ImportError:
                pass
            else:
                raise SystemExit("the pygame blocker does not work")

            import audiouno.engine
            import audiouno.bots

            banned = ("pygame", "accessible_output2", "pyttsx3", "speechd")
            loaded = sorted(
                name for name in sys.modules
                if name.split(".")[0] in banned or name == "audiouno.app" or name.startswith("audiouno.app.")
            )
            print("loaded:", loaded)
            """
        )
        env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
        result = subprocess.run(
            [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
        )
        assert result.returncode == 0, result.stderr
        assert result.stdout.strip() == "loaded: []"
