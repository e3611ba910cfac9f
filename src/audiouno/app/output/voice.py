"""Everything the player hears goes through here: speech, the cue placed at the speaker's seat, the history.

Only the answer to the player's own key press cuts off what is being said, and only its first words: the rest of
that answer, and everything the game says by itself (other players' actions, "Your turn", results), queues in
order. The voice also knows when the game's own news will have been heard, so that the game waits for the words:
a line the player cut off with a key counts as heard, and answers to the player's keys (the hand read, the history,
the top card) never hold the game up, though news said after them queues behind them.

Each line has a clock of its own (`line_clock`): over when the speech engine says so where it can (Speech
Dispatcher, the built-in speech, NVDA's SSML), else by the estimate. The lines the engine timed go into the trace
beside the estimate, and teach the voice the player's real rate (`learned_rate`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from ..clock import Clock
from ..files.hearing import DEFAULT_BRAILLE_WPM, DEFAULT_LISTENER_WPM, HearingSettings
from ..files.verbosity import BRIEF, CUE, FULL, OFF
from .history import MessageHistory
from .learned_rate import LearnedRate
from .line_clock import LineClock, Lines
from .sound import CuePlayer, seat_pan
from .speech import Speaker, braille, can_braille, reports_ends, speak_line, use_language
from .trace import Trace

MIN_LINE = 0.3  # seconds: even one word takes a moment to be heard


@dataclass(frozen=True)
class Utterance:
    """One thing the player hears: words, a cue at a seat's place, or both."""

    text: str
    interrupt: bool  # the outcome of the player's own key: it may cut off older speech (the Voice decides)
    cue: str | None  # a name from audiouno.app.output.sound.CUES, or None
    seat: int | None  # whose place in the stereo field; None = centre
    quiet: bool = False  # detail kept in the history for reading on request, not said
    # Which kind of message this is (files/verbosity.KINDS), whose level the player sets; None: one the player must
    # hear (their own turn, a race they are in, a penalty on them), said whatever the profile.
    kind: str | None = None
    said_as: str | None = None  # the words said, where the profile shortens them (the history keeps `text`)


def speaking_time(text: str, words_per_minute: float = DEFAULT_LISTENER_WPM) -> float:
    """An estimate of the seconds it takes to speak `text`."""
    return max(MIN_LINE, len(text.split()) * 60 / words_per_minute)


