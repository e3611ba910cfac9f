# The tutorial and the lessons (scenes/tutorial): each step's words, then its kind correction (-again), said when
# another key is pressed. $bot is the patient bot's name (the next player), $other the last bot's (in a lesson of three); $key_<command> names the key as the player bound it.

main-tutorial = Tutorial: learn to play, one key at a time
main-lessons = Lessons: the tutorial and the rule variants
lessons-title = Lessons.
lessons-item = { $done ->
    [yes] { $lesson }, done
   *[no] { $lesson }
}
lesson-done = Lesson finished.
files-what-lessons = lessons
cli-help-tutorial = play the tutorial: a first round, one key at a time

lesson-tutorial-title = Tutorial
lesson-tutorial-welcome = Welcome to the tutorial. You're playing one round against { $bot }, who waits for you: take your time. You hold four cards. Press { $key_next_card } to hear your next card.
lesson-tutorial-welcome-again = Not that key yet. Press { $key_next_card } to hear your next card.
lesson-tutorial-ends = { $key_previous_card } goes back one card. { $key_first_card } takes you to your first card and { $key_last_card } to your last. Press { $key_last_card } now.
lesson-tutorial-ends-again = Press { $key_last_card } to go to your last card.
lesson-tutorial-playable = A card can go on the top card when it has the same colour, the same number or the same symbol. You have two cards you can play. Press { $key_next_playable } to hear them.
lesson-tutorial-playable-again = Press { $key_next_playable } to go to a card you can play.
lesson-tutorial-play = Both cards you can play are red. Press { $key_play_card } to play the one you're on.
lesson-tutorial-play-again = Go to one of your red cards with { $key_next_playable }, then press { $key_play_card }.
lesson-tutorial-draw = { $bot } played a wild card and chose yellow. You have no yellow card, so you can't play. Press { $key_draw } to draw a card.
lesson-tutorial-draw-again = You have nothing to play on yellow. Press { $key_draw } to draw a card.
lesson-tutorial-keep = You drew a wild card. It could go on anything, but keep it for the end of the round: press { $key_draw } again to keep it. { $key_play_card } would play it.
lesson-tutorial-keep-again = Keep the wild card for later: press { $key_draw }.
lesson-tutorial-explain = Not sure what a card does? Go to it and press { $key_explain_card }: you hear what it does under the rules of this match. { $key_explain_top_card } says it for the top card. Press { $key_explain_card } now.
lesson-tutorial-explain-again = Press { $key_explain_card } to hear what the card you're on does.
lesson-tutorial-top_card = Before you play, a few keys to find your way. Press { $key_top_card } to hear the top card.
lesson-tutorial-top_card-again = Press { $key_top_card } to hear the top card.
lesson-tutorial-whose_turn = Press { $key_whose_turn } to hear whose turn it is.
lesson-tutorial-whose_turn-again = Press { $key_whose_turn } to hear whose turn it is.
lesson-tutorial-history = Everything the game says is kept. Press { $key_older_message } to hear the message before.
lesson-tutorial-history-again = Press { $key_older_message } to go back through the messages.
lesson-tutorial-history_back = { $key_older_message } goes further back, { $key_newer_message } comes forward again. Press { $key_newer_message }.
lesson-tutorial-history_back-again = Press { $key_newer_message } to come forward through the messages.
lesson-tutorial-help = Wherever you are, { $key_help } lists the keys you can use there. Press { $key_help } now, and { $key_menu } to come back.
lesson-tutorial-help-again = Press { $key_help } for the list of keys.
lesson-tutorial-rules = The rules of this match are a document too: { $key_rules_document } opens it, one rule per section, and Enter reads a section whole. Press { $key_rules_document } now, and { $key_menu } to come back.
lesson-tutorial-rules-again = Press { $key_rules_document } to open the rules of this match.
lesson-tutorial-hint = Not sure? Press { $key_hint } for a hint: what a strong player would do now, and why.
lesson-tutorial-hint-again = Press { $key_hint } for a hint.
lesson-tutorial-number = Now play your blue 9 on the yellow 9: the same number. Go to it with { $key_next_playable } and press { $key_play_card }.
lesson-tutorial-number-again = Play the blue 9: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-tutorial-catch = { $bot } is down to one card and didn't say UNO! Press { $key_uno } to catch { $bot } out: two cards for { $bot }.
lesson-tutorial-catch-again = Press { $key_uno } to catch { $bot } without UNO.
lesson-tutorial-colour = Caught! Now play your blue 6 on the blue 3: the same colour.
lesson-tutorial-colour-again = Play the blue 6: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-tutorial-uno = You have two cards left. Before you play the next-to-last one, say UNO, or you can be caught too. Press { $key_uno } to say UNO.
lesson-tutorial-uno-again = First say UNO: press { $key_uno }.
lesson-tutorial-hand_value = Press { $key_hand_value } to hear how many points your hand is worth: what the winner of the round scores from you.
lesson-tutorial-hand_value-again = Press { $key_hand_value } to hear what your hand is worth.
lesson-tutorial-wild = Now play your wild card, and keep the red one for last. A list of colours opens: choose one with { $key_choice_previous } and { $key_choice_next }, then press { $key_choice_confirm }. Choose red, the colour of your last card.
lesson-tutorial-wild-again = Play your wild card: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-tutorial-wild-choose = Choose red: your last card is red, and red lets you play it.
lesson-tutorial-last = Your last card can be played: press { $key_play_card } to win the round.
lesson-tutorial-last-again = Press { $key_play_card } to play your last card.
lesson-tutorial-scores = The round is over. The winner scores the points of the cards left in the other hands. Press { $key_scores } to hear the scores.
lesson-tutorial-scores-again = Press { $key_scores } to hear the scores.
lesson-tutorial-real_round = Those are the keys you need. Now a real round of four cards against { $bot }, with nothing arranged. Press { $key_play_card } to deal, and { $key_help } whenever you forget a key.
lesson-tutorial-real_round-again = Press { $key_play_card } to deal the real round.
lesson-tutorial-end = That's the end of the tutorial. Well done! The lessons, in the main menu, teach the rule variants. Press { $key_play_card } to go back to the menu.
lesson-tutorial-end-again = Press { $key_play_card } to finish the tutorial.

