"""What a key means, in no scene: the declared commands, the keymap file, the words of key help."""
