# The words of the rule options, presets and variants, for the lobby, the rules help and `audio-uno rules`.
# Ids follow the code's names: option-<name> and option-<name>-description, preset-<name>, edition-<name>,
# variant-<name>.

## Rule options

option-edition = Edition
option-edition-description =
    { $edition ->
        [minecraft] Minecraft: the classic deck and 4 Creepers, 112 cards. A Creeper is a wild; drawn from the pile, it is shown, and whoever drew it draws 3 more.
        [motu] Masters of the Universe: the classic deck with purple for yellow, and 4 Greyskulls, 112 cards. Greyskull is a wild that makes every other player draw 3.
        [flip] UNO Flip: 112 two-sided cards. A Flip turns every card over, from the light side (Draw One, Wild Draw Two) to the dark side (Draw Five, Skip Everyone, Wild Draw Colour) and back. It has no 0 and no buzzer cards.
        [no_mercy] UNO Show 'Em No Mercy: 168 cards, with Wild Draw Six, Wild Draw Ten, Wild Reverse Draw Four, Wild Colour Roulette, Skip Everyone and Discard All. It plays its own stacking, the 0 and the 7, no challenges, and a hand limit of 25.
       *[classic] Classic: 108 cards. Each colour, red, yellow, green and blue, has the numbers 0 to 9, Skips, Reverses and Draw Twos; then come Wilds and Wild Draw Fours.
    }
option-first_player = First player
option-first_player-description = Left, clockwise: the player at the dealer's left starts, the official rule. Right, anticlockwise: the player at the dealer's right starts, as in the manual.
option-draw_penalty_skips_turn = Skip after drawing
option-draw_penalty_skips_turn-description = On: a player who draws for a Draw Two or a Draw Four also loses the turn, the official rule. Off: they draw, then play, as in the manual.
option-challenge = Draw Four challenge
option-challenge-description = Official: a Draw Four played while holding the colour in play is a bluff; challenged, the bluffer draws 4, a wrong challenger 6. Bluff: holding any other playable card is a bluff too; the bluffer draws 6, and so does a wrong challenger. Off: nobody challenges.
option-uno_penalty = UNO penalty
option-uno_penalty-description = The cards drawn by a player caught with one card who did not say UNO.
option-scoring = Scoring
option-scoring-description = Winner takes all: the round's winner scores the other hands, and the first to the target wins. Penalty: everyone scores their own hand, and at the limit the lowest total wins. Elimination: as penalty, but whoever reaches the limit is out, and the last one in wins.
option-target_score = Target score
option-target_score-description = The score that ends the match.
option-round_limit = Round limit
option-round_limit-description = No limit: play on to the target score. A number: the match ends after that many rounds.
option-stacking = Stacking
option-stacking-description = Off: the next player simply draws. Same card: a Draw Two answers a Draw Two, a Draw Four a Draw Four, passing the growing total on. Draw Four on Draw Two too: as same card, and a Draw Four also answers a Draw Two.
option-sequences = Sequences
option-sequences-description = On: after a number card, its player may add the next or previous numbers of its colour, until the next player acts. Off: one card a turn.
option-interception = Interception
option-interception-description = Off: nobody plays out of turn. Identical number: the same number card in the same colour may be played at once, out of turn. Same number or symbol: the same in any colour. Jump-in: the identical card, action cards too.
option-interception_penalty_points = Failed interception penalty
option-interception_penalty_points-description = The penalty points for an interception with the wrong card or too late.
option-zero_passes_hands = 0 passes hands
option-zero_passes_hands-description = On: when a 0 is played, every player passes their hand to the next in the direction of play. Off: a 0 is a number like any other.
option-seven_swaps = 7 swaps hands
option-seven_swaps-description = { $edition ->
        [no_mercy] With the No Mercy deck: whoever plays a 7 must swap hands with a player of their choice.
       *[other] On: whoever plays a 7 may swap hands with a player of their choice, or keep their own. Off: a 7 is a number like any other.
    }
