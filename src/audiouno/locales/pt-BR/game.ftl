# As palavras da mesa: cartas, acontecimentos, recusas, avisos da fala, problemas do mapa de teclas, nomes dos bots.
# Ouvidas dezenas de vezes por minuto: curtas, a novidade primeiro. Os argumentos são os do inglês (en/game.ftl):
# $who "you" (o jogador) ou "other" ($player); $whom o mesmo para quem sofre a ação ($target); $colour o id da cor.

## Cores: `colour` sozinha e no nome das cartas (masculino: "5 vermelho", "Pular vermelho");
## `.feminine` concorda com "cor" e "carta" ("cor vermelha", "uma carta vermelha").

colour = { $colour ->
        [red] vermelho
        [yellow] amarelo
        [green] verde
        [blue] azul
        [pink] rosa
        [teal] turquesa
        [orange] laranja
       *[purple] roxo
    }
    .feminine = { $colour ->
        [red] vermelha
        [yellow] amarela
        [green] verde
        [blue] azul
        [pink] rosa
        [teal] turquesa
        [orange] laranja
       *[purple] roxa
    }

## Cartas
# Ordem: primeiro o número ou o símbolo, depois a cor, em todas as cartas ("5 vermelho", "Pular vermelho",
# "Mais dois vermelho"), como dizem os manuais em português e como se diz à mesa; quem ouve sabe sempre onde
# está a cor. (Os testes leem a linha seguinte.)
# order: face colour

card-0 = 0 { colour }
# "1 azul" seria lido "um azul", que também quer dizer "uma carta azul qualquer": com o artigo, "o 1 azul" (o um
# azul) só pode ser esta carta.
card-1 = o 1 { colour }
card-2 = 2 { colour }
card-3 = 3 { colour }
card-4 = 4 { colour }
card-5 = 5 { colour }
card-6 = 6 { colour }
card-7 = 7 { colour }
card-8 = 8 { colour }
card-9 = 9 { colour }
card-skip = Pular { colour }
card-reverse = Inverter { colour }
card-draw_two = Mais dois { colour }
card-wild = Coringa
card-wild_draw_four = Coringa mais quatro
card-creeper = Creeper
card-greyskull = Greyskull
card-buzzer = Zumbador
# UNO Flip: as cartas do lado claro, depois as do lado escuro (o Coringa do lado escuro tem o mesmo nome). "Flip"
# fica em inglês, como no nome do jogo e nas cartas vendidas aqui.
card-draw_one = Mais um { colour }
card-flip = Flip { colour }
card-wild_draw_two = Coringa mais dois
card-draw_five = Mais cinco { colour }
card-skip_everyone = Pular todos { colour }
card-wild_draw_colour = Coringa mais cor
# UNO No Mercy: o Mais quatro colorido e o Descartar tudo, depois os coringas (o Pular todos é o mesmo do Flip).
card-draw_four = Mais quatro { colour }
card-discard_all = Descartar tudo { colour }
card-wild_reverse_draw_four = Coringa inverter mais quatro
card-wild_draw_six = Coringa mais seis
card-wild_draw_ten = Coringa mais dez
card-wild_colour_roulette = Coringa roleta de cores

## O número ou o símbolo de uma carta, sem a cor, como objeto de "jogue": "um Pular", "um 7" (o nome da carta,
## nunca o verbo: "jogue vermelho ou pular" soaria como uma ordem de pular).

rank = { $rank ->
        [skip] um Pular
        [reverse] um Inverter
        [draw_two] um Mais dois
        [draw_one] um Mais um
        [flip] um Flip
        [draw_five] um Mais cinco
        [skip_everyone] um Pular todos
        [draw_four] um Mais quatro
        [discard_all] um Descartar tudo
       *[other] um { $rank }
    }

## Nomes dos bots: cada um começa com um som diferente.

bot-name-1 = Júlia
bot-name-2 = Rafael
bot-name-3 = Camila
bot-name-4 = Diego
bot-name-5 = Fernanda
bot-name-6 = Gustavo
bot-name-7 = Larissa
bot-name-8 = Thiago
bot-name-9 = Beatriz

## Listas: "a, b e c"

list-separator = {", "}
# Entre duas frases ditas uma depois da outra.
sentence-separator = {" "}
list-last = { $rest } e { $last }

## O sentido do jogo

direction = { $direction ->
       *[clockwise] horário
        [anticlockwise] anti-horário
    }

## Acontecimentos

event-name = { $who ->
        [you] você
       *[other] { $player }
    }
