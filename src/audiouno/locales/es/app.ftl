# Las palabras del programa alrededor del juego: saludo, sala de espera, menús y listas, respuestas a las teclas de
# la mesa, avisos, ayuda (F1) y la línea de comandos. $key_<comando> es la tecla de un comando de la mesa, tal como
# la ha asignado el jugador.

app-title = audio-uno
app-welcome = Te damos la bienvenida a audio-uno. Voz: { $backend }.
app-no_sound = No hay dispositivo de sonido: solo voz.

## --trace RUTA

trace-unavailable = No se puede escribir la traza { $path }: { $detail }. Se juega sin ella.

## Los idiomas, cada uno con su propio nombre

language-en = English
language-pt-BR = Português do Brasil
language-es = Español

## La sala de espera

lobby-title = Sala de espera.
lobby-back = De vuelta en la sala de espera.
lobby-hint = { $key_play_card } empieza la partida. { $key_previous_group } y { $key_next_group } recorren las opciones, { $key_previous_card } y { $key_next_card } cambian el valor, { $key_help } para la ayuda.
lobby-start = Empezar la partida
lobby-players = Jugadores: { $count }
lobby-bot = { $name }: { $strength }
lobby-strength-random = al azar
lobby-strength-random-description = Juega cualquier carta permitida, al azar: la referencia.
lobby-strength-easy = fácil
lobby-strength-easy-description = Un jugador tranquilo: juega sencillo y reacciona despacio.
lobby-strength-normal = normal
lobby-strength-normal-description = Un jugador medio: jugadas sensatas, reflejos normales.
lobby-strength-hard = difícil
lobby-strength-hard-description = Un jugador astuto: lleva la cuenta de las cartas y reacciona rápido.
lobby-preset = Reglas: { $preset }
lobby-preset_changed = Reglas: { $preset } Cambiadas más abajo.
lobby-option = { $name }: { $value }
# Sí y no: "activado" tendría que concordar con el nombre de cada opción ("Escaleras: activadas").
lobby-on = sí
lobby-off = no
lobby-no_limit = sin límite
lobby-players_minus_one = jugadores menos uno
lobby-number = { $value }
lobby-seconds = { $seconds } { $seconds ->
        [one] segundo
       *[other] segundos
    }
lobby-lowest = { $label }, el mínimo.
lobby-highest = { $label }, el máximo.
lobby-verbosity = Detalle de la voz: { $value }
lobby-verbosity-full = completo
lobby-verbosity-brief = breve
lobby-verbosity-description = Breve omite palabras repetidas y de quién es el turno entre bots; conserva todo lo que necesitas para jugar.
lobby-card_position = Posición de la carta: { $value }
lobby-card_position-description = Sí: al recorrer la mano, dice también dónde está cada carta, por ejemplo 3 de 7.
lobby-language = Idioma: { $name }
lobby-language-description = El idioma de todo el juego. { $key_previous_card } y { $key_next_card } lo cambian al momento.
lobby-value-first_player-left = izquierda, sentido horario
lobby-value-first_player-right = derecha, sentido antihorario
lobby-value-challenge-official = oficial
lobby-value-challenge-manual = farol
lobby-value-challenge-off = desactivada
lobby-value-scoring-winner_takes = el ganador se lo lleva
lobby-value-scoring-penalty = penalización
lobby-value-stacking-off = desactivada
lobby-value-stacking-manual = misma carta
lobby-value-stacking-house = roba cuatro sobre roba dos también
lobby-value-interception-off = desactivada
lobby-value-interception-identical = número idéntico
lobby-value-interception-super = mismo número o símbolo
lobby-value-interception-jump_in = corte

## Listas y menús

choice-item = { $label }, { $number } de { $count }.
choice-hint = { $key_choice_previous } y { $key_choice_next } recorren la lista, { $key_choice_confirm } elige, o pulsa su número.
menu-title = Menú.
menu-resume = Volver al juego
menu-leave_match = Dejar la partida
menu-quit = Salir de audio-uno
menu-yes = Sí
menu-no = No
menu-leave_question = ¿Dejar esta partida?
menu-quit_question = ¿Salir de audio-uno?
menu-back_to_game = De vuelta al juego.

## La mesa

table-my_name = Tú
table-welcome = Nueva partida contra { $opponents }.
table-cards = { $count ->
        [0] ninguna carta
        [one] { $count } carta
       *[other] { $count } cartas
    }
table-no_top_card = Aún no hay ninguna carta en la mesa.
table-colour_to_match = { $colour ->
        [choosing] por elegir
        [any] cualquiera
       *[other] { colour }
    }
table-top_card = { $card } arriba. Color: { table-colour_to_match }.
table-colour = Color: { table-colour_to_match }.
table-no_penalty = Ninguna penalización pendiente.
table-penalty = { $who ->
        [you] Tienes que robar { table-cards }.
       *[other] { $name } tiene que robar { table-cards }.
    }
table-score = { $name } { $points }
table-scores = Puntos: { $scores }. Meta: { $target }.
table-scores_penalty = Puntos: { $scores }. Límite { $target }: gana la puntuación más baja.
table-no_turn = Entre rondas.
table-turn = { $who ->
        [you] Tu turno, sentido { direction }.
       *[other] Turno de { $name }, sentido { direction }.
    }
