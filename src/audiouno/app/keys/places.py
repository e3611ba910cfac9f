"""Every keymap place the game declares, with its commands' names and traits: what the keymap loader checks files
against, what F1, the key describer and the options' key bindings read, and what each scene binds its commands to
(`commands.Commands`). Declared here, apart from the scenes, so that what reads the names needs no scene.

A command's traits: `repeats`, a held key runs it again (moving through a list, never playing or choosing);
`reads`, at the table, it only reads the game, changes a setting or leaves, so a lesson never calls it a mistake;
`while_choosing`, it is needed while a choice is open, and beats the first letter of an item.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .commands import Declared, Place, declared_places


def _moves(previous: str, next: str, first: str, last: str) -> tuple[Declared, ...]:
    """The moves every list has, under the names of its place: a held arrow moves on; Home and End once."""
    return (Declared(previous, repeats=True), Declared(next, repeats=True), Declared(first), Declared(last))


def _item_list(*own: Declared) -> tuple[Declared, ...]:
    """The lobby's and the options' commands: values changed, items moved through, and the list's own."""
    return (
        Declared("lower", repeats=True),
        Declared("higher", repeats=True),
        *_moves("previous_item", "next_item", "first_item", "last_item"),
        Declared("choose"),
        Declared("repeat"),
        Declared("help"),
        Declared("back"),
        *own,
    )


TABLE = Place(
    "table",
    (
        Declared("previous_card", repeats=True, reads=True),
        Declared("next_card", repeats=True, reads=True),
        Declared("previous_group", repeats=True, reads=True),
        Declared("next_group", repeats=True, reads=True),
        Declared("first_card", reads=True),
        Declared("last_card", reads=True),
        Declared("play_card", reads=False),
        Declared("draw", reads=False),
        Declared("play_all_of_number", reads=False),
        Declared("end_turn", reads=False),
        Declared("top_card", reads=True),
        Declared("scores", reads=True),
        Declared("whose_turn", reads=True),
        Declared("uno", reads=False, while_choosing=True),
        Declared("challenge", reads=False),
        Declared("buzzer", reads=False),
        Declared("sort_by_colour", reads=True),
        Declared("sort_by_number", reads=True),
        Declared("sort_off", reads=True),
        Declared("colour_to_match", reads=True),
        Declared("hand_sizes", reads=True),
        Declared("table_review", reads=True),
        Declared("hand_summary", reads=True, while_choosing=True),
        Declared("other_side", reads=True),
        Declared("pending_penalty", reads=True),
        Declared("time_left", reads=True),
        Declared("dealer_draw", reads=True),
        Declared("next_playable", repeats=True, reads=True),
        Declared("previous_playable", repeats=True, reads=True),
        Declared("hint", reads=True, while_choosing=True),
        Declared("explain_card", reads=True),
        Declared("explain_top_card", reads=True),
        Declared("hand_value", reads=True, while_choosing=True),
        Declared("rules_document", reads=True),
        Declared("older_message", repeats=True, reads=True),
        Declared("newer_message", repeats=True, reads=True),
        Declared("oldest_message", reads=True),
        Declared("newest_message", reads=True),
        Declared("repeat_message", reads=False),
        Declared("help", reads=True),
        Declared("cue_volume_down", repeats=True, reads=True),
        Declared("cue_volume_up", repeats=True, reads=True),
        Declared("bots_slower", repeats=True, reads=True),
        Declared("bots_faster", repeats=True, reads=True),
        Declared("verbosity_profile", reads=True),
        Declared("menu", reads=True),
    ),
)

# The lobby's Enter starts the match from its Start item and reads any other item's description; the start key
# starts it from anywhere; Ctrl+F1 opens the rules of the match set up as a document.
LOBBY = Place("lobby", _item_list(Declared("start"), Declared("rules_document")))

OPTIONS = Place("options", _item_list())

CHOICE = Place(
    "choice", (*_moves("previous", "next", "first", "last"), Declared("confirm"), Declared("back"), Declared("help"))
)

PRACTICE = Place(
    "practice",
    (
        *_moves("previous_item", "next_item", "first_item", "last_item"),
        Declared("lower", repeats=True),
        Declared("higher", repeats=True),
        Declared("choose"),
        Declared("repeat"),
        Declared("help"),
        Declared("back"),
    ),
)

DRILL = Place(
    "drill",
    (
        Declared("buzzer"),
        Declared("repeat"),
        Declared("help"),
        Declared("stop"),
    ),
)

CALIBRATION = Place(
    "calibration",
    (
        Declared("tap"),
        Declared("help"),
        Declared("stop"),
    ),
)

# The window's own keys, which work in every place before the place's own (the loop asks them first).
WINDOW = Place(
    "window",
    (
        Declared("full_screen"),
        Declared("larger_text", repeats=True),
        Declared("smaller_text", repeats=True),
    ),
)


PLACES = (TABLE, LOBBY, OPTIONS, CHOICE, PRACTICE, DRILL, CALIBRATION, WINDOW)
DECLARED: Mapping[str, Sequence[str]] = declared_places(*PLACES)