event-dealer_draw = { event-name } com { $card }
event-dealer_chosen = Sorteio de quem dá as cartas: { $draws }. { $who ->
        [you] A maior é a sua.
       *[other] A maior é de { $player }.
    }
event-reshuffled = Descarte embaralhado: nova pilha de { $count ->
        [1] { $count } carta.
       *[other] { $count } cartas.
    }
    .brief = Pilha embaralhada de novo.
event-reversed = Agora no sentido { direction }.
    .brief = Inverter, { direction }.
event-hands_passed = As mãos passam no sentido { direction }. Você fica com a mão de { $player }.
    .brief = Mãos passadas. A mão de { $player } é sua.
event-hands_passed_over =
    As mãos passam no sentido { direction }. { $out ->
        [match] Você está fora da partida.
       *[round] Você está fora da rodada: nenhuma mão vem para você.
    }
    .brief =
        Mãos passadas. { $out ->
            [match] Você está fora.
           *[round] Nenhuma para você.
        }
event-turn_gone = Não é mais a sua vez.
# An interception took the player's own turn: what it was laid on.
event-turn_gone_on = { CAPITAL($card) } interceptado: não é mais a sua vez.
event-round_blocked = Ninguém pode jogar: vence quem tem menos pontos na mão.
event-round_turn_limit = { $count ->
        [1] 1 jogada
       *[other] { $count } jogadas
    } e ninguém bateu: a rodada acaba, e vence quem tem menos pontos na mão.
event-round_added = Pontos somados: { $scores }.
    .brief = Pontos: { $scores }.
event-standings = Classificação: { $scores }.
    .brief = Total: { $scores }.
event-score = { event-name } { $points }
event-round_started = { $who ->
        [you] Rodada { $number }. Você dá { $cards ->
                [1] 1 carta
               *[other] { $cards } cartas
            } a cada um.
       *[other] Rodada { $number }. { $player } dá { $cards ->
                [1] 1 carta
               *[other] { $cards } cartas
            } a cada um.
    }
    .brief = { $who ->
        [you] Rodada { $number }. Você dá as cartas.
       *[other] Rodada { $number }. { $player } dá as cartas.
    }
event-round_started_unequal = { $who ->
        [you] Rodada { $number }. Você dá as cartas.
       *[other] Rodada { $number }. { $player } dá as cartas.
    }
event-starting_card-shown = Primeira carta: { $card }.
event-starting_card-returned = Saiu { $card }: volta para a pilha.
event-turn = { $who ->
        [you] Sua vez.
       *[other] Vez de { $player }.
    }
event-played = { $who ->
        [you] Você joga { $card }.
       *[other] { $player } joga { $card }.
    }
    .brief = { $who ->
        [you] { CAPITAL($card) }.
       *[other] { $player }: { $card }.
    }
event-stacked = { $who ->
        [you] Você responde com { $card }.
       *[other] { $player } responde com { $card }.
    }
    .brief = { $who ->
        [you] Responde: { $card }.
       *[other] { $player } responde: { $card }.
    }
event-sequence = { $who ->
        [you] Você continua com { $card }.
       *[other] { $player } continua com { $card }.
    }
    .brief = { $who ->
        [you] Depois, { $card }.
       *[other] { $player }, depois { $card }.
    }
event-intercepted = { $who ->
        [you] Você intercepta com { $card }!
       *[other] { $player } intercepta com { $card }!
    }
    .brief = { $who ->
        [you] Você intercepta com { $card }!
       *[other] { $player } intercepta: { $card }!
    }
event-jumped_in = { $who ->
        [you] Você corta com { $card }!
       *[other] { $player } corta com { $card }!
    }
    .brief = { $who ->
        [you] Você corta com { $card }!
       *[other] { $player } corta: { $card }!
    }
event-one_left = { $who ->
        [you] Resta uma carta.
       *[other] { $player } está com uma carta.
    }
    .brief = { $who ->
        [you] Resta uma carta.
       *[other] { $player }: uma carta.
    }
event-drew = { $who ->
        [you] Você compra { $count ->
            [1] a carta
           *[other] as cartas
        }: { $cards }.
       *[other] { $count ->
            [1] { $player } compra uma carta.
           *[other] { $player } compra { $count } cartas.
        }
    }
    .brief = { $who ->
        [you] Comprou { $count ->
            [1] a carta
           *[other] as cartas
        }: { $cards }.
       *[other] { $player } compra { $count }.
    }
event-drew_nothing = { $who ->
        [you] Não há mais cartas para comprar.
       *[other] { $player } não compra nada: a pilha está vazia.
    }
