# La mesa y los lugares alrededor, tal como los encuentra el jugador: el repaso de la mesa y el resumen
# de la mano, Enter fuera de turno, las palabras de los lugares y las listas, y la primera explicación de las
# cartas propias de una edición.

## El repaso de la mesa y el resumen de la mano. $who es "you" u "other"; $played es "card" o "none".

table-review = En el orden de juego: { $players }.
table-review_separator = {"; "}
table-review_player = { $who ->
        [you] tú, { table-held }
       *[other] { $name }, { table-held }
    }{ $played ->
        [card] , última carta jugada: { $card }
       *[none] {""}
    }
# "13 cartas: 4 rojas (1, 2, 5, Roba dos), 1 comodín (Comodín roba cuatro)"
# La cara de la carta, sin el color, dentro del grupo de un color en el resumen de la mano.
table-summary_face = { $rank ->
        [skip] Salta
        [reverse] Reversa
        [draw_two] Roba dos
        [draw_one] Roba uno
        [flip] Flip
        [draw_five] Roba cinco
        [skip_everyone] Salta a todos
        [draw_four] Roba cuatro
        [discard_all] Descarta todo
       *[other] { $rank }
    }
table-summary = { table-cards }: { $groups }.
# El número va antes y el color concuerda con "cartas": "4 rojo" se oiría como la carta 4 rojo.
table-summary_colour = { $count } { $count ->
        [1] { $colour ->
            [red] roja
            [yellow] amarilla
            [green] verde
            [blue] azul
            [pink] rosa
            [teal] turquesa
            [orange] naranja
           *[purple] morada
        }
       *[other] { $colour ->
            [red] rojas
            [yellow] amarillas
            [green] verdes
            [blue] azules
            [pink] rosa
            [teal] turquesa
            [orange] naranja
           *[purple] moradas
        }
    } ({ $cards })
table-summary_wild = { $count ->
        [1] 1 comodín ({ $cards })
       *[other] { $count } comodines ({ $cards })
    }
table-edge-last_group = { $sort ->
        [number] último número
       *[other] último color
    }

## Enter fuera de turno, y el foco después de una jugada.

table-not_in_sequence = No es tu turno, y esa carta no continúa tu escalera.
table-own_card_on_top = No es tu turno: { $card } en la mesa es tu propia carta.
table-nothing_intercepts = No es tu turno, y ninguna carta tuya puede interceptar { $card }.
table-turn_came = Acaba de llegar tu turno. El foco está en { $card }: { $key_play_card } la juega.
table-focus_now = Foco en { $card }.
table-first_to_match = { $card } tenía que ir primero, la única que encaja con { $top }.
# B pressed while a race without sound is still being announced: it does not count, and the race starts for
# everyone at the end of these words instead.
table-race_too_soon-buzzer = ¡Demasiado pronto! ¡Pulsa { $key_buzzer } ahora!
table-race_too_soon-slap = ¡Demasiado pronto! ¡Golpea con { $key_buzzer } ahora!
# B just after a race ended (it ends once all but one have pressed): the verdict has been given.
table-race_over = Demasiado tarde: la carrera terminó.
table-no_such_key = { $pressed }: nada aquí. { $key_help } enumera las teclas.
table-match_over_to = { $place ->
        [lobby] { $key_play_card } vuelve a la sala de espera.
       *[main] { $key_play_card } vuelve al menú principal.
    }

## La carta propia de una edición, explicada la primera vez que actúa en una partida.

note-creeper_drawn = Un Creeper robado del mazo se muestra a todos y hace que quien lo robó robe 3 cartas más.
note-creeper_played = Jugado, un Creeper es un comodín: quien lo juega elige el color.
note-greyskull = Greyskull es un comodín: todos los demás roban 3 cartas, y quien lo juega elige el color.

## F1 en la mesa

help-table-table_review = la mesa en el orden de juego: cuántas cartas tiene cada uno y la última que jugó
help-table-hand_summary = toda tu mano en una frase, color por color

## Listas y menús. $kept: yes cuando una partida queda guardada para la próxima vez.

menu-goodbye = { $kept ->
        [yes] Hasta luego. Tu partida queda guardada: la próxima vez, elige Seguir la partida guardada.
       *[no] Hasta luego.
    }
help-choice-first = primer elemento
help-choice-last = último elemento

## La sala de espera y los ajustes: Enter en una opción lee su descripción.

lobby-back_kept = De vuelta en la sala de espera. La partida queda guardada: para retomarla, elige Seguir la partida guardada en el menú principal.
lobby-no_description = No hay nada más que decir de este elemento.
help-lobby-choose = en Empezar la partida, la empieza; en una opción, lee su descripción
main-match_kept = La partida queda guardada: para retomarla, elige Seguir la partida guardada.

## Los valores de edición de la sala de espera: lo que hacen las cartas propias de la edición, dicho antes de la partida.

