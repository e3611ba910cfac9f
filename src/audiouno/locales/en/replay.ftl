## A finished match replayed by ear, from the main menu's replays.

main-replays = Replays of the last matches
files-what-replays = replays of the last matches
files-matches_left_out = { $count ->
        [one] One match in your { $what } file could not be read, and is left out; the others are kept.
       *[other] { $count } matches in your { $what } file could not be read, and are left out; the others are kept.
    }
replay-list_title = The last matches, the newest first.
replay-none = No match finished yet: a match's replay is kept once it ends.
# $result: won (the player) or lost ($winner won).
replay-match = { $result ->
        [won] You won
       *[lost] { $winner } won
    }: { $players } players, { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }
replay-intro = { $match }. { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    } in { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }. { $key_replay_next_turn } the next turn, { $key_replay_next_round } the next round, a number goes to that turn, { $key_replay_help } the keys.
replay-turn = Turn { $number } of { $count }, round { $round }: { $lines }
replay-silent = nothing said.
replay-hand = Your hand on turn { $number }: { $hand }
replay-no_such_turn = No turn { $number }: { $count ->
        [one] 1 turn
       *[other] { $count } turns
    }.
replay-exported = The match is written as text in { $path }.
replay-export_failed = The match could not be written as text.
replay-damaged = This match no longer replays: it was damaged, and is left out.

help-replay_intro = Replay keys.
help-replay-previous_turn = the turn before
help-replay-next_turn = the next turn
help-replay-previous_round = the start of this round, then of the round before
help-replay-next_round = the start of the next round
help-replay-first_turn = the first turn
help-replay-last_turn = the last turn
help-replay-hand = your hand on this turn
help-replay-repeat = this turn again
help-replay-export = the whole match as a text file in your data folder
help-replay-help = this help; and digits typed quickly go to that turn
help-replay-back = back to the list of matches
