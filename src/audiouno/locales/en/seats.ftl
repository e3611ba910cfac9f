## The seat keys (1 to 9 and 0): one seat in one line; the same key again within a moment says its round.
# $who: you or other. $played: card or none. $uno: yes or no when down to one card, else none.
# $turn: yes or no. $out as in table-held.

table-seat = { $who ->
        [you] You: { table-held }
       *[other] { $name }: { table-held }
    }{ $played ->
        [card] , last played { $card }
       *[none] , nothing played this round
    }{ $uno ->
        [yes] , UNO said
        [no] , UNO not said
       *[none] {""}
    }{ $turn ->
        [yes] { $who ->
            [you] , your turn
           *[other] , their turn
        }
       *[no] {""}
    }.
table-seat_more = { $who ->
        [you] You, this round
       *[other] { $name }, this round
    }: { $drawn ->
        [0] no card drawn
        [one] 1 card drawn
       *[other] { $drawn } cards drawn
    }; { $laid ->
        [0] none played
        [one] 1 played: { $cards }
       *[other] { $laid } played: { $cards }
    }.
table-seat_empty = No one in seat { $number }: { $players } players at this table.

help-table-seat_1 = you, seat 1: your cards, last card played and UNO; twice quickly, what you drew and played this round
help-table-seat_2 = seat 2, the first player after you as dealt: cards, last card played, UNO, out, whose turn; twice quickly, their round
help-table-seat_3 = seat 3, the same
help-table-seat_4 = seat 4, the same
help-table-seat_5 = seat 5, the same
help-table-seat_6 = seat 6, the same
help-table-seat_7 = seat 7, the same
help-table-seat_8 = seat 8, the same
help-table-seat_9 = seat 9, the same
help-table-seat_10 = seat 10, the same
