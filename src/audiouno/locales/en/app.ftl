# The words of the program around the game: the greeting, the lobby, menus and choices, the answers to the
# table's keys, prompts, F1 help and the command line. Event words, card names and refusals are in game.ftl.
# $key_<command> names the key bound to a table command, $key_choice_<command> one of a choice list.

app-title = audio-uno
app-welcome = Welcome to audio-uno. Speaking through { $backend }.
app-no_sound = No sound device: speech only.
app-no_display = Cannot open the game's window: no display was found. audio-uno needs a desktop session, on a screen, to read its keys; start it from one.

## --trace PATH

trace-unavailable = Cannot write the trace { $path }: { $detail }. Playing without it.

## The languages, each named in its own words (the lobby's and the options' language item says the new one in itself).

language-en = English
language-pt-BR = Português do Brasil
language-es = Español

## The lobby

lobby-title = Lobby.
lobby-back = Back in the lobby.
lobby-hint = { $key_lobby_start } starts the match from anywhere. { $key_lobby_previous_item } and { $key_lobby_next_item } go through the setup, { $key_lobby_lower } and { $key_lobby_higher } change it, { $key_lobby_choose } reads a setting's description, { $key_lobby_help } for help.
lobby-start = Start the match
lobby-replace_question = Start a new match? The saved match will be lost.
lobby-players = Players: { $count }
lobby-bot = { $name }: { $strength }
lobby-strength-random = random
lobby-strength-random-description = Plays any card it may, at random: the baseline.
lobby-strength-easy = easy
lobby-strength-easy-description = A relaxed player: plays simply and reacts slowly.
lobby-strength-normal = normal
lobby-strength-normal-description = An average player: sensible plays, average reactions.
lobby-strength-hard = hard
lobby-strength-hard-description = A sharp player: keeps track of the cards and reacts fast.
lobby-strength-expert = expert
lobby-strength-expert-description = A master: plays like the hard bot, and tries its moves on many possible deals before it plays.
lobby-preset = Rules: { $preset }
lobby-preset_changed = Rules: { $preset }, changed below
lobby-option = { $name }: { $value }
lobby-on = on
lobby-off = off
lobby-no_limit = no limit
lobby-players_minus_one = players minus one
lobby-number = { $value }
lobby-seconds =
    { $seconds ->
        [1] 1 second
       *[other] { $seconds } seconds
    }
# An item at the end of its range.
lobby-lowest = { $label }, the lowest.
lobby-highest = { $label }, the highest.
lobby-verbosity = Speech detail: { $value }
lobby-verbosity-full = full
lobby-verbosity-brief = brief
lobby-verbosity-essentials = essentials
lobby-verbosity-custom = your own
lobby-verbosity-description = Full says everything. Brief says it in fewer words and leaves out whose turn it is between bots. Essentials plays only the sound of what others do and keeps your turn with the card on top, your races, the penalties you could be passed and the results. Your own: the levels you chose below. { $key_verbosity_profile } switches between full, brief and essentials during a match.
lobby-card_position = Card position: { $value }
lobby-card_position-description = On: moving through your hand also says where each card is, such as 3 of 7.
# $name: the language's own name (a language- message).
lobby-language = Language: { $name }
lobby-language-description = The language of the whole game. { $key_lobby_lower } and { $key_lobby_higher } switch it at once.
lobby-value-first_player-left = left, clockwise
lobby-value-first_player-right = right, anticlockwise
lobby-value-challenge-official = official
lobby-value-challenge-manual = bluff
lobby-value-challenge-off = off
lobby-value-scoring-winner_takes = winner takes all
lobby-value-scoring-penalty = penalty
lobby-value-scoring-elimination = elimination
lobby-value-stacking-off = off
lobby-value-stacking-manual = same card
lobby-value-stacking-house = Draw Four on Draw Two too
lobby-value-interception-off = off
lobby-value-interception-identical = identical number
lobby-value-interception-super = same number or symbol
lobby-value-interception-jump_in = jump-in

## Choice lists and menus

choice-item = { $label }, { $number } of { $count }.
choice-hint = { $key_choice_previous } and { $key_choice_next } move, { $key_choice_confirm } chooses, or press its number.
menu-title = Menu.
menu-resume = Back to the game
menu-leave_match = Leave the match
menu-quit = Quit audio-uno
menu-yes = Yes
menu-no = No
menu-leave_question = Leave this match?
menu-quit_question = Quit audio-uno?
menu-back_to_game = Back to the game.

