"""UNO Flip at the table, by keys: the other side of the focused card, the table turning over said plainly, and
the hand read with its new faces afterwards."""

from __future__ import annotations

from table_driver import Driver, default_words

from audiouno.app.output.narration import Narrator
from audiouno.app.scenes.table.answers import Answers
from audiouno.app.scenes.table.context import TableContext
from audiouno.app.scenes.table.hand import HandCursor
from audiouno.engine import OFFICIAL, ChooseColour, Colour, Edition, Game, Play, PlayerView, new_deck
from audiouno.engine.cards import take_card

TEXT = default_words().text
FLIP = OFFICIAL.with_options(edition=Edition.FLIP)


def test_the_other_side_key_says_the_focused_cards_other_face(driver: Driver) -> None:
    table = driver.sit(FLIP, [["r2", "rf", "g5"], ["y1", "y2", "y3"]], "r9")
    driver.press("home")
    card = table.hand.focus
    assert card is not None and card.kind == "r2" and card.other is not None
    assert driver.press("o") == [TEXT("table.other_side", card=table.context.words.card(card.other))]
    assert card.other.colour is not None and TEXT("colour", colour=card.other.colour.value) in driver.last
    assert table.hand.focus is card  # only said: nothing moved, nothing played


def test_a_one_sided_deck_says_so(driver: Driver) -> None:
    driver.sit(OFFICIAL, [["r2", "g5"], ["y1", "y2"]], "r9")
    assert driver.press("o") == [TEXT("table.one_sided")]
    assert driver.cues.played[-1][0] == "invalid"


def test_a_flip_is_said_plainly_and_the_hand_then_reads_its_new_faces(driver: Driver) -> None:
    table = driver.sit(FLIP, [["r2", "rf", "g5", "b7"], ["y1", "y2", "y3"]], "r9")
    light = list(table.game.hands[0])
    driver.press("home")
    driver.press("right")
    assert table.hand.focus is not None and table.hand.focus.kind == "rf"
    said = driver.press("return")
    game = table.game
    assert game.dark
    top = table.context.words.card(game.discard[-1])
    flipped = TEXT("event.flipped", side="dark", card=top, count=3)
    assert flipped.startswith("Flip! Everything turns to the dark side.")
    [line] = [text for text in said if text.startswith(flipped)]  # and which of the new faces go on the top card
    playable = [card for card in game.hands[0] if table.view.matches_top(card)]
    words = table.context.words
    assert line == f"{flipped} {TEXT('event.hand_playable', count=len(playable), cards=words.cards(playable))}"
    assert ("flip_dark", 0.0) in driver.cues.played
    # Every key that reads the hand reads the dark faces now; the other side is the light face it had.
    dark = [card.other for card in light if card.kind != "rf"]
    assert sorted(table.hand.cards, key=id) == sorted(dark, key=id)  # type: ignore[arg-type]
    driver.press("home")
    focus = table.hand.focus
    assert focus is not None and focus.dark
    driver.press("right")
    focus = table.hand.focus
    assert focus is not None and focus.other is not None
    assert driver.press("o") == [TEXT("table.other_side", card=table.context.words.card(focus.other))]
    summary = driver.press("h")[0]
    assert all(TEXT("colour", colour=c.colour.value) in summary for c in dark if c is not None and c.colour)
    assert TEXT("table.side", side="dark") in driver.press("c")[0]


def test_the_focus_stays_on_a_card_when_the_table_turns_it_over() -> None:
    deck = new_deck(Edition.FLIP)
    hand = [take_card(deck, face) for face in ("r2", "g5", "b7", "y9")]
    cursor = HandCursor()
    cursor.sync(hand)
    cursor.focus_card(hand[2])
    cursor.sync([card.other for card in hand])  # type: ignore[misc]
    assert cursor.focus is hand[2].other


def test_a_draw_until_a_colour_is_the_pending_penalty_the_keys_tell(driver: Driver) -> None:
    game = Game(2, FLIP, seed=2)
    game.set_up([["k3", "k4"], ["dw+c", "t2"]], ["o7"], ["k1", "t5"], current=1, dark=True)
    game.apply(1, Play(game.hands[1][0]))
    game.apply(1, ChooseColour(Colour.TEAL))
    services = driver.program.services
    names = ("You", "Ana")
    answers = Answers(TableContext(services, PlayerView(game, 0), names, Narrator(services.catalogue, names, 0)))
    until = TEXT("table.penalty_until", who="you", name="You", colour="teal")
    assert answers.pending() == until
    assert answers.top_card().endswith(f"{TEXT('table.side', side='dark')} {until}")
