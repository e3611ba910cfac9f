# Las palabras de la mesa: cartas, sucesos, rechazos, avisos de la voz, problemas del mapa de teclas, nombres de los bots.
# Se oyen decenas de veces por minuto: cortas, lo nuevo primero. Los argumentos son los del inglés (en/game.ftl):
# $who "you" (el jugador) u "other" ($player); $whom lo mismo para quien recibe la acción ($target); $colour el id del color.

## Colores: `colour` sola y en el nombre de las cartas ("5 rojo", "Salta rojo"); `.feminine` concuerda con un
## nombre femenino ("carta roja").

colour = { $colour ->
        [red] rojo
        [yellow] amarillo
        [green] verde
        [blue] azul
        [pink] rosa
        [teal] turquesa
        [orange] naranja
       *[purple] morado
    }
    .feminine = { $colour ->
        [red] roja
        [yellow] amarilla
        [green] verde
        [blue] azul
        [pink] rosa
        [teal] turquesa
        [orange] naranja
       *[purple] morada
    }

## Cartas
# Orden: primero el número o el símbolo, después el color, en todas las cartas ("5 rojo", "Salta rojo",
# "Roba dos rojo"), como se dice en la mesa ("un 5 rojo"); quien escucha sabe siempre dónde va el color.
# (Las pruebas leen la línea siguiente.)
# order: face colour

card-0 = 0 { colour }
card-1 = 1 { colour }
card-2 = 2 { colour }
card-3 = 3 { colour }
card-4 = 4 { colour }
card-5 = 5 { colour }
card-6 = 6 { colour }
card-7 = 7 { colour }
card-8 = 8 { colour }
card-9 = 9 { colour }
card-skip = Salta { colour }
card-reverse = Reversa { colour.feminine }
card-draw_two = Roba dos { colour }
card-wild = Comodín
card-wild_draw_four = Comodín roba cuatro
card-creeper = Creeper
card-greyskull = Greyskull
card-buzzer = Zumbador
# UNO Flip: las cartas del lado claro, luego las del lado oscuro (su Comodín se llama igual). "Flip" queda en
# inglés, como en el nombre del juego y en las cartas que se venden.
card-draw_one = Roba uno { colour }
card-flip = Flip { colour }
card-wild_draw_two = Comodín roba dos
card-draw_five = Roba cinco { colour }
card-skip_everyone = Salta a todos { colour }
card-wild_draw_colour = Comodín roba color
# UNO No Mercy: su Roba cuatro de color y su Descarta todo, luego sus comodines (su Salta a todos es el del Flip).
card-draw_four = Roba cuatro { colour }
card-discard_all = Descarta todo { colour }
card-wild_reverse_draw_four = Comodín reversa roba cuatro
card-wild_draw_six = Comodín roba seis
card-wild_draw_ten = Comodín roba diez
card-wild_colour_roulette = Comodín ruleta de colores

## El número o el símbolo de una carta, sin el color, como complemento de "juega": "un Salta", "un 7" (el nombre
## de la carta, nunca el verbo: "juega rojo o roba dos" sonaría a una orden de robar).

rank = { $rank ->
        [skip] un Salta
        [reverse] una Reversa
        [draw_two] un Roba dos
        [draw_one] un Roba uno
        [flip] un Flip
        [draw_five] un Roba cinco
        [skip_everyone] un Salta a todos
        [draw_four] un Roba cuatro
        [discard_all] un Descarta todo
       *[other] un { $rank }
    }

## Nombres de los bots: cada uno empieza con un sonido distinto.

bot-name-1 = Lucía
bot-name-2 = Mateo
bot-name-3 = Carmen
bot-name-4 = Javier
bot-name-5 = Sofía
bot-name-6 = Pablo
bot-name-7 = Nuria
bot-name-8 = Diego
bot-name-9 = Rocío

## Listas: "a, b y c"

list-separator = {", "}
# Entre dos oraciones dichas una tras otra.
sentence-separator = {" "}
list-last = { $rest } y { $last }

## El sentido del juego

direction = { $direction ->
       *[clockwise] horario
        [anticlockwise] antihorario
    }

## Sucesos

event-name = { $who ->
        [you] tú
       *[other] { $player }
    }
event-dealer_draw = { event-name } con { $card }
event-dealer_chosen = Sorteo para repartir: { $draws }. { $who ->
        [you] La más alta es la tuya.
       *[other] La más alta es de { $player }.
    }
event-reshuffled = Descartes barajados: nuevo mazo de { $count ->
        [one] { $count } carta.
       *[other] { $count } cartas.
    }
    .brief = Mazo barajado de nuevo.