## The table. $who is "you" or "other", as in game.ftl; $colour a colour's id, or "choosing" while a colour is
## being chosen, or "any".

table-my_name = You
table-welcome = New match against { $opponents }.
# A saved match taken up again.
table-continued = Round { $round }.
table-you_hold = You hold { table-cards }.
table-cards = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
table-no_top_card = No card on the table yet.
table-colour_to_match = { $colour ->
        [choosing] being chosen
        [any] any
       *[other] { colour.feminine }
    }
table-top_card = { $card } on top. Colour: { table-colour_to_match }.
table-colour = Colour: { table-colour_to_match }.
table-no_penalty = No penalty pending.
table-penalty = { $who ->
        [you] You must draw { table-cards }.
       *[other] { $name } must draw { table-cards }.
    }
table-score = { $name } { $points }
table-scores = Scores: { $scores }. Target { $target }.
table-scores_penalty = Scores: { $scores }. Limit { $target }: the lowest score wins.
table-scores_elimination = Scores: { $scores }. Limit { $target }: whoever reaches it is out of the match.
table-no_turn = Between rounds.
table-turn = { $who ->
        [you] Your turn, play goes { direction }, then { table-next }.
       *[other] { $name }'s turn, play goes { direction }, then { table-next }.
    }
table-next = { $next_who ->
        [you] you
       *[other] { $next }
    }
table-reaction_turn = Everyone presses { $key_buzzer } now. Play goes { direction }.
# What a player holds; $out: knocked (knocked out with the No Mercy deck, the hand set aside), round (out of the
# round at the mercy limit, the hand kept), match (out of the match), no (in).
table-held = { $out ->
        [knocked] knocked out, hand set aside
        [round] out of the round, { table-cards }
        [match] out of the match
       *[no] { table-cards }
    }
table-hand_size = { $name }: { table-held }
table-next_round_prompt = { $key_play_card } for the next round.
# $keep: no where the rules make the card just drawn be played (must play, No Mercy's drawing until playable).
table-drawn_prompt = { $keep ->
       *[yes] { $key_play_card } plays it, { $key_draw } keeps it.
        [no] { $key_play_card } plays it: it must be played.
    }
# After many cards drawn at once (the history names them): the card Enter plays now; the card drawn that may be played.
table-enter_plays = { $key_play_card } plays { $card }.
table-drawn_card = The card you can play: { $card }.
table-no_others_of_number = You hold no other card with the number of { $card }.
table-penalty_prompt = { $key_draw } takes { table-cards }.
table-challenge_prompt = { $key_challenge } challenges.
table-playable = { $count ->
        [one] { $count } card playable.
       *[other] { $count } cards playable.
    }
table-nothing_playable = Nothing playable: { $key_draw } draws.
table-nothing_playable_now = Nothing playable now.
table-card_playable = { $card }, playable
table-card_bluff = { $card }, playable, but a bluff: { $rule ->
        [official] you hold a { colour } card
       *[manual] you hold another card you can play
    }
table-card_position = { $position } of { $count }
# Which end of the hand the arrows stopped at.
table-edge-first = first card
table-edge-last = last card
table-edge-only = your only card
table-empty_hand = Your hand is empty.
table-choose_colour = Choose a colour.
table-choose_roulette_colour = Colour roulette: choose a colour; you draw until a card of it comes.
table-roulette = { $who ->
        [you] Colour roulette: you name a colour, then draw until it comes.
       *[other] Colour roulette: { $name } names a colour, then draws until it comes.
    }
table-choose_swap = Swap hands with whom?
table-swap_with = { $name }, { table-cards }
table-keep_hand = Nobody: keep my hand
table-nobody_to_catch = Nobody to call out.
table-challenge_off = The challenge rule is off at this table.
table-buzzer_off = No buzzer or slap at this table.
# $sort: colour, number or off.
table-sorted = { $sort ->
        [colour] Sorted by colour.
        [number] Sorted by number.
       *[off] Not sorted: as the cards came.
    }
