# Las palabras del programa alrededor del juego: saludo, sala de espera, menús y listas, respuestas a las teclas de
# la mesa, avisos, ayuda (F1) y la línea de comandos. $key_<comando> es la tecla de un comando de la mesa, tal como
# la ha asignado el jugador.

app-title = audio-uno
app-welcome = Te damos la bienvenida a audio-uno. Voz: { $backend }.
app-no_sound = No hay dispositivo de sonido: solo voz.
app-no_display = No se puede abrir la ventana del juego: { $detail }. audio-uno necesita una sesión de escritorio, en una pantalla, para leer las teclas; ábrelo desde una.

## --trace RUTA

trace-unavailable = No se puede escribir la traza { $path }: { $detail }. Se juega sin ella.

## Los idiomas, cada uno con su propio nombre

language-en = English
language-pt-BR = Português do Brasil
language-es = Español

## La sala de espera

lobby-title = Sala de espera.
lobby-back = De vuelta en la sala de espera.
lobby-hint = { $key_lobby_start } empieza la partida. { $key_lobby_previous_item } y { $key_lobby_next_item } recorren las opciones, { $key_lobby_lower } y { $key_lobby_higher } cambian el valor, { $key_lobby_help } para la ayuda.
lobby-start = Empezar la partida
lobby-replace_question = ¿Empezar una partida nueva? Se perderá la partida guardada.
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
lobby-language-description = El idioma de todo el juego. { $key_lobby_lower } y { $key_lobby_higher } lo cambian al momento.
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
table-continued = Ronda { $round }.
table-you_hold = Tienes { table-cards }.
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
help-options_intro = Teclas de las opciones.
help-choice_typing = Una tecla de número elige directamente; una letra va al siguiente elemento que empieza por ella.
help-lobby-previous_item = elemento anterior
help-lobby-next_item = elemento siguiente
help-lobby-lower = baja el valor
help-lobby-higher = sube el valor
help-lobby-first_item = primer elemento
help-lobby-last_item = último elemento
help-lobby-start = empieza la partida
help-lobby-repeat = repite el elemento
help-lobby-help = esta ayuda
help-lobby-back = vuelve al menú principal
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
help-options-previous_item = ajuste anterior
help-options-next_item = ajuste siguiente
help-options-lower = baja el valor
help-options-higher = sube el valor
help-options-first_item = primer ajuste
help-options-last_item = último ajuste
help-options-choose = abre la asignación de teclas, o la restablece
help-options-repeat = repite el ajuste
help-options-help = esta ayuda
help-options-back = vuelve al menú principal; cada cambio ya está guardado
help-choice-previous = elemento anterior
help-choice-next = elemento siguiente
help-choice-confirm = elige
help-choice-back = vuelve atrás; donde hay que elegir, abre el menú
help-choice-help = esta ayuda

## El menú principal

main-title = Menú principal.
main-continue = Seguir la partida guardada
main-new = Nueva partida
main-options = Opciones
main-rules = Reglas de la partida preparada
main-keys = Descriptor de teclas
main-statistics = Estadísticas
main-quit = Salir
main-nothing_saved = No hay ninguna partida guardada.

## Opciones: se guardan de una sesión a otra

options-title = Opciones.
options-hint = { $key_options_previous_item } y { $key_options_next_item } recorren los ajustes, { $key_options_lower } y { $key_options_higher } los cambian; cada cambio se guarda al momento. { $key_options_back } vuelve.
options-change_hint = { $key_options_lower } y { $key_options_higher } cambian este ajuste.
options-speech = Voz: { $value }
options-speech-auto = la mejor que haya
options-speech-screenreader = tu lector de pantalla
options-speech-tts = voz integrada
options-speech-log = solo un registro de texto
options-speech-silent = sin voz
options-speech-description = Se usa desde el próximo inicio; el --speech de la línea de comandos manda.
options-pace = Los bots esperan { $value } { $value ->
        [one] segundo
       *[other] segundos
    } antes de jugar
options-volume = Volumen de los sonidos: { $value } por ciento
options-width = Anchura estéreo: { $value } por ciento
options-width-description = Cuánto se abren los sonidos desde el centro hacia el sitio de cada jugador; 0 los pone todos en el medio.
options-sort = Mano ordenada: { $value }
options-sort-off = como llegaron las cartas
options-sort-colour = por color
options-sort-number = por número
options-sort-description = Cómo se ordena tu mano al empezar una partida.
options-keys = Asignación de teclas
options-keys-description = Intro lista todos los comandos; elige uno y pulsa su nueva tecla.
options-reset_keys = Restablecer las teclas predeterminadas
options-reset_question = ¿Restablecer todas las teclas predeterminadas?

## Asignación de teclas y el descriptor de teclas

