# Learning at the table: the hint key, what a card does, the hand's value and the rules as a document.

## The hint: what the hard bot would do now, and why, in one sentence.
## $action is one of the hint-action messages, $why the reasons joined as a list.

hint = { $action }: { $why }.
    .brief = { $action }.
hint-off = Hints are off; turn them on in the options.
hint-expert = The expert: { $hint }
hint-thinking = The expert is thinking.
hint-action-play = Play { $card }
hint-action-together = Play { $together } together
hint-action-draw = Draw a card
hint-action-take = Take the { $count ->
        [0] penalty
        [one] card
       *[other] { $count } cards
    }
hint-action-pass = Keep the card and pass
hint-action-colour = Name { colour }
hint-action-swap = Swap hands with { $player }
hint-action-keep_hand = Keep your hand
hint-action-challenge = Challenge the card
hint-action-uno = Say UNO
hint-action-catch = Catch { $player }
hint-action-buzz = Press the buzzer
hint-action-slap = Slap the 9
hint-action-wait = Wait
hint-action-other = Do what the hard bot does
# The reasons. $player names the player a reason is about; $count and $colour as their kind says.
hint-reason-only_playable = it is the only card you can play
hint-reason-attack = { $player } has { $count ->
        [one] one card
       *[other] { $count } cards
    }
hint-reason-another_turn = you play again
hint-reason-keeps_wild = it keeps your wild for later
hint-reason-changes_colour = it changes the colour to { colour }
hint-reason-next_lacks = { $player } seems to have no { colour }
hint-reason-colour_held = you hold { $count ->
        [one] one more { colour } card
       *[other] { $count } more { colour } cards
    }
hint-reason-colour_count = you hold { $count ->
        [0] no { colour } card, nor of any other colour
        [one] one { colour } card
       *[other] { $count } { colour } cards
    }
hint-reason-sheds_points = it sheds { $count ->
        [one] 1 point
       *[other] { $count } points
    }
hint-reason-flip_helps = the other side suits your hand
hint-reason-best_of = it is the best of { $count ->
        [one] your one playable card
       *[other] your { $count } playable cards
    }
hint-reason-nothing_playable = nothing in your hand can be played
hint-reason-play_drawn = the card you drew can be played
hint-reason-keep_drawn = it is better kept for later
hint-reason-all_together = { $count ->
        [one] 1 card leaves your hand
       *[other] { $count } cards leave your hand at once
    }
hint-reason-stack = it passes the { $count ->
        [one] card
       *[other] { $count } cards
    } on
hint-reason-no_answer = nothing in your hand passes the penalty on
hint-reason-likely_bluff =
    a play like this is a bluff about { $count ->
        [one] 1 time
       *[other] { $count } times
    } in a hundred
hint-reason-likely_honest =
    a play like this is a bluff only about { $count ->
        [one] 1 time
       *[other] { $count } times
    } in a hundred
hint-reason-fewer_cards = { $player } has only { $count ->
        [one] one card
       *[other] { $count } cards
    }
hint-reason-nobody_fewer = nobody has fewer cards than you
hint-reason-last_card = you have one card left
hint-reason-forgot_uno = { $player } has one card and did not say UNO
hint-reason-race = the slowest draws
hint-reason-out_of_turn = it sheds { $count ->
        [one] 1 point
       *[other] { $count } points
    } out of turn
