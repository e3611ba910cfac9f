# Las palabras del programa alrededor del juego: saludo, sala de espera, menús y listas, respuestas a las teclas de
# la mesa, avisos, ayuda (F1) y la línea de comandos. $key_<comando> es la tecla de un comando de la mesa, tal como
# la ha asignado el jugador.
#
# Español neutro, para Latinoamérica y para España: tú; atrapar, engaño, Enter, Espacio, Shift, Supr (nunca coger,
# pillar, farol, Intro, Barra espaciadora, Mayúsculas); pretérito para lo que acaba de pasar ("Ya robaste"). Cada
# línea se pudo decir de forma neutra, así que no hace falta un catálogo es-419 aparte; si alguna vez hiciera falta,
# tendría solo esas líneas y Fluent buscaría las demás aquí, mensaje por mensaje.

app-title = audio-uno
app-welcome = Te damos la bienvenida a audio-uno. Voz: { $backend }.
app-no_sound = No hay dispositivo de sonido: solo voz.
app-no_display = No se puede abrir la ventana del juego: no se encontró ninguna pantalla. audio-uno necesita una sesión de escritorio, en una pantalla, para leer las teclas; ábrelo desde una.

## --trace RUTA

trace-unavailable = No se puede escribir la traza { $path }: { $detail }. Se juega sin ella.

## Los idiomas, cada uno con su propio nombre

language-en = English
language-pt-BR = Português do Brasil
language-es = Español

## La sala de espera

lobby-title = Sala de espera.
lobby-back = De vuelta en la sala de espera.
lobby-hint = { $key_lobby_start } empieza la partida desde cualquier elemento. { $key_lobby_previous_item } y { $key_lobby_next_item } recorren las opciones, { $key_lobby_lower } y { $key_lobby_higher } cambian el valor, { $key_lobby_choose } lee la descripción de una opción, { $key_lobby_help } para la ayuda.
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
lobby-strength-expert = experto
lobby-strength-expert-description = Un maestro: juega como el bot difícil y prueba sus jugadas en muchos repartos posibles antes de jugar.
lobby-preset = Reglas: { $preset }
lobby-preset_changed = Reglas: { $preset }, cambiadas más abajo
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
lobby-verbosity-essentials = esencial
lobby-verbosity-custom = a tu medida
lobby-verbosity-description = Completo lo dice todo. Breve lo dice con menos palabras y omite de quién es el turno entre bots. Esencial solo reproduce el sonido de lo que hacen los demás y conserva tu turno con la carta de arriba, tus carreras, las penalizaciones que te pueden pasar y los resultados. A tu medida: los niveles que elegiste abajo. { $key_verbosity_profile } cambia entre completo, breve y esencial durante la partida.
lobby-card_position = Posición de la carta: { $value }
lobby-card_position-description = Sí: al recorrer la mano, dice también dónde está cada carta, por ejemplo 3 de 7.
lobby-language = Idioma: { $name }
lobby-language-description = El idioma de todo el juego. { $key_lobby_lower } y { $key_lobby_higher } lo cambian al momento.
lobby-value-first_player-left = izquierda, sentido horario
lobby-value-first_player-right = derecha, sentido antihorario
lobby-value-challenge-official = oficial
lobby-value-challenge-manual = engaño
lobby-value-challenge-off = desactivada
lobby-value-scoring-winner_takes = el ganador se lo lleva todo
lobby-value-scoring-penalty = penalización
lobby-value-scoring-elimination = eliminación
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
table-you_hold = { $count ->
        [0] No tienes ninguna carta.
       *[other] Tienes { table-cards }.
    }
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
        [you] { $count ->
            [0] No tienes que robar ninguna carta.
           *[other] Tienes que robar { table-cards }.
        }
       *[other] { $count ->
            [0] { $name } no tiene que robar ninguna carta.
           *[other] { $name } tiene que robar { table-cards }.
        }
    }
table-score = { $name } { $points }
table-scores = Puntos: { $scores }. Meta: { $target }.
table-scores_penalty = Puntos: { $scores }. Límite { $target }: gana la puntuación más baja.
table-scores_elimination = Puntos: { $scores }. Límite { $target }: quien llegue a él sale de la partida.
table-no_turn = Entre rondas.
table-turn = { $who ->
        [you] Tu turno, sentido { direction }; después, { table-next }.
       *[other] Turno de { $name }, sentido { direction }; después, { table-next }.
    }
table-next = { $next_who ->
        [you] tú
       *[other] { $next }
    }
