"""The lobby: setting up a match, item by item, before the table."""
