# The words of the game table: cards, events, refusals, speech notices, keymap problems and bot names.
# A player hears these dozens of times a minute, so they are short and say the news first.
#
# Arguments the code passes (see audiouno/i18n.py):
#   $who     "you" when the player does it, "other" when another player does ($player is their name);
#   $whom    the same for the one it is done to ($target is their name);
#   $colour  a colour's id: red, yellow, green, blue, purple;
#   $count   and other numbers are numbers: select on their plural category ([one], [other]) or exact value ([0]).
# A `.brief` attribute replaces the message in brief verbosity.

## Colours. `colour` is the word on its own and in a card's name; `.feminine` agrees with a feminine noun
## (Portuguese "cor vermelha"): English needs no such form, so it is the same.

colour = { $colour ->
        [red] red
        [yellow] yellow
        [green] green
        [blue] blue
        [pink] pink
        [teal] teal
        [orange] orange
       *[purple] purple
    }
    .feminine = { colour }

## Cards
# Order: the colour first, then the number or symbol, on every card ("red 5", "red skip", "red draw two"), as
# English says it. (The tests read the next line.)
# order: colour face

card-0 = { colour } 0
card-1 = { colour } 1
card-2 = { colour } 2
card-3 = { colour } 3
card-4 = { colour } 4
card-5 = { colour } 5
card-6 = { colour } 6
card-7 = { colour } 7
card-8 = { colour } 8
card-9 = { colour } 9
card-skip = { colour } skip
card-reverse = { colour } reverse
card-draw_two = { colour } draw two
card-wild = wild
card-wild_draw_four = wild draw four
card-creeper = Creeper
card-greyskull = Greyskull
card-buzzer = buzzer card
# UNO Flip: the light side's own cards, then the dark side's (its Wild is the same word as the light one's).
card-draw_one = { colour } draw one
card-flip = { colour } flip
card-wild_draw_two = wild draw two
card-draw_five = { colour } draw five
card-skip_everyone = { colour } skip everyone
card-wild_draw_colour = wild draw colour
# UNO No Mercy: its coloured Draw Four and Discard All, then its wilds (its Skip Everyone is Flip's card).
card-draw_four = { colour } draw four
card-discard_all = { colour } discard all
card-wild_reverse_draw_four = wild reverse draw four
card-wild_draw_six = wild draw six
card-wild_draw_ten = wild draw ten
card-wild_colour_roulette = wild colour roulette

## A card's number or symbol without its colour: what else matches besides the colour.
## $rank: a number card's number, or skip, reverse, draw_two.

rank = { $rank ->
        [skip] skip
        [reverse] reverse
        [draw_two] draw two
        [draw_one] draw one
        [flip] flip
        [draw_five] draw five
        [skip_everyone] skip everyone
        [draw_four] draw four
        [discard_all] discard all
       *[other] { $rank }
    }

## Bots' names: each starts with a sound of its own.

bot-name-1 = Ana
bot-name-2 = Bruno
bot-name-3 = Carla
bot-name-4 = Davi
bot-name-5 = Elena
bot-name-6 = Fabio
bot-name-7 = Gina
bot-name-8 = Hugo
bot-name-9 = Iris

## Lists: "a, b and c"

list-separator = {", "}
# Between two sentences said one after the other.
sentence-separator = {" "}
list-last = { $rest } and { $last }

## The direction of play: $direction is clockwise or anticlockwise.

direction = { $direction ->
       *[clockwise] clockwise
        [anticlockwise] anticlockwise
    }

## Events

# A player in a list (the slowest to buzz).
event-name = { $who ->
        [you] you
       *[other] { $player }
    }
event-dealer_draw = { event-name } { $card }
event-dealer_chosen = Cards drawn for the deal: { $draws }. Highest: { event-name }.
event-reshuffled = Discards shuffled into a new pile of { $count }.
    .brief = Pile reshuffled.
event-reversed = Play goes { direction }.
    .brief = Reverse, { direction }.
event-hands_passed = Hands pass { direction }. You get { $player }'s hand.
    .brief = Hands pass. { $player }'s hand is yours.
