"""Scripted scenarios for the official game (Mattel and the editions) and the manual's base rules."""

from __future__ import annotations

import pytest

from audiouno.engine import (
    CALL_UNO,
    CHALLENGE,
    DRAW,
    MANUAL,
    OFFICIAL,
    PASS,
    CatchUno,
    ChooseColour,
    Colour,
    Edition,
    Game,
    IllegalAction,
    Phase,
    Play,
    Refusal,
    new_deck,
    redact,
)
from audiouno.engine.events import (
    CardPlayed,
    CardsDrawn,
    ChallengeResolved,
    ColourChosen,
    CreeperRevealed,
    DealerChosen,
    DirectionChanged,
    DrawReason,
    GreyskullStruck,
    MatchEnded,
    NothingToDraw,
    Passed,
    PenaltyPending,
    PlayerSkipped,
    PlayMode,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    StartingCard,
    TurnStarted,
    UnoCalled,
    UnoCaught,
)
from audiouno.engine.turns import TURN_LIMIT

MINECRAFT = OFFICIAL.with_options(edition=Edition.MINECRAFT)
MOTU = OFFICIAL.with_options(edition=Edition.MOTU)
NO_SKIP = OFFICIAL.with_options(draw_penalty_skips_turn=False)
CLASSIC_COLOURS = [Colour.RED, Colour.YELLOW, Colour.GREEN, Colour.BLUE]
HANDS3 = [["r1", "g2", "b3"], ["r4", "g5", "b6"], ["r7", "g8", "b9"]]
HANDS4 = [*HANDS3, ["r8", "y2", "y3"]]


def of(events, kind):
    return [event for event in events if type(event) is kind]


def one(events, kind):
    found = of(events, kind)
    assert len(found) == 1, f"expected one {kind.__name__} in {events}"
    return found[0]


def kinds(cards):
    return [card.kind for card in cards]


def snapshot(game):
    """Everything an illegal action must leave untouched."""
    return (
        game.phase,
        game.current,
        game.decider,
        game.direction,
        game.colour,
        game.pending_draw,
        [[card.id for card in hand] for hand in game.hands],
        [card.id for card in game.draw_pile],
        [card.id for card in game.discard],
        list(game.totals),
        list(game.uno_called),
        dict(game.catch_deadlines),
        len(game.log),
    )


def refused(game, player, action, reason, now=0.0):
    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(player, action, now)
    assert info.value.reason == reason
    assert snapshot(game) == before


def thin_pile(game, keep):
    """Move all but the top `keep` cards of the draw pile under the top card of the discard pile."""
    rest = game.draw_pile[:-keep] if keep else list(game.draw_pile)
    del game.draw_pile[: len(rest)]
    game.discard[:0] = rest


def play_out(game):
    """Finish the round: every decider plays its first playable card, else its first legal action."""
    for _ in range(5000):
        if not game.in_round:
            return
        seat = game.decider
        actions = game.legal_actions(seat)
        plays = [action for action in actions if type(action) is Play]
        game.apply(seat, plays[0] if plays else actions[0])
    raise AssertionError("the round never ended")


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


class TestMatching:
    """A card matches the top by colour, number or symbol; wilds go on anything; others are refused."""

    def test_colour_match(self, table):
        t = table(OFFICIAL, HANDS3, "r5")
        played = one(t.play(0, "r1"), CardPlayed)
        assert (played.player, played.card.kind, played.mode, played.cards_left) == (0, "r1", PlayMode.TURN, 2)
        assert t.game.top.kind == "r1" and t.game.current == 1

    def test_number_match(self, table):
        t = table(OFFICIAL, [["g5", "b1"], ["r4"], ["y9"]], "r5")
        t.play(0, "g5")
        assert t.game.colour is Colour.GREEN and t.game.current == 1

    def test_symbol_match(self, table):
        t = table(OFFICIAL, [["rs", "b1"], ["y4"], ["gs", "y9"]], "r5")
        t.play(0, "rs")
        assert t.game.current == 2
        assert Play.of(t.card(2, "gs")) in t.game.legal_actions(2)
        t.play(2, "gs")
        assert t.game.colour is Colour.GREEN and t.game.current == 1

    def test_wild_on_anything(self, table):
        t = table(OFFICIAL, [["w", "r1"], ["y4"], ["y9"]], "r5")
        assert Play.of(t.card(0, "w")) in t.game.legal_actions(0)
        t.play(0, "w")
        assert t.game.phase is Phase.CHOOSE_COLOUR

    def test_non_matching_card_refused_and_nothing_changed(self, table):
        t = table(OFFICIAL, HANDS3, "r5")
        assert Play.of(t.card(0, "g2")) not in t.game.legal_actions(0)
        refused(t.game, 0, Play.of(t.card(0, "g2")), Refusal.DOES_NOT_MATCH)


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


