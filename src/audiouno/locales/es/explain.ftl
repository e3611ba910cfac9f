# Aprender en la mesa: la pista, lo que hace una carta, el valor de la mano y las reglas como documento.

## La pista: lo que haría el bot difícil ahora, y por qué, en una frase.
## $action es uno de los mensajes hint-action, $why los motivos en una lista.

hint = { $action }: { $why }.
    .brief = { $action }.
hint-off = Las pistas están desactivadas; actívalas en las opciones.
hint-expert = El experto: { $hint }
hint-thinking = El experto está pensando.
hint-action-play = Juega { $card }
hint-action-together = Juega { $together } juntas
hint-action-draw = Roba una carta
hint-action-take = { $count ->
        [0] Acepta la penalización
        [one] Roba la carta
       *[other] Roba las { $count } cartas
    }
hint-action-pass = Guarda la carta y pasa
hint-action-colour = Elige el color { colour }
hint-action-swap = Cambia de mano con { $player }
hint-action-keep_hand = Quédate con tu mano
hint-action-challenge = Denuncia la carta
hint-action-uno = Di UNO
hint-action-catch = Atrapa a { $player }
hint-action-buzz = Pulsa el zumbador
hint-action-slap = Golpea el 9
hint-action-wait = Espera
hint-action-other = Haz lo que hace el bot difícil
# Los motivos. $player es el jugador del que habla el motivo; $count y $colour según el tipo.
hint-reason-only_playable = es la única carta que puedes jugar
hint-reason-attack = { $player } tiene { $count ->
        [one] una sola carta
       *[other] { $count } cartas
    }
hint-reason-another_turn = vuelves a jugar
hint-reason-keeps_wild = guardas tu comodín para después
hint-reason-changes_colour = el color pasa a ser { colour }
hint-reason-next_lacks = { $player } parece no tener cartas de color { colour }
hint-reason-colour_held = tienes { $count ->
        [one] una carta { colour.feminine } más
       *[other] { $count } cartas más de ese color
    }
hint-reason-colour_count =
    { $count ->
        [0] no tienes ninguna carta { colour.feminine }, ni de otro color
        [one] tienes una carta { colour.feminine }
       *[other] tienes { $count } cartas de ese color
    }
hint-reason-sheds_points = te quitas { $count ->
        [one] 1 punto
       *[other] { $count } puntos
    }
hint-reason-flip_helps = el otro lado le conviene más a tu mano
hint-reason-best_of = es la mejor { $count ->
        [one] y única carta que puedes jugar
       *[other] de las { $count } cartas que puedes jugar
    }
hint-reason-nothing_playable = ninguna carta de tu mano se puede jugar
hint-reason-play_drawn = la carta que robaste se puede jugar
hint-reason-keep_drawn = conviene guardarla para después
hint-reason-all_together = { $count ->
        [one] 1 carta sale de tu mano
       *[other] { $count } cartas salen de tu mano a la vez
    }
hint-reason-stack = pasa { $count ->
        [one] la carta
       *[other] las { $count } cartas
    } al siguiente
hint-reason-no_answer = nada en tu mano pasa la penalización al siguiente
hint-reason-likely_bluff =
    una jugada así es un engaño unas { $count ->
        [one] 1 vez
       *[other] { $count } veces
    } de cada cien
hint-reason-likely_honest =
    una jugada así es un engaño solo unas { $count ->
        [one] 1 vez
       *[other] { $count } veces
    } de cada cien
hint-reason-fewer_cards = { $player } tiene solo { $count ->
        [one] una carta
       *[other] { $count } cartas
    }
hint-reason-nobody_fewer = nadie tiene menos cartas que tú
hint-reason-last_card = te queda una sola carta
hint-reason-forgot_uno = { $player } tiene una sola carta y no dijo UNO
hint-reason-race = quien tarde más roba
hint-reason-out_of_turn = te quitas { $count ->
        [one] 1 punto
       *[other] { $count } puntos
    } fuera de tu turno
# Las decisiones propias de No Mercy. stack_up: $count es la pila que enfrenta el siguiente; discard_all: $count es
# cuántas cartas salen de la mano, el Descarta todo incluido; roulette_colour: $count cartas no vistas del color
# elegido; mercy_out: $count es el límite de la clemencia; smallest_hand: el 7 obliga a intercambiar, $count es el
# tamaño de esa mano.
hint-reason-stack_up = la penalización crece, y { $player } tendría que robar { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    }
hint-reason-discard_all = { $count ->
        [one] es tu única carta { colour.feminine }
       *[other] tus { $count } cartas de color { colour } salen de tu mano a la vez
    }
