## Las teclas de los asientos (1 a 9 y 0): un asiento en una línea; la misma tecla otra vez enseguida dice su ronda.
# $who: you u other. $played: card o none. $uno: yes o no con una sola carta, si no none.
# $turn: yes o no. $out como en table-held.

table-seat = { $who ->
        [you] Tú: { table-held }
       *[other] { $name }: { table-held }
    }{ $played ->
        [card] , última carta jugada: { $card }
       *[none] , ninguna carta jugada en esta ronda
    }{ $uno ->
        [yes] , ya dijo UNO
        [no] , no dijo UNO
       *[none] {""}
    }{ $turn ->
        [yes] { $who ->
            [you] , tu turno
           *[other] , su turno
        }
       *[no] {""}
    }.
table-seat_more = { $who ->
        [you] Tú, en esta ronda
       *[other] { $name }, en esta ronda
    }: { $drawn ->
        [0] ninguna carta robada
        [one] 1 carta robada
       *[other] { $drawn } cartas robadas
    }; { $laid ->
        [0] ninguna jugada
        [one] 1 jugada: { $cards }
       *[other] { $laid } jugadas: { $cards }
    }.
table-seat_empty = No hay nadie en el asiento { $number }: { $players } jugadores en esta mesa.

help-table-seat_1 = tú, asiento 1: tus cartas, tu última jugada y el UNO; dos veces seguidas, lo que robaste y jugaste en esta ronda
help-table-seat_2 = asiento 2, justo después de ti en el reparto: cartas, carta jugada al final, UNO, fuera, de quién es el turno; dos veces seguidas, la ronda de ese asiento
help-table-seat_3 = asiento 3, lo mismo
help-table-seat_4 = asiento 4, lo mismo
help-table-seat_5 = asiento 5, lo mismo
help-table-seat_6 = asiento 6, lo mismo
help-table-seat_7 = asiento 7, lo mismo
help-table-seat_8 = asiento 8, lo mismo
help-table-seat_9 = asiento 9, lo mismo
help-table-seat_10 = asiento 10, lo mismo
