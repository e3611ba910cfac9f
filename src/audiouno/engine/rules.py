"""The rule set: every option of the official game, the manual's variants and the house rules, and the presets.

Options combine freely: the engine reads each one where it matters, so a preset is only a starting point.
Each option is described by an `OptionSpec` (name, allowed values or range of numbers, message keys) that the
setup menu, the settings, the rules help and the command line share; `RuleSet` refuses a value outside them.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Literal

from .cards import Edition
from .errors import BadRule, RuleProblem

Stacking = Literal["off", "manual", "house"]
ChallengeRule = Literal["off", "official", "manual"]
Interception = Literal["off", "identical", "super", "jump_in"]
Scoring = Literal["winner_takes", "penalty", "elimination"]
FirstPlayer = Literal["left", "right"]
TwoPlayerReverse = Literal["skip", "reverse"]


@dataclass(frozen=True)
class RuleSet:
    edition: Edition = Edition.CLASSIC
    # "left": play starts at the dealer's left and goes clockwise; "right": at the dealer's right, anticlockwise.
    first_player: FirstPlayer = "left"
    # Whether a player who draws because of a Draw Two or Draw Four also loses the turn.
    draw_penalty_skips_turn: bool = True
    # Draw Four challenge: "official" (bluff = held the colour in play; guilty draws the penalty, innocent
    # challenger draws it plus 2), "manual" (bluff = had any other playable card; guilty draws it plus 2), "off".
    challenge: ChallengeRule = "official"
    uno_penalty: int = 2
    scoring: Scoring = "winner_takes"
    target_score: int = 500
    round_limit: int = 0  # 0: no limit
    stacking: Stacking = "off"
    sequences: bool = False
    interception: Interception = "off"
    interception_penalty_points: int = 3
    zero_passes_hands: bool = False
    seven_swaps: bool = False
    buzzer: bool = False
    slap_on_nine: bool = False
    slap_penalty: int = 0  # 0: the number of players minus one
    no_wild_finish: bool = False
    wrong_play_penalty: int = 0  # 0: off; otherwise cards drawn for an illegal card or an out-of-turn play
    # Real-time windows close when the next player acts, and in any case after these many milliseconds.
    uno_catch_ms: int = 4000
    interception_ms: int = 3000
    sequence_ms: int = 3000
    buzzer_ms: int = 3000
    slap_ms: int = 3000
    # Drawing, responses and hands (the options the other accessible UNO games offer). Each is off, or today's
    # value, by default, so the presets play as they always have.
    hand_size: int = 7  # cards dealt to each player, 3 to 15 (fewer when the hands would not fit in the deck)
    draw_until_playable: bool = False  # a player who draws on their turn goes on until a card can be played
    draw_limit: int = 0  # most cards drawn that way in one turn; 0: no limit
    must_play: bool = False  # a player holding a playable card may not draw (beyond any free draws)
    free_draws: int = 0  # cards a player holding a playable card may draw in one turn and still play any card
    force_play: bool = False  # a card drawn on one's turn that can be played is played at once
    same_rank_play: bool = False  # several number cards of one number may be played together, one on top
    # With stacking: a Skip or a Reverse of the colour in play, or a Wild, passes a pending penalty on.
    advanced_responses: bool = False
    # The last card made a penalty: the next player answers it or draws it before the round is scored.
    wait_for_draw_responses: bool = False
    max_hand: int = 0  # the mercy rule: a player who reaches this many cards is out of the round; 0: off
    # Issue 22, scoring and thinking time (the accessible UNO games' options). Each is off by default.
    # A Skip skips every other player: its player plays again (PlayPalace's Last Card, "skip all").
    skip_everyone: bool = False
    # A Reverse between two players: "skip" (official: the other player loses the turn) or "reverse" (it only
    # turns the direction, so the other player plays next; Last Card's other choice).
    two_player_reverse: TwoPlayerReverse = "skip"
    # Seconds a player has for a turn; 0: no limit. At the deadline they draw (or take the pending penalty) and
    # the turn passes: no card is ever played for them (Elten's rule).
    turn_timer_s: int = 0

    def __post_init__(self) -> None:
        """Every value within its option's choices or range (see `OPTIONS`), else `BadRule` says which and why."""
        for spec in OPTIONS:
            value = getattr(self, spec.name)
            reason = spec.problem(value)
            if reason is not None:
                raise BadRule(reason, spec.name, value)
        if self.max_hand and self.max_hand <= self.hand_size:
            raise BadRule(RuleProblem.NOT_ABOVE_HAND, "max_hand", self.max_hand, hand=self.hand_size)

    def with_options(self, **changes: Any) -> RuleSet:
        return replace(self, **changes)


