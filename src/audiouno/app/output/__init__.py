"""What the player hears or sees, knowing no scene: the voice, words, narration, history, cues, trace, and the large
print (pictures, themes and the renderer)."""