class TestSkipReverse:
    """Skip: the next player loses the turn. Reverse: direction changes; with two players it acts as Skip."""

    def test_skip(self, table):
        t = table(OFFICIAL, [["rs", "b1"], ["r4"], ["r7"]], "r5")
        assert t.play(0, "rs")[-2:] == [PlayerSkipped(1), TurnStarted(2)]
        assert t.game.current == 2

    def test_skip_two_players_plays_again(self, table):
        t = table(OFFICIAL, [["rs", "b1"], ["r4"]], "r5")
        assert t.play(0, "rs")[-2:] == [PlayerSkipped(1), TurnStarted(0)]

    def test_reverse_three_or_more(self, table):
        t = table(OFFICIAL, [["rr", "b1"], ["r4", "b2"], ["r7", "b3"], ["r8", "b4"]], "r5")
        assert t.play(0, "rr")[-2:] == [DirectionChanged(-1), TurnStarted(3)]
        t.play(3, "r8")
        assert t.game.current == 2
        t.play(2, "r7")
        assert t.game.current == 1

    def test_reverse_two_players_acts_as_skip(self, table):
        t = table(OFFICIAL, [["rr", "b1"], ["r4", "b2"]], "r5")
        assert t.play(0, "rr")[-3:] == [DirectionChanged(-1), PlayerSkipped(1), TurnStarted(0)]
        assert (t.game.current, t.game.phase) == (0, Phase.PLAY)


class TestDrawTwo:
    """Draw Two: the next player draws 2 and loses the turn (manual: draws, then plays)."""

    def test_victim_draws_two_and_loses_turn(self, table):
        t = table(OFFICIAL, [["r+2", "b1"], ["r4", "b2"], ["r7", "b3"]], "r5", pile=["g7", "y8"])
        events = t.play(0, "r+2")
        assert one(events, PenaltyPending) == PenaltyPending(1, 2, 2)
        drawn = one(events, CardsDrawn)
        assert (drawn.player, kinds(drawn.cards), drawn.reason) == (1, ["g7", "y8"], DrawReason.PENALTY)
        assert events[-2:] == [PlayerSkipped(1), TurnStarted(2)]
        assert TurnStarted(1) not in events
        assert t.kinds(1) == ["r4", "b2", "g7", "y8"]
        assert (t.game.current, t.game.pending_draw) == (2, 0)

    def test_without_skip_victim_draws_then_plays(self, table):
        t = table(NO_SKIP, [["r+2", "b1"], ["r4", "b2"], ["r7", "b3"]], "r5", pile=["g7", "y8"])
        events = t.play(0, "r+2")
        assert one(events, CardsDrawn).player == 1
        assert not of(events, PlayerSkipped)
        assert events[-1] == TurnStarted(1)
        assert (t.game.phase, t.game.current, len(t.game.hands[1])) == (Phase.PLAY, 1, 4)
        t.play(1, "r4")
        assert t.game.current == 2

    def test_manual_preset_next_player_to_the_right_draws_then_plays(self, table):
        t = table(MANUAL, [["r+2", "b1"], ["r4", "b2"], ["r7", "b3"]], "r5", pile=["g7", "y8"])
        events = t.play(0, "r+2")
        assert one(events, CardsDrawn).player == 2
        assert events[-1] == TurnStarted(2)
        t.play(2, "r7")
        assert t.game.current == 1