@dataclass(frozen=True)
class NumberRange:
    """The whole numbers an option takes: `low` to `high`, which the lobby steps through by `step`; and 0 too when
    `zero` says what 0 means there ("off", "no_limit", "players_minus_one": the app has words for each). `unit`
    says how the number is told: "seconds", "milliseconds" (said in seconds), or None for a plain number."""

    low: int
    high: int
    step: int = 1
    zero: str | None = None
    unit: str | None = None

    def allows(self, value: int) -> bool:
        return self.low <= value <= self.high or (value == 0 and self.zero is not None)


@dataclass(frozen=True)
class OptionSpec:
    """One option as the menus, the settings and the command line see it: its values, and where its words are."""

    name: str
    choices: tuple[object, ...]  # empty: a whole number in `range`
    range: NumberRange | None = None

    def problem(self, value: object) -> RuleProblem | None:
        """Why `value` is not one of this option's, or None when it is."""
        if self.range is None:
            same_kind = type(value) is bool if self.choices == (False, True) else True
            return None if same_kind and value in self.choices else RuleProblem.NOT_A_CHOICE
        if type(value) is not int:
            return RuleProblem.NOT_A_NUMBER
        return None if self.range.allows(value) else RuleProblem.OUT_OF_RANGE


_CHOICES: dict[str, tuple[object, ...]] = {
    "edition": tuple(Edition),
    "first_player": ("left", "right"),
    "challenge": ("official", "manual", "off"),
    "scoring": ("winner_takes", "penalty", "elimination"),
    "stacking": ("off", "manual", "house"),
    "interception": ("off", "identical", "super", "jump_in"),
    "two_player_reverse": ("skip", "reverse"),
}
_WINDOW = NumberRange(500, 30_000, 500, unit="milliseconds")  # a real-time window: half a second to half a minute
# Each whole-number option's range, declared here once: the rules refuse a value outside it, and the lobby, the
# settings and the command line read it.
_RANGES: dict[str, NumberRange] = {
    "uno_penalty": NumberRange(0, 20),
    "target_score": NumberRange(50, 10_000, 50),
    "round_limit": NumberRange(1, 100, zero="no_limit"),
    "interception_penalty_points": NumberRange(0, 100),
    "slap_penalty": NumberRange(1, 20, zero="players_minus_one"),
    "wrong_play_penalty": NumberRange(1, 20, zero="off"),
    "uno_catch_ms": _WINDOW,
    "interception_ms": _WINDOW,
    "sequence_ms": _WINDOW,
    "buzzer_ms": _WINDOW,
    "slap_ms": _WINDOW,
    "hand_size": NumberRange(3, 15),  # fewer are dealt when the hands would not fit in the deck
    "draw_limit": NumberRange(1, 20, zero="no_limit"),
    "free_draws": NumberRange(1, 20, zero="off"),
    "max_hand": NumberRange(10, 100, zero="off"),  # Elten's range; and above the hand size (`RuleSet`)
    "turn_timer_s": NumberRange(5, 300, 5, zero="off", unit="seconds"),
}


def _spec(field_name: str, default: object) -> OptionSpec:
    if isinstance(default, bool):
        return OptionSpec(field_name, (False, True))
    if isinstance(default, int):
        return OptionSpec(field_name, (), _RANGES[field_name])
    return OptionSpec(field_name, _CHOICES[field_name])


OPTIONS: tuple[OptionSpec, ...] = tuple(_spec(f.name, f.default) for f in fields(RuleSet))
SPECS: dict[str, OptionSpec] = {spec.name: spec for spec in OPTIONS}

OFFICIAL = RuleSet()
MANUAL = RuleSet(
    first_player="right",
    draw_penalty_skips_turn=False,
    challenge="off",
    uno_penalty=4,
    scoring="penalty",
)
HOUSE = RuleSet(
    scoring="penalty",
    stacking="house",
    interception="jump_in",
    interception_penalty_points=0,
    zero_passes_hands=True,
    slap_on_nine=True,
    no_wild_finish=True,
)
PRESETS: dict[str, RuleSet] = {"official": OFFICIAL, "manual": MANUAL, "house": HOUSE}

