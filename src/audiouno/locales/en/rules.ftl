# The words of the rule options, presets and variants, for the lobby, the rules help and `audio-uno rules`.
# Ids follow the code's names: option-<name> and option-<name>-description, preset-<name>, edition-<name>,
# variant-<name>.

## Rule options

option-edition = Edition
option-edition-description = Classic: 108 cards. Minecraft: 112, with the Creeper. Masters of the Universe: 112, purple instead of yellow, with Greyskull. UNO Flip: 112 two-sided cards; a Flip card turns the whole table over, from the light side (Draw One, Wild Draw Two) to the dark side (Draw Five, Skip Everyone, Wild Draw Colour) and back; the round is scored on the side it ends on. Flip has no 0 and no buzzer cards. UNO No Mercy: 168 cards, with Draw Six, Draw Ten, Wild Reverse Draw Four, Colour Roulette, Skip Everyone and Discard All; it plays its own stacking, the 0 and the 7, no challenges, and sets a hand limit of 25.
option-first_player = First player
option-first_player-description = Left, clockwise: the player at the dealer's left starts (official). Right, anticlockwise: the player at the dealer's right starts (the manual).
option-draw_penalty_skips_turn = Skip after drawing
option-draw_penalty_skips_turn-description = On: a player who draws for a Draw Two or a Draw Four also loses the turn. Off: they draw, then play. The Official and House presets skip, as PlayAural does; the Manual preset does not, as Elten does by default.
option-challenge = Draw Four challenge
option-challenge-description = Official: a Draw Four played while holding the colour in play is a bluff; if challenged, the bluffer draws the cards. Bluff: holding any other playable card is a bluff, and the bluffer draws 4 plus 2. Off: no challenge. A wrong challenger draws the cards plus 2. The Official and House presets allow the challenge, as PlayAural and Last Card do; the Manual preset has none, as Elten by default.
option-uno_penalty = UNO penalty
option-uno_penalty-description = Cards drawn by a player caught with one card who did not say UNO.
option-scoring = Scoring
option-scoring-description = Winner takes all: the round's winner scores the cards left in the other hands, and the first to the target wins. Penalty: everyone scores the cards left in their own hand, and at the limit the lowest total wins. Elimination: as penalty, but whoever reaches the limit leaves the match, and the last one in wins (Elten and PlayAural).
option-target_score = Target score
option-target_score-description = The score that ends the match.
option-round_limit = Round limit
option-round_limit-description = End the match after this many rounds. No limit: play on to the target score.
option-stacking = Stacking
option-stacking-description = Off: the victim simply draws. Same card: a Draw Two on a Draw Two, a Draw Four on a Draw Four, passing on the growing total. Draw Four on Draw Two too: as same card, and a Draw Four may also answer a Draw Two. The Official and Manual presets have no stacking, as PlayAural and Last Card by default; the House preset stacks, as Elten does by default.
option-sequences = Sequences
option-sequences-description = After a number card, its player may add the next or previous numbers of its colour, until the next player acts.
option-interception = Interception
option-interception-description = Off: nobody plays out of turn. Identical number: the same number card in the same colour may be played at once, out of turn. Same number or symbol: the same in any colour. Jump-in: the identical card, action cards too, with their effects. Play goes on after whoever intercepted.
option-interception_penalty_points = Failed interception penalty
option-interception_penalty_points-description = Penalty points for an interception with the wrong card or too late.
option-zero_passes_hands = 0 passes hands
option-zero_passes_hands-description = When a 0 is played, every player passes their hand to the next player in the direction of play.
option-seven_swaps = 7 swaps hands
option-seven_swaps-description = Whoever plays a 7 may swap hands with a player of their choice, or keep their own.
option-buzzer = Buzzer
option-buzzer-description = Adds 8 buzzer cards, playable on anything. When one is played, everyone presses B as fast as they can, and the slowest draws 3 cards.
option-slap_on_nine = Slap on 9
option-slap_on_nine-description = When a 9 is played, everyone slaps with B; the last to slap draws cards.
option-slap_penalty = Slap penalty
option-slap_penalty-description = Cards drawn by the last to slap. Players minus one: one card for each other player.
option-no_wild_finish = No going out on a wild
option-no_wild_finish-description = A wild card may not be the last card played.
option-wrong_play_penalty = Wrong-play penalty
option-wrong_play_penalty-description = Cards drawn for playing a card that does not match, or playing out of turn. Off: a wrong key is simply refused.
option-uno_catch_ms = UNO catch time
option-uno_catch_ms-description = Seconds during which a player who forgot UNO can be caught, unless the next player acts first.
option-interception_ms = Interception time
option-interception_ms-description = Seconds during which a card can be intercepted, unless the next player acts first.
option-sequence_ms = Sequence time
option-sequence_ms-description = Seconds a player has to add the next card of a sequence, unless the next player acts first.
option-buzzer_ms = Buzzer time
option-buzzer_ms-description = Seconds to press the buzzer; whoever has not pressed by then counts as slowest. The race ends sooner once only one player is left to press: that player is the slowest.
option-slap_ms = Slap time
option-slap_ms-description = Seconds to slap a 9; whoever has not slapped by then counts as last. The race ends sooner once only one player is left to slap: that player is the last.

