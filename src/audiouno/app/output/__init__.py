"""What the player hears or sees, knowing no scene: the voice, narration, history, cues, trace, large print."""
