"""The match the lobby sets up: how many players, each bot's strength, and the rules; and how it is written down."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, fields, replace
from typing import Any

from ...bots import STRATEGIES
from ...engine import FEWEST_PLAYERS, MOST_PLAYERS, OPTIONS, PRESETS, Edition, RuleSet
from ...engine.rules import EDITION_DEFAULTS, REFUSED, forced_options, refused_options, without_refused
from .schema import unknown_fields

DEFAULT_PLAYERS = 4
DEFAULT_PRESET = "official"


def default_strength() -> str:
    return "normal" if "normal" in STRATEGIES else next(iter(STRATEGIES))


@functools.lru_cache(maxsize=64)
def _played(rules: RuleSet) -> RuleSet:
    """`rules` with the options their deck fixes set its way: kept, as the lobby asks it of every item it draws, and
    each new rule set checks each of its options."""
    return rules.with_options(**forced_options(rules.edition))


@dataclass
class MatchSetup:
    """The human sits at seat 0; `bots[i]` names the strategy of seat i + 1."""

    bots: list[str] = field(default_factory=lambda: [default_strength()] * (DEFAULT_PLAYERS - 1))
    preset: str = DEFAULT_PRESET
    rules: RuleSet = field(default_factory=lambda: PRESETS[DEFAULT_PRESET])
    stand_in: str | None = None  # a bot of this strength plays the player's seat (`audio-uno play --watch`)
    # What another version wrote in the setup, and in its rules, that this one does not know: written back as it was.
    unknown: dict[str, object] = field(default_factory=dict, repr=False, compare=False)
    unknown_rules: dict[str, object] = field(default_factory=dict, repr=False, compare=False)

    @property
    def players(self) -> int:
        return len(self.bots) + 1

    def set_players(self, players: int) -> None:
        players = min(MOST_PLAYERS, max(FEWEST_PLAYERS, players))
        self.bots = (self.bots + [default_strength()] * players)[: players - 1]

    def set_preset(self, preset: str) -> tuple[str, ...]:
        """Take the preset's rules, keeping the deck, the target score and the window lengths, which no preset
        is about; the options the deck cannot be played with stay off. Returns the reasons (message keys) of
        those it turned off."""
        self.preset = preset
        rules = self._preset_rules()
        self.rules = without_refused(rules)
        return _reasons(rules)

    def _preset_rules(self) -> RuleSet:
        """The preset's rules with what no preset is about kept, and the deck's own defaults (No Mercy's hand
        limit, say) under them."""
        kept = {name: getattr(self.rules, name) for name in _KEPT_BY_PRESETS}
        own = {name: value for name, value in _edition_defaults(self.rules.edition).items() if name not in kept}
        return replace(PRESETS[self.preset], **own, **kept)

    @property
    def customised(self) -> bool:
        """Whether an option differs from the preset's (deck, target score and window lengths aside, and the
        options the deck refuses)."""
        return without_refused(self._preset_rules()) != self.rules

    def set_option(self, name: str, value: object) -> tuple[bool, tuple[str, ...]]:
        """Change one option. An option the deck cannot be played with, or plays its own way, is refused (False,
        and why); a deck that cannot be played with options already on turns them off (True, and why: message
        keys). Choosing a deck sets its own defaults, and leaving it puts the preset's back."""
        edition = self.rules.edition
        if name in forced_options(edition):
            return False, (forced_reason(edition, name),)
        if name == "edition" and isinstance(value, Edition):
            rules = self._with_edition(value)
        else:
            rules = self.rules.with_options(**{name: value})
        reasons = _reasons(rules)
        if name in refused_options(rules):
            return False, (f"refused.{REFUSED[rules.edition][name]}",)
        self.rules = without_refused(rules)
        return True, reasons

    def _with_edition(self, edition: Edition) -> RuleSet:
        preset = PRESETS[self.preset]
        left = {name: getattr(preset, name) for name in _edition_defaults(self.rules.edition)}
        return self.rules.with_options(**{**left, "edition": edition, **_edition_defaults(edition)})

    @property
    def played_rules(self) -> RuleSet:
        """The rules as the table will play them: the options the deck fixes set its way."""
        return _played(self.rules)

    def copy(self) -> MatchSetup:
        return MatchSetup(
            list(self.bots), self.preset, self.rules, self.stand_in, dict(self.unknown), dict(self.unknown_rules)
        )

    # ------------------------------------------------------------ as plain data, for the player's files

    def to_data(self) -> dict[str, object]:
        rules = {**self.unknown_rules, **rules_to_data(self.rules)}
        data: dict[str, object] = {**self.unknown, "bots": list(self.bots), "preset": self.preset, "rules": rules}
        if self.stand_in is not None:
            data["stand_in"] = self.stand_in
        return data

    @classmethod
    def from_data(cls, data: object, rejected: list[str] | None = None) -> MatchSetup:
        """The setup written by `to_data`. `rejected` None: `ValueError` if anything in it is not a valid setup
        (a saved match, whose every value is needed); else each wrong part keeps its default and is named there
        (the settings' last setup, of which one bad option costs only that option)."""
        problems: list[str] = []
        setup = cls()
        if not isinstance(data, dict):
            problems.append("setup")
            data = {}
        bots, preset, stand_in = data.get("bots", setup.bots), data.get("preset", setup.preset), data.get("stand_in")
        if (
            isinstance(bots, list)
            and all(isinstance(bot, str) and bot in STRATEGIES for bot in bots)
            and FEWEST_PLAYERS <= len(bots) + 1 <= MOST_PLAYERS
        ):
            setup.bots = list(bots)
        else:
            problems.append("setup.bots")
        if isinstance(preset, str) and preset in PRESETS:
            setup.preset = preset
        else:
            problems.append("setup.preset")
        if stand_in is None or (isinstance(stand_in, str) and stand_in in STRATEGIES):
            setup.stand_in = stand_in
        else:
            problems.append("setup.stand_in")
        if "rules" in data:
            setup.rules = rules_from_data(data["rules"], problems)
            if isinstance(data["rules"], dict):
                setup.unknown_rules = unknown_fields(data["rules"], (spec.name for spec in OPTIONS))
        setup.unknown = unknown_fields(data, ("bots", "preset", "rules", "stand_in"))
        if problems and rejected is None:
            raise ValueError(f"not a setup: {', '.join(problems)}")
        if rejected is not None:
            rejected += problems
        return setup


