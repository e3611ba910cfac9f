"""The presets and variants (engine/rules.py)."""

from __future__ import annotations

import pytest
from engine_helpers import (
    VARIANTS_OFF,
)

from audiouno.engine import (
    HOUSE,
    MANUAL,
    OFFICIAL,
    OPTIONS,
    BadRule,
    Edition,
    RuleProblem,
    RuleSet,
    apply_variants,
)


class TestPresets:
    """The presets table of RULES.md, and `apply_variants`."""

    def check(self, rules, **expected):
        assert {name: getattr(rules, name) for name in expected} == expected
        assert rules.edition is Edition.CLASSIC and rules.target_score == 500 and rules.round_limit == 0

    def test_official(self):
        self.check(
            OFFICIAL,
            first_player="left",
            draw_penalty_skips_turn=True,
            challenge="official",
            uno_penalty=2,
            scoring="winner_takes",
            stacking="off",
            **VARIANTS_OFF,
        )
        assert RuleSet() == OFFICIAL

    def test_manual(self):
        self.check(
            MANUAL,
            first_player="right",
            draw_penalty_skips_turn=False,
            challenge="off",
            uno_penalty=4,
            scoring="penalty",
            stacking="off",
            **VARIANTS_OFF,
        )

    def test_house(self):
        self.check(
            HOUSE,
            first_player="left",
            draw_penalty_skips_turn=True,
            challenge="official",
            uno_penalty=2,
            scoring="penalty",
            stacking="house",
            **{
                **VARIANTS_OFF,
                "interception": "jump_in",
                "zero_passes_hands": True,
                "slap_on_nine": True,
                "no_wild_finish": True,
            },
        )

    def test_all_variants_with_the_house_flavour(self):
        rules = apply_variants(MANUAL, ["all"])
        self.check(
            rules,
            stacking="house",
            sequences=True,
            interception="jump_in",
            challenge="manual",
            draw_penalty_skips_turn=True,
            zero_passes_hands=True,
            seven_swaps=True,
            buzzer=True,
            slap_on_nine=True,
            no_wild_finish=True,
            wrong_play_penalty=2,
            first_player="right",
            uno_penalty=4,
            scoring="penalty",
        )

    def test_named_variants(self):
        rules = apply_variants(OFFICIAL, ["stacking", "super_interception"])
        assert (rules.stacking, rules.interception) == ("manual", "super")
        assert apply_variants(OFFICIAL, []) == OFFICIAL

    def test_an_unknown_variant_raises_key_error(self):
        with pytest.raises(KeyError, match="no_such_variant"):
            apply_variants(OFFICIAL, ["sequences", "no_such_variant"])


class TestRanges:
    """Each option's values are declared once, on its `OptionSpec`; `RuleSet` refuses anything else, saying why."""

    NUMBERS = tuple(spec for spec in OPTIONS if spec.range is not None)

    @pytest.mark.parametrize("spec", NUMBERS, ids=lambda spec: spec.name)
    def test_the_ends_of_each_range_are_taken(self, spec):
        assert spec.range is not None
        ends = {spec.range.low, spec.range.high} | ({0} if spec.range.zero else set())
        for value in ends:
            assert getattr(RuleSet(**{spec.name: value}), spec.name) == value

    @pytest.mark.parametrize("spec", NUMBERS, ids=lambda spec: spec.name)
    def test_a_value_outside_the_range_is_refused_with_its_reason(self, spec):
        assert spec.range is not None
        outside = [spec.range.low - 1, spec.range.high + 1]
        for value in outside:
            if value == 0 and spec.range.zero:
                continue  # 0 means something there ("off")
            with pytest.raises(BadRule) as refused:
                RuleSet(**{spec.name: value})
            assert (refused.value.reason, refused.value.option, refused.value.value) == (
                RuleProblem.OUT_OF_RANGE, spec.name, value,
            )  # fmt: skip

    def test_the_issues_example_builds_no_game(self):
        for changes in ({"turn_timer_s": 1}, {"target_score": 0}, {"uno_catch_ms": 0}):
            with pytest.raises(BadRule):
                RuleSet(**changes)

    @pytest.mark.parametrize(
        "changes, reason",
        [
            ({"hand_size": True}, RuleProblem.NOT_A_NUMBER),
            ({"hand_size": "7"}, RuleProblem.NOT_A_NUMBER),
            ({"sequences": 1}, RuleProblem.NOT_A_CHOICE),
            ({"stacking": "everything"}, RuleProblem.NOT_A_CHOICE),
            ({"edition": "classic"}, RuleProblem.NOT_A_CHOICE),
            ({"max_hand": 12, "hand_size": 12}, RuleProblem.NOT_ABOVE_HAND),
        ],
    )
    def test_values_of_the_wrong_kind_are_refused(self, changes, reason):
        with pytest.raises(BadRule) as refused:
            RuleSet(**changes)
        assert refused.value.reason is reason
        assert isinstance(refused.value, ValueError)  # callers that catch ValueError still do
