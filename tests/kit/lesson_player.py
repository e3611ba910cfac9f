"""Plays a lesson of the tutorial room through the real program by posted keys, as a new player would: each
step's key once its words are said, after (when asked) a wrong key whose kind correction must be heard and must
change nothing at the table; and, when asked, a wrong choice at every choice point: Enter on a card the step does
not name, and in a list the step's key opens (a wild's colour, whom a 7 swaps with) an answer other than the one
the lesson needs, each corrected, the lesson going on as arranged."""

from __future__ import annotations

from dataclasses import dataclass

from table_driver import Driver

from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.practice.listening import ListeningCalibration
from audiouno.app.scenes.tutorial.scene import TutorialScene
from audiouno.app.scenes.tutorial.script import Moment, Step
from audiouno.engine import CALL_UNO, ChooseColour, Phase, SwapWith

# Keys that act at the table: a wrong one is corrected, never applied. "x" is bound to nothing at all.
WRONG_KEYS = {"draw": "space", "uno": "u", "challenge": "f", "buzzer": "b", "play_card": "return"}
STEP_SECONDS = 120.0  # the most game time a step's moment may take to come (bot turns at the test's pace)
THINKING = 1.0  # seconds a new player takes to press the key they have just heard of
MAX_ROUND_MOVES = 3000  # the real round that ends the tutorial, played as a listener would


@dataclass
class Heard:
    steps: list[str]  # the steps played, in order
    corrections: int  # wrong keys corrected
    wrong_choices: int = 0  # wrong cards and wrong answers to a choice, corrected


def the_lesson(driver: Driver) -> TutorialScene:
    """The lesson open, under the tutorial's question of the screen reader's speed if it came."""
    return next(scene for scene in reversed(driver.program.control.stack) if isinstance(scene, TutorialScene))


def table_state(table: TutorialScene) -> tuple[object, ...]:
    """What a penalty or a play would change: the hands, the turn, the phase, the scores."""
    view = table.view
    return (tuple(card.kind for card in view.hand), view.hand_sizes, view.phase, view.turns, view.totals, view.top)


def wait_for_step(driver: Driver, table: TutorialScene) -> Step | None:
    """Let the game go on until a step waits for its key (or the lesson has closed), and its words are heard, as
    a listener waits for them; that step. The tutorial's question of the screen reader's speed, if it comes, is
    left with Escape (the rate stays as it was)."""
    if isinstance(driver.top, ListeningCalibration):
        driver.wait(STEP_SECONDS, until=driver.speaker.quiet)  # type: ignore[attr-defined]
        driver.press("escape")
    driver.wait(
        STEP_SECONDS,
        until=lambda: table.waiting is not None or (driver.top is not table and not _choosing(driver, table)),
    )
    driver.wait(STEP_SECONDS, until=driver.speaker.quiet)  # type: ignore[attr-defined]
    driver.wait(THINKING)
    return table.waiting


def _choosing(driver: Driver, table: TutorialScene) -> bool:
    """A choice the game asks for (a colour, whom to swap with), over the table."""
    return isinstance(driver.top, ChoiceScene) and table in driver.program.control.stack


def wrong_key(step: Step, index: int) -> str:
    """A key the step does not want: every other step the unbound X, else an acting key of another step."""
    if index % 2:
        return "x"
    return next(key for command, key in WRONG_KEYS.items() if command != step.awaits)


def do_step(driver: Driver, table: TutorialScene, step: Step, heard: Heard | None = None) -> None:
    """The step's key, as a player who listened: for a play, Z until a card the step names, then Enter. With
    `heard`, a wrong choice first at each choice point, its correction counted there."""
    if step.awaits in ("play_card", "play_all_of_number") and step.plays:
        if heard is not None:
            wrong_card(driver, table, step, heard)
        for _ in range(len(table.hand.cards) + 1):
            focus = table.hand.focus
            if focus is not None and focus.kind in step.plays:
                break
            driver.press("z")
    driver.press(KEYS[step.awaits])
    if step.awaits in ("help", "rules_document"):
        driver.press("escape")  # out of the list of keys or the rules, back to the table
    while _choosing(driver, table):  # the colour after a wild, whom to swap with
        choice = driver.top
        assert isinstance(choice, ChoiceScene)
        needed = _needed(step)
        answers = [option.value for option in choice.options]
        if heard is not None and needed is not None:
            wrong = next(index for index, value in enumerate(answers) if value != needed)
            said = driver.press(str(wrong + 1))
            correction = _say(driver, table, f"lesson.{table.lesson.name}.{step.name}.choose")
            assert said[:1] == [correction], (step.name, said)
            assert _choosing(driver, table), step.name  # asked again: nothing chosen
            heard.wrong_choices += 1
            choice = driver.top
            assert isinstance(choice, ChoiceScene)
            answers = [option.value for option in choice.options]
        driver.press(str(answers.index(needed) + 1 if needed is not None else 1))


