"""The items of the options list: each names a setting and its value, Left/Right change it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ....engine import OPTIONS
from ....i18n import Catalogue
from ...files.match_setup import WINDOW_OPTIONS
from ...files.settings import ROUND_HANDS, SCREEN_READER_OUTPUTS, SORTS, THEMES, Settings
from ...files.verbosity import KINDS
from ...output.speech.chain import CHOICES as SPEECH_CHOICES
from ..lists.items import Item, LanguageItem, OptionItem, VerbosityItem


class ChoiceItem(Item):
    """A setting with a few named values, each with words `<key>.<value>`."""

    def __init__(
        self, catalogue: Catalogue, key: str, values: Sequence[str], get: Callable[[], str], put: Callable[[str], None]
    ) -> None:
        super().__init__(catalogue)
        self.key, self.values, self._get, self._put = key, tuple(values), get, put

    def label(self) -> str:
        return self.catalogue.text(self.key, value=self.catalogue.text(f"{self.key}.{self._get()}"))

    def description(self) -> str | None:
        return self.catalogue.get(f"{self.key}.description")

    def change(self, step: int) -> bool:
        self._put(self.values[(self.values.index(self._get()) + step) % len(self.values)])
        return True


class NumberItem(Item):
    """A setting moved by a step function that returns the new value (it stays at either end)."""

    def __init__(
        self, catalogue: Catalogue, key: str, get: Callable[[], float], step: Callable[[int], float], scale: float
    ) -> None:
        super().__init__(catalogue)
        self.key, self._get, self._step, self._scale = key, get, step, scale

    def label(self) -> str:
        return self.catalogue.text(self.key, value=self._get() * self._scale)

    def description(self) -> str | None:
        return self.catalogue.get(f"{self.key}.description")

    def change(self, step: int) -> bool:
        before = self._get()
        return self._step(step) != before


class FlagItem(Item):
    """A setting that is on or off; Left and Right both turn it over."""

    def __init__(self, catalogue: Catalogue, key: str, get: Callable[[], bool], put: Callable[[bool], None]) -> None:
        super().__init__(catalogue)
        self.key, self._get, self._put = key, get, put

    def label(self) -> str:
        return self.catalogue.text(self.key, value=self.catalogue.text("lobby.on" if self._get() else "lobby.off"))

    def description(self) -> str | None:
        return self.catalogue.get(f"{self.key}.description")

    def change(self, step: int) -> bool:
        self._put(not self._get())
        return True


class ActionItem(Item):
    """An item Enter acts on (Left/Right do nothing)."""

    def __init__(self, catalogue: Catalogue, key: str) -> None:
        super().__init__(catalogue)
        self.key = key

    def label(self) -> str:
        return self.catalogue.text(self.key)

    def description(self) -> str | None:
        return self.catalogue.get(f"{self.key}.description")


class LevelItem(Item):
    """How much one kind of message says (files/verbosity.py); a change makes the profile the player's own."""

    def __init__(self, catalogue: Catalogue, settings: Settings, kind: str) -> None:
        super().__init__(catalogue)
        self.settings, self.kind = settings, kind

    def label(self) -> str:
        level = self.settings.levels()[self.kind]
        return self.catalogue.text(
            "options.detail",
            kind=self.catalogue.text(f"options.detail.{self.kind}"),
            level=self.catalogue.text(f"options.level.{level}"),
        )

    def description(self) -> str | None:
        return self.catalogue.text(f"options.detail.{self.kind}.description")

    def change(self, step: int) -> bool:
        levels = KINDS[self.kind]
        level = self.settings.levels()[self.kind]
        self.settings.set_level(self.kind, levels[(levels.index(level) + step) % len(levels)])
        profile = self.catalogue.text(f"lobby.verbosity.{self.settings.verbosity}")
        self.notes = [self.catalogue.text("options.detail.profile", profile=profile)]
        return True


LISTENER_WPM = "options.listener_wpm"  # Enter on it measures the rate (practice/listening.py)
FULL_SCREEN = "options.full_screen"  # its change switches the window at once
SCREEN_READER_OUTPUT = "options.screen_reader_output"
SOUNDS = "options.sounds"  # Enter lists every cue to hear (audition.py)


def _set(settings: Settings, name: str) -> Callable[[Any], None]:
    return lambda value: setattr(settings, name, value)


def option_items(catalogue: Catalogue, settings: Settings, switch_language: Callable[[str], None]) -> list[Item]:
    """Speech, detail, bots' pace, the listener's rate, braille and its reading rate, the window lengths, sound,
    how the window looks, hand order, the language, and the keys."""
    specs = {spec.name: spec for spec in OPTIONS}
    items: list[Item] = [
        ChoiceItem(catalogue, "options.speech", SPEECH_CHOICES, lambda: settings.speech, _set(settings, "speech")),
        VerbosityItem(catalogue, settings),
        *(LevelItem(catalogue, settings, kind) for kind in KINDS),
        NumberItem(catalogue, "options.pace", lambda: settings.bot_pace, settings.change_pace, 1),
        NumberItem(catalogue, LISTENER_WPM, lambda: settings.listener_wpm, settings.change_listener_wpm, 1),
        ChoiceItem(
            catalogue,
            SCREEN_READER_OUTPUT,
            SCREEN_READER_OUTPUTS,
            lambda: settings.screen_reader_output,
            _set(settings, "screen_reader_output"),
        ),
        NumberItem(catalogue, "options.braille_wpm", lambda: settings.braille_wpm, settings.change_braille_wpm, 1),
    ]
    items += [OptionItem(catalogue, settings.setup, specs[name]) for name in WINDOW_OPTIONS]
    items += [
        NumberItem(catalogue, "options.volume", lambda: settings.cue_volume, settings.change_volume, 100),
        NumberItem(catalogue, "options.race_volume", lambda: settings.race_volume, settings.change_race_volume, 100),
        FlagItem(
            catalogue, "options.mute_unfocused", lambda: settings.mute_unfocused, _set(settings, "mute_unfocused")
        ),
        NumberItem(catalogue, "options.width", lambda: settings.stereo_width, settings.change_width, 100),
        ActionItem(catalogue, SOUNDS),
        ChoiceItem(catalogue, "options.theme", THEMES, lambda: settings.theme, _set(settings, "theme")),
        NumberItem(catalogue, "options.text_scale", lambda: settings.text_scale, settings.change_text_scale, 100),
        FlagItem(catalogue, FULL_SCREEN, lambda: settings.full_screen, lambda on: setattr(settings, "full_screen", on)),
        ChoiceItem(catalogue, "options.sort", SORTS, lambda: settings.hand_sort, _set(settings, "hand_sort")),
        ChoiceItem(
            catalogue,
            "options.timer_warning",
            ("off", "on"),
            lambda: "on" if settings.timer_warning else "off",
            lambda value: setattr(settings, "timer_warning", value == "on"),
        ),
        FlagItem(catalogue, "options.hints", lambda: settings.hints, _set(settings, "hints")),
        ChoiceItem(
            catalogue, "options.round_hands", ROUND_HANDS, lambda: settings.round_hands, _set(settings, "round_hands")
        ),
        FlagItem(catalogue, "options.expert_hints", lambda: settings.expert_hints, _set(settings, "expert_hints")),
        LanguageItem(catalogue, switch_language),
        ActionItem(catalogue, "options.keys"),
        ActionItem(catalogue, "options.reset_keys"),
    ]
    return items
