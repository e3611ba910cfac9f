# Aprender à mesa: a dica, o que uma carta faz, o valor da mão e as regras como documento.

## A dica: o que o bot difícil faria agora, e por quê, numa frase.
## $action é uma das mensagens hint-action, $why os motivos numa lista.

hint = { $action }: { $why }.
    .brief = { $action }.
hint-off = As dicas estão desligadas; ligue-as nas opções.
hint-expert = O especialista: { $hint }
hint-thinking = O especialista está pensando.
hint-action-play = Jogue { $card }
hint-action-together = Jogue { $together } juntas
hint-action-draw = Compre uma carta
hint-action-take = { $count ->
        [0] Aceite a penalização
        [1] Compre a carta
       *[other] Compre as { $count } cartas
    }
hint-action-pass = Guarde a carta e passe
hint-action-colour = Escolha a cor { colour.feminine }
hint-action-swap = Troque de mão com { $player }
hint-action-keep_hand = Fique com a sua mão
hint-action-challenge = Denuncie a carta
hint-action-uno = Diga UNO
hint-action-catch = Pegue { $player } sem UNO
hint-action-buzz = Aperte o zumbador
hint-action-slap = Dê o tapa no 9
hint-action-wait = Espere
hint-action-other = Faça o que o bot difícil faz
# Os motivos. $player é o jogador de quem o motivo fala; $count e $colour conforme o tipo.
hint-reason-only_playable = é a única carta que você pode jogar
hint-reason-attack = { $player } tem { $count ->
        [1] uma carta só
       *[other] { $count } cartas
    }
hint-reason-another_turn = você joga de novo
hint-reason-keeps_wild = o seu coringa fica para depois
hint-reason-changes_colour = a cor passa a ser { colour.feminine }
hint-reason-next_lacks = { $player } parece não ter carta { colour.feminine }
hint-reason-colour_held = você tem mais { $count ->
        [1] uma carta { colour.feminine }
       *[other] { $count } cartas dessa cor
    }
hint-reason-colour_count =
    { $count ->
        [0] você não tem nenhuma carta { colour.feminine }, nem de outra cor
        [1] você tem uma carta { colour.feminine }
       *[other] você tem { $count } cartas dessa cor
    }
hint-reason-sheds_points = você se livra de { $count ->
        [1] 1 ponto
       *[other] { $count } pontos
    }
hint-reason-flip_helps = o outro lado combina melhor com a sua mão
hint-reason-best_of = é a melhor { $count ->
        [1] e única carta que dá para jogar
       *[other] das { $count } cartas que dá para jogar
    }
hint-reason-nothing_playable = nenhuma carta da sua mão dá para jogar
hint-reason-play_drawn = a carta que você comprou dá para jogar
hint-reason-keep_drawn = é melhor guardá-la para depois
hint-reason-all_together = { $count ->
        [1] 1 carta sai da sua mão
       *[other] { $count } cartas saem da sua mão de uma vez
    }
hint-reason-stack = ela passa { $count ->
        [1] a carta
       *[other] as { $count } cartas
    } adiante
hint-reason-no_answer = nada na sua mão passa a penalização adiante
hint-reason-likely_bluff =
    uma jogada assim é blefe em cerca de { $count ->
        [1] 1 vez
       *[other] { $count } vezes
    } em cem
hint-reason-likely_honest =
    uma jogada assim é blefe só em cerca de { $count ->
        [1] 1 vez
       *[other] { $count } vezes
    } em cem
hint-reason-fewer_cards = { $player } tem só { $count ->
        [1] uma carta
       *[other] { $count } cartas
    }
hint-reason-nobody_fewer = ninguém tem menos cartas que você
hint-reason-last_card = você tem uma carta só
hint-reason-forgot_uno = { $player } tem uma carta só e não disse UNO
hint-reason-race = quem demorar mais compra
hint-reason-out_of_turn = você se livra de { $count ->
        [1] 1 ponto
       *[other] { $count } pontos
    } fora da sua vez
# As decisões próprias do No Mercy. stack_up: $count é a pilha que o próximo passa a ter; discard_all: $count é
# quantas cartas saem da mão, contando o Descartar tudo; roulette_colour: $count cartas não vistas da cor escolhida;
# mercy_out: $count é o limite da misericórdia; smallest_hand: o 7 obriga a trocar, $count é o tamanho dessa mão.
hint-reason-stack_up = ela aumenta a penalização, e { $player } fica com { $count ->
        [1] 1 carta
       *[other] { $count } cartas
    } para comprar
hint-reason-discard_all = { $count ->
        [1] é a sua única carta { colour.feminine }
       *[other] as suas { $count } cartas da cor { colour.feminine } saem da sua mão de uma vez
    }
