## O seu nível de jogo contra os bots (não a classificação da partida, que é dos pontos). $rating: o nível agora;
## $change: quanto a partida o mudou, e
## $direction: up, down ou same.

rating-after_match = O seu nível de jogo: { $rating }, { $direction ->
        [up] subiu { $change }
        [down] caiu { $change }
       *[same] sem mudança
    }.
stats-rating = O seu nível de jogo: { $rating }, depois de { $matches ->
        [1] 1 partida
       *[other] { $matches } partidas
    }; o mais alto: { $highest }.
stats-rating_chart = O seu nível de jogo depois de cada partida
practice-export-ratings = O seu nível de jogo depois de cada partida também está nele: { $matches ->
        [1] 1 partida.
       *[other] { $matches } partidas.
    }
