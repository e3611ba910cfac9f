# El tutorial y las lecciones (scenes/tutorial): las palabras de cada paso y su corrección amable (-again), dicha al
# pulsar otra tecla. $bot es el nombre del bot paciente (el siguiente jugador), $other el del último bot (en una lección de tres); $key_<comando> es la tecla tal como el jugador la definió.

main-tutorial = Tutorial: aprende a jugar, una tecla a la vez
main-lessons = Lecciones: el tutorial y las variantes de las reglas
lessons-title = Lecciones.
lessons-item = { $done ->
    [yes] { $lesson }, completada
   *[no] { $lesson }
}
lesson-done = Lección terminada.
files-what-lessons = lecciones
cli-help-tutorial = jugar el tutorial: una primera ronda, una tecla a la vez

lesson-tutorial-title = Tutorial
lesson-tutorial-welcome = Te damos la bienvenida al tutorial. Vas a jugar una ronda contra { $bot }, que te espera: tómate tu tiempo. Tienes cuatro cartas. Pulsa { $key_next_card } para oír la carta siguiente.
lesson-tutorial-welcome-again = Esa tecla todavía no. Pulsa { $key_next_card } para oír la carta siguiente.
lesson-tutorial-ends = { $key_previous_card } vuelve una carta. { $key_first_card } lleva a la primera carta y { $key_last_card } a la última. Pulsa { $key_last_card } ahora.
lesson-tutorial-ends-again = Pulsa { $key_last_card } para ir a tu última carta.
lesson-tutorial-playable = Una carta puede ir sobre la de la mesa si tiene el mismo color, el mismo número o el mismo símbolo. Tienes dos cartas que puedes jugar. Pulsa { $key_next_playable } para oírlas.
lesson-tutorial-playable-again = Pulsa { $key_next_playable } para ir a una carta que puedes jugar.
lesson-tutorial-play = Las dos cartas que puedes jugar son rojas. Pulsa { $key_play_card } para jugar la carta en la que estás.
lesson-tutorial-play-again = Ve a una de tus cartas rojas con { $key_next_playable } y pulsa { $key_play_card }.
lesson-tutorial-draw = { $bot } jugó un comodín y eligió amarillo. No tienes ninguna carta amarilla, así que no puedes jugar. Pulsa { $key_draw } para robar una carta.
lesson-tutorial-draw-again = No tienes nada que jugar sobre el amarillo. Pulsa { $key_draw } para robar una carta.
lesson-tutorial-keep = Robaste un comodín. Puede ir sobre cualquier carta, pero guárdalo para el final de la ronda: pulsa { $key_draw } otra vez para quedártelo. Con { $key_play_card }, lo jugarías.
lesson-tutorial-keep-again = Guarda el comodín para después: pulsa { $key_draw }.
lesson-tutorial-explain = ¿No sabes qué hace una carta? Ve hasta ella y pulsa { $key_explain_card }: oyes lo que hace con las reglas de esta partida. { $key_explain_top_card } lo dice de la carta de la mesa. Pulsa { $key_explain_card } ahora.
lesson-tutorial-explain-again = Pulsa { $key_explain_card } para oír qué hace la carta en la que estás.
lesson-tutorial-top_card = Antes de jugar, unas teclas para orientarte. Pulsa { $key_top_card } para oír la carta de la mesa.
lesson-tutorial-top_card-again = Pulsa { $key_top_card } para oír la carta de la mesa.
lesson-tutorial-whose_turn = Pulsa { $key_whose_turn } para saber de quién es el turno.
lesson-tutorial-whose_turn-again = Pulsa { $key_whose_turn } para saber de quién es el turno.
lesson-tutorial-history = Todo lo que dice el juego queda guardado. Pulsa { $key_older_message } para oír el mensaje anterior.
lesson-tutorial-history-again = Pulsa { $key_older_message } para retroceder por los mensajes.
lesson-tutorial-history_back = { $key_older_message } retrocede más, { $key_newer_message } vuelve a avanzar. Pulsa { $key_newer_message }.
lesson-tutorial-history_back-again = Pulsa { $key_newer_message } para avanzar por los mensajes.
lesson-tutorial-help = Estés donde estés, { $key_help } enumera las teclas que puedes usar ahí. Pulsa { $key_help } ahora, y { $key_menu } para volver.
lesson-tutorial-help-again = Pulsa { $key_help } para la lista de teclas.
lesson-tutorial-rules = Las reglas de esta partida también son un documento: { $key_rules_document } lo abre, una regla por sección, y Enter lee una sección entera. Pulsa { $key_rules_document } ahora, y { $key_menu } para volver.
lesson-tutorial-rules-again = Pulsa { $key_rules_document } para abrir las reglas de esta partida.
lesson-tutorial-hint = ¿Tienes dudas? Pulsa { $key_hint } para una pista: lo que haría ahora un buen jugador, y por qué.
lesson-tutorial-hint-again = Pulsa { $key_hint } para una pista.
lesson-tutorial-number = Ahora juega tu 9 azul sobre el 9 amarillo: el mismo número. Ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-tutorial-number-again = Juega el 9 azul: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-tutorial-catch = ¡{ $bot } se quedó con una sola carta y no dijo UNO! Pulsa { $key_uno } para atrapar a { $bot }: { $bot } roba dos cartas.
lesson-tutorial-catch-again = Pulsa { $key_uno } para atrapar a { $bot } sin UNO.
lesson-tutorial-colour = ¡Bien hecho! Ahora juega tu 6 azul sobre el 3 azul: el mismo color.
lesson-tutorial-colour-again = Juega el 6 azul: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-tutorial-uno = Te quedan dos cartas. Antes de jugar la penúltima, di UNO, o también te pueden atrapar. Pulsa { $key_uno } para decir UNO.
lesson-tutorial-uno-again = Primero di UNO: pulsa { $key_uno }.
lesson-tutorial-hand_value = Pulsa { $key_hand_value } para oír cuántos puntos vale tu mano: lo que se lleva de ti quien gane la ronda.
lesson-tutorial-hand_value-again = Pulsa { $key_hand_value } para oír cuánto vale tu mano.
lesson-tutorial-wild = Ahora juega tu comodín y guarda la carta roja para el final. Se abre una lista de colores: elige con { $key_choice_previous } y { $key_choice_next } y pulsa { $key_choice_confirm }. Elige rojo, el color de tu última carta.
lesson-tutorial-wild-again = Juega el comodín: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-tutorial-wild-choose = Elige rojo: tu última carta es roja, y con el rojo puedes jugarla.
lesson-tutorial-last = Tu última carta se puede jugar: pulsa { $key_play_card } para ganar la ronda.
lesson-tutorial-last-again = Pulsa { $key_play_card } para jugar tu última carta.
lesson-tutorial-scores = Terminó la ronda. Quien gana suma los puntos de las cartas que quedaron en las otras manos. Pulsa { $key_scores } para oír el marcador.
lesson-tutorial-scores-again = Pulsa { $key_scores } para oír el marcador.
lesson-tutorial-real_round = Esas son las teclas que necesitas. Ahora una ronda de verdad, de cuatro cartas, contra { $bot }, sin nada preparado. Pulsa { $key_play_card } para repartir, y { $key_help } cada vez que olvides una tecla.
lesson-tutorial-real_round-again = Pulsa { $key_play_card } para repartir la ronda de verdad.
lesson-tutorial-end = Fin del tutorial. ¡Muy bien! Las lecciones, en el menú principal, enseñan las variantes de las reglas. Pulsa { $key_play_card } para volver al menú.
lesson-tutorial-end-again = Pulsa { $key_play_card } para terminar el tutorial.

