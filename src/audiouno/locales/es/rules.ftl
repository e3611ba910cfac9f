# Las palabras de las opciones de reglas, los preajustes y las variantes: sala de espera, ayuda y `audio-uno rules`.
# Ids como en el código: option-<nombre> y option-<nombre>-description, preset-<nombre>, edition-<nombre>,
# variant-<nombre>.

## Opciones de reglas

option-edition = Edición
option-edition-description = Clásica: 108 cartas. Minecraft: 112, con el Creeper. Masters of the Universe: 112, morado en lugar de amarillo, con Greyskull. UNO Flip: 112 cartas de dos lados; un Flip voltea toda la mesa, del lado claro (Roba uno, Comodín roba dos) al lado oscuro (Roba cinco, Salta a todos, Comodín roba color) y de regreso; los puntos se cuentan por el lado en que termina la ronda. El Flip no tiene 0 ni zumbadores. UNO No Mercy: 168 cartas, con Comodín roba seis, Comodín roba diez, Comodín cambio de sentido roba cuatro, Comodín ruleta de colores, Salta a todos y Descarta todo; acumula a su manera, el 0 y el 7 siempre cuentan, no hay denuncias, y el límite de cartas es 25.
option-first_player = Quién empieza
option-first_player-description = Izquierda, sentido horario: empieza quien está a la izquierda de quien reparte (oficial). Derecha, sentido antihorario: empieza quien está a su derecha (el manual).
option-draw_penalty_skips_turn = Perder el turno al robar
option-draw_penalty_skips_turn-description = Sí: quien roba por un roba dos o un roba cuatro también pierde el turno. No: roba y luego juega. Los preajustes Oficial y Casa hacen perder el turno, como PlayAural; el Manual no, como Elten por defecto.
option-challenge = Denuncia del roba cuatro
option-challenge-description = Oficial: jugar un roba cuatro teniendo el color en juego es un engaño; si lo denuncian, quien engañó roba las cartas. Engaño: tener cualquier otra carta jugable ya es engaño, y quien engañó roba 4 y 2 más. Desactivada: no hay denuncia. Quien denuncia sin razón roba las cartas y 2 más. Los preajustes Oficial y Casa permiten la denuncia, como PlayAural y Last Card; el Manual no la tiene, como Elten por defecto.
option-uno_penalty = Penalización del UNO
option-uno_penalty-description = Cartas que roba quien queda con una carta y no dijo UNO, si lo atrapan.
option-scoring = Puntuación
option-scoring-description = El ganador se lo lleva todo: quien gana la ronda suma las cartas que quedan en las otras manos, y gana el primero en llegar a la meta. Penalización: cada uno suma las cartas de su propia mano, y al llegar al límite gana el total más bajo. Eliminación: como penalización, pero quien llega al límite sale de la partida, y gana el último que quede (Elten y PlayAural).
option-target_score = Meta de puntos
option-target_score-description = La puntuación que termina la partida.
option-round_limit = Límite de rondas
option-round_limit-description = Termina la partida tras este número de rondas. Sin límite: se juega hasta la meta de puntos.
option-stacking = Acumulación
option-stacking-description = Desactivada: quien la recibe simplemente roba. Misma carta: un roba dos sobre un roba dos, un roba cuatro sobre un roba cuatro, y el total pasa al siguiente. Roba cuatro sobre roba dos también: como misma carta, y un roba cuatro también responde a un roba dos. Los preajustes Oficial y Manual no acumulan, como PlayAural y Last Card por defecto; el Casa acumula, como Elten por defecto.
option-sequences = Escaleras
option-sequences-description = Tras una carta de número, quien la jugó puede seguir con los números siguientes o anteriores del mismo color, hasta que actúe el siguiente jugador.
option-interception = Intercepción
option-interception-description = Desactivada: nadie juega fuera de turno. Número idéntico: la misma carta de número del mismo color se puede jugar al momento, fuera de turno. Mismo número o símbolo: lo mismo, de cualquier color. Corte: la carta idéntica, también las de acción, con sus efectos. El juego sigue después de quien interceptó.
option-interception_penalty_points = Penalización por intercepción fallida
option-interception_penalty_points-description = Puntos de penalización por interceptar con la carta equivocada o demasiado tarde.
option-zero_passes_hands = El 0 pasa las manos
option-zero_passes_hands-description = Cuando sale un 0, cada jugador pasa su mano al siguiente en el sentido del juego.
option-seven_swaps = El 7 cambia las manos
option-seven_swaps-description = Quien juega un 7 puede cambiar de mano con el jugador que elija, o quedarse con la suya.
option-buzzer = Zumbador
option-buzzer-description = Añade 8 cartas zumbador, que se pueden jugar sobre cualquier carta. Cuando sale una, todos pulsan B lo más rápido posible, y quien más tarda roba 3 cartas.
option-slap_on_nine = Golpe al 9
option-slap_on_nine-description = Cuando sale un 9, todos golpean con B; quien golpea al final roba cartas.
option-slap_penalty = Penalización del golpe
option-slap_penalty-description = Cartas que roba quien golpea al final. Jugadores menos uno: una carta por cada otro jugador.
option-no_wild_finish = Prohibido terminar con comodín
option-no_wild_finish-description = Un comodín no puede ser la última carta jugada.
option-wrong_play_penalty = Penalización por jugada incorrecta
option-wrong_play_penalty-description = Cartas que se roban por jugar una carta que no encaja, o fuera de turno. No: la tecla equivocada simplemente se rechaza.
option-uno_catch_ms = Tiempo para atrapar sin UNO
option-uno_catch_ms-description = Segundos en los que se puede atrapar a quien olvidó decir UNO, salvo que el siguiente jugador actúe antes.
option-interception_ms = Tiempo de intercepción
option-interception_ms-description = Segundos en los que se puede interceptar una carta, salvo que el siguiente jugador actúe antes.
option-sequence_ms = Tiempo de escalera
option-sequence_ms-description = Segundos que tiene un jugador para añadir la siguiente carta de una escalera, salvo que el siguiente jugador actúe antes.
option-buzzer_ms = Tiempo del zumbador
option-buzzer_ms-description = Segundos para pulsar el zumbador; quien no pulsó para entonces cuenta como quien más tardó. La carrera termina antes cuando solo falta un jugador por pulsar: ese es quien más tardó.
option-slap_ms = Tiempo del golpe
option-slap_ms-description = Segundos para golpear un 9; quien no golpeó para entonces cuenta como quien golpeó al final. La carrera termina antes cuando solo falta un jugador por golpear: ese es quien golpeó al final.

