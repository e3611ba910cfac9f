"""The words of the keys that teach: every reason of the hint, every action it can name, what every card of every
edition does under the rules in force, the rules document and the hand's value, in English, Brazilian Portuguese
and Spanish, with nothing missing, nothing left unformatted and nothing said in English in the other two."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from audiouno.app.files.match_setup import MatchSetup
from audiouno.app.files.statistics import Statistics
from audiouno.app.keys.keymap import Keymap, default_keymap, name_bound_keys
from audiouno.app.output.advice_words import action_words, reason_words
from audiouno.app.output.card_rules import explain_card
from audiouno.app.output.rule_words import option_description
from audiouno.app.output.words import Words
from audiouno.app.scenes.lists.items import OptionItem
from audiouno.app.scenes.lists.rules_document import DECK_NOTES, OFFICIAL_RULES, deck_notes, rules_document
from audiouno.bots.advice import Reason, ReasonKind
from audiouno.bots.headless import play_round
from audiouno.bots.registry import make_strategy
from audiouno.engine import (
    BUZZ,
    CALL_UNO,
    CHALLENGE,
    DRAW,
    HOUSE,
    MANUAL,
    OFFICIAL,
    OPTIONS,
    PASS,
    PRESETS,
    SLAP,
    VARIANTS,
    Card,
    CatchUno,
    ChooseColour,
    Colour,
    Edition,
    Game,
    Play,
    PlayerView,
    Rank,
    RuleSet,
    apply_variants,
    hand_points,
    new_deck,
)
from audiouno.engine.events import RoundEnded
from audiouno.i18n import LANGUAGES, Catalogue

NAMES = ["You", "Ana", "Bruno"]


class Heard:
    """A catalogue whose every complaint (a missing message, a formatting error) is kept for the test to see."""

    def __init__(self, language: str) -> None:
        self.catalogue = Catalogue.load(language)
        name_bound_keys(self.catalogue, Keymap.load(default_keymap())[0])  # as the program names the keys
        self.complaints: list[str] = []
        self.catalogue._report = self.complaints.append  # type: ignore[method-assign]


@pytest.fixture(params=LANGUAGES)
def heard(request: pytest.FixtureRequest) -> Iterator[Heard]:
    yield Heard(request.param)


def every_face() -> list[tuple[Edition, Card]]:
    faces: dict[tuple[Edition, str], Card] = {}
    for edition in Edition:
        for card in new_deck(edition, buzzer=edition is not Edition.FLIP):
            for face in (card, card.other):
                if face is not None:
                    faces.setdefault((edition, face.kind), face)
    return [(edition, face) for (edition, _), face in faces.items()]


RULE_MIXES = [
    OFFICIAL,
    MANUAL,
    HOUSE.with_options(seven_swaps=True, advanced_responses=True),
    OFFICIAL.with_options(skip_everyone=True, two_player_reverse="reverse", slap_on_nine=True, challenge="manual"),
]


def test_every_reason_kind_has_words_in_every_language(heard: Heard) -> None:
    words = Words(heard.catalogue, NAMES)
    for kind in ReasonKind:
        for count in (0, 1, 2, 7):
            said = reason_words(words, Reason(kind, seat=1, count=count, colour=Colour.RED))
            assert said.strip() and "{" not in said and "hint-" not in said, (kind, said)
    assert heard.complaints == []


def test_every_action_the_hint_names_has_words(heard: Heard) -> None:
    game = Game(3, OFFICIAL.with_options(seven_swaps=True), seed=1)
    game.start_round(0.0)
    view = PlayerView(game, 0)
    words = Words(heard.catalogue, NAMES)
    actions = [None, Play(view.hand[0]), DRAW, PASS, ChooseColour(Colour.BLUE), CHALLENGE, CALL_UNO, CatchUno(2)]
    actions += [BUZZ, SLAP]
    said = [action_words(words, action, view) for action in actions]
    assert all(line.strip() for line in said) and len(set(said)) == len(said)
    assert heard.complaints == []


@pytest.mark.parametrize("rules", RULE_MIXES, ids=["official", "manual", "house", "options"])
def test_every_card_of_every_edition_is_explained(heard: Heard, rules: RuleSet) -> None:
    words = Words(heard.catalogue, NAMES)
    english = Words(Catalogue.load("en"), NAMES)
    faces = every_face()
    assert {face.rank for _, face in faces} == set(Rank)
    for edition, face in faces:
        for players in (2, 4):
            said = explain_card(words, face, rules.with_options(edition=edition), players)
            name = words.card(face)
            assert said.startswith((name, name[:1].upper() + name[1:])), said  # or its capital: "O 1 azul: …"
            assert "explain-" not in said and "{" not in said
            if heard.catalogue.language != "en":
                assert said != explain_card(english, face, rules.with_options(edition=edition), players)
    assert heard.complaints == []


def test_the_explanations_follow_the_rule_options() -> None:
    words = Words(Catalogue.load("en"), NAMES)
    text = words.catalogue.text
    seven = next(card for card in new_deck(Edition.CLASSIC) if card.kind == "r7")
    draw_two = next(card for card in new_deck(Edition.CLASSIC) if card.kind == "r+2")
    reverse = next(card for card in new_deck(Edition.CLASSIC) if card.kind == "rr")
    assert text("explain.seven_swaps") not in explain_card(words, seven, OFFICIAL, 4)
    assert text("explain.seven_swaps") in explain_card(words, seven, OFFICIAL.with_options(seven_swaps=True), 4)
    assert "loses their turn" in explain_card(words, draw_two, OFFICIAL, 4)
    assert "then plays" in explain_card(words, draw_two, MANUAL, 4)
    stacking = text("explain.stacking", stacking="manual")
    assert stacking in explain_card(words, draw_two, OFFICIAL.with_options(stacking="manual"), 4)
    assert stacking not in explain_card(words, draw_two, OFFICIAL, 4)
    assert text("explain.reverse_two", two="skip") in explain_card(words, reverse, OFFICIAL, 2)
    buzzer = next(card for card in new_deck(Edition.CLASSIC, buzzer=True) if card.rank is Rank.BUZZER)
    wild = next(card for card in new_deck(Edition.CLASSIC) if card.rank is Rank.WILD)
    assert text("explain.no_wild_finish") in explain_card(words, wild, HOUSE, 4)  # a wild may not go out
    assert text("explain.no_wild_finish") not in explain_card(words, buzzer, HOUSE, 4)  # a buzzer card may
    draw_one = next(card for card in new_deck(Edition.FLIP) if card.rank is Rank.DRAW_ONE)
    flip = HOUSE.with_options(edition=Edition.FLIP, zero_passes_hands=False)
    assert "a Wild Draw Two answers a Draw One too" in explain_card(words, draw_one, flip, 4)
    assert "a Draw Four answers a Draw Two too" in explain_card(words, draw_two, HOUSE, 4)
    assert "turns" in explain_card(words, reverse, OFFICIAL, 4) and "two players" not in explain_card(
        words, reverse, OFFICIAL, 4
    )
    # No Mercy's Wild Reverse Draw 4 between two players: its own player draws (the rule sheet).
    reverse_four = next(card for card in new_deck(Edition.NO_MERCY) if card.rank is Rank.WILD_REVERSE_DRAW_FOUR)
    no_mercy = OFFICIAL.with_options(edition=Edition.NO_MERCY)
    own = text("explain.reverse_draw_four_two", two="skip")
    assert own in explain_card(words, reverse_four, no_mercy, 2) and own not in explain_card(
        words, reverse_four, no_mercy, 3
    )
    plain = text("explain.reverse_draw_four_two", two="reverse")
    assert plain in explain_card(words, reverse_four, no_mercy.with_options(two_player_reverse="reverse"), 2)


def some_rule_sets() -> list[RuleSet]:
    """The presets, each variant alone, each edition, and random mixes of options."""
    sets = [*PRESETS.values(), *(apply_variants(OFFICIAL, [name]) for name in VARIANTS)]
    sets += [OFFICIAL.with_options(edition=edition) for edition in Edition]
    rng = random.Random(24)
    for _ in range(20):
        changes = {}
        for spec in OPTIONS:
            if spec.choices and rng.random() < 0.3 and spec.name != "edition":
                changes[spec.name] = rng.choice(spec.choices)
        sets.append(OFFICIAL.with_options(**changes))
    return sets


def changed_from_official(rules: RuleSet, name: str) -> bool:
    return bool(getattr(rules, name) != getattr(OFFICIAL_RULES, name))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_document_holds_every_rule_of_the_match(language: str) -> None:
    heard = Heard(language)
    catalogue = heard.catalogue
    for rules in some_rule_sets():
        document = rules_document(catalogue, rules)
        # How to play, then one section a rule, the deck among them, and after the deck what this game chose for it.
        assert len(document) == 2 + len(OPTIONS)
        assert document[0].heading == catalogue.text("rules.document.basics")
        setup = MatchSetup(rules=rules)
        deck = OptionItem(catalogue, setup, next(spec for spec in OPTIONS if spec.name == "edition")).label()
        assert document[1].heading == deck  # the deck first
        assert document[2] == deck_notes(catalogue, rules.edition)
        notes = [catalogue.text(f"rules.deck_note.{rules.edition.value}.{note}") for note in DECK_NOTES[rules.edition]]
        assert document[2].body == " ".join(notes) and len(notes) >= 2
        changed = [
            spec
            for spec in OPTIONS
            if spec.name != "edition" and getattr(rules, spec.name) != getattr(OFFICIAL_RULES, spec.name)
        ]
        for index, spec in enumerate(changed, 3):  # the rules this match changes next, in order, each marked
            section = document[index]
            assert section.heading == OptionItem(catalogue, setup, spec).label()
            assert option_description(catalogue, spec, rules.edition) in section.body
            was = OptionItem(catalogue, MatchSetup(rules=OFFICIAL_RULES), spec).value_words()
            assert section.body.endswith(catalogue.text("rules.document.changed", value=was))
        headings = [section.heading for section in document]
        assert len(set(headings)) == len(headings)
        for spec in OPTIONS:
            assert OptionItem(catalogue, setup, spec).label() in headings
    assert heard.complaints == []


@pytest.mark.parametrize("scoring", ["winner_takes", "penalty"])
def test_the_hands_value_is_what_the_engine_scores(scoring: str) -> None:
    """At each round's end, the points of each hand as the P key counts them are the points the engine scored."""
    rules = OFFICIAL.with_options(scoring=scoring, target_score=10_000)
    checked = 0
    for seed in range(20):
        game = Game(3, rules, seed=seed)
        game.start_round(0.0)
        bots = [make_strategy("normal", seat, random.Random(seed + seat)) for seat in range(3)]
        play_round(game, bots)
        assert game.log is not None
        (end,) = [event for event in game.log if isinstance(event, RoundEnded)]
        values = [hand_points(PlayerView(game, seat).hand) for seat in range(3)]
        assert list(end.hand_points) == values
        if scoring == "penalty":
            assert list(end.round_scores) == values
        else:
            assert end.round_scores[end.winner] == sum(values) - values[end.winner]
        checked += 1
    assert checked == 20


def test_hints_used_survive_the_statistics_file() -> None:
    stats = Statistics()
    for _ in range(3):
        stats.count("hints_used")
    again = Statistics.from_data(stats.to_data())
    assert again.get("hints_used") == 3
