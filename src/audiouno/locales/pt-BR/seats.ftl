## As teclas dos lugares (1 a 9 e 0): um lugar numa linha; a mesma tecla de novo logo em seguida diz a rodada dele.
# $who: you ou other. $played: card ou none. $uno: yes ou no com uma carta só, senão none.
# $turn: yes ou no. $out como em table-held.

table-seat = { $who ->
        [you] Você: { table-held }
       *[other] { $name }: { table-held }
    }{ $played ->
        [card] , última carta jogada: { $card }
       *[none] , nenhuma carta jogada nesta rodada
    }{ $uno ->
        [yes] , já disse UNO
        [no] , não disse UNO
       *[none] {""}
    }{ $turn ->
        [yes] { $who ->
            [you] , sua vez
           *[other] , é a vez de { $name }
        }
       *[no] {""}
    }.
table-seat_more = { $who ->
        [you] Você, nesta rodada
       *[other] { $name }, nesta rodada
    }: { $drawn ->
        [0] nenhuma carta comprada
        [1] 1 carta comprada
       *[other] { $drawn } cartas compradas
    }; { $laid ->
        [0] nenhuma jogada
        [1] 1 jogada: { $cards }
       *[other] { $laid } jogadas: { $cards }
    }.
table-seat_empty = Ninguém no lugar { $number }: { $players } jogadores nesta mesa.

help-table-seat_1 = você, lugar 1: suas cartas, sua última jogada e o UNO; duas vezes seguidas, o que você comprou e jogou nesta rodada
help-table-seat_2 = lugar 2, logo depois de você na distribuição: cartas, carta jogada por último, UNO, fora, de quem é a vez; duas vezes seguidas, a rodada desse lugar
help-table-seat_3 = lugar 3, o mesmo
help-table-seat_4 = lugar 4, o mesmo
help-table-seat_5 = lugar 5, o mesmo
help-table-seat_6 = lugar 6, o mesmo
help-table-seat_7 = lugar 7, o mesmo
help-table-seat_8 = lugar 8, o mesmo
help-table-seat_9 = lugar 9, o mesmo
help-table-seat_10 = lugar 10, o mesmo
