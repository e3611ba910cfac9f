"""The rules engine: pure game logic with no pygame, speech, sound, clock or global randomness.

The public API for bots and the app is re-exported here.
"""

from .actions import (
    BUZZ,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    PASS,
    SLAP,
    Action,
    Buzz,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColour,
    Draw,
    Pass,
    Play,
    PlaySame,
    Slap,
    SwapWith,
)
from .cards import Card, Colour, Edition, Rank, new_deck
from .errors import BadRule, IllegalAction, Refusal, RuleProblem
from .events import FEWEST_PLAYERS, MOST_PLAYERS
from .game import Game, Phase
from .rules import HOUSE, MANUAL, OFFICIAL, OPTIONS, PRESETS, VARIANTS, OptionSpec, RuleSet, apply_variants
from .scoring import hand_points
from .view import PlayerView, redact

__all__ = [
    "BUZZ",
    "CALL_UNO",
    "CHALLENGE",
    "DRAW",
    "FEWEST_PLAYERS",
    "HOUSE",
    "MANUAL",
    "MOST_PLAYERS",
    "OFFICIAL",
    "OPTIONS",
    "PASS",
    "PRESETS",
    "SLAP",
    "VARIANTS",
    "Action",
    "BadRule",
    "Buzz",
    "CallUno",
    "Card",
    "CatchUno",
    "Challenge",
    "ChooseColour",
    "Colour",
    "Draw",
    "Edition",
    "Game",
    "IllegalAction",
    "OptionSpec",
    "Pass",
    "Phase",
    "Play",
    "PlaySame",
    "PlayerView",
    "Rank",
    "Refusal",
    "RuleProblem",
    "RuleSet",
    "Slap",
    "SwapWith",
    "apply_variants",
    "hand_points",
    "new_deck",
    "redact",
]
