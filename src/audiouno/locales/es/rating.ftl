## Tu clasificación contra los bots. $rating: la clasificación ahora; $change: cuánto la movió la partida, y
## $direction: up, down o same.

rating-after_match = Tu clasificación: { $rating }, { $direction ->
        [up] sube { $change }
        [down] baja { $change }
       *[same] sin cambios
    }.
stats-rating = Tu clasificación: { $rating }, después de { $matches ->
        [one] 1 partida
       *[other] { $matches } partidas
    }; la más alta: { $highest }.
stats-rating_chart = Tu clasificación después de cada partida
practice-export-ratings = Tu clasificación después de cada partida también está en él: { $matches ->
        [one] 1 partida.
       *[other] { $matches } partidas.
    }
