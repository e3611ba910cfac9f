# As palavras do programa em volta do jogo: saudação, sala de espera, menus e escolhas, respostas às teclas da mesa,
# avisos, ajuda (F1) e a linha de comando. $key_<comando> é a tecla de um comando da mesa, como o jogador a definiu.

app-title = audio-uno
app-welcome = Boas-vindas ao audio-uno. Fala: { $backend }.
app-no_sound = Sem dispositivo de som: só a fala.
app-no_display = Não foi possível abrir a janela do jogo: nenhuma tela foi encontrada. O audio-uno precisa de uma sessão gráfica, numa tela, para ler as teclas; abra-o a partir de uma.

## --trace CAMINHO

trace-unavailable = Não foi possível gravar o rastro { $path }: { $detail }. O jogo segue sem ele.

## Os idiomas, cada um com o próprio nome

language-en = English
language-pt-BR = Português do Brasil
language-es = Español

## A sala de espera

lobby-title = Sala de espera.
lobby-back = De volta à sala de espera.
lobby-hint = { $key_lobby_start } começa a partida de qualquer item. { $key_lobby_previous_item } e { $key_lobby_next_item } percorrem as opções, { $key_lobby_lower } e { $key_lobby_higher } mudam o valor, { $key_lobby_choose } lê a descrição de uma opção, { $key_lobby_help } para ajuda.
lobby-start = Começar a partida
lobby-replace_question = Começar uma partida nova? A partida salva será perdida.
lobby-players = Jogadores: { $count }
lobby-bot = { $name }: { $strength }
lobby-strength-random = aleatório
lobby-strength-random-description = Joga qualquer carta permitida, ao acaso: a referência.
lobby-strength-easy = fácil
lobby-strength-easy-description = Um jogador tranquilo: joga simples e reage devagar.
lobby-strength-normal = normal
lobby-strength-normal-description = Um jogador comum: jogadas sensatas, reações na média.
lobby-strength-hard = difícil
lobby-strength-hard-description = Um jogador esperto: acompanha as cartas e reage rápido.
lobby-strength-expert = especialista
lobby-strength-expert-description = Um mestre: joga como o bot difícil e testa suas jogadas em muitas distribuições possíveis antes de jogar.
lobby-preset = Regras: { $preset }
lobby-preset_changed = Regras: { $preset }, alteradas abaixo
lobby-option = { $name }: { $value }
# Sim e não: "ligado" teria de concordar com o nome de cada opção ("Sequências: ligadas").
lobby-on = sim
lobby-off = não
lobby-no_limit = sem limite
lobby-players_minus_one = jogadores menos um
lobby-number = { $value }
lobby-seconds = { $seconds } { $seconds ->
        [1] segundo
       *[other] segundos
    }
lobby-lowest = { $label }, o mínimo.
lobby-highest = { $label }, o máximo.
lobby-verbosity = Detalhe da fala: { $value }
lobby-verbosity-full = completo
lobby-verbosity-brief = breve
lobby-verbosity-essentials = essencial
lobby-verbosity-custom = do seu jeito
lobby-verbosity-description = Completo diz tudo. Breve diz com menos palavras e deixa de fora de quem é a vez entre os bots. Essencial toca só o som do que os outros fazem e mantém a sua vez com a carta do topo, as suas disputas, as penalizações que podem passar para você e os resultados. Do seu jeito: os níveis que você escolheu abaixo. { $key_verbosity_profile } alterna entre completo, breve e essencial durante a partida.
lobby-card_position = Posição da carta: { $value }
lobby-card_position-description = Sim: ao percorrer a mão, diz também onde está cada carta, como 3 de 7.
lobby-language = Idioma: { $name }
lobby-language-description = O idioma do jogo todo. { $key_lobby_lower } e { $key_lobby_higher } trocam na hora.
lobby-value-first_player-left = esquerda, sentido horário
lobby-value-first_player-right = direita, sentido anti-horário
lobby-value-challenge-official = oficial
lobby-value-challenge-manual = blefe
lobby-value-challenge-off = desligada
lobby-value-scoring-winner_takes = o vencedor leva tudo
lobby-value-scoring-penalty = penalização
lobby-value-scoring-elimination = eliminação
lobby-value-stacking-off = desligada
lobby-value-stacking-manual = mesma carta
lobby-value-stacking-house = mais quatro sobre mais dois também
lobby-value-interception-off = desligada
lobby-value-interception-identical = número idêntico
lobby-value-interception-super = mesmo número ou símbolo
lobby-value-interception-jump_in = corte

## Listas de escolha e menus

choice-item = { $label }, { $number } de { $count }.
choice-hint = { $key_choice_previous } e { $key_choice_next } percorrem a lista, { $key_choice_confirm } escolhe, ou aperte o número.
menu-title = Menu.
menu-resume = Voltar ao jogo
menu-leave_match = Sair da partida
menu-quit = Fechar o audio-uno
menu-yes = Sim
menu-no = Não
menu-leave_question = Sair desta partida?
menu-quit_question = Fechar o audio-uno?
menu-back_to_game = De volta ao jogo.

## A mesa