lesson-stacking-title = Stacking
lesson-stacking-stack = Stacking: with this rule, a Draw Two can be answered with another one, and the penalty moves on, bigger. { $bot } has just played a Draw Two on you. Instead of drawing, answer with your red Draw Two: go to it with { $key_next_playable } and press { $key_play_card }.
lesson-stacking-stack-again = Answer with your red Draw Two: { $key_next_playable }, then { $key_play_card }.
lesson-stacking-end = { $bot } had no Draw Two to answer with, so { $bot } drew all four. When you can't answer a penalty, { $key_draw } draws it. Press { $key_play_card } to finish the lesson.
lesson-stacking-end-again = Press { $key_play_card } to finish the lesson.

lesson-challenge-title = The Draw Four challenge
lesson-challenge-challenge = The challenge: a Draw Four may only be played by someone with no card of the colour in play. { $bot } has just played one on you, and blue was in play. If you think it's a bluff, press { $key_challenge }: if you're right, { $bot } draws the four cards; if you're wrong, you draw six. Try it now: press { $key_challenge }.
lesson-challenge-challenge-again = Press { $key_challenge } to challenge the Draw Four.
lesson-challenge-end = { $bot } was bluffing, with a blue card in hand, so { $bot } drew the four cards instead of you. Press { $key_play_card } to finish the lesson.
lesson-challenge-end-again = Press { $key_play_card } to finish the lesson.

lesson-zero_seven-title = 0 and 7
lesson-zero_seven-seven = 0 and 7: with this rule, whoever plays a 7 swaps hands with a player of their choice, and a 0 passes every hand on to the next player. { $bot } has two cards and you have five. Play your red 7 with { $key_next_playable } and { $key_play_card }, then choose { $bot } in the list.
lesson-zero_seven-seven-again = Play your red 7: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-zero_seven-seven-choose = Choose { $bot }: your cards go to { $bot }, and { $bot }'s two come to you.
lesson-zero_seven-hand = Press { $key_hand_summary } to hear what your hand holds now.
lesson-zero_seven-hand-again = Press { $key_hand_summary } to hear your hand.
lesson-zero_seven-zero = You now hold { $bot }'s red 0. Play it, and every hand passes one seat on, in the direction of play: yours to { $bot }, { $other }'s to you. { $key_next_playable }, then { $key_play_card }.
lesson-zero_seven-zero-again = Play your red 0: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-zero_seven-passed = Press { $key_hand_summary } to hear the hand that came from { $other }.
lesson-zero_seven-passed-again = Press { $key_hand_summary } to hear your hand.
lesson-zero_seven-end = Every hand moved one seat on at once: a 0 can give a good hand away, or bring you one. Press { $key_play_card } to finish the lesson.
lesson-zero_seven-end-again = Press { $key_play_card } to finish the lesson.

