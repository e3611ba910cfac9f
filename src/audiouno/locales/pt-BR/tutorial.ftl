# O tutorial e as lições (scenes/tutorial): as palavras de cada passo e a correção gentil (-again), dita quando se
# aperta outra tecla. $bot é o nome do bot paciente (o próximo jogador), $other o do último bot (numa lição de três); $key_<comando> é a tecla como o jogador a definiu.

main-tutorial = Tutorial: aprenda a jogar, uma tecla de cada vez
main-lessons = Lições: o tutorial e as variantes das regras
lessons-title = Lições.
lessons-item = { $done ->
    [yes] { $lesson }, concluída
   *[no] { $lesson }
}
lesson-done = Lição concluída.
files-what-lessons = lições
cli-help-tutorial = jogar o tutorial: uma primeira rodada, uma tecla de cada vez

lesson-tutorial-title = Tutorial
lesson-tutorial-welcome = Boas-vindas ao tutorial. Você vai jogar uma rodada contra { $bot }, que espera por você: não tenha pressa. Você tem quatro cartas. Aperte { $key_next_card } para ouvir a próxima carta.
lesson-tutorial-welcome-again = Essa tecla ainda não. Aperte { $key_next_card } para ouvir a próxima carta.
lesson-tutorial-ends = { $key_previous_card } volta uma carta. { $key_first_card } leva à primeira carta e { $key_last_card } à última. Aperte { $key_last_card } agora.
lesson-tutorial-ends-again = Aperte { $key_last_card } para ir à última carta.
lesson-tutorial-playable = Uma carta pode ir sobre a carta da mesa quando tem a mesma cor, o mesmo número ou o mesmo símbolo. Você tem duas cartas que pode jogar. Aperte { $key_next_playable } para ouvi-las.
lesson-tutorial-playable-again = Aperte { $key_next_playable } para ir a uma carta que você pode jogar.
lesson-tutorial-play = As duas cartas que você pode jogar são vermelhas. Aperte { $key_play_card } para jogar a carta em que você está.
lesson-tutorial-play-again = Vá a uma das suas cartas vermelhas com { $key_next_playable } e aperte { $key_play_card }.
lesson-tutorial-draw = { $bot } jogou um coringa e escolheu amarelo. Você não tem carta amarela, então não pode jogar. Aperte { $key_draw } para comprar uma carta.
lesson-tutorial-draw-again = Você não tem nada para jogar sobre o amarelo. Aperte { $key_draw } para comprar uma carta.
lesson-tutorial-keep = Você comprou um coringa. Ele vai sobre qualquer carta, mas guarde-o para o fim da rodada: aperte { $key_draw } de novo para ficar com ele. Com { $key_play_card }, você o jogaria.
lesson-tutorial-keep-again = Guarde o coringa para depois: aperte { $key_draw }.
lesson-tutorial-explain = Em dúvida sobre o que uma carta faz? Vá até ela e aperte { $key_explain_card }: você ouve o que ela faz nas regras desta partida. { $key_explain_top_card } diz o mesmo da carta da mesa. Aperte { $key_explain_card } agora.
lesson-tutorial-explain-again = Aperte { $key_explain_card } para ouvir o que faz a carta em que você está.
lesson-tutorial-top_card = Antes de jogar, algumas teclas para se orientar. Aperte { $key_top_card } para ouvir a carta da mesa.
lesson-tutorial-top_card-again = Aperte { $key_top_card } para ouvir a carta da mesa.
lesson-tutorial-whose_turn = Aperte { $key_whose_turn } para saber de quem é a vez.
lesson-tutorial-whose_turn-again = Aperte { $key_whose_turn } para saber de quem é a vez.
lesson-tutorial-history = Tudo o que o jogo diz fica guardado. Aperte { $key_older_message } para ouvir a mensagem anterior.
lesson-tutorial-history-again = Aperte { $key_older_message } para voltar pelas mensagens.
lesson-tutorial-history_back = { $key_older_message } volta mais, { $key_newer_message } avança de novo. Aperte { $key_newer_message }.
lesson-tutorial-history_back-again = Aperte { $key_newer_message } para avançar pelas mensagens.
lesson-tutorial-help = Em qualquer lugar, { $key_help } lista as teclas que você pode usar ali. Aperte { $key_help } agora, e { $key_menu } para voltar.
lesson-tutorial-help-again = Aperte { $key_help } para a lista de teclas.
lesson-tutorial-rules = As regras desta partida também são um documento: { $key_rules_document } abre esse documento, uma regra em cada seção, e Enter lê a seção inteira. Aperte { $key_rules_document } agora, e { $key_menu } para voltar.
lesson-tutorial-rules-again = Aperte { $key_rules_document } para abrir as regras desta partida.
lesson-tutorial-hint = Em dúvida? Aperte { $key_hint } para uma dica: o que um bom jogador faria agora, e por quê.
lesson-tutorial-hint-again = Aperte { $key_hint } para uma dica.
lesson-tutorial-number = Agora jogue o seu 9 azul sobre o 9 amarelo: o mesmo número. Vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-tutorial-number-again = Jogue o 9 azul: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-tutorial-catch = { $bot } ficou com uma carta só e não disse UNO! Aperte { $key_uno } para pegar { $bot }: { $bot } compra duas cartas.
lesson-tutorial-catch-again = Aperte { $key_uno } para pegar { $bot } sem UNO.
lesson-tutorial-colour = Pegou! Agora jogue o seu 6 azul sobre o 3 azul: a mesma cor.
lesson-tutorial-colour-again = Jogue o 6 azul: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-tutorial-uno = Você tem duas cartas. Antes de jogar a penúltima, diga UNO, senão também podem pegar você. Aperte { $key_uno } para dizer UNO.
lesson-tutorial-uno-again = Primeiro diga UNO: aperte { $key_uno }.
lesson-tutorial-hand_value = Aperte { $key_hand_value } para ouvir quantos pontos a sua mão vale: o que ganha de você quem vencer a rodada.
lesson-tutorial-hand_value-again = Aperte { $key_hand_value } para ouvir quanto a sua mão vale.
lesson-tutorial-wild = Agora jogue o seu coringa e guarde a carta vermelha para o fim. Abre uma lista de cores: escolha com { $key_choice_previous } e { $key_choice_next } e aperte { $key_choice_confirm }. Escolha vermelho, a cor da sua última carta.
lesson-tutorial-wild-again = Jogue o coringa: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-tutorial-wild-choose = Escolha vermelho: a sua última carta é vermelha, e com vermelho você pode jogá-la.
lesson-tutorial-last = A sua última carta pode ser jogada: aperte { $key_play_card } para ganhar a rodada.
lesson-tutorial-last-again = Aperte { $key_play_card } para jogar a sua última carta.
lesson-tutorial-scores = A rodada acabou. Quem ganha soma os pontos das cartas que ficaram nas outras mãos. Aperte { $key_scores } para ouvir o placar.
lesson-tutorial-scores-again = Aperte { $key_scores } para ouvir o placar.
lesson-tutorial-real_round = Essas são as teclas de que você precisa. Agora uma rodada de verdade, de quatro cartas, contra { $bot }, sem nada combinado. Aperte { $key_play_card } para dar as cartas, e { $key_help } sempre que esquecer uma tecla.
lesson-tutorial-real_round-again = Aperte { $key_play_card } para dar as cartas da rodada de verdade.
lesson-tutorial-end = Fim do tutorial. Muito bem! As lições, no menu principal, ensinam as variantes das regras. Aperte { $key_play_card } para voltar ao menu.
lesson-tutorial-end-again = Aperte { $key_play_card } para terminar o tutorial.