table-my_name = Você
table-welcome = Nova partida contra { $opponents }.
table-continued = Rodada { $round }.
table-you_hold = { $count ->
        [0] Você não tem nenhuma carta.
       *[other] Você tem { table-cards }.
    }
table-cards = { $count ->
        [0] nenhuma carta
        [1] { $count } carta
       *[other] { $count } cartas
    }
table-no_top_card = Ainda não há carta na mesa.
table-colour_to_match = { $colour ->
        [choosing] sendo escolhida
        [any] qualquer uma
       *[other] { colour.feminine }
    }
table-top_card = { CAPITAL($card) } no topo. Cor: { table-colour_to_match }.
table-colour = Cor: { table-colour_to_match }.
table-no_penalty = Nenhuma penalização pendente.
table-penalty = { $who ->
        [you] { $count ->
            [0] Você não precisa comprar nenhuma carta.
           *[other] Você precisa comprar { table-cards }.
        }
       *[other] { $count ->
            [0] { $name } não precisa comprar nenhuma carta.
           *[other] { $name } precisa comprar { table-cards }.
        }
    }
table-score = { $name } { $points }
table-scores = Pontos: { $scores }. Meta: { $target }.
table-scores_penalty = Pontos: { $scores }. Limite { $target }: vence a menor pontuação.
table-scores_elimination = Pontos: { $scores }. Limite { $target }: quem chegar a ele sai da partida.
table-no_turn = Entre rodadas.
table-turn = { $who ->
        [you] Sua vez, sentido { direction }; depois, { table-next }.
       *[other] Vez de { $name }, sentido { direction }; depois, { table-next }.
    }
table-next = { $next_who ->
        [you] você
       *[other] { $next }
    }
table-reaction_turn = Todos apertam { $key_buzzer } agora. Sentido { direction }.
# O que um jogador tem; $out: knocked (fora com o baralho No Mercy, a mão posta de lado), round (fora da rodada no
# limite de cartas, com a mão), match (fora da partida), no (em jogo).
table-held = { $out ->
        [knocked] fora da rodada, mão posta de lado
        [round] fora da rodada, { table-cards }
        [match] fora da partida
       *[no] { table-cards }
    }
table-hand_size = { $name }: { table-held }
table-next_round_prompt = { $key_play_card } para a próxima rodada.
# $keep: no quando as regras obrigam a jogar a carta que acabou de ser comprada (jogar é obrigatório, a compra até
# poder jogar do No Mercy).
table-drawn_prompt = { $keep ->
       *[yes] { $key_play_card } joga, { $key_draw } guarda.
        [no] { $key_play_card } joga: ela tem que ser jogada.
    }
# Depois de comprar muitas cartas de uma vez (o histórico diz quais): a carta que Enter joga agora; a comprada que pode ser jogada.
table-enter_plays = { $key_play_card } joga { $card }.
table-drawn_card = A carta que você pode jogar: { $card }.
table-no_others_of_number = Você não tem outra carta com o mesmo número que { $card }.
table-penalty_prompt = { $key_draw } compra { table-cards }.
table-challenge_prompt = { $key_challenge } denuncia o blefe.
table-playable = { $count ->
        [0] Nenhuma carta jogável.
        [1] { $count } carta jogável.
       *[other] { $count } cartas jogáveis.
    }
table-nothing_playable = Nada para jogar: { $key_draw } compra.
table-nothing_playable_now = Nada para jogar agora.
table-card_playable = { CAPITAL($card) }, jogável
table-card_bluff = { CAPITAL($card) }, jogável, mas é blefe: { $rule ->
        [official] você tem uma carta { colour.feminine }
       *[manual] você tem outra carta que pode jogar
    }
table-card_position = { $position } de { $count }
table-edge-first = primeira carta
table-edge-last = última carta
table-edge-only = sua única carta
table-empty_hand = Sua mão está vazia.
table-choose_colour = Escolha uma cor.
table-choose_roulette_colour = Roleta de cores: escolha uma cor; você compra até sair uma carta dela.
table-roulette = { $who ->
        [you] Roleta de cores: você escolhe uma cor e compra até ela sair.
       *[other] Roleta de cores: { $name } escolhe uma cor e compra até ela sair.
    }
table-choose_swap = Trocar de mão com quem?
table-swap_with = { $name }, { table-cards }
table-keep_hand = Ninguém: fico com a minha mão
table-nobody_to_catch = Ninguém para pegar sem UNO.
table-challenge_off = A denúncia de blefe está desligada nesta mesa.
table-buzzer_off = Nesta mesa não há zumbador nem tapa no 9.
table-sorted = { $sort ->
        [colour] Ordenadas por cor.
        [number] Ordenadas por número.
       *[off] Sem ordem: como as cartas chegaram.
    }
table-sorted_reversed = { table-sorted } Ao contrário.
table-no_messages = Ainda não há mensagens.
table-cue_volume = Volume dos sons: { $percent } por cento.
table-bot_pace = Os bots esperam { $seconds } { $seconds ->
        [1] segundo
       *[other] segundos
    } depois de cada fala: a { $wpm } palavras por minuto, cerca de { $felt } segundos por jogada.

