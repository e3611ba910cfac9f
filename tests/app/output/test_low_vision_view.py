"""The view for low vision, drawn by the real program's scenes on SDL's dummy video driver: every theme at three
window sizes and the smallest and largest text, read back from the pixels.

Each place is reached as a player reaches it (the main menu, the lobby, the options, a help list, the table with
its hand, the colour to choose after a wild), and drawn on a `BlitWatch` surface, which notes where each text was
blitted: the contrast of every text is measured from the pixels there, not from the palette."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from pixels import BlitWatch, text_contrast
from table_driver import Driver, headless

from audiouno.app.files.settings import TEXT_SCALES, THEMES
from audiouno.app.output.canvas import Canvas, Drawn
from audiouno.app.output.look import AAA, Look
from audiouno.app.output.look import THEMES as LOOKS
from audiouno.app.output.pictures import CardFace, ListPicture, SeatLine, TablePicture
from audiouno.app.output.renderer import render
from audiouno.app.scenes.lists.choice import ChoiceScene
from audiouno.app.scenes.lists.helplist import HelpList
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.app.scenes.options.scene import OptionsScene
from audiouno.app.scenes.practice.scene import PracticeScene
from audiouno.app.scenes.scene import Scene
from audiouno.app.scenes.table.scene import TABLE_COMMANDS, TableScene
from audiouno.engine import Colour, Edition, RuleSet
from audiouno.engine.notation import digest
from audiouno.engine.rules import for_edition

SIZES = ((640, 480), (1024, 768), (1920, 1080))
SCALES = (TEXT_SCALES[0], TEXT_SCALES[-1])
HANDS = [
    ["r5", "rs", "y3", "y9", "g1", "g7", "gr", "b2", "b7", "b+2", "w", "w+4"],
    ["y1", "y2", "y4"],
    ["b1", "b3"],
    ["g2", "g3", "g4", "g5"],
]


@pytest.fixture(scope="module")
def places() -> Iterator[dict[str, Scene]]:
    """One of each place, reached by keys: the menu, the lobby, the options, the table's help, the table, and the
    colour asked for after a wild (the table is under it, choosing)."""
    monkeypatch = pytest.MonkeyPatch()
    headless(monkeypatch)  # a module's fixture starts before the autouse one that does this for each test
    driver = Driver(start="menu")
    found: dict[str, Scene] = {"main menu": driver.top}  # type: ignore[dict-item]
    driver.press("n")
    driver.press("return")
    found["lobby"] = driver.top  # type: ignore[assignment]
    assert isinstance(found["lobby"], LobbyScene)
    driver.press("escape")
    driver.press("o")
    driver.press("return")
    found["options"] = driver.top  # type: ignore[assignment]
    assert isinstance(found["options"], OptionsScene)
    driver.press("escape")
    driver.press("p")
    driver.press("return")
    found["practice"] = driver.top  # type: ignore[assignment]
    assert isinstance(found["practice"], PracticeScene)  # it draws itself: its list, then its charts
    driver.press("escape")
    table = driver.sit(RuleSet(), HANDS, "r9")
    driver.press("right")
    found["table"] = table
    driver.press("f1")
    found["help"] = driver.top  # type: ignore[assignment]
    assert isinstance(found["help"], HelpList)
    driver.press("escape")
    yield found
    driver.close()
    monkeypatch.undo()


@pytest.fixture(scope="module")
def colour_choice() -> Iterator[tuple[TableScene, Scene]]:
    """The table while the player names the colour of the wild just played, and the choice itself."""
    monkeypatch = pytest.MonkeyPatch()
    headless(monkeypatch)  # a module's fixture starts before the autouse one that does this for each test
    driver = Driver(start="menu")
    table = driver.sit(RuleSet(), HANDS, "r9")
    driver.press("end")  # the hand sorted by colour: the wild draw four is last, a wild before it
    driver.press("left")
    driver.press("return")
    choice = driver.top
    assert isinstance(choice, ChoiceScene)
    yield table, choice
    driver.close()
    monkeypatch.undo()


def draw(scene: Scene, theme: str, scale: float, size: tuple[int, int]) -> BlitWatch:
    settings = scene.services.settings
    settings.theme, settings.text_scale = theme, scale
    surface = BlitWatch(size)
    scene.draw(surface)
    return surface


PLACES = ("main menu", "lobby", "options", "help", "table")


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("theme", THEMES)
def test_every_text_of_every_place_holds_7_to_1_against_its_background(
    places: dict[str, Scene], colour_choice: tuple[TableScene, Scene], theme: str, size: tuple[int, int]
) -> None:
    scenes = {name: places[name] for name in [*PLACES, "practice"]}
    scenes |= {"colour": colour_choice[1], "choosing": colour_choice[0]}
    lowest: dict[str, float] = {}
    shots = os.environ.get("AUDIOUNO_VIEW_SHOTS")  # a folder of your own, to keep the screenshots and look at them
    for scale in SCALES:
        for name, scene in scenes.items():
            surface = draw(scene, theme, scale, size)
            if shots:  # (a PNG takes 30 ms to write: 144 of them were 4 s of the suite, in a folder deleted after)
                pygame.image.save(surface, Path(shots) / f"{name}-{theme}-{scale}-{size[0]}.png")
            measured = [found for rect in surface.blits if (found := text_contrast(surface, rect)) is not None]
            assert len(measured) >= 2, (name, scale)  # a title and an item at least, or a card and a fact
            for found in measured:
                assert found.stray == 0, (name, scale, found)  # the text sits on one plain colour
                assert found.ratio >= AAA, (name, scale, found)
            lowest[f"{name} at {scale}"] = min(found.ratio for found in measured)
    assert min(lowest.values()) >= AAA


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("theme", THEMES)
def test_nothing_is_drawn_outside_the_window_at_the_largest_scale(
    places: dict[str, Scene], colour_choice: tuple[TableScene, Scene], theme: str, size: tuple[int, int]
) -> None:
    window = pygame.Rect((0, 0), size)
    look = Look.named(theme, TEXT_SCALES[-1])
    for name in [*PLACES, "colour"]:
        scene = places[name] if name != "colour" else colour_choice[1]
        picture = scene.picture()
        assert picture is not None, name
        surface = BlitWatch(size)
        drawn = render(surface, picture, look)
        _inside(window, drawn, surface, name)


def _inside(window: pygame.Rect, drawn: Drawn, surface: BlitWatch, name: str) -> None:
    cards = [card for card, _ in drawn.cards] + ([drawn.top] if drawn.top else [])
    rects = [*surface.blits, *drawn.shapes, *cards, *(run.rect for run in drawn.texts)]
    assert rects, name
    outside = [rect for rect in rects if not window.contains(rect)]
    assert outside == [], name
    # What was blitted is what the renderer says it wrote: no text escapes its record.
    assert sorted(map(tuple, surface.blits)) == sorted(tuple(run.rect) for run in drawn.texts)


LONG_NAME = "Maximiliana-Bartolomea-de-los-Santos-Inocentes " * 2


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("scale", SCALES)
def test_a_long_hand_long_names_and_a_long_list_wrap_or_scroll_inside_the_window(
    size: tuple[int, int], scale: float
) -> None:
    window = pygame.Rect((0, 0), size)
    look = Look.named("dark", scale)
    many = tuple(CardFace(f"{colour.value} {rank}", colour) for rank in range(10) for colour in list(Colour)[:4])
    long_names = tuple(CardFace(f"{LONG_NAME}{number}", None) for number in range(6))  # wrapped inside the card
    for hand, focus in ((many, 0), (many, 17), (many, len(many) - 1), (long_names, 2)):
        picture = TablePicture(
            top=CardFace("wild draw four", None),
            facts=(LONG_NAME, "Colour: red."),
            penalty=f"{LONG_NAME} must draw 8 cards.",
            seats=tuple(SeatLine(f"{LONG_NAME}{seat}: 7 cards", seat == 2) for seat in range(9)),
            hand=hand,
            focus=focus,
            messages=(LONG_NAME, LONG_NAME, "Your turn."),
        )
        surface = BlitWatch(size)
        drawn = render(surface, picture, look)
        _inside(window, drawn, surface, f"table, focus {focus}")
        focused = [card for card, is_focus in drawn.cards if is_focus]
        assert len(focused) == 1  # the focused card is always in sight, however long the hand
        written = "".join(run.text for run in drawn.texts if focused[0].contains(run.rect))
        assert written.replace(" ", "") == hand[focus].name.replace(" ", "")  # all of its name, on it
    items = tuple(f"{number}. {LONG_NAME}" for number in range(60))
    for focus in (0, 30, 59):
        surface = BlitWatch(size)
        drawn = render(surface, ListPicture(LONG_NAME, items, focus), look)
        _inside(window, drawn, surface, f"list, focus {focus}")
        assert any(run.text.startswith(f"{focus}.") for run in drawn.texts)  # the focused item is on screen


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("scale", SCALES)
def test_the_focused_card_is_larger_than_the_others_and_ringed(
    places: dict[str, Scene], theme: str, scale: float
) -> None:
    table = places["table"]
    assert isinstance(table, TableScene)
    surface = BlitWatch((1920, 1080))
    drawn = render(surface, table.picture(), Look.named(theme, scale))
    focused = [card for card, is_focus in drawn.cards if is_focus]
    others = [card for card, is_focus in drawn.cards if not is_focus]
    assert len(focused) == 1 and others
    card = focused[0]
    assert card.height > max(other.height for other in others)
    assert card.height * card.width > max(other.height * other.width for other in others)
    # Round the focused card, on every side: a gap of the background, then a ring in the outline colour.
    theme_look = LOOKS[theme]
    width = Canvas(surface, Look.named(theme, scale), Drawn()).ring
    for side in ((0, -1), (0, 1), (-1, 0), (1, 0)):
        edge = (card.centerx + side[0] * (card.width // 2), card.centery + side[1] * (card.height // 2))
        ring = (edge[0] + side[0] * width, edge[1] + side[1] * width)
        gap = (edge[0] + side[0] * (width // 4 + 1), edge[1] + side[1] * (width // 4 + 1))
        assert tuple(surface.get_at(ring))[:3] == theme_look.outline, (side, ring)
        assert tuple(surface.get_at(gap))[:3] == theme_look.background, (side, gap)


def test_a_render_of_the_same_state_gives_the_same_pixels_and_changes_nothing(places: dict[str, Scene]) -> None:
    table = places["table"]
    assert isinstance(table, TableScene)
    before = (digest(table.match.game), table.hand.index, len(table.services.voice.history.recent(10_000)))
    first, second = draw(table, "dark", 1.0, (1024, 768)), draw(table, "dark", 1.0, (1024, 768))
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
    assert (digest(table.match.game), table.hand.index, len(table.services.voice.history.recent(10_000))) == before
    assert table.picture() == table.picture()


def test_the_view_changes_with_what_is_said_and_says_what_speech_says() -> None:
    """Time passing with nothing said leaves the picture as it was; a browsing key changes it, and the picture
    shows the words that were spoken: the card in focus, whose turn (T), the last message."""
    driver = Driver(start="menu")
    try:
        table = driver.sit(RuleSet(), HANDS, "r9")
        still = table.picture()
        assert driver.wait(0.5) == []
        assert table.picture() == still
        said = driver.press("right")
        moved = table.picture()
        assert moved != still and moved.focus == still.focus + 1
        assert moved.messages[-1] == said[-1] and moved.hand[moved.focus].name in said[-1]
        assert driver.press("t")[-1] == table.picture().facts[1] == table.picture().messages[-1]
        before = pygame.image.tobytes(draw(table, "dark", 1.0, (1024, 768)), "RGB")
        driver.press("left")
        after = pygame.image.tobytes(draw(table, "dark", 1.0, (1024, 768)), "RGB")
        assert before != after
    finally:
        driver.close()


def test_the_menus_show_their_current_item_large(places: dict[str, Scene]) -> None:
    """In every list the focused item is written larger than the others, in the focus box."""
    for name in ("main menu", "lobby", "options", "help"):
        surface = draw(places[name], "dark", 1.0, (1024, 768))
        picture = places[name].picture()
        assert isinstance(picture, ListPicture) and picture.items
        focus_colour = LOOKS["dark"].focus
        in_focus = [rect for rect in surface.blits if tuple(surface.get_at(rect.topleft))[:3] == focus_colour]
        others = [rect for rect in surface.blits if rect not in in_focus]
        assert in_focus and others, name
        assert min(rect.height for rect in in_focus) > max(rect.height for rect in others[1:]), name  # title aside


def test_the_table_help_is_a_list_of_the_table_keys(places: dict[str, Scene]) -> None:
    picture = places["help"].picture()
    assert isinstance(picture, ListPicture)
    assert len(picture.items) >= len(TABLE_COMMANDS.names())


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_no_mercy_cards_are_shown_by_their_whole_name(language: str) -> None:
    """The No Mercy table as it is drawn: each new card, focused in turn by the arrow keys, carries all of its
    name (Spanish has the longest: "Comodín reversa roba cuatro"), the wilds on their plain plate,
    inside the smallest window at the largest text."""
    driver = Driver(start="menu", language=language)
    try:
        hand = ["wr+4", "w+10", "wcr", "yda", "b+4", "w+6"]
        table = driver.sit(for_edition(RuleSet(), Edition.NO_MERCY), [hand, ["y1", "y2", "y3"]], "b9")
        window = pygame.Rect((0, 0), SIZES[0])
        look = Look.named("dark", SCALES[-1])
        driver.press("home")
        shown = set()
        for _ in hand:
            card = table.hand.focus
            assert card is not None
            surface = BlitWatch(SIZES[0])
            drawn = render(surface, table.picture(), look)
            _inside(window, drawn, surface, card.kind)
            focused = [rect for rect, is_focus in drawn.cards if is_focus]
            written = "".join(run.text for run in drawn.texts if focused[0].contains(run.rect))
            assert written.replace(" ", "") == table.context.words.card(card).replace(" ", "")
            shown.add(card.kind)
            driver.press("right")
        assert shown == set(hand)
    finally:
        driver.close()