class TestWild:
    """Wild: the player names any colour, even the current one; the next player must match it."""

    def test_choose_the_current_colour(self, table):
        t = table(OFFICIAL, [["w", "b1", "g1"], ["r4", "b2"], ["r7"]], "r5")
        t.play(0, "w")
        game = t.game
        assert (game.phase, game.decider, game.current) == (Phase.CHOOSE_COLOUR, 0, 0)
        assert game.legal_actions(0) == [ChooseColour(colour) for colour in CLASSIC_COLOURS]
        assert t.act(0, ChooseColour(Colour.RED)) == [ColourChosen(0, Colour.RED), TurnStarted(1)]
        assert (game.colour, game.current, game.phase) == (Colour.RED, 1, Phase.PLAY)

    def test_next_player_must_match_the_chosen_colour(self, table):
        t = table(OFFICIAL, [["w", "b1"], ["r4", "b2"], ["r7"]], "r5")
        t.play(0, "w")
        t.act(0, ChooseColour(Colour.BLUE))
        assert Play.of(t.card(1, "r4")) not in t.game.legal_actions(1)
        refused(t.game, 1, Play.of(t.card(1, "r4")), Refusal.DOES_NOT_MATCH)
        t.play(1, "b2")
        assert t.game.current == 2

    def test_colour_not_in_edition_refused(self, table):
        t = table(OFFICIAL, [["w", "b1"], ["r4"], ["r7"]], "r5")
        t.play(0, "w")
        refused(t.game, 0, ChooseColour(Colour.PURPLE), Refusal.NOT_A_COLOUR)
        assert t.game.phase is Phase.CHOOSE_COLOUR

    def test_only_the_player_chooses(self, table):
        t = table(OFFICIAL, [["w", "b1"], ["r4"], ["r7"]], "r5")
        t.play(0, "w")
        refused(t.game, 1, ChooseColour(Colour.RED), Refusal.NO_COLOUR_TO_CHOOSE)


def draw_four_table(table, rules, first_hand):
    """Seat 0 plays a Draw Four on a red 5 and names green; seat 1 is the victim."""
    t = table(rules, [first_hand, ["r4", "b2"], ["g7", "b3"]], "r5", pile=["y1", "y2", "y3", "y4", "y5", "y6"])
    t.play(0, "w+4")
    t.events = t.act(0, ChooseColour(Colour.GREEN))
    return t