event-hands_passed_over =
    Hands pass { direction }. { $out ->
        [match] You are out of the match.
       *[round] You are out of the round: no hand comes to you.
    }
    .brief =
        Hands pass. { $out ->
            [match] You are out.
           *[round] None for you.
        }
event-round_blocked = Nobody can play: the lightest hand wins.
# Someone laid a card out of turn on the player's turn.
event-turn_gone = Your turn is gone.
# An interception took the player's own turn: what it was laid on.
event-turn_gone_on = Intercepted on { $card }: your turn is gone.
event-round_turn_limit = { $count ->
        [one] 1 turn
       *[other] { $count } turns
    } and nobody out: the round stops, and the lightest hand wins.
event-round_added = Points added: { $scores }.
    .brief = Points: { $scores }.
event-standings = Standings: { $scores }.
    .brief = Totals: { $scores }.
event-score = { event-name } { $points }
event-round_started = { $who ->
        [you] Round { $number }. You deal { $cards ->
                [one] 1 card
               *[other] { $cards } cards
            } each.
       *[other] Round { $number }. { $player } deals { $cards ->
                [one] 1 card
               *[other] { $cards } cards
            } each.
    }
    .brief = { $who ->
        [you] Round { $number }. You deal.
       *[other] Round { $number }. { $player } deals.
    }
event-round_started_unequal = { $who ->
        [you] Round { $number }. You deal.
       *[other] Round { $number }. { $player } deals.
    }
event-starting_card-shown = First card: { $card }.
event-starting_card-returned = { $card } turned up: back into the pile.
event-turn = { $who ->
        [you] Your turn.
       *[other] { $player }'s turn.
    }
event-played = { $who ->
        [you] You play { $card }.
       *[other] { $player } plays { $card }.
    }
    .brief = { $who ->
        [you] { $card }.
       *[other] { $player }: { $card }.
    }
event-stacked = { $who ->
        [you] You stack { $card }.
       *[other] { $player } stacks { $card }.
    }
    .brief = { $who ->
        [you] Stack: { $card }.
       *[other] { $player } stacks: { $card }.
    }
event-sequence = { $who ->
        [you] You continue with { $card }.
       *[other] { $player } continues with { $card }.
    }
    .brief = { $who ->
        [you] Then { $card }.
       *[other] { $player }, then { $card }.
    }
event-intercepted = { $who ->
        [you] You intercept with { $card }!
       *[other] { $player } intercepts with { $card }!
    }
    .brief = { $who ->
        [you] You intercept with { $card }!
       *[other] { $player } intercepts: { $card }!
    }
# Jump-in (the house rule) by its own name: the identical card, laid out of turn, takes the turn.
event-jumped_in = { $who ->
        [you] You jump in with { $card }!
       *[other] { $player } jumps in with { $card }!
    }
    .brief = { $who ->
        [you] You jump in with { $card }!
       *[other] { $player } jumps in: { $card }!
    }
event-one_left = { $who ->
        [you] One card left.
       *[other] { $player } has one card left.
    }
    .brief = { $who ->
        [you] One card left.
       *[other] { $player }: one card.
    }
# $cards: the player's own cards by name; another player's are only counted.
event-drew = { $who ->
        [you] You draw { $cards }.
       *[other] { $count ->
            [one] { $player } draws a card.
           *[other] { $player } draws { $count } cards.
        }
    }
    .brief = { $who ->
        [you] Drew { $cards }.
       *[other] { $player } draws { $count }.
    }
event-drew_nothing = { $who ->
        [you] Nothing left to draw.
       *[other] { $player } draws nothing: the pile is empty.
    }