## Ajuda (F1): "Seta esquerda ou Vírgula: carta anterior."

help-line = { $keys }: { $does }.
help-item = { $keys }: { $does }
help-or = {" ou "}
help-lobby_intro = Teclas da sala de espera.
help-table_intro = Teclas da mesa.
help-options_intro = Teclas das opções.
help-choice_typing = Uma tecla de número escolhe direto; uma letra vai ao próximo item que começa com ela.
help-lobby-previous_item = item anterior
help-lobby-next_item = próximo item
help-lobby-lower = diminui o valor
help-lobby-higher = aumenta o valor
help-lobby-first_item = primeiro item
help-lobby-last_item = último item
help-lobby-start = começa a partida, de qualquer item
help-lobby-repeat = repete o item
help-lobby-help = esta ajuda
help-lobby-back = volta ao menu principal
help-table-previous_card = carta anterior
help-table-next_card = próxima carta
help-table-previous_group = cor ou número anterior
help-table-next_group = próxima cor ou número
help-table-first_card = primeira carta
help-table-last_card = última carta
help-table-play_card = joga a carta; fora da vez, intercepta quando as regras permitem
help-table-draw = compra, aceita uma penalização ou guarda a carta comprada
help-table-play_all_of_number = joga juntas todas as cartas deste número, esta por cima (quando as regras permitem várias)
help-table-end_turn = encerra a vez ficando com as cartas, depois das compras livres
help-table-top_card = a carta do topo, a cor e a penalização pendente
help-table-scores = pontuação
help-table-whose_turn = de quem é a vez e o sentido
help-table-uno = diz UNO, ou pega quem não disse
help-table-challenge = denuncia o blefe de um mais quatro
help-table-buzzer = aperta o zumbador, ou dá o tapa no 9
help-table-sort_by_colour = ordena por cor; de novo, ao contrário
help-table-sort_by_number = ordena por número; de novo, ao contrário
help-table-sort_off = sem ordenação
help-table-colour_to_match = a cor da vez
help-table-hand_sizes = quantas cartas cada jogador tem
help-table-pending_penalty = a penalização pendente
help-table-next_playable = próxima carta que dá para jogar agora: na sua vez, ou para interceptar ou continuar uma sequência
help-table-previous_playable = carta anterior que dá para jogar agora
help-table-older_message = mensagem anterior
help-table-newer_message = mensagem seguinte
help-table-oldest_message = primeira mensagem
help-table-newest_message = última mensagem
help-table-repeat_message = repete a última mensagem
help-table-help = esta ajuda
help-table-cue_volume_down = sons mais baixos
help-table-cue_volume_up = sons mais altos
help-table-bots_slower = bots mais lentos
help-table-bots_faster = bots mais rápidos
help-table-menu = o menu
help-options-previous_item = opção anterior
help-options-next_item = próxima opção
help-options-lower = diminui o valor
help-options-higher = aumenta o valor
help-options-first_item = primeira opção
help-options-last_item = última opção
help-options-choose = abre a lista de teclas, ou restaura as teclas padrão
help-options-repeat = repete a opção
help-options-help = esta ajuda
help-options-back = volta ao menu principal; toda mudança já está guardada
help-choice-previous = item anterior
help-choice-next = próximo item
help-choice-confirm = escolhe
help-choice-back = volta; onde é preciso escolher, abre o menu
help-choice-help = esta ajuda

## O menu principal

main-title = Menu principal.
main-continue = { $saved ->
       *[yes] Continuar a partida salva
        [no] Continuar: não há partida salva
    }
main-new = Nova partida
main-options = Opções
main-rules = Regras da partida preparada
main-keys = Descritor de teclas
main-statistics = Estatísticas
main-quit = Sair
main-nothing_saved = Não há partida salva.

## Opções: guardadas de uma sessão para a outra

options-title = Opções.
options-hint = { $key_options_previous_item } e { $key_options_next_item } percorrem as opções, { $key_options_lower } e { $key_options_higher } mudam o valor; toda mudança fica guardada na hora. { $key_options_back } volta.
options-change_hint = { $key_options_lower } e { $key_options_higher } mudam esta opção.
options-speech = Fala: { $value }
options-speech-auto = a melhor que houver
options-speech-screenreader = seu leitor de tela
options-speech-tts = fala embutida
options-speech-log = só um registro em texto
options-speech-silent = sem fala
options-speech-description = Vale a partir da próxima vez; o --speech da linha de comando tem prioridade.
options-pace = Os bots esperam { $value } { $value ->
        [1] segundo
       *[other] segundos
    } antes de jogar
options-volume = Volume dos sons: { $value } por cento
options-width = Largura do estéreo: { $value } por cento
options-width-description = Quanto os sons se abrem do centro para o lugar de cada jogador; 0 põe todos os sons no meio.
options-sort = Mão ordenada: { $value }
options-sort-off = como as cartas chegaram
options-sort-colour = por cor
options-sort-number = por número
options-sort-description = Como a sua mão é ordenada no começo de uma partida.
options-keys = Teclas
options-keys-description = Enter lista todos os comandos; escolha um e aperte a nova tecla.
options-reset_keys = Restaurar as teclas padrão
options-reset_question = Restaurar todas as teclas padrão?

