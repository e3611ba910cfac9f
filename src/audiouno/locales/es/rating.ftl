## Tu nivel de juego contra los bots (no la clasificación de la partida, que es de los puntos). $rating: el nivel
## ahora; $change: cuánto lo movió la partida, y
## $direction: up, down o same.

rating-after_match = Tu nivel de juego: { $rating }, { $direction ->
        [up] sube { $change }
        [down] baja { $change }
       *[same] sin cambios
    }.
stats-rating = Tu nivel de juego: { $rating }, después de { $matches ->
        [one] 1 partida
       *[other] { $matches } partidas
    }; el más alto: { $highest }.
stats-rating_chart = Tu nivel de juego después de cada partida
practice-export-ratings = Tu nivel de juego después de cada partida también está en él: { $matches ->
        [one] 1 partida.
       *[other] { $matches } partidas.
    }