event-reversed = Ahora en sentido { direction }.
    .brief = Sentido { direction }.
event-hands_passed = Las manos pasan en sentido { direction }. Te quedas con la mano de { $player }.
    .brief = Manos pasadas. La mano de { $player } es tuya.
event-hands_passed_over =
    Las manos pasan en sentido { direction }. { $out ->
        [match] Estás fuera de la partida.
       *[round] Estás fuera de la ronda: no te llega ninguna mano.
    }
    .brief =
        Manos pasadas. { $out ->
            [match] Estás fuera.
           *[round] Ninguna para ti.
        }
event-turn_gone = Ya no es tu turno.
# An interception took the player's own turn: what it was laid on.
event-turn_gone_on = Intercepción sobre { $card }: ya no es tu turno.
event-round_blocked = Nadie puede jugar: gana quien tiene menos puntos en la mano.
event-round_turn_limit = { $count ->
        [one] 1 turno
       *[other] { NUMBER($count, useGrouping: 0) } turnos
    } y nadie terminó: la ronda termina, y gana quien tiene menos puntos en la mano.
event-round_added = Puntos sumados: { $scores }.
    .brief = Puntos: { $scores }.
event-standings = Clasificación: { $scores }.
    .brief = Total: { $scores }.
event-score = { event-name } { $points }
event-round_started = { $who ->
        [you] Ronda { $number }. Repartes { $cards ->
                [one] 1 carta
               *[other] { $cards } cartas
            } a cada uno.
       *[other] Ronda { $number }. { $player } reparte { $cards ->
                [one] 1 carta
               *[other] { $cards } cartas
            } a cada uno.
    }
    .brief = { $who ->
        [you] Ronda { $number }. Repartes tú.
       *[other] Ronda { $number }. Reparte { $player }.
    }
event-round_started_unequal = { $who ->
        [you] Ronda { $number }. Repartes tú.
       *[other] Ronda { $number }. Reparte { $player }.
    }
event-starting_card-shown = Primera carta: { $card }.
event-starting_card-returned = Sale { $card }: vuelve al mazo.
event-turn = { $who ->
        [you] Tu turno.
       *[other] Turno de { $player }.
    }
event-played = { $who ->
        [you] Juegas { $card }.
       *[other] { $player } juega { $card }.
    }
    .brief = { $who ->
        [you] { $card }.
       *[other] { $player }: { $card }.
    }
event-stacked = { $who ->
        [you] Respondes con { $card }.
       *[other] { $player } responde con { $card }.
    }
    .brief = { $who ->
        [you] Respondes: { $card }.
       *[other] { $player } responde: { $card }.
    }
event-sequence = { $who ->
        [you] Sigues con { $card }.
       *[other] { $player } sigue con { $card }.
    }
    .brief = { $who ->
        [you] Luego { $card }.
       *[other] { $player }, luego { $card }.
    }
event-intercepted = { $who ->
        [you] ¡Interceptas con { $card }!
       *[other] ¡{ $player } intercepta con { $card }!
    }
    .brief = { $who ->
        [you] ¡Interceptas con { $card }!
       *[other] ¡{ $player } intercepta: { $card }!
    }
event-jumped_in = { $who ->
        [you] ¡Cortas con { $card }!
       *[other] ¡{ $player } corta con { $card }!
    }
    .brief = { $who ->
        [you] ¡Cortas con { $card }!
       *[other] ¡{ $player } corta: { $card }!
    }
event-one_left = { $who ->
        [you] Te queda una carta.
       *[other] A { $player } le queda una carta.
    }
    .brief = { $who ->
        [you] Te queda una carta.
       *[other] { $player }: una carta.
    }
event-drew = { $who ->
        [you] Robas { $count ->
            [one] la carta
           *[other] las cartas
        } { $cards }.
       *[other] { $count ->
            [one] { $player } roba una carta.
           *[other] { $player } roba { $count } cartas.
        }
    }
    .brief = { $who ->
        [you] { $count ->
            [one] Carta
           *[other] Cartas
        }: { $cards }.
       *[other] { $player } roba { $count }.
    }
event-drew_nothing = { $who ->
        [you] No quedan cartas para robar.
       *[other] { $player } no roba nada: el mazo está vacío.
    }
# $count: 3, o menos cuando se acaba el mazo (0: nada que robar).
event-creeper = { $who ->
        [you] ¡Creeper! Te explota encima: { $count ->
            [0] ninguna carta más, el mazo está vacío.
            [one] 1 carta más, la última del mazo.
           *[other] { $count } cartas más.
        }
       *[other] ¡Creeper! Le explota a { $player }: { $count ->
            [0] ninguna carta más, el mazo está vacío.
            [one] 1 carta más, la última del mazo.
           *[other] { $count } cartas más.
        }
    }
    .brief = { $who ->
        [you] ¡Creeper! Te explota encima: { $count ->
            [0] ninguna carta más.
            [one] 1 carta más.
           *[other] { $count } cartas más.
        }
       *[other] ¡Creeper a { $player }!
    }