# $count: 3, ou menos quando a pilha está acabando (0: nada para comprar).
event-creeper = { $who ->
        [you] Creeper! Explodiu em você: { $count ->
            [0] nenhuma carta a mais, a pilha acabou.
            [1] mais 1 carta, a última da pilha.
           *[other] mais { $count } cartas.
        }
       *[other] Creeper! Explodiu em { $player }: { $count ->
            [0] nenhuma carta a mais, a pilha acabou.
            [1] mais 1 carta, a última da pilha.
           *[other] mais { $count } cartas.
        }
    }
    .brief = { $who ->
        [you] Creeper! Explodiu em você: { $count ->
            [0] nenhuma carta a mais.
            [1] mais 1 carta.
           *[other] mais { $count } cartas.
        }
       *[other] Creeper em { $player }!
    }
event-nothing_to_draw = { $who ->
        [you] Não há mais cartas para comprar. Você passa.
       *[other] Não há mais cartas para comprar. { $player } passa.
    }
event-passed = { $who ->
        [you] Você passa.
       *[other] { $player } passa.
    }
event-skipped = { $who ->
        [you] Você perde a vez.
       *[other] { $player } perde a vez.
    }
    .brief = { $who ->
        [you] Você perde a vez.
       *[other] { $player } perde a vez.
    }
event-colour_chosen = { $who ->
        [you] Você escolhe { colour }.
       *[other] { $player } escolhe { colour }.
    }
    .brief = { $who ->
        [you] { colour }.
       *[other] Cor { colour.feminine }.
    }
event-penalty = { $who ->
        [you] Penalização para você: { $total ->
                [1] 1 carta
               *[other] { $total } cartas
            }.
       *[other] Penalização para { $player }: { $total ->
                [1] 1 carta
               *[other] { $total } cartas
            }.
    }
    .brief = { $who ->
        [you] Penalização para você: { $total ->
                [1] 1 carta
               *[other] { $total } cartas
            }.
       *[other] { $player } deve comprar { $total }.
    }
event-penalty_moves = { $who ->
        [you] A penalização passa para você: { $total ->
                [1] 1 carta
               *[other] { $total } cartas
            }.
       *[other] A penalização passa para { $player }: { $total ->
                [1] 1 carta
               *[other] { $total } cartas
            }.
    }
    .brief = { $who ->
        [you] Penalização para você: { $total }.
       *[other] Penalização para { $player }: { $total }.
    }
event-challenge = { $who ->
        [you] { $verdict ->
            [guilty] Denúncia certa: { $target } estava blefando.
           *[innocent] Denúncia errada: { $target } jogou limpo.
        }
       *[other] { $whom ->
            [you] { $verdict ->
                [guilty] { $player } denuncia você: era blefe.
               *[innocent] { $player } denuncia você e perde.
            }
           *[other] { $verdict ->
                [guilty] { $player } denuncia { $target }: era blefe.
               *[innocent] { $player } denuncia { $target }: não era blefe.
            }
        }
    }
    .brief = { $who ->
        [you] { $verdict ->
            [guilty] Denúncia certa: { $target } estava blefando.
           *[innocent] Denúncia errada: { $target } jogou limpo.
        }
       *[other] { $whom ->
            [you] { $verdict ->
                [guilty] { $player } denuncia você: era blefe.
               *[innocent] { $player } denuncia você e perde.
            }
           *[other] { $verdict ->
                [guilty] { $player } pega { $target } blefando.
               *[innocent] { $player } denuncia { $target }: não era blefe.
            }
        }
    }
event-challenge-revealed = Mão de { $target } quando jogou a carta: { $cards }.
    .brief = { $count ->
            [1] { $target } tinha { $count } carta quando a jogou.
           *[other] { $target } tinha { $count } cartas quando a jogou.
        }
event-uno = { $who ->
        [you] Você diz UNO!
       *[other] { $player } diz UNO!
    }
    .brief = { $who ->
        [you] UNO!
       *[other] { $player }: UNO!
    }
event-caught = { $who ->
        [you] Você pega { $target } sem UNO!
       *[other] { $whom ->
            [you] { $player } pegou você sem UNO!
           *[other] { $player } pega { $target } sem UNO!
        }
    }
    .brief = { $who ->
        [you] Pegou { $target }!
       *[other] { $whom ->
            [you] { $player } pegou você!
           *[other] { $player } pegou { $target }!
        }
    }
# Depois de um Flip, um 0 ou um 7 trazerem uma mão nova: quais cartas dela combinam com a carta do topo ($count, nomeadas em $cards).
event-hand_playable = { $count ->
        [0] Nenhuma delas combina com a carta do topo.
        [1] Combina com a carta do topo: { $cards }.
       *[other] Combinam com a carta do topo: { $cards }.
    }
    .brief = { $count ->
        [0] Nenhuma jogável.
       *[other] Jogáveis: { $cards }.
    }
