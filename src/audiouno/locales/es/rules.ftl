# Las palabras de las opciones de reglas, los preajustes y las variantes: sala de espera, ayuda y `audio-uno rules`.
# Ids como en el código: option-<nombre> y option-<nombre>-description, preset-<nombre>, edition-<nombre>,
# variant-<nombre>.

## Opciones de reglas

option-edition = Edición
option-edition-description =
    { $edition ->
        [minecraft] Minecraft: el mazo clásico y 4 Creepers, 112 cartas. El Creeper es un comodín; robado del mazo, se muestra, y quien lo robó roba 3 más.
        [motu] Masters of the Universe: el mazo clásico con morado en lugar de amarillo, y 4 Greyskulls, 112 cartas. Greyskull es un comodín que hace robar 3 a todos los demás.
        [flip] UNO Flip: 112 cartas de dos lados. Un Flip voltea todas las cartas, del lado claro (Roba uno, Comodín roba dos) al lado oscuro (Roba cinco, Salta a todos, Comodín roba color) y de regreso. No tiene 0 ni zumbadores.
        [no_mercy] UNO Show 'Em No Mercy: 168 cartas, con Comodín roba seis, Comodín roba diez, Comodín reversa roba cuatro, Comodín ruleta de colores, Salta a todos y Descarta todo. Acumula a su manera, el 0 y el 7 siempre cuentan, sin denuncias, y el límite es de 25 cartas.
       *[classic] Clásica: 108 cartas. Cada color, rojo, amarillo, verde y azul, tiene los números del 0 al 9, Salta, Reversa y Roba dos; y hay Comodines y Comodines roba cuatro.
    }
option-first_player = Quién empieza
option-first_player-description = Izquierda, sentido horario: empieza quien está a la izquierda de quien reparte, la regla oficial. Derecha, sentido antihorario: empieza quien está a su derecha, como en el manual.
option-draw_penalty_skips_turn = Perder el turno al robar
option-draw_penalty_skips_turn-description = Sí: quien roba por un roba dos o un roba cuatro también pierde el turno, la regla oficial. No: roba y luego juega, como en el manual.
option-challenge = Denuncia del roba cuatro
option-challenge-description = Oficial: jugar un roba cuatro teniendo el color en juego es un engaño; si lo denuncian, quien engañó roba 4, y quien denuncia sin razón, 6. Engaño: tener cualquier otra carta jugable también es engaño; quien engañó roba 6, y quien denuncia sin razón también. Desactivada: nadie denuncia.
option-uno_penalty = Penalización del UNO
option-uno_penalty-description = Cartas que roba quien queda con una carta y no dijo UNO, si lo atrapan.
option-scoring = Puntuación
option-scoring-description = El ganador se lo lleva todo: quien gana la ronda suma las otras manos, y gana quien llega primero a la meta. Penalización: cada uno suma su mano, y en el límite gana el menor total. Eliminación: como penalización, pero quien llega al límite sale; gana el último.
option-target_score = Meta de puntos
option-target_score-description = La puntuación que termina la partida.
option-round_limit = Límite de rondas
option-round_limit-description = Sin límite: se juega hasta la meta de puntos. Un número: la partida termina tras esa cantidad de rondas.
option-stacking = Acumulación
option-stacking-description = Desactivada: el siguiente jugador simplemente roba. Misma carta: un roba dos responde a un roba dos, un roba cuatro a un roba cuatro, y el total pasa al siguiente. Roba cuatro sobre roba dos también: como misma carta, y un roba cuatro también responde a un roba dos.
option-sequences = Escaleras
option-sequences-description = Sí: tras una carta de número, quien la jugó puede seguir con los números siguientes o anteriores del mismo color, hasta que actúe el siguiente jugador. No: una carta por turno.
option-interception = Intercepción
option-interception-description = Desactivada: nadie juega fuera de turno. Número idéntico: la misma carta de número del mismo color se puede jugar al momento, fuera de turno. Mismo número o símbolo: lo mismo, de cualquier color. Corte: la carta idéntica, también las de acción.
option-interception_penalty_points = Penalización por intercepción fallida
option-interception_penalty_points-description = Puntos de penalización por interceptar con la carta equivocada o demasiado tarde.
option-zero_passes_hands = El 0 pasa las manos
option-zero_passes_hands-description = Sí: cuando sale un 0, cada jugador pasa su mano al siguiente en el sentido del juego. No: el 0 es un número como cualquier otro.
option-seven_swaps = El 7 cambia las manos
option-seven_swaps-description = { $edition ->
        [no_mercy] Con el mazo No Mercy: quien juega un 7 tiene que cambiar de mano con el jugador que elija.
       *[other] Sí: quien juega un 7 puede cambiar de mano con el jugador que elija, o quedarse con la suya. No: el 7 es un número como cualquier otro.
    }