table-sorted_reversed = { table-sorted } Reversed.
table-no_messages = No messages yet.
table-cue_volume = Sound volume { $percent } percent.
table-bot_pace = Bots wait { $seconds } seconds after each line: at { $wpm } words a minute, about { $felt } seconds a move.

## F1 help: "Left or Comma: previous card."

help-line = { $keys }: { $does }.
# An item of the F1 list.
help-item = { $keys }: { $does }
help-or = {" or "}
help-lobby_intro = Lobby keys.
help-table_intro = Table keys.
help-options_intro = Options keys.
help-choice_typing = A number key chooses directly; a letter goes to the next item starting with it.
help-lobby-previous_item = previous item
help-lobby-next_item = next item
help-lobby-lower = change the value down
help-lobby-higher = change the value up
help-lobby-first_item = first item
help-lobby-last_item = last item
help-lobby-start = start the match, from any item
help-lobby-repeat = say the item again
help-lobby-help = this help
help-lobby-back = back to the main menu
help-table-previous_card = previous card
help-table-next_card = next card
help-table-previous_group = previous colour or number
help-table-next_group = next colour or number
help-table-first_card = first card
help-table-last_card = last card
help-table-play_card = play the card; out of turn, intercept where the rules allow
help-table-draw = draw, take a penalty, or keep a drawn card
help-table-play_all_of_number = play every card of this number together, this one on top (when the rules allow several)
help-table-end_turn = end your turn keeping your cards, after free draws
help-table-top_card = the card on top, the colour and any penalty
help-table-scores = scores
help-table-whose_turn = whose turn and the direction
help-table-uno = say UNO, or call out a player who did not
help-table-challenge = challenge a Draw Four
help-table-buzzer = press the buzzer, or slap a 9
help-table-sort_by_colour = sort by colour, again to reverse
help-table-sort_by_number = sort by number, again to reverse
help-table-sort_off = no sorting
help-table-colour_to_match = the colour to match
help-table-hand_sizes = how many cards each player holds
help-table-pending_penalty = the pending penalty
help-table-next_playable = next card you can play now: on your turn, or to intercept or continue a sequence
help-table-previous_playable = previous card you can play now
help-table-older_message = older message
help-table-newer_message = newer message
help-table-oldest_message = oldest message
help-table-newest_message = newest message
help-table-repeat_message = repeat the last message
help-table-help = this help
help-table-cue_volume_down = sounds quieter
help-table-cue_volume_up = sounds louder
help-table-bots_slower = bots slower
help-table-bots_faster = bots faster
help-table-menu = the menu
help-options-previous_item = previous setting
help-options-next_item = next setting
help-options-lower = change the value down
help-options-higher = change the value up
help-options-first_item = first setting
help-options-last_item = last setting
help-options-choose = open the key bindings, or reset them
help-options-repeat = say the setting again
help-options-help = this help
help-options-back = back to the main menu; every change is already kept
help-choice-previous = previous item
help-choice-next = next item
help-choice-confirm = choose
help-choice-back = go back; where a choice must be made, the menu
help-choice-help = this help

## The main menu

main-title = Main menu.
main-continue = { $saved ->
       *[yes] Continue the saved match
        [no] Continue: no match saved
    }
main-new = New match
main-options = Options
main-rules = Rules of the match set up
main-keys = Key describer
main-statistics = Statistics
main-quit = Quit
main-nothing_saved = There is no saved match.

## Options: kept between sessions

options-title = Options.
options-hint = { $key_options_previous_item } and { $key_options_next_item } go through the settings, { $key_options_lower } and { $key_options_higher } change them; every change is kept at once. { $key_options_back } goes back.
options-change_hint = { $key_options_lower } and { $key_options_higher } change this setting.
options-speech = Speech: { $value }
options-speech-auto = the best there is
options-speech-screenreader = your screen reader
options-speech-tts = built-in speech
options-speech-log = a text log only
options-speech-silent = silent
options-speech-description = Used from the next start; the command line's --speech wins.
options-pace = Bots wait { $value } seconds before a turn
options-volume = Sound volume: { $value } percent
options-width = Stereo width: { $value } percent
options-width-description = How far sounds spread from the centre towards each player's seat; 0 puts every sound in the middle.
options-sort = Hand sorted: { $value }
options-sort-off = as the cards came
options-sort-colour = by colour
options-sort-number = by number
options-sort-description = How your hand is ordered at the start of a match.
options-keys = Key bindings
options-keys-description = Enter lists every command; choose one, then press its new key.
options-reset_keys = Reset the keys to the defaults
options-reset_question = Reset every key to the default?