event-hand_playable_many = { $count ->
        [1] Uma delas combina
       *[other] { $count } delas combinam
    } com a carta do topo: { $key_next_playable } encontra cada uma.
event-you_hold = { $count ->
        [0] Agora você não tem nenhuma carta.
        [1] Agora você tem uma carta.
       *[other] Agora você tem { $count } cartas.
    }
    .brief = { $count ->
        [0] Nenhuma carta.
        [1] Uma carta.
       *[other] { $count } cartas.
    }
event-swapped = { $who ->
        [you] Você troca de mão com { $target }.
       *[other] { $whom ->
            [you] { $player } troca de mão com você.
           *[other] { $player } troca de mão com { $target }.
        }
    }
event-swap_declined = { $who ->
        [you] Você fica com a sua mão.
       *[other] { $player } não troca com ninguém.
    }
# $short: yes quando a pilha acaba antes de cada um dos outros comprar $count (as compras dizem quantas).
event-greyskull = { $short ->
        [yes] { $who ->
            [you] Pelos poderes de Greyskull! Todos os outros compram { $count }, até onde a pilha der.
           *[other] Pelos poderes de Greyskull! Todos menos { $player } compram { $count }, até onde a pilha der.
        }
       *[no] { $who ->
            [you] Pelos poderes de Greyskull! Todos os outros compram { $count }.
           *[other] Pelos poderes de Greyskull! Todos menos { $player } compram { $count }.
        }
    }
    .brief = { $short ->
        [yes] { $who ->
            [you] Greyskull! Os outros compram até { $count }.
           *[other] Greyskull! Todos menos { $player } compram até { $count }.
        }
       *[no] { $who ->
            [you] Greyskull! Os outros compram { $count }.
           *[other] Greyskull! Todos menos { $player } compram { $count }.
        }
    }
event-reaction-buzzer = { $who ->
        [you] Zumbador! Aperte { $key_buzzer }!
       *[other] Zumbador! Os outros disputam.
    }
    .brief = { $who ->
        [you] Zumbador! { $key_buzzer }!
       *[other] Zumbador!
    }
event-reaction-slap = { $who ->
        [you] Um 9! Dê o tapa com { $key_buzzer }!
       *[other] Um 9! Os outros dão o tapa.
    }
    .brief = { $who ->
        [you] Um 9! { $key_buzzer }!
       *[other] Um 9!
    }
event-pressed = { $who ->
        [you] Apertou em { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
            [1] segundo.
           *[other] segundos.
        }
       *[other] { $player } aperta.
    }
    .brief = { $who ->
        [you] { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
            [1] segundo.
           *[other] segundos.
        }
       *[other] { $player } aperta.
    }
event-reaction_over-buzzer = Quem demorou mais no zumbador: { $players }.
    .brief = Quem demorou mais: { $players }.
event-reaction_over-slap = Quem deu o tapa por último: { $players }.
    .brief = Por último: { $players }.
# A race with one player left to race (after a last card): decided as it opens, nobody presses.
event-reaction_alone-buzzer = { $who ->
        [you] Zumbador! Só você ficou na disputa.
       *[other] Zumbador! Só { $player } ficou na disputa.
    }
    .brief = Zumbador: { $who ->
        [you] só você.
       *[other] só { $player }.
    }
event-reaction_alone-slap = { $who ->
        [you] Um 9! Só você ficou para dar o tapa.
       *[other] Um 9! Só { $player } ficou para dar o tapa.
    }
    .brief = 9: { $who ->
        [you] só você.
       *[other] só { $player }.
    }
event-interception_failed = { $who ->
        [you] Interceptação falhou. { $reason }
       *[other] { $player } tenta interceptar com { $card } e falha.
    }
    .brief = { $who ->
        [you] Interceptação falhou. { $reason }
       *[other] { $player } falha a interceptação.
    }
event-penalty_points = { $count ->
        [1] { $count } ponto de penalização.
       *[other] { $count } pontos de penalização.
    }
event-wrong_play = { $who ->
        [you] Jogada errada, penalização. { $reason }
       *[other] { $player } joga { $card } errado: penalização.
    }
    .brief = { $who ->
        [you] Jogada errada, penalização. { $reason }
       *[other] { $player }: jogada errada.
    }
event-round_won = { $who ->
        [you] Você vence a rodada!
       *[other] { $player } vence a rodada.
    }
    .brief = { $who ->
        [you] Rodada ganha!
       *[other] { $player } vence a rodada.
    }
