"""The player's files and what they hold, knowing no scene: safe writes, settings, statistics, saves."""
