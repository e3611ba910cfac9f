"""The options: a list like the lobby's, kept in the settings file as soon as a value changes."""

from __future__ import annotations

from ...output.display import set_full_screen
from ..lists.item_list import OPTIONS_COMMANDS, ItemListScene
from ..lists.items import Item
from ..lists.menu import confirm
from ..practice.listening import ListeningCalibration
from .audition import CueAudition
from .items import (
    FULL_SCREEN,
    LISTENER_WPM,
    SCREEN_READER_OUTPUT,
    SOUNDS,
    ActionItem,
    ChoiceItem,
    FlagItem,
    NumberItem,
    option_items,
)
from .keybindings import KeyBindingsScene, reset_keys


class OptionsScene(ItemListScene):
    place = OPTIONS_COMMANDS.place
    commands = OPTIONS_COMMANDS
    title_key = "options.title"
    hint_key = "options.hint"

    def _items(self) -> list[Item]:
        return option_items(self.services.catalogue, self.services.settings, self.switch_language)

    def changed(self, item: Item) -> None:
        voice = self.services.voice
        voice.follow(self.services.settings)
        if isinstance(item, ChoiceItem) and item.key == SCREEN_READER_OUTPUT and voice.braille_missing:
            voice.tell(self.services.catalogue.text("options.screen_reader_output.missing"))
        settings = self.services.settings
        if isinstance(item, FlagItem) and item.key == FULL_SCREEN and not set_full_screen(settings.full_screen):
            settings.full_screen = not settings.full_screen  # the screen said no: the setting says what there is
            self.items = self._items()
            voice.tell(self.services.catalogue.text("view.full_screen_refused"))
        self.services.save_settings()

    def activate(self, now: float) -> None:
        item = self.items[self.index]
        if isinstance(item, NumberItem) and item.key == LISTENER_WPM:
            self.services.voice.cue("menu_select")
            self.services.control.push(ListeningCalibration(self.services))
        elif not isinstance(item, ActionItem):
            description = item.description()
            hint = self.services.catalogue.text("options.change_hint")
            self.services.voice.answer(self.services.catalogue.sentences(description, hint))
        elif item.key == SOUNDS:
            self.services.voice.cue("menu_select")
            self.services.control.push(CueAudition(self.services))
        elif item.key == "options.keys":
            self.services.voice.cue("menu_select")
            self.services.control.push(KeyBindingsScene(self.services))
        else:
            services = self.services
            question = services.catalogue.text("options.reset_question")
            confirm(services, question, lambda now: reset_keys(services), lambda now: None)