event-round_score = { $count ->
        [0] Nenhum ponto.
        [1] { $count } ponto.
       *[other] { $count } pontos.
    }
event-match_won = { $who ->
        [you] { $count ->
            [0] Você vence a partida!
           *[other] Você divide a vitória com { $players }!
        }
       *[other] { $count ->
            [1] { $players } vence a partida.
           *[other] { $players } dividem a vitória.
        }
    }
    .brief = { $who ->
        [you] { $count ->
            [0] Você vence!
           *[other] Você divide a vitória.
        }
       *[other] { $count ->
            [1] { $players } vence.
           *[other] { $players } dividem a vitória.
        }
    }

## Por que uma ação é recusada

illegal-round_in_progress = Já tem uma rodada em andamento.
illegal-match_over = A partida acabou.
illegal-out_of_match = Você está fora da partida.
illegal-round_over = A rodada acabou.
illegal-no_such_player = Esse jogador não existe.
illegal-unknown_action = Isso não dá para fazer aqui.
illegal-card_not_in_hand = Essa carta não está na sua mão.
illegal-does_not_match = Essa carta não combina.
illegal-does_not_match_either = Essa carta não combina: jogue uma carta { colour.feminine } ou { rank }.
illegal-does_not_match_colour = Essa carta não combina: jogue uma carta { colour.feminine }.
illegal-no_wild_finish = Não dá para bater com um coringa.
illegal-only_drawn_card = Agora só dá para jogar a carta que você acabou de comprar.
illegal-must_answer_penalty = Compre as cartas da penalização, ou responda com uma carta de compra.
illegal-choose_colour_first = Escolha uma cor primeiro.
illegal-choose_swap_first = Escolha primeiro com quem trocar.
illegal-reaction_pending = Agora não: aperte { $key_buzzer } primeiro!
illegal-not_your_turn = Não é a sua vez.
illegal-intercept_own_card = Você não pode interceptar a sua própria carta.
illegal-interception_too_late = Tarde demais para interceptar.
illegal-jump_in_with_penalty_card = Não dá para cortar com uma carta comprada como penalização.
illegal-interception_no_match = Essa carta não intercepta esta.
illegal-nothing_to_draw = Não há mais cartas para comprar: jogue uma carta.
illegal-nothing_to_keep = Você não tem carta comprada para guardar.
illegal-already_drew = Você já comprou: jogue essa carta ou guarde-a.
illegal-not_now = Agora não.
illegal-no_colour_to_choose = Não há cor para escolher.
illegal-not_a_colour = Essa cor não existe neste baralho.
illegal-no_swap_to_choose = Não há troca para escolher.
illegal-bad_swap_target = Você não pode trocar com esse jogador.
illegal-must_swap = No baralho No Mercy, o 7 sempre troca: escolha um jogador.
illegal-cannot_call_uno = Diga UNO com duas cartas na sua vez, ou com uma carta.
illegal-nobody_to_catch = Ninguém para pegar.
illegal-no_challenge = Não há nenhum mais quatro para denunciar.
illegal-nothing_to_buzz = Não há zumbador para apertar.
illegal-nothing_to_slap = Não há nenhum 9 para dar o tapa.
illegal-not_in_reaction = Você está fora desta disputa.
illegal-already_pressed = Você já apertou.

## A fala: por que o jogo não está falando como foi pedido. $wanted, $using e $failed são palavras de
## speech-backend (sem artigo); $reason é uma mensagem speech-reason.

speech-fallback = Sem { $wanted }: { $reason }. Agora: { $using }.
speech-failed = Parou de funcionar: { $failed }. Agora: { $using }.
speech-log_unavailable = Não foi possível gravar o registro de fala { $path }: { $detail }.
speech-no_voice = A fala embutida não tem voz em { $language ->
        [pt-BR] português
        [es] espanhol
       *[en] inglês
    }: ela lê com a voz padrão.
speech-arrived = Agora: { $using }, já disponível.
speech-backend-screenreader = leitor de tela
speech-backend-tts = fala embutida
speech-backend-log = registro em texto
speech-backend-silent = silêncio
speech-reason-missing_package = falta um pacote necessário
speech-reason-no_screen_reader = nenhum leitor de tela está aberto
speech-reason-engine_failed = não conseguiu iniciar
speech-reason-no_audio_output = nenhum dispositivo de som consegue tocá-la
speech-reason-still_starting = ainda está iniciando, e assume quando responder
speech-reason-no_console = não há console

## Erros num arquivo de mapa de teclas. As teclas em questão ficam com as teclas padrão.

