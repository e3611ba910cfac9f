"""The lobby's own items: Start, the number of players, each bot's strength and the preset, and the lobby's list
in its order."""

from __future__ import annotations

from collections.abc import Callable

from ....bots import STRATEGIES
from ....engine import FEWEST_PLAYERS, MOST_PLAYERS, OPTIONS, PRESETS
from ....i18n import Catalogue
from ...files.match_setup import MatchSetup
from ...files.settings import Settings
from ..lists.items import CardPositionItem, Item, LanguageItem, OptionItem, VerbosityItem

_OWN_ITEMS = ("edition", "target_score")  # options with an item of their own, near the top


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
        if not FEWEST_PLAYERS <= players <= MOST_PLAYERS:
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
