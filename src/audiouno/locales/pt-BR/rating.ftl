## A sua classificação contra os bots. $rating: a classificação agora; $change: quanto a partida a mudou, e
## $direction: up, down ou same.

rating-after_match = A sua classificação: { $rating }, { $direction ->
        [up] subiu { $change }
        [down] caiu { $change }
       *[same] sem mudança
    }.
stats-rating = A sua classificação: { $rating }, depois de { $matches ->
        [1] 1 partida
       *[other] { $matches } partidas
    }; a maior: { $highest }.
stats-rating_chart = A sua classificação depois de cada partida
practice-export-ratings = A sua classificação depois de cada partida também está nele: { $matches ->
        [1] 1 partida.
       *[other] { $matches } partidas.
    }