keymap-unreadable = Não foi possível ler o mapa de teclas { $path }: { $detail }. Usando as teclas padrão.
keymap-unreadable_kept = Não foi possível ler o mapa de teclas { $path }: { $detail }. Usando as teclas padrão; ele foi movido para { $kept }.
keymap-not_a_file = O mapa de teclas { $path } não é um arquivo. Usando as teclas padrão.
keymap-not_a_file_kept = O mapa de teclas { $path } não é um arquivo. Usando as teclas padrão; ele foi movido para { $kept }.
keymap-too_big = O mapa de teclas { $path } passa de { $limit }, grande demais para um mapa de teclas. Usando as teclas padrão.
keymap-too_big_kept = O mapa de teclas { $path } passa de { $limit }, grande demais para um mapa de teclas. Usando as teclas padrão; seu arquivo foi guardado como { $kept }.
keymap-too_deep = O mapa de teclas { $path } tem um erro: listas dentro de listas demais. Usando as teclas padrão.
keymap-too_deep_kept = O mapa de teclas { $path } tem um erro: listas dentro de listas demais. Usando as teclas padrão; seu arquivo foi guardado como { $kept }.
keymap-more_problems = { $count ->
        [1] E mais { $count } problema no mapa de teclas { $path }, que não é lido.
       *[other] E mais { $count } problemas no mapa de teclas { $path }, que não são lidos.
    }
keymap-bad_file = O mapa de teclas { $path } tem um erro na linha { $line }: { $detail }. Usando as teclas padrão.
keymap-bad_file_kept = O mapa de teclas { $path } tem um erro na linha { $line }: { $detail }. Usando as teclas padrão; seu arquivo foi guardado como { $kept }.
keymap-unknown_place = Mapa de teclas { $path }, linha { $line }: não existe o lugar { $place }.
keymap-not_a_section = Mapa de teclas { $path }, linha { $line }: { $place } deve ser uma seção, escrita [{ $place }].
keymap-unknown_command = Mapa de teclas { $path }, linha { $line }: não existe o comando { $command } em { $place }.
keymap-not_a_list = Mapa de teclas { $path }, linha { $line }: { $command } precisa de uma lista de teclas, como ["space"].
keymap-unknown_key = Mapa de teclas { $path }, linha { $line }: tecla desconhecida { $name } para { $command }.
keymap-key_twice = Mapa de teclas { $path }, linha { $line }: { $name } já é de { $other }, não pode ser também de { $command }.

## Nomes das teclas, como as dicas e a ajuda (F1) os dizem. Letras e números são ditos como são.

keyname-shift = Shift
keyname-ctrl = Ctrl
keyname-alt = Alt
keyname-left = Seta esquerda
keyname-right = Seta direita
keyname-up = Seta acima
keyname-down = Seta abaixo
keyname-home = Home
keyname-end = End
keyname-return = Enter
keyname-kp_enter = Enter do teclado numérico
keyname-space = Espaço
keyname-comma = Vírgula
keyname-period = Ponto
keyname-escape = Esc
keyname-tab = Tab
keyname-backspace = Backspace
keyname-delete = Delete
keyname-f1 = F1
keyname-f2 = F2
keyname-f3 = F3
keyname-f4 = F4
keyname-f5 = F5
keyname-f6 = F6
keyname-f7 = F7
keyname-f8 = F8
keyname-f9 = F9
keyname-f10 = F10
keyname-f11 = F11
keyname-f12 = F12
keyname-equals = Igual
keyname-plus = Mais
keyname-minus = Menos
keyname-kp_plus = Mais do teclado numérico
keyname-kp_minus = Menos do teclado numérico

## A distribuição, como quem ouve a entende: quem dá as cartas e por quê numa frase (todas as cartas do sorteio
## ficam no histórico e são ditas a pedido), com quantas cartas cada um recebe.

event-dealer_highest = { $who ->
        [you] Você dá { $cards ->
            [1] 1 carta
           *[other] { $cards } cartas
        }: { $card }, a mais alta.
       *[other] { $player } dá { $cards ->
            [1] 1 carta
           *[other] { $cards } cartas
        }: { $card }, a mais alta.
    }
event-dealer_draw_none = Não houve sorteio de quem dá as cartas: as cartas já estavam preparadas.

## Enter com uma penalização pendente e sem acumular: nenhuma carta responde a ela.

# Sob uma penalização (com acúmulo): as cartas da mão que respondem a ela ($cards, $count delas), ou nenhuma.
illegal-answer_penalty_with = { $count ->
        [1] Agora só { $cards } responde à penalização; senão, { $key_draw } aceita.
       *[other] Agora só { $cards } respondem à penalização; senão, { $key_draw } aceita.
    }