table-reaction_turn = Todos pulsan { $key_buzzer } ahora. Sentido { direction }.
# Lo que tiene un jugador; $out: knocked (fuera con el mazo No Mercy, la mano apartada), round (fuera de la ronda
# en el límite de cartas, con su mano), match (fuera de la partida), no (en juego).
table-held = { $out ->
        [knocked] fuera de la ronda, mano apartada
        [round] fuera de la ronda, { table-cards }
        [match] fuera de la partida
       *[no] { table-cards }
    }
table-hand_size = { $name }: { table-held }
table-next_round_prompt = { $key_play_card } para la siguiente ronda.
# $keep: no cuando las reglas obligan a jugar la carta recién robada (jugar es obligatorio, el robo hasta poder
# jugar de No Mercy).
table-drawn_prompt = { $keep ->
       *[yes] { $key_play_card } la juega, { $key_draw } la guarda.
        [no] { $key_play_card } la juega: hay que jugarla.
    }
# Tras robar muchas cartas de una vez (el historial las nombra): la carta que Enter juega ahora; la robada que se puede jugar.
table-enter_plays = { $key_play_card } juega { $card }.
table-drawn_card = La carta que puedes jugar: { $card }.
table-no_others_of_number = No tienes otra carta con el número de { $card }.
table-penalty_prompt = { $key_draw } roba { table-cards }.
table-challenge_prompt = { $key_challenge } denuncia el engaño.
table-playable = { $count ->
        [0] Ninguna carta jugable.
        [one] { $count } carta jugable.
       *[other] { $count } cartas jugables.
    }
table-nothing_playable = Nada que jugar: { $key_draw } roba.
table-nothing_playable_now = Nada que jugar ahora.
table-card_playable = { $card }, jugable
table-card_bluff = { $card }, jugable, pero es un engaño: { $rule ->
        [official] tienes una carta { colour.feminine }
       *[manual] tienes otra carta que puedes jugar
    }
table-card_position = { $position } de { $count }
table-edge-first = primera carta
table-edge-last = última carta
table-edge-only = tu única carta
table-empty_hand = Tu mano está vacía.
table-choose_colour = Elige un color.
table-choose_roulette_colour = Ruleta de colores: elige un color; robas hasta que salga una carta de ese color.
table-roulette = { $who ->
        [you] Ruleta de colores: eliges un color y robas hasta que salga.
       *[other] Ruleta de colores: { $name } elige un color y roba hasta que salga.
    }
table-choose_swap = ¿Con quién cambias de mano?
table-swap_with = { $name }, { table-cards }
table-keep_hand = Nadie: me quedo con mi mano
table-nobody_to_catch = No hay nadie a quien atrapar sin UNO.
table-challenge_off = La denuncia del engaño está desactivada en esta mesa.
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
        [one] segundo
       *[other] segundos
    } tras cada frase: a { $wpm } palabras por minuto, unos { $felt } segundos por jugada.

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
help-lobby-start = empieza la partida, desde cualquier elemento
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
help-table-play_all_of_number = juega juntas todas las cartas de este número, esta arriba (cuando las reglas permiten varias)
help-table-end_turn = termina tu turno quedándote con tus cartas, después de los robos libres
help-table-top_card = la carta de arriba, el color y la penalización pendiente
help-table-scores = puntuaciones
help-table-whose_turn = de quién es el turno y el sentido
help-table-uno = dice UNO, o atrapa a quien no lo dijo
help-table-challenge = denuncia el engaño de un roba cuatro
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
help-options-previous_item = opción anterior
help-options-next_item = opción siguiente
help-options-lower = baja el valor
help-options-higher = sube el valor
help-options-first_item = primera opción
help-options-last_item = última opción
help-options-choose = abre la asignación de teclas, o la restablece
help-options-repeat = repite la opción
help-options-help = esta ayuda
help-options-back = vuelve al menú principal; cada cambio ya está guardado
help-choice-previous = elemento anterior
help-choice-next = elemento siguiente
help-choice-confirm = elige
help-choice-back = vuelve atrás; donde hay que elegir, abre el menú
help-choice-help = esta ayuda

## El menú principal

main-title = Menú principal.
main-continue = { $saved ->
       *[yes] Seguir la partida guardada
        [no] Seguir: no hay partida guardada
    }
main-new = Nueva partida
main-options = Opciones
main-rules = Reglas de la partida preparada
main-keys = Descriptor de teclas
main-statistics = Estadísticas
main-quit = Salir
main-nothing_saved = No hay ninguna partida guardada.

## Opciones: se guardan de una sesión a otra