# No Mercy's own decisions. stack_up: $count is the stack the next player then faces; discard_all: $count is how
# many cards leave the hand, the Discard All among them; roulette_colour: $count unseen cards of the colour named;
# mercy_out: $count is the mercy limit; smallest_hand: the 7 must swap, $count is that hand's size.
hint-reason-stack_up = it stacks on, and { $player } faces { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
hint-reason-discard_all = { $count ->
        [one] it is your only { colour } card
       *[other] your { $count } { colour } cards leave your hand at once
    }
hint-reason-roulette_colour = { $count ->
        [0] every card of a colour has been seen: any colour will do
        [one] 1 card you have not seen is { colour }, the most of any colour: the draw should stop soonest
       *[other] { $count } of the cards you have not seen are { colour }, the most of any colour: the draw should stop soonest
    }
hint-reason-roulette_victim = { $player } names a colour and draws until it comes
hint-reason-mercy_out = it takes { $player } to the mercy limit of { $count ->
        [one] 1 card
       *[other] { $count } cards
    }: out of the round
# A Wild Reverse Draw 4 between two players: it skips the other and its own player draws. stack_back: $count is
# what $player then faces once the player sends it back; self_draw: $count is what the player would draw.
hint-reason-stack_back = it skips { $player } and its draw falls on you, but you send it back: { $player } faces { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
hint-reason-self_draw = between two players your wild reverse draw four would skip { $player } and make you draw { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
hint-reason-smallest_hand = the 7 must swap, and { $player } has the smallest hand: { $count ->
        [one] one card
       *[other] { $count } cards
    }
hint-reason-nothing_to_do = it is { $player }'s turn
hint-reason-nothing_yet = there is nothing for you to do now
hint-reason-round_over = the round is over
hint-reason-hard_bots_choice = it is what the hard bot does here
hint-reason-searched = played out from here, it wins about { $count ->
        [one] 1 round
       *[other] { $count } rounds
    } in a hundred, more than the hard bot's choice
hints-used = { $count ->
        [one] You used one hint this match.
       *[other] You used { $count } hints this match.
    }
stats-hints_used = Hints used: { $count }
options-hints = Hints on { $key_hint }: { $value }
options-hints-description = On: { $key_hint } says what the hard bot would do now, and why. Off: the key only says that hints are off.
options-expert_hints = Hints from the expert: { $value }
options-expert_hints-description = On: { $key_hint } asks the expert bot, which tries the moves on many possible deals and answers a moment later. Off: the hard bot answers at once.

## What a card does, under the rules in force: W on the focused card, Shift+W on the top card.

explain-no_card = No card there.
explain-number = { $card }: a number card, played on its colour or its number; worth { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
explain-seven_swaps = Its player may swap hands with another player.
explain-zero_passes = Every player passes their hand to the next player.
explain-slap = Everyone slaps with { $key_buzzer }; the last to slap draws.
explain-skip = { $card }: the next player loses their turn.
explain-skip_all = { $card }: every other player loses their turn, and its player plays again.
explain-skip_two = With two players, its player plays again.
explain-reverse = { $card }: the direction of play turns round.
explain-reverse_two = { $two ->
        [skip] With two players, it works as a skip: its player plays again.
       *[reverse] With two players, it only turns the direction: the other player plays next.
    }
explain-draw_two = { $card }: the next player draws 2 { $skips ->
        [yes] and loses their turn.
       *[no] cards, then plays.
    }
explain-draw_one = { $card }: the next player draws 1 { $skips ->
        [yes] and loses their turn.
       *[no] card, then plays.
    }
explain-draw_five = { $card }: the next player draws 5 { $skips ->
        [yes] and loses their turn.
       *[no] cards, then plays.
    }
explain-stacking = { $stacking ->
        [no_mercy] Draw cards always stack here: they may pass it on with any draw card of equal or higher value, whatever its colour.
        [manual] With stacking, they may pass it on with a card of the same kind.
        [house_flip] With stacking, they may pass it on with a draw card; a Wild Draw Two answers a Draw One too.
       *[house] With stacking, they may pass it on with a draw card; a Draw Four answers a Draw Two too.
    }
explain-advanced = A Skip, a Reverse or a Wild may answer it too.
explain-wild = { $card }: a wild, played on anything; its player names the colour.
explain-wild_draw_four = { $card }: a wild; its player names the colour, and the next player draws 4 { $skips ->
        [yes] and loses their turn.
       *[no] cards, then plays.
    }
explain-wild_draw_two = { $card }: a wild; its player names the colour, and the next player draws 2 { $skips ->
        [yes] and loses their turn.
       *[no] cards, then plays.
    }
explain-challenge = { $challenge ->
        [official] Played while holding the colour in play, it is a bluff the victim may challenge.
       *[manual] Played while holding another playable card, it is a bluff the victim may challenge.
    }
explain-creeper = { $card }: a wild; its player names the colour. Drawn from the pile, it is shown, and whoever drew it draws 3 more.
explain-greyskull = { $card }: a wild; every other player draws 3, and its player names the colour.
explain-buzzer = { $card }: played on anything, and any card may follow it. Everyone presses { $key_buzzer }; the slowest draws 3.
explain-flip = { $card }: every card turns over, your hand too; the other side plays, with its own colours and cards.
explain-wild_draw_colour = { $card }: a wild; its player names the colour, and the next player draws until a card of that colour comes, and loses their turn.
explain-draw_four = { $card }: the next player draws 4 { $skips ->
        [yes] and loses their turn.
       *[no] cards, then plays.
    }
explain-wild_draw_six = { $card }: a wild; its player names the colour, and the next player draws 6 { $skips ->
        [yes] and loses their turn.
       *[no] cards, then plays.
    }
explain-wild_draw_ten = { $card }: a wild; its player names the colour, and the next player draws 10 { $skips ->
        [yes] and loses their turn.
       *[no] cards, then plays.
    }
explain-wild_reverse_draw_four = { $card }: a wild; its player names the colour, the direction of play turns round, and the player now next draws 4 { $skips ->
        [yes] and loses their turn.
       *[no] cards, then plays.
    }
# The Wild Reverse Draw 4 between two players, as the table plays a Reverse there ($two: skip or reverse).
explain-reverse_draw_four_two = { $two ->
        [skip] With two players, it skips the other player and its own player draws the 4, unless they stack them back.
       *[reverse] With two players, it only turns the direction: the other player draws.
    }
explain-discard_all = { $card }: every other card of its colour in its player's hand goes down with it.
explain-wild_colour_roulette = { $card }: a wild; the next player names a colour, then draws until a card of that colour comes, and loses their turn.
explain-no_wild_finish = It may not be your last card.
explain-points = Worth { $points ->
        [one] 1 point
       *[other] { $points } points
    }.

## The hand's value: P.

hand-value = { $count ->
        [0] Your hand is empty.
       *[other] Your hand is worth { $points ->
            [one] 1 point
           *[other] { $points } points
        }. { $scoring ->
            [winner_takes] If another player goes out now, that is what they score.
           *[penalty] If the round ended now, that is what you would score.
        }
    }

## The rules as a document: Ctrl+F1 at the table and in the lobby, and `audio-uno rules --preset`.

rules-document-title = The rules of this match, one rule per section. Up and Down move, Enter reads a section, Escape goes back.
rules-document-basics = How to play
rules-document-basics-body = Play a card of the colour or the number or symbol on top of the discard pile; a wild goes on anything. With no card to play, draw { $draw ->
        [until] until one can be played
       *[one] one
    }. Say UNO when you play your second-to-last card. The first to play all their cards wins the round.
rules-document-changed = In the official rules: { $value }.
rules-document-section = { $heading }. { $body }
# What this game chose for a deck where its rule sheet is silent or the sources disagree: one section, one
# sentence a note. $deck: the deck's name.
rules-document-deck_notes = What this game chose for { $deck }, where the rule sheet is silent
rules-deck_note-classic-dealer_tie = Players tied for the highest card in the draw for the deal draw again.
rules-deck_note-classic-empty_piles = With nothing left to draw, a player who cannot play passes; when nobody can, the lightest hand wins the round.
rules-deck_note-classic-turn_limit = A round still going after 1,000 turns stops, and the lightest hand wins it.
rules-deck_note-minecraft-creeper_start = A Creeper turned up to start is a plain wild: the first player names the colour.
rules-deck_note-minecraft-creeper_points = A Creeper left in a hand counts 50 points, as a wild does.
rules-deck_note-motu-greyskull_start = Greyskull turned up to start is a plain wild: nobody draws, and the first player names the colour.
rules-deck_note-motu-greyskull_points = The sheet's scoring is cut short: Greyskull left in a hand counts 50 points, as a wild does.
rules-deck_note-flip-flip_start = A Flip turned up to start turns the table over before anyone plays; the dark card then on top was not played, so its action does not count, and a dark wild's colour is named by the first player.
rules-deck_note-flip-wild_draw_two_start = A Wild Draw Two turned up to start goes back into the pile, as a Wild Draw Four does in the classic game.
rules-deck_note-flip-flip_last = A Flip laid as the last card turns the table over, and the round is scored on the side it ends on.
rules-deck_note-flip-draw_colour_last = A Wild Draw Colour laid as the last card still lands: its player names the colour and the next player draws until it comes before the round is scored.
rules-deck_note-no_mercy-card_breakdown = Sources disagree on the 168 cards: this game has, in each colour, two of each number from 0 to 9, three Skips, three Reverses, three Draw Twos, three Discard Alls, two Skip Everyones and two Draw Fours, and then eight Wild Reverse Draw Fours, four Wild Draw Sixes, four Wild Draw Tens and eight Colour Roulettes.
rules-deck_note-no_mercy-starting_card = A starting card that is not a number goes back under the pile, and the next one is turned up.
rules-deck_note-no_mercy-last_draw_card = A draw card laid as the last card still lands: the next player draws it before the round is scored, and may stack on it only with the option to wait for draw responses.
rules-deck_note-no_mercy-reverse_draw_four_last = A Wild Reverse Draw Four laid as the last card between two players would make its own player draw: nobody draws it, and the round ends.
rules-deck_note-no_mercy-roulette_last = A Colour Roulette laid as the last card still lands: the next player names a colour and draws until it comes before the round is scored.
rules-deck_note-no_mercy-set_aside = The hands set aside go back into play at the next reshuffle, even when they alone make the new pile.
rules-deck_note-no_mercy-knocked_out_hands = A 7 swaps only with a player still in the round, and a 0 passes the hands among those still in: a player knocked out gets none.
cli-rules-document = Options chosen (--preset, --edition and --rule) print the rules of that match as the game's rules document shows them.

## F1 at the table and in the lobby.

help-table-hint = a hint: what the hard bot would do now, and why
help-table-explain_card = what the focused card does under this match's rules
help-table-explain_top_card = what the top card does under this match's rules
help-table-hand_value = how many points your hand is worth
help-table-rules_document = the rules of this match, one rule per section
help-lobby-rules_document = the rules of the match set up, one rule per section