illegal-nothing_answers = Nada na sua mão responde a esta penalização: { $key_draw } aceita.
illegal-must_take_penalty = Primeiro compre a penalização: { $key_draw } pega as cartas.

## Muitas cartas compradas de uma vez: contadas, e cada uma dita no histórico.

event-drew_many = Você compra { $count ->
        [1] 1 carta; o histórico diz qual.
       *[other] { $count } cartas; o histórico diz quais.
    }

## Fora da vez: de quem era a vez que a interceptação tomou, e a sequência do jogador ainda aberta. $seconds: um número.

event-turn_lost = { CAPITAL($card) } interceptado: { $player } perde a vez.
table-sequence_open = Sequência aberta: { lobby-seconds } para jogar o número seguinte.
    .brief = Sequência: { lobby-seconds }.

## Compras, respostas e mãos. $count, $left, $total: números; $number: o número de uma carta;
## $cards: cartas pelo nome; $may_pass: "yes" quando quem comprou à vontade pode encerrar a vez.

event-drew_until = { $who ->
        [you] { $count ->
            [1] Você compra a carta { $cards }, procurando uma para jogar.
           *[other] Você compra { $count } cartas procurando uma para jogar: { $cards }.
        }
       *[other] { $count ->
            [1] { $player } compra 1 carta procurando uma para jogar.
           *[other] { $player } compra { $count } cartas procurando uma para jogar.
        }
    }
event-drew_until_many = Você compra { $count ->
        [1] 1 carta procurando uma para jogar; o histórico diz qual.
       *[other] { $count } cartas procurando uma para jogar; o histórico diz quais.
    }
event-same_rank = { $who ->
        [you] Você joga { $count ->
            [1] 1 carta de número { $number }: { $cards }.
           *[other] { $count } cartas de número { $number }: { $cards }.
        }
       *[other] { $player } joga { $count ->
            [1] 1 carta de número { $number }: { $cards }.
           *[other] { $count } cartas de número { $number }: { $cards }.
        }
    }
event-same_rank_top = Por cima fica { $card }.
event-free_draw = { $who ->
        [you] { $left ->
            [0] Acabaram as compras livres.
            [one] A sua vez continua: mais 1 compra livre.
           *[other] A sua vez continua: mais { $left } compras livres.
        } { $may_pass ->
            [yes] Jogue uma carta, ou { $key_end_turn } encerra a vez.
           *[other] Jogue uma carta.
        }
       *[other] { $player } compra e continua na vez.
    }
event-penalty_deflected = { $who ->
        [you] Você desvia a penalização.
       *[other] { $player } desvia a penalização.
    }
event-out_of_round = { $who ->
        [you] Você tem { $count ->
            [1] 1 carta
           *[other] { $count } cartas
        }: está fora desta rodada.
       *[other] { $player } tem { $count ->
            [1] 1 carta
           *[other] { $count } cartas
        } e está fora desta rodada.
    }
# Quem sai da rodada com o baralho No Mercy: a mão fica de lado (dito depois de event-out_of_round).
event-hand_set_aside = { $who ->
        [you] As suas cartas ficam de lado até a pilha acabar.
       *[other] As cartas de { $player } ficam de lado até a pilha acabar.
    }
# A pilha acabou: as mãos postas de lado voltam junto com o descarte (event-reshuffled vem depois).
event-set_aside_returned = As mãos de quem saiu da rodada voltam para a pilha: { $count ->
        [1] 1 carta.
       *[other] { $count } cartas.
    }
# O bônus do No Mercy, antes do resultado da rodada: $points para cada um de $players que saiu da rodada.
event-knockouts = { $count ->
        [1] Fora da rodada: { $players }, { $points ->
            [1] 1 ponto
           *[other] { $points } pontos
        }.
       *[other] Fora da rodada: { $players }, { $points ->
            [1] 1 ponto
           *[other] { $points } pontos
        } cada.
    }
illegal-must_play = Você tem carta para jogar, então tem que jogar uma.
illegal-must_play_drawn = No baralho No Mercy, a carta que encerra a sua compra tem que ser jogada.
illegal-no_free_draws_left = Não há mais compras livres nesta vez.
illegal-not_same_rank = Essas cartas não são todas do mesmo número.
illegal-one_card_at_a_time = Nesta mesa se joga uma carta por vez.
illegal-out_of_round = Você está fora desta rodada.

## Issue 22: o Pular que pula todos, o tempo por jogada, a eliminação. $outcome: drew, kept ou nothing.