## Teclas e o descritor de teclas

keys-title = Teclas.
keys-item-table = Na mesa, { $command }: { $keys }
keys-item-lobby = Na sala de espera, { $command }: { $keys }
keys-item-options = Nas opções, { $command }: { $keys }
keys-item-choice = Nas listas, { $command }: { $keys }
keys-item-practice = No treino, { $command }: { $keys }
keys-item-drill = Num exercício, { $command }: { $keys }
keys-item-calibration = Na calibração, { $command }: { $keys }
keys-unbound = nenhuma tecla
keys-press = Nova tecla para: { $command }. Atual: { $keys }. Aperte a nova tecla, ou Esc para cancelar.
keys-cancelled = Cancelado. A tecla fica como estava.
keys-unusable = Essa tecla não pode ser usada. Aperte outra, ou Esc.
keys-same = { $pressed } já faz isso.
keys-taken = { $pressed } já está em uso aqui: { $command }. Aperte outra tecla, ou Esc.
keys-bound = { $pressed } agora: { $command }.
keys-reset_done = Todas as teclas voltaram ao padrão.
describer-title = Descritor de teclas. Aperte qualquer tecla para ouvir o que ela faz; nada acontece. Esc sai.
describer-table = na mesa, { $does }
describer-choice = nas listas, { $does }
describer-does = { $pressed }: { $does }.
describer-nothing = { $pressed }: nada.
describer-unnamed = Essa tecla

## As regras da partida preparada e as estatísticas

rules-title = Regras { $preset }, { $players } jogadores. Enter lê a descrição de uma regra.
stats-title = Estatísticas, as mais novas primeiro.
stats-none = Nada jogado ainda.
stats-other = { $name }: { $count }
stats-other_time = { $name }: { $count ->
        [1] 1 vez
       *[other] { $count } vezes
    }, média de { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) } { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [1] segundo
       *[other] segundos
    }, melhor { NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) }
stats-matches_played = Partidas jogadas: { $count }
stats-matches_won = Partidas vencidas: { $count }
stats-matches_played-preset = Partidas jogadas com as regras { $value }: { $count }
stats-matches_won-preset = Partidas vencidas com as regras { $value }: { $count }
stats-matches_played-strength = Partidas jogadas contra bots de nível { $value }: { $count }
stats-matches_won-strength = Partidas vencidas contra bots de nível { $value }: { $count }
stats-rounds_played = Rodadas jogadas: { $count }
stats-rounds_won = Rodadas vencidas: { $count }
stats-rounds_played-preset = Rodadas jogadas com as regras { $value }: { $count }
stats-rounds_won-preset = Rodadas vencidas com as regras { $value }: { $count }
stats-rounds_played-strength = Rodadas jogadas contra bots de nível { $value }: { $count }
stats-rounds_won-strength = Rodadas vencidas contra bots de nível { $value }: { $count }
stats-challenges_won = Denúncias certas: { $count }
stats-challenges_lost = Denúncias erradas: { $count }
stats-uno_catches_made = Jogadores que você pegou sem UNO: { $count }
stats-uno_catches_suffered = Vezes que pegaram você sem UNO: { $count }
stats-races_won-buzzer = Disputas do zumbador vencidas: { $count }
stats-races_lost-buzzer = Disputas do zumbador perdidas: { $count }
stats-races_won-slap = Disputas do tapa vencidas: { $count }
stats-races_lost-slap = Disputas do tapa perdidas: { $count }
stats-reaction-buzzer = Reação ao zumbador: média de { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) } { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [1] segundo
       *[other] segundos
    }, melhor { NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) }, em { $count ->
        [1] 1 toque
       *[other] { $count } toques
    }
stats-reaction-slap = Reação ao tapa: média de { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) } { NUMBER($average, minimumFractionDigits: 2, maximumFractionDigits: 2) ->
        [1] segundo
       *[other] segundos
    }, melhor { NUMBER($best, minimumFractionDigits: 2, maximumFractionDigits: 2) }, em { $count ->
        [1] 1 tapa
       *[other] { $count } tapas
    }

## Os arquivos do jogador

files-what-settings = opções
files-what-keymap = mapa de teclas
files-what-statistics = estatísticas
files-what-match = partida salva
files-damaged_kept = Não foi possível usar seu arquivo de { $what }; o jogo usa os valores padrão, e o arquivo foi guardado como { $kept }.
files-damaged = Não foi possível usar seu arquivo de { $what }; o jogo usa os valores padrão.
files-unwritable = Não foi possível gravar seu arquivo de { $what }: { $detail }.

## A linha de comando: `audio-uno rules` e `audio-uno simulate`. Nomes de opções, valores, predefinições e
## variantes são o que a linha de comando aceita, e ficam como estão.

cli-rules-options = Opções de regra (valor oficial entre colchetes):
cli-rules-presets = Predefinições:
cli-rules-variants = Variantes para --variants:
cli-rules-decks = Baralhos (--edition):
cli-simulate-summary = { $games ->
        [1] 1 rodada
       *[other] { $games } rodadas
    }, { $players } jogadores, regras { $preset }, edição { $edition }
