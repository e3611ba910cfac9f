"""The player's rating in words: after a match ("Your rating: 1,340, up 12.") and in the statistics."""

from __future__ import annotations

from ...i18n import Catalogue
from ..files.rating_record import RatingRecord


def after_match(catalogue: Catalogue, record: RatingRecord) -> str:
    change = record.change
    direction = "up" if change > 0 else "down" if change < 0 else "same"
    return catalogue.text("rating.after_match", rating=record.shown, change=abs(change), direction=direction)


def in_the_statistics(catalogue: Catalogue, record: RatingRecord) -> str | None:
    """The rating, after how many matches, and the highest it reached; None before the first rated match."""
    if not record.history:
        return None
    return catalogue.text("stats.rating", rating=record.shown, matches=len(record.history), highest=max(record.history))
