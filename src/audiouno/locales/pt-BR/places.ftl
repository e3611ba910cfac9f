# A mesa e os lugares em volta dela, como o jogador os encontra: a revisão da mesa e o resumo da mão,
# Enter fora da vez, as palavras dos lugares e das listas, e a primeira explicação das cartas de uma edição.

## A revisão da mesa e o resumo da mão. $who é "you" ou "other"; $played é "card" ou "none".

table-review = Na ordem do jogo: { $players }.
table-review_separator = {"; "}
table-review_player = { $who ->
        [you] você, { table-held }
       *[other] { $name }, { table-held }
    }{ $played ->
        [card] , última carta jogada: { $card }
       *[none] {""}
    }
# "13 cartas: 4 vermelhas (1, 2, 5, Mais dois), 1 coringa (Coringa mais quatro)"
# A face da carta, sem a cor, dentro do grupo de uma cor no resumo da mão.
table-summary_face = { $rank ->
        [skip] Pular
        [reverse] Inverter
        [draw_two] Mais dois
        [draw_one] Mais um
        [flip] Flip
        [draw_five] Mais cinco
        [skip_everyone] Pular todos
        [draw_four] Mais quatro
        [discard_all] Descartar tudo
       *[other] { $rank }
    }
table-summary = { table-cards }: { $groups }.
# A contagem vem antes e a cor concorda com "cartas": "4 vermelho" seria ouvido como a carta 4 vermelho.
table-summary_colour = { $count ->
        [1] 1 { colour.feminine } ({ $cards })
       *[other] { $count } { $colour ->
            [red] vermelhas
            [yellow] amarelas
            [green] verdes
            [blue] azuis
            [pink] rosa
            [teal] turquesa
            [orange] laranja
           *[purple] roxas
        } ({ $cards })
    }
table-summary_wild = { $count ->
        [1] 1 coringa ({ $cards })
       *[other] { $count } coringas ({ $cards })
    }
table-edge-last_group = { $sort ->
        [number] último número
       *[other] última cor
    }

## Enter fora da vez, e o foco depois de uma jogada.

table-not_in_sequence = Não é a sua vez, e essa carta não continua a sua sequência.
table-own_card_on_top = Não é a sua vez: { $card } na mesa é carta sua.
table-nothing_intercepts = Não é a sua vez, e nenhuma carta sua pode interceptar { $card }.
# "em" + "o 1 azul" seria "no 1 azul": com os dois-pontos, o nome da carta fica inteiro.
table-turn_came = Acabou de chegar a sua vez. Em foco: { $card }; { $key_play_card } joga.
table-focus_now = Em foco: { $card }.
table-first_to_match = { CAPITAL($card) } tinha que ir primeiro, a única que combina com { $top }.
# B pressed while a race without sound is still being announced: it does not count, and the race starts for
# everyone at the end of these words instead.
table-race_too_soon-buzzer = Cedo demais! Aperte { $key_buzzer } agora!
table-race_too_soon-slap = Cedo demais! Dê o tapa com { $key_buzzer } agora!
# B just after a race ended (it ends once all but one have pressed): the verdict has been given.
table-race_over = Tarde demais: a disputa acabou.
table-no_such_key = { $pressed }: nada aqui. { $key_help } lista as teclas.
table-match_over_to = { $place ->
        [lobby] { $key_play_card } volta para a sala de espera.
       *[main] { $key_play_card } volta para o menu principal.
    }

## A carta própria de uma edição, explicada na primeira vez que age numa partida.

note-creeper_drawn = Um Creeper comprado da pilha é mostrado a todos e faz quem comprou comprar mais 3 cartas.
note-creeper_played = Jogado, o Creeper é um coringa: quem joga escolhe a cor.
note-greyskull = Greyskull é um coringa: todos os outros compram 3 cartas, e quem joga escolhe a cor.

## F1 na mesa

help-table-table_review = a mesa na ordem do jogo: quantas cartas cada um tem e a última carta que jogou
help-table-hand_summary = a sua mão inteira numa frase, cor por cor

## Listas e menus. $kept: yes quando uma partida fica guardada para a próxima vez.

menu-goodbye = { $kept ->
        [yes] Até logo. A sua partida fica guardada: na próxima vez, escolha Continuar a partida salva.
       *[no] Até logo.
    }
help-choice-first = primeiro item
help-choice-last = último item

## A sala de espera e as opções: Enter numa opção lê a descrição dela.

lobby-back_kept = De volta à sala de espera. A partida fica guardada: para retomá-la, escolha Continuar a partida salva no menu principal.
lobby-no_description = Nada mais a dizer sobre este item.
help-lobby-choose = em Começar a partida, começa; numa opção, lê a descrição
main-match_kept = A partida fica guardada: para retomá-la, escolha Continuar a partida salva.

## Os valores de edição da sala de espera: o que as cartas próprias da edição fazem, dito antes da partida.

