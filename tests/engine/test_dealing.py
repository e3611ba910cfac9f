"""Dealing and the piles (engine/dealing.py): the dealer, the deal, the starting card, drawing, reshuffling,
the Creeper, and setting a round up by hand."""

from __future__ import annotations

import pytest
from engine_helpers import (
    CLASSIC_COLOURS,
    HANDS3,
    HANDS4,
    MINECRAFT,
    MOTU,
    NO_SKIP,
    kinds,
    of,
    one,
    refused,
)

from audiouno.engine import (
    CALL_UNO,
    DRAW,
    HOUSE,
    MANUAL,
    OFFICIAL,
    PASS,
    ChooseColour,
    Colour,
    Edition,
    Game,
    IllegalAction,
    Phase,
    Play,
    PlayerView,
    Refusal,
    new_deck,
)
from audiouno.engine.cards import take_card
from audiouno.engine.events import (
    CardPlayed,
    CardsDrawn,
    ColourChosen,
    CreeperRevealed,
    DealerChosen,
    DirectionChanged,
    DrawReason,
    GreyskullStruck,
    NothingToDraw,
    Passed,
    PlayerSkipped,
    PlayMode,
    RoundStarted,
    StartingCard,
    TurnStarted,
)

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

    def test_only_between_rounds_refused_as_a_new_deal_is(self):
        game = Game(2, OFFICIAL, seed=1)
        game.start_round()
        starts = (
            game.start_round,
            lambda: game.set_up([["r1"], ["r2"]], ["r5"]),
            lambda: game.start_arranged_round([["r1"], ["r2"]], "r5"),
        )
        for start in starts:
            with pytest.raises(IllegalAction) as refusal:
                start()
            assert refusal.value.reason is Refusal.ROUND_IN_PROGRESS

    def test_the_view_says_when_the_round_is_over_and_who_won(self):
        game = Game(2, HOUSE, seed=1)
        view = PlayerView(game, 1)
        assert view.round_over and view.round_winner is None  # before the first deal
        game.set_up([["r1"], ["b2", "b3"]], ["r5"], ["y3"])
        assert not view.round_over and view.round_winner is None
        game.apply(0, Play(game.hands[0][0]))
        assert view.round_over and view.round_winner == 0


class TestDealer:
    """Dealer selection: each draws a card, highest number deals, actions/wilds count as zero, ties redraw."""

    @staticmethod
    def expected_dealer(players, draws):
        contenders, index = list(range(players)), 0
        while True:
            batch = draws[index : index + len(contenders)]
            index += len(contenders)
            assert [seat for seat, _ in batch] == contenders
            best = max(card.number or 0 for _, card in batch)
            contenders = [seat for seat, card in batch if (card.number or 0) == best]
            if len(contenders) == 1:
                assert index == len(draws)
                return contenders[0]

    def test_dealer_obeys_the_rule_over_many_seeds(self):
        ties = zero_valued = 0
        for seed in range(30):
            for players in (2, 3, 5):
                events = Game(players, seed=seed).start_round()
                chosen = one(events, DealerChosen)
                assert chosen.dealer == self.expected_dealer(players, list(chosen.draws))
                assert one(events, RoundStarted).dealer == chosen.dealer
                ties += len(chosen.draws) > players
                zero_valued += any(card.number is None for _, card in chosen.draws)
        assert ties and zero_valued  # the seeds cover ties and action/wild draws

    def test_tie_redraws_among_the_tied_only(self):
        for seed in range(30):
            chosen = one(Game(4, seed=seed).start_round(), DealerChosen)
            first = chosen.draws[:4]
            best = max(card.number or 0 for _, card in first)
            tied = [seat for seat, card in first if (card.number or 0) == best]
            if len(tied) > 1:
                assert [seat for seat, _ in chosen.draws[4 : 4 + len(tied)]] == tied
                assert chosen.dealer in tied
                return
        pytest.fail("no seed gave a tie")

    def test_action_cards_count_as_zero(self):
        # The first seed where seat 0 draws an action card or wild and seat 1 a number above zero.
        for seed in range(30):
            chosen = one(Game(2, seed=seed).start_round(), DealerChosen)
            (_, card_a), (seat_b, card_b) = chosen.draws[:2]
            if card_a.number is None and card_b.number not in (None, 0):
                assert chosen.dealer == seat_b
                return
        pytest.fail("no seed drew an action card against a number")