class TestDrawFour:
    """Wild Draw Four: always playable (a bluff if one holds the colour in play); the official challenge."""

    def test_playable_even_as_a_bluff(self, table):
        t = table(OFFICIAL, [["w+4", "r1", "g2"], ["r4"], ["r7"]], "r5")
        assert Play.of(t.card(0, "w+4")) in t.game.legal_actions(0)

    def test_victim_may_draw_or_challenge(self, table):
        t = draw_four_table(table, OFFICIAL, ["w+4", "r1", "g2"])
        assert one(t.events, PenaltyPending) == PenaltyPending(1, 4, 4)
        assert (t.game.phase, t.game.current, t.game.colour) == (Phase.PENALTY, 1, Colour.GREEN)
        assert {DRAW, CHALLENGE} <= set(t.game.legal_actions(1))
        events = t.act(1, DRAW)
        drawn = one(events, CardsDrawn)
        assert (drawn.player, drawn.count, drawn.reason) == (1, 4, DrawReason.PENALTY)
        assert events[-2:] == [PlayerSkipped(1), TurnStarted(2)]

    def test_accepting_without_skip_victim_draws_then_plays(self, table):
        t = draw_four_table(table, NO_SKIP, ["w+4", "r1", "g2"])
        events = t.act(1, DRAW)
        assert one(events, CardsDrawn).count == 4 and not of(events, PlayerSkipped)
        assert (t.game.phase, t.game.current, len(t.game.hands[1])) == (Phase.PLAY, 1, 6)

    def test_victim_must_draw_or_challenge(self, table):
        t = draw_four_table(table, OFFICIAL, ["w+4", "r1", "g2"])
        refused(t.game, 1, Play.of(t.card(1, "b2")), Refusal.MUST_ANSWER_PENALTY)

    @pytest.mark.parametrize(("hand", "guilty"), [(["w+4", "b1", "r2"], True), (["w+4", "r2", "w"], False)])
    def test_bluff_is_judged_on_the_named_colour(self, table, hand, guilty):
        t = table(OFFICIAL, [hand, ["r4", "g5"], ["r7"]], "w")
        t.act(0, ChooseColour(Colour.BLUE))
        t.play(0, "w+4")
        t.act(0, ChooseColour(Colour.RED))
        resolved = one(t.act(1, CHALLENGE), ChallengeResolved)
        assert resolved.guilty is guilty

    def test_challenge_guilty(self, table):
        t = draw_four_table(table, OFFICIAL, ["w+4", "r1", "g2"])  # held a red card: a bluff
        events = t.act(1, CHALLENGE)
        resolved = one(events, ChallengeResolved)
        assert (resolved.challenger, resolved.challenged, resolved.guilty) == (1, 0, True)
        assert kinds(resolved.revealed) == ["r1", "g2"]
        drawn = one(events, CardsDrawn)
        assert (drawn.player, drawn.count, drawn.reason) == (0, 4, DrawReason.CHALLENGE)
        game = t.game
        assert (game.phase, game.current, game.decider, game.pending_draw) == (Phase.PLAY, 1, 1, 0)
        assert (len(game.hands[0]), t.kinds(1), game.colour) == (6, ["r4", "b2"], Colour.GREEN)
        assert not of(events, PlayerSkipped)

    def test_challenge_innocent(self, table):
        t = draw_four_table(table, OFFICIAL, ["w+4", "g5", "b2"])  # a 5 matches by number only: no bluff
        events = t.act(1, CHALLENGE)
        resolved = one(events, ChallengeResolved)
        assert (resolved.challenger, resolved.challenged, resolved.guilty) == (1, 0, False)
        drawn = one(events, CardsDrawn)
        assert (drawn.player, drawn.count, drawn.reason) == (1, 6, DrawReason.CHALLENGE)
        assert events[-2:] == [PlayerSkipped(1), TurnStarted(2)]
        assert len(t.game.hands[0]) == 2 and len(t.game.hands[1]) == 8

    def test_challenge_innocent_without_skip_challenger_plays(self, table):
        t = draw_four_table(table, NO_SKIP, ["w+4", "g5", "b2"])
        events = t.act(1, CHALLENGE)
        assert one(events, CardsDrawn).count == 6 and not of(events, PlayerSkipped)
        assert (t.game.phase, t.game.current) == (Phase.PLAY, 1)

    def test_revealed_hand_only_to_the_challenger(self, table):
        t = draw_four_table(table, OFFICIAL, ["w+4", "r1", "g2"])
        resolved = one(t.act(1, CHALLENGE), ChallengeResolved)
        assert kinds(redact(resolved, 1).revealed) == ["r1", "g2"]
        assert redact(resolved, 2).revealed == ()
        assert len(resolved.revealed) == 2  # redacting copies

    def test_challenge_off_draws_at_once(self, table):
        t = draw_four_table(table, OFFICIAL.with_options(challenge="off"), ["w+4", "r1", "g2"])
        assert one(t.events, CardsDrawn).count == 4
        assert t.events[-2:] == [PlayerSkipped(1), TurnStarted(2)]
        assert CHALLENGE not in t.game.legal_actions(2)

    def test_challenge_off_no_challenge_in_penalty_phase(self, table):
        rules = OFFICIAL.with_options(challenge="off", stacking="manual")
        t = table(rules, [["w+4", "r1"], ["w+4", "b2"], ["g7"]], "r5")
        t.play(0, "w+4")
        t.act(0, ChooseColour(Colour.GREEN))
        assert t.game.phase is Phase.PENALTY
        assert CHALLENGE not in t.game.legal_actions(1)
        refused(t.game, 1, CHALLENGE, Refusal.NO_CHALLENGE)


