## The hands shown after a round: every seat's hand with its points, and the bots' last plays with their reasons.
# $who: you or other. $out: knocked for a No Mercy hand set aside. $count: cards left; $points: their points.

hands-title = The hands at the end of round { $round }.
hands-seat = { $who ->
        [you] You
       *[other] { $name }
    }: { $out ->
        [knocked] knocked out, hand set aside
       *[no] { $count ->
            [0] no card left
           *[other] { table-cards }, { $points ->
                [one] 1 point
               *[other] { $points } points
            }: { $cards }
        }
    }
# $action: play, together (cards of one number laid at once) or draw. $reasons: yes (then $why lists them), random
# (a bot that plays at random has none) or none.
hands-play = { $name } { $action ->
        [play] played { $cards }
        [together] played { $cards } together
       *[draw] drew
    }{ $reasons ->
        [yes] . Seen from that seat: { $why }
        [random] , at random
       *[none] {""}
    }
hands-turned_on = The hands will be shown after each round; the options turn that off.
hands-not_yet = The hands are shown when the round is over.

help-table-round_hands = at the round's end, every hand with its points, and the list after every round from then on

options-round_hands = Hands after each round: { $value }
options-round_hands-off = not shown
options-round_hands-hands = shown
options-round_hands-reasons = shown, with the bots' reasons
options-round_hands-description = Not shown: the next round comes at once. Shown: at each round's end, a list of every hand with its points. With the bots' reasons: also why each bot made its last three plays of the round, as a hint would tell it.