class Voice:
    def __init__(self, speaker: Speaker, cues: CuePlayer, clock: Clock, trace: Trace | None = None) -> None:
        self.speaker = speaker
        self.cues = cues
        self.history = MessageHistory()
        self._clock = clock
        self._trace = trace
        self._players = 0  # 0: not at a table, every cue in the centre
        self._me = 0
        self.stereo_width = 1.0  # how far cues spread from the centre towards each player's seat
        # Where the speaker does not say when a line ends, speech is taken to go at the player's rate
        # (settings.listener_wpm, set in the options, measured by the listening calibration, or learned from the
        # engine's own timings where it gave them): by default a screen reader a little faster than conversation.
        self.words_per_minute: float = DEFAULT_LISTENER_WPM
        # What a screen reader gets (settings.screen_reader_output): "speech_and_braille", "speech" or "braille".
        # The braille display shows each line in its brief form (`shorten`: the catalogue's; a brief level speaks it
        # too), since a display holds 40 cells or fewer; in braille only, the game waits for a line to be read at
        # `braille_wpm` (a braille reader's own rate, set in the options), as no speech tells when it is over.
        self.screen_reader_output = "speech_and_braille"
        self.shorten: Callable[[str], str] = lambda text: text
        self.braille_wpm: float = DEFAULT_BRAILLE_WPM
        # Each kind of message's level, asked afresh for each line (settings.levels, which the options, the lobby
        # and the table's key change); a kind left out is said in full.
        self.levels: Callable[[], Mapping[str, str]] = dict
        self._answering = False  # a key press is being answered and none of its words were said yet
        self._heard_at = 0.0  # app time when everything said so far (answers too) will have been heard, by the estimate
        self._lines = Lines()
        self._learned = LearnedRate()
        # Called, from the speech engine's thread, when a line's end is told: the loop may be asleep (`Program`).
        self.wake: Callable[[], None] | None = None
        # Told the rate learned from the engine's timings, for the settings to keep (`Program`).
        self.rate_learned: Callable[[float], None] | None = None

    def use_language(self, language: str) -> bool | None:
        """Ask the speaker for a voice in `language` (a BCP 47 tag): True if it took one, False if it has voices
        but none for it, None if it keeps its own voice (a screen reader, a log)."""
        return use_language(self.speaker, language)

    def follow(self, settings: HearingSettings) -> None:
        """Take the player's settings for sound, speech pace and braille."""
        self.cues.set_volume(settings.cue_volume)
        self.cues.set_race_volume(settings.race_volume)
        self.cues.set_mute_unfocused(settings.mute_unfocused)
        self.stereo_width = settings.stereo_width
        self.words_per_minute = settings.listener_wpm
        self.screen_reader_output = settings.screen_reader_output
        self.braille_wpm = settings.braille_wpm
        self.levels = settings.levels

    def focus_changed(self, focused: bool) -> None:
        """The window gained or lost the keyboard: the cues mute while it is away, if the player asked so."""
        if self._trace is not None:
            self._trace.focus(focused)
        self.cues.set_focused(focused)

    def races_heard(self, settings: HearingSettings) -> bool:
        """Whether a race's sound reaches the player: a device someone hears, the cue and race volumes above zero,
        and no muting while another window has the keyboard. Otherwise a race runs from the end of its words."""
        cues = self.cues
        audible = settings.cue_volume > 0 and settings.race_volume > 0
        return cues.available and cues.reaches_ear and audible and not cues.muted

    @property
    def unsignalled(self) -> bool:
        """The speaker never says when it has finished (a screen reader): the game waits by the listener's rate."""
        return not reports_ends(self.speaker)

    @property
    def brailling(self) -> bool:
        """The screen reader has a braille display and the player wants lines on it."""
        return self.screen_reader_output != "speech" and can_braille(self.speaker)

    @property
    def braille_only(self) -> bool:
        """Braille and no speech: the player chose braille only and the screen reader has a display. Without one,
        speech goes on (`braille_missing`)."""
        return self.screen_reader_output == "braille" and can_braille(self.speaker)

    @property
    def braille_missing(self) -> bool:
        """Braille only was chosen, but this speaker reaches no braille display: it speaks instead."""
        return self.screen_reader_output == "braille" and not can_braille(self.speaker)

    def seat_at(self, players: int, me: int) -> None:
        """Where the player sits, so that cues come from each speaker's place at the table."""
        self._players, self._me = players, me

    def leave_table(self) -> None:
        self._players = 0

    # ------------------------------------------------------------ who may cut off whom

    def key_pressed(self) -> None:
        """The player pressed a key: the first words of its answer may cut off older speech."""
        self._answering = True

    def key_answered(self) -> None:
        self._answering = False

    # ------------------------------------------------------------ saying things

    def say(self, utterance: Utterance) -> None:
        """The game's news: the cue first (it starts at once), then the words, which go into the history.

        The words interrupt only when they answer the key being pressed (the player's own play) and are the first
        words of that answer. The game waits until they are heard (`news_heard_at`)."""
        self._say(utterance, news=True)

    def answer(self, text: str, cue: str | None = None, kind: str | None = None) -> None:
        """A reply to the player's question: it cuts off whatever was being said, if it is the reply's first.
        The game does not wait for it. `kind`: for the few replies whose level the player sets (a hint, the
        focus after a play); a question's answer has none."""
        self._say(Utterance(text, True, cue, None, kind=kind), news=False)

    def tell(self, text: str) -> None:
        """News that waits its turn after what is being said."""
        self.say(Utterance(text, False, None, None))

    def announce(self, text: str) -> None:
        """Words that are themselves the signal (a card named in a practice drill): said at once, cutting off
        whatever is still being said."""
        self.history.add(text)
        self._answering = True
        self._speak(text, True, news=True)

    def reread(self, text: str) -> None:
        """Say a message again from the history, without adding it once more."""
        self._speak(text, True, news=False)

    def _say(self, utterance: Utterance, news: bool) -> None:
        utterance = self.as_heard(utterance)
        if utterance.cue is not None:
            self.cue(utterance.cue, utterance.seat)
        if utterance.text:
            self.history.add(utterance.text)  # in full, whatever the profile: the history keys read it all
            if not utterance.quiet:
                self._speak(utterance.said_as or utterance.text, utterance.interrupt, news)

    def as_heard(self, utterance: Utterance) -> Utterance:
        """The utterance as the player's verbosity profile has it heard: the one place the profile filters.

        Full: as it is. Brief: its words in their brief form. Cue: its sound alone. Off: neither. The words stay
        whole in the utterance (`text`), for the history."""
        level = FULL if utterance.kind is None else self.levels().get(utterance.kind, FULL)
        if level == BRIEF and utterance.text:
            return replace(utterance, said_as=self.shorten(utterance.text))
        if level == CUE:
            return replace(utterance, quiet=True)
        if level == OFF:
            return replace(utterance, quiet=True, cue=None)
        return utterance

    def note(self, text: str) -> None:
        """Words kept in the history for reading on request, not said."""
        self.history.add(text)

    def cue(self, name: str, seat: int | None = None) -> None:
        pan = seat_pan(seat, self._players, self._me) if seat is not None and self._players > 1 else 0.0
        pan *= self.stereo_width
        if self._trace is not None:
            self._trace.cue(name, pan, self.cues.muted)
        self.cues.play(name, pan)

    def _speak(self, text: str, answer: bool, news: bool) -> None:
        # A folder name that is not UTF-8 reaches Python as lone surrogates, which no speech backend, log or
        # trace can encode: each becomes the replacement character here, once, for all of them.
        text = text.encode("utf-8", "replace").decode("utf-8")
        interrupt = answer and self._answering
        self._answering = False  # the rest of this key's words queue behind the first
        now = self._clock()
        self._settle(now)
        if interrupt:
            self._lines.cut(now)  # whatever was still being said is cut off: as far as the game goes, heard
        start = now if interrupt else max(now, self._heard_at)
        shown = self.shorten(text) if self.brailling else text
        if self.braille_only:
            self._heard_at = start + speaking_time(shown, self.braille_wpm)
        else:
            self._heard_at = start + speaking_time(text, self.words_per_minute)
        awaits = not self.braille_only and reports_ends(self.speaker)
        line = LineClock(text, news, self._clock, (start, self._heard_at), awaits, self._woken)
        self._lines.add(line)
        if self._trace is not None:
            self._trace.say(text, interrupt)
        if not self.braille_only:
            speak_line(self.speaker, text, interrupt, line if awaits else None)
        if self.brailling:
            braille(self.speaker, shown)

    # ------------------------------------------------------------ when the news will have been heard

    def news_heard_at(self) -> float:
        """The app time when the game's own news said so far has been heard, or will be as far as is known now:
        the one measure of "heard" that the bots' pace, the windows and the turn timer count from.

        A line is over when its speaker says so (Speech Dispatcher, built-in speech, NVDA with SSML marks): until
        then, as far as the game knows, it is not heard. From a speaker that cannot tell (a screen reader without
        such word, a log) it is over by the estimate: the length of its words at the listener's rate (in braille
        only, the braille line's words at the reader's rate). Answers to the player's keys count only where news
        queued behind them; a line cut off by a key counts as heard where it was cut."""
        now = self._clock()
        self._settle(now)
        return self._lines.news_heard_at(now)

    @property
    def said_last(self) -> LineClock | None:
        """The clock of the last line said, to ask later when it was heard."""
        return self._lines.last

    def _settle(self, now: float) -> None:
        """Take in the lines over by now: those the engine timed go into the trace and teach the player's rate."""
        for timed in self._lines.settle(now):
            if self._trace is not None:
                self._trace.heard(timed.text, timed.ended_at, timed.took, timed.estimated)
            if self._learned.add(len(timed.text.split()), timed.took):
                self._use_learned_rate()

    def _use_learned_rate(self) -> None:
        rate = self._learned.rate()
        if rate is None:
            return
        self.words_per_minute = rate
        if self.rate_learned is not None:
            self.rate_learned(rate)

    def _woken(self) -> None:
        if self.wake is not None:
            self.wake()