event-nothing_to_draw = { $who ->
        [you] No quedan cartas para robar. Pasas.
       *[other] No quedan cartas para robar. { $player } pasa.
    }
event-passed = { $who ->
        [you] Pasas.
       *[other] { $player } pasa.
    }
event-skipped = { $who ->
        [you] Pierdes el turno.
       *[other] { $player } pierde el turno.
    }
    .brief = { $who ->
        [you] Pierdes el turno.
       *[other] { $player } pierde el turno.
    }
event-colour_chosen = { $who ->
        [you] Eliges { colour }.
       *[other] { $player } elige { colour }.
    }
    .brief = { $who ->
        [you] { colour }.
       *[other] Color { colour }.
    }
event-penalty = { $who ->
        [you] Penalización para ti: { $total ->
                [one] 1 carta
               *[other] { $total } cartas
            }.
       *[other] Penalización para { $player }: { $total ->
                [one] 1 carta
               *[other] { $total } cartas
            }.
    }
    .brief = { $who ->
        [you] Penalización para ti: { $total ->
                [one] 1 carta
               *[other] { $total } cartas
            }.
       *[other] { $player } debe robar { $total }.
    }
event-penalty_moves = { $who ->
        [you] La penalización pasa a ti: { $total ->
                [one] 1 carta
               *[other] { $total } cartas
            }.
       *[other] La penalización pasa a { $player }: { $total ->
                [one] 1 carta
               *[other] { $total } cartas
            }.
    }
    .brief = { $who ->
        [you] Penalización para ti: { $total }.
       *[other] Penalización para { $player }: { $total }.
    }
event-challenge = { $who ->
        [you] { $verdict ->
            [guilty] Denuncia acertada: { $target } mentía.
           *[innocent] Denuncia fallida: { $target } jugó limpio.
        }
       *[other] { $whom ->
            [you] { $verdict ->
                [guilty] { $player } te denuncia: engaño descubierto.
               *[innocent] { $player } te denuncia y pierde.
            }
           *[other] { $verdict ->
                [guilty] { $player } denuncia a { $target }: era un engaño.
               *[innocent] { $player } denuncia a { $target }: no era un engaño.
            }
        }
    }
    .brief = { $who ->
        [you] { $verdict ->
            [guilty] Denuncia acertada: { $target } mentía.
           *[innocent] Denuncia fallida: { $target } jugó limpio.
        }
       *[other] { $whom ->
            [you] { $verdict ->
                [guilty] { $player } te denuncia: engaño descubierto.
               *[innocent] { $player } te denuncia y pierde.
            }
           *[other] { $verdict ->
                [guilty] { $player } descubre el engaño de { $target }.
               *[innocent] { $player } denuncia a { $target }: no era un engaño.
            }
        }
    }
event-challenge-revealed = Mano de { $target } cuando jugó la carta: { $cards }.
    .brief = { $count ->
            [one] { $target } tenía { $count } carta cuando la jugó.
           *[other] { $target } tenía { $count } cartas cuando la jugó.
        }
event-uno = { $who ->
        [you] ¡Dices UNO!
       *[other] ¡{ $player } dice UNO!
    }
    .brief = { $who ->
        [you] ¡UNO!
       *[other] { $player }: ¡UNO!
    }
event-caught = { $who ->
        [you] ¡Atrapas a { $target } sin UNO!
       *[other] { $whom ->
            [you] ¡{ $player } te atrapó sin UNO!
           *[other] ¡{ $player } atrapa a { $target } sin UNO!
        }
    }
    .brief = { $who ->
        [you] ¡Atrapaste a { $target }!
       *[other] { $whom ->
            [you] ¡{ $player } te atrapó!
           *[other] ¡{ $player } atrapó a { $target }!
        }
    }
# Después de que un Flip, un 0 o un 7 traigan una mano nueva: cuáles de sus cartas encajan con la de arriba ($count, nombradas en $cards).
event-hand_playable = { $count ->
        [0] Ninguna encaja con la carta de arriba.
        [one] Encaja con la carta de arriba: { $cards }.
       *[other] Encajan con la carta de arriba: { $cards }.
    }
    .brief = { $count ->
        [0] Ninguna jugable.
       *[other] Jugables: { $cards }.
    }
