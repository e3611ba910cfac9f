# Learning at the table (issue 24): the hint key, what a card does, the hand's value and the rules as a document.

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
hint-reason-mercy_out = it takes { $player } to the mercy limit of { $count ->
        [one] 1 card
       *[other] { $count } cards
    }: out of the round
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
options-hints = Hints: { $value }
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
rules-document-basics-body = Play a card of the colour or the number or symbol on top of the discard pile; a wild goes on anything. With no card to play, draw one. Say UNO when you play your second-to-last card. The first to play all their cards wins the round.
rules-document-changed = In the official rules: { $value }.
rules-document-section = { $heading }. { $body }
cli-rules-document = Options chosen (--preset, --edition and --rule) print the rules of that match as the game's rules document shows them.

## F1 at the table and in the lobby.

help-table-hint = a hint: what the hard bot would do now, and why
help-table-explain_card = what the focused card does under this match's rules
help-table-explain_top_card = what the top card does under this match's rules
help-table-hand_value = how many points your hand is worth
help-table-rules_document = the rules of this match, one rule per section
help-lobby-rules_document = the rules of the match set up, one rule per section
