"""Issue 22's scoring options: elimination (a player at the limit leaves the match, the last one in wins), Skip
cards that skip everyone, and a Reverse between two players as a skip or as a reverse."""

from __future__ import annotations

import random

from engine_helpers import finish, of, one, random_round_calls, refused
from test_conformance import probe
from test_properties import InvariantChecker

from audiouno.bots import make_strategy
from audiouno.bots.headless import play_round
from audiouno.engine import HOUSE, MANUAL, OFFICIAL, Game, Phase, Play, Refusal, SwapWith
from audiouno.engine.events import (
    DirectionChanged,
    EveryoneSkipped,
    MatchEnded,
    PlayerEliminated,
    PlayerSkipped,
    ReactionStarted,
    RoundEnded,
    RoundStarted,
    TurnStarted,
)

ELIMINATION = OFFICIAL.with_options(scoring="elimination", target_score=75)


class TestSkipEveryone:
    def test_a_skip_skips_every_other_player_and_its_player_plays_again(self, table):
        t = table(OFFICIAL.with_options(skip_everyone=True), [["rs", "b1"], ["r4"], ["r7"], ["r8"]], "r5")
        events = t.play(0, "rs")
        assert events[-2:] == [EveryoneSkipped(0, (1, 2, 3)), TurnStarted(0)]
        assert (t.game.current, t.game.phase) == (0, Phase.PLAY)

    def test_it_follows_the_direction_of_play(self, table):
        rules = MANUAL.with_options(skip_everyone=True)  # play goes anticlockwise
        t = table(rules, [["rs", "b1"], ["r4"], ["r7"]], "r5")
        assert t.play(0, "rs")[-2:] == [EveryoneSkipped(0, (2, 1)), TurnStarted(0)]

    def test_off_a_skip_skips_one_player(self, table):
        t = table(OFFICIAL, [["rs", "b1"], ["r4"], ["r7"]], "r5")
        assert not of(t.play(0, "rs"), EveryoneSkipped)


class TestTwoPlayerReverse:
    def test_skip_by_default(self, table):
        t = table(OFFICIAL, [["rr", "b1"], ["r4", "b2"]], "r5")
        assert t.play(0, "rr")[-3:] == [DirectionChanged(-1), PlayerSkipped(1), TurnStarted(0)]

    def test_as_a_reverse_the_other_player_plays_next(self, table):
        t = table(OFFICIAL.with_options(two_player_reverse="reverse"), [["rr", "b1"], ["r4", "b2"]], "r5")
        assert t.play(0, "rr")[-2:] == [DirectionChanged(-1), TurnStarted(1)]
        assert t.game.direction == -1

    def test_three_players_are_not_concerned(self, table):
        t = table(OFFICIAL.with_options(two_player_reverse="reverse"), [["rr", "b1"], ["r4"], ["r7"]], "r5")
        assert t.play(0, "rr")[-2:] == [DirectionChanged(-1), TurnStarted(2)]


def eliminate_seat_one(table, rules=ELIMINATION):
    """Seat 0 goes out; seat 1, at 0 points, is left with 79 and leaves the match (limit 75); seat 2 with 70 stays."""
    return finish(table, rules)


