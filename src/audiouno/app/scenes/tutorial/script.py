"""A lesson as data: the rules switched on, the cards arranged, and the steps, each the words to say, the moment
they wait for, the key they wait for and the words that correct another key.

Each step's words are the catalogue's `lesson.<lesson>.<step>`, its correction `lesson.<lesson>.<step>.again`, and
for a step whose key opens a choice (a wild's colour, whom a 7 swaps with), the correction of another answer
`lesson.<lesson>.<step>.choose`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ....engine import OFFICIAL, Action, ChooseColour, Colour, Edition, RuleSet, SwapWith
from ....engine.rules import for_edition


class Moment(Enum):
    """What a step's words wait for at the table (tutorial/moments.py tells when each has come)."""

    TURN = "turn"  # the player's turn to play or draw
    DRAWN = "drawn"  # the player drew a card that can be played
    PENALTY = "penalty"  # a Draw Two or Draw Four is on the player
    CATCH = "catch"  # a bot is down to one card and has not said UNO
    JUMP_IN = "jump_in"  # the player may play out of turn (a jump-in, an interception)
    RACE = "race"  # the buzzer or the slap is open to the player
    SEQUENCE = "sequence"  # the player may add to the sequence they began
    ROUND_OVER = "round_over"


@dataclass(frozen=True)
class Step:
    name: str
    moment: Moment
    awaits: str  # the table command that does the step
    # Cards that Enter (play_card) may play at this step: the arranged moment needs one of them.
    plays: frozenset[str] = frozenset()  # the moment comes only once one of them may be played
    ends: bool = False  # the key ends the lesson rather than reaching the table
    # After the key, the step is done only when its moment has passed (a play the table refused keeps it).
    needs_change: bool = True
    # Its moment may never come: skipped once the next step's has come.
    optional: bool = False
    # The answer the choice its key opens must get (the lesson's arranged cards need it); another is corrected.
    chooses: Action | None = None


@dataclass(frozen=True)
class Deal:
    hands: tuple[tuple[str, ...], ...]  # the player's (seat 0) first
    starting: str
    pile: tuple[str, ...] = ()
    first: int = 0  # the seat that plays first


@dataclass(frozen=True)
class Lesson:
    name: str
    rules: RuleSet
    deal: Deal
    steps: tuple[Step, ...]
    # The bot's wild names this colour, where it has a say (a colour the player lacks, so that they draw).
    bot_colour: str | None = None
    forgets_uno: bool = False  # the bot forgets to say UNO once, for the player to catch it
    bot_plays: tuple[str, ...] = field(default=())  # the bot's first plays, in order, before it plays as it likes


def _play(name: str, *cards: str, moment: Moment = Moment.TURN) -> Step:
    return Step(name, moment, "play_card", frozenset(cards))


def _key(name: str, command: str, moment: Moment = Moment.TURN, *, needs_change: bool = False) -> Step:
    return Step(name, moment, command, needs_change=needs_change)


def _end(moment: Moment = Moment.TURN) -> Step:
    return Step("end", moment, "play_card", ends=True, needs_change=False)


# The first round, against Ana: two players, four cards each, every key introduced where it is first needed.
TUTORIAL = Lesson(
    "tutorial",
    OFFICIAL.with_options(hand_size=4),  # the arranged round's, and the real round's after it
    Deal(
        hands=(("r7", "r2", "b6", "b9"), ("w", "y9", "b3", "g4")),
        starting="r5",
        pile=("w", "r6", "g8", "y5", "g1", "y2"),
    ),
    (
        _key("welcome", "next_card"),
        _key("ends", "last_card"),
        _key("playable", "next_playable"),
        _play("play", "r7", "r2"),
        Step("draw", Moment.TURN, "draw"),
        Step("keep", Moment.DRAWN, "draw"),
        _key("explain", "explain_card"),
        _key("top_card", "top_card"),
        _key("whose_turn", "whose_turn"),
        _key("history", "older_message"),
        _key("history_back", "newer_message"),
        _key("help", "help"),
        _key("rules", "rules_document"),
        _key("hint", "hint"),
        _play("number", "b9"),
        Step("catch", Moment.CATCH, "uno"),
        _play("colour", "b6"),
        _key("uno", "uno"),
        _key("hand_value", "hand_value"),
        Step("wild", Moment.TURN, "play_card", frozenset({"w"}), chooses=ChooseColour(Colour.RED)),
        Step("last", Moment.TURN, "play_card", frozenset({"r7", "r2"}), optional=True),
        _key("scores", "scores", Moment.ROUND_OVER),
        Step("real_round", Moment.ROUND_OVER, "play_card"),
        _end(Moment.ROUND_OVER),
    ),
    bot_colour="yellow",
    forgets_uno=True,
)

