"""What the player hears for each engine event: words with nothing left unfilled, the right cue, and who interrupts."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import get_args

import pytest

from audiouno.app.files.verbosity import KINDS
from audiouno.app.keys.keymap import Keymap, default_keymap, name_bound_keys
from audiouno.app.output.narration import Narrator
from audiouno.app.output.sound import CUES
from audiouno.app.output.voice import Utterance
from audiouno.bots.headless import play_round
from audiouno.bots.random_bot import RandomStrategy
from audiouno.engine import (
    DRAW,
    HOUSE,
    MANUAL,
    OFFICIAL,
    Card,
    Colour,
    Edition,
    Game,
    Phase,
    Play,
    PlayerView,
    Refusal,
    RuleSet,
    apply_variants,
    new_deck,
    redact,
)
from audiouno.engine.events import (
    CardPlayed,
    CardsDiscarded,
    CardsDrawn,
    ChallengeResolved,
    ColourChosen,
    ColourPenaltyPending,
    CreeperRevealed,
    DealerChosen,
    DirectionChanged,
    DrawReason,
    Event,
    EveryoneSkipped,
    FreeDraw,
    GreyskullStruck,
    HandsPassed,
    HandsSwapped,
    InterceptionFailed,
    KnockoutsScored,
    MatchEnded,
    NothingToDraw,
    OutOfRound,
    Passed,
    PenaltyDeflected,
    PenaltyPending,
    PlayerEliminated,
    PlayerSkipped,
    PlayMode,
    Reaction,
    ReactionPressed,
    ReactionResolved,
    ReactionStarted,
    Reshuffled,
    RoulettePending,
    RoundEnded,
    RoundStarted,
    SameRankPlayed,
    SetAsideReturned,
    StartingCard,
    SwapDeclined,
    TableFlipped,
    TurnStarted,
    TurnTimedOut,
    UnoCalled,
    UnoCaught,
    WrongPlay,
)
from audiouno.engine.rules import without_refused
from audiouno.i18n import Catalogue

NAMES = ["You", "Ana", "Bruno", "Carla"]
ME = 0
DECK = new_deck(Edition.MINECRAFT, buzzer=True) + new_deck(Edition.MOTU)
FLIP_FACES = [face for card in new_deck(Edition.FLIP) for face in (card, card.other) if face is not None]
NO_MERCY = new_deck(Edition.NO_MERCY)


def card(kind: str) -> Card:
    return next(card for card in DECK + FLIP_FACES + NO_MERCY if card.kind == kind)


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    words = Catalogue.load()
    name_bound_keys(words, Keymap.load(default_keymap())[0])
    return words


def table(rules: RuleSet = OFFICIAL) -> PlayerView:
    """A round in progress in which seat 0 (the player) holds four cards and plays first."""
    game = Game(4, rules, seed=1)
    game.start_arranged_round([["r5", "b9", "g2", "y7"], ["r1"], ["g1"], ["b1"]], "r3", dealer=3)
    return PlayerView(game, ME)


def narrator(catalogue: Catalogue) -> Narrator:
    return Narrator(catalogue, NAMES, ME)


def heard(narrator: Narrator, events: Sequence[Event], view: PlayerView | None = None) -> list[Utterance]:
    """What the last of `events` says, after the ones before it (some words depend on what came first)."""
    view = view or table()
    for event in events[:-1]:
        narrator.narrate(event, view)
    return narrator.narrate(events[-1], view)


def assert_filled(utterances: list[Utterance]) -> None:
    assert utterances
    for utterance in utterances:
        assert utterance.text.strip()
        assert "{" not in utterance.text and "}" not in utterance.text, utterance.text
        assert utterance.cue is None or utterance.cue in CUES
        assert utterance.seat is None or 0 <= utterance.seat < len(NAMES)


# (events leading up, with the one heard last; the cue expected). Other players act here.
OTHERS: list[tuple[list[Event], str | None]] = [
    ([RoundStarted(1, 1, 7)], "deal"),
    ([DealerChosen(1, ((0, card("r5")), (1, card("b9")), (2, card("w")), (3, card("g2"))))], None),
    ([StartingCard(card("r5"))], "card_number"),
    ([StartingCard(card("w+4"), returned=True)], None),  # kept in the history, unsaid: see below
    ([TurnStarted(1)], None),
    ([CardPlayed(1, card("r5"), PlayMode.TURN, 4)], "card_number"),
    ([CardPlayed(1, card("rs"), PlayMode.DRAWN, 4)], "card_skip"),
    ([CardPlayed(1, card("rr"), PlayMode.TURN, 4)], "card_reverse"),
    ([CardPlayed(1, card("r+2"), PlayMode.STACK, 4)], "card_draw_two"),
    ([CardPlayed(1, card("w"), PlayMode.TURN, 4)], "card_wild"),
    ([CardPlayed(1, card("w+4"), PlayMode.TURN, 1)], "card_draw_four"),
    ([CardPlayed(1, card("creeper"), PlayMode.TURN, 4)], "card_creeper"),
    ([CardPlayed(1, card("greyskull"), PlayMode.TURN, 4)], "card_greyskull"),
    ([CardPlayed(1, card("buzzer"), PlayMode.TURN, 4)], "card_buzzer"),
    ([CardPlayed(1, card("r6"), PlayMode.SEQUENCE, 3)], "sequence"),
    ([CardPlayed(1, card("r5"), PlayMode.INTERCEPTION, 3)], "interception"),
    ([CardsDrawn(1, (), 2, DrawReason.PENALTY)], "draw"),
    ([CardsDrawn(1, (), 1, DrawReason.CHOICE)], "draw"),
    ([CardsDrawn(1, (), 0, DrawReason.PENALTY)], None),
    ([CreeperRevealed(1, card("creeper"), 3)], "creeper"),
    ([NothingToDraw(1)], None),
    ([Reshuffled(40)], "shuffle"),
    ([Passed(1)], None),
    ([PlayerSkipped(1)], "skip"),
    ([DirectionChanged(-1)], "reverse"),
    ([ColourChosen(1, Colour.BLUE)], "colour_chosen"),
    ([CardPlayed(1, card("r+2"), PlayMode.TURN, 4), PenaltyPending(2, 2, 2)], "draw_two"),
    ([CardPlayed(1, card("w+4"), PlayMode.TURN, 4), PenaltyPending(2, 4, 4)], "draw_four"),
    ([CardPlayed(1, card("r+2"), PlayMode.STACK, 4), PenaltyPending(2, 4, 2)], "stack"),
    ([CardPlayed(1, card("w+4"), PlayMode.STACK, 4), PenaltyPending(2, 8, 4)], "stack"),
    ([ChallengeResolved(2, 1, True, (), 4)], "challenge_won"),
    ([ChallengeResolved(2, 1, False, (), 4)], "challenge_lost"),
    ([UnoCalled(1)], "uno_called"),
    ([UnoCaught(2, 1)], "uno_caught"),
    ([HandsPassed(1, (3, 0, 1, 2))], "hands_passed"),
    ([HandsSwapped(1, 2)], "swap"),
    ([SwapDeclined(1)], None),
    ([GreyskullStruck(1, 3)], "greyskull"),
    ([ReactionStarted(Reaction.SLAP, (0, 1, 2, 3), 5.0)], "slap"),
    ([ReactionStarted(Reaction.BUZZER, (1, 2, 3), 5.0)], "buzzer"),
    ([ReactionPressed(Reaction.BUZZER, 1, 0.5)], "buzz_pressed"),
    ([ReactionResolved(Reaction.BUZZER, ((0, 0.3), (1, 0.6)), (1,), 3)], "window_closed"),
    ([ReactionResolved(Reaction.SLAP, ((0, 0.3), (1, None), (2, None)), (1, 2), 3)], "window_closed"),
    ([InterceptionFailed(1, card("r5"), Refusal.INTERCEPTION_NO_MATCH, 3, 0)], "penalty"),
    ([InterceptionFailed(1, card("r5"), Refusal.INTERCEPTION_TOO_LATE, 0, 2)], "penalty"),
    ([WrongPlay(1, card("r5"), Refusal.DOES_NOT_MATCH, 2)], "penalty"),
    ([RoundEnded(1, (10, 0, 5, 3), (0, 18, 0, 0), (0, 18, 0, 0))], "round_lost"),
    ([RoundEnded(2, (10, 3, 5, 3), (0, 0, 18, 0), (0, 0, 18, 0), blocked=True)], "round_lost"),
    (
        [RoundEnded(2, (10, 3, 5, 3), (0, 0, 18, 0), (0, 0, 18, 0), blocked=True, turn_limit=True, turns=1000)],
        "round_lost",
    ),
    # UNO Flip
    ([CardPlayed(1, card("r+1"), PlayMode.TURN, 4), PenaltyPending(2, 1, 1)], "draw_one"),
    ([CardPlayed(1, card("o+5"), PlayMode.TURN, 4), PenaltyPending(2, 5, 5)], "draw_five"),
    ([CardPlayed(1, card("w+2"), PlayMode.TURN, 4)], "card_wild_draw_two"),
    ([CardPlayed(1, card("dw+c"), PlayMode.TURN, 4)], "card_wild_draw_colour"),
    ([CardPlayed(1, card("kse"), PlayMode.TURN, 4)], "card_skip_everyone"),
    ([CardPlayed(1, card("rf"), PlayMode.TURN, 4)], "card_flip"),
    ([ColourPenaltyPending(2, Colour.TEAL)], "draw_colour"),
    ([EveryoneSkipped(1, (2, 3, 0))], "skip_everyone"),
    ([TableFlipped(True, card("o7"))], "flip_dark"),
    ([TableFlipped(False, card("r7"))], "flip_light"),
    ([MatchEnded((1,), (0, 520, 30, 10))], "match_lost"),
    ([MatchEnded((1, 2), (0, 520, 520, 10))], "match_lost"),
    # The drawing, responses and hands options (issue 22).
    ([SameRankPlayed(1, (card("r7"), card("b7")))], "card_number"),
    ([FreeDraw(1, 2)], None),
    ([PenaltyDeflected(1, 2, 2)], "stack"),
    ([OutOfRound(1, 25)], "mercy_out"),
    # UNO No Mercy: each card laid, the heavier penalties, the roulette, Discard All
    ([CardPlayed(1, card("r+4"), PlayMode.TURN, 4)], "card_draw_four"),
    ([CardPlayed(1, card("gda"), PlayMode.TURN, 4)], "card_discard_all"),
    ([CardPlayed(1, card("wr+4"), PlayMode.TURN, 4)], "card_wild_reverse_draw_four"),
    ([CardPlayed(1, card("w+6"), PlayMode.TURN, 4)], "card_wild_draw_six"),
    ([CardPlayed(1, card("w+10"), PlayMode.TURN, 4)], "card_wild_draw_ten"),
    ([CardPlayed(1, card("wcr"), PlayMode.TURN, 4)], "card_wild_colour_roulette"),
    ([CardPlayed(1, card("w+6"), PlayMode.TURN, 4), PenaltyPending(2, 6, 6)], "draw_six"),
    ([CardPlayed(1, card("w+10"), PlayMode.TURN, 4), PenaltyPending(2, 10, 10)], "draw_ten"),
    ([CardPlayed(1, card("w+10"), PlayMode.TURN, 4), PenaltyPending(2, 16, 10)], "stack"),
    ([CardPlayed(1, card("wcr"), PlayMode.TURN, 4), RoulettePending(2)], None),
    ([RoulettePending(2), ColourChosen(2, Colour.RED), CardsDrawn(2, (), 5, DrawReason.ROULETTE)], "roulette"),
    ([CardsDrawn(2, (card("b3"), card("r9")), 2, DrawReason.ROULETTE)], "roulette"),
    ([CardPlayed(1, card("gda"), PlayMode.TURN, 2), CardsDiscarded(1, (card("g5"), card("gs")), 2)], "discard_all"),
    ([CardPlayed(1, card("gda"), PlayMode.TURN, 1), CardsDiscarded(1, (card("g5"),), 1)], "discard_all"),
    ([CardsDrawn(1, (), 3, DrawReason.UNTIL_PLAYABLE)], "draw"),
    ([OutOfRound(1, 25, set_aside=True)], "mercy_out"),
    ([SetAsideReturned(25)], None),
    ([SetAsideReturned(25), Reshuffled(80)], "shuffle"),
    ([KnockoutsScored((1, 2), 250)], None),
    # Issue 22: the turn timer, elimination (a Skip that skips everyone: as Skip Everyone, above).
    ([TurnTimedOut(1, 1, kept=False)], "penalty"),
    ([TurnTimedOut(2, 4, kept=False)], "penalty"),
    ([TurnTimedOut(3, 0, kept=True)], "penalty"),
    ([TurnTimedOut(1, 0, kept=False, named=Colour.GREEN)], "penalty"),
    ([PlayerEliminated(1, 512)], None),
]

# The same for the player's own actions and what happens to the player: (events, cue, interrupts).
MINE: list[tuple[list[Event], str | None, bool]] = [
    ([RoundStarted(2, ME, 7)], "deal", False),
    ([TurnStarted(ME)], "your_turn", True),
    ([CardPlayed(ME, card("r5"), PlayMode.TURN, 1)], "card_number", True),
    ([CardsDrawn(ME, (card("r5"), card("bs")), 2, DrawReason.CHOICE)], "draw", True),
    ([CardsDrawn(ME, (card("r5"), card("bs")), 2, DrawReason.PENALTY)], "draw", False),
    ([CardsDrawn(ME, (), 0, DrawReason.UNO)], None, False),
    ([CreeperRevealed(ME, card("creeper"), 3)], "creeper", False),
    ([NothingToDraw(ME)], None, True),
    ([Passed(ME)], None, False),
    ([PlayerSkipped(ME)], "skip", False),
    ([ColourChosen(ME, Colour.RED)], "colour_chosen", True),
    ([CardPlayed(3, card("r+2"), PlayMode.TURN, 4), PenaltyPending(ME, 2, 2)], "draw_two", True),
    ([ChallengeResolved(ME, 3, True, (card("r5"), card("b9")), 4)], "challenge_won", True),
    ([ChallengeResolved(ME, 3, False, (card("r5"),), 4)], "challenge_lost", True),
    ([ChallengeResolved(1, ME, True, (card("r5"),), 4)], "challenge_lost", False),
    ([ChallengeResolved(1, ME, False, (), 4)], "challenge_won", False),
    ([ColourPenaltyPending(ME, Colour.PINK)], "draw_colour", True),
    ([EveryoneSkipped(ME, (1, 2, 3))], "skip_everyone", False),
    ([UnoCalled(ME)], "uno_called", True),
    ([UnoCaught(ME, 2)], "uno_caught", True),
    ([UnoCaught(2, ME)], "uno_caught", False),
    ([HandsSwapped(ME, 2)], "swap", True),
    ([HandsSwapped(2, ME)], "swap", False),
    ([SwapDeclined(ME)], None, True),
    ([GreyskullStruck(ME, 3)], "greyskull", False),
    ([ReactionStarted(Reaction.BUZZER, (0, 1, 2, 3), 5.0)], "buzzer", True),
    ([ReactionPressed(Reaction.SLAP, ME, 0.4567)], "buzz_pressed", True),
    ([ReactionResolved(Reaction.BUZZER, ((0, 0.9), (1, 0.6)), (ME,), 3)], "penalty", False),
    ([InterceptionFailed(ME, card("r5"), Refusal.INTERCEPTION_NO_MATCH, 3, 0)], "penalty", True),
    ([WrongPlay(ME, card("r5"), Refusal.NOT_YOUR_TURN, 2)], "penalty", True),
    ([RoundEnded(ME, (0, 10, 5, 3), (18, 0, 0, 0), (18, 0, 0, 0))], "round_won", False),
    ([MatchEnded((ME,), (520, 0, 30, 10))], "match_won", False),
    ([MatchEnded((ME, 3), (520, 0, 30, 520))], "match_won", False),
    ([SameRankPlayed(ME, (card("r7"), card("b7"), card("g7")))], "card_number", True),
    ([FreeDraw(ME, 0)], None, False),
    ([FreeDraw(ME, 2)], None, False),
    ([PenaltyDeflected(ME, 2, 2)], "stack", True),
    ([OutOfRound(ME, 25)], "mercy_out", False),
    ([CardPlayed(1, card("wcr"), PlayMode.TURN, 4), RoulettePending(ME)], None, True),
    (
        [
            RoulettePending(ME),
            ColourChosen(ME, Colour.RED),
            CardsDrawn(ME, (card("b3"), card("r9")), 2, DrawReason.ROULETTE),
        ],
        "roulette",
        False,
    ),
    (
        [CardPlayed(ME, card("rda"), PlayMode.TURN, 2), CardsDiscarded(ME, (card("r5"), card("rs")), 2)],
        "discard_all",
        True,
    ),
    ([CardsDrawn(ME, (card("b3"), card("g6"), card("r9")), 3, DrawReason.UNTIL_PLAYABLE)], "draw", True),
    ([TurnTimedOut(ME, 1, kept=False)], "penalty", False),
    ([TurnTimedOut(ME, 0, kept=False)], "penalty", False),
    ([TurnTimedOut(ME, 0, kept=False, named=Colour.BLUE)], "penalty", False),
    ([PlayerEliminated(ME, 301)], None, False),
]


def test_the_timer_and_elimination_are_said_plainly(catalogue: Catalogue) -> None:
    view = table()
    said = narrator(catalogue)
    assert said.narrate(TurnTimedOut(ME, 1, kept=False), view)[0].text == (
        "Time is up: you draw a card and the turn passes."
    )
    assert said.narrate(TurnTimedOut(2, 4, kept=False), view)[0].text == (
        "Time is up: Bruno draws 4 cards and the turn passes."
    )
    assert said.narrate(CardsDrawn(2, (), 4, DrawReason.TIMEOUT), view) == []  # the timeout said it
    mine = said.narrate(CardsDrawn(ME, (card("y7"),), 1, DrawReason.TIMEOUT), view)
    assert mine[0].text == "You draw yellow 7."
    assert said.narrate(PlayerEliminated(2, 512), view)[0].text == "Bruno is out of the match with 512 points."
    assert said.narrate(EveryoneSkipped(1, (2, 3, ME)), view)[0].text == "Everyone else is skipped: Ana plays again."


def test_a_roulette_colour_named_at_the_timeout_is_said_once(catalogue: Catalogue) -> None:
    view = table()
    said = narrator(catalogue)
    assert said.narrate(TurnTimedOut(ME, 0, kept=False, named=Colour.GREEN), view)[0].text == (
        "Time is up: green is named for you, the colour you hold most of."
    )
    assert said.narrate(ColourChosen(ME, Colour.GREEN), view) == []  # the timeout named it
    assert said.narrate(TurnTimedOut(2, 0, kept=False, named=Colour.RED), view)[0].text == (
        "Time is up: red is named for Bruno, the colour they hold most of."
    )
    assert said.narrate(ColourChosen(2, Colour.RED), view) == []
    assert said.narrate(ColourChosen(1, Colour.BLUE), view)[0].text == "Ana chooses blue."  # a choice made in time


def test_every_event_type_has_samples() -> None:
    sampled = {type(events[-1]) for events, _ in OTHERS} | {type(events[-1]) for events, _, _ in MINE}
    assert sampled == set(get_args(Event))


@pytest.mark.parametrize(("events", "cue"), OTHERS)
def test_other_players_events(catalogue: Catalogue, events: list[Event], cue: str | None) -> None:
    said = heard(narrator(catalogue), events)
    if not said:
        # Another's press is left to the race's verdict, which names the slowest.
        assert isinstance(events[-1], ReactionPressed)
        return
    assert_filled(said)
    if isinstance(events[-1], DealerChosen):  # every card drawn, for the history; the round's start says the rest
        assert [utterance.quiet for utterance in said] == [True]
        return
    # The event's cue with its first line; a line of its own after it (a last card) has none.
    assert [utterance.cue for utterance in said] == [cue] + [None] * (len(said) - 1)
    # Other players' news queues; only a race the player is in cuts in.
    racing = isinstance(events[-1], ReactionStarted) and ME in events[-1].players
    assert [utterance.interrupt for utterance in said] == [racing] * len(said)


@pytest.mark.parametrize(("events", "cue", "interrupt"), MINE)
def test_my_events(catalogue: Catalogue, events: list[Event], cue: str | None, interrupt: bool) -> None:
    said = heard(narrator(catalogue), events)
    assert_filled(said)
    expected = [(cue, interrupt)] + [(None, interrupt)] * (len(said) - 1)  # a last card: a line of its own
    assert [(utterance.cue, utterance.interrupt) for utterance in said] == expected


def test_my_turn_interrupts_and_is_no_kind_a_profile_may_quieten(catalogue: Catalogue) -> None:
    said = narrator(catalogue)
    view = table()
    assert said.narrate(TurnStarted(ME), view) == [Utterance("Your turn.", True, "your_turn", ME)]
    assert said.narrate(TurnStarted(1), view) == [Utterance("Ana's turn.", False, None, 1, kind="turns")]


def test_plays_are_told_by_whose_they_are(catalogue: Catalogue) -> None:
    view = table()
    full = narrator(catalogue)
    assert full.narrate(CardPlayed(1, card("r5"), PlayMode.TURN, 3), view)[0].text == "Ana plays red 5."
    assert catalogue.shorten("Ana plays red 5.") == "Ana: red 5."
    assert full.narrate(CardPlayed(ME, card("gs"), PlayMode.TURN, 3), view)[0].text == "You play green skip."
    # A last card is a line of its own: a chance to catch them, whatever the level of plays.
    last = full.narrate(CardPlayed(2, card("w+4"), PlayMode.TURN, 1), view)
    assert [(line.text, line.kind) for line in last] == [
        ("Bruno plays wild draw four.", "plays"),
        ("Bruno has one card left.", "races"),
    ]


@pytest.mark.parametrize("kind", ["r5", "b+2", "w+4", "ys", "creeper", "buzzer"])
@pytest.mark.parametrize("mode", list(PlayMode))
def test_brief_is_shorter_for_other_players_plays(catalogue: Catalogue, kind: str, mode: PlayMode) -> None:
    view = table()
    event = CardPlayed(2, card(kind), mode, 1)
    lines = [line.text for line in narrator(catalogue).narrate(event, view)]  # the play, and the last card
    full, brief = " ".join(lines), " ".join(catalogue.shorten(line) for line in lines)
    assert len(brief) < len(full)
    assert narrator(catalogue).words.card(card(kind)) in brief  # still says which card


def test_cards_drawn_by_others_are_not_named(catalogue: Catalogue) -> None:
    game = Game(4, OFFICIAL, seed=2)
    game.start_arranged_round([["r5"], ["y1"], ["y2"], ["y3"]], "g9", pile=["b7", "r3"], dealer=3)
    game.apply(ME, DRAW)  # no green, no 9: blue 7, kept
    events = game.apply(1, DRAW)  # neither: red 3
    drawn = next(event for event in events if isinstance(event, CardsDrawn))
    assert [c.kind for c in drawn.cards] == ["r3"]
    view = PlayerView(game, ME)
    full = narrator(catalogue).narrate(redact(drawn, ME), view)[0].text
    for text in (full, catalogue.shorten(full)):
        assert "Ana" in text and "red" not in text and "3" not in text
    # The player's own draw names the card.
    mine = next(event for event in game.log or [] if isinstance(event, CardsDrawn) and event.player == ME)
    assert narrator(catalogue).narrate(redact(mine, ME), view)[0].text == "You draw blue 7."


def test_my_draw_lists_every_card(catalogue: Catalogue) -> None:
    event = CardsDrawn(ME, (card("r5"), card("bs"), card("w")), 3, DrawReason.PENALTY)
    assert narrator(catalogue).narrate(event, table())[0].text == "You draw red 5, blue skip and wild."
    one = CardsDrawn(1, (), 1, DrawReason.CHOICE)
    assert narrator(catalogue).narrate(one, table())[0].text == "Ana draws a card."


def test_a_penalty_announces_the_running_total(catalogue: Catalogue) -> None:
    events = [CardPlayed(1, card("r+2"), PlayMode.TURN, 5), PenaltyPending(2, 2, 2)]
    events += [CardPlayed(2, card("b+2"), PlayMode.STACK, 5), PenaltyPending(ME, 4, 2)]
    said = heard(narrator(catalogue), events)
    assert said == [Utterance("Penalty on you: 4 cards.", True, "stack", ME)]


def test_a_round_stopped_by_the_turn_limit_says_why(catalogue: Catalogue) -> None:
    blocked = RoundEnded(2, (10, 3, 5, 3), (0, 0, 18, 0), (0, 0, 18, 0), blocked=True)
    stopped = RoundEnded(2, (10, 3, 5, 3), (0, 0, 18, 0), (0, 0, 18, 0), blocked=True, turn_limit=True, turns=1000)
    assert heard(narrator(catalogue), [blocked])[0].text.startswith("Nobody can play: the lightest hand wins.")
    said = heard(narrator(catalogue), [stopped])[0].text
    assert said.startswith("1,000 turns and nobody out: the round stops, and the lightest hand wins.")


def test_my_challenge_says_the_verdict_then_the_draw_then_the_hand(catalogue: Catalogue) -> None:
    words = narrator(catalogue)
    view = table()
    verdict = words.narrate(ChallengeResolved(ME, 3, True, (card("r5"), card("b9")), 4), view)
    assert [u.text for u in verdict] == ["Challenge won: Carla was bluffing."]
    drawn = words.narrate(CardsDrawn(3, (), 4, DrawReason.CHALLENGE), view)
    assert [u.text for u in drawn] == [
        "Carla draws 4 cards.",
        "Carla's hand when the card was played: red 5 and blue 9.",
    ]


def test_in_brief_a_challenged_hand_is_only_its_size(catalogue: Catalogue) -> None:
    words = narrator(catalogue)
    view = table()
    words.narrate(ChallengeResolved(ME, 3, True, (card("r5"), card("b9")), 4), view)
    drawn = words.narrate(CardsDrawn(3, (), 4, DrawReason.CHALLENGE), view)
    assert drawn[-1].text == "Carla's hand when the card was played: red 5 and blue 9."
    assert catalogue.shorten(drawn[-1].text) == "Carla held 2 cards when it was played."


def test_hands_moving_to_me_say_how_many_i_hold(catalogue: Catalogue) -> None:
    view = table()
    assert len(view.hand) == 4
    swapped = narrator(catalogue).narrate(HandsSwapped(2, ME), view)[0].text
    assert swapped == "Bruno swaps hands with you. You now hold 4 cards. On the top card goes red 5."
    passed = narrator(catalogue).narrate(HandsPassed(-1, (1, 2, 3, 0)), view)[0].text
    assert passed == "Hands pass anticlockwise. You get Ana's hand. You now hold 4 cards. On the top card goes red 5."


def test_a_player_knocked_out_hears_no_hand_come_to_them(catalogue: Catalogue) -> None:
    """With the No Mercy deck a 0 passes over those knocked out: no line may say the player got one."""
    passed = narrator(catalogue).narrate(HandsPassed(1, (None, 3, 1, 2)), table())[0].text
    assert passed == "Hands pass clockwise. You are out of the round: no hand comes to you."
    passed = narrator(catalogue).narrate(HandsPassed(1, (3, None, 0, 2)), table())[0].text
    assert passed.startswith("Hands pass clockwise. You get Carla's hand.")  # Ana, knocked out, is passed over


def test_a_knockout_says_the_hand_is_set_aside_and_the_bonus(catalogue: Catalogue) -> None:
    words = narrator(catalogue)
    view = table()
    out = words.narrate(OutOfRound(2, 25, set_aside=True), view)[0].text
    assert out == "Bruno has 25 cards and is out of this round. Bruno's cards are set aside until the pile runs out."
    mine = words.narrate(OutOfRound(ME, 26, set_aside=True), view)[0].text
    assert mine == "You have 26 cards: you are out of this round. Your cards are set aside until the pile runs out."
    back = words.narrate(SetAsideReturned(51), view)[0].text
    assert back == "The knocked-out hands go back into the pile: 51 cards."
    scored = words.narrate(KnockoutsScored((ME, 3), 250), view)[0].text
    assert scored == "Knocked out: you and Carla, 250 points each."


def test_a_player_knocked_out_of_a_no_mercy_round_hears_that_no_hand_comes(catalogue: Catalogue) -> None:
    """The pass goes over a player knocked out at the mercy limit, whose hand is set aside: they are not told of a
    hand they never got."""
    big = [f"{colour}{number}" for colour in "gyb" for number in range(1, 10)][:23]
    game = Game(4, OFFICIAL.with_options(edition=Edition.NO_MERCY, max_hand=25), seed=1)
    game.start_arranged_round([big, ["r0", "r1"], ["r3", "r4"], ["r+2", "r6"]], "r5", dealer=2)
    game.apply(3, Play(game.hands[3][0]), 1.0)  # a Draw Two: 25 cards, out of the round
    assert PlayerView(game, ME).out_of_round[ME]
    assert game.hands[ME] == [] and len(game.set_aside) == 25
    events = game.apply(1, Play(game.hands[1][0]), 2.0)  # a 0: the hands pass, over the player
    assert game.hands[ME] == []
    said = narrator(catalogue).narrate(next(e for e in events if isinstance(e, HandsPassed)), PlayerView(game, ME))
    assert said[0].text == "Hands pass clockwise. You are out of the round: no hand comes to you."


def test_the_round_and_the_match_end_with_the_points(catalogue: Catalogue) -> None:
    official, manual = table(), table(MANUAL)
    full = narrator(catalogue)
    won = RoundEnded(ME, (0, 10, 5, 1), (16, 0, 0, 0), (16, 0, 0, 0))
    assert full.narrate(won, official)[0].text == "You win the round! 16 points."
    penalty = RoundEnded(1, (10, 0, 5, 1), (10, 0, 5, 1), (10, 0, 5, 1))
    assert full.narrate(penalty, manual)[0].text == "Ana wins the round. Points added: you 10, Bruno 5 and Carla 1."
    ended = MatchEnded((2,), (300, 10, 520, 40))
    assert full.narrate(ended, official)[0].text == (
        "Bruno wins the match. Standings: Bruno 520, you 300, Carla 40 and Ana 10."
    )
    lowest = MatchEnded((1,), (300, 10, 520, 40))
    assert full.narrate(lowest, manual)[0].text.endswith("Standings: Ana 10, Carla 40, you 300 and Bruno 520.")


def test_a_wrong_play_and_a_failed_interception_from_the_engine(catalogue: Catalogue) -> None:
    rules = OFFICIAL.with_options(interception="identical", interception_penalty_points=3, wrong_play_penalty=2)
    game = Game(4, rules, seed=3)
    game.start_arranged_round([["r5", "b9"], ["b1", "y1"], ["g5", "y2"], ["y3"]], "r3", dealer=3)
    view = PlayerView(game, ME)
    wrong = game.apply(ME, Play(game.hands[ME][1]))  # blue 9 on red 3
    said = [utterance for event in wrong for utterance in narrator(catalogue).narrate(event, view)]
    assert said[0] == Utterance("Wrong play, penalty. That card does not match: red or 3.", True, "penalty", ME)
    assert said[1].cue == "draw" and said[1].text.startswith("You draw ")
    game.apply(ME, Play(game.hands[ME][0]))  # red 5
    failed = game.apply(2, Play(game.hands[2][0]))  # green 5 is not identical
    said = [utterance for event in failed for utterance in narrator(catalogue).narrate(event, view)]
    assert said[0].text == "Bruno fails to intercept with green 5. 3 penalty points."
    assert said[0].cue == "penalty" and not said[0].interrupt


RULES = [
    *(OFFICIAL.with_options(edition=edition) for edition in Edition),
    *(without_refused(apply_variants(OFFICIAL, ["all"]).with_options(edition=edition)) for edition in Edition),
]


class Enough(Exception):
    """Random bots can make a round last for thousands of turns; a few thousand events say enough."""


def play_and_narrate(catalogue: Catalogue, rules: RuleSet, players: int, seed: int) -> set[type]:
    """Bots play up to three rounds; every event, redacted for seat 0, is narrated, and its brief form checked too."""
    game = Game(players, rules.with_options(target_score=150), seed=seed)
    names = ["You", *(catalogue.text(f"bot.name.{seat}") for seat in range(1, players))]
    narrators = [Narrator(catalogue, names, ME)]
    view = PlayerView(game, ME)
    bots = [RandomStrategy(seat, random.Random(seed * 10 + seat)) for seat in range(players)]
    kinds: set[type] = set()
    count = 0

    def narrate(events: list[Event]) -> None:
        nonlocal count
        count += len(events)
        if count > 3000:
            raise Enough
        for event in events:
            kinds.add(type(event))
            for words in narrators:
                for utterance in words.narrate(redact(event, ME), view):
                    for text in (utterance.text, catalogue.shorten(utterance.text)):  # full, and brief
                        assert "{" not in text and "}" not in text, utterance
                    assert utterance.cue is None or utterance.cue in CUES, utterance
                    assert utterance.seat is None or 0 <= utterance.seat < players, utterance

    try:
        for _ in range(3):
            narrate(game.start_round())
            play_round(game, bots, on_step=narrate)
            if game.phase is Phase.MATCH_OVER:
                break
    except Enough:
        pass
    return kinds


@pytest.mark.parametrize("rules", RULES, ids=lambda rules: f"{rules.edition.value}-{rules.buzzer}")
def test_random_games_narrate_every_event(catalogue: Catalogue, rules: RuleSet) -> None:
    for seed in range(2):
        kinds = play_and_narrate(catalogue, rules, players=3 + seed * 2, seed=seed)
        assert {TurnStarted, CardPlayed, CardsDrawn} <= kinds


def test_a_starting_card_sent_back_is_kept_in_the_history_and_not_said(catalogue: Catalogue) -> None:
    """Before the first move, the first card that stays is what counts: the one sent back is detail."""
    words, view = narrator(catalogue), table()
    [returned] = words.narrate(StartingCard(card("w+4"), returned=True), view)
    assert returned.quiet and returned.cue is None and returned.text == "wild draw four turned up: back into the pile."
    [shown] = words.narrate(StartingCard(card("r5")), view)
    assert not shown.quiet and shown.text == "First card: red 5."


def test_a_jump_in_on_my_turn_is_named_as_the_rule_and_says_my_turn_is_gone(catalogue: Catalogue) -> None:
    words, view = narrator(catalogue), table(HOUSE)
    words.narrate(TurnStarted(ME), view)
    said = words.narrate(CardPlayed(2, card("yr"), PlayMode.INTERCEPTION, 4), view)
    # No card known before it; that the turn is gone is a line of its own, said whatever the profile.
    assert [(line.text, line.kind) for line in said] == [
        ("Bruno jumps in with yellow reverse!", "plays"),
        ("Your turn is gone.", None),
    ]
    words.narrate(CardPlayed(1, card("g5"), PlayMode.TURN, 4), view)
    words.narrate(TurnStarted(ME), view)
    said = words.narrate(CardPlayed(3, card("g5"), PlayMode.INTERCEPTION, 4), view)
    gone = "Intercepted on green 5: your turn is gone."
    assert [line.text for line in said] == ["Carla jumps in with green 5!", gone]
    assert words.narrate(TurnStarted(3), view)[0].text == "Carla's turn."


def test_an_interception_keeps_its_name_and_a_penalty_passed_on_says_why(catalogue: Catalogue) -> None:
    words = narrator(catalogue)
    view = table(OFFICIAL.with_options(interception="identical", stacking="manual"))
    words.narrate(TurnStarted(2), view)
    said = words.narrate(CardPlayed(1, card("g+2"), PlayMode.INTERCEPTION, 4), view)
    assert said[0].text == "Ana intercepts with green draw two!"  # not my turn that was taken: nothing more
    words.narrate(TurnStarted(ME), view)
    words.narrate(CardPlayed(3, card("g+2"), PlayMode.TURN, 4), view)
    assert words.narrate(PenaltyPending(ME, 2, 2), view)[0].text == "Penalty on you: 2 cards."
    words.narrate(CardPlayed(1, card("g+2"), PlayMode.INTERCEPTION, 3), view)
    moved = words.narrate(PenaltyPending(2, 4, 2), view)[0]
    assert moved.text == "The penalty goes on, 4 cards, to Bruno."


def test_the_deal_says_who_deals_and_why_in_one_sentence_and_keeps_every_card_drawn(catalogue: Catalogue) -> None:
    narrator_ = narrator(catalogue)
    view = table()
    draws = ((0, card("r5")), (1, card("b9")), (2, card("w")), (3, card("g2")))
    said = narrator_.narrate(DealerChosen(1, draws), view)
    assert [(utterance.text, utterance.quiet) for utterance in said] == [
        ("Cards drawn for the deal: you red 5, Ana blue 9, Bruno wild and Carla green 2. Highest: Ana.", True),
    ]
    dealt = narrator_.narrate(RoundStarted(1, 1, 7), view)
    assert [(utterance.text, utterance.cue, utterance.interrupt) for utterance in dealt] == [
        ("Ana deals 7 cards: blue 9 was highest.", "deal", True)  # the first words: they answer the Enter
    ]
    assert narrator_.narrate(RoundStarted(2, 2, 7), view)[0].text == "Round 2. Bruno deals 7 cards each."


def test_arranged_hands_of_different_sizes_are_dealt_without_a_count(catalogue: Catalogue) -> None:
    """A lesson's moment may give hands of 3, 3 and 4: "4 cards each" would be wrong, so no count is said."""
    game = Game(3, OFFICIAL, seed=1)
    events = game.start_arranged_round([["r1", "r2", "r3"], ["y1", "y2", "y3"], ["g1", "g2", "g3", "g4"]], "b5")
    started = next(event for event in events if isinstance(event, RoundStarted))
    assert started.hand_size == 0
    assert narrator(catalogue).narrate(started, table())[0].text == "Round 1. You deal."