lesson-stacking-title = Resposta
lesson-stacking-stack = Resposta: com esta regra, um mais dois pode ser respondido com outro, e a penalização passa adiante, maior. { $bot } acabou de jogar um mais dois em você. Em vez de comprar, responda com o seu mais dois vermelho: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-stacking-stack-again = Responda com o seu mais dois vermelho: { $key_next_playable } e depois { $key_play_card }.
lesson-stacking-end = { $bot } não tinha mais dois para responder, então comprou as quatro cartas. Quando você não puder responder a uma penalização, { $key_draw } compra as cartas. Aperte { $key_play_card } para terminar a lição.
lesson-stacking-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-challenge-title = A denúncia do mais quatro
lesson-challenge-challenge = A denúncia: um coringa mais quatro só pode ser jogado por quem não tem nenhuma carta da cor em jogo. { $bot } acabou de jogar um em você, e a cor era azul. Se você acha que é blefe, aperte { $key_challenge }: se acertar, { $bot } compra as quatro cartas; se errar, você compra seis. Experimente agora: aperte { $key_challenge }.
lesson-challenge-challenge-again = Aperte { $key_challenge } para denunciar o mais quatro.
lesson-challenge-end = { $bot } blefou, com uma carta azul na mão, então comprou as quatro cartas no seu lugar. Aperte { $key_play_card } para terminar a lição.
lesson-challenge-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-zero_seven-title = 0 e 7
lesson-zero_seven-seven = 0 e 7: com esta regra, quem joga um 7 troca de mão com quem escolher, e um 0 passa todas as mãos para o jogador seguinte. { $bot } tem duas cartas, e você tem cinco. Jogue o seu 7 vermelho com { $key_next_playable } e { $key_play_card }, depois escolha { $bot } na lista.
lesson-zero_seven-seven-again = Jogue o seu 7 vermelho: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-zero_seven-seven-choose = Escolha { $bot }: as suas cartas vão para { $bot }, e as duas de { $bot } vêm para você.
lesson-zero_seven-hand = Aperte { $key_hand_summary } para ouvir o que a sua mão tem agora.
lesson-zero_seven-hand-again = Aperte { $key_hand_summary } para ouvir a sua mão.
lesson-zero_seven-zero = Agora o 0 vermelho de { $bot } está com você. Jogue esse 0, e todas as mãos passam um lugar adiante, no sentido do jogo: a sua para { $bot }, a de { $other } para você. { $key_next_playable } e depois { $key_play_card }.
lesson-zero_seven-zero-again = Jogue o seu 0 vermelho: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-zero_seven-passed = Aperte { $key_hand_summary } para ouvir a mão que veio de { $other }.
lesson-zero_seven-passed-again = Aperte { $key_hand_summary } para ouvir a sua mão.
lesson-zero_seven-end = Todas as mãos andaram um lugar de uma vez: um 0 pode entregar uma boa mão, ou trazer uma para você. Aperte { $key_play_card } para terminar a lição.
lesson-zero_seven-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-jump_in-title = Corte
lesson-jump_in-jump = Corte: com esta regra, quando alguém joga uma carta e você tem outra igualzinha, mesma cor e mesmo número, pode jogá-la na hora, mesmo fora da sua vez, e o jogo segue a partir de você. A lição Interceptação mostra uma regra parecida. { $bot } acabou de jogar um 4 verde, e você tem um. Corte: vá até o seu 4 verde com { $key_next_playable } e aperte { $key_play_card }.
lesson-jump_in-jump-again = Corte com o seu 4 verde: { $key_next_playable } e depois { $key_play_card }.
lesson-jump_in-end = Você cortou, e o jogo seguiu a partir de você. Aperte { $key_play_card } para terminar a lição.
lesson-jump_in-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-interception-title = Interceptação
lesson-interception-intercept = Interceptação: com esta regra, quando alguém joga uma carta de número, quem tiver o mesmo número, de qualquer cor, pode jogá-lo na hora, fora da vez; quem ia jogar perde a vez, e o jogo segue a partir de você. { $bot } acabou de jogar um 4 verde, e você tem um 4 vermelho. Intercepte: vá até ele com { $key_next_playable } e aperte { $key_play_card }, antes que { $other } jogue.
lesson-interception-intercept-again = Intercepte com o seu 4 vermelho: { $key_next_playable } e depois { $key_play_card }.
lesson-interception-end = Você interceptou, e { $other } perdeu a vez. Numa partida de verdade é uma corrida: a chance acaba assim que o próximo jogador age. Aperte { $key_play_card } para terminar a lição.
lesson-interception-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-buzzer-title = O zumbador e o tapa
lesson-buzzer-press = O zumbador: com esta regra, quando alguém joga uma carta zumbador, todos apertam { $key_buzzer } o mais rápido possível, e o último compra cartas. O tapa é a mesma disputa em cada 9. { $bot } acabou de jogar uma carta zumbador. Aperte { $key_buzzer } assim que estas palavras terminarem: o jogo diz quanto tempo você levou.
lesson-buzzer-press-again = Aperte { $key_buzzer } para apertar o zumbador.
lesson-buzzer-end = Numa partida de verdade é uma disputa de reflexos: Treinar o zumbador, no menu principal, ajuda a treiná-los. Aperte { $key_play_card } para terminar a lição.
lesson-buzzer-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-draw_until_playable-title = Comprar até poder jogar
lesson-draw_until_playable-draw = Comprar até poder jogar: com esta regra, quem compra na sua vez continua comprando até tirar uma carta que possa jogar. Você não tem nada para jogar sobre o 5 vermelho. Aperte { $key_draw } uma vez e escute.
lesson-draw_until_playable-draw-again = Aperte { $key_draw } para comprar.
lesson-draw_until_playable-end = Com um só toque, você comprou até vir uma carta vermelha. Aperte { $key_play_card } para terminar a lição.
lesson-draw_until_playable-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-sequences-title = Sequências
lesson-sequences-start = Sequências: com esta regra, depois de uma carta de número você pode emendar o número seguinte ou o anterior da mesma cor, na hora, antes que o próximo jogador jogue. Jogue o seu 5 vermelho sobre o 4 vermelho: { $key_next_playable } e depois { $key_play_card }.
lesson-sequences-start-again = Jogue o seu 5 vermelho: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-sequences-add = Agora emende o seu 6 vermelho na sequência, antes que { $bot } jogue: { $key_next_playable } e depois { $key_play_card }.
lesson-sequences-add-again = Emende o seu 6 vermelho: { $key_next_playable } e depois { $key_play_card }.
lesson-sequences-end = Duas cartas numa vez só. Aperte { $key_play_card } para terminar a lição.
lesson-sequences-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-same_rank_play-title = Várias do mesmo número
lesson-same_rank_play-together = Várias do mesmo número: com esta regra, você pode baixar de uma vez todas as cartas de um mesmo número. Você tem três 7. A primeira a descer precisa combinar com a carta do topo, o 3 vermelho, então o seu 7 vermelho vai primeiro; o que está em foco fica por cima, a não ser que seja o vermelho. Vá até um 7 com { $key_next_playable } e aperte { $key_play_all_of_number }.
lesson-same_rank_play-together-again = Vá até um dos seus 7 com { $key_next_playable } e aperte { $key_play_all_of_number }.
lesson-same_rank_play-end = Três cartas numa jogada só. { $key_play_card } sozinho continua jogando uma carta. Aperte { $key_play_card } para terminar a lição.
lesson-same_rank_play-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-free_draws-title = Compras livres
lesson-free_draws-draw = Compras livres: com esta regra, você pode comprar até três cartas na sua vez mesmo podendo jogar, e depois ainda jogar qualquer carta. Você poderia jogar o seu 8 vermelho, mas aperte { $key_draw } para comprar uma carta.
lesson-free_draws-draw-again = Aperte { $key_draw } para comprar uma carta livre.
lesson-free_draws-keep = Você poderia jogar agora, ou comprar de novo. Em vez disso, aperte { $key_end_turn } para encerrar a sua vez ficando com todas as cartas.
lesson-free_draws-keep-again = Aperte { $key_end_turn } para encerrar a sua vez.
lesson-free_draws-end = A sua vez acabou e você ficou com todas as cartas. Aperte { $key_play_card } para terminar a lição.
lesson-free_draws-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-force_play-title = Jogada automática
lesson-force_play-draw = Jogada automática: com esta regra, uma carta comprada na sua vez que pode ser jogada é jogada na hora. Você não tem nada para jogar sobre o 5 vermelho: aperte { $key_draw } e escute.
lesson-force_play-draw-again = Aperte { $key_draw } para comprar.
lesson-force_play-end = A carta que você comprou foi direto para a mesa. Aperte { $key_play_card } para terminar a lição.
lesson-force_play-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-skip_everyone-title = Pular vale para todos
lesson-skip_everyone-skip = Pular vale para todos: com esta regra, um Pular pula todos os outros jogadores, e quem o jogou joga de novo. Jogue o seu Pular vermelho: { $key_next_playable } e depois { $key_play_card }.
lesson-skip_everyone-skip-again = Jogue o seu Pular vermelho: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-skip_everyone-again = Aperte { $key_whose_turn } para saber de quem é a vez agora.
lesson-skip_everyone-again-again = Aperte { $key_whose_turn } para saber de quem é a vez.
lesson-skip_everyone-end = É a sua vez de novo: os dois bots foram pulados. Aperte { $key_play_card } para terminar a lição.
lesson-skip_everyone-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-elimination-title = Eliminação
lesson-elimination-out = Eliminação: com esta pontuação, cada um soma os pontos das cartas que ficaram na própria mão, e quem chega ao limite, aqui 50 pontos, sai da partida; quem ficar por último ganha. Você tem uma carta só: jogue o seu 3 vermelho com { $key_play_card } e escute.
lesson-elimination-out-again = Jogue o seu 3 vermelho: aperte { $key_play_card }.
lesson-elimination-scores = Aperte { $key_scores } para saber quem continua no jogo.
lesson-elimination-scores-again = Aperte { $key_scores } para ouvir o placar.
lesson-elimination-end = Um coringa mais quatro vale 50 pontos: quem fica com um na mão pode ser eliminado de uma vez. Aperte { $key_play_card } para terminar a lição.
lesson-elimination-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-draw_limit-title = Comprar até poder jogar, com limite
lesson-draw_limit-draw = Limite de compra: com esta regra, você compra até sair uma carta que possa jogar, mas nunca mais de três cartas na mesma vez. Você não tem nada para jogar sobre o 5 vermelho. Aperte { $key_draw } uma vez e escute.
lesson-draw_limit-draw-again = Aperte { $key_draw } para comprar.
lesson-draw_limit-end = Você comprou três cartas, o limite, e nenhuma servia, então a vez passou. Aperte { $key_play_card } para terminar a lição.
lesson-draw_limit-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-must_play-title = Jogar é obrigatório
lesson-must_play-draw = Jogar é obrigatório: com esta regra, enquanto você tiver uma carta que possa jogar, não pode comprar. Você tem um 8 vermelho para o 5 vermelho, mas experimente: aperte { $key_draw }.
lesson-must_play-draw-again = Aperte { $key_draw } para tentar comprar.
lesson-must_play-play = O jogo não deixa você comprar. Jogue o seu 8 vermelho: { $key_next_playable } e depois { $key_play_card }.
lesson-must_play-play-again = Jogue o seu 8 vermelho: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-must_play-end = Só quem não tem nada para jogar pode comprar. Aperte { $key_play_card } para terminar a lição.
lesson-must_play-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-advanced_responses-title = Respostas avançadas
lesson-advanced_responses-stack = Respostas avançadas: com a resposta e esta regra, um mais dois também pode ser respondido com um Pular ou um Inverter da cor em jogo, ou com um coringa, e a penalização passa inteira para o próximo jogador. { $other } acabou de jogar um mais dois azul em você. Responda com o seu Pular azul: { $key_next_playable } e depois { $key_play_card }.
lesson-advanced_responses-stack-again = Responda com o seu Pular azul: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-advanced_responses-end = O seu Pular passou as duas cartas para { $bot }, que comprou. Um Inverter manda as cartas de volta, para o outro lado. Aperte { $key_play_card } para terminar a lição.
lesson-advanced_responses-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-wait_for_draw_responses-title = Esperar a resposta da última carta
lesson-wait_for_draw_responses-answer = Esperar a resposta da última carta: com a resposta e esta regra, quem bate com um mais dois ainda espera a resposta antes de a rodada ser contada. { $other } acabou de bater com um mais dois azul. Responda com o seu mais dois vermelho, e as quatro cartas vão para { $bot }: { $key_next_playable } e depois { $key_play_card }.
lesson-wait_for_draw_responses-answer-again = Responda com o seu mais dois vermelho: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-wait_for_draw_responses-scores = A rodada acabou, e as cartas que { $bot } comprou contam nos pontos de { $other }. Aperte { $key_scores } para ouvir.
lesson-wait_for_draw_responses-scores-again = Aperte { $key_scores } para ouvir o placar.
lesson-wait_for_draw_responses-end = Sem esta regra, a rodada teria acabado com o mais dois, e ninguém teria comprado. Aperte { $key_play_card } para terminar a lição.
lesson-wait_for_draw_responses-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-two_player_reverse-title = Inverter com dois jogadores
lesson-two_player_reverse-reverse = Inverter com dois jogadores: nas regras oficiais, um Inverter entre dois jogadores funciona como um Pular, e você joga de novo. Com esta regra, ele só muda o sentido, então { $bot } joga em seguida. Jogue o seu Inverter vermelho: { $key_next_playable } e depois { $key_play_card }.
lesson-two_player_reverse-reverse-again = Jogue o seu Inverter vermelho: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-two_player_reverse-end = { $bot } jogou em seguida, como depois de qualquer carta. Aperte { $key_play_card } para terminar a lição.
lesson-two_player_reverse-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-turn_timer-title = Tempo por jogada
lesson-turn_timer-time = Tempo por jogada: com esta regra, cada jogador tem alguns segundos para cada vez, aqui 20. Quando o tempo acaba, você compra e a vez passa; nunca se joga uma carta por você. Nesta lição, o relógio espera por você. Aperte { $key_time_left } para ouvir quanto tempo falta.
lesson-turn_timer-time-again = Aperte { $key_time_left } para ouvir quanto tempo falta.
lesson-turn_timer-play = Agora jogue o seu 8 vermelho: { $key_next_playable } e depois { $key_play_card }.
lesson-turn_timer-play-again = Jogue o seu 8 vermelho: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-turn_timer-end = Numa partida de verdade, o relógio recomeça a cada vez: { $key_time_left } diz quanto falta. Aperte { $key_play_card } para terminar a lição.
lesson-turn_timer-end-again = Aperte { $key_play_card } para terminar a lição.

