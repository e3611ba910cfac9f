"""The lobby's setup as a list of items, each with its words and a value that Left/Right change."""

from __future__ import annotations

from collections.abc import Callable

from ....bots import STRATEGIES
from ....engine import OPTIONS, PRESETS, BadRule, Edition, OptionSpec
from ....engine.rules import EDITION_DEFAULTS, NumberRange, forced_options
from ....i18n import LANGUAGES, Catalogue
from ...files.match_setup import MAX_PLAYERS, MIN_PLAYERS, MatchSetup
from ...files.settings import Settings
from ...files.verbosity import CUSTOM, PROFILES, profile_of
from ...output.rule_words import refusal_words, value_words

_OWN_ITEMS = ("edition", "target_score")  # options with an item of their own, near the top


class Item:
    """One line of the lobby."""

    def __init__(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue
        # What the last change has to say besides the value: why it was refused, or what it turned off.
        self.notes: list[str] = []

    def label(self) -> str:
        raise NotImplementedError

    def description(self) -> str | None:
        return None

    def change(self, step: int) -> bool:
        """Move the value one step; False when it cannot change (it stays as it is)."""
        return False


class StartItem(Item):
    def label(self) -> str:
        return self.catalogue.text("lobby.start")


class PlayersItem(Item):
    def __init__(self, catalogue: Catalogue, setup: MatchSetup, strengths: list[str]) -> None:
        """`strengths`: each seat's strength as last set, kept here for seats that fewer players drop."""
        super().__init__(catalogue)
        self.setup = setup
        self.strengths = strengths

    def label(self) -> str:
        return self.catalogue.text("lobby.players", count=self.setup.players)

    def change(self, step: int) -> bool:
        players = self.setup.players + step
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            return False
        setup = self.setup
        self.strengths[:] = setup.bots + self.strengths[len(setup.bots) :]
        setup.set_players(players)
        remembered = self.strengths[: len(setup.bots)]
        setup.bots[: len(remembered)] = remembered
        return True


class BotItem(Item):
    def __init__(self, catalogue: Catalogue, setup: MatchSetup, seat: int) -> None:
        super().__init__(catalogue)
        self.setup = setup
        self.seat = seat

    def label(self) -> str:
        strength = self.setup.bots[self.seat - 1]
        # A strategy added to the registry without words of its own is called by its name.
        key = f"lobby.strength.{strength}"
        words = self.catalogue.text(key) if self.catalogue.has(key) else strength
        return self.catalogue.text("lobby.bot", name=self.catalogue.text(f"bot.name.{self.seat}"), strength=words)

    def description(self) -> str | None:
        key = f"lobby.strength.{self.setup.bots[self.seat - 1]}.description"
        return self.catalogue.text(key) if self.catalogue.has(key) else None

    def change(self, step: int) -> bool:
        names = list(STRATEGIES)
        index = names.index(self.setup.bots[self.seat - 1])
        self.setup.bots[self.seat - 1] = names[(index + step) % len(names)]
        return True


class PresetItem(Item):
    def __init__(self, catalogue: Catalogue, setup: MatchSetup) -> None:
        super().__init__(catalogue)
        self.setup = setup

    def label(self) -> str:
        key = "lobby.preset_changed" if self.setup.customised else "lobby.preset"
        return self.catalogue.text(key, preset=self.catalogue.text(f"preset.{self.setup.preset}"))

    def description(self) -> str | None:
        return self.catalogue.get(f"preset.{self.setup.preset}.description")

    def change(self, step: int) -> bool:
        names = list(PRESETS)
        turned_off = self.setup.set_preset(names[(names.index(self.setup.preset) + step) % len(names)])
        self.notes = [self.catalogue.text(key) for key in turned_off]
        return True


class OptionItem(Item):
    """One rule option, named and described by the catalogue."""

    def __init__(self, catalogue: Catalogue, setup: MatchSetup, spec: OptionSpec) -> None:
        super().__init__(catalogue)
        self.setup = setup
        self.spec = spec

    @property
    def value(self) -> object:
        """The value the table will play: an option the deck fixes says the deck's."""
        return getattr(self.setup.played_rules, self.spec.name)

    def label(self) -> str:
        return self.catalogue.text(
            "lobby.option", name=self.catalogue.text(self.spec.name_key), value=self.value_words()
        )

    def value_words(self) -> str:
        value, name = self.value, self.spec.name
        edition = self.setup.rules.edition
        if name in forced_options(edition):  # the deck's own rule, which the option's own words may not say
            return self.catalogue.text(f"lobby.forced.{edition.value}.{name}")
        return value_words(self.catalogue, self.spec, value)

    def description(self) -> str:
        # The deck's description is the deck's in play: each option's own words, for the values it takes.
        return self.catalogue.text(self.spec.description_key, edition=self.setup.rules.edition.value)

    def change(self, step: int) -> bool:
        choices, span = self.spec.choices, self.spec.range
        if span is None:
            return self._set(choices[(choices.index(self.value) + step) % len(choices)])
        value = self._next_number(span, step)
        if value is None:
            return False  # at the end of the range
        try:
            return self._set(value)
        except BadRule as refused:  # a value this option takes, but not with the others (a hand size over the limit)
            self.notes = [refusal_words(self.catalogue, refused)]
            return False

    def _next_number(self, span: NumberRange, step: int) -> int | None:
        """One step of the option's range from its value, or None at either end. Off (0, where the option has
        it) sits one step below the lowest; a value between steps (written by hand) goes to the nearest end."""
        current = int(self.value)  # type: ignore[call-overload]
        lowest = self._lowest(span)
        if current == 0 and span.zero is not None:
            return lowest if step > 0 else None
        value = current + step * span.step
        if value < lowest:
            return lowest if current > lowest else (0 if span.zero is not None else None)
        if value > span.high:
            return span.high if current < span.high else None
        return value

    def _set(self, value: object) -> bool:
        changed, reasons = self.setup.set_option(self.spec.name, value)
        self.notes = [self.catalogue.text(key) for key in reasons]
        if changed and isinstance(value, Edition) and value in EDITION_DEFAULTS:
            # What choosing the deck set, which the player may still change: said with its numbers.
            numbers = {name: number for name, number in EDITION_DEFAULTS[value].items() if type(number) is int}
            self.notes.append(self.catalogue.text(f"lobby.edition_defaults.{value.value}", **numbers))
        return changed

    def _lowest(self, span: NumberRange) -> int:
        """The option's lowest value; the mercy limit's is above the hand size too."""
        return max(span.low, self.setup.rules.hand_size + 1) if self.spec.name == "max_hand" else span.low


class VerbosityItem(Item):
    """The verbosity profile: full, brief, essentials, and the player's own (custom) once they have made one."""

    def __init__(self, catalogue: Catalogue, settings: Settings) -> None:
        super().__init__(catalogue)
        self.settings = settings

    def label(self) -> str:
        return self.catalogue.text(
            "lobby.verbosity", value=self.catalogue.text(f"lobby.verbosity.{self.settings.verbosity}")
        )

    def description(self) -> str | None:
        return self.catalogue.text("lobby.verbosity.description")

    def change(self, step: int) -> bool:
        profiles = [*PROFILES]
        if self.settings.verbosity == CUSTOM or profile_of(self.settings.detail) == CUSTOM:
            profiles.append(CUSTOM)  # the levels the player chose, kept while a preset is in use
        index = profiles.index(self.settings.verbosity)
        self.settings.verbosity = profiles[(index + step) % len(profiles)]
        return True


class CardPositionItem(Item):
    def __init__(self, catalogue: Catalogue, settings: Settings) -> None:
        super().__init__(catalogue)
        self.settings = settings

    def label(self) -> str:
        return self.catalogue.text(
            "lobby.card_position", value=self.catalogue.text("lobby.on" if self.settings.card_position else "lobby.off")
        )

    def description(self) -> str | None:
        return self.catalogue.text("lobby.card_position.description")

    def change(self, step: int) -> bool:
        self.settings.card_position = not self.settings.card_position
        return True


class LanguageItem(Item):
    """The game's language, named in its own words; changing it switches the whole game at once."""

    def __init__(self, catalogue: Catalogue, switch: Callable[[str], None]) -> None:
        super().__init__(catalogue)
        self.switch = switch

    def label(self) -> str:
        return self.catalogue.text("lobby.language", name=self.catalogue.text(f"language.{self.catalogue.language}"))

    def description(self) -> str | None:
        return self.catalogue.text("lobby.language.description")

    def change(self, step: int) -> bool:
        index = LANGUAGES.index(self.catalogue.language)
        self.switch(LANGUAGES[(index + step) % len(LANGUAGES)])
        return True


def lobby_items(
    catalogue: Catalogue,
    setup: MatchSetup,
    settings: Settings,
    switch_language: Callable[[str], None],
    strengths: list[str] | None = None,
) -> list[Item]:
    """Start, players, each bot, edition, preset, target score, every other rule option, speech detail, whether
    the hand's arrows say each card's place, and last (End finds it) the language."""
    specs = {spec.name: spec for spec in OPTIONS}
    items: list[Item] = [StartItem(catalogue), PlayersItem(catalogue, setup, [] if strengths is None else strengths)]
    items += [BotItem(catalogue, setup, seat) for seat in range(1, setup.players)]
    items += [OptionItem(catalogue, setup, specs["edition"]), PresetItem(catalogue, setup)]
    items.append(OptionItem(catalogue, setup, specs["target_score"]))
    items += [OptionItem(catalogue, setup, spec) for spec in OPTIONS if spec.name not in _OWN_ITEMS]
    items += [VerbosityItem(catalogue, settings), CardPositionItem(catalogue, settings)]
    items.append(LanguageItem(catalogue, switch_language))
    return items