cli-simulate-speed = { $rate } rodadas por segundo, { $turns } jogadas por rodada
cli-simulate-seat = lugar { $seat } ({ $bot }): venceu { NUMBER($share, minimumFractionDigits: 1, maximumFractionDigits: 1) }%
cli-simulate-bot = { $bot }: { NUMBER($share, minimumFractionDigits: 1, maximumFractionDigits: 1) }% das rodadas em que jogou (intervalo de 95%: { NUMBER($low, minimumFractionDigits: 1, maximumFractionDigits: 1) }% a { NUMBER($high, minimumFractionDigits: 1, maximumFractionDigits: 1) }%)

## As palavras da própria linha de comando: o `audio-uno --help` de cada comando, as recusas e a linha de
## progresso. As palavras do argparse em volta delas (uso, opções ...) estão em argparse.po.

cli-rules-milliseconds = { $values }; em milissegundos no --rule
cli-help-description = UNO para pessoas cegas e com baixa visão. Sem comando: jogar.
cli-help-version = mostra a versão do programa e sai
cli-help-commands = comandos
cli-help-play = jogar contra bots, pelo teclado e pelo som (o padrão)
cli-help-simulate = jogar rodadas só de bots, sem janela, e resumir os resultados
cli-help-practice = treinar o zumbador: exercícios de reação, cronometrados ao milissegundo
cli-help-rules = listar as opções de regra, as predefinições e as variantes
cli-help-games = rodadas a jogar (padrão 1000)
cli-help-players = jogadores na mesa (padrão: tantos quantos em --bots, ou 4)
cli-help-seed_every = fixa todas as distribuições e todas as escolhas dos bots
cli-help-edition = o baralho (padrão classic)
cli-help-preset = as regras (padrão official)
cli-help-variants = lista separada por vírgulas das variantes a ligar, ou all: { $variants }
cli-help-bots = lista separada por vírgulas de estratégias, uma por lugar: { $strategies }
cli-help-rotate = troca os lugares entre as rodadas, para anular a vantagem de um lugar
cli-help-json = imprime um único objeto JSON
cli-help-export = grava todas as respostas do treino em CSV (para uma planilha) e termina
cli-help-replace = com --export: substitui o arquivo CSV se ele já existir, sem perguntar
cli-help-lang = o idioma do jogo (padrão: o escolhido no jogo e guardado nas opções, senão o do sistema)
cli-help-speech = quem fala: seu leitor de tela, a fala embutida, um registro em texto ou ninguém (padrão: o que dizem as opções; no começo auto, o melhor que houver)
cli-help-speech_log = também acrescenta cada mensagem falada a { $path }
cli-help-seed = fixa as distribuições e as escolhas dos bots
cli-help-config_dir = onde ficam as opções e o mapa de teclas (padrão: $AUDIO_UNO_CONFIG_DIR, senão a pasta de configuração do sistema)
cli-help-data_dir = onde ficam as estatísticas e a partida salva (padrão: $AUDIO_UNO_DATA_DIR, senão a pasta de dados do sistema)
cli-help-trace = grava cada tecla, fala e som em { $path }, um objeto JSON por linha (para relatar problemas)
cli-help-continue = pula o menu principal: retoma a partida salva
cli-help-new = pula o menu principal: prepara uma partida nova
cli-help-watch = começa na hora uma partida com a última preparação e um bot deste nível no seu lugar; você só escuta
cli-metavar-path = CAMINHO
cli-metavar-strength = NÍVEL
cli-metavar-list = LISTA
cli-error-players = --players deve ser de 2 a 10
cli-error-bots_count = --bots dá { $count ->
        [1] 1 estratégia
       *[other] { $count } estratégias
    } para { $players } jogadores
cli-error-unknown_strategy = estratégia desconhecida { $name }; escolha entre { $choices }
cli-error-games = --games deve ser pelo menos 1
cli-error-variants_all = --variants all já liga todas as variantes: use-o sozinho
cli-error-unknown_variant = variante desconhecida { $name }; escolha entre { $choices } ou all
cli-error-empty_name = { $option } tem um nome vazio em { $value }: escreva os nomes com uma vírgula entre cada um
cli-error-empty_path = o caminho está vazio: indique uma pasta ou um arquivo
cli-own_file = { $path } é um dos arquivos do próprio jogo, então { $option } não pode gravar nele. Escolha outro nome de arquivo.
cli-simulate-progress = { $percent }% feito, { $done } de { $total ->
        [1] 1 rodada
       *[other] { $total } rodadas
    }, faltam uns { $remaining }
cli-stopped = audio-uno: interrompido por { $signal }.

## Files that parse but lie, two windows on the same files, a full disk. $what: a files-what message's words.

