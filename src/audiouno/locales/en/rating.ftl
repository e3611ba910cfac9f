## The player's rating against the bots. $rating: the rating now; $change: how far the match moved it, and
## $direction: up, down or same.

rating-after_match = Your rating: { $rating }, { $direction ->
        [up] up { $change }
        [down] down { $change }
       *[same] unchanged
    }.
stats-rating = Your rating: { $rating }, after { $matches ->
        [one] 1 match
       *[other] { $matches } matches
    }; the highest: { $highest }.
stats-rating_chart = Your rating after each match
practice-export-ratings = Your rating after each match is in it too: { $matches ->
        [one] 1 match.
       *[other] { $matches } matches.
    }