lesson-jump_in-title = Jump-in
lesson-jump_in-jump = Jump-in: with this rule, when a card is played and you hold the very same card, same colour and same number, you may play it at once, even out of turn, and play goes on from you. The Interception lesson teaches a close cousin of this rule. { $bot } has just played green 4, and you have one. Jump in: go to your green 4 with { $key_next_playable } and press { $key_play_card }.
lesson-jump_in-jump-again = Jump in with your green 4: { $key_next_playable }, then { $key_play_card }.
lesson-jump_in-end = You jumped in, and play went on from you. Press { $key_play_card } to finish the lesson.
lesson-jump_in-end-again = Press { $key_play_card } to finish the lesson.

lesson-interception-title = Interception
lesson-interception-intercept = Interception: with this rule, when a number card is played, anyone holding the same number, in any colour, may play it at once, out of turn; the player whose turn it was loses it, and play goes on from you. { $bot } has just played green 4, and you have a red 4. Intercept: go to it with { $key_next_playable } and press { $key_play_card }, before { $other } plays.
lesson-interception-intercept-again = Intercept with your red 4: { $key_next_playable }, then { $key_play_card }.
lesson-interception-end = You intercepted, and { $other } lost the turn. In a real match it's a race: the chance closes as soon as the next player acts. Press { $key_play_card } to finish the lesson.
lesson-interception-end-again = Press { $key_play_card } to finish the lesson.

lesson-buzzer-title = The buzzer and the slap
lesson-buzzer-press = The buzzer: with this rule, when a buzzer card is played, everyone presses { $key_buzzer } as fast as they can, and the last one draws cards. The slap is the same race on every 9. { $bot } has just played a buzzer card. Press { $key_buzzer } as soon as these words end: the game tells you how fast you were.
lesson-buzzer-press-again = Press { $key_buzzer } to press the buzzer.
lesson-buzzer-end = In a real match it's a race of reflexes: Practise the buzzer, in the main menu, trains them. Press { $key_play_card } to finish the lesson.
lesson-buzzer-end-again = Press { $key_play_card } to finish the lesson.

lesson-draw_until_playable-title = Draw until playable
lesson-draw_until_playable-draw = Draw until playable: with this rule, when you draw on your turn, you go on drawing until a card can be played. You have nothing to play on red 5. Press { $key_draw } once, and listen.
lesson-draw_until_playable-draw-again = Press { $key_draw } to draw.
lesson-draw_until_playable-end = One press drew until a red card came. Press { $key_play_card } to finish the lesson.
lesson-draw_until_playable-end-again = Press { $key_play_card } to finish the lesson.

lesson-sequences-title = Sequences
lesson-sequences-start = Sequences: with this rule, after a number card you may add the next or the previous number of its colour straight away, before the next player acts. Play your red 5 on the red 4: { $key_next_playable }, then { $key_play_card }.
lesson-sequences-start-again = Play your red 5: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-sequences-add = Now add your red 6 to the sequence, before { $bot } plays: { $key_next_playable }, then { $key_play_card }.
lesson-sequences-add-again = Add your red 6: { $key_next_playable }, then { $key_play_card }.
lesson-sequences-end = Two cards in one turn. Press { $key_play_card } to finish the lesson.
lesson-sequences-end-again = Press { $key_play_card } to finish the lesson.

lesson-same_rank_play-title = Several of one number
lesson-same_rank_play-together = Several of one number: with this rule, you may put down every number card of one number together. You have three 7s. The first to go down must go on the top card, red 3, so your red 7 goes first; the one you're on ends on top, unless it is the red one. Go to a 7 with { $key_next_playable } and press { $key_play_all_of_number }.
lesson-same_rank_play-together-again = Go to one of your 7s with { $key_next_playable }, then press { $key_play_all_of_number }.
lesson-same_rank_play-end = Three cards in one play. { $key_play_card } alone still plays one card. Press { $key_play_card } to finish the lesson.
lesson-same_rank_play-end-again = Press { $key_play_card } to finish the lesson.