class TestElimination:
    def test_a_player_at_the_limit_leaves_the_match(self, table):
        t = eliminate_seat_one(table)
        assert one(t.events, RoundEnded).totals == (0, 79, 70)
        assert one(t.events, PlayerEliminated) == PlayerEliminated(1, 79)
        assert not of(t.events, MatchEnded) and t.game.phase is Phase.ROUND_OVER
        assert t.game.eliminated == {1}

    def test_the_next_round_passes_over_the_seat(self, table):
        game = eliminate_seat_one(table).game
        events = game.start_round()
        dealer = one(events, RoundStarted).dealer
        assert dealer != 1
        assert [len(hand) for hand in game.hands] == [7, 0, 7]
        turns = []
        for _ in range(40):
            if not game.in_round:
                break
            seat = game.decider
            assert seat is not None and seat != 1
            turns += [e.player for e in of(game.apply(seat, game.legal_actions(seat)[0]), TurnStarted)]
        assert 1 not in turns

    def test_the_seat_out_has_no_actions_and_is_refused_with_the_reason(self, table):
        game = eliminate_seat_one(table).game
        game.start_arranged_round([["b1", "g2"], [], ["r7", "b3"]], "b5", dealer=2)
        assert game.legal_actions(1) == []
        refused(game, 1, Play.of(game.hands[0][0]), Refusal.OUT_OF_MATCH)

    def test_reverse_and_skip_count_only_the_players_in(self, table):
        game = eliminate_seat_one(table).game  # two players left: 0 and 2
        game.start_arranged_round([["rr", "rs", "g2"], [], ["r7", "b3"]], "r5", dealer=2)
        assert game.current == 0
        assert game.apply(0, Play.of(game.hands[0][0]))[-3:] == [DirectionChanged(-1), PlayerSkipped(2), TurnStarted(0)]
        assert game.apply(0, Play.of(game.hands[0][0]))[-2:] == [PlayerSkipped(2), TurnStarted(0)]

    def test_races_and_swaps_leave_the_seat_out(self, table):
        rules = ELIMINATION.with_options(buzzer=True, seven_swaps=True)
        game = eliminate_seat_one(table, rules).game
        game.start_arranged_round([["buzzer", "r7", "g2"], [], ["r1", "b3"]], "r5", dealer=2)
        game.apply(0, Play.of(next(c for c in game.hands[0] if c.kind == "r7")))
        assert SwapWith(1) not in game.legal_actions(0) and SwapWith(2) in game.legal_actions(0)
        refused(game, 0, SwapWith(1), Refusal.BAD_SWAP_TARGET)
        game.apply(0, SwapWith(None))
        game.apply(2, Play.of(next(c for c in game.hands[2] if c.kind == "r1")))
        race = one(game.apply(0, Play.of(next(c for c in game.hands[0] if c.kind == "buzzer"))), ReactionStarted)
        assert race.players == (0, 2)

    def test_the_last_one_in_wins(self, table):
        t = finish(table, ELIMINATION.with_options(target_score=70))  # 79 and 70 both reach it
        assert of(t.events, PlayerEliminated) == [PlayerEliminated(1, 79), PlayerEliminated(2, 70)]
        assert one(t.events, MatchEnded).winners == (0,)
        assert t.game.phase is Phase.MATCH_OVER

    def test_the_round_that_leaves_one_player_in_ends_the_match(self, table):
        game = eliminate_seat_one(table).game  # 0 and 2 left, with 0 and 70 points
        game.totals[0] = 74
        game.start_arranged_round([["g1"], [], ["g3", "b4", "rs"]], "g6", dealer=2)
        # Seat 0 goes out and stays at 74; seat 2 reaches 97 and is the last to leave.
        events = game.apply(0, Play.of(game.hands[0][0]))
        assert one(events, RoundEnded).totals == (74, 79, 97)
        assert one(events, PlayerEliminated) == PlayerEliminated(2, 97)
        assert one(events, MatchEnded).winners == (0,)

    def test_elimination_is_penalty_scoring_for_the_round(self, table):
        ended = one(eliminate_seat_one(table).events, RoundEnded)
        assert ended.round_scores == (0, 79, 70)


