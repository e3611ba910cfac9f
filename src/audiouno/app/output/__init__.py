"""What the player hears or sees, knowing no scene: the voice, words, narration, history, cues, trace, large print."""
