"""The list shape every place reuses: choices, item lists, the game menu, F1 help, and their items."""