# $count: 3, or fewer when the pile runs short (0: nothing left to draw).
event-creeper = { $who ->
        [you] Creeper! It explodes on you: { $count ->
            [0] no more cards, the pile is empty.
            [one] 1 more card, the last in the pile.
           *[other] { $count } more cards.
        }
       *[other] Creeper! It explodes on { $player }: { $count ->
            [0] no more cards, the pile is empty.
            [one] 1 more card, the last in the pile.
           *[other] { $count } more cards.
        }
    }
    .brief = { $who ->
        [you] Creeper! It explodes on you: { $count ->
            [0] no more cards.
            [one] 1 more card.
           *[other] { $count } more cards.
        }
       *[other] Creeper on { $player }!
    }
event-nothing_to_draw = { $who ->
        [you] Nothing left to draw. You pass.
       *[other] Nothing left to draw. { $player } passes.
    }
event-passed = { $who ->
        [you] You pass.
       *[other] { $player } passes.
    }
event-skipped = { $who ->
        [you] You are skipped.
       *[other] { $player } is skipped.
    }
    .brief = { $who ->
        [you] You are skipped.
       *[other] { $player } skipped.
    }
event-colour_chosen = { $who ->
        [you] You choose { colour }.
       *[other] { $player } chooses { colour }.
    }
    .brief = { $who ->
        [you] { colour }.
       *[other] Colour: { colour }.
    }
event-penalty = { $who ->
        [you] Penalty on you: { $total ->
                [one] 1 card
               *[other] { $total } cards
            }.
       *[other] Penalty on { $player }: { $total ->
                [one] 1 card
               *[other] { $total } cards
            }.
    }
    .brief = { $who ->
        [you] Penalty on you: { $total ->
                [one] 1 card
               *[other] { $total } cards
            }.
       *[other] { $player }: { $total } to draw.
    }
# A card laid out of turn passed the growing penalty on.
event-penalty_moves = { $who ->
        [you] The penalty goes on, { $total ->
                [one] 1 card
               *[other] { $total } cards
            }, to you.
       *[other] The penalty goes on, { $total ->
                [one] 1 card
               *[other] { $total } cards
            }, to { $player }.
    }
    .brief = { $who ->
        [you] Penalty to you: { $total }.
       *[other] Penalty to { $player }: { $total }.
    }
# $who challenges $whom (named $target); $verdict: guilty (a bluff) or innocent.
event-challenge = { $who ->
        [you] { $verdict ->
            [guilty] Challenge won: { $target } was bluffing.
           *[innocent] Challenge lost: { $target } played fair.
        }
       *[other] { $whom ->
            [you] { $verdict ->
                [guilty] { $player } challenges you: bluff caught.
               *[innocent] { $player } challenges you and loses.
            }
           *[other] { $verdict ->
                [guilty] { $player } challenges { $target }: bluff caught.
               *[innocent] { $player } challenges { $target }: no bluff.
            }
        }
    }
    .brief = { $who ->
        [you] { $verdict ->
            [guilty] Challenge won: { $target } was bluffing.
           *[innocent] Challenge lost: { $target } played fair.
        }
       *[other] { $whom ->
            [you] { $verdict ->
                [guilty] { $player } challenges you: bluff caught.
               *[innocent] { $player } challenges you and loses.
            }
           *[other] { $verdict ->
                [guilty] { $player } catches { $target } bluffing.
               *[innocent] { $player } challenges { $target }: no bluff.
            }
        }
    }
# The challenged hand, said after the penalty is drawn: every card; its brief form says how many.
event-challenge-revealed = { $target }'s hand when the card was played: { $cards }.
    .brief = { $count ->
            [one] { $target } held { $count } card when it was played.
           *[other] { $target } held { $count } cards when it was played.
        }
event-uno = { $who ->
        [you] You say UNO!
       *[other] { $player } says UNO!
    }
    .brief = { $who ->
        [you] UNO!
       *[other] { $player }: UNO!
    }
# $who catches $whom (named $target).
event-caught = { $who ->
        [you] You catch { $target } without UNO!
       *[other] { $whom ->
            [you] { $player } caught you without UNO!
           *[other] { $player } catches { $target } without UNO!
        }
    }
    .brief = { $who ->
        [you] Caught { $target }!
       *[other] { $whom ->
            [you] { $player } caught you!
           *[other] { $player } caught { $target }!
        }
    }