hint-reason-roulette_colour =
    { $count ->
        [0] ya se vieron todas las cartas de color: cualquier color sirve
        [one] 1 carta que aún no has visto es de color { colour }, más que de cualquier otro color: lo más probable es que dejes de robar antes
       *[other] { $count } de las cartas que aún no has visto son de color { colour }, más que de cualquier otro color: lo más probable es que dejes de robar antes
    }
hint-reason-roulette_victim = { $player } elige un color y roba hasta que salga
hint-reason-mercy_out = lleva a { $player } al límite de la clemencia, { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    }: queda fuera de la ronda
# El Comodín reversa roba cuatro entre dos jugadores: hace perder el turno al otro y roba quien lo juega.
# stack_back: $count es lo que $player tendría que robar cuando el jugador lo devuelve; self_draw: $count es lo que
# robaría el jugador.
hint-reason-stack_back = hace perder el turno a { $player } y el robo cae sobre ti, pero lo devuelves: { $player } tendría que robar { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    }
hint-reason-self_draw = entre dos jugadores, tu comodín reversa roba cuatro haría perder el turno a { $player } y te haría robar { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    }
hint-reason-smallest_hand = el 7 obliga a intercambiar, y { $player } tiene la mano más pequeña: { $count ->
        [one] una carta
       *[other] { $count } cartas
    }
hint-reason-nothing_to_do = es el turno de { $player }
hint-reason-nothing_yet = ahora no tienes nada que hacer
hint-reason-round_over = la ronda terminó
hint-reason-hard_bots_choice = es lo que hace aquí el bot difícil
hint-reason-searched = jugando hasta el final desde aquí, gana unas { $count ->
        [one] 1 ronda
       *[other] { $count } rondas
    } de cada cien, más que la elección del bot difícil
hints-used = { $count ->
        [one] Usaste una pista en esta partida.
       *[other] Usaste { $count } pistas en esta partida.
    }
stats-hints_used = Pistas usadas: { $count }
options-hints = Pistas con la tecla { $key_hint }: { $value }
options-hints-description = Activadas: { $key_hint } dice lo que haría el bot difícil ahora, y por qué. Desactivadas: la tecla solo dice que las pistas están desactivadas.
options-expert_hints = Pistas del experto: { $value }
options-expert_hints-description = Activadas: { $key_hint } le pregunta al bot experto, que prueba las jugadas en muchos repartos posibles y responde un momento después. Desactivadas: el bot difícil responde al instante.

## Lo que hace una carta, con las reglas en vigor: W en la carta enfocada, Shift+W en la carta de arriba.

explain-no_card = No hay ninguna carta ahí.
explain-number = { $card }: una carta de número, se juega sobre su color o su número; vale { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }.
explain-seven_swaps = Quien la juega puede cambiar de mano con otro jugador.
explain-zero_passes = Todos pasan su mano al siguiente jugador.
explain-slap = Todos golpean con { $key_buzzer }; el último en golpear roba.
explain-skip = { $card }: el siguiente jugador pierde su turno.
explain-skip_all = { $card }: todos los demás jugadores pierden su turno, y quien la jugó vuelve a jugar.
explain-skip_two = Con dos jugadores, quien la jugó vuelve a jugar.
explain-reverse = { $card }: el sentido del juego se invierte.
explain-reverse_two = { $two ->
        [skip] Con dos jugadores, vale como un Salta: quien la jugó vuelve a jugar.
       *[reverse] Con dos jugadores, solo invierte el sentido: el otro jugador juega a continuación.
    }
explain-draw_two = { $card }: el siguiente jugador roba 2 cartas { $skips ->
        [yes] y pierde su turno.
       *[no] y después juega.
    }
explain-draw_one = { $card }: el siguiente jugador roba 1 carta { $skips ->
        [yes] y pierde su turno.
       *[no] y después juega.
    }
explain-draw_five = { $card }: el siguiente jugador roba 5 cartas { $skips ->
        [yes] y pierde su turno.
       *[no] y después juega.
    }
explain-stacking =
    { $stacking ->
        [no_mercy] Aquí las cartas de robo siempre se acumulan: puede pasar la penalización al siguiente con cualquier carta de robo de valor igual o mayor, del color que sea.
        [manual] Con la acumulación, puede pasar la penalización al siguiente con una carta igual.
        [house_flip] Con la acumulación, puede pasar la penalización al siguiente con una carta de robo; un Comodín roba dos también responde a un Roba uno.
       *[house] Con la acumulación, puede pasar la penalización al siguiente con una carta de robo; un Comodín roba cuatro también responde a un Roba dos.
    }
