"""A finished match replayed by ear: its log told again turn by turn as the table told it, from the main menu."""