def test_elimination_matches_end_with_the_last_one_in() -> None:
    """Whole matches of random bots under elimination (with the house rules too): the seats out never take a turn
    nor hold a card, every card is accounted for, and the winner is the last one in or the lowest of the last."""
    for seed in range(30):
        players = 2 + seed % 5
        rules = (HOUSE if seed % 2 else OFFICIAL).with_options(scoring="elimination", target_score=150)
        game = Game(players, rules, seed=seed)
        rng = random.Random(seed)
        bots = [make_strategy("random", seat, random.Random(rng.getrandbits(32))) for seat in range(players)]
        out: set[int] = set()
        for _ in range(200):
            game.start_round()
            checker = InvariantChecker(game)

            def step(events, checker=checker, out=frozenset(out), game=game):
                checker(events)
                assert not any(type(e) is TurnStarted and e.player in out for e in events)
                assert all(not game.hands[seat] for seat in out)

            play_round(game, bots, on_step=step)
            out = set(game.eliminated)
            if game.phase is Phase.MATCH_OVER:
                break
        assert game.phase is Phase.MATCH_OVER
        staying = [seat for seat in range(players) if seat not in game.eliminated]
        assert set(game.winners) <= set(staying)
        assert all(game.totals[seat] >= 150 for seat in game.eliminated)


def test_rounds_after_an_elimination_conform(table) -> None:
    """`apply` takes exactly what `legal_actions` lists, for every seat, the one out of the match included, in
    rounds played after it left, under a busy rule mix."""
    rules = ELIMINATION.with_options(
        interception="jump_in", buzzer=True, zero_passes_hands=True, seven_swaps=True, skip_everyone=True
    )
    for seed in range(3):
        game = finish(table, rules).game
        assert game.eliminated == {1}
        game.start_round()
        for step, (now, _, _, _) in enumerate(random_round_calls(game, seed)):
            if step < 25:
                probe(game, now)


class TestBesideTheMercyRule:
    """A seat out of the match (elimination) and a seat out of the round (the mercy rule) are both passed over."""

    @staticmethod
    def arranged(hands, **options):
        rules = ELIMINATION.with_options(max_hand=10, **options)
        game = Game(len(hands), rules, seed=1)
        game.eliminated.add(1)
        game.start_arranged_round(hands, "r5", dealer=len(hands) - 1)
        game.out_of_round[3] = True  # as if seat 3 had reached the limit
        game.any_out = True
        return game

    def test_turns_and_the_others_step_over_both(self):
        game = self.arranged([["r1", "b2"], [], ["g3", "y4"], ["g5", "y6"], ["b7", "b8"]])
        assert [game.next_seat(seat) for seat in (0, 2, 4)] == [2, 4, 0]
        assert game.others(0) == (2, 4)
        assert game.apply(0, Play.of(game.hands[0][0]))[-1] == TurnStarted(2)

    def test_a_skip_of_everyone_skips_only_those_in_the_round(self):
        game = self.arranged([["rs", "b2"], [], ["g3"], ["g5"], ["b7"]], skip_everyone=True)
        assert game.apply(0, Play.of(game.hands[0][0]))[-2:] == [EveryoneSkipped(0, (2, 4)), TurnStarted(0)]

    def test_a_reverse_with_two_left_in_the_round_follows_the_two_player_rule(self):
        game = self.arranged([["rr", "rs", "b2"], [], ["g3", "y4"], ["g5", "y6"]])
        assert game.apply(0, Play.of(game.hands[0][0]))[-3:] == [DirectionChanged(-1), PlayerSkipped(2), TurnStarted(0)]
        reverse = self.arranged([["rr", "b2"], [], ["g3", "y4"], ["g5", "y6"]], two_player_reverse="reverse")
        assert reverse.apply(0, Play.of(reverse.hands[0][0]))[-2:] == [DirectionChanged(-1), TurnStarted(2)]

    def test_hands_passed_on_a_zero_skip_only_the_seat_out_of_the_match(self):
        game = self.arranged([["r0", "b2"], [], ["g3", "y4"], ["g5", "y6", "y7"], ["b7"]], zero_passes_hands=True)
        before = [sorted(card.kind for card in hand) for hand in game.hands]
        game.apply(0, Play.of(game.hands[0][0]))
        after = [sorted(card.kind for card in hand) for hand in game.hands]
        # Each hand moves on to the next seat in the match; the one out of the round takes part, as on main.
        assert after == [before[4], [], ["b2"], before[2], before[3]]
