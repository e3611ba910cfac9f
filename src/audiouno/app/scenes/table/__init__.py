"""The table: a match between the player and the bots, and the parts it is made of."""