event-hand_playable_many = { $count ->
        [one] 1 encaja
       *[other] { $count } encajan
    } con la carta de arriba: { $key_next_playable } las encuentra.
event-you_hold = { $count ->
        [0] Ahora no tienes ninguna carta.
        [one] Ahora tienes una carta.
       *[other] Ahora tienes { $count } cartas.
    }
    .brief = { $count ->
        [0] Ninguna carta.
        [one] Una carta.
       *[other] { $count } cartas.
    }
event-swapped = { $who ->
        [you] Cambias de mano con { $target }.
       *[other] { $whom ->
            [you] { $player } cambia de mano contigo.
           *[other] { $player } cambia de mano con { $target }.
        }
    }
event-swap_declined = { $who ->
        [you] Te quedas con tu mano.
       *[other] { $player } no cambia con nadie.
    }
# $short: yes cuando el mazo se acaba antes de que cada uno de los demás robe $count (sus robos dicen cuántas).
event-greyskull = { $short ->
        [yes] { $who ->
            [you] ¡Por el poder de Greyskull! Todos los demás roban { $count }, hasta donde alcance el mazo.
           *[other] ¡Por el poder de Greyskull! Todos menos { $player } roban { $count }, hasta donde alcance el mazo.
        }
       *[no] { $who ->
            [you] ¡Por el poder de Greyskull! Todos los demás roban { $count }.
           *[other] ¡Por el poder de Greyskull! Todos menos { $player } roban { $count }.
        }
    }
    .brief = { $short ->
        [yes] { $who ->
            [you] ¡Greyskull! Los demás roban hasta { $count }.
           *[other] ¡Greyskull! Todos menos { $player } roban hasta { $count }.
        }
       *[no] { $who ->
            [you] ¡Greyskull! Los demás roban { $count }.
           *[other] ¡Greyskull! Todos menos { $player } roban { $count }.
        }
    }
event-reaction-buzzer = { $who ->
        [you] ¡Zumbador! ¡Pulsa { $key_buzzer }!
       *[other] ¡Zumbador! Los demás compiten.
    }
    .brief = { $who ->
        [you] ¡Zumbador! ¡{ $key_buzzer }!
       *[other] ¡Zumbador!
    }
event-reaction-slap = { $who ->
        [you] ¡Un 9! ¡Golpea con { $key_buzzer }!
       *[other] ¡Un 9! Los demás golpean.
    }
    .brief = { $who ->
        [you] ¡Un 9! ¡{ $key_buzzer }!
       *[other] ¡Un 9!
    }
event-pressed = { $who ->
        [you] Pulsado en { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
            [one] segundo.
           *[other] segundos.
        }
       *[other] { $player } pulsa.
    }
    .brief = { $who ->
        [you] { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
            [one] segundo.
           *[other] segundos.
        }
       *[other] { $player } pulsa.
    }
event-reaction_over-buzzer = Quien más tardó en el zumbador: { $players }.
    .brief = Quien más tardó: { $players }.
event-reaction_over-slap = Quien golpeó al final: { $players }.
    .brief = Al final: { $players }.
# A race with one player left to race (after a last card): decided as it opens, nobody presses.
event-reaction_alone-buzzer = { $who ->
        [you] ¡Zumbador! Solo tú quedas en la carrera.
       *[other] ¡Zumbador! Solo { $player } queda en la carrera.
    }
    .brief = Zumbador: { $who ->
        [you] solo tú.
       *[other] solo { $player }.
    }
event-reaction_alone-slap = { $who ->
        [you] ¡Un 9! Solo tú quedas para golpear.
       *[other] ¡Un 9! Solo { $player } queda para golpear.
    }
    .brief = 9: { $who ->
        [you] solo tú.
       *[other] solo { $player }.
    }
event-interception_failed = { $who ->
        [you] Intercepción fallida. { $reason }
       *[other] { $player } intenta interceptar con { $card } y falla.
    }
    .brief = { $who ->
        [you] Intercepción fallida. { $reason }
       *[other] { $player } falla la intercepción.
    }
event-penalty_points = { $count ->
        [one] { $count } punto de penalización.
       *[other] { $count } puntos de penalización.
    }
event-wrong_play = { $who ->
        [you] Jugada incorrecta, penalización. { $reason }
       *[other] { $player } juega { $card } por error: penalización.
    }
    .brief = { $who ->
        [you] Jugada incorrecta, penalización. { $reason }
       *[other] { $player }: jugada incorrecta.
    }
event-round_won = { $who ->
        [you] ¡Ganas la ronda!
       *[other] { $player } gana la ronda.
    }
    .brief = { $who ->
        [you] ¡Ronda ganada!
       *[other] { $player } gana la ronda.
    }
