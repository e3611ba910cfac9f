# The table and the places around it, as a player meets them: the table review and the hand summary,
# Enter out of turn, the words of places and lists, and the first explanation of an edition's own cards.

## The table review and the hand summary. $who is "you" or "other"; $played is "card" or "none".

table-review = In the order of play: { $players }.
table-review_separator = {"; "}
table-review_player = { $who ->
        [you] you, { table-held }
       *[other] { $name }, { table-held }
    }{ $played ->
        [card] , last played { $card }
       *[none] {""}
    }
# "13 cards: 4 red (1, 2, 5, draw two), 1 wild (wild draw four)"
# A card's face alone, inside a colour's group of the hand summary.
table-summary_face = { $rank ->
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
table-summary = { table-cards }: { $groups }.
# The count comes first: "red 4" would be heard as the card red 4.
table-summary_colour = { $count } { colour } ({ $cards })
table-summary_wild = { $count ->
        [1] 1 wild ({ $cards })
       *[other] { $count } wilds ({ $cards })
    }
# Down on the last group, or Up on the first: the focus stays. $sort: colour, number or off.
table-edge-last_group = { $sort ->
        [number] last number
       *[other] last colour
    }

## Enter out of turn, and the focus after a play. $card is a card's name.

table-not_in_sequence = Not your turn, and that card does not continue your sequence.
table-own_card_on_top = Not your turn: { $card } on top is your own card.
table-nothing_intercepts = Not your turn, and no card of yours can intercept { $card }.
table-turn_came = It has just become your turn. { $card } has the focus: { $key_play_card } plays it.
table-focus_now = Focus on { $card }.
table-first_to_match = { $card } had to go first, the only one that goes on { $top }.
# B pressed while a race without sound is still being announced: it does not count, and the race starts for
# everyone at the end of these words instead.
table-race_too_soon-buzzer = Too soon! Press { $key_buzzer } now!
table-race_too_soon-slap = Too soon! Slap with { $key_buzzer } now!
# B just after a race ended (it ends once all but one have pressed): the verdict has been given.
table-race_over = Too late: the race is over.
# A key that does nothing at the table. $pressed is the key's name.
table-no_such_key = { $pressed }: nothing here. { $key_help } lists the keys.
# The match is over; $place: lobby or main (the main menu).
table-match_over_to = { $place ->
        [lobby] { $key_play_card } goes back to the lobby.
       *[main] { $key_play_card } goes back to the main menu.
    }

## An edition's own card, explained the first time it acts in a match.

note-creeper_drawn = A Creeper drawn from the pile is shown and makes its player draw 3 more cards.
note-creeper_played = Played, a Creeper is a wild: its player names the colour.
note-greyskull = Greyskull is a wild: every other player draws 3 cards, and its player names the colour.

## F1 at the table

help-table-table_review = the table in the order of play: each hand's size and last card played
help-table-hand_summary = your whole hand in one sentence, colour by colour

## Lists and menus. $kept: yes when a match is kept for next time.

menu-goodbye = { $kept ->
        [yes] Goodbye. Your match is kept: Continue the saved match takes it up next time.
       *[no] Goodbye.
    }
help-choice-first = first item
help-choice-last = last item

## The lobby and the options: Enter on a setting reads its description.

lobby-back_kept = Back in the lobby. The match is kept: Continue the saved match in the main menu takes it up.
lobby-no_description = Nothing more to say about this item.
help-lobby-choose = on Start the match, start it; on a setting, its description
main-match_kept = The match is kept: Continue the saved match takes it up.

## The lobby's edition values: what the edition's own cards do, said before the match.

lobby-edition-classic = Classic, 108 cards
lobby-edition-minecraft = Minecraft, 112 cards: a Creeper drawn from the pile makes its player draw 3 more; played, it is a wild
lobby-edition-motu = Masters of the Universe, 112 cards, purple for yellow: Greyskull is a wild that makes every other player draw 3

## Statistics: the wins and the last result, at the top of the list. $last: won or lost.

stats-summary-matches = Matches: { $played } played, { $won } won; the last one { $last ->
        [won] won
       *[lost] lost
    }.
stats-summary-rounds = Rounds: { $played } played, { $won } won; the last one { $last ->
        [won] won
       *[lost] lost
    }.

## Issue 22
help-table-time_left = the time left on the turn timer
## UNO Flip in the lobby: the deck, and the options it cannot be played with (said when one is refused, and when
## choosing the deck turns one off).
lobby-edition-flip = UNO Flip, 112 two-sided cards: a Flip card turns every card over, to a dark side in pink, teal, orange and purple, with Draw Five, Skip Everyone and Wild Draw Colour
refused-flip_no_zero = No 0 rule with the Flip deck: it has no zeros.
refused-no_mercy_skip_everyone = The No Mercy deck has its own Skip Everyone cards, so the rule that a Skip hits all is off.
refused-flip_buzzer = No buzzer cards with the Flip deck: they have no dark side to turn over.
## UNO No Mercy in the lobby: the deck, what choosing it sets ($max_hand: the hand limit, $target_score), and the
## options it plays its own way: their value as the lobby says it, and why they cannot be changed.
lobby-edition-no_mercy = UNO No Mercy, 168 cards: Draw Six, Draw Ten, Wild Reverse Draw Four, Colour Roulette, Skip Everyone and Discard All; any draw card stacks on one that draws as many or fewer, and 25 cards put a player out of the round
lobby-edition_defaults-no_mercy = The No Mercy deck sets a hand limit of { $max_hand } cards, drawing until you can play, and a target of { $target_score } points; you can change them.
# An item's words, then what its change turned off or set (whole sentences).
lobby-noted = { $label }. { $notes }
lobby-forced-no_mercy-stacking = No Mercy's: any draw card on one that draws as many or fewer
lobby-forced-no_mercy-zero_passes_hands = yes, with the No Mercy deck
lobby-forced-no_mercy-seven_swaps = yes, with the No Mercy deck
lobby-forced-no_mercy-draw_penalty_skips_turn = yes, with the No Mercy deck
lobby-forced-no_mercy-challenge = off, with the No Mercy deck
forced-no_mercy-stacking = The No Mercy deck stacks its own way: any draw card on one that draws as many or fewer.
forced-no_mercy-zero_passes_hands = With the No Mercy deck, a 0 always passes every hand on.
forced-no_mercy-seven_swaps = With the No Mercy deck, a 7 always swaps hands with a player of your choice.
forced-no_mercy-draw_penalty_skips_turn = With the No Mercy deck, a player who draws a penalty always loses the turn.
forced-no_mercy-challenge = No challenges with the No Mercy deck: its wild draw cards may be played at any time.
# An edition's own card, explained the first time it acts in a match.
note-flip = A Flip turns every card over, your hand too: the other side now plays, with its own colours and cards.
note-skip_everyone = Skip Everyone: every other player loses the turn, and its player plays again.
note-wild_draw_colour = Wild Draw Colour: the next player draws until a card of the colour named comes, and loses the turn.
note-discard_all = Discard All: every other card of its colour goes onto the discard pile with it.
note-wild_colour_roulette = Colour Roulette: the next player names a colour, draws until a card of it comes, and loses the turn.
note-wild_reverse_draw_four = Wild Reverse Draw Four: play turns round, and the next player draws 4 or answers with a draw card that draws as many or more.
note-wild_reverse_draw_four_two = Wild Reverse Draw Four between two players: it skips the other player, and its own player draws 4 or sends them back with a draw card that draws as many or more.
note-wild_draw_six = Wild Draw Six: the next player draws 6, or answers with a Wild Draw Six or a Wild Draw Ten.
note-wild_draw_ten = Wild Draw Ten: the next player draws 10, or answers with another Wild Draw Ten.