lesson-stacking-title = Acumulación
lesson-stacking-stack = Acumulación: con esta regla, un roba dos se puede responder con otro, y la penalización pasa al siguiente, más grande. { $bot } acaba de jugarte un roba dos. En vez de robar, responde con tu roba dos rojo: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-stacking-stack-again = Responde con tu roba dos rojo: { $key_next_playable } y luego { $key_play_card }.
lesson-stacking-end = { $bot } no tenía un roba dos para responder, así que robó las cuatro cartas. Cuando no puedas responder a una penalización, { $key_draw } roba las cartas. Pulsa { $key_play_card } para terminar la lección.
lesson-stacking-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-challenge-title = La denuncia del roba cuatro
lesson-challenge-challenge = La denuncia: un comodín roba cuatro solo lo puede jugar quien no tiene ninguna carta del color en juego. { $bot } acaba de jugarte uno, y el color era azul. Si crees que es un engaño, pulsa { $key_challenge }: si aciertas, { $bot } roba las cuatro cartas; si te equivocas, robas seis. Pruébalo ahora: pulsa { $key_challenge }.
lesson-challenge-challenge-again = Pulsa { $key_challenge } para denunciar el roba cuatro.
lesson-challenge-end = { $bot } intentó engañarte: tenía una carta azul en la mano, así que robó las cuatro cartas en tu lugar. Pulsa { $key_play_card } para terminar la lección.
lesson-challenge-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-zero_seven-title = 0 y 7
lesson-zero_seven-seven = 0 y 7: con esta regla, quien juega un 7 cambia de mano con quien elija, y un 0 pasa todas las manos al jugador siguiente. { $bot } tiene dos cartas y tú tienes cinco. Juega tu 7 rojo con { $key_next_playable } y { $key_play_card }, y luego elige a { $bot } en la lista.
lesson-zero_seven-seven-again = Juega tu 7 rojo: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-zero_seven-seven-choose = Elige a { $bot }: tus cartas van a { $bot }, y las dos de { $bot } vienen a ti.
lesson-zero_seven-hand = Pulsa { $key_hand_summary } para oír lo que tiene tu mano ahora.
lesson-zero_seven-hand-again = Pulsa { $key_hand_summary } para oír tu mano.
lesson-zero_seven-zero = Ahora tienes el 0 rojo de { $bot }. Juégalo, y todas las manos pasan un lugar adelante, en el sentido del juego: la tuya a { $bot }, la de { $other } a ti. { $key_next_playable } y luego { $key_play_card }.
lesson-zero_seven-zero-again = Juega tu 0 rojo: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-zero_seven-passed = Pulsa { $key_hand_summary } para oír la mano que te llegó de { $other }.
lesson-zero_seven-passed-again = Pulsa { $key_hand_summary } para oír tu mano.
lesson-zero_seven-end = Todas las manos avanzaron un lugar a la vez: un 0 puede regalar una buena mano, o traerte una. Pulsa { $key_play_card } para terminar la lección.
lesson-zero_seven-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-jump_in-title = Corte
lesson-jump_in-jump = Corte: con esta regla, cuando alguien juega una carta y tú tienes otra idéntica, del mismo color y el mismo número, puedes jugarla al momento, aunque no sea tu turno, y el juego sigue desde ti. La lección Intercepción muestra una regla parecida. { $bot } acaba de jugar un 4 verde, y tú tienes uno. Corta: ve hasta tu 4 verde con { $key_next_playable } y pulsa { $key_play_card }.
lesson-jump_in-jump-again = Corta con tu 4 verde: { $key_next_playable } y luego { $key_play_card }.
lesson-jump_in-end = Cortaste, y el juego siguió desde ti. Pulsa { $key_play_card } para terminar la lección.
lesson-jump_in-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-interception-title = Intercepción
lesson-interception-intercept = Intercepción: con esta regla, cuando alguien juega una carta de número, quien tenga el mismo número, de cualquier color, puede jugarlo al momento, fuera de turno; quien iba a jugar pierde el turno, y el juego sigue desde ti. { $bot } acaba de jugar un 4 verde, y tú tienes un 4 rojo. Intercepta: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }, antes de que juegue { $other }.
lesson-interception-intercept-again = Intercepta con tu 4 rojo: { $key_next_playable } y luego { $key_play_card }.
lesson-interception-end = Interceptaste, y { $other } perdió el turno. En una partida de verdad es una carrera: la oportunidad se cierra en cuanto actúa el siguiente jugador. Pulsa { $key_play_card } para terminar la lección.
lesson-interception-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-buzzer-title = El zumbador y el golpe
lesson-buzzer-press = El zumbador: con esta regla, cuando alguien juega una carta zumbador, todos pulsan { $key_buzzer } lo más rápido posible, y el último roba cartas. El golpe es la misma carrera en cada 9. { $bot } acaba de jugar una carta zumbador. Pulsa { $key_buzzer } en cuanto terminen estas palabras: el juego te dice cuánto tardaste.
lesson-buzzer-press-again = Pulsa { $key_buzzer } para pulsar el zumbador.
lesson-buzzer-end = En una partida de verdad es una carrera de reflejos: Practicar el zumbador, en el menú principal, los entrena. Pulsa { $key_play_card } para terminar la lección.
lesson-buzzer-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-draw_until_playable-title = Robar hasta poder jugar
lesson-draw_until_playable-draw = Robar hasta poder jugar: con esta regla, quien roba en su turno sigue robando hasta sacar una carta que pueda jugar. No tienes nada que jugar sobre el 5 rojo. Pulsa { $key_draw } una vez y escucha.
lesson-draw_until_playable-draw-again = Pulsa { $key_draw } para robar.
lesson-draw_until_playable-end = Con una sola pulsación, robaste hasta que salió una carta roja. Pulsa { $key_play_card } para terminar la lección.
lesson-draw_until_playable-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-sequences-title = Escaleras
lesson-sequences-start = Escaleras: con esta regla, después de una carta de número puedes añadir el número siguiente o el anterior del mismo color, al momento, antes de que juegue el siguiente jugador. Juega tu 5 rojo sobre el 4 rojo: { $key_next_playable } y luego { $key_play_card }.
lesson-sequences-start-again = Juega tu 5 rojo: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-sequences-add = Ahora añade tu 6 rojo a la escalera, antes de que { $bot } juegue: { $key_next_playable } y luego { $key_play_card }.
lesson-sequences-add-again = Añade tu 6 rojo: { $key_next_playable } y luego { $key_play_card }.
lesson-sequences-end = Dos cartas en un solo turno. Pulsa { $key_play_card } para terminar la lección.
lesson-sequences-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-same_rank_play-title = Varias del mismo número
lesson-same_rank_play-together = Varias del mismo número: con esta regla, puedes bajar juntas todas las cartas de un mismo número. Tienes tres 7. La primera en bajar tiene que encajar con la carta de arriba, el 3 rojo, así que tu 7 rojo va primero; el que tienes seleccionado queda arriba, salvo que sea el rojo. Ve a un 7 con { $key_next_playable } y pulsa { $key_play_all_of_number }.
lesson-same_rank_play-together-again = Ve a uno de tus 7 con { $key_next_playable } y pulsa { $key_play_all_of_number }.
lesson-same_rank_play-end = Tres cartas en una sola jugada. { $key_play_card } solo sigue jugando una carta. Pulsa { $key_play_card } para terminar la lección.
lesson-same_rank_play-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-free_draws-title = Robos libres
lesson-free_draws-draw = Robos libres: con esta regla, puedes robar hasta tres cartas en tu turno aunque puedas jugar, y después jugar cualquier carta. Podrías jugar tu 8 rojo, pero pulsa { $key_draw } para robar una carta.
lesson-free_draws-draw-again = Pulsa { $key_draw } para robar una carta libre.
lesson-free_draws-keep = Podrías jugar ahora, o robar otra vez. En cambio, pulsa { $key_end_turn } para terminar tu turno quedándote con todas tus cartas.
lesson-free_draws-keep-again = Pulsa { $key_end_turn } para terminar tu turno.
lesson-free_draws-end = Tu turno terminó y te quedaste con todas tus cartas. Pulsa { $key_play_card } para terminar la lección.
lesson-free_draws-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-force_play-title = Jugada automática
lesson-force_play-draw = Jugada automática: con esta regla, una carta que robas en tu turno y que se puede jugar se juega al momento. No tienes nada que jugar sobre el 5 rojo: pulsa { $key_draw } y escucha.
lesson-force_play-draw-again = Pulsa { $key_draw } para robar.
lesson-force_play-end = La carta que robaste fue directo a la mesa. Pulsa { $key_play_card } para terminar la lección.
lesson-force_play-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-skip_everyone-title = Salta vale para todos
lesson-skip_everyone-skip = Salta vale para todos: con esta regla, un Salta hace perder el turno a todos los demás jugadores, y quien lo jugó vuelve a jugar. Juega tu Salta rojo: { $key_next_playable } y luego { $key_play_card }.
lesson-skip_everyone-skip-again = Juega tu Salta rojo: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-skip_everyone-again = Pulsa { $key_whose_turn } para saber de quién es el turno ahora.
lesson-skip_everyone-again-again = Pulsa { $key_whose_turn } para saber de quién es el turno.
lesson-skip_everyone-end = Vuelve a ser tu turno: los dos bots perdieron el turno. Pulsa { $key_play_card } para terminar la lección.
lesson-skip_everyone-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-elimination-title = Eliminación
lesson-elimination-out = Eliminación: con esta puntuación, cada uno suma los puntos de las cartas que le quedan en la mano, y quien llega al límite, aquí 50 puntos, sale de la partida; quien quede al final gana. Te queda una sola carta: juega tu 3 rojo con { $key_play_card } y escucha.
lesson-elimination-out-again = Juega tu 3 rojo: pulsa { $key_play_card }.
lesson-elimination-scores = Pulsa { $key_scores } para saber quién sigue en el juego.
lesson-elimination-scores-again = Pulsa { $key_scores } para oír el marcador.
lesson-elimination-end = Un comodín roba cuatro vale 50 puntos: quien se quede con uno en la mano puede quedar eliminado de golpe. Pulsa { $key_play_card } para terminar la lección.
lesson-elimination-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-draw_limit-title = Robar hasta poder jugar, con límite
lesson-draw_limit-draw = Límite de robo: con esta regla, robas hasta sacar una carta que puedas jugar, pero nunca más de tres cartas en un mismo turno. No tienes nada que jugar sobre el 5 rojo. Pulsa { $key_draw } una vez y escucha.
lesson-draw_limit-draw-again = Pulsa { $key_draw } para robar.
lesson-draw_limit-end = Robaste tres cartas, el límite, y ninguna servía, así que tu turno pasó. Pulsa { $key_play_card } para terminar la lección.
lesson-draw_limit-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-must_play-title = Jugar es obligatorio
lesson-must_play-draw = Jugar es obligatorio: con esta regla, mientras tengas una carta que puedas jugar, no puedes robar. Tienes un 8 rojo para el 5 rojo, pero pruébalo: pulsa { $key_draw }.
lesson-must_play-draw-again = Pulsa { $key_draw } para intentar robar.
lesson-must_play-play = El juego no te deja robar. Juega tu 8 rojo: { $key_next_playable } y luego { $key_play_card }.
lesson-must_play-play-again = Juega tu 8 rojo: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-must_play-end = Solo quien no tiene nada que jugar puede robar. Pulsa { $key_play_card } para terminar la lección.
lesson-must_play-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-advanced_responses-title = Respuestas avanzadas
lesson-advanced_responses-stack = Respuestas avanzadas: con la acumulación y esta regla, un roba dos también se puede responder con un Salta o una Reversa del color en juego, o con un comodín, y la penalización pasa entera al siguiente jugador. { $other } acaba de jugarte un roba dos azul. Responde con tu Salta azul: { $key_next_playable } y luego { $key_play_card }.
lesson-advanced_responses-stack-again = Responde con tu Salta azul: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-advanced_responses-end = Tu Salta le pasó las dos cartas a { $bot }, que las robó. Una Reversa las manda de vuelta, hacia el otro lado. Pulsa { $key_play_card } para terminar la lección.
lesson-advanced_responses-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-wait_for_draw_responses-title = Esperar la respuesta a la última carta
lesson-wait_for_draw_responses-answer = Esperar la respuesta a la última carta: con la acumulación y esta regla, quien se queda sin cartas con un roba dos todavía espera la respuesta antes de que se cuente la ronda. { $other } acaba de terminar con un roba dos azul. Responde con tu roba dos rojo, y las cuatro cartas van para { $bot }: { $key_next_playable } y luego { $key_play_card }.
lesson-wait_for_draw_responses-answer-again = Responde con tu roba dos rojo: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-wait_for_draw_responses-scores = La ronda terminó, y las cartas que robó { $bot } cuentan en los puntos de { $other }. Pulsa { $key_scores } para oírlo.
lesson-wait_for_draw_responses-scores-again = Pulsa { $key_scores } para oír el marcador.
lesson-wait_for_draw_responses-end = Sin esta regla, la ronda habría terminado con el roba dos, y nadie habría robado. Pulsa { $key_play_card } para terminar la lección.
lesson-wait_for_draw_responses-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-two_player_reverse-title = Reversa con dos jugadores
lesson-two_player_reverse-reverse = Reversa con dos jugadores: en las reglas oficiales, una Reversa entre dos jugadores funciona como un Salta, y vuelves a jugar. Con esta regla, solo cambia el sentido, así que { $bot } juega a continuación. Juega tu Reversa roja: { $key_next_playable } y luego { $key_play_card }.
lesson-two_player_reverse-reverse-again = Juega tu Reversa roja: ve hasta ella con { $key_next_playable } y pulsa { $key_play_card }.
lesson-two_player_reverse-end = { $bot } jugó a continuación, como después de cualquier carta. Pulsa { $key_play_card } para terminar la lección.
lesson-two_player_reverse-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-turn_timer-title = Tiempo por turno
lesson-turn_timer-time = El tiempo por turno: con esta regla, cada jugador tiene unos segundos para cada turno, aquí 20. Cuando se acaba el tiempo, robas y el turno pasa; nunca se juega una carta por ti. En esta lección, el reloj te espera. Pulsa { $key_time_left } para oír cuánto tiempo queda.
lesson-turn_timer-time-again = Pulsa { $key_time_left } para oír cuánto tiempo queda.
lesson-turn_timer-play = Ahora juega tu 8 rojo: { $key_next_playable } y luego { $key_play_card }.
lesson-turn_timer-play-again = Juega tu 8 rojo: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-turn_timer-end = En una partida de verdad, el reloj vuelve a empezar en cada turno: { $key_time_left } te dice cuánto queda. Pulsa { $key_play_card } para terminar la lección.
lesson-turn_timer-end-again = Pulsa { $key_play_card } para terminar la lección.