def test_after_a_tie_the_dealer_draw_names_the_card_that_broke_it(catalogue: Catalogue) -> None:
    narrator_ = narrator(catalogue)
    draws = ((0, card("r5")), (1, card("b5")), (2, card("g2")), (3, card("y1")), (0, card("r3")), (1, card("y8")))
    said = narrator_.narrate(DealerChosen(1, draws), table())
    assert said[0].text.count("Ana") == 3  # the tie is in the detail: both of Ana's cards, and the highest
    assert narrator_.narrate(RoundStarted(1, 1, 7), table())[0].text == "Ana deals 7 cards: yellow 8 was highest."


def test_many_cards_drawn_are_counted_and_named_in_the_history(catalogue: Catalogue) -> None:
    drawn = tuple(card(kind) for kind in ("r1", "r2", "b3", "b4", "g5", "g6"))
    said = narrator(catalogue).narrate(CardsDrawn(ME, drawn, 6, DrawReason.PENALTY), table())
    assert [(utterance.text, utterance.quiet) for utterance in said] == [
        ("You draw 6 cards; the history names them.", False),
        ("You draw red 1, red 2, blue 3, blue 4, green 5 and green 6.", True),
    ]
    few = narrator(catalogue).narrate(CardsDrawn(ME, drawn[:4], 4, DrawReason.PENALTY), table())
    assert [utterance.text for utterance in few] == ["You draw red 1, red 2, blue 3 and blue 4."]