# The variants, each a minute: the moment it teaches, arranged, with its rule switched on.
LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "stacking",
        OFFICIAL.with_options(stacking="manual"),
        Deal(hands=(("r+2", "g3", "y4"), ("b+2", "b1", "y7", "g8")), starting="b5", first=1),
        (_play("stack", "r+2", moment=Moment.PENALTY), _end()),
        bot_plays=("b+2",),
    ),
    Lesson(
        "challenge",
        OFFICIAL,
        Deal(hands=(("r3", "g3", "y4"), ("w+4", "b1", "y7", "g8")), starting="b5", first=1),
        (Step("challenge", Moment.PENALTY, "challenge"), _end()),
        bot_colour="green",
        bot_plays=("w+4",),
    ),
    Lesson(
        "zero_seven",
        OFFICIAL.with_options(zero_passes_hands=True, seven_swaps=True),
        Deal(
            hands=(("r7", "g3", "y4", "b8", "g2"), ("r0", "b1"), ("b5", "y6", "g9")),
            starting="r5",
            pile=("y1", "b2", "y3", "g1"),
        ),
        (
            Step("seven", Moment.TURN, "play_card", frozenset({"r7"}), chooses=SwapWith(1)),
            _key("hand", "hand_summary"),
            _play("zero", "r0"),
            _key("passed", "hand_summary"),
            _end(),
        ),
    ),
    Lesson(
        "jump_in",
        OFFICIAL.with_options(interception="jump_in"),
        Deal(hands=(("g4", "b2", "y7"), ("g4", "r1", "y1"), ("g9", "b5", "r8")), starting="g6", first=1),
        (_play("jump", "g4", moment=Moment.JUMP_IN), _end()),
        bot_plays=("g4",),
    ),
    Lesson(
        "interception",
        OFFICIAL.with_options(interception="super"),
        Deal(hands=(("r4", "b2", "y7"), ("g4", "r1", "y1"), ("g9", "b5", "r8")), starting="g6", first=1),
        (_play("intercept", "r4", moment=Moment.JUMP_IN), _end()),
        bot_plays=("g4",),
    ),
    Lesson(
        "buzzer",
        OFFICIAL.with_options(buzzer=True, buzzer_ms=30_000),  # half a minute to press, from the step's words
        Deal(hands=(("r3", "g3", "y4"), ("buzzer", "r1", "y7", "g8")), starting="r5", first=1),
        (Step("press", Moment.RACE, "buzzer"), _end()),
        bot_plays=("buzzer",),
    ),
    Lesson(
        "draw_until_playable",
        OFFICIAL.with_options(draw_until_playable=True),
        Deal(hands=(("b3", "g3", "y4"), ("r1", "y7", "g8")), starting="r5", pile=("g1", "y2", "r9")),
        (Step("draw", Moment.TURN, "draw"), _end(Moment.DRAWN)),
    ),
    Lesson(
        "sequences",
        OFFICIAL.with_options(sequences=True),
        Deal(hands=(("r5", "r6", "g2"), ("b1", "y7", "g8")), starting="r4"),
        (_play("start", "r5"), _play("add", "r6", moment=Moment.SEQUENCE), _end()),
    ),
    Lesson(
        "same_rank_play",
        OFFICIAL.with_options(same_rank_play=True),
        Deal(hands=(("g7", "r7", "y7", "b2"), ("b1", "y4", "g8")), starting="r3"),
        (Step("together", Moment.TURN, "play_all_of_number", frozenset({"r7", "g7", "y7"})), _end()),
    ),
    Lesson(
        "free_draws",
        OFFICIAL.with_options(free_draws=3),
        Deal(hands=(("g3", "r8", "y1"), ("b1", "y4", "g8")), starting="r5", pile=("b6", "g9")),
        (_key("draw", "draw"), Step("keep", Moment.TURN, "end_turn"), _end()),
    ),
    Lesson(
        "force_play",
        OFFICIAL.with_options(force_play=True),
        Deal(hands=(("g3", "y1", "b2"), ("b1", "y4", "g8")), starting="r5", pile=("r9",)),
        (Step("draw", Moment.TURN, "draw"), _end()),
    ),
    Lesson(
        "skip_everyone",
        OFFICIAL.with_options(skip_everyone=True),
        Deal(hands=(("rs", "r3", "g7"), ("b1", "y4", "g8"), ("b2", "y6", "g9")), starting="r5"),
        (_play("skip", "rs"), _key("again", "whose_turn"), _end()),
    ),
    Lesson(
        "elimination",
        OFFICIAL.with_options(scoring="elimination", target_score=50),
        Deal(hands=(("r3",), ("w+4", "b9"), ("g1", "y2")), starting="r5"),
        (_play("out", "r3"), _key("scores", "scores", Moment.ROUND_OVER), _end(Moment.ROUND_OVER)),
    ),
    Lesson(
        "draw_limit",
        OFFICIAL.with_options(draw_until_playable=True, draw_limit=3),
        Deal(hands=(("b3", "g3", "y4"), ("r1", "y7", "g8")), starting="r5", pile=("g1", "y2", "b9", "r9")),
        (Step("draw", Moment.TURN, "draw"), _end()),
    ),
    Lesson(
        "must_play",
        OFFICIAL.with_options(must_play=True),
        Deal(hands=(("g3", "r8", "y1"), ("b1", "y4", "g8")), starting="r5", pile=("b6",)),
        (_key("draw", "draw"), _play("play", "r8"), _end()),
    ),
    Lesson(
        "advanced_responses",
        OFFICIAL.with_options(stacking="manual", advanced_responses=True),
        Deal(hands=(("bs", "g3", "y4"), ("b6", "y2", "g9"), ("b+2", "b1", "y7", "g8")), starting="b5", first=2),
        (_play("skip", "bs", moment=Moment.PENALTY), _end()),
        bot_plays=("b+2",),
    ),
    Lesson(
        "wait_for_draw_responses",
        OFFICIAL.with_options(wait_for_draw_responses=True, stacking="manual"),
        Deal(hands=(("r+2", "g3", "y4"), ("b6", "y2", "g9"), ("b+2",)), starting="b5", first=2),
        (
            _play("answer", "r+2", moment=Moment.PENALTY),
            _key("scores", "scores", Moment.ROUND_OVER),
            _end(Moment.ROUND_OVER),
        ),
        bot_plays=("b+2",),
    ),
    Lesson(
        "two_player_reverse",
        OFFICIAL.with_options(two_player_reverse="reverse"),
        Deal(hands=(("rr", "g3", "y4"), ("r1", "y7", "g8")), starting="r5"),
        (_play("reverse", "rr"), _end()),
    ),
    Lesson(
        "turn_timer",
        OFFICIAL.with_options(turn_timer_s=20),
        Deal(hands=(("g3", "r8", "y1"), ("b1", "y4", "g8")), starting="r5"),
        (_key("time", "time_left"), _play("play", "r8"), _end()),
    ),
    Lesson(
        "no_mercy",
        for_edition(OFFICIAL, Edition.NO_MERCY),
        Deal(
            hands=(
                ("rda", "r3", "r7", "wcr", "w+6", "g2", "b4"),
                ("r1", "g+4", "b2", "b3", "b6", "b7", "b8", "b9", "y2", "y3", "y4", "y6", "y7", "y8", "y9"),
            ),
            starting="r5",
            pile=("y1", "g5"),
        ),
        (
            _play("discard_all", "rda"),
            _play("roulette", "wcr"),
            _play("green", "g2"),
            _play("stack", "w+6", moment=Moment.PENALTY),
            _end(Moment.ROUND_OVER),
        ),
        bot_colour="green",
        bot_plays=("g+4",),
    ),
)

ALL_LESSONS: tuple[Lesson, ...] = (TUTORIAL, *LESSONS)
