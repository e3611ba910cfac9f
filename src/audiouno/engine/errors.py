"""Why the rules refuse an action: a `Refusal`, carried by `IllegalAction`.

A play can be refused in two ways, and callers must expect both:
- `IllegalAction` is raised and the game is unchanged (apart from time passing, see `Game.apply`): the usual case;
- at a table with the wrong-play penalty (or an interception penalty), a wrong card is not refused but punished:
  `apply` returns the events, a `WrongPlay` or `InterceptionFailed` carrying the same `Refusal`, then the draw.
"""

from __future__ import annotations

from enum import Enum
from typing import Any


class Refusal(Enum):
    """What was wrong with an action. The app's catalogue has words for each under ``illegal.<value>``."""

    # Members are singletons: identity hashing, as for `Colour`.
    __hash__ = object.__hash__

    NO_SUCH_PLAYER = "no_such_player"
    UNKNOWN_ACTION = "unknown_action"
    ROUND_IN_PROGRESS = "round_in_progress"
    ROUND_OVER = "round_over"
    MATCH_OVER = "match_over"
    OUT_OF_MATCH = "out_of_match"  # elimination scoring: the player reached the limit and left
    NOT_YOUR_TURN = "not_your_turn"
    NOT_NOW = "not_now"
    REACTION_PENDING = "reaction_pending"
    CHOOSE_COLOUR_FIRST = "choose_colour_first"
    CHOOSE_SWAP_FIRST = "choose_swap_first"
    # Playing a card
    CARD_NOT_IN_HAND = "card_not_in_hand"
    DOES_NOT_MATCH = "does_not_match"
    NO_WILD_FINISH = "no_wild_finish"
    ONLY_DRAWN_CARD = "only_drawn_card"
    MUST_ANSWER_PENALTY = "must_answer_penalty"
    # Playing out of turn
    INTERCEPT_OWN_CARD = "intercept_own_card"
    INTERCEPTION_TOO_LATE = "interception_too_late"
    JUMP_IN_WITH_PENALTY_CARD = "jump_in_with_penalty_card"
    INTERCEPTION_NO_MATCH = "interception_no_match"
    # Drawing and keeping
    NOTHING_TO_DRAW = "nothing_to_draw"
    ALREADY_DREW = "already_drew"
    NOTHING_TO_KEEP = "nothing_to_keep"
    MUST_PLAY = "must_play"  # holding a playable card, at a table where one must play it
    MUST_PLAY_DRAWN = "must_play_drawn"  # No Mercy: the card that ended drawing until playable is played
    NO_FREE_DRAWS_LEFT = "no_free_draws_left"
    # Several cards of one number
    NOT_SAME_RANK = "not_same_rank"
    ONE_CARD_AT_A_TIME = "one_card_at_a_time"
    OUT_OF_ROUND = "out_of_round"  # reached the mercy limit
    # Choices
    NO_COLOUR_TO_CHOOSE = "no_colour_to_choose"
    NOT_A_COLOUR = "not_a_colour"
    NO_SWAP_TO_CHOOSE = "no_swap_to_choose"
    BAD_SWAP_TARGET = "bad_swap_target"
    MUST_SWAP = "must_swap"  # No Mercy: a 7's swap may not be declined
    # UNO, challenges, buzzer and slap
    CANNOT_CALL_UNO = "cannot_call_uno"
    NOBODY_TO_CATCH = "nobody_to_catch"
    NO_CHALLENGE = "no_challenge"
    NOTHING_TO_BUZZ = "nothing_to_buzz"
    NOTHING_TO_SLAP = "nothing_to_slap"
    NOT_IN_REACTION = "not_in_reaction"
    ALREADY_PRESSED = "already_pressed"


class RuleProblem(Enum):
    """What was wrong with an option's value. The app's catalogue has words for each under ``rule_refused.<value>``."""

    NOT_A_CHOICE = "not_a_choice"  # not one of the option's values
    NOT_A_NUMBER = "not_a_number"  # a number option given something else than a whole number
    OUT_OF_RANGE = "out_of_range"  # outside the option's range (its `OptionSpec.range`)
    NOT_ABOVE_HAND = "not_above_hand"  # a mercy limit at or under the hand size: a player would be out at the deal


class BadRule(ValueError):
    """An option value the rules refuse: `reason` says why, `option` and `value` name it, `details` name what it
    clashes with (the `hand` size a mercy limit must be above); nothing was built."""

    def __init__(self, reason: RuleProblem, option: str, value: object, **details: int) -> None:
        super().__init__(f"{reason.value}: {option}={value!r}" + (f" {details}" if details else ""))
        self.reason = reason
        self.option = option
        self.value = value
        self.details = details


class IllegalAction(ValueError):
    """An action the rules refuse; nothing changed. `reason` says why, `details` name what was refused."""

    def __init__(self, reason: Refusal, **details: object) -> None:
        super().__init__(reason.value if not details else f"{reason.value} {details}")
        self.reason = reason
        self.details = details
        self.events: list[Any] = []  # events caused by time passing before the refusal (see `Game.apply`)