files-what-watch = partida assistida
files-values_reset = { $count ->
    [1] Um valor no seu arquivo de { $what } não pôde ser usado e voltou ao padrão; todo o resto do arquivo foi mantido.
   *[other] { $count } valores no seu arquivo de { $what } não puderam ser usados e voltaram ao padrão; todo o resto do arquivo foi mantido.
}
files-writable_again = Seu arquivo de { $what } voltou a ser salvo.
files-read_only = Outra janela do audio-uno já está aberta com os seus arquivos, então esta só os lê: nada do que você mudar, jogar ou treinar aqui fica guardado. Feche a outra janela para guardar seu progresso.
files-folder_is_a_file = { $which ->
    [config] Não dá para guardar suas configurações e teclas
    [data] Não dá para guardar suas estatísticas, a partida salva, as lições e o treino
   *[both] Não dá para guardar seus arquivos
}: { $folder } é um arquivo, não uma pasta. O jogo continua sem guardar essas informações.
files-folder_unusable = { $which ->
    [config] Não dá para guardar suas configurações e teclas
    [data] Não dá para guardar suas estatísticas, a partida salva, as lições e o treino
   *[both] Não dá para guardar seus arquivos
} em { $folder }: { $detail }. O jogo continua sem guardar essas informações.
files-lock_unavailable = Esta janela não consegue garantir que é a única usando seus arquivos ({ $detail }), então só os lê: nada do que você mudar, jogar ou treinar aqui fica guardado.

## A velocidade do leitor de tela: o item das opções e a medição. $value e $wpm são palavras por minuto;
## $count, quantas frases são ditas.

options-listener_wpm = Qual a velocidade do seu leitor de tela? Cerca de { $value } palavras por minuto
options-listener_wpm-description = Quando o leitor de tela não avisa que terminou de falar, o jogo espera esse tempo para que você ouça as novidades. Enter mede a velocidade em cerca de um minuto. Um leitor de tela que avisa quando termina ajusta a velocidade sozinho.
listening-title = A velocidade do seu leitor de tela
listening-first = Antes do tutorial: qual a velocidade do seu leitor de tela? O jogo espera as próprias falas nessa velocidade, agora { $wpm } palavras por minuto. Para medir em cerca de um minuto, aperte { $key_options_choose }: o jogo diz { $count ->
        [1] 1 frase
       *[other] { $count } frases
    }, e você aperta { $key_options_choose } assim que cada uma terminar. { $key_options_back } mantém { $wpm } palavras por minuto e começa o tutorial.
listening-intro = O jogo vai dizer { $count ->
        [1] 1 frase
       *[other] { $count } frases
    }. Aperte { $key_options_choose } assim que cada uma terminar; { $key_options_back } interrompe. Aperte { $key_options_choose } para começar.
listening-sentence-1 = Ana joga 7 verde, e Bruno compra duas cartas.
listening-sentence-2 = Carla muda a cor para azul. Sua vez, três cartas jogáveis.
listening-sentence-3 = Bruno intercepta com 5 vermelho, e Ana perde a vez.
listening-sentence-4 = Rodada dois. Carla dá sete cartas para cada um. Primeira carta: Pular amarelo.
listening-sentence-5 = Ana está com uma carta e diz UNO. Vez de Bruno.
listening-early = Foi antes do fim. Mais uma vez.
listening-result = Seu leitor de tela fala cerca de { $wpm } palavras por minuto. Agora o jogo espera as novidades nessa velocidade.
listening-too_few = Poucas respostas para medir. A velocidade continua em { $wpm } palavras por minuto.
listening-stopped = Interrompido. A velocidade continua em { $wpm } palavras por minuto.

## Ajuda (F1) da tecla da mesa que repete o sorteio de quem dá as cartas.

help-table-dealer_draw = as cartas do sorteio de quem dá as cartas

## UNO Flip na mesa: o outro lado de uma carta, o lado para cima, comprar até uma cor.
table-other_side = Do outro lado: { $card }.
table-one_sided = As cartas deste baralho têm um lado só.
table-side = { $side ->
        [dark] Lado escuro para cima.
       *[light] Lado claro para cima.
    }
table-penalty_until = { $who ->
        [you] Você precisa comprar até sair uma carta { colour.feminine }.
       *[other] { $name } precisa comprar até sair uma carta { colour.feminine }.
    }
help-table-other_side = o outro lado da carta, no baralho Flip
table-penalty_until_prompt = { $key_draw } compra até sair a cor.

## A tela para baixa visão: as opções, e a tecla da própria janela (tela cheia), que funciona em qualquer lugar.

options-theme = Aparência: { $value }
options-theme-dark = alto contraste, branco no preto
options-theme-light = alto contraste, preto no branco
options-theme-colour_blind = cores para daltonismo, com padrões
options-theme-description = Como a janela é desenhada: branco no preto, preto no branco, ou cores que quem tem daltonismo consegue distinguir. Cada carta também tem um padrão próprio da sua cor.
options-text_scale = Tamanho do texto: { $value } por cento
options-text_scale-description = O tamanho das palavras na janela, até três vezes o normal. As listas e a mão rolam para manter à vista o que está em foco. { $key_window_larger_text } e { $key_window_smaller_text } mudam o tamanho em qualquer lugar do jogo.
options-full_screen = Tela cheia: { $value }
options-full_screen-description = A janela ocupa a tela inteira. { $key_window_full_screen } liga e desliga em qualquer lugar do jogo.
view-full_screen = { $on ->
        [yes] Tela cheia.
       *[no] Em janela.
    }