options-title = Opciones.
options-hint = { $key_options_previous_item } y { $key_options_next_item } recorren las opciones, { $key_options_lower } y { $key_options_higher } cambian el valor; cada cambio se guarda al momento. { $key_options_back } vuelve.
options-change_hint = { $key_options_lower } y { $key_options_higher } cambian esta opción.
options-speech = Voz: { $value }
options-speech-auto = la mejor que haya
options-speech-screenreader = tu lector de pantalla
options-speech-tts = voz integrada
options-speech-log = solo un registro de texto
options-speech-silent = sin voz
options-speech-description = Se usa desde el próximo inicio; el --speech de la línea de comandos tiene prioridad.
options-pace = Los bots esperan { $value } { $value ->
        [one] segundo
       *[other] segundos
    } antes de jugar
options-volume = Volumen de los sonidos: { $value } por ciento
options-width = Ancho estéreo: { $value } por ciento
options-width-description = Cuánto se abren los sonidos desde el centro hacia el lugar de cada jugador; 0 los pone todos en el medio.
options-sort = Mano ordenada: { $value }
options-sort-off = como llegaron las cartas
options-sort-colour = por color
options-sort-number = por número
options-sort-description = Cómo se ordena tu mano al empezar una partida.
options-keys = Asignación de teclas
options-keys-description = Enter lista todos los comandos; elige uno y pulsa su nueva tecla.
options-reset_keys = Restablecer las teclas predeterminadas
options-reset_question = ¿Restablecer todas las teclas predeterminadas?

## Asignación de teclas y el descriptor de teclas

keys-title = Asignación de teclas.
keys-item-table = En la mesa, { $command }: { $keys }
keys-item-lobby = En la sala de espera, { $command }: { $keys }
keys-item-options = En las opciones, { $command }: { $keys }
keys-item-choice = En las listas, { $command }: { $keys }
keys-item-practice = En la práctica, { $command }: { $keys }
keys-item-drill = En un ejercicio, { $command }: { $keys }
keys-item-calibration = En la calibración, { $command }: { $keys }
keys-unbound = ninguna tecla
keys-press = Nueva tecla para: { $command }. Actual: { $keys }. Pulsa la nueva tecla, o Escape para cancelar.
keys-cancelled = Cancelado. La tecla se queda como estaba.
keys-unusable = Esa tecla no se puede asignar. Pulsa otra, o Escape.
keys-same = { $pressed } ya hace eso.
keys-taken = { $pressed } ya se usa aquí para: { $command }. Pulsa otra tecla, o Escape.
keys-bound = { $pressed } ahora: { $command }.
keys-reset_done = Todas las teclas vuelven a ser las predeterminadas.
describer-title = Descriptor de teclas. Pulsa cualquier tecla para oír lo que hace; no pasa nada. Escape sale.
describer-table = en la mesa, { $does }
describer-choice = en las listas, { $does }
describer-does = { $pressed }: { $does }.
describer-nothing = { $pressed }: nada.
describer-unnamed = Esa tecla

## Las reglas de la partida preparada y las estadísticas

rules-title = Reglas { $preset }, { $players } jugadores. Enter lee la descripción de una regla.
stats-title = Estadísticas, las más recientes primero.
stats-none = Todavía no hay nada jugado.
stats-other = { $name }: { $count }
stats-other_time = { $name }: { $count ->
        [one] 1 vez
       *[other] { $count } veces
    }, media de { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) } { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] segundo
       *[other] segundos
    }, mejor { NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) }
stats-matches_played = Partidas jugadas: { $count }
stats-matches_won = Partidas ganadas: { $count }
stats-matches_played-preset = Partidas jugadas con las reglas { $value }: { $count }
stats-matches_won-preset = Partidas ganadas con las reglas { $value }: { $count }
stats-matches_played-strength = Partidas jugadas contra bots de nivel { $value }: { $count }
stats-matches_won-strength = Partidas ganadas contra bots de nivel { $value }: { $count }
stats-rounds_played = Rondas jugadas: { $count }
stats-rounds_won = Rondas ganadas: { $count }
stats-rounds_played-preset = Rondas jugadas con las reglas { $value }: { $count }
stats-rounds_won-preset = Rondas ganadas con las reglas { $value }: { $count }
stats-rounds_played-strength = Rondas jugadas contra bots de nivel { $value }: { $count }
stats-rounds_won-strength = Rondas ganadas contra bots de nivel { $value }: { $count }
stats-challenges_won = Denuncias acertadas: { $count }
stats-challenges_lost = Denuncias fallidas: { $count }
stats-uno_catches_made = Jugadores que atrapaste sin UNO: { $count }
stats-uno_catches_suffered = Veces que te atraparon sin UNO: { $count }
stats-races_won-buzzer = Carreras del zumbador ganadas: { $count }
stats-races_lost-buzzer = Carreras del zumbador perdidas: { $count }
stats-races_won-slap = Carreras del golpe ganadas: { $count }
stats-races_lost-slap = Carreras del golpe perdidas: { $count }
stats-reaction-buzzer = Reacción al zumbador: media de { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) } { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] segundo
       *[other] segundos
    }, mejor { NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) }, en { $count ->
        [one] 1 pulsación
       *[other] { $count } pulsaciones
    }