lobby-edition-classic = Clásica, 108 cartas
lobby-edition-minecraft = Minecraft, 112 cartas: un Creeper robado del mazo hace que quien lo robó robe 3 más; jugado, es un comodín
lobby-edition-motu = Masters of the Universe, 112 cartas, morado en lugar de amarillo: Greyskull es un comodín que hace robar 3 a todos los demás

## Estadísticas: las victorias y el último resultado, al principio de la lista. $last: won o lost.

stats-summary-matches = Partidas: { $played } jugadas, { $won } ganadas; la última { $last ->
        [won] ganada
       *[lost] perdida
    }.
stats-summary-rounds = Rondas: { $played } jugadas, { $won } ganadas; la última { $last ->
        [won] ganada
       *[lost] perdida
    }.

## Issue 22
help-table-time_left = cuánto tiempo queda en el turno
## UNO Flip en la sala de espera: el mazo, y las opciones con las que no se puede jugar (se dicen cuando se rechaza una, y
## cuando elegir el mazo apaga una).
lobby-edition-flip = UNO Flip, 112 cartas de dos lados: un Flip voltea todas las cartas al lado oscuro (rosa, turquesa, naranja y morado), con Roba cinco, Salta a todos y Comodín roba color
refused-flip_no_zero = Sin la regla del 0 con el mazo Flip: no tiene ceros.
refused-no_mercy_skip_everyone = Con el mazo No Mercy, la regla Salta vale para todos queda desactivada: ya tiene sus cartas Salta a todos.
refused-flip_buzzer = Sin zumbadores con el mazo Flip: no tienen lado oscuro para voltear.
## UNO No Mercy en la sala de espera: el mazo, lo que elegirlo fija ($max_hand: el límite de cartas, $target_score), y
## las opciones que juega a su manera: su valor como lo dice la sala de espera, y por qué no se pueden cambiar.
lobby-edition-no_mercy = UNO No Mercy, 168 cartas: Comodín roba seis, Comodín roba diez, Comodín reversa roba cuatro, Comodín ruleta de colores, Salta a todos y Descarta todo; una carta de robo se acumula sobre cualquier otra igual o menor, y quien llega a 25 cartas queda fuera de la ronda
lobby-edition_defaults-no_mercy = El mazo No Mercy fija un límite de { $max_hand } cartas en la mano, robar hasta poder jugar y una meta de { $target_score } puntos; puedes cambiarlos.
# Las palabras de un elemento, y luego lo que el cambio apagó o fijó (frases enteras).
lobby-noted = { $label }. { $notes }
lobby-forced-no_mercy-stacking = la de No Mercy: cualquier carta de robo sobre otra igual o menor
lobby-forced-no_mercy-zero_passes_hands = sí, con el mazo No Mercy
lobby-forced-no_mercy-seven_swaps = sí, con el mazo No Mercy
lobby-forced-no_mercy-draw_penalty_skips_turn = sí, con el mazo No Mercy
lobby-forced-no_mercy-challenge = no, con el mazo No Mercy
forced-no_mercy-stacking = El mazo No Mercy acumula a su manera: cualquier carta de robo sobre otra que hace robar lo mismo o menos.
forced-no_mercy-zero_passes_hands = Con el mazo No Mercy, un 0 siempre pasa todas las manos.
forced-no_mercy-seven_swaps = Con el mazo No Mercy, un 7 siempre cambia tu mano con la de quien elijas.
forced-no_mercy-draw_penalty_skips_turn = Con el mazo No Mercy, quien roba una penalización siempre pierde el turno.
forced-no_mercy-challenge = Sin denuncias con el mazo No Mercy: sus comodines de robo se pueden jugar en cualquier momento.
note-flip = Un Flip voltea todas las cartas, también las de tu mano: pasa a contar el otro lado, con otros colores y otras cartas.
note-skip_everyone = Salta a todos: todos los demás pierden el turno, y quien la jugó juega otra vez.
note-wild_draw_colour = Comodín roba color: el siguiente roba hasta que salga una carta del color elegido, y pierde el turno.
note-discard_all = Descarta todo: todas las demás cartas de su color van a la mesa con ella.
note-wild_colour_roulette = Comodín ruleta de colores: el siguiente elige un color, roba hasta que salga una carta de ese color y pierde el turno.
note-wild_reverse_draw_four = Comodín reversa roba cuatro: cambia el sentido del juego, y el siguiente roba 4 o responde con una carta de robo igual o mayor.
note-wild_reverse_draw_four_two = Comodín reversa roba cuatro entre dos jugadores: hace perder el turno al otro, y quien lo jugó roba 4 o las devuelve con una carta de robo igual o mayor.
note-wild_draw_six = Comodín roba seis: el siguiente roba 6, o responde con un roba seis o un roba diez.
note-wild_draw_ten = Comodín roba diez: el siguiente roba 10, o responde con otro roba diez.