view-full_screen_refused = Esta tela não permite tela cheia; o jogo continua na janela.
help-window-full_screen = tela cheia, ou de volta à janela
keys-item-window = Em qualquer lugar, { $command }: { $keys }
describer-window = em qualquer lugar, { $does }
help-window-larger_text = texto maior
help-window-smaller_text = texto menor
options-screen_reader_output = Leitor de tela: { $value }
options-screen_reader_output-speech_and_braille = fala e braille
options-screen_reader_output-speech = só fala
options-screen_reader_output-braille = só braille
options-screen_reader_output-description = O que o seu leitor de tela recebe. A linha braille mostra a forma curta de cada mensagem. Com a opção só braille, o jogo espera você ler cada linha, no seu ritmo de leitura em braille.
options-screen_reader_output-missing = Você escolheu só braille, mas aqui o seu leitor de tela não tem linha braille para o jogo; então o jogo fala.
options-braille_wpm = Leitura em braille: cerca de { $value } palavras por minuto
options-braille_wpm-description = Com a opção só braille, o jogo espera esse tempo para você ler cada linha antes de continuar.
options-race_volume = Volume dos sons das disputas: { $value } por cento
options-race_volume-description = Os sons do zumbador e do tapa: o sinal para apertar, um toque, o fim da disputa. Mais altos que os outros, eles se destacam.
options-mute_unfocused = Silenciar os sons ao sair da janela: { $value }
options-mute_unfocused-description = Enquanto outra janela estiver na frente, o jogo não toca nenhum som; a fala continua.
options-sounds = Ouvir todos os sons
options-sounds-description = Enter lista todos os sons com o que cada um quer dizer; Enter em um deles toca o som, de onde você o ouve na mesa.
sounds-title = Os sons do jogo
sounds-hint = Enter toca o som; a ação de um jogador vem do lugar dele, aqui à sua esquerda. Esc volta.
sounds-no_device = Não há nenhum dispositivo de som, então nenhum destes sons pode ser tocado.
sounds-cue-card_number = Uma carta de número na mesa
sounds-cue-card_skip = Um Pular na mesa
sounds-cue-card_reverse = Um Inverter na mesa
sounds-cue-card_draw_two = Um Mais dois na mesa
sounds-cue-card_wild = Um Coringa na mesa
sounds-cue-card_draw_four = Um Coringa mais quatro na mesa
sounds-cue-card_creeper = Um Creeper na mesa
sounds-cue-card_greyskull = Uma carta Greyskull na mesa
sounds-cue-card_buzzer = Uma carta Zumbador na mesa
sounds-cue-card_draw_one = Um Mais um na mesa
sounds-cue-card_draw_five = Um Mais cinco na mesa
sounds-cue-card_wild_draw_two = Um Coringa mais dois na mesa
sounds-cue-card_wild_draw_colour = Um Coringa mais cor na mesa
sounds-cue-card_skip_everyone = Um Pular todos na mesa
sounds-cue-card_flip = Uma carta Flip na mesa
sounds-cue-flip_dark = A mesa vira para o lado escuro
sounds-cue-flip_light = A mesa volta para o lado claro
sounds-cue-skip_everyone = Todos os outros pulados
sounds-cue-draw_one = Uma carta para comprar
sounds-cue-draw_five = Cinco cartas para comprar
sounds-cue-draw_colour = Comprar até sair uma cor
sounds-cue-card_wild_reverse_draw_four = Um Coringa inverter mais quatro na mesa
sounds-cue-card_wild_draw_six = Um Coringa mais seis na mesa
sounds-cue-card_wild_draw_ten = Um Coringa mais dez na mesa
sounds-cue-card_discard_all = Um Descartar tudo na mesa
sounds-cue-card_wild_colour_roulette = Um Coringa roleta de cores na mesa
sounds-cue-draw_six = Seis cartas para comprar
sounds-cue-draw_ten = Dez cartas para comprar
sounds-cue-discard_all = Todas as cartas de uma cor vão para a mesa
sounds-cue-roulette = A roleta de cores gira: compra até sair a cor
sounds-cue-mercy_out = Fora da rodada pelo limite de cartas
sounds-cue-draw = Uma carta comprada
sounds-cue-shuffle = O descarte embaralhado numa nova pilha
sounds-cue-deal = As cartas distribuídas
sounds-cue-skip = Um jogador pulado
sounds-cue-reverse = O jogo muda de sentido
sounds-cue-draw_two = Duas cartas para comprar
sounds-cue-draw_four = Quatro cartas para comprar
sounds-cue-colour_chosen = Uma cor escolhida
sounds-cue-uno_called = Alguém disse UNO
sounds-cue-uno_caught = Pego sem dizer UNO
sounds-cue-challenge_won = Uma denúncia certa
sounds-cue-challenge_lost = Uma denúncia errada
sounds-cue-buzzer = A disputa do Zumbador: aperte agora
sounds-cue-buzz_pressed = Você apertou numa disputa
sounds-cue-slap = A disputa do tapa: aperte agora
sounds-cue-hands_passed = Todas as mãos passam adiante
sounds-cue-swap = Duas mãos trocadas
sounds-cue-creeper = O Creeper explode
sounds-cue-greyskull = Pelos poderes de Greyskull
sounds-cue-your_turn = Sua vez
sounds-cue-invalid = Não é possível
sounds-cue-stack = Uma carta de compra somada à penalização
sounds-cue-interception = Uma carta jogada fora da vez
sounds-cue-sequence = Uma sequência de cartas
sounds-cue-penalty = Uma penalização
sounds-cue-round_won = Você vence a rodada
sounds-cue-round_lost = Outro jogador vence a rodada
sounds-cue-match_won = Você vence a partida
sounds-cue-match_lost = A partida está perdida
sounds-cue-menu_move = Andar numa lista
sounds-cue-menu_select = Escolher numa lista
sounds-cue-menu_back = Voltar, ou o fim de uma lista
sounds-cue-window_closed = Uma disputa acabou e você escapou
sounds-cue-tick = O tique do treino de reação

