"""The scenes on the loop's stack: the scene base and its services, the main menu, a room per place."""