stats-reaction-slap = Reacción al golpe: media de { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) } { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [one] segundo
       *[other] segundos
    }, mejor { NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) }, en { $count ->
        [one] 1 golpe
       *[other] { $count } golpes
    }

## Los archivos del jugador

files-what-settings = opciones
files-what-keymap = mapa de teclas
files-what-statistics = estadísticas
files-what-match = partida guardada
files-damaged_kept = No se pudo usar tu archivo de { $what }, así que se usan los valores predeterminados; se guardó como { $kept }.
files-damaged = No se pudo usar tu archivo de { $what }, así que se usan los valores predeterminados.
files-unwritable = No se puede escribir tu archivo de { $what }: { $detail }.

## La línea de comandos: `audio-uno rules` y `audio-uno simulate`. Los nombres de opciones, valores,
## preajustes y variantes son lo que acepta la línea de comandos, y se quedan como están.

cli-rules-options = Opciones de reglas (valor oficial entre corchetes):
cli-rules-presets = Preajustes:
cli-rules-variants = Variantes para --variants:
cli-rules-decks = Mazos (--edition):
cli-simulate-summary = { $games ->
        [one] 1 ronda
       *[other] { $games } rondas
    }, { $players } jugadores, reglas { $preset }, edición { $edition }
cli-simulate-speed = { $rate } rondas por segundo, { $turns } turnos por ronda
cli-simulate-seat = asiento { $seat } ({ $bot }): ganó { NUMBER($share, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
cli-simulate-bot = { $bot }: { NUMBER($share, minimumFractionDigits: 1, maximumFractionDigits: 1) } % de sus rondas (intervalo del 95 %: { NUMBER($low, minimumFractionDigits: 1, maximumFractionDigits: 1) } % a { NUMBER($high, minimumFractionDigits: 1, maximumFractionDigits: 1) } %)

## Las palabras de la propia línea de comandos: el `audio-uno --help` de cada comando, sus rechazos y la línea de
## progreso. Las palabras de argparse alrededor (uso, opciones ...) están en argparse.po.

cli-rules-milliseconds = { $values }; en milisegundos en --rule
cli-help-description = UNO para personas ciegas y con baja visión. Sin comando: jugar.
cli-help-version = muestra la versión del programa y sale
cli-help-commands = comandos
cli-help-play = jugar contra bots, con el teclado y el oído (lo predeterminado)
cli-help-simulate = jugar rondas solo de bots, sin ventana, y resumir los resultados
cli-help-practice = practicar el zumbador: ejercicios de reacción, cronometrados al milisegundo
cli-help-rules = listar las opciones de reglas, los preajustes y las variantes
cli-help-games = rondas que jugar (predeterminado 1000)
cli-help-players = jugadores en la mesa (predeterminado: tantos como en --bots, o 4)
cli-help-seed_every = fija todos los repartos y todas las elecciones de los bots
cli-help-edition = el mazo (predeterminado: classic)
cli-help-preset = las reglas (predeterminadas official)
cli-help-variants = lista separada por comas de las variantes que activar, o all: { $variants }
cli-help-bots = lista separada por comas de estrategias, una por asiento: { $strategies }
cli-help-rotate = rota los asientos entre rondas, para anular la ventaja de un asiento
cli-help-json = imprime un único objeto JSON
cli-help-export = escribe todas las respuestas de la práctica en CSV (para una hoja de cálculo) y termina
cli-help-replace = con --export: reemplaza el archivo CSV si ya existe, sin preguntar
cli-help-lang = el idioma del juego (predeterminado: el elegido en el juego y guardado en sus opciones, si no el del sistema)
cli-help-speech = quién habla: tu lector de pantalla, la voz integrada, un registro de texto o nadie (predeterminado: lo que digan las opciones; al principio auto, la mejor que haya)
cli-help-speech_log = además añade cada mensaje hablado a { $path }
cli-help-seed = fija los repartos y las elecciones de los bots
cli-help-config_dir = dónde están las opciones y el mapa de teclas (predeterminado: $AUDIO_UNO_CONFIG_DIR, si no la carpeta de configuración del sistema)
cli-help-data_dir = dónde están las estadísticas y la partida guardada (predeterminado: $AUDIO_UNO_DATA_DIR, si no la carpeta de datos del sistema)
cli-help-trace = escribe cada tecla, cada mensaje hablado y cada sonido en { $path }, un objeto JSON por línea (para informar de errores)
cli-help-continue = se salta el menú principal: retoma la partida guardada
cli-help-new = se salta el menú principal: prepara una partida nueva
cli-help-watch = empieza enseguida una partida con la última preparación, con un bot de este nivel en tu asiento, para que solo escuches
cli-metavar-path = RUTA
cli-metavar-strength = NIVEL
cli-metavar-list = LISTA
cli-error-players = --players debe ser de 2 a 10
cli-error-bots_count = --bots da { $count ->
        [one] 1 estrategia
       *[other] { $count } estrategias
    } para { $players } jugadores
cli-error-unknown_strategy = estrategia desconocida { $name }; elige entre { $choices }
cli-error-games = --games debe ser al menos 1
cli-error-variants_all = --variants all ya activa todas las variantes: úsalo solo
cli-error-unknown_variant = variante desconocida { $name }; elige entre { $choices } o all
cli-error-empty_name = { $option } tiene un nombre vacío en { $value }: escribe los nombres con una coma entre cada uno
cli-error-empty_path = la ruta está vacía: indica una carpeta o un archivo
cli-own_file = { $path } es uno de los archivos del propio juego, así que { $option } no puede escribir ahí. Elige otro nombre de archivo.
cli-simulate-progress = { $percent } % hecho, { $done } de { $total ->
        [one] 1 ronda
       *[other] { $total } rondas
    }, quedan unos { $remaining }
cli-stopped = audio-uno: detenido por { $signal }.

## Files that parse but lie, two windows on the same files, a full disk. $what: a files-what message's words.

files-what-watch = partida observada
files-values_reset = { $count ->
    [one] Un valor de tu archivo de { $what } no se pudo usar, así que volvió a su valor predeterminado; todo lo demás del archivo se conserva.
   *[other] { $count } valores de tu archivo de { $what } no se pudieron usar, así que volvieron a sus valores predeterminados; todo lo demás del archivo se conserva.
}
files-writable_again = Tu archivo de { $what } se vuelve a guardar.
files-read_only = Ya hay otra ventana de audio-uno abierta con tus archivos, así que esta solo los lee: nada de lo que cambies, juegues o practiques aquí se guarda. Cierra la otra ventana para guardar tu progreso.
files-folder_is_a_file = { $which ->
    [config] No se pueden guardar tu configuración y tus teclas
    [data] No se pueden guardar tus estadísticas, la partida guardada, las lecciones ni la práctica
   *[both] No se pueden guardar tus archivos
}: { $folder } es un archivo, no una carpeta. El juego sigue sin guardar esa información.
files-folder_unusable = { $which ->
    [config] No se pueden guardar tu configuración y tus teclas
    [data] No se pueden guardar tus estadísticas, la partida guardada, las lecciones ni la práctica
   *[both] No se pueden guardar tus archivos
} en { $folder }: { $detail }. El juego sigue sin guardar esa información.
files-lock_unavailable = Esta ventana no puede asegurarse de ser la única que usa tus archivos ({ $detail }), así que solo los lee: nada de lo que cambies, juegues o practiques aquí se guarda.

## La velocidad del lector de pantalla: el elemento de las opciones y su medición. $value y $wpm son palabras
## por minuto; $count, cuántas frases se dicen.

options-listener_wpm = ¿Qué tan rápido habla tu lector de pantalla? Unas { $value } palabras por minuto
options-listener_wpm-description = Cuando tu lector de pantalla no avisa que terminó de hablar, el juego espera este tiempo para que oigas las novedades. Enter la mide en un minuto, más o menos. Un lector de pantalla que avisa cuando termina la ajusta solo.
listening-title = La velocidad de tu lector de pantalla
listening-first = Antes del tutorial: ¿qué tan rápido habla tu lector de pantalla? El juego espera sus propias frases a esa velocidad, ahora { $wpm } palabras por minuto. Para medirla en un minuto más o menos, pulsa { $key_options_choose }: el juego dice { $count ->
        [one] 1 frase
       *[other] { $count } frases
    }, y pulsas { $key_options_choose } en cuanto termine cada una. { $key_options_back } deja { $wpm } palabras por minuto y empieza el tutorial.
listening-intro = El juego dirá { $count ->
        [one] 1 frase
       *[other] { $count } frases
    }. Pulsa { $key_options_choose } en cuanto termine cada una; { $key_options_back } detiene. Pulsa { $key_options_choose } para empezar.
listening-sentence-1 = Ana juega 7 verde, y Bruno roba dos cartas.
listening-sentence-2 = Carla cambia el color a azul. Tu turno, tres cartas jugables.
listening-sentence-3 = Bruno intercepta con 5 rojo, y Ana pierde su turno.
listening-sentence-4 = Ronda dos. Carla reparte siete cartas a cada uno. Primera carta: Salta amarillo.
listening-sentence-5 = A Ana le queda una carta y dice UNO. Turno de Bruno.
listening-early = Eso fue antes del final. Otra vez.
listening-result = Tu lector de pantalla habla unas { $wpm } palabras por minuto. Ahora el juego espera sus novedades a ese ritmo.
listening-too_few = Muy pocas respuestas para medir. La velocidad sigue en { $wpm } palabras por minuto.
listening-stopped = Detenido. La velocidad sigue en { $wpm } palabras por minuto.

## Ayuda (F1) de la tecla de la mesa que repite el sorteo para repartir.

help-table-dealer_draw = las cartas del sorteo para repartir

## UNO Flip en la mesa: el otro lado de una carta, el lado que está arriba, robar hasta un color.
table-other_side = Del otro lado: { $card }.
table-one_sided = Las cartas de este mazo tienen un solo lado.
table-side = { $side ->
        [dark] Lado oscuro arriba.
       *[light] Lado claro arriba.
    }
table-penalty_until = { $who ->
        [you] Tienes que robar hasta que salga una carta { colour.feminine }.
       *[other] { $name } tiene que robar hasta que salga una carta { colour.feminine }.
    }
help-table-other_side = el otro lado de la carta, en el mazo Flip
table-penalty_until_prompt = { $key_draw } roba hasta que salga el color.

## La vista para baja visión: sus opciones, y la tecla de la propia ventana (pantalla completa), que funciona en todas partes.

options-theme = Aspecto: { $value }
options-theme-dark = alto contraste, blanco sobre negro
options-theme-light = alto contraste, negro sobre blanco
options-theme-colour_blind = colores para daltonismo, con tramas
options-theme-description = Cómo se dibuja la ventana: blanco sobre negro, negro sobre blanco, o colores que distingue quien tiene daltonismo. Además, cada carta lleva una trama propia de su color.
options-text_scale = Tamaño del texto: { $value } por ciento
options-text_scale-description = Qué tan grandes se ven las palabras de la ventana, hasta tres veces el tamaño normal. Las listas y la mano se desplazan para que siempre veas lo que tiene el foco. { $key_window_larger_text } y { $key_window_smaller_text } lo cambian en cualquier parte del juego.
options-full_screen = Pantalla completa: { $value }
options-full_screen-description = La ventana ocupa toda la pantalla. { $key_window_full_screen } la activa y desactiva en cualquier parte del juego.
view-full_screen = { $on ->
        [yes] Pantalla completa.
       *[no] En ventana.
    }
view-full_screen_refused = Esta pantalla no admite pantalla completa; el juego sigue en su ventana.
help-window-full_screen = pantalla completa, o de vuelta a la ventana
keys-item-window = En cualquier parte, { $command }: { $keys }
describer-window = en cualquier parte, { $does }
help-window-larger_text = texto más grande
help-window-smaller_text = texto más pequeño
options-screen_reader_output = Lector de pantalla: { $value }
options-screen_reader_output-speech_and_braille = voz y braille
options-screen_reader_output-speech = solo voz
options-screen_reader_output-braille = solo braille
options-screen_reader_output-description = Lo que recibe tu lector de pantalla. Tu línea braille muestra la forma breve de cada mensaje. Con la opción solo braille, el juego espera a que leas cada línea, a tu ritmo de lectura en braille.
options-screen_reader_output-missing = Elegiste solo braille, pero aquí tu lector de pantalla no tiene línea braille para el juego, así que el juego habla.
options-braille_wpm = Lectura en braille: unas { $value } palabras por minuto
options-braille_wpm-description = Con la opción solo braille, el juego espera este tiempo a que leas cada línea antes de seguir.
options-race_volume = Volumen de los sonidos de las carreras: { $value } por ciento
options-race_volume-description = Los sonidos del zumbador y del golpe: la señal para pulsar, una pulsación, el fin de la carrera. Más fuertes que los demás, se distinguen.
options-mute_unfocused = Silenciar los sonidos al salir de la ventana: { $value }
options-mute_unfocused-description = Mientras otra ventana esté al frente, el juego no suena; la voz sigue.
options-sounds = Escuchar todos los sonidos
options-sounds-description = Enter lista todos los sonidos con lo que significa cada uno; Enter en uno lo hace sonar, desde donde lo oyes en la mesa.
sounds-title = Los sonidos del juego
sounds-hint = Enter hace sonar el sonido; la acción de un jugador llega desde su lugar, aquí a tu izquierda. Escape vuelve.
sounds-no_device = No hay ningún dispositivo de sonido, así que ninguno de estos sonidos se puede reproducir.
sounds-cue-card_number = Una carta de número en la mesa
sounds-cue-card_skip = Un Salta en la mesa
sounds-cue-card_reverse = Una Reversa en la mesa
sounds-cue-card_draw_two = Un Roba dos en la mesa
sounds-cue-card_wild = Un Comodín en la mesa
sounds-cue-card_draw_four = Un Comodín roba cuatro en la mesa
sounds-cue-card_creeper = Un Creeper en la mesa
sounds-cue-card_greyskull = Una carta Greyskull en la mesa
sounds-cue-card_buzzer = Una carta Zumbador en la mesa
sounds-cue-card_draw_one = Un Roba uno en la mesa
sounds-cue-card_draw_five = Un Roba cinco en la mesa
sounds-cue-card_wild_draw_two = Un Comodín roba dos en la mesa
sounds-cue-card_wild_draw_colour = Un Comodín roba color en la mesa
sounds-cue-card_skip_everyone = Un Salta a todos en la mesa
sounds-cue-card_flip = Una carta Flip en la mesa
sounds-cue-flip_dark = La mesa se voltea al lado oscuro
sounds-cue-flip_light = La mesa vuelve al lado claro
sounds-cue-skip_everyone = Todos los demás pierden el turno
sounds-cue-draw_one = Una carta para robar
sounds-cue-draw_five = Cinco cartas para robar
sounds-cue-draw_colour = Robar hasta que salga un color
sounds-cue-card_wild_reverse_draw_four = Un Comodín reversa roba cuatro en la mesa
sounds-cue-card_wild_draw_six = Un Comodín roba seis en la mesa
sounds-cue-card_wild_draw_ten = Un Comodín roba diez en la mesa
sounds-cue-card_discard_all = Un Descarta todo en la mesa
sounds-cue-card_wild_colour_roulette = Un Comodín ruleta de colores en la mesa
sounds-cue-draw_six = Seis cartas para robar
sounds-cue-draw_ten = Diez cartas para robar
sounds-cue-discard_all = Todas las cartas de un color van a la mesa
sounds-cue-roulette = La ruleta de colores gira: roba hasta que salga el color
sounds-cue-mercy_out = Fuera de la ronda por el límite de cartas
sounds-cue-draw = Una carta robada
sounds-cue-shuffle = El descarte barajado en un mazo nuevo
sounds-cue-deal = Las cartas repartidas
sounds-cue-skip = Un jugador pierde el turno
sounds-cue-reverse = El juego cambia de sentido
sounds-cue-draw_two = Dos cartas para robar
sounds-cue-draw_four = Cuatro cartas para robar
sounds-cue-colour_chosen = Un color elegido
sounds-cue-uno_called = Alguien dijo UNO
sounds-cue-uno_caught = Atrapado sin decir UNO
sounds-cue-challenge_won = Una denuncia acertada
sounds-cue-challenge_lost = Una denuncia fallida
sounds-cue-buzzer = La carrera del Zumbador: pulsa ya
sounds-cue-buzz_pressed = Pulsaste en una carrera
sounds-cue-slap = La carrera del golpe: golpea ya
sounds-cue-hands_passed = Todas las manos pasan
sounds-cue-swap = Dos manos intercambiadas
sounds-cue-creeper = El Creeper explota
sounds-cue-greyskull = Por el poder de Greyskull
sounds-cue-your_turn = Tu turno
sounds-cue-invalid = No se puede
sounds-cue-stack = Una carta de robo sumada a la penalización
sounds-cue-interception = Una carta jugada fuera de turno
sounds-cue-sequence = Una escalera de cartas
sounds-cue-penalty = Una penalización
sounds-cue-round_won = Ganas la ronda
sounds-cue-round_lost = Otro jugador gana la ronda
sounds-cue-match_won = Ganas la partida
sounds-cue-match_lost = La partida está perdida
sounds-cue-menu_move = Moverse en una lista
sounds-cue-menu_select = Elegir en una lista
sounds-cue-menu_back = Volver, o el final de una lista
sounds-cue-window_closed = Una carrera terminó y te salvaste
sounds-cue-tick = El tic de la práctica de reacción

## Issue 22: la Reversa entre dos jugadores en el lobby, el tiempo por turno en la mesa y en las opciones. $seconds: un número.

lobby-value-two_player_reverse-skip = salta
lobby-value-two_player_reverse-reverse = reversa
table-time_left = { $who ->
        [you] { $seconds ->
            [one] Queda 1 segundo.
           *[other] Quedan { $seconds } segundos.
        }
       *[other] { $seconds ->
            [one] A { $name } le queda 1 segundo.
           *[other] A { $name } le quedan { $seconds } segundos.
        }
    }
table-no_timer = Esta mesa no tiene límite de tiempo.
table-timer_stopped = El reloj está parado.
options-timer_warning = Aviso del tiempo por turno: { $value }
options-timer_warning-off = desactivado
options-timer_warning-on = a los 10 segundos
options-timer_warning-description = Desactivado: el tiempo corre en silencio, y Ctrl+T dice cuánto queda. A los 10 segundos: un aviso cuando queden 10 segundos en tu turno.

## Issue 22: `audio-uno simulate --rule`, para cualquier opción de reglas. $name, $rule, $value: como se escribieron; $choices: una lista.
cli-help-rule = fija una opción de reglas por su nombre, con uno de sus valores; repítelo para cada opción
cli-metavar-rule = NOMBRE=VALOR
cli-error-unknown_rule = --rule { $rule }: ninguna opción de reglas se llama { $name }
cli-error-bad_rule_value = --rule { $name } no puede ser { $value }; elige entre { $choices }
cli-error-bad_rule_number = --rule { $name } acepta un número entero, no { $value }
cli-error-whole_number = no es un número entero: { $value }

## Detalle de la voz: cuánto dice cada tipo de mensaje (las opciones tienen un elemento por tipo).
# $kind: un tipo options-detail- de abajo; $level: una palabra options-level-.
options-detail = { $kind }: { $level }
options-level-full = completo
options-level-brief = breve
options-level-cue = solo sonido
options-level-off = desactivado
# Se dice después de cambiar un nivel; $profile: una palabra lobby-verbosity-.
options-detail-profile = Detalle de la voz ahora: { $profile }.
options-detail-plays = Jugadas de los demás
options-detail-plays-description = Las cartas que juegan los demás, los colores que eligen, cuando pasan y cuando dicen UNO. Solo sonido conserva el sonido de la carta en el lugar de quien jugó.
options-detail-draws = Robos de los demás
options-detail-draws-description = Cuántas cartas roban los demás. Solo sonido conserva el sonido del robo en el lugar de quien robó.
options-detail-turns = De quién es el turno
options-detail-turns-description = De quién es el turno cuando es de otro jugador. Tu turno siempre se dice.
options-detail-penalties = Penalizaciones de los demás
options-detail-penalties-description = Penalizaciones, turnos perdidos y jugadas incorrectas de otros jugadores. Una penalización para ti siempre se dice.
options-detail-races = Oportunidades de reaccionar
options-detail-races-description = Una carrera en la que no participas, y otro jugador con una sola carta, al que puedes atrapar. Una carrera en la que participas siempre se dice.
options-detail-results = Resultados
options-detail-results-description = Quién gana la ronda o la partida, los puntos y la clasificación.
options-detail-own = Tus jugadas
options-detail-own-description = Lo que juegas, las cartas que robas, el color que eliges. Solo sonido reproduce solo sus sonidos; tu mano sigue teniendo todas las cartas.
options-detail-table = La mesa
options-detail-table-description = El reparto, la carta inicial, el sentido del juego, el rebarajado, las manos que se pasan y lo que hace una carta especial la primera vez.
options-detail-focus = Foco después de jugar
options-detail-focus-description = Qué carta tiene el foco después de jugar una.
options-detail-hints = Cuánto dice una pista
options-detail-hints-description = El consejo de la tecla de pista.
# La tecla de detalle de la voz en la mesa: el nuevo perfil, dicho por lo que conserva.
table-profile-full = Voz completa: se dice todo.
table-profile-brief = Voz breve: menos palabras, sin avisar el turno entre bots.
table-profile-essentials = Esencial: sonidos para las jugadas de los demás; tu turno con la carta de arriba, carreras, penalizaciones y resultados con palabras.
help-table-verbosity_profile = cambia el detalle de la voz: completo, breve, esencial
