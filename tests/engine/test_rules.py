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
    Edition,
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