class TestUno:
    """UNO: said before or after the second-to-last card; an uncalled player caught before the next acts draws."""

    def test_said_before_playing_second_to_last(self, table):
        t = table(OFFICIAL, [["r1", "r2"], ["r4", "b2"], ["r7", "b3"]], "r5")
        assert CALL_UNO in t.game.legal_actions(0)
        assert t.act(0, CALL_UNO) == [UnoCalled(0)]
        t.play(0, "r1")
        assert t.game.catch_deadlines == {}
        assert not any(type(action) is CatchUno for action in t.game.legal_actions(2))
        refused(t.game, 2, CatchUno(0), Refusal.NOBODY_TO_CATCH)

    def test_said_after_playing(self, table):
        t = table(OFFICIAL, [["r1", "r2"], ["r4", "b2"], ["r7", "b3"]], "r5")
        t.play(0, "r1")
        assert 0 in t.game.catch_deadlines
        assert t.act(0, CALL_UNO) == [UnoCalled(0)]
        assert t.game.catch_deadlines == {}
        refused(t.game, 2, CatchUno(0), Refusal.NOBODY_TO_CATCH)

    def test_drawing_cancels_an_early_call(self, table):
        t = table(OFFICIAL, [["r1", "g2"], ["r4", "b2"], ["r7", "b3"]], "r5", pile=["b7"])
        t.act(0, CALL_UNO)
        t.act(0, DRAW)
        assert t.game.uno_called[0] is False

    def test_cannot_call_with_more_cards_or_out_of_turn_with_two(self, table):
        t = table(OFFICIAL, [["r1", "r2", "r3"], ["r4", "b2"], ["r7", "b3"]], "r5")
        refused(t.game, 0, CALL_UNO, Refusal.CANNOT_CALL_UNO)
        refused(t.game, 1, CALL_UNO, Refusal.CANNOT_CALL_UNO)

    @pytest.mark.parametrize(("rules", "penalty"), [(OFFICIAL, 2), (OFFICIAL.with_options(uno_penalty=4), 4)])
    def test_caught(self, table, rules, penalty):
        t = table(rules, [["r1", "r2"], ["r4", "b2"], ["r7", "b3"]], "r5")
        t.play(0, "r1")
        events = t.act(2, CatchUno(0))
        assert events[0] == UnoCaught(2, 0)
        drawn = one(events, CardsDrawn)
        assert (drawn.player, drawn.count, drawn.reason) == (0, penalty, DrawReason.UNO)
        assert len(t.game.hands[0]) == 1 + penalty
        assert (t.game.current, t.game.decider, t.game.phase) == (1, 1, Phase.PLAY)
        refused(t.game, 1, CatchUno(0), Refusal.NOBODY_TO_CATCH)

    def test_manual_preset_costs_four(self, table):
        t = table(MANUAL, [["r1", "r2"], ["r4", "b2"], ["r7", "b3"]], "r5")
        t.play(0, "r1")
        assert one(t.act(1, CatchUno(0)), CardsDrawn).count == 4

    @pytest.mark.parametrize("action", ["play", "draw"])
    def test_window_closes_when_next_player_acts(self, table, action):
        t = table(OFFICIAL, [["r1", "r2"], ["r4", "b2", "g3"], ["r7", "b3"]], "r5")
        t.play(0, "r1")
        if action == "play":
            t.play(1, "r4")
        else:
            t.act(1, DRAW)
        assert t.game.catch_deadlines == {}
        refused(t.game, 2, CatchUno(0), Refusal.NOBODY_TO_CATCH)

    def test_window_closes_after_uno_catch_ms(self, table):
        t = table(OFFICIAL, [["r1", "r2"], ["r4", "b2"], ["r7", "b3"]], "r5")
        t.play(0, "r1", now=10.0)
        assert t.game.catch_deadlines == {0: 14.0}
        t.game.advance(13.9)
        assert 0 in t.game.catch_deadlines
        t.game.advance(14.0)
        assert t.game.catch_deadlines == {}
        refused(t.game, 2, CatchUno(0), Refusal.NOBODY_TO_CATCH, now=14.1)

    def test_catch_too_late_within_apply(self, table):
        t = table(OFFICIAL.with_options(uno_catch_ms=1000), [["r1", "r2"], ["r4", "b2"], ["r7"]], "r5")
        t.play(0, "r1", now=0.0)
        with pytest.raises(IllegalAction) as info:
            t.act(2, CatchUno(0), now=1.5)
        assert info.value.reason == Refusal.NOBODY_TO_CATCH
        assert len(t.game.hands[0]) == 1


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