## Drawing, responses and hands: the other accessible UNO games' options (issue 22)

option-hand_size = Hand size
option-hand_size-description = The cards each player is dealt, from 3 to 15; 7 is the official deal, as in Elten, PlayAural and PlayPalace's Last Card. With many players the deal gives fewer, so the hands fit in the deck.
option-draw_until_playable = Draw until playable
option-draw_until_playable-description = On: a player who draws on their turn goes on drawing until a card can be played. Off: one card, the official rule, as Elten, PlayAural and Last Card set it. With the No Mercy deck, the card that ends the draw must be played, as its rule sheet says.
option-draw_limit = Draw until playable: limit
option-draw_limit-description = No limit: drawing goes on until a card can be played. A number: at most that many cards in one turn, then the turn passes (Last Card's draw limit).
option-must_play = Must play
option-must_play-description = On: a player holding a card that can be played must play one, a card just drawn included, and only draws freely as the free draws allow (PlayAural's rule). Off: you may draw instead of playing, the official rule, as Elten sets it.
option-free_draws = Free draws
option-free_draws-description = Off: a player who draws instead of playing may play only that card, or keep it, the official rule. A number: a player holding a playable card may draw that many cards in one turn and still play any card, or end the turn (Elten allows 3, PlayAural none).
option-force_play = Force play
option-force_play-description = On: a card drawn on your turn that can be played is played at once. Off: you choose to play it or keep it, the official rule, as in Last Card.
option-same_rank_play = Several of one number
option-same_rank_play-description = On: you may play several number cards of one number together, such as three 7s, the one you choose on top. Off: one card at a time, the official rule, as in Last Card.
option-advanced_responses = Advanced responses
option-advanced_responses-description = On, with stacking: a Skip or a Reverse of the colour in play, or a Wild, answers a Draw Two or a Draw Four; a Skip or a Wild passes the penalty on to the next player, a Reverse sends it back. Off: only draw cards answer, as Elten and PlayAural set it.
option-wait_for_draw_responses = Wait for draw responses
option-wait_for_draw_responses-description = On, with stacking: when the last card of a round makes a penalty, the next player answers it or draws it before the round is scored, as Elten always plays. Off: the next player draws it at once, the official rule, as PlayAural sets it.
option-max_hand = Hand limit
option-max_hand-description = Off: no limit, as in PlayAural and Last Card. A number from 10: a player who reaches that many cards is out of the round, and the cards count in the score (the mercy rule; Elten's No Mercy limit is 25, and choosing the No Mercy deck sets it). With the No Mercy deck the player is knocked out, as its rule sheet says: the hand is set aside until the pile runs out, and scores 250 points instead of its cards.

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

option-skip_everyone = Skip everyone
option-skip_everyone-description = On: a Skip skips every other player, and its player plays again (Last Card's "skip all"). Off: a Skip skips the next player.
option-two_player_reverse = Reverse with two players
option-two_player_reverse-description = Skip: between two players a Reverse skips the other player, so its player plays again (official). Reverse: it only turns the direction, and the other player plays next. With Skip, No Mercy's Wild Reverse Draw Four between two players skips the other player and its own player draws the 4, as its rule sheet says.
option-turn_timer_s = Turn timer
option-turn_timer_s-description = Off: take all the time you need. 5 to 300 seconds: the time each player has for a turn; when it runs out, they draw a card, or the pending penalty, and the turn passes, with no card played for them (Elten's rule); a Colour Roulette's victim who runs out of time gets the colour they hold most of. The timer is silent: Ctrl+T says the time left, and the options can add one warning at 10 seconds.

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