event-round_score = { $count ->
        [0] Ningún punto.
        [one] { $count } punto.
       *[other] { $count } puntos.
    }
event-match_won = { $who ->
        [you] { $count ->
            [0] ¡Ganas la partida!
           *[other] ¡Compartes la victoria con { $players }!
        }
       *[other] { $count ->
            [one] { $players } gana la partida.
           *[other] { $players } comparten la victoria.
        }
    }
    .brief = { $who ->
        [you] { $count ->
            [0] ¡Ganas!
           *[other] Compartes la victoria.
        }
       *[other] { $count ->
            [one] { $players } gana.
           *[other] { $players } comparten la victoria.
        }
    }

## Por qué se rechaza una acción

illegal-round_in_progress = Ya hay una ronda en marcha.
illegal-match_over = La partida terminó.
illegal-out_of_match = Estás fuera de la partida.
illegal-round_over = La ronda terminó.
illegal-no_such_player = Ese jugador no existe.
illegal-unknown_action = Eso no se puede hacer aquí.
illegal-card_not_in_hand = Esa carta no está en tu mano.
illegal-does_not_match = Esa carta no encaja.
illegal-does_not_match_either = Esa carta no encaja: juega una carta { colour.feminine } o { rank }.
illegal-does_not_match_colour = Esa carta no encaja: juega una carta { colour.feminine }.
illegal-no_wild_finish = No puedes terminar con un comodín.
illegal-only_drawn_card = Ahora solo puedes jugar la carta que acabas de robar.
illegal-must_answer_penalty = Roba las cartas de la penalización, o responde con una carta de robo.
illegal-choose_colour_first = Primero elige un color.
illegal-choose_swap_first = Primero elige con quién cambiar.
illegal-reaction_pending = Ahora no: ¡primero pulsa { $key_buzzer }!
illegal-not_your_turn = No es tu turno.
illegal-intercept_own_card = No puedes interceptar tu propia carta.
illegal-interception_too_late = Demasiado tarde para interceptar.
illegal-jump_in_with_penalty_card = No puedes cortar con una carta robada como penalización.
illegal-interception_no_match = Esa carta no puede interceptar esta.
illegal-nothing_to_draw = No quedan cartas para robar: juega una carta.
illegal-nothing_to_keep = No tienes ninguna carta robada que guardar.
illegal-already_drew = Ya robaste: juega esa carta o guárdala.
illegal-not_now = Ahora no.
illegal-no_colour_to_choose = No hay color que elegir.
illegal-not_a_colour = Ese color no está en este mazo.
illegal-no_swap_to_choose = No hay cambio que elegir.
illegal-bad_swap_target = No puedes cambiar con ese jugador.
illegal-must_swap = Con el mazo No Mercy, el 7 siempre cambia: elige a un jugador.
illegal-cannot_call_uno = Di UNO con dos cartas en tu turno, o con una carta.
illegal-nobody_to_catch = No hay nadie a quien atrapar.
illegal-no_challenge = No hay ningún roba cuatro que denunciar.
illegal-nothing_to_buzz = No hay zumbador que pulsar.
illegal-nothing_to_slap = No hay ningún 9 que golpear.
illegal-not_in_reaction = Estás fuera de esta carrera.
illegal-already_pressed = Ya pulsaste.

## La voz: por qué el juego no habla como se pidió. $wanted, $using y $failed son palabras de speech-backend
## (sin artículo); $reason es un mensaje speech-reason.

speech-fallback = Sin { $wanted }: { $reason }. Ahora: { $using }.
speech-failed = Dejó de funcionar: { $failed }. Ahora: { $using }.
speech-log_unavailable = No se puede escribir el registro de voz { $path }: { $detail }.
speech-no_voice = La voz integrada no habla { $language ->
        [pt-BR] portugués
        [es] español
       *[en] inglés
    }: lee con su voz predeterminada.
speech-arrived = Ahora: { $using }, ya disponible.
speech-backend-screenreader = lector de pantalla
speech-backend-tts = voz integrada
speech-backend-log = registro de texto
speech-backend-silent = silencio
speech-reason-missing_package = falta un paquete necesario
speech-reason-no_screen_reader = no hay ningún lector de pantalla abierto
speech-reason-engine_failed = no pudo iniciarse
speech-reason-no_audio_output = ningún dispositivo de sonido puede reproducirla
speech-reason-still_starting = aún se está iniciando, y toma el relevo cuando responda
speech-reason-no_console = no hay consola

## Errores en un archivo de mapa de teclas. Los comandos afectados conservan sus teclas predeterminadas.