# After a Flip, a 0 or a 7 brought a new hand: which of its cards go on the top card ($count of them, named in $cards).
event-hand_playable = { $count ->
        [0] None of them goes on the top card.
        [one] On the top card goes { $cards }.
       *[other] On the top card go { $cards }.
    }
    .brief = { $count ->
        [0] None playable.
       *[other] Playable: { $cards }.
    }
event-hand_playable_many = { $count ->
        [one] 1 of them goes
       *[other] { $count } of them go
    } on the top card: { $key_next_playable } finds them.
event-you_hold = { $count ->
        [one] You now hold one card.
       *[other] You now hold { $count } cards.
    }
    .brief = { $count ->
        [one] One card.
       *[other] { $count } cards.
    }
# $who swaps hands with $whom (named $target).
event-swapped = { $who ->
        [you] You swap hands with { $target }.
       *[other] { $whom ->
            [you] { $player } swaps hands with you.
           *[other] { $player } swaps hands with { $target }.
        }
    }
event-swap_declined = { $who ->
        [you] You keep your hand.
       *[other] { $player } swaps with nobody.
    }
# $short: yes when the pile runs out before each of the others has drawn $count (their draws say how many).
event-greyskull = { $short ->
        [yes] { $who ->
            [you] By the power of Greyskull! Everyone else draws { $count }, as far as the pile goes.
           *[other] By the power of Greyskull! Everyone but { $player } draws { $count }, as far as the pile goes.
        }
       *[no] { $who ->
            [you] By the power of Greyskull! Everyone else draws { $count }.
           *[other] By the power of Greyskull! Everyone but { $player } draws { $count }.
        }
    }
    .brief = { $short ->
        [yes] { $who ->
            [you] Greyskull! Others draw up to { $count }.
           *[other] Greyskull! All but { $player } draw up to { $count }.
        }
       *[no] { $who ->
            [you] Greyskull! Others draw { $count }.
           *[other] Greyskull! All but { $player } draw { $count }.
        }
    }
# $who: "you" when the player is in the race.
event-reaction-buzzer = { $who ->
        [you] Buzzer! Press { $key_buzzer }!
       *[other] Buzzer! The others race.
    }
    .brief = { $who ->
        [you] Buzzer! { $key_buzzer }!
       *[other] Buzzer!
    }
event-reaction-slap = { $who ->
        [you] A 9! Slap with { $key_buzzer }!
       *[other] A 9! The others slap.
    }
    .brief = { $who ->
        [you] A 9! { $key_buzzer }!
       *[other] A 9!
    }
event-pressed = { $who ->
        [you] Pressed in { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } seconds.
       *[other] { $player } presses.
    }
    .brief = { $who ->
        [you] { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } seconds.
       *[other] { $player } presses.
    }
event-reaction_over-buzzer = Slowest to buzz: { $players }.
    .brief = Slowest: { $players }.
event-reaction_over-slap = Last to slap: { $players }.
    .brief = Last: { $players }.
# A race with one player left to race (after a last card): decided as it opens, nobody presses.
event-reaction_alone-buzzer = { $who ->
        [you] Buzzer! You are the only one left to race.
       *[other] Buzzer! { $player } is the only one left to race.
    }
    .brief = Buzzer: { $who ->
        [you] only you left.
       *[other] only { $player } left.
    }
event-reaction_alone-slap = { $who ->
        [you] A 9! You are the only one left to slap.
       *[other] A 9! { $player } is the only one left to slap.
    }
    .brief = 9: { $who ->
        [you] only you left.
       *[other] only { $player } left.
    }
# $reason: the refusal, a sentence of its own.
event-interception_failed = { $who ->
        [you] Interception failed. { $reason }
       *[other] { $player } fails to intercept with { $card }.
    }
    .brief = { $who ->
        [you] Interception failed. { $reason }
       *[other] { $player } fails to intercept.
    }
event-penalty_points = { $count ->
        [one] { $count } penalty point.
       *[other] { $count } penalty points.
    }
