# As palavras das opções de regra, das predefinições e das variantes: sala de espera, ajuda e `audio-uno rules`.
# Ids como no código: option-<nome> e option-<nome>-description, preset-<nome>, edition-<nome>, variant-<nome>.

## Opções de regra

option-edition = Edição
option-edition-description =
    { $edition ->
        [minecraft] Minecraft: o baralho clássico e 4 Creepers, 112 cartas. O Creeper é um coringa; comprado da pilha, ele é mostrado, e quem o comprou compra mais 3.
        [motu] Masters of the Universe: o baralho clássico com roxo no lugar do amarelo, e 4 Greyskulls, 112 cartas. Greyskull é um coringa que faz todos os outros comprarem 3.
        [flip] UNO Flip: 112 cartas de dois lados. Um Flip vira todas as cartas, do lado claro (Mais um, Coringa mais dois) para o lado escuro (Mais cinco, Pular todos, Coringa mais cor) e de volta. Não tem 0 nem zumbadores.
        [no_mercy] UNO Show 'Em No Mercy: 168 cartas, com Coringa mais seis, Coringa mais dez, Coringa inverter mais quatro, Coringa roleta de cores, Pular todos e Descartar tudo. Tem a sua própria resposta, o 0 e o 7 sempre valem, não há denúncia, e o limite é de 25 cartas.
       *[classic] Clássica: 108 cartas. Cada cor, vermelho, amarelo, verde e azul, tem os números de 0 a 9, Pular, Inverter e Mais dois; e há Coringas e Coringas mais quatro.
    }
option-first_player = Quem começa
option-first_player-description = Esquerda, sentido horário: começa quem está à esquerda de quem dá as cartas, a regra oficial. Direita, sentido anti-horário: começa quem está à direita, como no manual.
option-draw_penalty_skips_turn = Perder a vez depois de comprar
option-draw_penalty_skips_turn-description = Sim: quem compra por causa de um mais dois ou de um mais quatro também perde a vez, a regra oficial. Não: compra e depois joga, como no manual.
option-challenge = Denúncia do mais quatro
option-challenge-description = Oficial: jogar um mais quatro tendo a cor em jogo é blefe; denunciado, quem blefou compra 4, e quem denuncia sem razão, 6. Blefe: ter qualquer outra carta jogável também é blefe; quem blefou compra 6, e quem denuncia sem razão também. Desligada: ninguém denuncia.
option-uno_penalty = Penalização do UNO
option-uno_penalty-description = Cartas que compra quem é pego com uma carta sem ter dito UNO.
option-scoring = Pontuação
option-scoring-description = O vencedor leva tudo: quem vence a rodada soma as outras mãos, e vence quem chegar primeiro à meta. Penalização: cada um soma a própria mão, e no limite vence o menor total. Eliminação: como penalização, mas quem chega ao limite sai, e vence o último que restar.
option-target_score = Meta de pontos
option-target_score-description = A pontuação que encerra a partida.
option-round_limit = Limite de rodadas
option-round_limit-description = Sem limite: a partida vai até a meta de pontos. Um número: a partida acaba depois dessa quantidade de rodadas.
option-stacking = Resposta
option-stacking-description = Desligada: o próximo jogador simplesmente compra. Mesma carta: um mais dois responde a um mais dois, um mais quatro a um mais quatro, e o total passa adiante. Mais quatro sobre mais dois também: como mesma carta, e um mais quatro também responde a um mais dois.
option-sequences = Sequências
option-sequences-description = Sim: depois de uma carta de número, quem a jogou pode seguir com os números seguintes ou anteriores da mesma cor, até o próximo jogador agir. Não: uma carta em cada vez.
option-interception = Interceptação
option-interception-description = Desligada: ninguém joga fora da vez. Número idêntico: a mesma carta de número, da mesma cor, pode ser jogada na hora, fora da vez. Mesmo número ou símbolo: o mesmo, de qualquer cor. Corte: a carta idêntica, cartas de ação também.
option-interception_penalty_points = Penalização por interceptação errada
option-interception_penalty_points-description = Pontos de penalização por interceptar com a carta errada ou tarde demais.
option-zero_passes_hands = 0 passa as mãos
option-zero_passes_hands-description = Sim: quando sai um 0, cada jogador passa a mão para o seguinte, no sentido do jogo. Não: o 0 é um número como outro qualquer.
option-seven_swaps = 7 troca as mãos
option-seven_swaps-description = { $edition ->
        [no_mercy] Com o baralho No Mercy: quem joga um 7 precisa trocar de mão com um jogador à sua escolha.
       *[other] Sim: quem joga um 7 pode trocar de mão com um jogador à sua escolha, ou ficar com a sua. Não: o 7 é um número como outro qualquer.
    }
