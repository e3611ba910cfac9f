## Una partida terminada, repasada de oído, desde las repeticiones del menú principal.

main-replays = Repeticiones de las últimas partidas
files-what-replays = repeticiones de las últimas partidas
files-matches_left_out = { $count ->
        [one] Una partida de tu archivo de { $what } no se pudo leer, y queda fuera; las demás se conservan.
       *[other] { $count } partidas de tu archivo de { $what } no se pudieron leer, y quedan fuera; las demás se conservan.
    }
replay-list_title = Las últimas partidas, la más reciente primero.
replay-none = Todavía no terminó ninguna partida: la repetición de una partida se guarda cuando termina.
# $result: won (el jugador) o lost ($winner ganó).
replay-match = { $result ->
        [won] Ganaste
       *[lost] Ganó { $winner }
    }: { $players } jugadores, { $rounds ->
        [one] 1 ronda
       *[other] { $rounds } rondas
    }
replay-intro = { $match }. { $turns ->
        [one] 1 turno
       *[other] { $turns } turnos
    } en { $rounds ->
        [one] 1 ronda
       *[other] { $rounds } rondas
    }. { $key_replay_next_turn } el turno siguiente, { $key_replay_next_round } la ronda siguiente, un número va a ese turno, { $key_replay_help } las teclas.
replay-turn = Turno { $number } de { $count }, ronda { $round }: { $lines }
replay-silent = no se dijo nada.
replay-hand = Tu mano en el turno { $number }: { $hand }
replay-no_such_turn = No hay turno { $number }: { $count ->
        [one] hay 1 turno
       *[other] hay { $count } turnos
    }.
replay-exported = La partida quedó escrita como texto en { $path }.
replay-export_failed = No se pudo escribir la partida como texto.
replay-damaged = Esta partida ya no se repite: estaba dañada, y queda fuera.

help-replay_intro = Teclas de la repetición.
help-replay-previous_turn = el turno anterior
help-replay-next_turn = el turno siguiente
help-replay-previous_round = el comienzo de esta ronda, luego el de la ronda anterior
help-replay-next_round = el comienzo de la ronda siguiente
help-replay-first_turn = el primer turno
help-replay-last_turn = el último turno
help-replay-hand = tu mano en este turno
help-replay-repeat = este turno otra vez
help-replay-export = toda la partida en un archivo de texto en tu carpeta de datos
help-replay-help = esta ayuda; y los números tecleados rápido van a ese turno
help-replay-back = de vuelta a la lista de partidas