event-wrong_play = { $who ->
        [you] Wrong play, penalty. { $reason }
       *[other] { $player } plays { $card } wrongly: penalty.
    }
    .brief = { $who ->
        [you] Wrong play, penalty. { $reason }
       *[other] { $player }: wrong play.
    }
event-round_won = { $who ->
        [you] You win the round!
       *[other] { $player } wins the round.
    }
    .brief = { $who ->
        [you] Round won!
       *[other] { $player } wins the round.
    }
event-round_score = { $count ->
        [one] { $count } point.
       *[other] { $count } points.
    }
# $who: "you" if the player is among the winners; $count: how many other winners, named in $players.
event-match_won = { $who ->
        [you] { $count ->
            [0] You win the match!
           *[other] You share the win with { $players }!
        }
       *[other] { $count ->
            [one] { $players } wins the match.
           *[other] { $players } share the win.
        }
    }
    .brief = { $who ->
        [you] { $count ->
            [0] You win!
           *[other] You share the win.
        }
       *[other] { $count ->
            [one] { $players } wins.
           *[other] { $players } share the win.
        }
    }

## The reasons an action is refused: the engine's IllegalAction.reason keys.

illegal-round_in_progress = A round is already under way.
illegal-match_over = The match is over.
illegal-out_of_match = You are out of the match.
illegal-round_over = The round is over.
illegal-no_such_player = No such player.
illegal-unknown_action = That cannot be done here.
illegal-card_not_in_hand = That card is not in your hand.
illegal-does_not_match = That card does not match.
illegal-does_not_match_either = That card does not match: { colour } or { rank }.
illegal-does_not_match_colour = That card does not match: { colour }.
illegal-no_wild_finish = You can't go out on a wild card.
illegal-only_drawn_card = Only the card you just drew can be played now.
illegal-must_answer_penalty = Draw the penalty, or answer it with a draw card.
illegal-choose_colour_first = Choose a colour first.
illegal-choose_swap_first = Choose whom to swap with first.
illegal-reaction_pending = Not now: press { $key_buzzer } first!
illegal-not_your_turn = It's not your turn.
illegal-intercept_own_card = You can't intercept your own card.
illegal-interception_too_late = Too late to intercept.
illegal-jump_in_with_penalty_card = You can't jump in with a card drawn as a penalty.
illegal-interception_no_match = That card can't intercept this one.
illegal-nothing_to_draw = Nothing left to draw: play a card.
illegal-nothing_to_keep = You have no drawn card to keep.
illegal-already_drew = You already drew: play that card or keep it.
illegal-not_now = Not now.
illegal-no_colour_to_choose = There's no colour to choose.
illegal-not_a_colour = That colour isn't in this deck.
illegal-no_swap_to_choose = There's no swap to choose.
illegal-bad_swap_target = You can't swap with that player.
illegal-must_swap = With the No Mercy deck, a 7 always swaps: choose a player.
illegal-cannot_call_uno = Say UNO with two cards on your turn, or with one card.
illegal-nobody_to_catch = Nobody to catch.
illegal-no_challenge = There's no Draw Four to challenge.
illegal-nothing_to_buzz = There's nothing to buzz.
illegal-nothing_to_slap = There's nothing to slap.
illegal-not_in_reaction = You're out of this race.
illegal-already_pressed = You already pressed.

## Speech itself: why the game is not speaking the way it was asked to. $wanted, $using and $failed are
## speech-backend words; $reason is a speech-reason message.

speech-fallback = Cannot use { $wanted }: { $reason }. Using { $using }.
speech-failed = { $failed } stopped working. Using { $using }.
speech-log_unavailable = Cannot write the speech log { $path }: { $detail }.
# The built-in speech has no voice for the game's language ($language: en, pt-BR or es).
speech-no_voice = The built-in speech has no { $language ->
        [pt-BR] Portuguese
        [es] Spanish
       *[en] English
    } voice: it reads with its default one.
