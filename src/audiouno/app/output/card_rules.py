"""What a card does under the rules in force, in words: W on the focused card and Shift+W on the top card.

Each kind of card of every edition has its sentence, and the options that change what it does add theirs: the 7
and the 0 rules, the slap on 9, skipping after drawing, stacking and its answers, the challenge, the Skip that
skips everyone, the Reverse and the Wild Reverse Draw 4 between two players, no going out on a wild.
"""

from __future__ import annotations

from ...engine import Card, Edition, Rank, RuleSet
from ...engine.cards import PENALTY_SIZE
from .words import Words

# Each card is said by `explain.<rank>`, the cards that make the next player draw (the engine's PENALTY_SIZE) with
# $skips, and those same cards stack where stacking is on; Skip Everyone is said as a Skip that skips everyone.
_SAID_AS = {Rank.SKIP_EVERYONE: "explain.skip_all"}
_CHALLENGED = (Rank.WILD_DRAW_FOUR, Rank.WILD_DRAW_TWO, Rank.WILD_DRAW_COLOUR)
# Mixed stacking: which pairs answer each other (engine.legality), said as the `stacking` argument.
_MIXED = {Rank.DRAW_TWO: "house", Rank.WILD_DRAW_FOUR: "house", Rank.DRAW_ONE: "house_flip",
          Rank.WILD_DRAW_TWO: "house_flip"}  # fmt: skip


def explain_card(words: Words, card: Card, rules: RuleSet, players_in: int) -> str:
    """The card's name, what it does, and what this match's options add: "Creeper: a wild; ..."."""
    text, rank, name = words.text, card.rank, words.card(card)
    if card.number is not None:
        parts = [text("explain.number", card=name, points=card.points)]
        if rank is Rank.SEVEN and rules.seven_swaps:
            parts.append(text("explain.seven_swaps"))
        if rank is Rank.ZERO and rules.zero_passes_hands:
            parts.append(text("explain.zero_passes"))
        if rank is Rank.NINE and rules.slap_on_nine:
            parts.append(text("explain.slap"))
        return words.catalogue.sentences(*parts)
    skips = "yes" if rules.draw_penalty_skips_turn else "no"
    if rank is Rank.SKIP:
        parts = [text("explain.skip_all" if rules.skip_everyone else "explain.skip", card=name)]
        if players_in == 2 and not rules.skip_everyone:
            parts.append(text("explain.skip_two"))
    elif rank is Rank.REVERSE:
        parts = [text("explain.reverse", card=name)]
        if players_in == 2:
            parts.append(text("explain.reverse_two", two=rules.two_player_reverse))
    elif rank in PENALTY_SIZE:
        parts = [text(f"explain.{rank.value}", card=name, skips=skips)]
        if rank is Rank.WILD_REVERSE_DRAW_FOUR and players_in == 2:  # its reverse between two: the draw's own
            parts.append(text("explain.reverse_draw_four_two", two=rules.two_player_reverse))
    else:
        parts = [text(_SAID_AS.get(rank, f"explain.{rank.value}"), card=name)]
    if rank in _CHALLENGED and rules.challenge != "off":
        parts.append(text("explain.challenge", challenge=rules.challenge))
    if rank in PENALTY_SIZE and rules.stacking != "off":
        if rules.edition is Edition.NO_MERCY:
            mixed = "no_mercy"  # any draw card on one of equal or higher value
        else:
            mixed = _MIXED.get(rank, "manual") if rules.stacking == "house" else "manual"
        parts.append(text("explain.stacking", stacking=mixed))
        if rules.advanced_responses:
            parts.append(text("explain.advanced"))
    if card.is_wild and rules.no_wild_finish:
        parts.append(text("explain.no_wild_finish"))
    parts.append(text("explain.points", points=card.points))
    return words.catalogue.sentences(*parts)
