"""The items of the lists that set things up (the lobby, the options): each with its words and a value that Left/Right
change; a rule option, the verbosity, the card position and the language, which both lists have."""

from __future__ import annotations

from collections.abc import Callable

from ....engine import BadRule, Edition, OptionSpec
from ....engine.rules import EDITION_DEFAULTS, NumberRange, forced_options
from ....i18n import LANGUAGES, Catalogue
from ...files.match_setup import MatchSetup
from ...files.settings import Settings
from ...files.verbosity import CUSTOM, PROFILES, profile_of
from ...output.rule_words import option_description, option_name, refusal_words, value_words


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
            "lobby.option", name=option_name(self.catalogue, self.spec), value=self.value_words()
        )

    def value_words(self) -> str:
        value, name = self.value, self.spec.name
        edition = self.setup.rules.edition
        if name in forced_options(edition):  # the deck's own rule, which the option's own words may not say
            return self.catalogue.text(f"lobby.forced.{edition.value}.{name}")
        return value_words(self.catalogue, self.spec, value)

    def description(self) -> str:
        # The deck's description is the deck's in play: each option's own words, for the values it takes.
        return option_description(self.catalogue, self.spec, self.setup.rules.edition)

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