speech-arrived = Now speaking through { $using }: it is ready.
speech-backend-screenreader = the screen reader
speech-backend-tts = built-in speech
speech-backend-log = the text log
speech-backend-silent = silence
speech-reason-missing_package = a package it needs is missing
speech-reason-no_screen_reader = no screen reader is running
speech-reason-engine_failed = it failed to start
speech-reason-no_audio_output = no sound device can play it
speech-reason-still_starting = it is still starting, and takes over once it answers
speech-reason-no_console = there is no console

## Mistakes in a keymap file. The keys in question keep their default keys.

keymap-unreadable = Cannot read the keymap { $path }: { $detail }. Using the default keys.
keymap-unreadable_kept = Cannot read the keymap { $path }: { $detail }. Using the default keys; it is moved to { $kept }.
keymap-not_a_file = The keymap { $path } is not a file. Using the default keys.
keymap-not_a_file_kept = The keymap { $path } is not a file. Using the default keys; it is moved to { $kept }.
keymap-too_big = The keymap { $path } is over { $limit }, too big to be a keymap. Using the default keys.
keymap-too_big_kept = The keymap { $path } is over { $limit }, too big to be a keymap. Using the default keys; your file is saved as { $kept }.
keymap-too_deep = The keymap { $path } is broken: its lists are nested too deeply. Using the default keys.
keymap-too_deep_kept = The keymap { $path } is broken: its lists are nested too deeply. Using the default keys; your file is saved as { $kept }.
keymap-more_problems = { $count ->
        [one] And { $count } more problem in the keymap { $path }, not read out.
       *[other] And { $count } more problems in the keymap { $path }, not read out.
    }
keymap-bad_file = The keymap { $path } is broken at line { $line }: { $detail }. Using the default keys.
keymap-bad_file_kept = The keymap { $path } is broken at line { $line }: { $detail }. Using the default keys; your file is saved as { $kept }.
keymap-unknown_place = Keymap { $path }, line { $line }: no place called { $place }.
keymap-not_a_section = Keymap { $path }, line { $line }: { $place } must be a section, written [{ $place }].
keymap-unknown_command = Keymap { $path }, line { $line }: no command { $command } in { $place }.
keymap-not_a_list = Keymap { $path }, line { $line }: { $command } needs a list of keys, such as ["space"].
keymap-unknown_key = Keymap { $path }, line { $line }: unknown key { $name } for { $command }.
keymap-key_twice = Keymap { $path }, line { $line }: { $name } is for { $other } already, not also { $command }.

## Key names as hints and the F1 help say them. Letters and digits are said as themselves.

keyname-shift = Shift
keyname-ctrl = Control
keyname-alt = Alt
keyname-left = Left
keyname-right = Right
keyname-up = Up
keyname-down = Down
keyname-home = Home
keyname-end = End
keyname-return = Enter
keyname-kp_enter = Keypad Enter
keyname-space = Space
keyname-comma = Comma
keyname-period = Period
keyname-escape = Escape
keyname-tab = Tab
keyname-backspace = Backspace
keyname-delete = Delete
keyname-f1 = F1
keyname-f2 = F2
keyname-f3 = F3
keyname-f4 = F4
keyname-f5 = F5
keyname-f6 = F6
keyname-f7 = F7
keyname-f8 = F8
keyname-f9 = F9
keyname-f10 = F10
keyname-f11 = F11
keyname-f12 = F12
keyname-equals = Equals
keyname-plus = Plus
keyname-minus = Minus
keyname-kp_plus = Keypad Plus
keyname-kp_minus = Keypad Minus

## The deal, as a listener takes it in: who deals and why in one sentence (every card drawn is in the history,
## and said on request), with how many cards each.

event-dealer_highest = { $who ->
        [you] You deal { $cards ->
            [one] { $cards } card
           *[other] { $cards } cards
        }: { $card } was highest.
       *[other] { $player } deals { $cards ->
            [one] { $cards } card
           *[other] { $cards } cards
        }: { $card } was highest.
    }
event-dealer_draw_none = No cards were drawn for the deal: it was arranged.

## Enter during a pending penalty without stacking: no card answers it.

