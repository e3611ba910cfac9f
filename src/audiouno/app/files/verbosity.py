"""How much the game says of each kind of message: the kinds, the levels each may take, and the three profiles.

A kind's level is "full" (the message as written), "brief" (its `.brief` form, where it has one), "cue" (its sound
alone, the words kept in the history) or "off" (nothing, the words kept in the history). A kind offers only the
levels that are safe for it: nothing the player must act on has a kind at all (their own turn, a race they are in,
a refusal, a penalty on them), so no level can silence it; "off" is left out where a key's own outcome or a result
would go unheard, and "cue" where the messages have no sound of their own.
"""

from __future__ import annotations

from collections.abc import Mapping

FULL, BRIEF, CUE, OFF = "full", "brief", "cue", "off"
CUSTOM = "custom"  # the name of a profile whose levels are the player's own

# Each kind, in the options' order, with the levels it may take.
KINDS: Mapping[str, tuple[str, ...]] = {
    "plays": (FULL, BRIEF, CUE, OFF),  # other players' cards, colours, passes and UNO calls
    "draws": (FULL, BRIEF, CUE, OFF),  # other players' draws
    "turns": (FULL, BRIEF, OFF),  # whose turn it is, when it is another player's (the player's own is always said)
    "penalties": (FULL, BRIEF, CUE, OFF),  # penalties, skips and wrong plays that fall on other players
    "races": (FULL, BRIEF, CUE, OFF),  # chances to react: a race the player is not in, a card left to catch
    "results": (FULL, BRIEF, CUE),  # a round or the match won, the scores, a player out
    "own": (FULL, BRIEF, CUE),  # the confirmation of the player's own moves: the card played, the cards drawn
    "table": (FULL, BRIEF, CUE),  # the deal, the starting card, the direction, a reshuffle, hands passed
    "focus": (FULL, BRIEF, OFF),  # which card has the focus after a play
    "hints": (FULL, BRIEF),  # the hint key's advice (the player asked for it)
}

PROFILES: Mapping[str, Mapping[str, str]] = {
    "full": {kind: FULL for kind in KINDS},
    "brief": {**{kind: BRIEF for kind in KINDS}, "turns": OFF},
    "essentials": {
        **{kind: BRIEF for kind in KINDS},
        "plays": CUE,
        "draws": CUE,
        "turns": OFF,
        "penalties": CUE,
        "focus": OFF,
    },
}
CYCLE = tuple(PROFILES)  # the table's key goes full, brief, essentials, and round again; a custom profile goes to full


def next_profile(profile: str) -> str:
    """The profile after `profile` in the table key's cycle."""
    return CYCLE[(CYCLE.index(profile) + 1) % len(CYCLE)] if profile in CYCLE else CYCLE[0]


def profile_of(levels: Mapping[str, str]) -> str:
    """The name of the profile these levels make: a preset's when they equal it, else custom."""
    return next((name for name, preset in PROFILES.items() if dict(preset) == dict(levels)), CUSTOM)


def read_levels(data: object, rejected: list[str]) -> dict[str, str]:
    """A custom profile's levels from a settings file: each kind a level it may take, else the full profile's
    (its name, "detail.<kind>", goes into `rejected`). A kind the game does not know is left out."""
    levels = dict(PROFILES["full"])
    if not isinstance(data, dict):
        rejected.append("detail")
        return levels
    for kind, level in data.items():
        if kind not in KINDS:
            continue
        if isinstance(level, str) and level in KINDS[kind]:
            levels[kind] = level
        else:
            rejected.append(f"detail.{kind}")
    return levels
