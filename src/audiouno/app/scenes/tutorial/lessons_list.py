"""The list of lessons, from the main menu: the tutorial first, then the variants, each said with whether it is
done. Enter plays one; back from it, the list says where the player is, with the lesson now marked done."""

from __future__ import annotations

from collections.abc import Callable

from ...files.progress import load_progress
from ...loop import Layer
from ..lists.choice import ChoiceScene, Option
from ..scene import Services
from .script import ALL_LESSONS, Lesson


class LessonsList(ChoiceScene[Lesson]):
    def __init__(self, services: Services, start_lesson: Callable[[Services, Lesson], None]) -> None:
        """`start_lesson` opens a lesson's table (the program hands it down: the list sits below the table)."""
        super().__init__(
            services,
            services.catalogue.text("lessons.title"),
            self._options(services),
            lambda lesson, now: start_lesson(services, lesson),
            on_back=lambda now: self.close(),
            stays=True,
        )

    @staticmethod
    def _options(services: Services) -> list[Option[Lesson]]:
        done = load_progress(services.files).done
        text = services.catalogue.text
        return [
            Option(
                text(
                    "lessons.item",
                    lesson=text(f"lesson.{lesson.name}.title"),
                    done="yes" if lesson.name in done else "no",
                ),
                lesson,
            )
            for lesson in ALL_LESSONS
        ]

    def enter(self, now: float) -> None:
        self.services.tell_file_notices()
        super().enter(now)

    def reveal(self, now: float, closed: Layer) -> None:
        self.options = self._options(self.services)
        self.services.tell_file_notices()
        super().reveal(now, closed)