class TestGreyskull:
    """Masters of the Universe: Greyskull makes every other player draw 3; purple replaces yellow."""

    def test_greyskull_strikes_the_others(self, table):
        pile = ["r1", "r2", "r3", "b1", "b2", "b3"]
        t = table(MOTU, [["greyskull", "p1"], ["p4"], ["r7"]], "r5", pile=pile)
        events = t.play(0, "greyskull")
        assert one(events, GreyskullStruck) == GreyskullStruck(0, 3)
        draws = of(events, CardsDrawn)
        assert [(d.player, kinds(d.cards), d.reason) for d in draws] == [
            (1, ["r1", "r2", "r3"], DrawReason.GREYSKULL),
            (2, ["b1", "b2", "b3"], DrawReason.GREYSKULL),
        ]
        assert (t.game.phase, t.game.decider, len(t.game.hands[0])) == (Phase.CHOOSE_COLOUR, 0, 1)
        assert t.act(0, ChooseColour(Colour.PURPLE)) == [ColourChosen(0, Colour.PURPLE), TurnStarted(1)]
        t.play(1, "p4")
        assert t.game.current == 2

    def test_greyskull_as_last_card(self, table):
        t = table(MOTU, [["greyskull"], ["p4"], ["r7"]], "r5", pile=["r1", "r2", "r3", "b1", "b2", "b3"])
        events = t.play(0, "greyskull")
        assert [(d.player, d.count) for d in of(events, CardsDrawn)] == [(1, 3), (2, 3)]
        assert one(events, RoundEnded).hand_points == (0, 10, 13)
        assert not of(events, ColourChosen) and t.game.phase is Phase.ROUND_OVER

    def test_purple_exists_yellow_does_not(self, table):
        t = table(MOTU, [["w", "p1", "p2"], ["p4"], ["r7"]], "r5")
        t.play(0, "w")
        assert t.game.legal_actions(0) == [
            ChooseColour(colour) for colour in (Colour.RED, Colour.PURPLE, Colour.GREEN, Colour.BLUE)
        ]
        refused(t.game, 0, ChooseColour(Colour.YELLOW), Refusal.NOT_A_COLOUR)
        deck = new_deck(Edition.MOTU)
        assert len(deck) == 112 and not any(card.colour is Colour.YELLOW for card in deck)
        assert sum(card.kind == "greyskull" for card in deck) == 4
        with pytest.raises(ValueError):
            table(MOTU, [["y5"], ["p4"]], "r5")


class TestEmptyPile:
    """The discard pile (minus its top) is reshuffled into a new pile; with no card at all, players pass."""

    def test_reshuffle_keeps_top_card(self, table):
        t = table(OFFICIAL, [["r+2", "b1"], ["y4", "y5"], ["y7"]], "r5", pile=["g1"])
        game = t.game
        thin_pile(game, 1)
        under = len(game.discard)  # the old pile and the r5
        events = t.play(0, "r+2")
        assert one(events, Reshuffled).count == under + 1
        assert events.index(one(events, Reshuffled)) < events.index(one(events, CardsDrawn))
        drawn = one(events, CardsDrawn)
        assert drawn.count == 2 and drawn.cards[0].kind == "g1"  # what was left of the pile comes first
        assert kinds(game.discard) == ["r+2"]
        assert len(game.draw_pile) == under - 1
        total = sum(map(len, game.hands)) + len(game.draw_pile) + len(game.discard)
        assert total == 108

    def test_draw_on_turn_with_empty_pile_reshuffles(self, table):
        t = table(OFFICIAL, [["g2"], ["y4"], ["y7"]], "r5")
        thin_pile(t.game, 0)
        events = t.act(0, DRAW)
        assert type(events[0]) is Reshuffled
        assert one(events, CardsDrawn).count == 1
        assert kinds(t.game.discard) == ["r5"]

    def test_nothing_to_draw_passes(self, table):
        t = table(OFFICIAL, [["g2", "b1", "y3"], ["y4", "r9"], ["y7"]], "r5")
        t.game.draw_pile.clear()
        assert t.game.legal_actions(0) == [DRAW]
        assert t.act(0, DRAW) == [NothingToDraw(0), TurnStarted(1)]
        assert t.kinds(0) == ["g2", "b1", "y3"] and t.game.current == 1
        # Holding a playable card, there is nothing to draw: the player must play.
        assert DRAW not in t.game.legal_actions(1)
        refused(t.game, 1, DRAW, Refusal.NOTHING_TO_DRAW)

    def test_blocked_round_lightest_hand_wins(self, table):
        t = table(OFFICIAL, [["g2", "b9"], ["y1", "g3"], ["y7", "b8"]], "r5")
        t.game.draw_pile.clear()
        t.act(0, DRAW)
        t.act(1, DRAW)
        events = t.act(2, DRAW)
        assert events[0] == NothingToDraw(2)
        ended = one(events, RoundEnded)
        assert (ended.winner, ended.blocked, ended.hand_points) == (1, True, (11, 4, 15))
        assert ended.round_scores == (0, 26, 0)  # the others' hands: 11 + 15
        assert t.game.phase is Phase.ROUND_OVER

    def test_blocked_round_penalty_scoring(self, table):
        rules = OFFICIAL.with_options(scoring="penalty")
        t = table(rules, [["g2", "b9"], ["y1", "g3"], ["y7", "b8"]], "r5")
        t.game.draw_pile.clear()
        t.act(0, DRAW)
        t.act(1, DRAW)
        ended = one(t.act(2, DRAW), RoundEnded)
        assert (ended.winner, ended.blocked, ended.round_scores) == (1, True, (11, 4, 15))

    def test_a_round_that_reaches_the_turn_limit_stops_like_a_blocked_round(self, table):
        """Some rule mixes could go round for ever; the turn limit ends them, with the lightest hand winning."""
        t = table(OFFICIAL, [["g2", "b9", "r1"], ["y1", "g3"], ["y7", "b8"]], "r5")
        t.game.turns = TURN_LIMIT - 1
        events = t.play(0, "r1")  # the limit's last turn begins
        assert TurnStarted(1) in events and t.game.turns == TURN_LIMIT
        ended = one(t.play(1, "y1"), RoundEnded)
        assert (ended.winner, ended.blocked, ended.turn_limit) == (1, True, True)
        assert ended.hand_points == (11, 3, 15)
        assert t.game.phase is Phase.ROUND_OVER