# Named switches for `--variants`: each turns on one variant; where two flavours exclude each other the
# house flavour is listed last, and `all` applies them in order so the house flavour wins.
VARIANTS: dict[str, dict[str, Any]] = {
    "stacking": {"stacking": "manual"},
    "sequences": {"sequences": True},
    "interception": {"interception": "identical"},
    "super_interception": {"interception": "super"},
    "bluff": {"challenge": "manual"},
    "skip_after_drawing": {"draw_penalty_skips_turn": True},
    "zero_seven": {"zero_passes_hands": True, "seven_swaps": True},
    "buzzer": {"buzzer": True},
    "slap": {"slap_on_nine": True},
    "no_wild_finish": {"no_wild_finish": True},
    "wrong_play_penalty": {"wrong_play_penalty": 2},
    "stacking_mixed": {"stacking": "house"},
    "jump_in": {"interception": "jump_in"},
    "zero_passes": {"zero_passes_hands": True},
}


# `all` is every variant of the seeds (the manual's and the house rules); the other games' options are named one
# by one, so a table of `all` plays as it always has.
SEED_VARIANTS = tuple(VARIANTS)
VARIANTS.update(
    {
        "draw_until_playable": {"draw_until_playable": True},
        "draw_limit": {"draw_until_playable": True, "draw_limit": 3},
        "must_play": {"must_play": True},
        "free_draws": {"free_draws": 3},
        "force_play": {"force_play": True},
        "same_rank_play": {"same_rank_play": True},
        "advanced_responses": {"advanced_responses": True},
        "wait_for_draw_responses": {"wait_for_draw_responses": True},
        "small_hands": {"hand_size": 5},
        "mercy": {"max_hand": 25},
    }
)


# The options a deck cannot be played with, and why (a message key under ``refused.``): the Flip deck has no 0,
# and buzzer cards have no second face to show when the table turns over. No Mercy has its own Skip Everyone
# card: the rule that makes every Skip one would leave the deck two cards that do the same.
REFUSED: dict[Edition, dict[str, str]] = {
    Edition.FLIP: {"zero_passes_hands": "flip_no_zero", "buzzer": "flip_buzzer"},
    Edition.NO_MERCY: {"skip_everyone": "no_mercy_skip_everyone"},
}

# The rules a deck makes part of the game: whatever the options say, the engine plays with these. No Mercy's
# rule sheet makes stacking (its own: any draw card on an equal or higher one), the 0 and the 7 standard, a
# stack drawn loses the turn, and its wild draw cards cannot be challenged.
FORCED: dict[Edition, dict[str, Any]] = {
    Edition.NO_MERCY: {
        "stacking": "manual",
        "zero_passes_hands": True,
        "seven_swaps": True,
        "draw_penalty_skips_turn": True,
        "challenge": "off",
    },
}

# What choosing a deck sets, which the player may still change: No Mercy's mercy limit (25 cards), its drawing
# (until a card can be played) and its winning score (1,000).
EDITION_DEFAULTS: dict[Edition, dict[str, Any]] = {
    Edition.NO_MERCY: {"max_hand": 25, "draw_until_playable": True, "target_score": 1000},
}


def forced_options(edition: Edition) -> dict[str, Any]:
    """The options the deck fixes (see `FORCED`), by name."""
    return dict(FORCED.get(edition, {}))


def with_forced(rules: RuleSet) -> RuleSet:
    """The rules as the deck plays them: its forced options set."""
    forced = FORCED.get(rules.edition)
    return replace(rules, **forced) if forced else rules


def for_edition(rules: RuleSet, edition: Edition) -> RuleSet:
    """The rules with `edition` chosen: its defaults set (see `EDITION_DEFAULTS`), the options it refuses off."""
    return without_refused(replace(rules, edition=edition, **EDITION_DEFAULTS.get(edition, {})))


def refused_options(rules: RuleSet) -> tuple[str, ...]:
    """The options switched on that the deck refuses (see `REFUSED`)."""
    return tuple(name for name in REFUSED.get(rules.edition, {}) if getattr(rules, name))


def without_refused(rules: RuleSet) -> RuleSet:
    """The rules with every option the deck refuses switched off."""
    changes: dict[str, Any] = {name: False for name in refused_options(rules)}
    return replace(rules, **changes)


def apply_variants(rules: RuleSet, names: list[str]) -> RuleSet:
    """Switch on the named variants (`all` for every variant of the seeds); an unknown name raises `KeyError`."""
    if names == ["all"]:
        names = list(SEED_VARIANTS)
    changes: dict[str, Any] = {}
    for name in names:
        if name not in VARIANTS:
            raise KeyError(name)
        changes.update(VARIANTS[name])
    return replace(rules, **changes)