## UNO Flip: a mesa vira, Pular todos, Coringa mais cor.
# $side: dark ou light, o lado agora para cima; $card: a carta agora no topo; $count: as cartas na mão do jogador.
event-flipped = { $side ->
        [dark] Flip! Tudo vira para o lado escuro.
       *[light] Flip! Tudo volta para o lado claro.
    } No topo: { $card }. Você tem { $count ->
        [1] 1 carta
       *[other] { $count } cartas
    }, também viradas.
    .brief = { $side ->
        [dark] Lado escuro.
       *[light] Lado claro.
    } No topo: { $card }.
event-everyone_skipped = { $who ->
        [you] Todos os outros perdem a vez: você joga de novo.
       *[other] Todos os outros perdem a vez: { $player } joga de novo.
    }
    .brief = { $who ->
        [you] Todos pulados: você de novo.
       *[other] Todos pulados: { $player } de novo.
    }
event-colour_penalty = { $who ->
        [you] Penalização para você: compre até sair uma carta { colour.feminine }.
       *[other] Penalização para { $player }: compra até sair uma carta { colour.feminine }.
    }
    .brief = { $who ->
        [you] Você compra até sair uma { colour.feminine }.
       *[other] { $player } compra até sair uma { colour.feminine }.
    }
event-timed_out = { $who ->
        [you] { $outcome ->
            [kept] O tempo acabou: você fica com a carta e a vez passa.
            [nothing] O tempo acabou: a vez passa.
           *[drew] { $count ->
                [1] O tempo acabou: você compra uma carta e a vez passa.
               *[other] O tempo acabou: você compra { $count } cartas e a vez passa.
            }
        }
       *[other] { $outcome ->
            [kept] O tempo acabou: { $player } fica com a carta e a vez passa.
            [nothing] O tempo acabou: a vez de { $player } passa.
           *[drew] { $count ->
                [1] O tempo acabou: { $player } compra uma carta e a vez passa.
               *[other] O tempo acabou: { $player } compra { $count } cartas e a vez passa.
            }
        }
    }
# A vítima de uma Roleta de Cores deixou o tempo acabar: fica para ela a cor que ela mais tem (no empate, a
# primeira do baralho), e ela compra até sair uma carta dessa cor.
event-timed_out_named =
    { $who ->
        [you] O tempo acabou: a cor escolhida para você é { colour }, a que você mais tem.
       *[other] O tempo acabou: a cor escolhida para { $player } é { colour }, a que { $player } mais tem.
    }
event-eliminated = { $who ->
        [you] Você está fora da partida, com { $points ->
            [1] 1 ponto
           *[other] { $points } pontos
        }. A partida continua sem você.
       *[other] { $player } está fora da partida, com { $points ->
            [1] 1 ponto
           *[other] { $points } pontos
        }.
    }

## UNO No Mercy: a roleta de cores e o Descartar tudo (a regra da misericórdia é o event-out_of_round).
# Em quem a roleta cai: escolhe uma cor e compra até sair uma carta dela (para o jogador, a pergunta da cor que
# vem em seguida já diz isso).
event-roulette = { $who ->
        [you] Roleta de cores para você.
       *[other] Roleta de cores para { $player }: escolhe uma cor e compra até sair uma carta dela.
    }
    .brief = { $who ->
        [you] Roleta: escolha uma cor.
       *[other] Roleta para { $player }.
    }
# Um Descartar tudo: mais $count cartas da mesma cor foram junto, $cards os nomes delas (mostradas a todos).
event-discarded = { $who ->
        [you] { $count ->
            [0] Você não tem outra carta dessa cor.
            [1] Junto com ela, você descarta mais 1 carta: { $cards }.
           *[other] Junto com ela, você descarta mais { $count } cartas: { $cards }.
        }
       *[other] { $count ->
            [0] { $player } não tem outra carta dessa cor.
            [1] Junto com ela, { $player } descarta mais 1 carta: { $cards }.
           *[other] Junto com ela, { $player } descarta mais { $count } cartas: { $cards }.
        }
    }
    .brief = { $who ->
        [you] Você descarta { $count ->
            [1] a carta
           *[other] as cartas
        }: { $cards }.
       *[other] { $player } descarta { $count ->
            [1] 1 carta
           *[other] { $count } cartas
        }.
    }
# Cartas que outro jogador comprou à vista de todos (as de uma Roleta de cores): $cards, pelo nome.
event-drew_shown = { $player } compra { $count ->
        [1] a carta
       *[other] as cartas
    }: { $cards }.
    .brief = { $player }: { $cards }.