keymap-unreadable = No se puede leer el mapa de teclas { $path }: { $detail }. Se usan las teclas predeterminadas.
keymap-unreadable_kept = No se puede leer el mapa de teclas { $path }: { $detail }. Se usan las teclas predeterminadas; se movió a { $kept }.
keymap-not_a_file = El mapa de teclas { $path } no es un archivo. Se usan las teclas predeterminadas.
keymap-not_a_file_kept = El mapa de teclas { $path } no es un archivo. Se usan las teclas predeterminadas; se movió a { $kept }.
keymap-too_big = El mapa de teclas { $path } pasa de { $limit }, demasiado grande para ser un mapa de teclas. Se usan las teclas predeterminadas.
keymap-too_big_kept = El mapa de teclas { $path } pasa de { $limit }, demasiado grande para ser un mapa de teclas. Se usan las teclas predeterminadas; tu archivo se guardó como { $kept }.
keymap-too_deep = El mapa de teclas { $path } tiene un error: demasiados niveles de listas anidadas. Se usan las teclas predeterminadas.
keymap-too_deep_kept = El mapa de teclas { $path } tiene un error: demasiados niveles de listas anidadas. Se usan las teclas predeterminadas; tu archivo se guardó como { $kept }.
keymap-more_problems = { $count ->
        [one] Y { $count } problema más en el mapa de teclas { $path }, que no se lee.
       *[other] Y { $count } problemas más en el mapa de teclas { $path }, que no se leen.
    }
keymap-bad_file = El mapa de teclas { $path } tiene un error en la línea { $line }: { $detail }. Se usan las teclas predeterminadas.
keymap-bad_file_kept = El mapa de teclas { $path } tiene un error en la línea { $line }: { $detail }. Se usan las teclas predeterminadas; tu archivo se guardó como { $kept }.
keymap-unknown_place = Mapa de teclas { $path }, línea { $line }: no existe el lugar { $place }.
keymap-not_a_section = Mapa de teclas { $path }, línea { $line }: { $place } debe ser una sección, escrita [{ $place }].
keymap-unknown_command = Mapa de teclas { $path }, línea { $line }: no existe el comando { $command } en { $place }.
keymap-not_a_list = Mapa de teclas { $path }, línea { $line }: { $command } necesita una lista de teclas, como ["space"].
keymap-unknown_key = Mapa de teclas { $path }, línea { $line }: tecla desconocida { $name } para { $command }.
keymap-key_twice = Mapa de teclas { $path }, línea { $line }: { $name } ya es de { $other }, no puede ser también de { $command }.

## Nombres de las teclas, como los dicen las pistas y la ayuda (F1). Las letras y los números se dicen tal cual.

keyname-shift = Shift
keyname-ctrl = Ctrl
keyname-alt = Alt
keyname-left = Flecha izquierda
keyname-right = Flecha derecha
keyname-up = Flecha arriba
keyname-down = Flecha abajo
keyname-home = Inicio
keyname-end = Fin
keyname-return = Enter
keyname-kp_enter = Enter del teclado numérico
keyname-space = Espacio
keyname-comma = Coma
keyname-period = Punto
keyname-escape = Escape
keyname-tab = Tab
keyname-backspace = Retroceso
keyname-delete = Supr
keyname-f1 = F1
keyname-f2 = F2
keyname-f3 = F3
keyname-f4 = F4
keyname-f5 = F5
keyname-f6 = F6
keyname-f7 = F7
keyname-f8 = F8
keyname-f9 = F9
keyname-f10 = F10
keyname-f11 = F11
keyname-f12 = F12
keyname-equals = Igual
keyname-plus = Más
keyname-minus = Menos
keyname-kp_plus = Más del teclado numérico
keyname-kp_minus = Menos del teclado numérico

## El reparto, como lo entiende quien escucha: quién reparte y por qué en una frase (todas las cartas del sorteo
## quedan en el historial y se dicen a pedido), con cuántas cartas recibe cada uno.

event-dealer_highest = { $who ->
        [you] Repartes { $cards ->
            [one] { $cards } carta
           *[other] { $cards } cartas
        }: { $card }, la más alta.
       *[other] { $player } reparte { $cards ->
            [one] { $cards } carta
           *[other] { $cards } cartas
        }: { $card }, la más alta.
    }
event-dealer_draw_none = No hubo sorteo para repartir: la mesa estaba preparada.

## Enter con una penalización pendiente y sin acumular: ninguna carta la responde.