def test_many_cards_drawn_until_playable_are_counted_and_named_in_the_history(catalogue: Catalogue) -> None:
    cards = tuple(card(kind) for kind in ("b3", "g6", "y1", "y2", "r9"))
    teller = narrator(catalogue)
    said = heard(teller, [CardsDrawn(ME, cards, 5, DrawReason.UNTIL_PLAYABLE)])
    assert [utterance.quiet for utterance in said] == [False, True]
    assert said[0].text == catalogue.text("event.drew_until_many", count=5) and said[0].interrupt
    assert all(teller.words.card(drawn) in said[1].text for drawn in cards)


def test_no_mercy_is_said_plainly(catalogue: Catalogue) -> None:
    """The roulette says who names the colour and what follows; a Discard All names the cards that went with
    it (everyone sees them); a player out at the mercy limit is said with the count."""
    view = table()
    full = narrator(catalogue)
    spun = full.narrate(RoulettePending(2), view)[0].text
    assert spun == "Colour roulette for Bruno: they name a colour, then draw until a card of it comes."
    assert full.narrate(RoulettePending(ME), view)[0].text == "Colour roulette for you."  # the question says more
    assert catalogue.shorten(spun) == "Roulette for Bruno."
    discarded = [utterance.text for utterance in full.narrate(CardsDiscarded(1, (card("g5"), card("gs")), 1), view)]
    # The last card is a line of its own, as after a play: a chance to catch, whatever the level of plays.
    assert discarded == ["With it Ana discards 2 more cards: green 5 and green skip.", "Ana has one card left."]
    assert catalogue.shorten(discarded[0]) == "Ana discards 2 cards."
    assert full.narrate(CardsDiscarded(ME, (card("r5"),), 3), view)[0].text == "With it you discard 1 more card: red 5."
    assert full.narrate(OutOfRound(2, 25), view)[0].text == "Bruno has 25 cards and is out of this round."
    shown = CardsDrawn(2, (card("b3"), card("r9")), 2, DrawReason.ROULETTE)  # turned up for everyone to see
    assert full.narrate(shown, view)[0].text == "Bruno draws 2 cards: blue 3 and red 9."
    assert full.narrate(CardsDrawn(2, (), 7, DrawReason.ROULETTE), view)[0].text == "Bruno draws 7 cards."
    assert full.words.card(card("wr+4")) == "wild reverse draw four"
    assert full.words.card(card("b+4")) == "blue draw four"
    assert full.words.card(card("yda")) == "yellow discard all"


