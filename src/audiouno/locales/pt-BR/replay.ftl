## Uma partida terminada, repassada de ouvido, das repetições do menu principal.

main-replays = Repetições das últimas partidas
files-what-replays = repetições das últimas partidas
files-matches_left_out = { $count ->
        [1] Uma partida do seu arquivo de { $what } não pôde ser lida, e fica de fora; as outras ficam.
       *[other] { $count } partidas do seu arquivo de { $what } não puderam ser lidas, e ficam de fora; as outras ficam.
    }
replay-list_title = As últimas partidas, a mais recente primeiro.
replay-none = Nenhuma partida terminada ainda: a repetição de uma partida fica guardada quando ela termina.
# $result: won (o jogador) ou lost ($winner ganhou).
replay-match = { $result ->
        [won] Você ganhou
       *[lost] { $winner } ganhou
    }: { $players } jogadores, { $rounds ->
        [1] 1 rodada
       *[other] { $rounds } rodadas
    }
replay-intro = { $match }. { $turns ->
        [1] 1 vez
       *[other] { $turns } vezes
    } em { $rounds ->
        [1] 1 rodada
       *[other] { $rounds } rodadas
    }. { $key_replay_next_turn } a próxima vez, { $key_replay_next_round } a próxima rodada, um número vai para aquela vez, { $key_replay_help } as teclas.
replay-turn = Vez { $number } de { $count }, rodada { $round }: { $lines }
replay-silent = nada foi dito.
replay-hand = A sua mão na vez { $number }: { $hand }
replay-no_such_turn = Não há vez { $number }: { $count ->
        [0] nenhuma vez
        [1] só 1 vez
       *[other] são { $count } vezes
    }.
replay-exported = A partida foi escrita como texto em { $path }.
replay-export_failed = Não deu para escrever a partida como texto.
replay-damaged = Esta partida não se repete mais: estava danificada, e fica de fora.

help-replay_intro = Teclas da repetição.
help-replay-previous_turn = a vez anterior
help-replay-next_turn = a próxima vez
help-replay-previous_round = o começo desta rodada, depois o da rodada anterior
help-replay-next_round = o começo da próxima rodada
help-replay-first_turn = a primeira vez
help-replay-last_turn = a última vez
help-replay-hand = a sua mão nesta vez
help-replay-repeat = esta vez de novo
help-replay-export = a partida inteira num arquivo de texto na sua pasta de dados
help-replay-help = esta ajuda; e números digitados depressa vão para aquela vez
help-replay-back = de volta à lista de partidas