hint-reason-roulette_colour = { $count ->
        [0] todas as cartas coloridas já foram vistas: qualquer cor serve
        [1] 1 carta que você ainda não viu é da cor { colour.feminine }, mais do que de qualquer outra cor: a compra deve parar mais cedo
       *[other] { $count } das cartas que você ainda não viu são da cor { colour.feminine }, mais do que de qualquer outra cor: a compra deve parar mais cedo
    }
hint-reason-roulette_victim = { $player } escolhe uma cor e compra até ela sair
hint-reason-mercy_out = ela leva { $player } ao limite da misericórdia, { $count ->
        [1] 1 carta
       *[other] { $count } cartas
    }: fora da rodada
# O Coringa inverter mais quatro entre dois jogadores: faz o outro perder a vez e quem o joga compra. stack_back:
# $count é o que $player passa a ter para comprar quando o jogador devolve; self_draw: $count é o que o jogador compraria.
hint-reason-stack_back = ela faz { $player } perder a vez e a compra cai em você, mas você devolve: { $player } fica com { $count ->
        [1] 1 carta
       *[other] { $count } cartas
    } para comprar
hint-reason-self_draw = entre dois jogadores, o seu coringa inverter mais quatro faria { $player } perder a vez e você comprar { $count ->
        [1] 1 carta
       *[other] { $count } cartas
    }
hint-reason-smallest_hand = o 7 obriga a trocar, e { $player } tem a menor mão: { $count ->
        [1] uma carta
       *[other] { $count } cartas
    }
hint-reason-nothing_to_do = é a vez de { $player }
hint-reason-nothing_yet = agora não há nada para você fazer
hint-reason-round_over = a rodada acabou
hint-reason-hard_bots_choice = é o que o bot difícil faz aqui
hint-reason-searched = jogando até o fim a partir daqui, ela vence cerca de { $count ->
        [1] 1 rodada
       *[other] { $count } rodadas
    } em cem, mais que a escolha do bot difícil
hints-used = { $count ->
        [1] Você usou uma dica nesta partida.
       *[other] Você usou { $count } dicas nesta partida.
    }
stats-hints_used = Dicas usadas: { $count }
options-hints = Dicas na tecla { $key_hint }: { $value }
options-hints-description = Ligadas: { $key_hint } diz o que o bot difícil faria agora, e por quê. Desligadas: a tecla só diz que as dicas estão desligadas.
options-expert_hints = Dicas do especialista: { $value }
options-expert_hints-description = Ligadas: { $key_hint } pergunta ao bot especialista, que testa as jogadas em muitas distribuições possíveis e responde um instante depois. Desligadas: o bot difícil responde na hora.

## O que uma carta faz, com as regras em vigor: W na carta em foco, Shift+W na carta de cima.

explain-no_card = Nenhuma carta aí.
explain-number = { CAPITAL($card) }: uma carta de número, jogada sobre a sua cor ou o seu número; vale { $points ->
        [1] 1 ponto
       *[other] { $points } pontos
    }.
explain-seven_swaps = Quem a joga pode trocar de mão com outro jogador.
explain-zero_passes = Todos passam a mão para o próximo jogador.
explain-slap = Todos dão o tapa com { $key_buzzer }; o último a dar o tapa compra.
explain-skip = { CAPITAL($card) }: o próximo jogador perde a vez.
explain-skip_all = { CAPITAL($card) }: todos os outros jogadores perdem a vez, e quem a jogou joga de novo.
explain-skip_two = Com dois jogadores, quem a jogou joga de novo.
explain-reverse = { CAPITAL($card) }: o sentido do jogo se inverte.
explain-reverse_two = { $two ->
        [skip] Com dois jogadores, ela vale como um Pular: quem a jogou joga de novo.
       *[reverse] Com dois jogadores, ela só inverte o sentido: o outro jogador joga em seguida.
    }
explain-draw_two = { CAPITAL($card) }: o próximo jogador compra 2 cartas { $skips ->
        [yes] e perde a vez.
       *[no] e depois joga.
    }
explain-draw_one = { CAPITAL($card) }: o próximo jogador compra 1 carta { $skips ->
        [yes] e perde a vez.
       *[no] e depois joga.
    }
explain-draw_five = { CAPITAL($card) }: o próximo jogador compra 5 cartas { $skips ->
        [yes] e perde a vez.
       *[no] e depois joga.
    }