option-buzzer = Zumbador
option-buzzer-description = Sí: se añaden 8 cartas zumbador, que van sobre cualquier carta; cuando sale una, todos pulsan B, y quien más tarda roba 3 cartas. No: sin zumbadores.
option-slap_on_nine = Golpe al 9
option-slap_on_nine-description = Sí: cuando sale un 9, todos golpean con B, y quien golpea al final roba cartas. No: el 9 es un número como cualquier otro.
option-slap_penalty = Penalización del golpe
option-slap_penalty-description = Jugadores menos uno: quien golpea al final roba una carta por cada otro jugador. Un número: quien golpea al final roba esa cantidad.
option-no_wild_finish = Prohibido terminar con comodín
option-no_wild_finish-description = Sí: un comodín no puede ser la última carta jugada. No: se puede terminar con un comodín.
option-wrong_play_penalty = Penalización por jugada incorrecta
option-wrong_play_penalty-description = No: una carta que no encaja, o una jugada fuera de turno, simplemente se rechaza. Un número: cuesta esa cantidad de cartas.
option-uno_catch_ms = Tiempo para atrapar sin UNO
option-uno_catch_ms-description = Los segundos en los que se puede atrapar a quien olvidó decir UNO, salvo que el siguiente jugador actúe antes.
option-interception_ms = Tiempo de intercepción
option-interception_ms-description = Los segundos en los que se puede interceptar una carta, salvo que el siguiente jugador actúe antes.
option-sequence_ms = Tiempo de escalera
option-sequence_ms-description = Los segundos que tiene un jugador para añadir la siguiente carta de una escalera, salvo que el siguiente jugador actúe antes.
option-buzzer_ms = Tiempo del zumbador
option-buzzer_ms-description = Los segundos para pulsar el zumbador; quien no pulsó para entonces es quien más tardó. La carrera termina antes cuando solo falta un jugador por pulsar.
option-slap_ms = Tiempo del golpe
option-slap_ms-description = Los segundos para golpear un 9; quien no golpeó para entonces es quien golpeó al final. La carrera termina antes cuando solo falta un jugador por golpear.

## Robos, respuestas y manos: las opciones de los otros juegos de UNO accesibles

option-hand_size = Cartas en la mano
option-hand_size-description = Las cartas que recibe cada jugador, de 3 a 15; 7 es el reparto oficial. Con muchos jugadores cada uno recibe menos, para que las manos quepan en el mazo.
option-draw_until_playable = Robar hasta poder jugar
option-draw_until_playable-description = Sí: quien roba en su turno sigue robando hasta sacar una carta que pueda jugar. No: una sola carta, la regla oficial. Con el mazo No Mercy, la carta que termina el robo debe jugarse.
option-draw_limit = Límite de robo
option-draw_limit-description = Sin límite: se roba hasta sacar una carta jugable. Un número: como mucho esa cantidad de cartas en un turno, y luego pasa el turno.
option-must_play = Jugar es obligatorio
option-must_play-description = Sí: quien tiene una carta que se puede jugar debe jugar, también una carta recién robada, y solo roba libremente lo que permitan los robos libres. No: puedes robar en vez de jugar, la regla oficial.
option-free_draws = Robos libres
option-free_draws-description = No: quien roba en vez de jugar solo puede jugar la carta robada, la regla oficial. Un número: quien tiene una carta jugable puede robar esa cantidad de cartas en el mismo turno, y luego jugar cualquier carta o terminar el turno.
option-force_play = Jugada automática
option-force_play-description = Sí: una carta robada en tu turno que se pueda jugar se juega al momento. No: eliges si la juegas o te la quedas, la regla oficial.
option-same_rank_play = Varias del mismo número
option-same_rank_play-description = Sí: puedes jugar juntas varias cartas del mismo número, como tres 7, y eliges cuál queda arriba. No: una carta a la vez, la regla oficial.
option-advanced_responses = Respuestas avanzadas
option-advanced_responses-description = Sí: con la acumulación, un Salta o una Reversa del color en juego, o un comodín, responde a un roba dos o un roba cuatro; el Salta y el comodín la pasan al siguiente, la Reversa la devuelve. No: solo responden las cartas de robo.
option-wait_for_draw_responses = Esperar la respuesta a la última carta
option-wait_for_draw_responses-description = Sí: con la acumulación, cuando la última carta de la ronda genera una penalización, el siguiente jugador responde o roba antes de contar los puntos. No: el siguiente jugador roba al momento, la regla oficial.
option-max_hand = Límite de cartas en la mano
option-max_hand-description = No: sin límite. Un número desde 10: quien llega a esa cantidad de cartas queda fuera de la ronda, y sus cartas cuentan en los puntos (la regla de la clemencia). El mazo No Mercy fija 25 y aparta la mano: vale 250 puntos.

## Preajustes

preset-official = Oficial
preset-official-description = Las reglas de Mattel: el juego va a la izquierda de quien reparte, el roba cuatro se puede denunciar, 2 cartas por olvidar el UNO, quien gana la ronda se anota los puntos de las otras manos.
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
variant-advanced_responses = Respuestas avanzadas: un Salta, una Reversa o un comodín responde a una penalización (con acumulación).
variant-wait_for_draw_responses = La penalización de la última carta se responde o se roba antes de los puntos (con acumulación).
variant-small_hands = Cinco cartas en la mano.
variant-mercy = Fuera de la ronda con 25 cartas.

## Issue 22: puntuación y tiempo para pensar, de los otros juegos de UNO accesibles

option-skip_everyone = Salta vale para todos
option-skip_everyone-description = Sí: un Salta hace perder el turno a todos los demás, y quien lo jugó vuelve a jugar. No: un Salta hace perder el turno solo al siguiente.
option-two_player_reverse = Reversa con dos jugadores
option-two_player_reverse-description = Salta: entre dos jugadores, una Reversa hace perder el turno al otro, y quien la jugó vuelve a jugar, la regla oficial. Reversa: solo cambia el sentido, y el otro jugador juega a continuación. Con Salta, el Comodín reversa roba cuatro de No Mercy hace robar a quien lo jugó.
option-turn_timer_s = Tiempo por turno
option-turn_timer_s-description = No: cada uno se toma el tiempo que necesite. De 5 a 300 segundos: el tiempo de cada turno; cuando se acaba, el jugador roba una carta, o la penalización pendiente, y el turno pasa, sin que se juegue ninguna carta por él.

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
