"""One seat's view (engine/view.py): the PlayerView and event redaction."""

from __future__ import annotations

from engine_helpers import cards_in

from audiouno.engine import (
    BUZZ,
    DRAW,
    OFFICIAL,
    PlayerView,
    redact,
)
from audiouno.engine.events import (
    CardsDrawn,
    DrawReason,
    TurnStarted,
)


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


class TestWhatTheSeatMayDo:
    """The view offers the seat's legal actions, so its reader needs nothing else."""

    def test_legal_actions_are_the_seats_own(self, table):
        t = table(OFFICIAL, [["r1", "g2", "b3"], ["r4", "g5"], ["y7"]], "r5", pile=["r9"])
        for seat in range(3):
            assert PlayerView(t.game, seat).legal_actions() == t.game.legal_actions(seat)
        view = PlayerView(t.game, 0)
        turns = view.turns
        t.act(0, DRAW)
        assert view.legal_actions() == t.game.legal_actions(0) != []  # live: the drawn card's choices
        assert view.turns == turns and view.reaction_opened is None

    def test_a_race_shows_when_it_opened(self, table):
        t = table(OFFICIAL.with_options(buzzer=True), [["buzzer", "g1", "g2"], ["y+2", "b2"], ["y1", "y2"]], "r3")
        view = PlayerView(t.game, 1)
        t.play(0, "buzzer", now=2.0)
        assert view.reaction_opened == 2.0 and view.legal_actions() == [BUZZ]

    def test_the_deck_colours_and_who_laid_the_top_card(self, table):
        t = table(OFFICIAL, [["r1", "g2", "b3"], ["r4", "g5"], ["y7"]], "r5")
        view = PlayerView(t.game, 1)
        assert view.colours == t.game.colours and view.played_by is None  # the starting card is nobody's
        t.play(0, "r1")
        assert view.played_by == 0


class TestOutOfTurn:
    """What the view tells of a card laid out of turn: an open interception, an open sequence and whose it is."""

    def test_an_interception_window_and_the_cards_that_intercept(self, table):
        rules = OFFICIAL.with_options(interception="identical")
        t = table(rules, [["r5", "g1", "g2"], ["b1", "b2", "b4"], ["r5", "g5", "rs"]], "r3")
        views = [PlayerView(t.game, seat) for seat in range(3)]
        assert not views[2].interception_open
        t.play(0, "r5")
        assert all(view.interception_open for view in views)
        assert views[2].intercepts(t.card(2, "r5")) and not views[2].intercepts(t.card(2, "g5"))
        assert not views[0].intercepts(t.card(0, "g1"))  # the top card is seat 0's own
        assert views[2].sequence_owner is None

    def test_an_open_sequence_names_its_owner(self, table):
        t = table(OFFICIAL.with_options(sequences=True), [["r5", "r6", "g9"], ["b1", "b2"], ["y1", "y2"]], "r3")
        view = PlayerView(t.game, 1)
        t.play(0, "r5")
        assert view.sequence_owner == 0 and not view.interception_open
