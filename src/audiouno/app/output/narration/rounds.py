"""Rounds and results as the player hears them: the deal, the starting card, players out of the round or the
match, and the scores."""

from __future__ import annotations

from dataclasses import replace

from ....engine import PlayerView
from ....engine.events import (
    DealerChosen,
    KnockoutsScored,
    MatchEnded,
    OutOfRound,
    PlayerEliminated,
    RoundEnded,
    RoundStarted,
    StartingCard,
)
from ..voice import Utterance
from .teller import CARD_CUES, Teller


class RoundTeller(Teller):
    """Deals, players out, scores and winners."""

    def round_started(self, event: RoundStarted, view: PlayerView) -> list[Utterance]:
        if self.memory.dealer_highest is not None:  # the draw that chose the dealer, said with the deal in one sentence
            card, self.memory.dealer_highest = self.memory.dealer_highest, None
            dealer = event.dealer
            text = self.words.text(
                "event.dealer_highest",
                who=self.words.who(dealer),
                player=self.names[dealer],
                card=card,
                cards=event.hand_size,
            )
            # The first words of the match: they answer its Enter.
            return [Utterance(text, True, "deal", dealer, kind="table")]
        table = ("table", "table")
        if not event.hand_size:  # arranged hands of different sizes: no "cards each" to say
            return self._by("event.round_started_unequal", event.dealer, "deal", table, number=event.number)
        return self._by("event.round_started", event.dealer, "deal", table, number=event.number, cards=event.hand_size)

    def dealer_chosen(self, event: DealerChosen, view: PlayerView) -> list[Utterance]:
        """Every card drawn is kept in the history, and said on request (`dealer_draws`); the round's start says
        who deals and why in one short sentence."""
        highest = next(card for seat, card in reversed(event.draws) if seat == event.dealer)
        self.memory.dealer_highest = self.words.card(highest)
        return [Utterance(self.words.dealer_draws(event), False, None, None, True, kind="table")]

    def starting_card(self, event: StartingCard, view: PlayerView) -> list[Utterance]:
        self.memory.top = event.card
        if event.returned:
            # Detail, kept in the history: the first card that stays is what the player needs to hear first.
            text = self.words.text("event.starting_card.returned", card=self.words.card(event.card))
            return [Utterance(text, False, None, None, quiet=True, kind="table")]
        text = self.words.text("event.starting_card.shown", card=self.words.card(event.card))
        return [Utterance(text, False, CARD_CUES.get(event.card.rank, "card_number"), None, kind="table")]

    def out_of_round(self, event: OutOfRound, view: PlayerView) -> list[Utterance]:
        said = self._by("event.out_of_round", event.player, "mercy_out", ("results", "results"), count=event.cards)
        if not event.set_aside:
            return said
        aside = self.words.text(
            "event.hand_set_aside", who=self.words.who(event.player), player=self.names[event.player]
        )
        return [replace(said[0], text=self.words.catalogue.sentences(said[0].text, aside))]

    def knockouts_scored(self, event: KnockoutsScored, view: PlayerView) -> list[Utterance]:
        players = self.words.players(event.players)
        text = self.words.text("event.knockouts", count=len(event.players), points=event.points, players=players)
        return [Utterance(text, False, None, None, kind="results")]

    def round_ended(self, event: RoundEnded, view: PlayerView) -> list[Utterance]:
        winner = event.winner
        if event.turn_limit:
            parts = [self.words.text("event.round_turn_limit", count=event.turns)]
        else:
            parts = [self.words.text("event.round_blocked")] if event.blocked else []
        parts.append(self.words.text("event.round_won", who=self.words.who(winner), player=self.names[winner]))
        if view.rules.scoring == "winner_takes":
            parts.append(self.words.text("event.round_score", count=event.round_scores[winner]))
        else:
            added = [self.words.score(seat, points) for seat, points in enumerate(event.round_scores) if points]
            if added:
                parts.append(self.words.text("event.round_added", scores=self.words.listed(added)))
        cue = "round_won" if winner == self.me else "round_lost"
        return [Utterance(self.words.catalogue.sentences(*parts), False, cue, winner, kind="results")]

    def match_ended(self, event: MatchEnded, view: PlayerView) -> list[Utterance]:
        others = [self.names[seat] for seat in event.winners if seat != self.me]
        won = self.me in event.winners
        text = self.words.text(
            "event.match_won", who="you" if won else "other", count=len(others), players=self.words.listed(others)
        )
        best_first = -1 if view.rules.scoring == "winner_takes" else 1
        order = sorted(range(len(event.totals)), key=lambda seat: best_first * event.totals[seat])
        standings = self.words.listed([self.words.score(seat, event.totals[seat]) for seat in order])
        text += " " + self.words.text("event.standings", scores=standings)
        cue = "match_won" if won else "match_lost"
        return [Utterance(text, False, cue, None, kind="results")]

    def player_eliminated(self, event: PlayerEliminated, view: PlayerView) -> list[Utterance]:
        return self._by("event.eliminated", event.player, None, ("results", "results"), points=event.total)