## Key bindings and the key describer. $pressed and $keys are key names; $command a help- message's words.

keys-title = Key bindings.
keys-item-table = At the table, { $command }: { $keys }
keys-item-lobby = In the lobby, { $command }: { $keys }
keys-item-options = In the options, { $command }: { $keys }
keys-item-choice = In lists, { $command }: { $keys }
keys-item-practice = In practice, { $command }: { $keys }
keys-item-drill = In a drill, { $command }: { $keys }
keys-item-calibration = In calibration, { $command }: { $keys }
keys-unbound = no key
keys-press = Press the new key for { $command }, now { $keys }. Escape cancels.
keys-cancelled = Cancelled. The key stays as it was.
keys-unusable = That key cannot be bound. Press another, or Escape.
keys-same = { $pressed } already does that.
keys-taken = { $pressed } is already { $command } here. Press another key, or Escape.
keys-bound = { $pressed } now: { $command }.
keys-reset_done = Every key is back to the default.
describer-title = Key describer. Press any key to hear what it does; nothing happens. Escape leaves.
describer-table = at the table, { $does }
describer-choice = in lists, { $does }
describer-does = { $pressed }: { $does }.
describer-nothing = { $pressed }: nothing.
describer-unnamed = That key

## The rules of the match set up, and the statistics. $value: a preset's or a bot strength's words; $average and
## $best are seconds.

rules-title = { $preset } rules, { $players } players. Enter reads the description of a rule.
stats-title = Statistics, the newest first.
stats-none = Nothing played yet.
stats-other = { $name }: { $count }
stats-other_time = { $name }: { $count ->
        [one] 1 time
       *[other] { $count } times
    }, average { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) } seconds, best { NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) }
stats-matches_played = Matches played: { $count }
stats-matches_won = Matches won: { $count }
stats-matches_played-preset = Matches played with { $value } rules: { $count }
stats-matches_won-preset = Matches won with { $value } rules: { $count }
stats-matches_played-strength = Matches played against { $value } bots: { $count }
stats-matches_won-strength = Matches won against { $value } bots: { $count }
stats-rounds_played = Rounds played: { $count }
stats-rounds_won = Rounds won: { $count }
stats-rounds_played-preset = Rounds played with { $value } rules: { $count }
stats-rounds_won-preset = Rounds won with { $value } rules: { $count }
stats-rounds_played-strength = Rounds played against { $value } bots: { $count }
stats-rounds_won-strength = Rounds won against { $value } bots: { $count }
stats-challenges_won = Challenges won: { $count }
stats-challenges_lost = Challenges lost: { $count }
stats-uno_catches_made = Players you caught without UNO: { $count }
stats-uno_catches_suffered = Times you were caught without UNO: { $count }
stats-races_won-buzzer = Buzzer races won: { $count }
stats-races_lost-buzzer = Buzzer races lost: { $count }
stats-races_won-slap = Slap races won: { $count }
stats-races_lost-slap = Slap races lost: { $count }
stats-reaction-buzzer = Buzzer reaction: average { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) } seconds, best { NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) }, over { $count ->
        [one] 1 press
       *[other] { $count } presses
    }
stats-reaction-slap = Slap reaction: average { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) } seconds, best { NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) }, over { $count ->
        [one] 1 slap
       *[other] { $count } slaps
    }

## The player's files. $what: a files-what message's words.

files-what-settings = settings
files-what-keymap = keymap
files-what-statistics = statistics
files-what-match = saved match
files-damaged_kept = Your { $what } file could not be used, so defaults are in force; it was kept as { $kept }.
files-damaged = Your { $what } file could not be used, so defaults are in force.
files-unwritable = Your { $what } file cannot be written: { $detail }.

## The command line: `audio-uno rules` and `audio-uno simulate`. Option names, values, presets and variants
## are what the command line takes, so they stay as they are.

cli-rules-options = Rule options (official value in brackets):
cli-rules-presets = Presets:
cli-rules-variants = Variants for --variants:
cli-rules-decks = Decks (--edition):
cli-simulate-summary = { $games ->
        [one] 1 round
       *[other] { $games } rounds
    }, { $players } players, { $preset } rules, { $edition } edition