# Bajo una penalización (con acumulación): las cartas de la mano que responden a ella ($cards, $count), o ninguna.
illegal-answer_penalty_with = { $count ->
        [one] Ahora solo { $cards } responde a la penalización; si no, { $key_draw } la toma.
       *[other] Ahora solo { $cards } responden a la penalización; si no, { $key_draw } la toma.
    }
illegal-nothing_answers = Nada en tu mano responde a esta penalización: { $key_draw } la toma.
illegal-must_take_penalty = Primero roba la penalización: { $key_draw } toma las cartas.

## Muchas cartas robadas de una vez: contadas, y cada una nombrada en el historial.

event-drew_many = Robas { $count ->
        [one] 1 carta; el historial dice cuál.
       *[other] { $count } cartas; el historial dice cuáles.
    }

## Fuera de turno: de quién era el turno que tomó la intercepción, y la escalera del jugador aún abierta. $seconds: un número.

event-turn_lost = Intercepción sobre { $card }: { $player } pierde el turno.
table-sequence_open = Escalera abierta: { lobby-seconds } para jugar el número siguiente.
    .brief = Escalera: { lobby-seconds }.

## Robos, respuestas y manos. $count, $left, $total: números; $number: el número de una carta;
## $cards: cartas por su nombre; $may_pass: "yes" cuando quien robó por gusto puede terminar el turno.

event-drew_until = { $who ->
        [you] { $count ->
            [one] Robas la carta { $cards } buscando una para jugar.
           *[other] Robas { $count } cartas buscando una para jugar: { $cards }.
        }
       *[other] { $count ->
            [one] { $player } roba 1 carta buscando una para jugar.
           *[other] { $player } roba { $count } cartas buscando una para jugar.
        }
    }
event-drew_until_many = Robas { $count ->
        [one] 1 carta buscando una para jugar; el historial dice cuál.
       *[other] { $count } cartas buscando una para jugar; el historial dice cuáles.
    }
event-same_rank = { $who ->
        [you] Juegas { $count ->
            [one] 1 carta del { $number }: { $cards }.
           *[other] { $count } cartas del { $number }: { $cards }.
        }
       *[other] { $player } juega { $count ->
            [one] 1 carta del { $number }: { $cards }.
           *[other] { $count } cartas del { $number }: { $cards }.
        }
    }
event-same_rank_top = Arriba queda { $card }.
event-free_draw = { $who ->
        [you] { $left ->
            [0] No te quedan robos libres.
            [one] Tu turno sigue: 1 robo libre más.
           *[other] Tu turno sigue: { $left } robos libres más.
        } { $may_pass ->
            [yes] Juega una carta, o { $key_end_turn } termina tu turno.
           *[other] Juega una carta.
        }
       *[other] { $player } roba y sigue en su turno.
    }
event-penalty_deflected = { $who ->
        [you] Desvías la penalización.
       *[other] { $player } desvía la penalización.
    }
event-out_of_round = { $who ->
        [you] Tienes { $count ->
            [one] 1 carta
           *[other] { $count } cartas
        }: quedas fuera de esta ronda.
       *[other] { $player } tiene { $count ->
            [one] 1 carta
           *[other] { $count } cartas
        } y queda fuera de esta ronda.
    }
# Quien queda fuera de la ronda con el mazo No Mercy: su mano se aparta (se dice después de event-out_of_round).
event-hand_set_aside = { $who ->
        [you] Tus cartas quedan apartadas hasta que se acabe el mazo.
       *[other] Las cartas de { $player } quedan apartadas hasta que se acabe el mazo.
    }
# El mazo se acabó: las manos apartadas vuelven con los descartes (event-reshuffled viene después).
event-set_aside_returned = Las manos de quienes quedaron fuera de la ronda vuelven al mazo: { $count ->
        [one] 1 carta.
       *[other] { $count } cartas.
    }
# La bonificación de No Mercy, antes del resultado de la ronda: $points por cada uno de $players fuera de la ronda.
event-knockouts = { $count ->
        [one] Fuera de la ronda: { $players }, { $points ->
            [one] 1 punto
           *[other] { $points } puntos
        }.
       *[other] Fuera de la ronda: { $players }, { $points ->
            [one] 1 punto
           *[other] { $points } puntos
        } cada uno.
    }
illegal-must_play = Tienes una carta que puedes jugar, así que debes jugar una.
illegal-must_play_drawn = Con el mazo No Mercy, la carta que termina tu robo debe jugarse.
illegal-no_free_draws_left = No te quedan robos libres en este turno.
illegal-not_same_rank = Esas cartas no son todas del mismo número.
illegal-one_card_at_a_time = En esta mesa se juega una carta a la vez.
illegal-out_of_round = Estás fuera de esta ronda.