lesson-free_draws-title = Free draws
lesson-free_draws-draw = Free draws: with this rule, you may draw up to three cards on your turn even when you could play, and still play any card afterwards. You could play your red 8, but press { $key_draw } to draw a card.
lesson-free_draws-draw-again = Press { $key_draw } to draw a free card.
lesson-free_draws-keep = You could play now, or draw again. Instead, press { $key_end_turn } to end your turn and keep all your cards.
lesson-free_draws-keep-again = Press { $key_end_turn } to end your turn.
lesson-free_draws-end = Your turn ended with every card kept. Press { $key_play_card } to finish the lesson.
lesson-free_draws-end-again = Press { $key_play_card } to finish the lesson.

lesson-force_play-title = Auto-play drawn card
lesson-force_play-draw = Auto-play drawn card: with this rule, a card you draw on your turn that can be played is played at once. You have nothing to play on red 5: press { $key_draw } and listen.
lesson-force_play-draw-again = Press { $key_draw } to draw.
lesson-force_play-end = The card you drew went straight onto the discard pile. Press { $key_play_card } to finish the lesson.
lesson-force_play-end-again = Press { $key_play_card } to finish the lesson.

lesson-skip_everyone-title = A Skip hits all
lesson-skip_everyone-skip = A Skip hits all: with this rule, a Skip skips every other player, and whoever played it plays again. Play your red Skip: { $key_next_playable }, then { $key_play_card }.
lesson-skip_everyone-skip-again = Play your red Skip: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-skip_everyone-again = Press { $key_whose_turn } to hear whose turn it is now.
lesson-skip_everyone-again-again = Press { $key_whose_turn } to hear whose turn it is.
lesson-skip_everyone-end = It's your turn again: both bots were skipped. Press { $key_play_card } to finish the lesson.
lesson-skip_everyone-end-again = Press { $key_play_card } to finish the lesson.

lesson-elimination-title = Elimination
lesson-elimination-out = Elimination: with this scoring, everyone scores the cards left in their own hand, and whoever reaches the limit, here 50 points, leaves the match; the last one in wins. You have one card left: play your red 3 with { $key_play_card } and listen.
lesson-elimination-out-again = Play your red 3: press { $key_play_card }.
lesson-elimination-scores = Press { $key_scores } to hear who is still in.
lesson-elimination-scores-again = Press { $key_scores } to hear the scores.
lesson-elimination-end = A wild Draw Four is worth 50 points: whoever is caught holding one can be out at once. Press { $key_play_card } to finish the lesson.
lesson-elimination-end-again = Press { $key_play_card } to finish the lesson.

lesson-draw_limit-title = Draw until playable, with a limit
lesson-draw_limit-draw = A draw limit: with this rule, you draw until a card can be played, but never more than three cards in one turn. You have nothing to play on red 5. Press { $key_draw } once, and listen.
lesson-draw_limit-draw-again = Press { $key_draw } to draw.
lesson-draw_limit-end = You drew three cards, the limit, and none could be played, so your turn passed. Press { $key_play_card } to finish the lesson.
lesson-draw_limit-end-again = Press { $key_play_card } to finish the lesson.

lesson-must_play-title = Must play
lesson-must_play-draw = Must play: with this rule, while you hold a card you can play, you may not draw. You have a red 8 for the red 5, but try it: press { $key_draw }.
lesson-must_play-draw-again = Press { $key_draw } to try drawing.
lesson-must_play-play = The game won't let you draw. Play your red 8: { $key_next_playable }, then { $key_play_card }.
lesson-must_play-play-again = Play your red 8: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-must_play-end = Only with nothing to play may you draw. Press { $key_play_card } to finish the lesson.
lesson-must_play-end-again = Press { $key_play_card } to finish the lesson.