option-buzzer = Zumbador
option-buzzer-description = Sim: entram 8 cartas zumbador, que vão sobre qualquer carta; quando sai uma, todos apertam B, e quem demorar mais compra 3 cartas. Não: sem zumbadores.
option-slap_on_nine = Tapa no 9
option-slap_on_nine-description = Sim: quando sai um 9, todos dão o tapa com B, e quem der o tapa por último compra cartas. Não: o 9 é um número como outro qualquer.
option-slap_penalty = Penalização do tapa
option-slap_penalty-description = Jogadores menos um: quem dá o tapa por último compra uma carta para cada outro jogador. Um número: quem dá o tapa por último compra essa quantidade.
option-no_wild_finish = Proibido bater com coringa
option-no_wild_finish-description = Sim: um coringa não pode ser a última carta jogada. Não: dá para bater com um coringa.
option-wrong_play_penalty = Penalização por jogada errada
option-wrong_play_penalty-description = Não: uma carta que não combina, ou uma jogada fora da vez, é só recusada. Um número: custa essa quantidade de cartas.
option-uno_catch_ms = Tempo para pegar sem UNO
option-uno_catch_ms-description = Os segundos em que quem esqueceu o UNO pode ser pego, a não ser que o próximo jogador aja antes.
option-interception_ms = Tempo de interceptação
option-interception_ms-description = Os segundos em que uma carta pode ser interceptada, a não ser que o próximo jogador aja antes.
option-sequence_ms = Tempo de sequência
option-sequence_ms-description = Os segundos que um jogador tem para pôr a próxima carta de uma sequência, a não ser que o próximo jogador aja antes.
option-buzzer_ms = Tempo do zumbador
option-buzzer_ms-description = Os segundos para apertar o zumbador; quem não apertou até lá é quem demorou mais. A disputa acaba antes quando só falta um jogador apertar.
option-slap_ms = Tempo do tapa
option-slap_ms-description = Os segundos para dar o tapa no 9; quem não deu o tapa até lá é o último. A disputa acaba antes quando só falta um jogador dar o tapa.

## Compras, respostas e mãos: as opções dos outros jogos de UNO acessíveis

option-hand_size = Cartas na mão
option-hand_size-description = As cartas que cada jogador recebe, de 3 a 15; 7 é a distribuição oficial. Com muitos jogadores, cada um recebe menos, para as mãos caberem no baralho.
option-draw_until_playable = Comprar até poder jogar
option-draw_until_playable-description = Sim: quem compra na sua vez continua comprando até tirar uma carta que possa jogar. Não: uma carta só, a regra oficial. Com o baralho No Mercy, a carta que encerra a compra tem que ser jogada.
option-draw_limit = Limite de compra
option-draw_limit-description = Sem limite: a compra continua até sair uma carta jogável. Um número: no máximo essa quantidade de cartas em cada vez, e depois a vez passa.
option-must_play = Jogar é obrigatório
option-must_play-description = Sim: quem tem uma carta que pode ser jogada tem que jogar, inclusive uma carta que acabou de comprar, e só compra o que as compras livres permitem. Não: você pode comprar em vez de jogar, a regra oficial.
option-free_draws = Compras livres
option-free_draws-description = Não: quem compra em vez de jogar só pode jogar a carta comprada, a regra oficial. Um número: quem tem uma carta jogável pode comprar essa quantidade de cartas na mesma vez, e depois jogar qualquer carta ou encerrar a vez.
option-force_play = Jogada automática
option-force_play-description = Sim: uma carta comprada na sua vez que possa ser jogada é jogada na hora. Não: você escolhe se joga ou fica com ela, a regra oficial.
option-same_rank_play = Várias do mesmo número
option-same_rank_play-description = Sim: você pode jogar juntas várias cartas com o mesmo número, como três 7, e escolhe a que fica por cima. Não: uma carta de cada vez, a regra oficial.
option-advanced_responses = Respostas avançadas
option-advanced_responses-description = Sim: com a Resposta ligada, um Pular ou um Inverter da cor em jogo, ou um coringa, responde a um mais dois ou a um mais quatro; o Pular e o coringa passam a penalização adiante, o Inverter a devolve. Não: só as cartas de compra respondem.
option-wait_for_draw_responses = Esperar a resposta da última carta
option-wait_for_draw_responses-description = Sim: com a Resposta ligada, quando a última carta da rodada gera uma penalização, o próximo jogador responde ou compra antes da contagem dos pontos. Não: o próximo jogador compra na hora, a regra oficial.
option-max_hand = Limite de cartas na mão
option-max_hand-description = Não: sem limite. Um número a partir de 10: quem chega a essa quantidade de cartas sai da rodada, e as cartas contam nos pontos (a regra da misericórdia). O baralho No Mercy define 25 e põe a mão de lado: ela vale 250 pontos.

## Predefinições

preset-official = Oficial
preset-official-description = As regras da Mattel: o jogo vai para a esquerda de quem dá as cartas, o mais quatro pode ser denunciado, 2 cartas por esquecer o UNO, quem vence a rodada marca os pontos das outras mãos.
preset-manual = Manual
preset-manual-description = As regras básicas do manual do jogo de UNO acessível: o jogo começa à direita de quem dá as cartas, quem compra uma penalização joga em seguida, o mais quatro pode ser jogado a qualquer momento, 4 cartas por esquecer o UNO, pontuação de penalização. As variantes do manual (resposta, sequências, interceptação, blefe, 0 e 7, zumbador) começam desligadas: ligue cada uma abaixo.
preset-house = Casa
preset-house-description = As regras da casa que a maioria conhece: resposta com mais quatro sobre mais dois também, corte, 0 passa as mãos, tapa no 9, proibido bater com coringa, pontuação de penalização.