class TestLastCard:
    """The round ends when a hand is empty; a last Draw Two / Draw Four is still drawn and counted."""

    def test_last_number_card_ends_round(self, table):
        t = table(OFFICIAL, [["r1"], ["r4", "b2"], ["g7"]], "r5")
        events = t.play(0, "r1")
        assert one(events, CardPlayed).cards_left == 0
        assert one(events, RoundEnded).winner == 0
        assert not of(events, TurnStarted) and t.game.phase is Phase.ROUND_OVER

    def test_last_wild_needs_no_colour(self, table):
        t = table(OFFICIAL, [["w"], ["r4"], ["g8"]], "r5")
        events = t.play(0, "w")
        assert one(events, RoundEnded).round_scores == (12, 0, 0)
        assert not of(events, ColourChosen) and t.game.phase is Phase.ROUND_OVER

    def test_last_draw_two_still_drawn_and_counted(self, table):
        t = table(OFFICIAL, [["r+2"], ["r4", "g5"], ["g8"]], "r5", pile=["b7", "y8"])
        events = t.play(0, "r+2")
        drawn = one(events, CardsDrawn)
        assert (drawn.player, kinds(drawn.cards), drawn.reason) == (1, ["b7", "y8"], DrawReason.PENALTY)
        ended = one(events, RoundEnded)
        assert (ended.winner, ended.hand_points, ended.round_scores) == (0, (0, 24, 8), (32, 0, 0))

    def test_last_draw_four_still_drawn_no_colour_no_challenge(self, table):
        t = table(OFFICIAL, [["w+4"], ["r4"], ["g8"]], "r5", pile=["b1", "b2", "b3", "b4"])
        events = t.play(0, "w+4")
        drawn = one(events, CardsDrawn)
        assert (drawn.player, drawn.count) == (1, 4)
        assert not of(events, ChallengeResolved) and not of(events, ColourChosen)
        ended = one(events, RoundEnded)
        assert (ended.hand_points, ended.totals) == ((0, 14, 8), (22, 0, 0))
        assert t.game.phase is Phase.ROUND_OVER


def finish(table, rules, losers=(["rs", "w", "g9"], ["b+2", "w+4", "y0"]), dealer=None):
    """Seat 0 goes out with a red 1; the others keep `losers`."""
    t = table(rules, [["r1"], *losers], "r5", dealer=dealer)
    t.events = t.play(0, "r1")
    return t