## Robos, respuestas y manos: las opciones de los otros juegos de UNO accesibles (issue 22)

option-hand_size = Cartas en la mano
option-hand_size-description = Cuántas cartas recibe cada jugador, de 3 a 15; 7 es el reparto oficial, como en Elten, PlayAural y el Last Card de PlayPalace. Con muchos jugadores cada uno recibe menos, para que las manos quepan en la baraja.
option-draw_until_playable = Robar hasta poder jugar
option-draw_until_playable-description = Sí: quien roba en su turno sigue robando hasta sacar una carta que pueda jugar. No: roba una sola carta, la regla oficial, como en Elten, PlayAural y Last Card. Con el mazo No Mercy, la carta que termina el robo debe jugarse, como dicen sus reglas.
option-draw_limit = Robar hasta poder jugar: límite
option-draw_limit-description = Sin límite: se roba hasta sacar una carta jugable. Un número: como mucho esa cantidad de cartas en un turno, y luego pasa el turno (el límite de robo de Last Card).
option-must_play = Jugar es obligatorio
option-must_play-description = Sí: quien tiene una carta que se puede jugar debe jugar, también una carta recién robada, y solo roba por gusto lo que permitan los robos libres (la regla de PlayAural). No: puedes robar en vez de jugar, la regla oficial, como en Elten.
option-free_draws = Robos libres
option-free_draws-description = No: quien roba en vez de jugar solo puede jugar la carta robada, o quedársela, la regla oficial. Un número: quien tiene una carta jugable puede robar esa cantidad de cartas en el mismo turno y luego jugar cualquier carta, o terminar el turno (Elten permite 3, PlayAural ninguno).
option-force_play = Jugada obligada
option-force_play-description = Sí: una carta robada en tu turno que se pueda jugar se juega al momento. No: eliges si la juegas o te la quedas, la regla oficial, como en Last Card.
option-same_rank_play = Varias del mismo número
option-same_rank_play-description = Sí: puedes jugar juntas varias cartas del mismo número, como tres 7, y eliges cuál queda arriba. No: una carta a la vez, la regla oficial, como en Last Card.
option-advanced_responses = Respuestas avanzadas
option-advanced_responses-description = Sí, con la acumulación activada: un Salta o un Cambio de sentido del color en juego, o un comodín, responde a un roba dos o a un roba cuatro; el Salta y el comodín pasan la penalización al siguiente jugador, el Cambio de sentido la devuelve. No: solo las cartas de robo responden, como en Elten y PlayAural.
option-wait_for_draw_responses = Esperar la respuesta a la última carta
option-wait_for_draw_responses-description = Sí, con la acumulación activada: cuando la última carta de la ronda es una penalización, el siguiente jugador responde o roba antes de contar los puntos, como juega siempre Elten. No: el siguiente jugador roba al momento, la regla oficial, como en PlayAural.
option-max_hand = Límite de cartas en la mano
option-max_hand-description = No: sin límite, como en PlayAural y Last Card. Un número desde 10: quien llega a esa cantidad de cartas queda fuera de la ronda, y sus cartas cuentan en los puntos (la regla de la clemencia; el límite de No Mercy en Elten es 25, y elegir el mazo No Mercy lo fija). Con el mazo No Mercy, como dicen sus reglas, la mano de quien queda fuera se aparta hasta que se acabe el mazo y vale 250 puntos en vez de sus cartas.