# Under a penalty (stacking on): the cards of the hand that answer it ($cards, $count of them), or none.
illegal-answer_penalty_with = { $count ->
        [one] Only { $cards } answers the penalty now, or { $key_draw } takes it.
       *[other] Only { $cards } answer the penalty now, or { $key_draw } takes it.
    }
illegal-nothing_answers = Nothing in your hand answers this penalty: { $key_draw } takes it.
illegal-must_take_penalty = Draw the penalty first: { $key_draw } takes the cards.

## Many cards drawn at once: counted, each named in the history.

event-drew_many = You draw { $count ->
        [one] 1 card; the history names it.
       *[other] { $count } cards; the history names them.
    }

## Out of turn: whose turn an interception took, and the player's own sequence left open. $seconds: a number.

event-turn_lost = Intercepted on { $card }: { $player } loses the turn.
table-sequence_open = Sequence open: { lobby-seconds } to play the next number.
    .brief = Sequence: { lobby-seconds }.

## Drawing, responses and hands. $count, $left, $total: numbers; $number: a card's number;
## $cards: cards by name; $may_pass: "yes" when a player who drew freely may end the turn.

event-drew_until = { $who ->
        [you] { $count ->
            [one] You draw { $cards }, looking for one to play.
           *[other] You draw { $count } cards, looking for one to play: { $cards }.
        }
       *[other] { $count ->
            [one] { $player } draws a card, looking for one to play.
           *[other] { $player } draws { $count } cards, looking for one to play.
        }
    }
event-drew_until_many = You draw { $count ->
        [one] 1 card, looking for one to play; the history names it.
       *[other] { $count } cards, looking for one to play; the history names them.
    }
event-same_rank = { $who ->
        [you] You play { $count ->
            [one] 1 card numbered { $number }: { $cards }.
           *[other] { $count } cards numbered { $number }: { $cards }.
        }
       *[other] { $player } plays { $count ->
            [one] 1 card numbered { $number }: { $cards }.
           *[other] { $count } cards numbered { $number }: { $cards }.
        }
    }
event-same_rank_top = On top: { $card }.
event-free_draw = { $who ->
        [you] { $left ->
            [0] No free draws left.
            [one] Your turn goes on: 1 more free draw.
           *[other] Your turn goes on: { $left } more free draws.
        } { $may_pass ->
            [yes] Play a card, or { $key_end_turn } ends your turn.
           *[other] Play a card.
        }
       *[other] { $player } draws and keeps the turn.
    }
event-penalty_deflected = { $who ->
        [you] You turn the penalty away.
       *[other] { $player } turns the penalty away.
    }
event-out_of_round = { $who ->
        [you] You have { $count ->
            [one] 1 card
           *[other] { $count } cards
        }: you are out of this round.
       *[other] { $player } has { $count ->
            [one] 1 card
           *[other] { $count } cards
        } and is out of this round.
    }
# A player knocked out with the No Mercy deck: their hand is set aside (said after event-out_of_round).
event-hand_set_aside = { $who ->
        [you] Your cards are set aside until the pile runs out.
       *[other] { $player }'s cards are set aside until the pile runs out.
    }
# The pile ran out: the hands set aside go back in with the discards (event-reshuffled follows).
event-set_aside_returned = The knocked-out hands go back into the pile: { $count ->
        [one] 1 card.
       *[other] { $count } cards.
    }
# No Mercy's bonus, before the round's result: $points for each of $players knocked out this round.
event-knockouts = { $count ->
        [one] Knocked out: { $players }, { $points ->
            [one] 1 point
           *[other] { $points } points
        }.
       *[other] Knocked out: { $players }, { $points ->
            [one] 1 point
           *[other] { $points } points
        } each.
    }
illegal-must_play = You hold a card you can play, so you must play one.
illegal-must_play_drawn = With the No Mercy deck, the card that ends your draw must be played.
illegal-no_free_draws_left = No free draws left this turn.
illegal-not_same_rank = Those cards are not all of one number.
illegal-one_card_at_a_time = At this table you play one card at a time.
illegal-out_of_round = You are out of this round.