# O nome de uma predefinição onde se espera um nome: depois de "regras" ("Regras oficiais, 4 jogadores",
# "Partidas vencidas com as regras da casa: 3", `audio-uno simulate`). As linhas acima, nome e resumo, são para a
# sala de espera e `audio-uno rules`.
preset-official-name = oficiais
preset-manual-name = do manual
preset-house-name = da casa

## Edições

edition-classic = Clássica
edition-minecraft = Minecraft
edition-flip = UNO Flip
edition-no_mercy = UNO Show 'Em No Mercy
edition-motu = Masters of the Universe

## Variantes para `audio-uno simulate --variants`

variant-stacking = Resposta, do jeito do manual: mais dois sobre mais dois, mais quatro sobre mais quatro.
variant-stacking_mixed = Resposta, do jeito da casa: um mais dois ou um mais quatro sobre um mais dois.
variant-sequences = Sequências de números seguidos de uma cor.
variant-interception = Interceptação com a carta de número idêntica.
variant-super_interception = Super interceptação: o mesmo número ou símbolo, de qualquer cor.
variant-jump_in = Corte com a carta idêntica, cartas de ação incluídas.
variant-bluff = Blefe: um mais quatro jogado por quem tinha outra carta jogável pode ser denunciado.
variant-skip_after_drawing = Perder a vez depois de comprar por um mais dois ou um mais quatro.
variant-zero_seven = 0 passa todas as mãos; 7 troca de mão com um jogador escolhido.
variant-zero_passes = 0 passa todas as mãos (sem a troca do 7).
variant-buzzer = Cartas zumbador.
variant-slap = Tapa no 9.
variant-no_wild_finish = Proibido bater com coringa.
variant-wrong_play_penalty = Duas cartas por uma carta errada ou por jogar fora da vez.
variant-draw_until_playable = Comprar até poder jogar.
variant-draw_limit = Comprar até poder jogar, no máximo 3 cartas.
variant-must_play = Quem tem carta jogável tem que jogar.
variant-free_draws = Três compras livres em cada vez.
variant-force_play = A carta comprada que pode ser jogada é jogada.
variant-same_rank_play = Várias cartas do mesmo número juntas.
variant-advanced_responses = Respostas avançadas: um Pular, um Inverter ou um coringa responde a uma penalização (com a Resposta).
variant-wait_for_draw_responses = A penalização da última carta é respondida ou comprada antes dos pontos (com a Resposta).
variant-small_hands = Cinco cartas na mão.
variant-mercy = Fora da rodada com 25 cartas.

## Issue 22: pontuação e tempo para pensar, dos outros jogos de UNO acessíveis

option-skip_everyone = Pular vale para todos
option-skip_everyone-description = Sim: um Pular faz todos os outros perderem a vez, e quem o jogou joga de novo. Não: um Pular faz só o próximo perder a vez.
option-two_player_reverse = Inverter com dois jogadores
option-two_player_reverse-description = Pular: entre dois jogadores, um Inverter faz o outro perder a vez, e quem o jogou joga de novo, a regra oficial. Inverter: só muda o sentido, e o outro jogador joga em seguida. Com Pular, o Coringa inverter mais quatro do No Mercy faz quem o jogou comprar.
option-turn_timer_s = Tempo por jogada
option-turn_timer_s-description = Não: cada um leva o tempo que quiser. De 5 a 300 segundos: o tempo de cada vez; quando acaba, o jogador compra uma carta, ou a penalização pendente, e a vez passa, sem nenhuma carta jogada por ele.

## Os valores que uma opção de regra aceita, e por que um valor é recusado (a sala de espera, as configurações,
## audio-uno --rule). $name: o nome da opção; $value: o valor, em palavras ou como foi digitado; $values: os valores da
## opção; $low, $high: os extremos do intervalo, em palavras; $zero: o que 0 quer dizer ali (off, no_limit,
## players_minus_one) ou none; $hand: o tamanho da mão.
rule-range = { $zero ->
        [off] desligado (0), ou de { $low } a { $high }
        [no_limit] sem limite (0), ou de { $low } a { $high }
        [players_minus_one] o número de jogadores menos um (0), ou de { $low } a { $high }
       *[none] de { $low } a { $high }
    }
rule-refused-out_of_range = { $name } não pode ser { $value }: aceita { $values }.
rule-refused-not_a_number = { $name } aceita um número inteiro, { $values }, não { $value }.
rule-refused-not_a_choice = { $name } não pode ser { $value }: escolha entre { $values }.
rule-refused-not_above_hand = { $name } não pode ser { $value }: tem que ser maior que o tamanho da mão, { $hand } cartas.
