"""Commands as data: one declaration per place, which the dispatcher, F1 and the keymap loader read."""

from __future__ import annotations

import pytest

from audiouno.app.keys.commands import Command, Commands, Declared, Place, declared_places
from audiouno.app.keys.places import PLACES


class Counter:
    def __init__(self) -> None:
        self.runs: list[tuple[str, float]] = []


def note(name: str, used: bool | None = None) -> Command[Counter]:
    def run(counter: Counter, now: float) -> bool | None:
        counter.runs.append((name, now))
        return used

    return Command(name, run)


COMMANDS_OF_TEST = (note("move"), note("choose"), note("pass_on"))
TEST = Place("test", (Declared("move", repeats=True), Declared("choose"), Declared("pass_on")))
COMMANDS = Commands(TEST, note("move"), note("choose"), note("pass_on", used=False))


def test_a_command_runs_and_a_held_key_repeats_only_what_may_repeat() -> None:
    counter = Counter()
    assert COMMANDS.dispatch(counter, "move", False, 1.0)
    assert COMMANDS.dispatch(counter, "move", True, 2.0)
    assert COMMANDS.dispatch(counter, "choose", False, 3.0)
    assert COMMANDS.dispatch(counter, "choose", True, 4.0)  # used up, not run: Enter held must not choose again
    assert counter.runs == [("move", 1.0), ("move", 2.0), ("choose", 3.0)]


def test_a_key_with_no_command_here_or_a_command_that_hands_it_on_is_not_used() -> None:
    counter = Counter()
    assert not COMMANDS.dispatch(counter, None, False, 1.0)
    assert not COMMANDS.dispatch(counter, "jump", False, 1.0)
    assert not COMMANDS.dispatch(counter, "pass_on", False, 2.0)
    assert counter.runs == [("pass_on", 2.0)]


def test_names_help_keys_and_places_come_from_the_declaration() -> None:
    assert COMMANDS.names() == ["move", "choose", "pass_on"]
    assert [command.name for command in COMMANDS] == COMMANDS.names()
    assert COMMANDS.help_key("move") == "help.test.move"
    assert declared_places(TEST) == {"test": ["move", "choose", "pass_on"]}


def test_a_binding_that_does_not_match_its_declaration_is_refused() -> None:
    """Bound twice, bound but not declared, or declared but not bound (unless the scene binds only a part)."""
    for bound in ((note("move"), note("move"), note("choose"), note("pass_on")), (*COMMANDS_OF_TEST, note("jump"))):
        with pytest.raises(ValueError, match="test"):
            Commands(TEST, *bound)
    with pytest.raises(ValueError, match="pass_on"):
        Commands(TEST, note("move"), note("choose"))
    assert Commands(TEST, note("choose"), partial=True).names() == ["choose"]


def test_the_game_declares_the_table_the_lists_practice_and_the_window() -> None:
    assert [place.place for place in PLACES] == [
        "table", "lobby", "options", "choice", "practice", "drill", "calibration", "window"
    ]  # fmt: skip
    table = {command.name: command for command in PLACES[0]}
    # Only moving keys repeat when held: never playing, drawing or saying UNO.
    assert table["next_card"].repeats and table["older_message"].repeats
    assert not any(table[name].repeats for name in ("play_card", "draw", "uno", "buzzer", "menu"))


def test_every_table_command_says_whether_it_only_reads_and_no_move_does() -> None:
    """The lessons let through the keys that only read, change a setting or leave (`Command.reads`): each table
    command says which it is, and none that changes the game is among them."""
    table = PLACES[0]
    assert [command.name for command in table if command.reads is None] == []
    moves = {"play_card", "draw", "play_all_of_number", "end_turn", "uno", "challenge", "buzzer"}
    assert moves.isdisjoint(table.reading())
    assert table.needed_while_choosing() <= set(table.names())
