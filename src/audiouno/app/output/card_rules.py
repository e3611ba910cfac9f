"""What a card does under the rules in force, in words: W on the focused card and Shift+W on the top card.

Each kind of card of every edition has its sentence, and the options that change what it does add theirs: the 7
and the 0 rules, the slap on 9, skipping after drawing, stacking and its answers, the challenge, the Skip that
skips everyone, the Reverse between two players, no going out on a wild.
"""

from __future__ import annotations

from ...engine import Card, Edition, Rank, RuleSet
from .words import Words

# Cards that make the next player draw: their message takes $skips.
_DRAWS = {Rank.DRAW_TWO: "explain.draw_two", Rank.DRAW_ONE: "explain.draw_one", Rank.DRAW_FIVE: "explain.draw_five",
          Rank.WILD_DRAW_FOUR: "explain.wild_draw_four", Rank.WILD_DRAW_TWO: "explain.wild_draw_two",
          Rank.DRAW_FOUR: "explain.draw_four", Rank.WILD_DRAW_SIX: "explain.wild_draw_six",
          Rank.WILD_DRAW_TEN: "explain.wild_draw_ten",
          Rank.WILD_REVERSE_DRAW_FOUR: "explain.wild_reverse_draw_four"}  # fmt: skip
# Cards said by one message of their own.
_PLAIN = {Rank.WILD: "explain.wild", Rank.CREEPER: "explain.creeper", Rank.GREYSKULL: "explain.greyskull",
          Rank.BUZZER: "explain.buzzer", Rank.FLIP: "explain.flip", Rank.SKIP_EVERYONE: "explain.skip_all",
          Rank.WILD_DRAW_COLOUR: "explain.wild_draw_colour", Rank.DISCARD_ALL: "explain.discard_all",
          Rank.WILD_COLOUR_ROULETTE: "explain.wild_colour_roulette"}  # fmt: skip
_CHALLENGED = (Rank.WILD_DRAW_FOUR, Rank.WILD_DRAW_TWO, Rank.WILD_DRAW_COLOUR)
_STACKED = (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR, Rank.DRAW_ONE, Rank.WILD_DRAW_TWO, Rank.DRAW_FIVE, Rank.DRAW_FOUR,
            Rank.WILD_REVERSE_DRAW_FOUR, Rank.WILD_DRAW_SIX, Rank.WILD_DRAW_TEN)  # fmt: skip
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
        return " ".join(parts)
    skips = "yes" if rules.draw_penalty_skips_turn else "no"
    if rank is Rank.SKIP:
        parts = [text("explain.skip_all" if rules.skip_everyone else "explain.skip", card=name)]
        if players_in == 2 and not rules.skip_everyone:
            parts.append(text("explain.skip_two"))
    elif rank is Rank.REVERSE:
        parts = [text("explain.reverse", card=name)]
        if players_in == 2:
            parts.append(text("explain.reverse_two", two=rules.two_player_reverse))
    elif rank in _DRAWS:
        parts = [text(_DRAWS[rank], card=name, skips=skips)]
    else:
        parts = [text(_PLAIN.get(rank, f"explain.{rank.value}"), card=name)]
    if rank in _CHALLENGED and rules.challenge != "off":
        parts.append(text("explain.challenge", challenge=rules.challenge))
    if rank in _STACKED and rules.stacking != "off":
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
    return " ".join(parts)