class TestDeal:
    """Dealing: 7 cards each from a full deck, the top card of the rest turned up, play from the dealer's left."""

    def test_seven_each_and_no_card_lost(self):
        game = Game(4, seed=2)
        events = game.start_round()
        assert one(events, RoundStarted) == RoundStarted(1, game.dealer, 7)
        assert [len(hand) for hand in game.hands] == [7, 7, 7, 7]
        assert len(game.discard) == 1 and len(game.draw_pile) == 108 - 28 - 1
        every = [card.id for hand in game.hands for card in hand] + [c.id for c in game.draw_pile + game.discard]
        assert sorted(every) == sorted(card.id for card in new_deck(Edition.CLASSIC))

    def test_first_player_left_of_dealer(self):
        game = Game(4, seed=2)
        events = game.start_round()
        assert game.top.number is not None  # a plain starting card
        assert game.current == (game.dealer + 1) % 4 and game.direction == 1
        assert events[-1] == TurnStarted(game.current)

    def test_manual_first_player_right_of_dealer(self):
        game = Game(4, MANUAL, seed=2)
        events = game.start_round()
        assert game.top.number is not None
        assert game.current == (game.dealer - 1) % 4 and game.direction == -1
        assert events[-1] == TurnStarted(game.current)


class TestStartingCard:
    """The starting card's effect: numbers, Skip, Reverse, Draw Two, Wild, Draw Four returned, edition wilds."""

    def test_number_card(self, table):
        t = table(OFFICIAL, HANDS4, "r5", dealer=0)
        assert t.start_events[-2:] == [StartingCard(t.game.top), TurnStarted(1)]
        assert (t.game.phase, t.game.current, t.game.colour, t.game.direction) == (Phase.PLAY, 1, Colour.RED, 1)

    def test_first_player_right(self, table):
        t = table(OFFICIAL.with_options(first_player="right"), HANDS4, "r5", dealer=0)
        assert t.start_events[-1] == TurnStarted(3)
        assert t.game.direction == -1
        t.play(3, "r8")
        assert t.game.current == 2

    def test_skip(self, table):
        t = table(OFFICIAL, HANDS4, "rs", dealer=0)
        assert t.start_events[-2:] == [PlayerSkipped(1), TurnStarted(2)]
        assert t.game.current == 2

    def test_skip_first_player_right(self, table):
        t = table(OFFICIAL.with_options(first_player="right"), HANDS4, "rs", dealer=0)
        assert t.start_events[-2:] == [PlayerSkipped(3), TurnStarted(2)]

    def test_reverse_dealer_plays_first_the_other_way(self, table):
        t = table(OFFICIAL, HANDS4, "rr", dealer=0)
        assert t.start_events[-2:] == [DirectionChanged(-1), TurnStarted(0)]
        t.play(0, "r1")
        assert t.game.current == 3

    def test_reverse_two_players(self, table):
        t = table(OFFICIAL, HANDS3[:2], "rr", dealer=0)
        assert t.start_events[-1] == TurnStarted(0)
        assert t.game.direction == -1
        t.play(0, "r1")
        assert t.game.current == 1

    def test_draw_two_first_player_draws_and_loses_turn(self, table):
        t = table(OFFICIAL, HANDS4, "r+2", pile=["b5", "y7"], dealer=0)
        drawn = one(t.start_events, CardsDrawn)
        assert (drawn.player, kinds(drawn.cards), drawn.count, drawn.reason) == (
            1,
            ["b5", "y7"],
            2,
            DrawReason.START,
        )
        assert t.start_events[-2:] == [PlayerSkipped(1), TurnStarted(2)]
        assert len(t.game.hands[1]) == 5 and t.game.pending_draw == 0

    def test_draw_two_without_skip_first_player_draws_then_plays(self, table):
        t = table(NO_SKIP, HANDS4, "r+2", pile=["b5", "y7"], dealer=0)
        assert one(t.start_events, CardsDrawn).player == 1
        assert not of(t.start_events, PlayerSkipped)
        assert t.start_events[-1] == TurnStarted(1)
        assert (t.game.phase, t.game.current) == (Phase.PLAY, 1)
        t.play(1, "r4")
        assert t.game.current == 2

    def test_wild_first_player_names_colour_then_plays(self, table):
        t = table(OFFICIAL, HANDS4, "w", dealer=0)
        game = t.game
        assert (game.phase, game.decider, game.current) == (Phase.CHOOSE_COLOUR, 1, 1)
        assert game.legal_actions(1) == [ChooseColour(colour) for colour in CLASSIC_COLOURS]
        refused(game, 1, Play.of(t.card(1, "g5")), Refusal.CHOOSE_COLOUR_FIRST)
        assert t.act(1, ChooseColour(Colour.GREEN)) == [ColourChosen(1, Colour.GREEN)]
        assert (game.phase, game.current, game.colour) == (Phase.PLAY, 1, Colour.GREEN)
        refused(game, 1, Play.of(t.card(1, "r4")), Refusal.DOES_NOT_MATCH)
        t.play(1, "g5")
        assert game.current == 2

    def test_draw_four_is_returned_and_another_turned(self, table):
        t = table(OFFICIAL, HANDS4, "w+4", pile=["g3"], dealer=0)
        starts = of(t.start_events, StartingCard)
        assert [(s.card.kind, s.returned) for s in starts] == [("w+4", True), ("g3", False)]
        assert t.game.draw_pile[0] is starts[0].card  # back in the pile, at the bottom
        assert kinds(t.game.discard) == ["g3"]
        assert (t.game.phase, t.game.current, t.game.colour) == (Phase.PLAY, 1, Colour.GREEN)
        assert not of(t.start_events, CardsDrawn)

    @pytest.mark.parametrize(("rules", "kind"), [(MINECRAFT, "creeper"), (MOTU, "greyskull")])
    def test_edition_wild_turned_up_is_a_plain_wild(self, table, rules, kind):
        t = table(rules, [["r1", "g2"], ["r4", "g5"], ["r7", "g8"]], kind, dealer=0)
        assert not of(t.start_events, CardsDrawn)
        assert not of(t.start_events, CreeperRevealed) and not of(t.start_events, GreyskullStruck)
        assert (t.game.phase, t.game.decider) == (Phase.CHOOSE_COLOUR, 1)
        assert t.act(1, ChooseColour(Colour.GREEN)) == [ColourChosen(1, Colour.GREEN)]
        assert [len(hand) for hand in t.game.hands] == [2, 2, 2]
        assert (t.game.phase, t.game.current) == (Phase.PLAY, 1)


