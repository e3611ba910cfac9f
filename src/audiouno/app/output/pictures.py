"""What the view draws, scene by scene: small frozen records of words and facts that a scene makes from what it
and the voice already hold (`Scene.picture()`), and the renderer draws. The view keeps nothing of its own: the
same scene and the same spoken history make the same picture, and so the same pixels."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Colour


@dataclass(frozen=True)
class CardFace:
    name: str  # the card's words, as speech says them ("Red 7")
    colour: Colour | None  # what its frame shows; None for a wild whose colour is not chosen


@dataclass(frozen=True)
class SeatLine:
    words: str  # "Ana: 5 cards"
    turn: bool  # this player's turn: marked by a shape as well as the focus colour


@dataclass(frozen=True)
class ListPicture:
    """A list with a title (a menu, the lobby, the options, a help list, a colour to choose), or a page of lines
    with none (`items` empty). `focus`: the current item, drawn large; -1 when there is none."""

    title: str
    items: tuple[str, ...] = ()
    focus: int = -1
    lines: tuple[str, ...] = ()  # said under the title, before any item (how far a calibration has come)


@dataclass(frozen=True)
class TablePicture:
    top: CardFace | None
    facts: tuple[str, ...]  # the colour to match, whose turn and the direction: what V and T say
    penalty: str | None  # what G says while a penalty is pending, drawn as a warning
    seats: tuple[SeatLine, ...]  # every player with their count, in seat order
    hand: tuple[CardFace, ...]
    focus: int  # the focused card, drawn larger and outlined; -1 for an empty hand
    messages: tuple[str, ...]  # the last few said, oldest first


Picture = ListPicture | TablePicture
