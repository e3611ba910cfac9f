# Aprender à mesa (issue 24): a dica, o que uma carta faz, o valor da mão e as regras como documento.

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
hint-reason-mercy_out = ela leva { $player } ao limite da misericórdia, { $count ->
        [1] 1 carta
       *[other] { $count } cartas
    }: fora da rodada
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
options-hints = Dicas: { $value }
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
rules-document-basics-body = Jogue uma carta da cor, do número ou do símbolo da carta da mesa; um coringa vai sobre qualquer carta. Sem carta para jogar, compre uma. Diga UNO ao jogar a sua penúltima carta. Quem jogar todas as suas cartas primeiro ganha a rodada.
rules-document-changed = Nas regras oficiais: { $value }.
rules-document-section = { $heading }. { $body }
cli-rules-document = As opções escolhidas (--preset, --edition e --rule) imprimem as regras dessa partida como o documento de regras do jogo as mostra.

## F1 na mesa e na sala de espera.

help-table-hint = uma dica: o que o bot difícil faria agora, e por quê
help-table-explain_card = o que a carta em foco faz com as regras desta partida
help-table-explain_top_card = o que a carta de cima faz com as regras desta partida
help-table-hand_value = quantos pontos a sua mão vale
help-table-rules_document = as regras desta partida, uma regra por seção
help-lobby-rules_document = as regras da partida preparada, uma regra por seção