keys-title = Asignación de teclas.
keys-item-table = En la mesa, { $command }: { $keys }
keys-item-lobby = En la sala de espera, { $command }: { $keys }
keys-item-options = En las opciones, { $command }: { $keys }
keys-item-choice = En las listas, { $command }: { $keys }
keys-unbound = ninguna tecla
keys-press = Pulsa la nueva tecla para { $command }, ahora { $keys }. Escape cancela.
keys-cancelled = Cancelado. La tecla se queda como estaba.
keys-unusable = Esa tecla no se puede asignar. Pulsa otra, o Escape.
keys-same = { $pressed } ya hace eso.
keys-taken = { $pressed } ya es { $command } aquí. Pulsa otra tecla, o Escape.
keys-bound = { $pressed } ahora: { $command }.
keys-reset_done = Todas las teclas vuelven a ser las predeterminadas.
describer-title = Descriptor de teclas. Pulsa cualquier tecla para oír lo que hace; no pasa nada. Escape sale.
describer-table = en la mesa, { $does }
describer-choice = en las listas, { $does }
describer-does = { $pressed }: { $does }.
describer-nothing = { $pressed }: nada.
describer-unnamed = Esa tecla

## Las reglas de la partida preparada y las estadísticas

rules-title = Reglas { $preset }, { $players } jugadores. Intro lee la descripción de una regla.
stats-title = Estadísticas, las más recientes primero.
stats-none = Aún no se ha jugado nada.
stats-other = { $name }: { $count }
stats-other_time = { $name }: { $count } veces, media de { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) } { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] segundo
       *[other] segundos
    }, mejor { NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) }
stats-matches_played = Partidas jugadas: { $count }
stats-matches_won = Partidas ganadas: { $count }
stats-matches_played-preset = Partidas jugadas con las reglas { $value }: { $count }
stats-matches_won-preset = Partidas ganadas con las reglas { $value }: { $count }
stats-matches_played-strength = Partidas jugadas contra bots { $value }: { $count }
stats-matches_won-strength = Partidas ganadas contra bots { $value }: { $count }
stats-rounds_played = Rondas jugadas: { $count }
stats-rounds_won = Rondas ganadas: { $count }
stats-rounds_played-preset = Rondas jugadas con las reglas { $value }: { $count }
stats-rounds_won-preset = Rondas ganadas con las reglas { $value }: { $count }
stats-rounds_played-strength = Rondas jugadas contra bots { $value }: { $count }
stats-rounds_won-strength = Rondas ganadas contra bots { $value }: { $count }
stats-challenges_won = Denuncias acertadas: { $count }
stats-challenges_lost = Denuncias fallidas: { $count }
stats-uno_catches_made = Jugadores que pillaste sin UNO: { $count }
stats-uno_catches_suffered = Veces que te pillaron sin UNO: { $count }
stats-races_won-buzzer = Carreras del zumbador ganadas: { $count }
stats-races_lost-buzzer = Carreras del zumbador perdidas: { $count }
stats-races_won-slap = Carreras del golpe ganadas: { $count }
stats-races_lost-slap = Carreras del golpe perdidas: { $count }
stats-reaction-buzzer = Reacción al zumbador: media de { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) } { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] segundo
       *[other] segundos
    }, mejor { NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) }, en { $count } pulsaciones
stats-reaction-slap = Reacción al golpe: media de { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) } { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] segundo
       *[other] segundos
    }, mejor { NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) }, en { $count } golpes

## Los archivos del jugador

files-what-settings = ajustes
files-what-keymap = mapa de teclas
files-what-statistics = estadísticas
files-what-match = partida guardada
files-damaged_kept = No se pudo usar tu archivo de { $what }, así que rigen los valores predeterminados; se ha guardado como { $kept }.
files-damaged = No se pudo usar tu archivo de { $what }, así que rigen los valores predeterminados.
files-unwritable = No se puede escribir tu archivo de { $what }: { $detail }.

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

## La velocidad del lector de pantalla: el elemento de las opciones y su medición. $value y $wpm son palabras
## por minuto; $count, cuántas frases se dicen.

options-listener_wpm = ¿Qué tan rápido habla tu lector de pantalla? Unas { $value } palabras por minuto
options-listener_wpm-description = Cuando tu lector de pantalla no avisa que terminó de hablar, el juego espera este tiempo para que oigas las novedades. Enter la mide en un minuto, más o menos.
listening-title = La velocidad de tu lector de pantalla
listening-intro = El juego dirá { $count } frases. Pulsa { $key_options_choose } en cuanto termine cada una; { $key_options_back } detiene. Pulsa { $key_options_choose } para empezar.
listening-sentence-1 = Ana juega verde 7, y Bruno roba dos cartas.
listening-sentence-2 = Carla cambia el color a azul. Tu turno, tres cartas jugables.
listening-sentence-3 = Bruno intercepta con rojo 5, y Ana pierde su turno.
listening-sentence-4 = Ronda dos. Carla reparte siete cartas a cada uno. Primera carta: salta amarillo.
listening-sentence-5 = A Ana le queda una carta y dice UNO. Turno de Bruno.
listening-early = Eso fue antes del final. Otra vez.
listening-result = Tu lector de pantalla habla unas { $wpm } palabras por minuto. Ahora el juego espera sus novedades a ese ritmo.
listening-too_few = Muy pocas respuestas para medir. La velocidad sigue en { $wpm } palabras por minuto.
listening-stopped = Detenido. La velocidad sigue en { $wpm } palabras por minuto.

## Ayuda (F1) de la tecla de la mesa que repite el sorteo para repartir.

help-table-dealer_draw = las cartas del sorteo para repartir