cli-simulate-speed = { $rate } rounds a second, { $turns } turns a round
# $share and the interval's ends are percentages (12.5 for 12.5 %).
cli-simulate-seat = seat { $seat } ({ $bot }): won { NUMBER($share, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
cli-simulate-bot = { $bot }: { NUMBER($share, minimumFractionDigits: 1, maximumFractionDigits: 1) }% of the rounds it played (95% interval { NUMBER($low, minimumFractionDigits: 1, maximumFractionDigits: 1) }% to { NUMBER($high, minimumFractionDigits: 1, maximumFractionDigits: 1) }%)

## The command line's own words: `audio-uno --help` of each command, its refusals and its progress line.
## argparse's words around them (usage, options ...) are argparse's, translated in argparse.po.

cli-rules-milliseconds = { $values }; in milliseconds for --rule
cli-help-description = UNO for blind and low-vision players. Without a command: play.
cli-help-version = show the program's version and exit
cli-help-commands = commands
cli-help-play = play against bots, by keyboard and ear (the default)
cli-help-simulate = play bots-only rounds headless and summarise them
cli-help-practice = practise the buzzer: reaction drills, timed to the millisecond
cli-help-rules = list the rule options, presets and variants
cli-help-games = rounds to play (default 1000)
cli-help-players = players at the table (default: as many as --bots, or 4)
cli-help-seed_every = fixes every deal and every bot choice
cli-help-edition = the deck (default classic)
cli-help-preset = the rules (default official)
cli-help-variants = comma list to switch on, or all: { $variants }
cli-help-bots = comma list of strategies, one per seat: { $strategies }
cli-help-rotate = rotate seats between rounds to cancel seat advantage
cli-help-json = print one JSON object
cli-help-export = write every practice answer to CSV (for a spreadsheet) and stop
cli-help-replace = with --export: replace the CSV file if it exists, without asking
cli-help-lang = the game's language (default: the one chosen in the game and kept in its settings, else the system's)
cli-help-speech = who speaks: your screen reader, built-in speech, a text log, or nobody (default: as the options say; at first auto, the best there is)
cli-help-speech_log = also append every spoken message to { $path }
cli-help-seed = fixes the deals and the bots' choices
cli-help-config_dir = where settings and keymap live (default: $AUDIO_UNO_CONFIG_DIR, else the platform's config folder)
cli-help-data_dir = where statistics and the saved match live (default: $AUDIO_UNO_DATA_DIR, else the platform's data folder)
cli-help-trace = write every key, spoken line and sound cue to { $path }, one JSON object a line (for bug reports)
cli-help-continue = skip the main menu: take up the saved match
cli-help-new = skip the main menu: set up a new match
cli-help-watch = start a match at once with the last setup, a bot of this strength playing your seat: listen to one
cli-metavar-path = PATH
cli-metavar-strength = STRENGTH
cli-metavar-list = LIST
cli-error-players = --players must be 2 to 10
cli-error-bots_count = --bots names { $count ->
        [one] 1 strategy
       *[other] { $count } strategies
    } for { $players } players
cli-error-unknown_strategy = unknown strategy { $name }; choose from { $choices }
cli-error-games = --games must be at least 1
cli-error-variants_all = --variants all already switches on every variant: give it alone
cli-error-unknown_variant = unknown variant { $name }; choose from { $choices } or all
cli-error-empty_name = { $option } has an empty name in { $value }: write the names with one comma between each
cli-error-empty_path = the path is empty: name a folder or a file
cli-own_file = { $path } is one of the game's own files, so { $option } cannot write there. Choose another file name.
# $percent, $done, $total, $remaining: filled in by the progress bar as it runs.
cli-simulate-progress = { $percent }% done, { $done } of { $total ->
        [one] 1 round
       *[other] { $total } rounds
    }, about { $remaining } left
cli-stopped = audio-uno: stopped by { $signal }.

## Files that parse but lie, two windows on the same files, a full disk. $what: a files-what message's words.

files-what-watch = watched match
files-values_reset = { $count ->
    [one] One value in your { $what } file could not be used, so it is back to its default; everything else in the file is kept.
   *[other] { $count } values in your { $what } file could not be used, so they are back to their defaults; everything else in the file is kept.
}
files-writable_again = Your { $what } file is being saved again.
files-read_only = Another audio-uno window is already open with your files, so this one only reads them: nothing you change, play or practise here is kept. Close the other window to keep your progress.
# $folder: the folder's name; $which: the files it holds: config (settings and keys), data (the others) or both.
files-folder_is_a_file = { $which ->
    [config] Your settings and keys
    [data] Your statistics, saved match, lessons and practice
   *[both] Your files
} cannot be kept: { $folder } is a file, not a folder. The game goes on without saving them.
files-folder_unusable = { $which ->
    [config] Your settings and keys
    [data] Your statistics, saved match, lessons and practice
   *[both] Your files
} cannot be kept in { $folder }: { $detail }. The game goes on without saving them.
files-lock_unavailable = This window cannot make sure it is the only one using your files ({ $detail }), so it only reads them: nothing you change, play or practise here is kept.

## How fast the player's screen reader speaks: the options item and its measure. $value and $wpm are words a
## minute; $count is how many sentences are said.

options-listener_wpm = How fast does your screen reader speak? About { $value } words a minute
options-listener_wpm-description = Without a signal from your screen reader, the game waits this long for its news to be heard. Enter measures it in about a minute. A screen reader that says when it has finished sets it by itself.
listening-title = How fast your screen reader speaks
listening-first = Before the tutorial: how fast does your screen reader speak? The game waits for its own words by that speed, now { $wpm } words a minute. To measure it in about a minute, press { $key_options_choose }: the game says { $count ->
        [one] 1 sentence
       *[other] { $count } sentences
    }, and you press { $key_options_choose } as soon as each one ends. { $key_options_back } keeps { $wpm } words a minute and starts the tutorial.
listening-intro = The game says { $count ->
        [one] 1 sentence
       *[other] { $count } sentences
    }. Press { $key_options_choose } as soon as each one ends; { $key_options_back } stops. Press { $key_options_choose } to begin.
listening-sentence-1 = Ana plays green 7, and Bruno draws two cards.
listening-sentence-2 = Carla changes the colour to blue. Your turn, three cards playable.
listening-sentence-3 = Bruno intercepts with red 5, and Ana loses her turn.
listening-sentence-4 = Round two. Carla deals seven cards each. First card: yellow skip.
listening-sentence-5 = Ana has one card left and calls UNO. Bruno's turn.
listening-early = That was before the end. Once more.
listening-result = Your screen reader speaks about { $wpm } words a minute. The game now waits for its news at that rate.
listening-too_few = Too few answers to measure. The rate stays at { $wpm } words a minute.
listening-stopped = Stopped. The rate stays at { $wpm } words a minute.

## F1 help for the table's key that reads the dealer draw again.

help-table-dealer_draw = the cards drawn for the deal

## UNO Flip at the table: the other side of a card, the side up, a draw until a colour.
table-other_side = Other side: { $card }.
table-one_sided = This deck's cards have one side.
# After the top card (C key), which side of a Flip deck is up.
table-side = { $side ->
        [dark] Dark side up.
       *[light] Light side up.
    }
table-penalty_until = { $who ->
        [you] You must draw cards until one is { colour }.
       *[other] { $name } must draw cards until one is { colour }.
    }
help-table-other_side = the other side of the card, on a Flip deck
table-penalty_until_prompt = { $key_draw } draws until the colour comes.

## The view for low vision: its options, and the window's own key (full screen), which works everywhere.

options-theme = Look: { $value }
options-theme-dark = high contrast, white on black
options-theme-light = high contrast, black on white
options-theme-colour_blind = colours for colour blindness, with patterns
options-theme-description = How the window is drawn: white on black, black on white, or colours that colour-blind players tell apart. Every card also carries a pattern of its own for its colour.
options-text_scale = Text size: { $value } percent
options-text_scale-description = How large the window's words are, up to three times the usual size. Lists and the hand scroll to keep what has the focus in sight. { $key_window_larger_text } and { $key_window_smaller_text } change it anywhere in the game.
options-full_screen = Full screen: { $value }
options-full_screen-description = The window fills the screen. { $key_window_full_screen } switches it anywhere in the game.
view-full_screen = { $on ->
        [yes] Full screen.
       *[no] In a window.
    }
view-full_screen_refused = This screen cannot go full screen; the game stays in its window.
help-window-full_screen = full screen, or back to a window
keys-item-window = Everywhere, { $command }: { $keys }
describer-window = everywhere, { $does }
help-window-larger_text = larger text
help-window-smaller_text = smaller text
options-screen_reader_output = Screen reader: { $value }
options-screen_reader_output-speech_and_braille = speech and braille
options-screen_reader_output-speech = speech only
options-screen_reader_output-braille = braille only
options-screen_reader_output-description = What your screen reader gets. Your braille display shows the short form of each message. With braille only, the game waits for you to read each line, at your braille reading rate.
options-screen_reader_output-missing = Braille only is chosen, but your screen reader has no braille display for the game here, so the game speaks.
options-braille_wpm = Braille reading rate: about { $value } words a minute
options-braille_wpm-description = With braille only, the game waits this long for you to read each line before it goes on.
options-race_volume = Race sound volume: { $value } percent
options-race_volume-description = The buzzer and slap sounds: the signal to press, a press, the race closing. Louder than the rest, they stand out.
options-mute_unfocused = Mute sounds when you leave the window: { $value }
options-mute_unfocused-description = While another window is in front, the game plays no sound; speech goes on.
options-sounds = Hear every sound
options-sounds-description = Enter lists every sound with what it means; Enter on one plays it, from where you hear it at the table.
sounds-title = The game's sounds
sounds-hint = Enter plays the sound; a player's action comes from their seat, here on your left. Escape goes back.
sounds-no_device = There is no sound device, so none of these sounds can be played.
sounds-cue-card_number = A number card laid
sounds-cue-card_skip = A Skip laid
sounds-cue-card_reverse = A Reverse laid
sounds-cue-card_draw_two = A Draw Two laid
sounds-cue-card_wild = A Wild laid
sounds-cue-card_draw_four = A Wild Draw Four laid
sounds-cue-card_creeper = A Creeper laid
sounds-cue-card_greyskull = A Greyskull card laid
sounds-cue-card_buzzer = A Buzzer card laid
sounds-cue-card_draw_one = A Draw One laid
sounds-cue-card_draw_five = A Draw Five laid
sounds-cue-card_wild_draw_two = A Wild Draw Two laid
sounds-cue-card_wild_draw_colour = A Wild Draw Colour laid
sounds-cue-card_skip_everyone = A Skip Everyone laid
sounds-cue-card_flip = A Flip card laid
sounds-cue-flip_dark = The table turns to the dark side
sounds-cue-flip_light = The table turns back to the light side
sounds-cue-skip_everyone = Everyone else skipped
sounds-cue-draw_one = One card to draw
sounds-cue-draw_five = Five cards to draw
sounds-cue-draw_colour = Cards to draw until a colour comes
sounds-cue-card_wild_reverse_draw_four = A Wild Reverse Draw Four laid
sounds-cue-card_wild_draw_six = A Wild Draw Six laid
sounds-cue-card_wild_draw_ten = A Wild Draw Ten laid
sounds-cue-card_discard_all = A Discard All laid
sounds-cue-card_wild_colour_roulette = A Wild Colour Roulette laid
sounds-cue-draw_six = Six cards to draw
sounds-cue-draw_ten = Ten cards to draw
sounds-cue-discard_all = Every card of a colour goes onto the discard pile
sounds-cue-roulette = The colour roulette spins: cards drawn until the colour comes
sounds-cue-mercy_out = Out of the round at the mercy limit
sounds-cue-draw = A card drawn
sounds-cue-shuffle = The discards shuffled into a new pile
sounds-cue-deal = The cards dealt
sounds-cue-skip = A player skipped
sounds-cue-reverse = Play changes direction
sounds-cue-draw_two = Two cards to draw
sounds-cue-draw_four = Four cards to draw
sounds-cue-colour_chosen = A colour chosen
sounds-cue-uno_called = UNO said
sounds-cue-uno_caught = Caught without saying UNO
sounds-cue-challenge_won = A challenge won
sounds-cue-challenge_lost = A challenge lost
sounds-cue-buzzer = The buzzer race: press now
sounds-cue-buzz_pressed = You pressed in a race
sounds-cue-slap = The slap race: press now
sounds-cue-hands_passed = Every hand passes on
sounds-cue-swap = Two hands swapped
sounds-cue-creeper = The Creeper explodes
sounds-cue-greyskull = By the power of Greyskull
sounds-cue-your_turn = Your turn
sounds-cue-invalid = Not possible
sounds-cue-stack = A draw card piled on the penalty
sounds-cue-interception = A card laid out of turn
sounds-cue-sequence = A run of cards
sounds-cue-penalty = A penalty
sounds-cue-round_won = You win the round
sounds-cue-round_lost = Someone else wins the round
sounds-cue-match_won = You win the match
sounds-cue-match_lost = The match is lost
sounds-cue-menu_move = Moving in a list
sounds-cue-menu_select = Choosing in a list
sounds-cue-menu_back = Going back, or the end of a list
sounds-cue-window_closed = A race is over and you are safe
sounds-cue-tick = The tick of the reaction practice

## Issue 22: the two-player Reverse in the lobby, the turn timer at the table and in the options. $seconds: a number.

lobby-value-two_player_reverse-skip = skip
lobby-value-two_player_reverse-reverse = reverse
table-time_left = { $who ->
        [you] { $seconds ->
            [one] 1 second left.
           *[other] { $seconds } seconds left.
        }
       *[other] { $name } has { $seconds ->
            [one] 1 second left.
           *[other] { $seconds } seconds left.
        }
    }
table-no_timer = There is no turn timer.
table-timer_stopped = The clock is stopped.
options-timer_warning = Turn timer warning: { $value }
options-timer_warning-off = off
options-timer_warning-on = at 10 seconds
options-timer_warning-description = Off: the turn timer stays silent, and Ctrl+T says the time left. At 10 seconds: one warning when 10 seconds are left on your turn.

## Issue 22: `audio-uno simulate --rule`, for any rule option. $name, $rule, $value: as typed; $choices: a list.
cli-help-rule = set one rule option, as audio-uno rules lists them: --rule turn_timer_s=30 --rule scoring=elimination (again for each option)
cli-metavar-rule = NAME=VALUE
cli-error-unknown_rule = --rule { $rule }: no rule option is called { $name }; audio-uno rules lists them
cli-error-bad_rule_value = --rule { $name } cannot be { $value }; choose from { $choices }
cli-error-bad_rule_number = --rule { $name } takes a whole number, not { $value }
cli-error-whole_number = not a whole number: { $value }

## Verbosity: how much each kind of message says (the options list one item per kind).
# $kind: an options-detail- kind below; $level: an options-level- word.
options-detail = { $kind }: { $level }
options-level-full = full
options-level-brief = brief
options-level-cue = sound only
options-level-off = off
# Said after a level is changed; $profile: a lobby-verbosity- word.
options-detail-profile = Speech detail now: { $profile }.
options-detail-plays = Other players' plays
options-detail-plays-description = The cards other players lay, the colours they choose, their passes and UNO calls. Sound only keeps the card's sound at their seat.
options-detail-draws = Other players' draws
options-detail-draws-description = How many cards other players draw. Sound only keeps the draw sound at their seat.
options-detail-turns = Whose turn
options-detail-turns-description = Whose turn it is when it is another player's. Your own turn is always said.
options-detail-penalties = Other players' penalties
options-detail-penalties-description = Penalties, skips and wrong plays that fall on other players. A penalty on you is always said.
options-detail-races = Chances to react
options-detail-races-description = A race you are not in, and another player left with one card, whom you can catch. A race you are in is always said.
options-detail-results = Results
options-detail-results-description = Who wins a round or the match, the points and the standings.
options-detail-own = Your own moves
options-detail-own-description = What you play, the cards you draw, the colour you choose. Sound only plays just their sounds; your hand still has every card.
options-detail-table = The table
options-detail-table-description = The deal, the starting card, the direction of play, a reshuffle, hands passed, and what a special card does the first time.
options-detail-focus = Focus after a play
options-detail-focus-description = Which card has the focus after you play one.
options-detail-hints = How much a hint says
options-detail-hints-description = The hint key's advice.
# The table's verbosity key: the new profile, said as what it keeps.
table-profile-full = Full speech: everything is said.
table-profile-brief = Brief speech: fewer words, no turn changes between bots.
table-profile-essentials = Essentials: sounds for others' moves; your turn with the top card, races, penalties and results in words.
help-table-verbosity_profile = switch speech detail: full, brief, essentials