explain-stacking =
    { $stacking ->
        [no_mercy] Aqui as cartas de compra sempre se acumulam: ele pode passar a penalização adiante com qualquer carta de compra de valor igual ou maior, de qualquer cor.
        [manual] Com a resposta, ele pode passar a penalização adiante com uma carta igual.
        [house_flip] Com a resposta, ele pode passar a penalização adiante com uma carta de compra; um Coringa mais dois também responde a um Mais um.
       *[house] Com a resposta, ele pode passar a penalização adiante com uma carta de compra; um Coringa mais quatro também responde a um Mais dois.
    }
explain-advanced = Um Pular, um Inverter ou um Coringa também respondem.
explain-wild = { CAPITAL($card) }: um coringa, jogado sobre qualquer carta; quem o joga escolhe a cor.
explain-wild_draw_four = { CAPITAL($card) }: um coringa; quem o joga escolhe a cor, e o próximo jogador compra 4 cartas { $skips ->
        [yes] e perde a vez.
       *[no] e depois joga.
    }
explain-wild_draw_two = { CAPITAL($card) }: um coringa; quem o joga escolhe a cor, e o próximo jogador compra 2 cartas { $skips ->
        [yes] e perde a vez.
       *[no] e depois joga.
    }
explain-challenge = { $challenge ->
        [official] Jogado por quem tem a cor da mesa, é um blefe que a vítima pode denunciar.
       *[manual] Jogado por quem tem outra carta que dá para jogar, é um blefe que a vítima pode denunciar.
    }
explain-creeper = { CAPITAL($card) }: um coringa; quem o joga escolhe a cor. Comprado da pilha, ele é mostrado, e quem o comprou compra mais 3.
explain-greyskull = { CAPITAL($card) }: um coringa; todos os outros jogadores compram 3, e quem o joga escolhe a cor.
explain-buzzer = { CAPITAL($card) }: jogado sobre qualquer carta, e qualquer carta vai sobre ele. Todos apertam { $key_buzzer }; quem demorar mais compra 3.
explain-flip = { CAPITAL($card) }: todas as cartas viram, a sua mão também; o outro lado passa a valer, com as suas cores e cartas.
explain-wild_draw_colour = { CAPITAL($card) }: um coringa; quem o joga escolhe a cor, e o próximo jogador compra até sair uma carta dessa cor, e perde a vez.
explain-draw_four = { CAPITAL($card) }: o próximo jogador compra 4 cartas { $skips ->
        [yes] e perde a vez.
       *[no] e depois joga.
    }
explain-wild_draw_six = { CAPITAL($card) }: um coringa; quem o joga escolhe a cor, e o próximo jogador compra 6 cartas { $skips ->
        [yes] e perde a vez.
       *[no] e depois joga.
    }
explain-wild_draw_ten = { CAPITAL($card) }: um coringa; quem o joga escolhe a cor, e o próximo jogador compra 10 cartas { $skips ->
        [yes] e perde a vez.
       *[no] e depois joga.
    }
explain-wild_reverse_draw_four =
    { CAPITAL($card) }: um coringa; quem o joga escolhe a cor, o sentido do jogo se inverte, e quem passa a ser o próximo compra 4 cartas { $skips ->
        [yes] e perde a vez.
       *[no] e depois joga.
    }
# O Coringa inverter mais quatro entre dois jogadores, como a mesa joga o Inverter ($two: skip ou reverse).
explain-reverse_draw_four_two = { $two ->
        [skip] Com dois jogadores, ele faz o outro perder a vez e quem o jogou compra as 4, a não ser que as devolva acumulando.
       *[reverse] Com dois jogadores, ele só inverte o sentido: o outro jogador compra.
    }
explain-discard_all = { CAPITAL($card) }: todas as outras cartas da mesma cor na mão de quem a joga saem junto com ela.
explain-wild_colour_roulette = { CAPITAL($card) }: um coringa; o próximo jogador escolhe uma cor, compra até sair uma carta dessa cor, e perde a vez.
explain-no_wild_finish = Ela não pode ser a sua última carta.
explain-points = Vale { $points ->
        [1] 1 ponto
       *[other] { $points } pontos
    }.

## O valor da mão: P.

hand-value = { $count ->
        [0] A sua mão está vazia.
       *[other] A sua mão vale { $points ->
            [1] 1 ponto
           *[other] { $points } pontos
        }. { $scoring ->
            [winner_takes] Se outro jogador bater agora, é isso que ele marca.
           *[penalty] Se a rodada acabasse agora, é isso que você marcaria.
        }
    }

## As regras como documento: Ctrl+F1 na mesa e na sala de espera, e `audio-uno rules --preset`.

