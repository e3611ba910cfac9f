"""Everything the player hears goes through here: speech, the cue placed at the speaker's seat, the history.

Only the answer to the player's own key press cuts off what is being said, and only its first words: the rest of
that answer, and everything the game says by itself (other players' actions, "Your turn", results), queues in
order. The voice also knows when the game's own news will have been heard, so that the game waits for the words:
a line the player cut off with a key counts as heard, and answers to the player's keys (the hand read, the history,
the top card) never hold the game up, though news said after them queues behind them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from ..clock import Clock
from ..files.settings import DEFAULT_BRAILLE_WPM, DEFAULT_LISTENER_WPM, Settings
from ..files.verbosity import BRIEF, CUE, FULL, OFF
from .history import MessageHistory
from .sound import CuePlayer, seat_pan
from .speech import Speaker, braille, can_braille, use_language
from .trace import Trace

MIN_LINE = 0.3  # seconds: even one word takes a moment to be heard
POLL = 0.1  # seconds between questions to a speaker that says whether it is still speaking
GRACE = 0.3  # seconds a speaker with a signal may take to start a line (Speech Dispatcher answers by socket)


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
        # Without a signal from the speaker, speech is taken to go at the player's rate (settings.listener_wpm, set in
        # the options or measured by the listening calibration): by default a screen reader a little faster than
        # conversation (about 150 words a minute).
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
        self._news_heard_at = 0.0  # app time when the game's own news will have been heard, by the estimate
        self._news_pending = False  # for a speaker with a signal: news said and not yet heard nor cut off
        self._news_heard_signalled = 0.0  # for a speaker with a signal: app time the last news was heard or cut off
        self._news_said_at = 0.0  # app time of the last news said
        self._speaking_seen_at = 0.0  # app time the speaker last said it was speaking

    def use_language(self, language: str) -> bool | None:
        """Ask the speaker for a voice in `language` (a BCP 47 tag): True if it took one, False if it has voices
        but none for it, None if it keeps its own voice (a screen reader, a log)."""
        return use_language(self.speaker, language)

    def follow(self, settings: Settings) -> None:
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

    def races_heard(self, settings: Settings) -> bool:
        """Whether a race's sound reaches the player: a device someone hears, the cue and race volumes above zero,
        and no muting while another window has the keyboard. Otherwise a race runs from the end of its words."""
        cues = self.cues
        audible = settings.cue_volume > 0 and settings.race_volume > 0
        return cues.available and cues.reaches_ear and audible and not cues.muted

    @property
    def unsignalled(self) -> bool:
        """The speaker never says when it has finished (a screen reader): the game waits by the listener's rate."""
        return self.speaker.speaking() is None

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
        if interrupt:
            # Whatever was still being said is cut off: as far as the game is concerned, it has been heard.
            self._news_heard_at = min(self._news_heard_at, now)
            if self._news_pending:
                self._news_pending = False
                self._news_heard_signalled = now
        start = now if interrupt else max(now, self._heard_at)
        line = self.shorten(text) if self.brailling else text
        if self.braille_only:
            self._heard_at = start + speaking_time(line, self.braille_wpm)
        else:
            self._heard_at = start + speaking_time(text, self.words_per_minute)
        if news:
            self._news_heard_at = self._heard_at
            self._news_pending = True
            self._news_said_at = now
        if self._trace is not None:
            self._trace.say(text, interrupt)
        if not self.braille_only:
            self.speaker.speak(text, interrupt)
        if self.brailling:
            braille(self.speaker, line)

    # ------------------------------------------------------------ when the news will have been heard

    def news_heard_at(self) -> float:
        """The app time when the game's own news said so far will have been heard (or a moment to ask again).

        A speaker that tells whether it is still speaking (Speech Dispatcher, built-in speech) is asked, and its
        answer wins over the estimate; for one that does not (a screen reader), the time comes from the length of
        the words and the listener's rate (in braille only, the braille line's words at the reader's rate).
        Answers to the player's keys count only where news queued behind them."""
        speaking = None if self.braille_only else self.speaker.speaking()
        if speaking is None:
            return self._news_heard_at
        if not self._news_pending:
            return self._news_heard_signalled
        now = self._clock()
        if speaking:
            self._speaking_seen_at = now
            return now + POLL
        heard = max(self._news_said_at + GRACE, self._speaking_seen_at)
        if heard <= now:  # quiet since: heard, and known to be so until more news comes
            self._news_pending = False
            self._news_heard_signalled = heard
        return heard
