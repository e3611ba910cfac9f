"""Each number option of the lobby runs over the range the rules declare for it (`OptionSpec.range`), by keys: its
ends are said as the lowest and the highest, and nothing else is; a value the other options forbid is refused with
the reason."""

from __future__ import annotations

import re

import pytest
from table_driver import Driver, default_words

from audiouno.app.output.rule_words import number_words, option_name_key
from audiouno.app.scenes.lists.items import OptionItem
from audiouno.app.scenes.lobby.scene import LobbyScene
from audiouno.engine import OPTIONS, OptionSpec

TEXT = default_words().text
NUMBERS = [spec for spec in OPTIONS if spec.range is not None]


def focus(driver: Driver, spec: OptionSpec) -> OptionItem:
    """Down from the top to the option's item."""
    scene = driver.top
    assert isinstance(scene, LobbyScene)
    driver.press("home")
    for _ in range(len(scene.items)):
        driver.press("down")
        item = scene.items[scene.index]
        if isinstance(item, OptionItem) and item.spec is spec:
            return item
    raise AssertionError(f"no item for {spec.name}")


def said_value(driver: Driver, key: str, spec: OptionSpec, value: int) -> str:
    words = number_words(default_words(), spec.range, value)  # type: ignore[arg-type]
    label = TEXT("lobby.option", name=TEXT(option_name_key(spec)), value=words)
    return TEXT(f"lobby.{key}", label=label)


@pytest.mark.parametrize("spec", NUMBERS, ids=lambda spec: spec.name)
def test_the_keys_stop_at_the_ends_of_the_range_and_only_there(driver: Driver, spec: OptionSpec) -> None:
    span = spec.range
    assert span is not None
    item = focus(driver, spec)
    setup = item.setup
    bottom = 0 if span.zero is not None else span.low
    setup.set_option(spec.name, span.low + span.step if span.low + span.step <= span.high else span.low)
    seen = []
    for _ in range(3):  # down to the bottom, and no further
        said = re.sub(r", \d+ of \d+\.$", "", driver.press("left")[0])
        seen.append(getattr(setup.rules, spec.name))
    assert seen[-1] == bottom and said == said_value(driver, "lowest", spec, bottom)
    assert all(spec.problem(value) is None for value in seen)
    setup.set_option(spec.name, span.high - span.step if span.high - span.step >= span.low else span.high)
    for _ in range(2):
        said = re.sub(r", \d+ of \d+\.$", "", driver.press("right")[0])
    assert getattr(setup.rules, spec.name) == span.high and said == said_value(driver, "highest", spec, span.high)


def test_a_hand_size_that_would_reach_the_hand_limit_is_refused_with_the_reason(driver: Driver) -> None:
    hand = next(spec for spec in NUMBERS if spec.name == "hand_size")
    item = focus(driver, hand)
    item.setup.set_option("max_hand", 10)
    item.setup.set_option("hand_size", 9)
    said = driver.press("right")[0]
    reason = TEXT("rule.refused.not_above_hand", name=TEXT("option.max_hand"), value="10", hand=10)
    assert said.startswith(reason) and item.setup.rules.hand_size == 9
    assert TEXT("lobby.highest", label="").strip(", .") not in said  # not called the highest: 15 is