explain-advanced = Un Salta, una Reversa o un Comodín también responden.
explain-wild = { $card }: un comodín, se juega sobre cualquier carta; quien lo juega elige el color.
explain-wild_draw_four = { $card }: un comodín; quien lo juega elige el color, y el siguiente jugador roba 4 cartas { $skips ->
        [yes] y pierde su turno.
       *[no] y después juega.
    }
explain-wild_draw_two = { $card }: un comodín; quien lo juega elige el color, y el siguiente jugador roba 2 cartas { $skips ->
        [yes] y pierde su turno.
       *[no] y después juega.
    }
explain-challenge = { $challenge ->
        [official] Jugado teniendo el color en juego, es un engaño que la víctima puede denunciar.
       *[manual] Jugado teniendo otra carta que se podía jugar, es un engaño que la víctima puede denunciar.
    }
explain-creeper = { $card }: un comodín; quien lo juega elige el color. Robado del mazo, se muestra, y quien lo robó roba 3 más.
explain-greyskull = { $card }: un comodín; todos los demás jugadores roban 3, y quien lo juega elige el color.
explain-buzzer = { $card }: se juega sobre cualquier carta, y cualquier carta va sobre él. Todos pulsan { $key_buzzer }; quien tarde más roba 3.
explain-flip = { $card }: todas las cartas se dan vuelta, tu mano también; juega el otro lado, con sus propios colores y cartas.
explain-wild_draw_colour = { $card }: un comodín; quien lo juega elige el color, y el siguiente jugador roba hasta que salga una carta de ese color, y pierde su turno.
explain-draw_four = { $card }: el siguiente jugador roba 4 cartas { $skips ->
        [yes] y pierde su turno.
       *[no] y después juega.
    }
explain-wild_draw_six = { $card }: un comodín; quien lo juega elige el color, y el siguiente jugador roba 6 cartas { $skips ->
        [yes] y pierde su turno.
       *[no] y después juega.
    }
explain-wild_draw_ten = { $card }: un comodín; quien lo juega elige el color, y el siguiente jugador roba 10 cartas { $skips ->
        [yes] y pierde su turno.
       *[no] y después juega.
    }
explain-wild_reverse_draw_four = { $card }: un comodín; quien lo juega elige el color, el sentido del juego cambia, y el jugador que ahora sigue roba 4 cartas { $skips ->
        [yes] y pierde su turno.
       *[no] y después juega.
    }
# El Comodín reversa roba cuatro entre dos jugadores, según cómo juega la mesa la Reversa ($two:
# skip o reverse).
explain-reverse_draw_four_two = { $two ->
        [skip] Con dos jugadores, hace perder el turno al otro y quien lo jugó roba las 4, salvo que las devuelva acumulando.
       *[reverse] Con dos jugadores, solo cambia el sentido: el otro jugador roba.
    }
explain-discard_all = { $card }: todas las demás cartas de su color en la mano de quien la juega se van con ella.
explain-wild_colour_roulette = { $card }: un comodín; el siguiente jugador elige un color, roba hasta que salga una carta de ese color, y pierde su turno.
explain-no_wild_finish = No puede ser tu última carta.
explain-points = Vale { $points ->
        [one] 1 punto
       *[other] { $points } puntos
    }.

## El valor de la mano: P.

hand-value = { $count ->
        [0] Tu mano está vacía.
       *[other] Tu mano vale { $points ->
            [one] 1 punto
           *[other] { $points } puntos
        }. { $scoring ->
            [winner_takes] Si otro jugador se queda sin cartas ahora, eso es lo que se anota.
           *[penalty] Si la ronda terminara ahora, eso es lo que te anotarías.
        }
    }

## Las reglas como documento: Ctrl+F1 en la mesa y en la sala de espera, y `audio-uno rules --preset`.

rules-document-title = Las reglas de esta partida, una regla por sección. Flecha arriba y flecha abajo cambian de sección, Enter lee la sección, Escape vuelve.
rules-document-basics = Cómo jugar
rules-document-basics-body = Juega una carta del color, el número o el símbolo de la carta de la mesa; un comodín va sobre cualquier carta. Si no tienes carta para jugar, roba { $draw ->
        [until] hasta que salga una que puedas jugar
       *[one] una
    }. Di UNO al jugar tu penúltima carta. Quien juegue todas sus cartas primero gana la ronda.