lesson-advanced_responses-title = Advanced responses
lesson-advanced_responses-stack = Advanced responses: with stacking and this rule, a Draw Two can also be answered with a Skip or a Reverse of the colour in play, or with a wild card, and the penalty passes on whole to the next player. { $other } has just played a blue Draw Two on you. Answer with your blue Skip: { $key_next_playable }, then { $key_play_card }.
lesson-advanced_responses-stack-again = Answer with your blue Skip: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-advanced_responses-end = Your Skip passed the two cards on to { $bot }, who drew them. A Reverse sends them back the other way. Press { $key_play_card } to finish the lesson.
lesson-advanced_responses-end-again = Press { $key_play_card } to finish the lesson.

lesson-wait_for_draw_responses-title = Wait for draw responses
lesson-wait_for_draw_responses-answer = Wait for draw responses: with stacking and this rule, a player who goes out on a Draw Two still waits for the answer before the round is scored. { $other } has just gone out on a blue Draw Two. Answer with your red Draw Two, and the four cards go to { $bot }: { $key_next_playable }, then { $key_play_card }.
lesson-wait_for_draw_responses-answer-again = Answer with your red Draw Two: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-wait_for_draw_responses-scores = The round is over, and the cards { $bot } drew count in { $other }'s score. Press { $key_scores } to hear it.
lesson-wait_for_draw_responses-scores-again = Press { $key_scores } to hear the scores.
lesson-wait_for_draw_responses-end = Without this rule, the round would have ended with the Draw Two and nobody would have drawn. Press { $key_play_card } to finish the lesson.
lesson-wait_for_draw_responses-end-again = Press { $key_play_card } to finish the lesson.

lesson-two_player_reverse-title = Reverse with two players
lesson-two_player_reverse-reverse = Reverse with two players: in the official rules, a Reverse between two players works like a Skip, and you play again. With this rule, it only turns the direction, so { $bot } plays next. Play your red Reverse: { $key_next_playable }, then { $key_play_card }.
lesson-two_player_reverse-reverse-again = Play your red Reverse: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-two_player_reverse-end = { $bot } played next, as after any card. Press { $key_play_card } to finish the lesson.
lesson-two_player_reverse-end-again = Press { $key_play_card } to finish the lesson.

lesson-turn_timer-title = The turn timer
lesson-turn_timer-time = The turn timer: with this rule, every player has a few seconds for each turn, here 20. When the time runs out, you draw and the turn passes; no card is ever played for you. In this lesson the clock waits for you. Press { $key_time_left } to hear the time left.
lesson-turn_timer-time-again = Press { $key_time_left } to hear the time left.
lesson-turn_timer-play = Now play your red 8: { $key_next_playable }, then { $key_play_card }.
lesson-turn_timer-play-again = Play your red 8: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-turn_timer-end = In a real match, the clock starts again at every turn: { $key_time_left } tells you how much is left. Press { $key_play_card } to finish the lesson.
lesson-turn_timer-end-again = Press { $key_play_card } to finish the lesson.

lesson-no_mercy-title = No Mercy
lesson-no_mercy-discard_all = No Mercy is a deck of its own, with harsher cards. First, Discard All: it puts every card of its colour in your hand onto the discard pile with it. You hold three red cards. Play your red Discard All: { $key_next_playable }, then { $key_play_card }.
lesson-no_mercy-discard_all-again = Play your red Discard All: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-no_mercy-roulette = Now the Colour Roulette, a wild card: the next player names a colour, then draws until a card of that colour comes, and loses the turn. Play it on { $bot }: { $key_next_playable }, then { $key_play_card }.
lesson-no_mercy-roulette-again = Play your wild Colour Roulette: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-no_mercy-green = { $bot } named green and lost the turn. Play your green 2: { $key_next_playable }, then { $key_play_card }.
lesson-no_mercy-green-again = Play your green 2: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-no_mercy-stack = { $bot } has played a Draw Four on you. In No Mercy, any draw card answers one that draws as many or fewer: answer with your wild Draw Six, and { $bot } faces ten cards. Then choose a colour. { $key_next_playable }, then { $key_play_card }.
lesson-no_mercy-stack-again = Answer with your wild Draw Six: go to it with { $key_next_playable }, then press { $key_play_card }.
lesson-no_mercy-end = { $bot } drew ten and reached 25 cards: the mercy limit. Whoever holds 25 cards is out of the round, and here that left you the winner. Press { $key_play_card } to finish the lesson.
lesson-no_mercy-end-again = Press { $key_play_card } to finish the lesson.
