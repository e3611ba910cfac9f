"""The options screen, its items, the key bindings and the key describer."""