rules-document-title = As regras desta partida, uma regra por seção. Setas para cima e para baixo mudam de seção, Enter lê a seção, Esc volta.
rules-document-basics = Como jogar
rules-document-basics-body = Jogue uma carta da cor, do número ou do símbolo da carta da mesa; um coringa vai sobre qualquer carta. Sem carta para jogar, compre { $draw ->
        [until] até sair uma que possa ser jogada
       *[one] uma
    }. Diga UNO ao jogar a sua penúltima carta. Quem jogar todas as suas cartas primeiro ganha a rodada.
rules-document-changed = Nas regras oficiais: { $value }.
rules-document-section = { $heading }. { $body }
# O que este jogo escolheu para um baralho onde as regras impressas não dizem nada ou as fontes discordam: uma
# seção, uma frase por nota. $deck: o nome do baralho.
rules-document-deck_notes = O que este jogo escolheu para { $deck }, onde as regras impressas não dizem
rules-deck_note-classic-dealer_tie = Quem empata com a carta mais alta no sorteio de quem dá as cartas compra de novo.
rules-deck_note-classic-empty_piles = Sem nada para comprar, quem não pode jogar passa a vez; quando ninguém pode, vence a rodada quem tem menos pontos na mão.
rules-deck_note-classic-turn_limit = Uma rodada que passa de 1.000 jogadas acaba, e vence quem tem menos pontos na mão.
rules-deck_note-minecraft-creeper_start = Um Creeper virado no começo é um coringa comum: o primeiro jogador escolhe a cor.
rules-deck_note-minecraft-creeper_points = Um Creeper que fica na mão vale 50 pontos, como um coringa.
rules-deck_note-motu-greyskull_start = Um Greyskull virado no começo é um coringa comum: ninguém compra, e o primeiro jogador escolhe a cor.
rules-deck_note-motu-greyskull_points = A contagem de pontos das regras está cortada: um Greyskull que fica na mão vale 50 pontos, como um coringa.
rules-deck_note-flip-flip_start = Um Flip virado no começo vira a mesa antes de alguém jogar; a carta escura que fica em cima não foi jogada, então a ação dela não vale, e se for um coringa escuro o primeiro jogador escolhe a cor.
rules-deck_note-flip-wild_draw_two_start = Um Coringa mais dois virado no começo volta para a pilha, como o Coringa mais quatro no jogo clássico.
rules-deck_note-flip-flip_last = Um Flip jogado como última carta vira a mesa, e a rodada é contada no lado em que termina.
rules-deck_note-flip-draw_colour_last = Um Coringa compra cor jogado como última carta ainda vale: quem o jogou escolhe a cor e o próximo jogador compra até ela sair antes da contagem da rodada.
rules-deck_note-no_mercy-card_breakdown = As fontes discordam sobre as 168 cartas: este jogo tem, em cada cor, duas de cada número de 0 a 9, três Pular, três Inverter, três Mais dois, três Descartar tudo, dois Pular todos e dois Mais quatro, e ainda oito Coringas inverter mais quatro, quatro Coringas mais seis, quatro Coringas mais dez e oito Coringas roleta de cores.
rules-deck_note-no_mercy-starting_card = Uma carta inicial que não é de número volta para baixo da pilha, e a seguinte é virada.
rules-deck_note-no_mercy-last_draw_card = Uma carta de compra jogada como última carta ainda vale: o próximo jogador compra antes da contagem da rodada, e só pode acumular com a opção de esperar as respostas às compras.
rules-deck_note-no_mercy-reverse_draw_four_last = Um Coringa inverter mais quatro jogado como última carta entre dois jogadores faria quem o jogou comprar: ninguém compra, e a rodada acaba.
rules-deck_note-no_mercy-roulette_last = Uma Roleta de cores jogada como última carta ainda vale: o próximo jogador escolhe uma cor e compra até ela sair antes da contagem da rodada.
rules-deck_note-no_mercy-set_aside = As mãos postas de lado voltam ao jogo no próximo embaralhamento, mesmo quando formam sozinhas a nova pilha.
rules-deck_note-no_mercy-knocked_out_hands = Um 7 só troca com quem ainda está na rodada, e um 0 passa as mãos só entre quem ainda está nela: quem saiu da rodada não recebe nenhuma.
cli-rules-document = As opções escolhidas (--preset, --edition e --rule) imprimem as regras dessa partida como o documento de regras do jogo as mostra.

## F1 na mesa e na sala de espera.

help-table-hint = uma dica: o que o bot difícil faria agora, e por quê
help-table-explain_card = o que a carta em foco faz com as regras desta partida
help-table-explain_top_card = o que a carta de cima faz com as regras desta partida
help-table-hand_value = quantos pontos a sua mão vale
help-table-rules_document = as regras desta partida, uma regra por seção
help-lobby-rules_document = as regras da partida preparada, uma regra por seção
