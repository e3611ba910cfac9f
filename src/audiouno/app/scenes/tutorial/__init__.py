"""Learning by ear at the real table: the tutorial's scripted first round and the variants' lessons (script.py,
the steps as data), the patient bot that plays them, and the list to choose a lesson from."""