option-buzzer = Buzzer
option-buzzer-description = On: 8 buzzer cards are added, playable on anything; when one is played, everyone presses B, and the slowest draws 3 cards. Off: no buzzer cards.
option-slap_on_nine = Slap on 9
option-slap_on_nine-description = On: when a 9 is played, everyone slaps with B, and the last to slap draws cards. Off: a 9 is a number like any other.
option-slap_penalty = Slap penalty
option-slap_penalty-description = Players minus one: the last to slap draws one card for each other player. A number: the last to slap draws that many.
option-no_wild_finish = No going out on a wild
option-no_wild_finish-description = On: a wild card may not be the last card played. Off: a player may go out on a wild.
option-wrong_play_penalty = Wrong-play penalty
option-wrong_play_penalty-description = Off: a card that does not match, or a play out of turn, is simply refused. A number: it costs that many cards.
option-uno_catch_ms = UNO catch time
option-uno_catch_ms-description = The seconds during which a player who forgot UNO can be caught, unless the next player acts first.
option-interception_ms = Interception time
option-interception_ms-description = The seconds during which a card can be intercepted, unless the next player acts first.
option-sequence_ms = Sequence time
option-sequence_ms-description = The seconds a player has to add the next card of a sequence, unless the next player acts first.
option-buzzer_ms = Buzzer time
option-buzzer_ms-description = The seconds to press the buzzer; whoever has not pressed by then is the slowest. The race ends sooner once only one player is left to press.
option-slap_ms = Slap time
option-slap_ms-description = The seconds to slap a 9; whoever has not slapped by then is the last. The race ends sooner once only one player is left to slap.

## Drawing, responses and hands: the other accessible UNO games' options

option-hand_size = Hand size
option-hand_size-description = The cards each player is dealt, from 3 to 15; 7 is the official deal. With many players the deal gives fewer, so that the hands fit in the deck.
option-draw_until_playable = Draw until playable
option-draw_until_playable-description = On: a player who draws on their turn goes on drawing until a card can be played. Off: one card, the official rule. With the No Mercy deck, the card that ends the draw must be played.
option-draw_limit = Draw limit
option-draw_limit-description = No limit: drawing goes on until a card can be played. A number: at most that many cards in one turn, then the turn passes.
option-must_play = Must play
option-must_play-description = On: a player holding a card that can be played must play one, a card just drawn too, and draws only as the free draws allow. Off: you may draw instead of playing, the official rule.
option-free_draws = Free draws
option-free_draws-description = Off: a player who draws instead of playing may play only the card drawn, the official rule. A number: a player holding a playable card may draw that many cards in one turn, then play any card or end the turn.
option-force_play = Auto-play drawn card
option-force_play-description = On: a card drawn on your turn that can be played is played at once. Off: you choose to play it or keep it, the official rule.
option-same_rank_play = Several of one number
option-same_rank_play-description = On: you may play several number cards of one number together, such as three 7s, the one you choose on top. Off: one card at a time, the official rule.
option-advanced_responses = Advanced responses
option-advanced_responses-description = On: with stacking, a Skip or a Reverse of the colour in play, or a Wild, answers a Draw Two or a Draw Four; a Skip or a Wild passes it on, a Reverse sends it back. Off: only draw cards answer.
option-wait_for_draw_responses = Wait for draw responses
option-wait_for_draw_responses-description = On: with stacking, when the last card of a round brings a penalty, the next player answers it or draws it before the round is scored. Off: the next player draws it at once, the official rule.
option-max_hand = Hand limit
option-max_hand-description = Off: no limit. A number from 10: a player who reaches that many cards is out of the round, and the cards count in the score (the mercy rule). The No Mercy deck sets 25 and sets the hand aside: it counts 250 points.

## Presets

preset-official = Official
preset-official-description = Mattel's rules: play goes to the dealer's left, a Draw Four may be challenged, 2 cards for a forgotten UNO, the round's winner scores the other hands.
preset-manual = Manual
preset-manual-description = The base rules of the accessible UNO game's manual: play starts at the dealer's right, a player who draws a penalty then plays, a Draw Four may be played at any time, 4 cards for a forgotten UNO, penalty scoring. The manual's variants (stacking, sequences, interception, bluff, 0 and 7, the buzzer) start off: turn each on below.
preset-house = House
preset-house-description = The house rules most players know: stacking with a Draw Four on a Draw Two too, jump-in, 0 passes hands, slap on 9, no going out on a wild, penalty scoring.