class TestScoring:
    """Scoring: winner takes the others' points (highest wins), or penalty (own points, lowest wins)."""

    def test_winner_takes(self, table):
        t = finish(table, OFFICIAL)
        ended = one(t.events, RoundEnded)
        assert ended.hand_points == (0, 79, 70)  # 20 + 50 + 9, 20 + 50 + 0
        assert (ended.round_scores, ended.totals) == ((149, 0, 0), (149, 0, 0))
        assert t.game.totals == [149, 0, 0] and t.game.phase is Phase.ROUND_OVER

    def test_penalty(self, table):
        t = finish(table, OFFICIAL.with_options(scoring="penalty"))
        ended = one(t.events, RoundEnded)
        assert (ended.round_scores, ended.totals) == ((0, 79, 70), (0, 79, 70))

    def test_edition_wilds_worth_fifty(self, table):
        t = finish(table, MINECRAFT, losers=(["creeper"], ["g0"]))
        assert one(t.events, RoundEnded).hand_points == (0, 50, 0)

    def test_target_score_winner_takes(self, table):
        t = finish(table, OFFICIAL.with_options(target_score=149))
        assert one(t.events, MatchEnded) == MatchEnded((0,), (149, 0, 0))
        assert t.game.phase is Phase.MATCH_OVER

    def test_below_target_no_match_end(self, table):
        t = finish(table, OFFICIAL.with_options(target_score=150))
        assert not of(t.events, MatchEnded) and t.game.phase is Phase.ROUND_OVER

    def test_target_score_penalty_lowest_wins(self, table):
        t = finish(table, OFFICIAL.with_options(scoring="penalty", target_score=75))
        assert one(t.events, MatchEnded) == MatchEnded((0,), (0, 79, 70))

    def test_penalty_tie_several_winners(self, table):
        t = finish(table, OFFICIAL.with_options(scoring="penalty", round_limit=1), losers=(["g9"], ["y0"]))
        assert one(t.events, MatchEnded) == MatchEnded((0, 2), (0, 9, 0))

    def test_round_limit(self, table):
        rules = OFFICIAL.with_options(round_limit=2)
        t = finish(table, rules)
        assert t.game.phase is Phase.ROUND_OVER
        game = t.game
        game.start_arranged_round([["g1", "g2"], ["g3"], ["b4", "b5"]], "g6", dealer=0)
        events = game.apply(1, Play.of(game.hands[1][0]))
        assert one(events, RoundEnded).round_scores == (0, 12, 0)
        assert one(events, MatchEnded) == MatchEnded((0,), (149, 12, 0))
        assert game.phase is Phase.MATCH_OVER


class TestMatch:
    """A match is a sequence of rounds: the deal passes left each round, until MatchEnded names the winners."""

    def test_rounds_in_sequence(self, table):
        t = finish(table, OFFICIAL.with_options(round_limit=3, target_score=10_000), dealer=2)
        game = t.game
        totals = list(game.totals)
        events = game.start_round()
        assert one(events, RoundStarted) == RoundStarted(2, 0, 7)
        assert not of(events, DealerChosen)
        assert [len(hand) for hand in game.hands] == [7, 7, 7] and game.totals == totals
        play_out(game)
        assert game.phase is Phase.ROUND_OVER
        assert one(game.start_round(), RoundStarted) == RoundStarted(3, 1, 7)
        play_out(game)
        assert game.phase is Phase.MATCH_OVER
        ended = game.log[-1]
        assert type(ended) is MatchEnded and ended.totals == tuple(game.totals)
        assert ended.winners == tuple(seat for seat in range(3) if game.totals[seat] == max(game.totals))
        assert len([e for e in game.log if type(e) is RoundEnded]) == 3
        with pytest.raises(IllegalAction) as info:
            game.start_round()
        assert info.value.reason == Refusal.MATCH_OVER


class TestIllegalActions:
    """IllegalAction reasons: not your turn, card not in hand, start_round during a round, acting after it."""

    def test_not_your_turn(self, table):
        t = table(OFFICIAL, HANDS3, "r5")
        refused(t.game, 1, Play.of(t.card(1, "r4")), Refusal.NOT_YOUR_TURN)
        refused(t.game, 1, DRAW, Refusal.NOT_YOUR_TURN)
        refused(t.game, 2, PASS, Refusal.NOT_YOUR_TURN)

    def test_card_not_in_hand(self, table):
        t = table(OFFICIAL, HANDS3, "r5")
        refused(t.game, 0, Play.of(t.card(1, "r4")), Refusal.CARD_NOT_IN_HAND)
        refused(t.game, 0, Play.of(t.game.draw_pile[-1]), Refusal.CARD_NOT_IN_HAND)

    def test_start_round_during_a_round(self, table):
        t = table(OFFICIAL, HANDS3, "r5")
        before = snapshot(t.game)
        with pytest.raises(IllegalAction) as info:
            t.game.start_round()
        assert info.value.reason == Refusal.ROUND_IN_PROGRESS
        assert snapshot(t.game) == before

    def test_acting_after_the_round(self, table):
        t = finish(table, OFFICIAL)
        game = t.game
        assert all(game.legal_actions(seat) == [] for seat in range(3))
        refused(game, 1, DRAW, Refusal.ROUND_OVER)
        refused(game, 1, Play.of(t.card(1, "rs")), Refusal.ROUND_OVER)
        refused(game, 2, CALL_UNO, Refusal.ROUND_OVER)