class TestDrawing:
    """Drawing on one's turn: allowed even with a playable card; the drawn card may be played or kept."""

    def test_draw_while_holding_a_playable_card(self, table):
        t = table(OFFICIAL, HANDS3, "r5", pile=["b7"])
        assert {Play.of(t.card(0, "r1")), DRAW} <= set(t.game.legal_actions(0))
        events = t.act(0, DRAW)
        drawn = one(events, CardsDrawn)
        assert (drawn.player, kinds(drawn.cards), drawn.count, drawn.reason) == (0, ["b7"], 1, DrawReason.CHOICE)
        assert events[-2:] == [Passed(0), TurnStarted(1)]
        assert t.kinds(0) == ["r1", "g2", "b3", "b7"]

    def test_play_the_drawn_card(self, table):
        t = table(OFFICIAL, HANDS3, "r5", pile=["r9"])
        t.act(0, DRAW)
        game = t.game
        drawn = t.card(0, "r9")
        assert (game.phase, game.drawn_card) == (Phase.DRAWN, drawn)
        assert game.legal_actions(0) == [Play.of(drawn), PASS]
        refused(game, 0, Play.of(t.card(0, "r1")), Refusal.ONLY_DRAWN_CARD)
        refused(game, 0, DRAW, Refusal.ALREADY_DREW)
        played = one(t.play(0, "r9"), CardPlayed)
        assert (played.card, played.mode, played.cards_left) == (drawn, PlayMode.DRAWN, 3)
        assert (game.top, game.current, game.phase) == (drawn, 1, Phase.PLAY)

    def test_keep_the_drawn_card(self, table):
        t = table(OFFICIAL, HANDS3, "r5", pile=["r9"])
        t.act(0, DRAW)
        assert t.act(0, PASS) == [Passed(0), TurnStarted(1)]
        assert "r9" in t.kinds(0) and t.game.top.kind == "r5"
        assert t.game.drawn_card is None

    def test_unplayable_drawn_card_passes_the_turn(self, table):
        t = table(OFFICIAL, [["g2"], ["r4"], ["r7"]], "r5", pile=["b7"])
        events = t.act(0, DRAW)
        assert events[-2:] == [Passed(0), TurnStarted(1)]
        assert t.kinds(0) == ["g2", "b7"]
        assert (t.game.phase, t.game.current) == (Phase.PLAY, 1)

    def test_pass_without_drawing_refused(self, table):
        t = table(OFFICIAL, HANDS3, "r5")
        refused(t.game, 0, PASS, Refusal.NOTHING_TO_KEEP)