## Issue 22: Skip cards that skip everyone, the turn timer, elimination. $outcome: drew, kept or nothing.

## UNO Flip: the table turning over, Skip Everyone, Wild Draw Colour.
# $side: dark or light, the side now up; $card: the card now on top; $count: the cards in the player's hand.
event-flipped = { $side ->
        [dark] Flip! Everything turns to the dark side.
       *[light] Flip! Everything turns back to the light side.
    } On top: { $card }. You hold { $count ->
        [one] 1 card
       *[other] { $count } cards
    }, turned over too.
    .brief = { $side ->
        [dark] Dark side.
       *[light] Light side.
    } { $card } on top.
event-everyone_skipped = { $who ->
        [you] Everyone else is skipped: you play again.
       *[other] Everyone else is skipped: { $player } plays again.
    }
    .brief = { $who ->
        [you] All skipped: you again.
       *[other] All skipped: { $player } again.
    }
event-colour_penalty = { $who ->
        [you] Penalty on you: draw cards until one is { colour }.
       *[other] Penalty on { $player }: drawing cards until one is { colour }.
    }
    .brief = { $who ->
        [you] You draw till { colour }.
       *[other] { $player } draws till { colour }.
    }
event-timed_out = { $who ->
        [you] { $outcome ->
            [kept] Time is up: you keep the card and the turn passes.
            [nothing] Time is up: the turn passes.
           *[drew] { $count ->
                [one] Time is up: you draw a card and the turn passes.
               *[other] Time is up: you draw { $count } cards and the turn passes.
            }
        }
       *[other] { $outcome ->
            [kept] Time is up: { $player } keeps the card and the turn passes.
            [nothing] Time is up: { $player }'s turn passes.
           *[drew] { $count ->
                [one] Time is up: { $player } draws a card and the turn passes.
               *[other] Time is up: { $player } draws { $count } cards and the turn passes.
            }
        }
    }
# A Colour Roulette's victim let their time run out: the colour they hold most of is named for them (ties: the
# deck's first colour), then they draw until a card of it comes.
event-timed_out_named = { $who ->
        [you] Time is up: { colour } is named for you, the colour you hold most of.
       *[other] Time is up: { colour } is named for { $player }, the colour they hold most of.
    }
event-eliminated = { $who ->
        [you] You are out of the match with { $points ->
            [one] 1 point
           *[other] { $points } points
        }. The match goes on without you.
       *[other] { $player } is out of the match with { $points ->
            [one] 1 point
           *[other] { $points } points
        }.
    }

## UNO No Mercy: the colour roulette and Discard All (the mercy rule is event-out_of_round).
# The player the roulette falls on: they name a colour, then draw until a card of it comes (for the player, the
# colour question that follows says so).
event-roulette = { $who ->
        [you] Colour roulette for you.
       *[other] Colour roulette for { $player }: they name a colour, then draw until a card of it comes.
    }
    .brief = { $who ->
        [you] Roulette: name a colour.
       *[other] Roulette for { $player }.
    }
# A Discard All: $count more cards of its colour went with it, $cards their names (shown to everyone).
event-discarded = { $who ->
        [you] { $count ->
            [0] You hold no other card of that colour.
            [one] With it you discard 1 more card: { $cards }.
           *[other] With it you discard { $count } more cards: { $cards }.
        }
       *[other] { $count ->
            [0] { $player } holds no other card of that colour.
            [one] With it { $player } discards 1 more card: { $cards }.
           *[other] With it { $player } discards { $count } more cards: { $cards }.
        }
    }
    .brief = { $who ->
        [you] You discard { $cards }.
       *[other] { $player } discards { $count ->
            [one] 1 card
           *[other] { $count } cards
        }.
    }
# Cards another player drew face up, for everyone to see (a Colour Roulette's): $cards, by name.
event-drew_shown = { $player } draws { $count ->
        [one] a card:
       *[other] { $count } cards:
    } { $cards }.
    .brief = { $player }: { $cards }.