lesson-no_mercy-title = No Mercy
lesson-no_mercy-discard_all = No Mercy es un mazo propio, con cartas más duras. Primero, el Descarta todo: lleva a la mesa, junto con él, todas las cartas de su color que tengas en la mano. Tienes tres cartas rojas. Juega tu Descarta todo rojo: { $key_next_playable } y luego { $key_play_card }.
lesson-no_mercy-discard_all-again = Juega tu Descarta todo rojo: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-no_mercy-roulette = Ahora el Comodín ruleta de colores: el siguiente jugador elige un color, roba hasta que sale una carta de ese color y pierde el turno. Juégaselo a { $bot }: { $key_next_playable } y luego { $key_play_card }.
lesson-no_mercy-roulette-again = Juega tu Comodín ruleta de colores: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-no_mercy-green = { $bot } eligió verde y perdió el turno. Juega tu 2 verde: { $key_next_playable } y luego { $key_play_card }.
lesson-no_mercy-green-again = Juega tu 2 verde: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-no_mercy-stack = { $bot } te jugó un roba cuatro. En No Mercy, cualquier carta de robo responde a otra que hace robar lo mismo o menos: responde con tu Comodín roba seis, y { $bot } tendrá que robar diez cartas. Después elige un color. { $key_next_playable } y luego { $key_play_card }.
lesson-no_mercy-stack-again = Responde con tu Comodín roba seis: ve hasta él con { $key_next_playable } y pulsa { $key_play_card }.
lesson-no_mercy-end = { $bot } robó diez y llegó a 25 cartas: el límite de la regla de la clemencia. Quien tiene 25 cartas sale de la ronda, y aquí eso te dio la victoria. Pulsa { $key_play_card } para terminar la lección.
lesson-no_mercy-end-again = Pulsa { $key_play_card } para terminar la lección.