## Issue 22: el Salta que salta a todos, el tiempo por turno, la eliminación. $outcome: drew, kept o nothing.

## UNO Flip: la mesa se voltea, Salta a todos, Comodín roba color.
# $side: dark o light, el lado que queda arriba; $card: la carta que queda arriba; $count: las cartas de la mano.
event-flipped = { $side ->
        [dark] ¡Flip! Todo se voltea al lado oscuro.
       *[light] ¡Flip! Todo vuelve al lado claro.
    } Arriba: { $card }. Tienes { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    }, también volteadas.
    .brief = { $side ->
        [dark] Lado oscuro.
       *[light] Lado claro.
    } { $card } arriba.
event-everyone_skipped =
    { $who ->
        [you] Todos los demás pierden el turno: juegas otra vez.
       *[other] Todos los demás pierden el turno: { $player } juega otra vez.
    }
    .brief =
        { $who ->
            [you] Todos pierden el turno: otra vez tú.
           *[other] Todos pierden el turno: otra vez { $player }.
        }
event-colour_penalty = { $who ->
        [you] Penalización para ti: roba hasta que salga una carta { colour.feminine }.
       *[other] Penalización para { $player }: roba hasta que salga una carta { colour.feminine }.
    }
    .brief = { $who ->
        [you] Robas hasta que salga una { colour.feminine }.
       *[other] { $player } roba hasta que salga una { colour.feminine }.
    }
event-timed_out = { $who ->
        [you] { $outcome ->
            [kept] Se acabó el tiempo: te quedas con la carta y el turno pasa.
            [nothing] Se acabó el tiempo: el turno pasa.
           *[drew] { $count ->
                [one] Se acabó el tiempo: robas una carta y el turno pasa.
               *[other] Se acabó el tiempo: robas { $count } cartas y el turno pasa.
            }
        }
       *[other] { $outcome ->
            [kept] Se acabó el tiempo: { $player } se queda con la carta y el turno pasa.
            [nothing] Se acabó el tiempo: el turno de { $player } pasa.
           *[drew] { $count ->
                [one] Se acabó el tiempo: { $player } roba una carta y el turno pasa.
               *[other] Se acabó el tiempo: { $player } roba { $count } cartas y el turno pasa.
            }
        }
    }
# La víctima de una Ruleta de Colores dejó pasar su tiempo: le queda el color que más tiene (en empate,
# el primero del mazo) y roba hasta que salga una carta de ese color.
event-timed_out_named =
    { $who ->
        [you] Se acabó el tiempo: se elige { colour } por ti, el color que más tienes.
       *[other] Se acabó el tiempo: se elige { colour } por { $player }, el color que más tiene.
    }
event-eliminated = { $who ->
        [you] Estás fuera de la partida, con { $points ->
            [one] 1 punto
           *[other] { $points } puntos
        }. La partida sigue sin ti.
       *[other] { $player } está fuera de la partida, con { $points ->
            [one] 1 punto
           *[other] { $points } puntos
        }.
    }

## UNO No Mercy: la ruleta de colores y el Descarta todo (la regla de la clemencia es el event-out_of_round).
# A quien le toca la ruleta: elige un color y roba hasta que salga una carta de ese color (al jugador se lo dice
# la pregunta del color que sigue).
event-roulette = { $who ->
        [you] Ruleta de colores para ti.
       *[other] Ruleta de colores para { $player }: elige un color y roba hasta que salga una carta de ese color.
    }
    .brief = { $who ->
        [you] Ruleta: elige un color.
       *[other] Ruleta para { $player }.
    }
# Un Descarta todo: $count cartas más de su color se fueron con ella, $cards sus nombres (se muestran a todos).
event-discarded = { $who ->
        [you] { $count ->
            [0] No tienes otra carta de ese color.
            [one] Con ella descartas 1 carta más: { $cards }.
           *[other] Con ella descartas { $count } cartas más: { $cards }.
        }
       *[other] { $count ->
            [0] { $player } no tiene otra carta de ese color.
            [one] Con ella, { $player } descarta 1 carta más: { $cards }.
           *[other] Con ella, { $player } descarta { $count } cartas más: { $cards }.
        }
    }
    .brief = { $who ->
        [you] Descartas { $count ->
            [one] la carta
           *[other] las cartas
        } { $cards }.
       *[other] { $player } descarta { $count ->
            [one] 1 carta
           *[other] { $count } cartas
        }.
    }
# Cartas que otro jugador robó a la vista de todos (las de una Ruleta de colores): $cards, por su nombre.
event-drew_shown = { $player } roba { $count ->
        [one] la carta
       *[other] las cartas
    } { $cards }.
    .brief = { $player }: { $cards }.