# What the player must hear has no kind, so no verbosity level can quieten it (files/verbosity.py).
MUST_HEAR = (TurnStarted, PenaltyPending, ColourPenaltyPending, PlayerSkipped, WrongPlay, InterceptionFailed)


@pytest.mark.parametrize(("events", "cue", "interrupt"), MINE)
def test_what_falls_on_me_has_no_kind_and_the_rest_a_known_one(
    catalogue: Catalogue, events: list[Event], cue: str | None, interrupt: bool
) -> None:
    said = heard(narrator(catalogue), events)
    assert all(utterance.kind is None or utterance.kind in KINDS for utterance in said)
    if isinstance(events[-1], (*MUST_HEAR, ReactionStarted, ReactionPressed)):
        assert [utterance.kind for utterance in said] == [None] * len(said), events[-1]


@pytest.mark.parametrize(("events", "cue"), OTHERS)
def test_other_players_news_has_a_kind_unless_it_falls_on_me(
    catalogue: Catalogue, events: list[Event], cue: str | None
) -> None:
    said = heard(narrator(catalogue), events)
    last = events[-1]
    racing = isinstance(last, ReactionStarted) and ME in last.players
    raced = isinstance(last, ReactionResolved) and (ME in last.losers or any(seat == ME for seat, _ in last.times))
    # Greyskull makes everyone else draw; a penalty turned away may come to the player.
    falls_on_me = racing or raced or isinstance(last, (GreyskullStruck, PenaltyDeflected))
    for utterance in said:
        assert utterance.kind in KINDS or (utterance.kind is None and falls_on_me), utterance