## Preajustes

preset-official = Oficial
preset-official-description = Las reglas de Mattel: el juego va a la izquierda de quien reparte, el roba cuatro se puede denunciar, 2 cartas por olvidar el UNO, quien gana la ronda se anota las otras manos.
preset-manual = Manual
preset-manual-description = Las reglas básicas del manual del juego de UNO accesible: el juego empieza a la derecha de quien reparte, quien roba una penalización juega después, el roba cuatro se puede jugar en cualquier momento, 4 cartas por olvidar el UNO, puntuación de penalización. Las variantes del manual (acumulación, escaleras, intercepción, engaño, 0 y 7, zumbador) empiezan desactivadas: activa cada una abajo.
preset-house = Casa
preset-house-description = Las reglas de la casa que casi todos conocen: acumulación con roba cuatro sobre roba dos también, corte, el 0 pasa las manos, golpe al 9, prohibido terminar con comodín, puntuación de penalización.

# El nombre de un preajuste donde se espera un nombre: después de "reglas" ("Reglas oficiales, 4 jugadores",
# "Partidas ganadas con las reglas de la casa: 3", `audio-uno simulate`). Las líneas de arriba, nombre y resumen,
# son para la sala de espera y `audio-uno rules`.
preset-official-name = oficiales
preset-manual-name = del manual
preset-house-name = de la casa

## Ediciones

edition-classic = Clásica
edition-minecraft = Minecraft
edition-flip = UNO Flip
edition-no_mercy = UNO Show 'Em No Mercy
edition-motu = Masters of the Universe

## Variantes para `audio-uno simulate --variants`

