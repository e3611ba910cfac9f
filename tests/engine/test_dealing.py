"""Setting a round up by hand: cards named by face, and a position in the middle of a round (`Game.set_up`)."""

from __future__ import annotations

import pytest

from audiouno.engine import CALL_UNO, DRAW, HOUSE, OFFICIAL, Colour, Edition, Game, Phase, Play, PlayerView, new_deck
from audiouno.engine.cards import take_card
from audiouno.engine.events import CardsDrawn, NothingToDraw, RoundStarted, StartingCard, TurnStarted

HANDS = [["r1", "g7", "w"], ["b2", "y+2"], ["rs", "r9", "w+4"]]


class TestFaces:
    @pytest.mark.parametrize(
        ("edition", "buzzer", "faces"),
        [
            (Edition.CLASSIC, False, ["r0", "y9", "gs", "br", "r+2", "w", "w+4"]),
            (Edition.MINECRAFT, False, ["creeper", "b5"]),
            (Edition.MOTU, False, ["greyskull", "p3", "ps", "pr", "p+2"]),
            (Edition.CLASSIC, True, ["buzzer"]),
        ],
    )
    def test_every_notation_names_a_card_of_the_deck(self, edition, buzzer, faces):
        cards = new_deck(edition, buzzer)
        for face in faces:
            card = take_card(cards, face)
            assert card.kind == face and card not in cards

    def test_a_face_the_deck_lacks_is_a_clear_error(self):
        cards = new_deck(Edition.CLASSIC)
        with pytest.raises(ValueError, match="'greyskull'"):
            take_card(cards, "greyskull")
        take_card(cards, "r0")  # the only red zero
        with pytest.raises(ValueError, match="'r0'"):
            take_card(cards, "r0")


class TestSetUp:
    def test_the_position_is_exactly_as_given(self):
        game = Game(3, OFFICIAL, seed=1)
        events = game.set_up(HANDS, ["b5", "g5", "r5"], ["y3", "b7"], current=1, direction=-1)
        assert [[card.kind for card in hand] for hand in game.hands] == HANDS
        assert [card.kind for card in game.discard] == ["b5", "g5", "r5"]
        assert [card.kind for card in reversed(game.draw_pile)] == ["y3", "b7"]  # from the top
        assert (game.current, game.decider, game.direction, game.colour) == (1, 1, -1, Colour.RED)
        assert (game.phase, game.pending_draw, game.round_number) == (Phase.PLAY, 0, 1)
        assert not game.windows_open
        assert events == [RoundStarted(1, 2, 3), TurnStarted(1)]
        assert not any(isinstance(event, StartingCard) for event in events)

    def test_no_starting_effect_and_play_goes_on_from_there(self):
        game = Game(3, OFFICIAL, seed=1)
        game.set_up(HANDS, ["r+2"], ["y3"], current=2)  # a Draw Two on top, but nothing is pending
        assert game.pending_draw == 0 and len(game.hands[2]) == 3
        game.apply(2, Play(game.hands[2][0]))  # the Skip: seat 0 is skipped, seat 1 plays
        assert (game.current, game.phase) == (1, Phase.PLAY)
        events = game.apply(1, DRAW)
        drawn = next(event for event in events if isinstance(event, CardsDrawn))
        assert [card.kind for card in drawn.cards] == ["y3"]

    def test_an_empty_draw_pile_is_allowed(self):
        game = Game(2, OFFICIAL, seed=1)
        game.set_up([["g1"], ["b2", "b3"]], ["r5"], [])
        assert game.draw_pile == [] and game.legal_actions(0) == [DRAW, CALL_UNO]  # nothing matches: pass
        assert isinstance(game.apply(0, DRAW)[0], NothingToDraw)

    def test_the_colour_of_a_wild_on_top_must_be_named(self):
        game = Game(2, OFFICIAL, seed=1)
        with pytest.raises(ValueError, match="wild"):
            game.set_up([["g1"], ["b2"]], ["w"])
        game.set_up([["g1"], ["b2"]], ["w"], colour=Colour.GREEN)
        assert game.colour is Colour.GREEN
        assert [action.card.kind for action in game.legal_actions(0) if isinstance(action, Play)] == ["g1"]

    @pytest.mark.parametrize(
        ("arguments", "message"),
        [
            ({"hands": [["r1"]], "discard": ["r5"]}, "2 hands"),
            ({"hands": [["r1"], ["r2"]], "discard": []}, "top card"),
            ({"hands": [["r1"], ["r2"]], "discard": ["r5"], "direction": 0}, "direction"),
            ({"hands": [["r1"], ["r2"]], "discard": ["r5"], "current": 2}, "seat 2"),
            ({"hands": [["r0"], ["r0"]], "discard": ["r5"]}, "'r0'"),
            ({"hands": [["r1"], ["r2"]], "discard": ["w"], "colour": Colour.PURPLE}, "purple"),
        ],
    )
    def test_a_set_up_that_cannot_be_is_refused_and_changes_nothing(self, arguments, message):
        game = Game(2, OFFICIAL, seed=1)
        with pytest.raises(ValueError, match=message):
            game.set_up(**arguments)
        assert (game.phase, game.round_number, game.hands) == (Phase.ROUND_OVER, 0, [[], []])

    def test_only_between_rounds(self):
        game = Game(2, OFFICIAL, seed=1)
        game.start_round()
        with pytest.raises(ValueError, match="finished round"):
            game.set_up([["r1"], ["r2"]], ["r5"])

    def test_the_view_says_when_the_round_is_over_and_who_won(self):
        game = Game(2, HOUSE, seed=1)
        view = PlayerView(game, 1)
        assert view.round_over and view.round_winner is None  # before the first deal
        game.set_up([["r1"], ["b2", "b3"]], ["r5"], ["y3"])
        assert not view.round_over and view.round_winner is None
        game.apply(0, Play(game.hands[0][0]))
        assert view.round_over and view.round_winner == 0
