"""Penalties and races as the player hears them: skips, draw penalties, challenges, UNO caught, the buzzer and
slap races, interceptions and wrong plays, and the turn timer."""

from __future__ import annotations

from dataclasses import replace

from ....engine import PlayerView
from ....engine.events import (
    ChallengeResolved,
    ColourPenaltyPending,
    CreeperRevealed,
    EveryoneSkipped,
    GreyskullStruck,
    InterceptionFailed,
    PenaltyDeflected,
    PenaltyPending,
    PlayerSkipped,
    Reaction,
    ReactionPressed,
    ReactionResolved,
    ReactionStarted,
    RoulettePending,
    TurnTimedOut,
    UnoCaught,
    WrongPlay,
)
from ..voice import Utterance
from .teller import OWN, Kinds, Teller

# By the cards a card adds: the heavier the penalty, the heavier its sound.
_PENALTY_CUES = {1: "draw_one", 2: "draw_two", 4: "draw_four", 5: "draw_five", 6: "draw_six", 10: "draw_ten"}


class PenaltyTeller(Teller):
    """Penalties, challenges, catches and races."""

    def creeper_revealed(self, event: CreeperRevealed, view: PlayerView) -> list[Utterance]:
        return self._by("event.creeper", event.player, "creeper", (None, "penalties"), count=event.count)

    def player_skipped(self, event: PlayerSkipped, view: PlayerView) -> list[Utterance]:
        return self._by("event.skipped", event.player, "skip", (None, "penalties"))

    def penalty_pending(self, event: PenaltyPending, view: PlayerView) -> list[Utterance]:
        size = event.added  # a stacked total is heard apart from a single card
        cue = "stack" if event.total > size > 0 else _PENALTY_CUES.get(size, "draw_two")
        # With stacking, a penalty on another player may be passed on to this one: who it hits is said always.
        kinds: Kinds = (None, None) if view.rules.stacking != "off" else (None, "penalties")
        if self.memory.out_of_turn and event.total > size:  # a card laid out of turn passed the penalty on
            return self._by("event.penalty_moves", event.player, cue, kinds, True, total=event.total)
        return self._by("event.penalty", event.player, cue, kinds, True, total=event.total)

    def colour_penalty_pending(self, event: ColourPenaltyPending, view: PlayerView) -> list[Utterance]:
        colour = event.colour.value
        kinds = (None, "penalties")
        return self._by("event.colour_penalty", event.player, "draw_colour", kinds, answer=True, colour=colour)

    def everyone_skipped(self, event: EveryoneSkipped, view: PlayerView) -> list[Utterance]:
        return self._by("event.everyone_skipped", event.player, "skip_everyone", ("own", "penalties"))

    def challenge_resolved(self, event: ChallengeResolved, view: PlayerView) -> list[Utterance]:
        challenger, challenged = event.challenger, event.challenged
        text = self.words.text(
            "event.challenge",
            who=self.words.who(challenger),
            player=self.names[challenger],
            whom=self.words.who(challenged),
            target=self.names[challenged],
            verdict="guilty" if event.guilty else "innocent",
        )
        if challenger == self.me and event.revealed:
            revealed = self.words.revealed_hand(self.names[challenged], event.revealed)
            self.memory.revealed = Utterance(revealed, False, None, None, kind="own")  # the detail of the player's win
        won = event.guilty if challenged != self.me else not event.guilty
        cue = "challenge_won" if won else "challenge_lost"
        kind = None if self.me in (challenger, challenged) else "penalties"
        return [Utterance(text, challenger == self.me, cue, challenger, kind=kind)]

    def uno_caught(self, event: UnoCaught, view: PlayerView) -> list[Utterance]:
        whom = {"whom": self.words.who(event.target), "target": self.names[event.target]}
        kinds = ("own", None if event.target == self.me else "penalties")
        return self._by("event.caught", event.catcher, "uno_caught", kinds, answer=True, **whom)

    def greyskull_struck(self, event: GreyskullStruck, view: PlayerView) -> list[Utterance]:
        short = "yes" if event.short else "no"
        return self._by("event.greyskull", event.player, "greyskull", OWN, count=event.count, short=short)

    def reaction_started(self, event: ReactionStarted, view: PlayerView) -> list[Utterance]:
        kind = event.kind.value
        racing = self.me in event.players
        text = self.words.text(f"event.reaction.{kind}", who="you" if racing else "other")
        return [Utterance(text, racing, kind, None, kind=None if racing else "races")]

    def reaction_pressed(self, event: ReactionPressed, view: PlayerView) -> list[Utterance]:
        if event.player != self.me:
            return []  # the verdict names the slowest: one line for the race, not one for each player
        return self._by("event.pressed", event.player, "buzz_pressed", (None, None), True, seconds=event.seconds)

    def reaction_resolved(self, event: ReactionResolved, view: PlayerView) -> list[Utterance]:
        kind = "buzzer" if event.kind is Reaction.BUZZER else "slap"
        text = self._reaction_margin(event, kind) or self.words.text(
            f"event.reaction_over.{kind}", players=self.words.players(event.losers)
        )
        cue = "penalty" if self.me in event.losers else "window_closed"
        seat = event.losers[0] if len(event.losers) == 1 else None
        racing = self.me in event.losers or any(racer == self.me for racer, _ in event.times)
        return [Utterance(text, False, cue, seat, kind=None if racing else "races")]

    def _reaction_margin(self, event: ReactionResolved, kind: str) -> str | None:
        """By how much the player won a race they pressed in: "Slowest: Ana, 180 ms after you."

        (A race ends once all but one have pressed, so a player who pressed never loses it.)
        """
        times = {seat: seconds for seat, seconds in event.times if seconds is not None}
        mine = times.get(self.me)
        if mine is None or len(event.losers) != 1:
            return None
        loser = event.losers[0]
        if loser not in times:
            return None
        ms = round((times[loser] - mine) * 1000)
        return self.words.text(f"event.reaction_margin.{kind}_won", player=self.names[loser], ms=ms)

    def interception_failed(self, event: InterceptionFailed, view: PlayerView) -> list[Utterance]:
        seat = event.player
        utterance = self._by(
            "event.interception_failed",
            seat,
            "penalty",
            (None, "penalties"),
            True,
            card=self.words.card(event.card),
            reason=self.words.refusal(event.reason),
        )[0]
        if event.penalty_points:
            points = self.words.text("event.penalty_points", count=event.penalty_points)
            return [replace(utterance, text=self.words.catalogue.sentences(utterance.text, points))]
        return [utterance]

    def wrong_play(self, event: WrongPlay, view: PlayerView) -> list[Utterance]:
        card, reason = self.words.card(event.card), self.words.refusal(event.reason, view)
        kinds = (None, "penalties")
        return self._by("event.wrong_play", event.player, "penalty", kinds, answer=True, card=card, reason=reason)

    def penalty_deflected(self, event: PenaltyDeflected, view: PlayerView) -> list[Utterance]:
        # Another's deflection may send the penalty to the player: said whatever the profile.
        return self._by("event.penalty_deflected", event.by, "stack", OWN, answer=True, total=event.total)

    def turn_timed_out(self, event: TurnTimedOut, view: PlayerView) -> list[Utterance]:
        """Said plainly: the time ran out, what it cost, and that the turn passes (the cards drawn follow)."""
        kinds = (None, "penalties")
        if event.named is not None:  # a Colour Roulette's victim: the colour they hold most of is named for them
            self.memory.named_for = event.player
            return self._by("event.timed_out_named", event.player, "penalty", kinds, colour=event.named.value)
        outcome = "kept" if event.kept else ("drew" if event.drawn else "nothing")
        return self._by("event.timed_out", event.player, "penalty", kinds, outcome=outcome, count=event.drawn)

    def roulette_pending(self, event: RoulettePending, view: PlayerView) -> list[Utterance]:
        """Who spins the roulette: they name a colour, then draw until it comes (the choice and the draw follow)."""
        # A roulette on the player is theirs to answer; on another, the penalty it is.
        return self._by("event.roulette", event.player, None, (None, "penalties"), answer=True)