variant-stacking = Acumulación, según el manual: roba dos sobre roba dos, roba cuatro sobre roba cuatro.
variant-stacking_mixed = Acumulación, según la regla de la casa: un roba dos o un roba cuatro sobre un roba dos.
variant-sequences = Escaleras de números seguidos de un color.
variant-interception = Intercepción con la carta de número idéntica.
variant-super_interception = Súper intercepción: el mismo número o símbolo de cualquier color.
variant-jump_in = Corte con la carta idéntica, cartas de acción incluidas.
variant-bluff = Engaño: un roba cuatro jugado teniendo otra carta jugable se puede denunciar.
variant-skip_after_drawing = Perder el turno tras robar por un roba dos o un roba cuatro.
variant-zero_seven = El 0 pasa todas las manos; el 7 cambia de mano con un jugador elegido.
variant-zero_passes = El 0 pasa todas las manos (sin el cambio del 7).
variant-buzzer = Cartas zumbador.
variant-slap = Golpe al 9.
variant-no_wild_finish = Prohibido terminar con comodín.
variant-wrong_play_penalty = Dos cartas por una carta equivocada o por jugar fuera de turno.
variant-draw_until_playable = Robar hasta poder jugar.
variant-draw_limit = Robar hasta poder jugar, como mucho 3 cartas.
variant-must_play = Quien tiene una carta jugable debe jugar.
variant-free_draws = Tres robos libres por turno.
variant-force_play = La carta robada que se puede jugar se juega.
variant-same_rank_play = Varias cartas del mismo número juntas.
variant-advanced_responses = Respuestas avanzadas: un Salta, un Cambio de sentido o un comodín responde a una penalización (con acumulación).
variant-wait_for_draw_responses = La penalización de la última carta se responde o se roba antes de los puntos (con acumulación).
variant-small_hands = Cinco cartas en la mano.
variant-mercy = Fuera de la ronda con 25 cartas.

## Issue 22: puntuación y tiempo para pensar, de los otros juegos de UNO accesibles

option-skip_everyone = Salta a todos
option-skip_everyone-description = Sí: un Salta hace perder el turno a todos los demás, y quien lo jugó vuelve a jugar (el "saltar a todos" de Last Card). No: un Salta hace perder el turno solo al siguiente.
option-two_player_reverse = Cambio de sentido con dos jugadores
option-two_player_reverse-description = Salta: entre dos jugadores, un Cambio de sentido hace perder el turno al otro, y quien lo jugó vuelve a jugar (oficial). Cambio de sentido: solo cambia el sentido, y el otro jugador juega a continuación. Con Salta, el Comodín cambio de sentido roba cuatro de No Mercy entre dos jugadores hace perder el turno al otro y quien lo jugó roba las 4, como dicen sus reglas.
option-turn_timer_s = Tiempo por turno
option-turn_timer_s-description = Desactivado: cada uno se toma el tiempo que necesite. De 5 a 300 segundos: el tiempo de cada jugador para su turno; cuando se acaba, roba una carta, o la penalización pendiente, y el turno pasa, sin que se juegue ninguna carta por él (la regla de Elten); a quien le cae una Ruleta de Colores y se le acaba el tiempo le queda el color que más tiene. El tiempo corre en silencio: Ctrl+T dice cuánto queda, y en las opciones puedes activar un aviso a los 10 segundos.

## Los valores que acepta una opción de reglas, y por qué se rechaza un valor (la sala de espera, los ajustes,
## audio-uno --rule). $name: el nombre de la opción; $value: el valor, en palabras o como se escribió; $values: los
## valores de la opción; $low, $high: los extremos del intervalo, en palabras; $zero: lo que significa 0 ahí (off,
## no_limit, players_minus_one) o none; $hand: el tamaño de la mano.
rule-range = { $zero ->
        [off] apagado (0), o de { $low } a { $high }
        [no_limit] sin límite (0), o de { $low } a { $high }
        [players_minus_one] el número de jugadores menos uno (0), o de { $low } a { $high }
       *[none] de { $low } a { $high }
    }
rule-refused-out_of_range = { $name } no puede ser { $value }: acepta { $values }.
rule-refused-not_a_number = { $name } acepta un número entero, { $values }, no { $value }.
rule-refused-not_a_choice = { $name } no puede ser { $value }: elige entre { $values }.
rule-refused-not_above_hand = { $name } no puede ser { $value }: debe ser mayor que el tamaño de la mano, { $hand } cartas.