## Issue 22: o Inverter entre dois jogadores no lobby, o tempo por jogada na mesa e nas opções. $seconds: um número.

lobby-value-two_player_reverse-skip = pular
lobby-value-two_player_reverse-reverse = inverter
table-time_left = { $who ->
        [you] { $seconds ->
            [1] Falta 1 segundo.
           *[other] Faltam { $seconds } segundos.
        }
       *[other] { $seconds ->
            [1] Falta 1 segundo para { $name }.
           *[other] Faltam { $seconds } segundos para { $name }.
        }
    }
table-no_timer = Esta mesa não tem limite de tempo.
table-timer_stopped = O relógio está parado agora.
options-timer_warning = Aviso do tempo por jogada: { $value }
options-timer_warning-off = desligado
options-timer_warning-on = aos 10 segundos
options-timer_warning-description = Desligado: o tempo corre em silêncio, e Ctrl+T diz quanto falta. Aos 10 segundos: um aviso quando faltarem 10 segundos na sua vez.

## Issue 22: `audio-uno simulate --rule`, para qualquer opção de regra. $name, $rule, $value: como digitados; $choices: uma lista.
cli-help-rule = define uma opção de regra pelo nome, com um dos seus valores; repita para cada opção
cli-metavar-rule = NOME=VALOR
cli-error-unknown_rule = --rule { $rule }: nenhuma opção de regra se chama { $name }
cli-error-bad_rule_value = --rule { $name } não pode ser { $value }; escolha entre { $choices }
cli-error-bad_rule_number = --rule { $name } aceita um número inteiro, não { $value }
cli-error-whole_number = não é um número inteiro: { $value }

## Detalhe da fala: quanto cada tipo de mensagem diz (as opções têm um item por tipo).
# $kind: um tipo options-detail- abaixo; $level: uma palavra options-level-.
options-detail = { $kind }: { $level }
options-level-full = completo
options-level-brief = breve
options-level-cue = só o som
options-level-off = desligado
# Dito depois de mudar um nível; $profile: uma palavra lobby-verbosity-.
options-detail-profile = Detalhe da fala agora: { $profile }.
options-detail-plays = Jogadas dos outros
options-detail-plays-description = As cartas que os outros jogadores descartam, as cores que escolhem, quando passam a vez e quando dizem UNO. Só o som mantém o som da carta no lugar de quem jogou.
options-detail-draws = Compras dos outros
options-detail-draws-description = Quantas cartas os outros jogadores compram. Só o som mantém o som da compra no lugar de quem comprou.
options-detail-turns = De quem é a vez
options-detail-turns-description = De quem é a vez quando é de outro jogador. A sua vez é sempre dita.
options-detail-penalties = Penalizações dos outros
options-detail-penalties-description = Penalizações, vezes perdidas e jogadas erradas de outros jogadores. Uma penalização sobre você é sempre dita.
options-detail-races = Chances de reagir
options-detail-races-description = Uma disputa de que você não participa, e outro jogador com uma carta só, que você pode pegar. Uma disputa de que você participa é sempre dita.
options-detail-results = Resultados
options-detail-results-description = Quem ganha a rodada ou a partida, os pontos e a classificação.
options-detail-own = As suas jogadas
options-detail-own-description = O que você joga, as cartas que você compra, a cor que você escolhe. Só o som toca apenas os sons; a sua mão continua com todas as cartas.
options-detail-table = A mesa
options-detail-table-description = A distribuição, a carta inicial, o sentido do jogo, o embaralhamento, as mãos passadas e o que uma carta especial faz na primeira vez.
options-detail-focus = Foco depois de jogar
options-detail-focus-description = Qual carta fica com o foco depois que você joga uma.
options-detail-hints = Quanto uma dica diz
options-detail-hints-description = O conselho da tecla de dica.
# A tecla de detalhe da fala na mesa: o novo perfil, dito pelo que ele mantém.
table-profile-full = Fala completa: tudo é dito.
table-profile-brief = Fala breve: menos palavras, sem avisar a vez entre os bots.
table-profile-essentials = Essencial: sons para as jogadas dos outros; a sua vez com a carta do topo, disputas, penalizações e resultados em palavras.
help-table-verbosity_profile = muda o detalhe da fala: completo, breve, essencial