rules-document-changed = En las reglas oficiales: { $value }.
rules-document-section = { $heading }. { $body }
# Lo que este juego eligió para un mazo donde las reglas impresas no dicen nada o las fuentes no coinciden: una
# sección, una frase por nota. $deck: el nombre del mazo.
rules-document-deck_notes = Lo que este juego eligió para { $deck }, donde las reglas impresas no lo dicen
rules-deck_note-classic-dealer_tie = Quienes empatan con la carta más alta en el sorteo de quién reparte roban de nuevo.
rules-deck_note-classic-empty_piles = Sin nada que robar, quien no puede jugar pasa; cuando nadie puede, gana la ronda quien tiene menos puntos en la mano.
rules-deck_note-classic-turn_limit = Una ronda que pasa de 1000 turnos termina, y gana quien tiene menos puntos en la mano.
rules-deck_note-minecraft-creeper_start = Un Creeper volteado al empezar es un comodín normal: el primer jugador elige el color.
rules-deck_note-minecraft-creeper_points = Un Creeper que queda en la mano vale 50 puntos, como un comodín.
rules-deck_note-motu-greyskull_start = Un Greyskull volteado al empezar es un comodín normal: nadie roba, y el primer jugador elige el color.
rules-deck_note-motu-greyskull_points = La puntuación de las reglas está cortada: un Greyskull que queda en la mano vale 50 puntos, como un comodín.
rules-deck_note-flip-flip_start = Un Flip volteado al empezar da la vuelta a la mesa antes de que nadie juegue; la carta oscura que queda arriba no se jugó, así que su acción no cuenta, y si es un comodín oscuro el primer jugador elige el color.
rules-deck_note-flip-wild_draw_two_start = Un Comodín roba dos volteado al empezar vuelve al mazo, como el Comodín roba cuatro en el juego clásico.
rules-deck_note-flip-flip_last = Un Flip jugado como última carta da la vuelta a la mesa, y la ronda se cuenta en el lado en que termina.
rules-deck_note-flip-draw_colour_last = Un Comodín roba color jugado como última carta sigue contando: quien lo jugó elige el color y el siguiente jugador roba hasta que salga antes de contar la ronda.
rules-deck_note-no_mercy-card_breakdown = Las fuentes no coinciden sobre las 168 cartas: este juego tiene, en cada color, dos de cada número del 0 al 9, tres Salta, tres Reversa, tres Roba dos, tres Descarta todo, dos Salta a todos y dos Roba cuatro, y además ocho Comodines reversa roba cuatro, cuatro Comodines roba seis, cuatro Comodines roba diez y ocho Comodines ruleta de colores.
rules-deck_note-no_mercy-starting_card = Una carta inicial que no es de número vuelve debajo del mazo, y se voltea la siguiente.
rules-deck_note-no_mercy-last_draw_card = Una carta de robo jugada como última carta sigue contando: el siguiente jugador la roba antes de contar la ronda, y solo puede acumular con la opción de esperar las respuestas a los robos.
rules-deck_note-no_mercy-reverse_draw_four_last = Un Comodín reversa roba cuatro jugado como última carta entre dos jugadores haría robar a quien lo jugó: nadie roba, y la ronda termina.
rules-deck_note-no_mercy-roulette_last = Una Ruleta de colores jugada como última carta sigue contando: el siguiente jugador elige un color y roba hasta que salga antes de contar la ronda.
rules-deck_note-no_mercy-set_aside = Las manos apartadas vuelven al juego en el siguiente barajado, aunque ellas solas formen el nuevo mazo.
rules-deck_note-no_mercy-knocked_out_hands = Un 7 solo cambia con quien sigue en la ronda, y un 0 pasa las manos solo entre quienes siguen en ella: quien quedó fuera no recibe ninguna.
cli-rules-document = Las opciones elegidas (--preset, --edition y --rule) imprimen las reglas de esa partida como las muestra el documento de reglas del juego.

## F1 en la mesa y en la sala de espera.

help-table-hint = una pista: lo que haría el bot difícil ahora, y por qué
help-table-explain_card = lo que hace la carta seleccionada con las reglas de esta partida
help-table-explain_top_card = lo que hace la carta de arriba con las reglas de esta partida
help-table-hand_value = cuántos puntos vale tu mano
help-table-rules_document = las reglas de esta partida, una regla por sección
help-lobby-rules_document = las reglas de la partida preparada, una regla por sección