def forced_reason(edition: Edition, name: str) -> str:
    """Why the deck plays option `name` its own way: a message key."""
    return f"forced.{edition.value}.{name}"


def _edition_defaults(edition: Edition) -> dict[str, Any]:
    return dict(EDITION_DEFAULTS.get(edition, {}))


def _reasons(rules: RuleSet) -> tuple[str, ...]:
    """Why each option switched on in `rules` cannot be played with its deck: message keys."""
    return tuple(f"refused.{REFUSED[rules.edition][name]}" for name in refused_options(rules))


_KEPT_BY_PRESETS = ("edition", "target_score", *(f.name for f in fields(RuleSet) if f.name.endswith("_ms")))
WINDOW_OPTIONS = tuple(f.name for f in fields(RuleSet) if f.name.endswith("_ms"))


def rules_to_data(rules: RuleSet) -> dict[str, object]:
    return {spec.name: _plain(getattr(rules, spec.name)) for spec in OPTIONS}


def _plain(value: object) -> object:
    return value.value if isinstance(value, Edition) else value


def rules_from_data(data: object, rejected: list[str] | None = None) -> RuleSet:
    """Rules written by `rules_to_data`: an option left out keeps its default. A wrong value is a `ValueError`,
    or, given `rejected`, keeps its default and is named there."""
    if not isinstance(data, dict):
        if rejected is None:
            raise ValueError("rules are a table")
        rejected.append("setup.rules")
        return RuleSet()
    changes: dict[str, object] = {}
    for spec in OPTIONS:
        if spec.name not in data:
            continue
        value = data[spec.name]
        if spec.choices:
            by_plain = {_plain(choice): choice for choice in spec.choices}
            if isinstance(value, (str, bool)) and value in by_plain and type(value) is type(_plain(spec.choices[0])):
                changes[spec.name] = by_plain[value]
                continue
        elif spec.problem(value) is None:  # a whole number in the option's range: a hand size of 2 costs only itself
            changes[spec.name] = value
            continue
        if rejected is None:
            raise ValueError(f"{spec.name}: {value!r}")
        rejected.append(f"setup.rules.{spec.name}")
    try:
        rules = RuleSet().with_options(**changes)
        refused = refused_options(rules)
        if refused:  # each valid, but not with this deck (a file written by hand, or by another version)
            if rejected is None:
                raise ValueError(f"not with the {rules.edition.value} deck: {', '.join(refused)}")
            rejected += [f"setup.rules.{name}" for name in refused]
        return without_refused(rules)
    except ValueError:  # options that each are valid but not together
        if rejected is None:
            raise
        rejected.append("setup.rules")
        return RuleSet()