lobby-edition-classic = Clássica, 108 cartas
lobby-edition-minecraft = Minecraft, 112 cartas: um Creeper comprado da pilha faz quem comprou comprar mais 3; jogado, é um coringa
lobby-edition-motu = Masters of the Universe, 112 cartas, roxo no lugar do amarelo: Greyskull é um coringa que faz todos os outros comprarem 3

## Estatísticas: as vitórias e o último resultado, no topo da lista. $last: won ou lost.

stats-summary-matches = Partidas: { $played } jogadas, { $won } vencidas; a última { $last ->
        [won] vencida
       *[lost] perdida
    }.
stats-summary-rounds = Rodadas: { $played } jogadas, { $won } vencidas; a última { $last ->
        [won] vencida
       *[lost] perdida
    }.

## Issue 22
help-table-time_left = quanto tempo falta na sua vez
## UNO Flip na sala de espera: o baralho, e as opções com que ele não pode ser jogado (ditas quando uma é recusada, e quando
## a escolha do baralho desliga uma).
lobby-edition-flip = UNO Flip, 112 cartas de dois lados: um Flip vira todas as cartas para o lado escuro (rosa, turquesa, laranja e roxo), com Mais cinco, Pular todos e Coringa mais cor
refused-flip_no_zero = Sem a regra do 0 no baralho Flip: ele não tem zeros.
refused-no_mercy_skip_everyone = No baralho No Mercy, a regra Pular vale para todos fica desligada: ele já tem cartas Pular todos.
refused-flip_buzzer = Sem Zumbadores no baralho Flip: eles não têm lado escuro para virar.
## UNO No Mercy na sala de espera: o baralho, o que escolhê-lo define ($max_hand: o limite de cartas, $target_score), e
## as opções que ele joga do seu jeito: o valor como a sala de espera diz, e por que não podem mudar.
lobby-edition-no_mercy = UNO No Mercy, 168 cartas: Coringa mais seis, Coringa mais dez, Coringa inverter mais quatro, Coringa roleta de cores, Pular todos e Descartar tudo; uma carta de compra responde a qualquer outra igual ou menor, e quem chega a 25 cartas sai da rodada
lobby-edition_defaults-no_mercy = O baralho No Mercy define um limite de { $max_hand } cartas na mão, comprar até poder jogar e uma meta de { $target_score } pontos; você pode mudar isso.
# As palavras de um item, e depois o que a mudança desligou ou definiu (frases inteiras).
lobby-noted = { $label }. { $notes }
lobby-forced-no_mercy-stacking = a do No Mercy: qualquer carta de compra sobre outra igual ou menor
lobby-forced-no_mercy-zero_passes_hands = sim, no baralho No Mercy
lobby-forced-no_mercy-seven_swaps = sim, no baralho No Mercy
lobby-forced-no_mercy-draw_penalty_skips_turn = sim, no baralho No Mercy
lobby-forced-no_mercy-challenge = não, no baralho No Mercy
forced-no_mercy-stacking = O baralho No Mercy tem a sua própria resposta: qualquer carta de compra sobre outra que faz comprar o mesmo ou menos.
forced-no_mercy-zero_passes_hands = No baralho No Mercy, o 0 sempre passa todas as mãos adiante.
forced-no_mercy-seven_swaps = No baralho No Mercy, o 7 sempre troca de mão com quem você escolher.
forced-no_mercy-draw_penalty_skips_turn = No baralho No Mercy, quem compra uma penalização sempre perde a vez.
forced-no_mercy-challenge = Sem denúncia no baralho No Mercy: os coringas de compra podem ser jogados a qualquer momento.
note-flip = Um Flip vira todas as cartas, as da sua mão também: passa a valer o outro lado, com outras cores e outras cartas.
note-skip_everyone = Pular todos: todos os outros perdem a vez, e quem jogou joga de novo.
note-wild_draw_colour = Coringa mais cor: o próximo compra até sair uma carta da cor escolhida, e perde a vez.
note-discard_all = Descartar tudo: todas as outras cartas da mesma cor vão para a mesa junto com ela.
note-wild_colour_roulette = Coringa roleta de cores: o próximo escolhe uma cor, compra até sair uma carta dela e perde a vez.
note-wild_reverse_draw_four = Coringa inverter mais quatro: o sentido do jogo se inverte, e o próximo compra 4 ou responde com uma carta de compra igual ou maior.
note-wild_reverse_draw_four_two = Coringa inverter mais quatro entre dois jogadores: faz o outro perder a vez, e quem o jogou compra 4 ou as devolve com uma carta de compra igual ou maior.
note-wild_draw_six = Coringa mais seis: o próximo compra 6, ou responde com um mais seis ou um mais dez.
note-wild_draw_ten = Coringa mais dez: o próximo compra 10, ou responde com outro mais dez.