class TestCreeper:
    """Minecraft Creeper: drawn from the pile it is shown and 3 more are drawn; dealt, it is a plain wild."""

    def test_drawn_creeper_revealed_and_three_more(self, table):
        pile = ["creeper", "r1", "creeper", "g2", "b4"]
        t = table(MINECRAFT, [["b7", "y8"], ["r4"], ["r7"]], "r5", pile=pile)
        events = t.act(0, DRAW)
        draws = of(events, CardsDrawn)
        assert [(d.player, kinds(d.cards), d.count, d.reason) for d in draws] == [
            (0, ["creeper"], 1, DrawReason.CHOICE),
            (0, ["r1", "creeper", "g2"], 3, DrawReason.CREEPER),
        ]
        revealed = one(events, CreeperRevealed)
        assert (revealed.player, revealed.card) == (0, draws[0].cards[0])
        assert sorted(t.kinds(0)) == sorted(["b7", "y8", "creeper", "r1", "creeper", "g2"])
        assert t.game.draw_pile[-1].kind == "b4"

    def test_creeper_in_a_penalty_draw(self, table):
        pile = ["b1", "creeper", "b2", "b3", "b4"]
        t = table(MINECRAFT, [["r+2", "g1"], ["y4"], ["y7"]], "r5", pile=pile)
        events = t.play(0, "r+2")
        assert one(events, CreeperRevealed).player == 1
        assert [d.reason for d in of(events, CardsDrawn)] == [DrawReason.PENALTY, DrawReason.CREEPER]
        assert sorted(t.kinds(1)) == sorted(["y4", "b1", "creeper", "b2", "b3", "b4"])

    def test_dealt_creeper_is_a_plain_wild(self, table):
        t = table(MINECRAFT, [["creeper", "b1"], ["r4"], ["r7"]], "r5")
        events = t.play(0, "creeper")
        assert not of(events, CreeperRevealed) and not of(events, CardsDrawn)
        assert t.game.phase is Phase.CHOOSE_COLOUR
        assert t.act(0, ChooseColour(Colour.BLUE)) == [ColourChosen(0, Colour.BLUE), TurnStarted(1)]

    def test_minecraft_deck_has_four_creepers_worth_fifty(self):
        deck = new_deck(Edition.MINECRAFT)
        assert len(deck) == 112 and [card.points for card in deck if card.kind == "creeper"] == [50] * 4