table-reaction_turn = Todos pulsan { $key_buzzer } ahora. Sentido { direction }.
table-hand_size = { $name }: { table-cards }
table-next_round_prompt = { $key_play_card } para la siguiente ronda.
table-match_over_prompt = { $key_play_card } para volver a la sala de espera.
table-drawn_prompt = { $key_play_card } la juega, { $key_draw } la guarda.
table-penalty_prompt = { $key_draw } roba { table-cards }.
table-challenge_prompt = { $key_challenge } denuncia el farol.
table-playable = { $count ->
        [0] Ninguna carta jugable.
        [one] { $count } carta jugable.
       *[other] { $count } cartas jugables.
    }
table-nothing_playable = Nada que jugar: { $key_draw } roba.
table-nothing_playable_now = Nada que jugar ahora.
table-card_playable = { $card }, jugable
table-card_position = { $position } de { $count }
table-edge-first = primera carta
table-edge-last = última carta
table-edge-only = tu única carta
table-empty_hand = Tu mano está vacía.
table-choose_colour = Elige un color.
table-choose_swap = ¿Con quién cambias de mano?
table-swap_with = { $name }, { table-cards }
table-keep_hand = Nadie: me quedo con mi mano
table-nobody_to_catch = No hay nadie a quien pillar sin UNO.
table-challenge_off = La denuncia del farol está desactivada en esta mesa.
table-buzzer_off = En esta mesa no hay zumbador ni golpe al 9.
table-sorted = { $sort ->
        [colour] Ordenadas por color.
        [number] Ordenadas por número.
       *[off] Sin ordenar: como llegaron las cartas.
    }
table-sorted_reversed = { table-sorted } Al revés.
table-no_messages = Aún no hay mensajes.
table-cue_volume = Volumen de los sonidos: { $percent } por ciento.
table-bot_pace = Los bots esperan { $seconds } { $seconds ->
        [one] segundo.
       *[other] segundos.
    }

## Ayuda (F1): "Flecha izquierda o Coma: carta anterior."

help-line = { $keys }: { $does }.
help-item = { $keys }: { $does }
help-or = {" o "}
help-lobby_intro = Teclas de la sala de espera.
help-table_intro = Teclas de la mesa.
help-choice_typing = Una tecla de número elige directamente; una letra va al siguiente elemento que empieza por ella.
help-lobby-previous_group = elemento anterior
help-lobby-next_group = elemento siguiente
help-lobby-previous_card = baja el valor
help-lobby-next_card = sube el valor
help-lobby-first_card = primer elemento
help-lobby-last_card = último elemento
help-lobby-play_card = empieza la partida
help-lobby-repeat_message = repite el elemento
help-lobby-help = esta ayuda
help-lobby-menu = salir
help-table-previous_card = carta anterior
help-table-next_card = carta siguiente
help-table-previous_group = color o número anterior
help-table-next_group = color o número siguiente
help-table-first_card = primera carta
help-table-last_card = última carta
help-table-play_card = juega la carta; fuera de turno, intercepta donde las reglas lo permiten
help-table-draw = roba, acepta una penalización o guarda la carta robada
help-table-top_card = la carta de arriba, el color y la penalización pendiente
help-table-scores = puntuaciones
help-table-whose_turn = de quién es el turno y el sentido
help-table-uno = dice UNO, o pilla a quien no lo dijo
help-table-challenge = denuncia el farol de un roba cuatro
help-table-buzzer = pulsa el zumbador, o golpea un 9
help-table-sort_by_colour = ordena por color; otra vez, al revés
help-table-sort_by_number = ordena por número; otra vez, al revés
help-table-sort_off = sin ordenar
help-table-colour_to_match = el color que hay que seguir
help-table-hand_sizes = cuántas cartas tiene cada jugador
help-table-pending_penalty = la penalización pendiente
help-table-next_playable = siguiente carta que puedes jugar ahora: en tu turno, o para interceptar o seguir una escalera
help-table-previous_playable = carta anterior que puedes jugar ahora
help-table-older_message = mensaje anterior
help-table-newer_message = mensaje siguiente
help-table-oldest_message = primer mensaje
help-table-newest_message = último mensaje
help-table-repeat_message = repite el último mensaje
help-table-help = esta ayuda
help-table-cue_volume_down = sonidos más bajos
help-table-cue_volume_up = sonidos más altos
help-table-bots_slower = bots más lentos
help-table-bots_faster = bots más rápidos
help-table-menu = el menú
help-choice-previous = elemento anterior
help-choice-next = elemento siguiente
help-choice-confirm = elige
help-choice-back = vuelve atrás; donde hay que elegir, abre el menú
help-choice-help = esta ayuda

## La línea de comandos: `audio-uno rules` y `audio-uno simulate`. Los nombres de opciones, valores,
## preajustes y variantes son lo que acepta la línea de comandos, y se quedan como están.

cli-rules-options = Opciones de reglas (valor oficial entre corchetes):
cli-rules-whole_number = un número entero
cli-rules-presets = Preajustes:
cli-rules-variants = Variantes para --variants:
cli-simulate-summary = { $games } rondas, { $players } jugadores, reglas { $preset }, baraja { $edition }
cli-simulate-speed = { $rate } rondas por segundo, { $turns } turnos por ronda
cli-simulate-seat = puesto { $seat } ({ $bot }): ganó { NUMBER($share, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
cli-simulate-bot = { $bot }: { NUMBER($share, minimumFractionDigits: 1, maximumFractionDigits: 1) } % de sus partidas (intervalo del 95 %: { NUMBER($low, minimumFractionDigits: 1, maximumFractionDigits: 1) } % a { NUMBER($high, minimumFractionDigits: 1, maximumFractionDigits: 1) } %)
