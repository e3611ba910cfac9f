# The words of the rule options, presets and variants, for the lobby, the rules help and `audio-uno rules`.
# Ids follow the code's names: option-<name> and option-<name>-description, preset-<name>, edition-<name>,
# variant-<name>.

## Rule options

option-edition = Edition
option-edition-description = Which deck: classic (108 cards), Minecraft (112, with the Creeper) or Masters of the Universe (112, purple for yellow, with Greyskull).
option-first_player = First player
option-first_player-description = Left: play starts at the dealer's left and goes clockwise (official). Right: at the dealer's right, going the other way (the manual).
option-draw_penalty_skips_turn = Skip after drawing
option-draw_penalty_skips_turn-description = A player who draws because of a Draw Two or a Draw Four also loses the turn. Off: they draw, then play.
option-challenge = Draw Four challenge
option-challenge-description = Official: the victim of a Draw Four may challenge; the player was bluffing if they held the colour in play. Guilty draws the cards; an innocent player's challenger draws them plus 2. Bluff, one of the manual's variants (the Manual rules leave it off): bluffing means having any other playable card, and the bluffer draws 4 plus 2. Off: a Draw Four may be played at any time.
option-uno_penalty = UNO penalty
option-uno_penalty-description = Cards drawn by a player caught with one card who did not say UNO.
option-scoring = Scoring
option-scoring-description = Winner takes: the round's winner scores the cards left in the other hands, and the first to the target wins. Penalty: everyone adds the cards left in their own hand, and when someone reaches the limit the lowest total wins.
option-target_score = Target score
option-target_score-description = The score that ends the match.
option-round_limit = Round limit
option-round_limit-description = End the match after this many rounds; 0 for no limit.
option-stacking = Stacking
option-stacking-description = Same card, one of the manual's variants (the Manual rules leave it off): answer a Draw Two with a Draw Two, or a Draw Four with a Draw Four, passing on the growing total. Draw Four on Draw Two too, as the house rules play it: a Draw Two may also be answered with a Draw Four. Off: the victim simply draws.
option-sequences = Sequences
option-sequences-description = After a number card, its player may go on with the next or previous numbers of the same colour, one by one, until the next player acts.
option-interception = Interception
option-interception-description = Play out of turn on the card just played. Identical number: the same number card in the same colour. Same number or symbol: in any colour. Jump-in: the identical card, action cards included, with their effects. Play continues after the interceptor.
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
option-slap_penalty-description = Cards drawn by the last to slap; 0 for the number of players minus one.
option-no_wild_finish = No going out on a wild
option-no_wild_finish-description = A wild card may not be the last card played.
option-wrong_play_penalty = Wrong-play penalty
option-wrong_play_penalty-description = Cards drawn for playing a card that does not match, or playing out of turn; 0 turns the penalty off, so a wrong key is simply refused.
option-uno_catch_ms = UNO catch time
option-uno_catch_ms-description = Seconds during which a player who forgot UNO can be caught, unless the next player acts first.
option-interception_ms = Interception time
option-interception_ms-description = Seconds during which a card can be intercepted, unless the next player acts first.
option-sequence_ms = Sequence time
option-sequence_ms-description = Seconds a player has to add the next card of a sequence, unless the next player acts first.
option-buzzer_ms = Buzzer time
option-buzzer_ms-description = Seconds to press the buzzer; whoever has not pressed by then counts as slowest.
option-slap_ms = Slap time
option-slap_ms-description = Seconds to slap a 9; whoever has not slapped by then counts as last.

## Presets

preset-official = Official
preset-official-description = Mattel's rules: play goes to the dealer's left, a Draw Four may be challenged, 2 cards for a forgotten UNO, the round's winner scores the other hands.
preset-manual = Manual
preset-manual-description = The base rules of the accessible UNO game's manual: play starts at the dealer's right, a player who draws a penalty then plays, a Draw Four may be played at any time, 4 cards for a forgotten UNO, penalty scoring. The manual's variants (stacking, sequences, interception, bluff, 0 and 7, the buzzer) start off: turn each on below.
preset-house = House
preset-house-description = The house rules most players know: stacking with a Draw Four on a Draw Two too, jump-in, 0 passes hands, slap on 9, no going out on a wild, penalty scoring.

## Editions

edition-classic = Classic
edition-minecraft = Minecraft
edition-motu = Masters of the Universe

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