# A preset's name where a name is expected: after "rules" ("Official rules, 4 players", "Matches won with House
# rules: 3", `audio-uno simulate`). The lines above, name and summary, are for the lobby and `audio-uno rules`.
preset-official-name = Official
preset-manual-name = Manual
preset-house-name = House

## Editions

edition-classic = Classic
edition-minecraft = Minecraft
edition-motu = Masters of the Universe
edition-flip = UNO Flip
edition-no_mercy = UNO Show 'Em No Mercy

## Variants for `audio-uno simulate --variants`

variant-stacking = Stacking, the manual's way: Draw Two on Draw Two, Draw Four on Draw Four.
variant-stacking_mixed = Stacking, the house way: a Draw Two or a Draw Four on a Draw Two.
variant-sequences = Sequences of consecutive numbers in one colour.
variant-interception = Interception with the identical number card.
variant-super_interception = Super interception: the same number or symbol in any colour.
variant-jump_in = Jump-in with the identical card, action cards included.
variant-bluff = Bluff: a Draw Four played while holding another playable card may be denounced.
variant-skip_after_drawing = Skip after drawing a Draw Two or Draw Four penalty.
variant-zero_seven = 0 passes every hand; 7 swaps hands with a chosen player.
variant-zero_passes = 0 passes every hand (without the 7 swap).
variant-buzzer = Buzzer cards.
variant-slap = Slap on 9.
variant-no_wild_finish = No going out on a wild.
variant-wrong_play_penalty = Two cards for a wrong card or an out-of-turn play.
variant-draw_until_playable = Draw until playable.
variant-draw_limit = Draw until playable, 3 cards at most.
variant-must_play = Must play a playable card.
variant-free_draws = Three free draws a turn.
variant-force_play = A drawn card that can be played is played.
variant-same_rank_play = Several cards of one number together.
variant-advanced_responses = Advanced responses: a Skip, a Reverse or a Wild answers a penalty (with stacking).
variant-wait_for_draw_responses = A last card's penalty is answered or drawn before scoring (with stacking).
variant-small_hands = Five cards dealt.
variant-mercy = Out of the round at 25 cards.

## Issue 22: scoring and thinking time, from the other accessible UNO games

option-skip_everyone = A Skip hits all
option-skip_everyone-description = On: a Skip skips every other player, and its player plays again. Off: a Skip skips the next player.
option-two_player_reverse = Reverse with two players
option-two_player_reverse-description = Skip: between two players a Reverse skips the other player, so its player plays again, the official rule. Reverse: it only turns the direction, and the other player plays next. With Skip, No Mercy's Wild Reverse Draw Four makes its own player draw.
option-turn_timer_s = Turn timer
option-turn_timer_s-description = Off: take all the time you need. 5 to 300 seconds: the time for each turn; when it runs out, the player draws a card, or the pending penalty, and the turn passes, with no card played for them.

## The values a rule option takes, and why a value is refused (the lobby, the settings, audio-uno --rule). $name: the
## option's name; $value: the value, as a number's words or as typed; $values: the option's values; $low, $high: the
## ends of its range, in words; $zero: what 0 means there (off, no_limit, players_minus_one) or none; $hand: the hand
## size.
rule-range = { $zero ->
        [off] off (0), or from { $low } to { $high }
        [no_limit] no limit (0), or from { $low } to { $high }
        [players_minus_one] the number of players minus one (0), or from { $low } to { $high }
       *[none] from { $low } to { $high }
    }
rule-refused-out_of_range = { $name } cannot be { $value }: it takes { $values }.
rule-refused-not_a_number = { $name } takes a whole number, { $values }, not { $value }.
rule-refused-not_a_choice = { $name } cannot be { $value }: choose from { $values }.
rule-refused-not_above_hand = { $name } cannot be { $value }: it must be above the hand size, { $hand } cards.