lesson-no_mercy-title = No Mercy
lesson-no_mercy-discard_all = No Mercy é um baralho próprio, com cartas mais duras. Primeiro, o Descartar tudo: ele leva para a mesa, junto com ele, todas as cartas da cor dele que estão na sua mão. Você tem três cartas vermelhas. Jogue o seu Descartar tudo vermelho: { $key_next_playable } e depois { $key_play_card }.
lesson-no_mercy-discard_all-again = Jogue o seu Descartar tudo vermelho: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-no_mercy-roulette = Agora o Coringa roleta de cores: o próximo jogador escolhe uma cor, compra até sair uma carta dessa cor e perde a vez. Jogue essa carta em { $bot }: { $key_next_playable } e depois { $key_play_card }.
lesson-no_mercy-roulette-again = Jogue o seu Coringa roleta de cores: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-no_mercy-green = { $bot } escolheu verde e perdeu a vez. Jogue o seu 2 verde: { $key_next_playable } e depois { $key_play_card }.
lesson-no_mercy-green-again = Jogue o seu 2 verde: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-no_mercy-stack = { $bot } jogou um mais quatro em você. No baralho No Mercy, qualquer carta de compra responde a outra que faz comprar o mesmo ou menos: responda com o seu Coringa mais seis, e { $bot } fica com dez cartas para comprar. Depois escolha uma cor. { $key_next_playable } e depois { $key_play_card }.
lesson-no_mercy-stack-again = Responda com o seu Coringa mais seis: vá até ele com { $key_next_playable } e aperte { $key_play_card }.
lesson-no_mercy-end = { $bot } comprou dez e chegou a 25 cartas: o limite da regra da misericórdia. Quem tem 25 cartas sai da rodada, e aqui isso deu a vitória a você. Aperte { $key_play_card } para terminar a lição.
lesson-no_mercy-end-again = Aperte { $key_play_card } para terminar a lição.
