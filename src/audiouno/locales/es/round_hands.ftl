## Las manos mostradas después de una ronda: la mano de cada asiento con sus puntos, y las últimas jugadas de los bots con sus motivos.
# $who: you u other. $out: knocked para una mano de No Mercy apartada. $count: cartas que quedan; $points: sus puntos.

hands-title = Las manos al final de la ronda { $round }.
hands-seat = { $who ->
        [you] Tú
       *[other] { $name }
    }: { $out ->
        [knocked] fuera de la ronda, mano apartada
       *[no] { $count ->
            [0] ninguna carta
           *[other] { table-cards }, { $points ->
                [one] 1 punto
               *[other] { $points } puntos
            }: { $cards }
        }
    }
# $action: play, together (cartas de un número jugadas a la vez) o draw. $reasons: yes (entonces $why las enumera), random
# (un bot que juega al azar no tiene motivos) o none.
hands-play = { $name } { $action ->
        [play] jugó { $cards }
        [together] jugó { $cards } juntas
       *[draw] robó
    }{ $reasons ->
        [yes] . Visto desde ese asiento: { $why }
        [random] , al azar
       *[none] {""}
    }
hands-turned_on = Las manos se mostrarán después de cada ronda; las opciones lo desactivan.
hands-not_yet = Las manos se muestran cuando termina la ronda.

help-table-round_hands = al final de la ronda, todas las manos con sus puntos, y la lista después de cada ronda desde entonces

options-round_hands = Manos después de cada ronda: { $value }
options-round_hands-off = no se muestran
options-round_hands-hands = se muestran
options-round_hands-reasons = se muestran, con los motivos de los bots
options-round_hands-description = No se muestran: la siguiente ronda llega enseguida. Se muestran: al final de cada ronda, una lista de todas las manos con sus puntos. Con los motivos de los bots: también por qué cada bot hizo sus tres últimas jugadas de la ronda, como lo diría una pista.
