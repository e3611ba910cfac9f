## As mãos mostradas depois de uma rodada: a mão de cada lugar com seus pontos, e as últimas jogadas dos bots com os motivos.
# $who: you ou other. $out: knocked para uma mão do No Mercy posta de lado. $count: cartas que sobraram; $points: seus pontos.

hands-title = As mãos no fim da rodada { $round }.
hands-seat = { $who ->
        [you] Você
       *[other] { $name }
    }: { $out ->
        [knocked] fora da rodada, mão posta de lado
       *[no] { $count ->
            [0] nenhuma carta sobrando
           *[other] { table-cards }, { $points ->
                [0] 0 ponto
                [1] 1 ponto
               *[other] { $points } pontos
            }: { $cards }
        }
    }
# $action: play, together (cartas de um número jogadas de uma vez) ou draw. $reasons: yes (então $why as lista), random
# (um bot que joga ao acaso não tem motivos) ou none.
hands-play = { $name } { $action ->
        [play] jogou { $cards }
        [together] jogou { $cards } juntas
       *[draw] comprou
    }{ $reasons ->
        [yes] . Visto daquele lugar: { $why }
        [random] , ao acaso
       *[none] {""}
    }
hands-turned_on = As mãos vão ser mostradas depois de cada rodada; as opções desligam isso.
hands-not_yet = As mãos são mostradas quando a rodada termina.

help-table-round_hands = no fim da rodada, todas as mãos com seus pontos, e a lista depois de cada rodada a partir daí

options-round_hands = Mãos depois de cada rodada: { $value }
options-round_hands-off = não mostradas
options-round_hands-hands = mostradas
options-round_hands-reasons = mostradas, com os motivos dos bots
options-round_hands-description = Não mostradas: a próxima rodada vem logo. Mostradas: no fim de cada rodada, uma lista de todas as mãos com seus pontos. Com os motivos dos bots: também por que cada bot fez suas três últimas jogadas da rodada, como uma dica diria.