def _needed(step: Step) -> object:
    """The option the step's choice must get, as the list holds it (a colour, a seat), or None: any."""
    if isinstance(step.chooses, ChooseColour):
        return step.chooses.colour
    if isinstance(step.chooses, SwapWith):
        return step.chooses.target
    return None


def wrong_card(driver: Driver, table: TutorialScene, step: Step, heard: Heard) -> None:
    """Enter on a card the step does not name, where the hand holds one: corrected, nothing played."""
    others = [card for card in table.hand.cards if card.kind not in step.plays]
    if not others:
        return
    driver.press("home")
    while table.hand.focus is not None and table.hand.focus.kind in step.plays:
        driver.press("right")
    before = table_state(table)
    said = driver.press(KEYS[step.awaits])
    assert said == [_say(driver, table, f"lesson.{table.lesson.name}.{step.name}.again")], (step.name, said)
    assert table_state(table) == before and table.waiting is step, step.name
    heard.wrong_choices += 1


def _say(driver: Driver, table: TutorialScene, key: str) -> str:
    return driver.program.services.catalogue.text(key, bot=table.names[1], other=table.names[-1])


KEYS = {
    "next_card": "right",
    "last_card": "end",
    "next_playable": "z",
    "play_card": "return",
    "draw": "space",
    "top_card": "c",
    "whose_turn": "t",
    "older_message": "comma",
    "newer_message": "period",
    "help": "f1",
    "uno": "u",
    "scores": "s",
    "challenge": "f",
    "buzzer": "b",
    "hand_summary": "h",
    "play_all_of_number": "shift+return",
    "end_turn": "shift+space",
    "hint": "i",
    "time_left": "ctrl+t",
    "explain_card": "w",
    "hand_value": "p",
    "rules_document": "ctrl+f1",
}


def play_lesson(
    driver: Driver, table: TutorialScene, *, wrong: bool = True, choices: bool = False, stop_after: int | None = None
) -> Heard:
    """Play `table`'s lesson to its end (or `stop_after` steps), with a wrong key before each step's key, and with
    `choices` a wrong choice at every choice point."""
    say = driver.program.services.catalogue.text
    heard = Heard([], 0)
    lesson = table.lesson
    done: Step | None = None  # the step last done
    for index in range(len(lesson.steps) + 1):
        if stop_after is not None and len(heard.steps) == stop_after:
            return heard
        step = wait_for_step(driver, table)
        if step is None and done is not None and deals_a_round(done) and table.match.game.in_round:
            _play_the_round(driver, table)
            step = wait_for_step(driver, table)
        if step is None:
            break
        if wrong:
            before = table_state(table)
            said = driver.press(wrong_key(step, index))
            assert said == [
                say(f"lesson.{lesson.name}.{step.name}.again", bot=table.names[1], other=table.names[-1])
            ], (
                step.name,
                said,
            )
            assert table_state(table) == before and table.waiting is step, step.name  # nothing penalised
            heard.corrections += 1
        do_step(driver, table, step, heard if choices else None)
        heard.steps.append(step.name)
        done = step
    return heard


def deals_a_round(step: Step) -> bool:
    """Enter once the round is over, not ending the lesson: the table deals the next round, shuffled (the lesson's
    scene deals only its first round as arranged), and the lesson waits for its end."""
    return step.moment is Moment.ROUND_OVER and step.awaits == "play_card" and not step.ends


def _play_the_round(driver: Driver, table: TutorialScene) -> None:
    """The real round after the arranged one, as a listener plays it (UNO with two cards, Z and Enter, else
    Space): no step waits, so every key reaches the table. One move at a time, so that the last step's words
    are answered by the lesson, not by a move planned before them."""
    nothing = driver.program.services.catalogue.text("table.nothing_playable_now")
    game = table.match.game
    for _ in range(MAX_ROUND_MOVES):
        if table.waiting is not None or (driver.top is not table and not _choosing(driver, table)):
            return
        if _choosing(driver, table):
            driver.press("1")
        elif game.decider == 0 and game.phase is Phase.DRAWN:
            driver.press("return")
        elif game.decider == 0 and game.phase in (Phase.PLAY, Phase.PENALTY):
            if CALL_UNO in game.legal_actions(0) and len(game.hands[0]) == 2:
                driver.press("u")
            driver.press("space" if driver.press("z")[0] == nothing else "return")
        else:
            driver.wait(0.05)
    raise AssertionError("the real round did not end")
