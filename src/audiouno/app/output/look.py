"""How the view looks: the themes a low-vision player chooses from, and the text scale.

Every text is drawn on a plain background of its theme chosen to give it at least 7:1 (WCAG 2 AAA for normal
text): the theme's text on its background, the focus text on the focus colour, each card's ink on its plate.
A card's colour never rests on hue alone: its name says it, and its frame carries a pattern of its own (stripes,
dots, bars, a grid, checks; on UNO Flip's dark side columns, crosses and rings too). The colour-blind-safe theme
takes its hues from Okabe and Ito's palette and draws the card's words on a plain plate inside the coloured,
patterned frame, since no mid-tone hue holds 7:1 with either black or white.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...engine import Colour

RGB = tuple[int, int, int]
AAA = 7.0  # the least contrast ratio any text of the view has with what it is drawn on
BLACK: RGB = (0, 0, 0)
WHITE: RGB = (255, 255, 255)


class Pattern(Enum):
    """What a card's frame is marked with, one per colour."""

    STRIPES = "stripes"  # diagonal
    DOTS = "dots"
    BARS = "bars"  # horizontal
    GRID = "grid"
    CHECKS = "checks"
    # UNO Flip's dark side adds three colours (purple is one of them).
    COLUMNS = "columns"  # vertical
    CROSSES = "crosses"  # diagonal both ways
    RINGS = "rings"
    PLAIN = "plain"


PATTERNS: dict[Colour | None, Pattern] = {
    Colour.RED: Pattern.STRIPES,
    Colour.YELLOW: Pattern.DOTS,
    Colour.GREEN: Pattern.BARS,
    Colour.BLUE: Pattern.GRID,
    Colour.PURPLE: Pattern.CHECKS,
    Colour.PINK: Pattern.COLUMNS,
    Colour.TEAL: Pattern.CROSSES,
    Colour.ORANGE: Pattern.RINGS,
    None: Pattern.PLAIN,  # a wild card, whose colour is not chosen yet
}


@dataclass(frozen=True)
class CardLook:
    frame: RGB  # the card's colour, round its edge, marked with its pattern
    plate: RGB  # what its words are written on
    ink: RGB  # its words
    mark: RGB  # the pattern's lines on the frame


@dataclass(frozen=True)
class Theme:
    name: str
    background: RGB
    text: RGB
    quiet: RGB  # older messages: still 7:1, only less bright than the rest
    focus: RGB  # the focused item's box
    focus_text: RGB
    outline: RGB  # the ring round the focused item and card, and every card's edge
    cards: dict[Colour | None, CardLook]

    def card(self, colour: Colour | None) -> CardLook:
        return self.cards.get(colour, self.cards[None])


def _solid(fill: RGB, ink: RGB) -> CardLook:
    """A card all in its colour, its words in `ink`; the pattern in the ink too."""
    return CardLook(fill, fill, ink, ink)


DARK = Theme(
    "dark",
    background=BLACK,
    text=WHITE,
    quiet=(200, 200, 200),
    focus=(255, 230, 0),
    focus_text=BLACK,
    outline=WHITE,
    cards={
        Colour.RED: _solid((170, 0, 0), WHITE),
        Colour.YELLOW: _solid((250, 220, 0), BLACK),
        Colour.GREEN: _solid((0, 95, 0), WHITE),
        Colour.BLUE: _solid((30, 60, 200), WHITE),
        Colour.PURPLE: _solid((110, 30, 160), WHITE),
        Colour.PINK: _solid((150, 0, 90), WHITE),
        Colour.TEAL: _solid((0, 85, 85), WHITE),
        Colour.ORANGE: _solid((255, 150, 0), BLACK),
        None: _solid((70, 70, 70), WHITE),
    },
)
LIGHT = Theme(
    "light",
    background=WHITE,
    text=BLACK,
    quiet=(60, 60, 60),
    focus=(0, 0, 140),
    focus_text=WHITE,
    outline=BLACK,
    cards={
        Colour.RED: _solid((255, 200, 200), BLACK),
        Colour.YELLOW: _solid((255, 240, 130), BLACK),
        Colour.GREEN: _solid((190, 240, 190), BLACK),
        Colour.BLUE: _solid((200, 215, 255), BLACK),
        Colour.PURPLE: _solid((230, 200, 255), BLACK),
        Colour.PINK: _solid((255, 190, 230), BLACK),
        Colour.TEAL: _solid((180, 235, 235), BLACK),
        Colour.ORANGE: _solid((255, 215, 170), BLACK),
        None: _solid((220, 220, 220), BLACK),
    },
)
# Okabe & Ito, "Color Universal Design" (2008): hues told apart with any of the common colour-vision deficiencies.
COLOUR_BLIND = Theme(
    "colour_blind",
    background=BLACK,
    text=WHITE,
    quiet=(200, 200, 200),
    focus=(240, 228, 66),
    focus_text=BLACK,
    outline=WHITE,
    cards={
        Colour.RED: CardLook((213, 94, 0), BLACK, WHITE, BLACK),  # vermilion
        Colour.YELLOW: CardLook((240, 228, 66), BLACK, WHITE, BLACK),
        Colour.GREEN: CardLook((0, 158, 115), BLACK, WHITE, BLACK),  # bluish green
        Colour.BLUE: CardLook((0, 114, 178), BLACK, WHITE, WHITE),
        Colour.PURPLE: CardLook((204, 121, 167), BLACK, WHITE, BLACK),  # reddish purple
        # UNO Flip's dark side: Okabe and Ito's last two hues, and a light pink the pattern tells from purple.
        Colour.PINK: CardLook((255, 190, 230), BLACK, WHITE, BLACK),
        Colour.TEAL: CardLook((86, 180, 233), BLACK, WHITE, BLACK),  # sky blue
        Colour.ORANGE: CardLook((230, 159, 0), BLACK, WHITE, BLACK),
        None: CardLook((150, 150, 150), BLACK, WHITE, BLACK),
    },
)
THEMES = {theme.name: theme for theme in (DARK, LIGHT, COLOUR_BLIND)}
BASE_TEXT = 40  # pixels, at scale 1


@dataclass(frozen=True)
class Look:
    theme: Theme
    scale: float

    @classmethod
    def named(cls, theme: str, scale: float) -> Look:
        return cls(THEMES.get(theme, DARK), scale)

    def text_size(self, times: float = 1.0) -> int:
        return max(12, round(BASE_TEXT * self.scale * times))


def luminance(colour: RGB) -> float:
    """WCAG 2's relative luminance of an sRGB colour."""

    def linear(channel: int) -> float:
        value = channel / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(channel) for channel in colour)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first: RGB, second: RGB) -> float:
    """WCAG 2's contrast ratio, 1 to 21."""
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)
